#!/usr/bin/env python3
"""ZERTZ (Kris Burm, Project GIPF) independent reference move generator.

Plain Python 3, no dependencies. Written from the rules (see FACTS.md).

Atomic actions (each one is one ply for perft):
    P c x    place a marble of colour c (w, g, b) on the vacant ring x
             (from the pool; when the pool is completely empty, from the
             mover's own captured marbles)
    R x      remove the free ring x (same player, right after P; skipped
             entirely when no ring is free)
    C x-y    one capture jump from x over the adjacent marble to the vacant
             ring y; while the jumping marble can jump again the same player
             must continue with further C actions from y
    pass     only when the player to move has no capture and no marble to
             place (pool empty and no own captures); two passes in a row
             draw the game

Rules choices (see FACTS.md, "Ambiguities"):
  * a ring is free when it is vacant and two neighbouring directions that are
    60 degrees apart (consecutive in the hex cycle) both hold no ring;
  * captures are compulsory at the start of a turn, and the chain must go on
    while the jumping marble can jump;
  * after P and after R, every connected group of rings without a vacant
    ring is claimed by the mover (rings and marbles leave the board);
  * when no vacant ring is left on the board after the mover's action, the
    mover wins ("the one who put a marble on the last vacant ring wins");
  * the game ends as soon as the mover has a winning set, even in the middle
    of a capture chain or between P and R.

Usage:
    python3 zertz_ref.py perft N [--only] [--pos FILE] [--variant V]
    python3 zertz_ref.py divide N [--pos FILE] [--variant V]
    python3 zertz_ref.py random SEED [--pos FILE] [--variant V]
    python3 zertz_ref.py play ACTION... [--pos FILE] [--variant V]
    python3 zertz_ref.py legal [--pos FILE] [--variant V]
Variants: standard (37 rings, 6/8/10), blitz (37 rings, 5/7/9),
          48 (Zertz+11 board, 6/8/10), 61 (Zertz+24 board, 6/8/10).
"""
import random
import sys

COLOURS = "wgb"
COLOUR_NAMES = ("white", "grey", "black")

# columns: (first half-step offset of each column, rings in each column)
# The height of ring (column i, number n) in half-steps is first[i] + 2(n-1);
# neighbours differ by (0, +-2) in the same column or (+-1, +-1) in the next.
BOARDS = {
    37: ([3, 2, 1, 0, 1, 2, 3], [4, 5, 6, 7, 6, 5, 4]),
    48: ([3, 2, 1, 0, 1, 2, 3, 4], [5, 6, 7, 8, 7, 6, 5, 4]),
    61: ([4, 3, 2, 1, 0, 1, 2, 3, 4], [5, 6, 7, 8, 9, 8, 7, 6, 5]),
}

STANDARD_GOALS = ((4, 0, 0), (0, 5, 0), (0, 0, 6), (3, 3, 3))
BLITZ_GOALS = ((3, 0, 0), (0, 4, 0), (0, 0, 5), (2, 2, 2))
VARIANTS = {
    "standard": (37, (6, 8, 10), STANDARD_GOALS),
    "blitz": (37, (5, 7, 9), BLITZ_GOALS),
    "48": (48, (6, 8, 10), STANDARD_GOALS),
    "61": (61, (6, 8, 10), STANDARD_GOALS),
}

# the six directions in cyclic order (each 60 degrees from the next)
DIRS = ((0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1))


class Geometry:
    def __init__(self, size):
        first, count = BOARDS[size]
        self.size = size
        self.names = []
        where = {}
        for c, (f, n) in enumerate(zip(first, count)):
            for k in range(n):
                where[(c, f + 2 * k)] = len(self.names)
                self.names.append("abcdefghi"[c] + str(k + 1))
        self.n = len(self.names)
        assert self.n == size
        self.index = {nm: i for i, nm in enumerate(self.names)}
        self.nbr = [[-1] * 6 for _ in range(self.n)]
        for (c, y), i in where.items():
            for d, (dc, dy) in enumerate(DIRS):
                self.nbr[i][d] = where.get((c + dc, y + dy), -1)
        # jump table: (from, over, to) for every straight triple on the board
        self.jumps = [[(self.nbr[i][d], self.nbr[self.nbr[i][d]][d])
                       for d in range(6)
                       if self.nbr[i][d] >= 0 and self.nbr[self.nbr[i][d]][d] >= 0]
                      for i in range(self.n)]


