#!/usr/bin/env python3
"""Self-checks for zertz_ref.py: python3 test_zertz_ref.py (or pytest)."""
import os
import zertz_ref as Z

HERE = os.path.dirname(os.path.abspath(__file__))


def pos(name):
    return Z.parse_position(open(os.path.join(HERE, "positions", name)).read())


def play(s, *acts):
    for a in acts:
        s = Z.apply_action(s, a)
    return s


def P(text):
    return Z.parse_position(text)


def test_boards():
    for size, cols in ((37, "a4 b5 c6 d7 e6 f5 g4"), (48, "a5 b6 c7 d8 e7 f6 g5 h4"),
                       (61, "a5 b6 c7 d8 e9 f8 g7 h6 i5")):
        g = Z.geometry(size)
        counts = {c: sum(1 for n in g.names if n[0] == c) for c in "abcdefghi"}
        assert " ".join("%s%d" % (c, counts[c]) for c in "abcdefghi" if counts[c]) == cols
        for i in range(g.n):                       # adjacency is symmetric
            for d in range(6):
                j = g.nbr[i][d]
                assert j < 0 or g.nbr[j][(d + 3) % 6] == i
    g = Z.geometry(37)
    nb = lambda x: sorted(g.names[j] for j in g.nbr[g.index[x]] if j >= 0)
    assert nb("d4") == ["c3", "c4", "d3", "d5", "e3", "e4"]
    assert nb("a1") == ["a2", "b1", "b2"] and nb("d1") == ["c1", "d2", "e1"]
    assert nb("b2") == ["a1", "a2", "b1", "b3", "c2", "c3"]


def test_start_perft():
    s = Z.start_state()
    # 111 placements; after an edge placement 17 free rings, else 18
    assert [Z.perft(s, d) for d in (1, 2, 3)] == [111, 3 * (19 * 18 + 18 * 17), 1944 * 105]
    assert Z.perft(Z.start_state("48"), 2) == 3 * (27 * 21 + 21 * 20)


def test_free_ring_needs_two_adjacent_gaps():
    s = P("removed: b1 b3\nwhite: -\npool: 6 8 10")
    assert not Z.is_free(s, s.geo.index["b2"])       # gaps opposite each other
    s = P("removed: b1 b3 c3\npool: 6 8 10")
    assert Z.is_free(s, s.geo.index["b2"])           # b3 and c3 are 60 degrees apart
    s = Z.start_state()
    assert not Z.is_free(s, s.geo.index["b2"]) and Z.is_free(s, s.geo.index["b1"])


def test_free_ring_matches_sliding_geometry():
    # independent check: a vacant ring can slide out in direction t when no
    # remaining neighbour lies strictly less than 90 degrees from t
    import math, random
    g = Z.geometry(37)
    ang = [90, 30, -30, -90, -150, 150]      # angles of Z.DIRS on the real board
    rng = random.Random(5)
    for _ in range(300):
        s = Z.start_state()
        for i in range(g.n):
            s.ring[i] = rng.random() < 0.7
        for x in range(g.n):
            if not s.ring[x]:
                continue
            present = [ang[d] for d in range(6) if g.nbr[x][d] >= 0 and s.ring[g.nbr[x][d]]]
            slide = any(all(math.cos(math.radians(t - a)) < 1e-9 for a in present)
                        for t in range(0, 360, 30))
            assert slide == Z.is_free(s, x)


def test_official_examples():
    # "Wd4,d1"
    s = play(Z.start_state(), "P w d4", "R d1")
    assert s.to_move == 1 and s.phase == "turn"
    # "x d1Gd3Wd5": a two-jump chain by one player
    s = pos("p2_chain_branch.txt")
    s = play(s, "C d1-d3")
    assert s.phase == "chain" and s.to_move == 0
    assert set(Z.legal_actions(s)) == {"C d3-d5", "C d3-f3"}
    s = play(s, "C d3-d5")
    assert s.to_move == 1 and s.cap[0] == [1, 1, 0]
    # "Bd7,b2 x Wa1Wa2"
    s = play(pos("p3_isolation.txt"), "P b d7", "R b2")
    assert s.cap[0] == [3, 0, 0] and not s.ring[s.geo.index["a1"]] and not s.ring[s.geo.index["a2"]]


def test_capture_is_compulsory():
    s = pos("p1_forced_capture.txt")
    assert Z.legal_actions(s) == ["C d4-d6", "C d5-d3"]


def test_isolated_group_with_vacancy_stays_then_claimed_by_filling():
    s = P("removed: a3 b1 b3 c3\nwhite: a1\npool: 5 8 10")
    s = play(s, "P b d7", "R b2")           # a1 + vacant a2 cut off: nothing claimed
    assert s.ring[s.geo.index["a2"]] and s.cap == [[0, 0, 0], [0, 0, 0]]
    s = play(s, "P g a2")                   # player 2 fills the island's last ring
    assert s.cap[1] == [1, 1, 0] and not s.ring[s.geo.index["a1"]]
    assert s.phase == "remove" and s.to_move == 1


