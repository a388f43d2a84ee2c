#!/usr/bin/env python3
"""Self-checks for yinsh_ref.py: python3 test_yinsh_ref.py"""
import os
import yinsh_ref as Y

HERE = os.path.dirname(os.path.abspath(__file__))


def pos(name):
    return Y.parse_position(open(os.path.join(HERE, "..", "..", "plugins", "yinsh", "tests", "reference", "positions", name)).read())


def play(s, *acts):
    for a in acts:
        s = Y.apply_action(s, a)
    return s


def board_set(s, v):
    return {Y.NAMES[i] for i in range(Y.NPOINTS) if s.board[i] == v}


def test_board():
    assert Y.NPOINTS == 85
    counts = {c: sum(1 for n in Y.NAMES if n[0] == c) for c in Y.COLS}
    assert counts == dict(a=4, b=7, c=8, d=9, e=10, f=9, g=10, h=9, i=8, j=7, k=4)
    # every point has 2..6 neighbours; centre f6 has 6
    assert sum(1 for r in Y.RAYS[Y.NAME_INDEX["f6"]] if r) == 6
    # lines of the official notation examples exist
    names = {(Y.NAMES[f[0]], Y.NAMES[f[1]]) for f in Y.FIVES}
    assert ("a3", "e3") in names and ("c2", "g6") in names and ("f3", "f7") in names


def test_start_perft():
    s = Y.start_state()
    assert Y.perft(s, 1) == 85 and Y.perft(s, 2) == 85 * 84 and Y.perft(s, 3) == 85 * 84 * 83


def test_official_notation_example():
    # gipf.com notation page: 1.e3 2.a5 3.b5 4.c6 5.d6 6.e4 7.h7 8.g2 9.g3 10.g8 11.h7-g7
    s = play(Y.start_state(), *["P " + x for x in "e3 a5 b5 c6 d6 e4 h7 g2 g3 g8".split()])
    assert s.phase == "move" and s.to_act == Y.WHITE
    assert "M h7-g7" in Y.legal_actions(s)
    s = play(s, "M h7-g7")
    assert board_set(s, Y.WMARK) == {"h7"} and s.supply == 50 and s.to_act == Y.BLACK


def test_jump_and_flip():
    s = Y.parse_position("""white_rings: e2 a2 k7 b1 j11
black_rings: e9 a5 k10 i4 c8
white_markers: e5 e7
black_markers: e6""")
    north = {a for a in Y.legal_actions(s) if a.startswith("M e2-e")}
    assert north == {"M e2-e1", "M e2-e3", "M e2-e4", "M e2-e8"}   # must stop at e8
    t = play(s, "M e2-e8")
    assert board_set(t, Y.WMARK) == {"e2", "e6"} and board_set(t, Y.BMARK) == {"e5", "e7"}


def test_mover_row():
    s = play(pos("p1_mover_row.txt"), "M g3-g7")
    assert Y.legal_actions(s) == ["R c3-g3"]
    s = play(s, "R c3-g3")
    assert s.phase == "ring" and s.supply == 44
    s = play(s, "X g7")
    assert s.removed == [1, 0] and s.phase == "move" and s.to_act == Y.BLACK


def test_both_rows_order():
    s = play(pos("p2_both_rows.txt"), "M e5-e7")
    assert s.to_act == Y.WHITE and Y.legal_actions(s) == ["R a5-e5"]
    s = play(s, "R a5-e5", "X b2")
    assert s.to_act == Y.BLACK and Y.legal_actions(s) == ["R b6-f6"]
    s = play(s, "R b6-f6", "X a3")
    assert s.phase == "move" and s.to_act == Y.BLACK and s.removed == [1, 1]


def test_simultaneous_third_row_mover_wins():
    s = play(pos("p5_both_third_row.txt"), "M e5-e7", "R a5-e5", "X h4")
    assert s.phase == "over" and s.result == "white"


def test_row_of_six():
    s = play(pos("p3_row_of_six.txt"), "M e4-e3")
    assert Y.legal_actions(s) == ["R b4-f4", "R c4-g4"]
    t = play(s, "R b4-f4")
    assert board_set(t, Y.WMARK) >= {"g4"} and "b4" not in board_set(t, Y.WMARK)


def test_crossing_rows():
    s = play(pos("p4_crossing_rows.txt"), "M e4-g6")
    assert Y.legal_actions(s) == ["R c4-g4", "R e2-e6"]
    s = play(s, "R e2-e6", "X b7")       # the other row is broken at e4
    assert s.phase == "move" and s.to_act == Y.BLACK


def test_pass():
    s = pos("p7_pass.txt")
    assert Y.legal_actions(s) == ["pass"]
    s = play(s, "pass")
    assert s.to_act == Y.BLACK and "M b3-d3" in Y.legal_actions(s)


def test_last_marker():
    s = pos("p6_last_marker.txt")
    for a in Y.legal_actions(s):
        t = Y.apply_action(s, a)
        if t.phase == "over":
            assert t.supply == 0 and t.result == "black"      # 0 vs 2 removed
        else:
            assert t.phase == "row" and t.supply == 0


def test_blitz():
    s = Y.parse_position(open(os.path.join(HERE, "..", "..", "plugins", "yinsh", "tests", "reference", "positions", "p1_mover_row.txt")).read()
                         + "\nvariant: blitz\n")
    s = play(s, "M g3-g7", "R c3-g3", "X g7")
    assert s.phase == "over" and s.result == "white"


def test_random_games_consistent():
    for seed in range(20):
        acts, end = Y.random_game(Y.start_state(), seed)
        assert end.phase == "over"
        # replay from text round-trips
        s = Y.start_state()
        for i, a in enumerate(acts):
            if i % 7 == 0 and s.phase != "over":
                s2 = Y.parse_position(Y.position_text(s))
                assert Y.legal_actions(s2) == Y.legal_actions(s), (seed, i)
            s = Y.apply_action(s, a)
            on = sum(1 for v in s.board if v in (Y.WMARK, Y.BMARK))
            assert on + s.supply == 51


if __name__ == "__main__":
    n = 0
    for name, fn in sorted(globals().items()):
        if name.startswith("test_") and callable(fn):
            fn()
            n += 1
            print("ok", name)
    print("%d tests passed" % n)