GEOMS = {}


def geometry(size):
    if size not in GEOMS:
        GEOMS[size] = Geometry(size)
    return GEOMS[size]


class State:
    __slots__ = ("variant", "geo", "goals", "ring", "marble", "pool", "cap",
                 "to_move", "phase", "chain", "winner", "passes", "claimed")

    def copy(self):
        t = State.__new__(State)
        t.variant, t.geo, t.goals = self.variant, self.geo, self.goals
        t.ring = self.ring[:]
        t.marble = self.marble[:]
        t.pool = self.pool[:]
        t.cap = [self.cap[0][:], self.cap[1][:]]
        t.to_move, t.phase, t.chain = self.to_move, self.phase, self.chain
        t.winner, t.passes, t.claimed = self.winner, self.passes, []
        return t

    def key(self):
        return (tuple(self.ring), tuple(self.marble), tuple(self.pool),
                tuple(self.cap[0]), tuple(self.cap[1]), self.to_move,
                self.phase, self.chain)


def start_state(variant="standard"):
    size, pool, goals = VARIANTS[variant]
    s = State.__new__(State)
    s.variant, s.geo, s.goals = variant, geometry(size), goals
    s.ring = [True] * size
    s.marble = [-1] * size
    s.pool = list(pool)
    s.cap = [[0, 0, 0], [0, 0, 0]]
    s.to_move, s.phase, s.chain = 0, "turn", -1
    s.winner, s.passes, s.claimed = None, 0, []
    return s


# ---------------------------------------------------------------- helpers

def jumps_from(s, x):
    out = []
    ring, marble = s.ring, s.marble
    for m, y in s.geo.jumps[x]:
        if ring[m] and marble[m] >= 0 and ring[y] and marble[y] < 0:
            out.append(y)
    return out


def all_jumps(s):
    out = []
    for x in range(s.geo.n):
        if s.ring[x] and s.marble[x] >= 0:
            for y in jumps_from(s, x):
                out.append((x, y))
    return out


def is_free(s, x):
    if not s.ring[x] or s.marble[x] >= 0:
        return False
    nb = s.geo.nbr[x]
    ring = s.ring
    gone = [nb[d] < 0 or not ring[nb[d]] for d in range(6)]
    return any(gone[d] and gone[(d + 1) % 6] for d in range(6))


def free_rings(s):
    return [x for x in range(s.geo.n) if is_free(s, x)]


def component(s, x):
    seen = {x}
    todo = [x]
    nbr, ring = s.geo.nbr, s.ring
    while todo:
        i = todo.pop()
        for j in nbr[i]:
            if j >= 0 and ring[j] and j not in seen:
                seen.add(j)
                todo.append(j)
    return seen


def claim_if_full(s, start_cells):
    """Claim every fully occupied group that contains one of start_cells."""
    done = set()
    for x in start_cells:
        if x < 0 or not s.ring[x] or x in done:
            continue
        comp = component(s, x)
        done |= comp
        if all(s.marble[i] >= 0 for i in comp):
            for i in sorted(comp):
                s.cap[s.to_move][s.marble[i]] += 1
                s.claimed.append(i)
                s.marble[i] = -1
                s.ring[i] = False


def has_won(s, p):
    c = s.cap[p]
    return any(c[0] >= g[0] and c[1] >= g[1] and c[2] >= g[2] for g in s.goals)


def no_vacant_ring(s):
    return not any(r and m < 0 for r, m in zip(s.ring, s.marble))


def place_source(s):
    return s.pool if sum(s.pool) > 0 else s.cap[s.to_move]


def end_turn(s):
    s.to_move ^= 1
    s.phase, s.chain = "turn", -1


def check_end(s):
    """After an action by s.to_move: end the game on a win or a full board."""
    if has_won(s, s.to_move) or no_vacant_ring(s):
        s.winner, s.phase = s.to_move, "over"
        return True
    return False