def test_no_free_ring_turn_passes():
    s = pos("p5_no_free_ring.txt")
    t = play(s, "P w d4")
    assert t.to_move == 1 and t.phase == "turn"


def test_pool_empty_places_own_captures():
    s = pos("p4_pool_empty.txt")
    assert {a[2] for a in Z.legal_actions(s)} == {"w", "g", "b"}
    t = play(s, "P w b1")                   # b1 was the only free ring
    assert t.to_move == 1 and t.cap[0] == [1, 4, 3]
    assert all(a[2] != "w" for a in Z.legal_actions(t))   # player 2 has no white


def test_full_board_mover_wins():
    s = P("""removed: a1 a2 a3 a4 b1 b2 b3 b4 b5 c1 c2 c3 c4 c5 c6 d1 d2 d3 d4 d5 d6 d7 e1 e2 e3 e4 e5 e6 f1 f2 f3 g1 g2 g3 g4
    white: f4
    pool: 5 8 10""")
    t = play(s, "P g f5")                   # last vacant ring filled
    assert t.phase == "over" and t.winner == 0 and t.cap[0] == [1, 1, 0]


def test_pass_and_draw():
    s = P("""removed: a1 a2 a3 a4 b1 b5 c1 c6 d1 d7 e1 e6 f1 f5 g1 g2 g3 g4
    white: b2 d6 f3 c2
    grey: b4 e5 f2 e2
    black: b3 c5 d2 f4 d4
    pool: 0 0 0
    captured1: 0 0 0
    captured2: 2 4 5""")
    assert Z.legal_actions(s) == ["pass"]
    t = play(s, "pass")
    assert t.to_move == 1 and t.phase == "turn" and Z.legal_actions(t)[0].startswith("P")
    s.passes = 1                            # the opponent passed just before
    t = play(s, "pass")
    assert t.phase == "over" and t.winner == "draw"


def test_win_mid_chain_ends_game():
    s = P("""white: d1 d4
    grey: d2
    black: e3
    pool: 3 7 9
    captured1: 1 0 0""")
    t = play(s, "C d1-d3", "C d3-d5")      # reaches 3 whites? no: 2 whites
    assert t.phase == "turn"
    s = P("""white: d1 d4
    grey: d2
    black: e3
    pool: 1 7 9
    captured1: 3 0 0""")
    t = play(s, "C d1-d3", "C d3-d5")      # 4th white on the second jump
    assert t.phase == "over" and t.winner == 0
    s = P("""white: d1 d4
    grey: d2
    black: e3
    pool: 2 3 9
    captured1: 2 4 0""")
    t = play(s, "C d1-d3")                  # 5th grey on the first jump: over at once
    assert t.phase == "over" and t.winner == 0


def test_blitz_goals():
    s = Z.start_state("blitz")
    assert s.pool == [5, 7, 9]
    s.cap[0] = [2, 2, 2]
    assert Z.has_won(s, 0)
    s = Z.start_state()
    s.cap[0] = [2, 2, 2]
    assert not Z.has_won(s, 0)
    s.cap[0] = [3, 3, 3]
    assert Z.has_won(s, 0)


def test_round_trip():
    for f in sorted(os.listdir(os.path.join(HERE, "positions"))):
        s = pos(f)
        assert Z.position_text(Z.parse_position(Z.position_text(s))) == Z.position_text(s)


def test_random_game_2_reaches_p4():
    lines, _ = Z.random_game(Z.start_state(), 2)
    s = Z.start_state()
    for l in lines[:64]:
        s = play(s, l.split("#")[0].strip())
    assert Z.position_text(s) == Z.position_text(pos("p4_pool_empty.txt"))
    stored = [l.split("#")[0].strip() for l in open(os.path.join(HERE, "random", "seed_2.txt")) if "legal=" in l]
    assert stored == [l.split("#")[0].strip() for l in lines if "legal=" in l]


def test_random_games_are_consistent():
    for seed in range(1, 6):
        lines, s = Z.random_game(Z.start_state(), seed)
        assert s.phase == "over" or "repetition" in lines[-len(Z.position_text(s).splitlines()) - 2]
        total = [0, 0, 0]
        for c in range(3):
            total[c] = s.pool[c] + s.cap[0][c] + s.cap[1][c] + sum(
                1 for i in range(s.geo.n) if s.ring[i] and s.marble[i] == c)
        assert total == [6, 8, 10]


if __name__ == "__main__":
    n = 0
    for name, fn in sorted(globals().items()):
        if name.startswith("test_") and callable(fn):
            fn()
            n += 1
            print("ok", name)
    print("%d tests passed" % n)