# ---------------------------------------------------------------- actions

def legal_actions(s):
    names = s.geo.names
    if s.phase == "over":
        return []
    if s.phase == "chain":
        return ["C %s-%s" % (names[s.chain], names[y]) for y in jumps_from(s, s.chain)]
    if s.phase == "remove":
        return ["R " + names[x] for x in free_rings(s)]
    jumps = all_jumps(s)
    if jumps:
        return ["C %s-%s" % (names[x], names[y]) for x, y in jumps]
    src = place_source(s)
    acts = ["P %s %s" % (COLOURS[c], names[x])
            for x in range(s.geo.n) if s.ring[x] and s.marble[x] < 0
            for c in range(3) if src[c] > 0]
    return acts or ["pass"]


def apply_action(s, action, check=True):
    if check and action not in legal_actions(s):
        raise ValueError("illegal action %r" % action)
    t = s.copy()
    idx = t.geo.index
    if action == "pass":
        t.passes += 1
        if t.passes >= 2:
            t.winner, t.phase = "draw", "over"
        else:
            end_turn(t)
        return t
    t.passes = 0
    kind, arg = action[0], action[2:]
    if kind == "P":
        c, x = COLOURS.index(arg[0]), idx[arg[2:]]
        src = place_source(t)
        src[c] -= 1
        t.marble[x] = c
        claim_if_full(t, [x])
        if check_end(t):
            return t
        if any(is_free(t, y) for y in range(t.geo.n)):
            t.phase = "remove"
        else:
            end_turn(t)
    elif kind == "R":
        x = idx[arg]
        t.ring[x] = False
        claim_if_full(t, t.geo.nbr[x])
        if not check_end(t):
            end_turn(t)
    elif kind == "C":
        a, b = arg.split("-")
        x, y = idx[a], idx[b]
        m = next(mm for mm, yy in t.geo.jumps[x] if yy == y)
        t.cap[t.to_move][t.marble[m]] += 1
        t.marble[y], t.marble[x], t.marble[m] = t.marble[x], -1, -1
        if check_end(t):
            return t
        if jumps_from(t, y):
            t.phase, t.chain = "chain", y
        else:
            end_turn(t)
    else:
        raise ValueError("bad action %r" % action)
    return t


def perft(s, depth):
    if depth == 0:
        return 1
    acts = legal_actions(s)
    if depth == 1:
        return len(acts)
    return sum(perft(apply_action(s, a, False), depth - 1) for a in acts)


# ---------------------------------------------------------------- text format

def position_text(s):
    names = s.geo.names

    def lst(cells):
        return " ".join(names[i] for i in cells) or "-"

    lines = ["variant: %s" % s.variant,
             "removed: %s" % lst([i for i in range(s.geo.n) if not s.ring[i]])]
    for c in range(3):
        lines.append("%s: %s" % (COLOUR_NAMES[c],
                                 lst([i for i in range(s.geo.n) if s.ring[i] and s.marble[i] == c])))
    lines.append("pool: %d %d %d" % tuple(s.pool))
    lines.append("captured1: %d %d %d" % tuple(s.cap[0]))
    lines.append("captured2: %d %d %d" % tuple(s.cap[1]))
    lines.append("to_move: %d" % (s.to_move + 1))
    lines.append("phase: %s" % s.phase)
    if s.phase == "chain":
        lines.append("chain: %s" % names[s.chain])
    if s.phase == "over":
        lines.append("result: %s" % ("draw" if s.winner == "draw" else "player %d wins" % (s.winner + 1)))
    return "\n".join(lines) + "\n"


def parse_position(text, variant=None):
    kv = {}
    for raw in text.replace("|", "\n").splitlines():
        line = raw.split("#", 1)[0].strip()
        if line:
            k, v = line.split(":", 1)
            kv[k.strip().lower()] = v.strip()
    s = start_state(variant or kv.get("variant", "standard"))
    idx = s.geo.index

    def cells(v):
        return [] if v in ("", "-") else [idx[t] for t in v.split()]

    if "rings" in kv:
        s.ring = [False] * s.geo.n
        for i in cells(kv["rings"]):
            s.ring[i] = True
    for i in cells(kv.get("removed", "-")):
        s.ring[i] = False
    for c, nm in enumerate(COLOUR_NAMES):
        for i in cells(kv.get(nm, "-")):
            if not s.ring[i] or s.marble[i] >= 0:
                raise ValueError("bad marble at %s" % s.geo.names[i])
            s.marble[i] = c
    if "pool" in kv:
        s.pool = [int(v) for v in kv["pool"].split()]
    for p in (0, 1):
        if "captured%d" % (p + 1) in kv:
            s.cap[p] = [int(v) for v in kv["captured%d" % (p + 1)].split()]
    s.to_move = int(kv.get("to_move", "1")) - 1
    s.phase = kv.get("phase", "turn")
    if s.phase == "chain":
        s.chain = idx[kv["chain"]]
    # consistency: every marble is somewhere
    total = VARIANTS[s.variant][1]
    for c in range(3):
        n = s.pool[c] + s.cap[0][c] + s.cap[1][c] + sum(
            1 for i in range(s.geo.n) if s.ring[i] and s.marble[i] == c)
        if n != total[c]:
            raise ValueError("%s marbles add up to %d, not %d" % (COLOUR_NAMES[c], n, total[c]))
    for i in range(s.geo.n):
        if s.ring[i] and all(s.marble[j] >= 0 for j in component(s, i)):
            raise ValueError("fully occupied group at %s should have been claimed" % s.geo.names[i])
    if s.phase == "chain" and not jumps_from(s, s.chain):
        raise ValueError("chain marble cannot jump")
    if s.phase not in ("turn", "remove", "chain"):
        raise ValueError("bad phase")
    return s


def random_game(s, seed, max_plies=2000):
    rng = random.Random(seed)
    lines = []
    seen = {}
    while s.phase != "over" and len(lines) < max_plies:
        if s.phase == "turn":
            k = s.key()
            seen[k] = seen.get(k, 0) + 1
            if seen[k] >= 3:
                lines.append("# threefold repetition of a turn-start position: draw")
                break
        acts = legal_actions(s)
        a = rng.choice(acts)
        lines.append("%-12s # legal=%d" % (a, len(acts)))
        s = apply_action(s, a, False)
    lines.append("# final position:")
    lines.extend("# " + l for l in position_text(s).splitlines())
    return lines, s


# ---------------------------------------------------------------- CLI

def _load(args):
    variant = None
    if "--variant" in args:
        variant = args[args.index("--variant") + 1]
    if "--pos" in args:
        return parse_position(open(args[args.index("--pos") + 1]).read(), variant)
    return start_state(variant or "standard")


def _plain(args):
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
        elif a in ("--pos", "--variant"):
            skip = True
        elif not a.startswith("--"):
            out.append(a)
    return out


def main(argv):
    if not argv:
        print(__doc__)
        return 1
    cmd, rest = argv[0], argv[1:]
    s = _load(rest)
    plain = _plain(rest)
    if cmd == "perft":
        n = int(plain[0])
        for d in ([n] if "--only" in rest else range(1, n + 1)):
            print("perft(%d) = %d" % (d, perft(s, d)), flush=True)
    elif cmd == "divide":
        n = int(plain[0])
        tot = 0
        for a in legal_actions(s):
            v = perft(apply_action(s, a, False), n - 1)
            tot += v
            print("%-12s %d" % (a, v))
        print("total %d" % tot)
    elif cmd == "random":
        lines, _ = random_game(s, int(plain[0]))
        print("\n".join(lines))
    elif cmd == "play":
        for a in plain:
            s = apply_action(s, a.replace("_", " "))
            if s.claimed:
                print("# %s claims %s" % (a, " ".join(s.geo.names[i] for i in s.claimed)))
        sys.stdout.write(position_text(s))
        print("legal: " + ", ".join(legal_actions(s)))
    elif cmd == "legal":
        sys.stdout.write(position_text(s))
        acts = legal_actions(s)
        print("legal (%d): %s" % (len(acts), ", ".join(acts)))
    else:
        print(__doc__)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
