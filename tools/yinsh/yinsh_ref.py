#!/usr/bin/env python3
"""Independent reference move generator for YINSH (Kris Burm, GIPF project).

Plain Python 3, no dependencies.  Written from the published rules only
(see FACTS.md), intended to cross-check another implementation by perft.

Board: 85 points, columns a..k, numbers 1..11 as printed on the board:
    a2-a5 b1-b7 c1-c8 d1-d9 e1-e10 f2-f10 g2-g11 h3-h11 i4-i11 j5-j11 k7-k10
Lines run along three axes: same letter (d-number = +-1), same number
(d-letter = +-1) and the diagonal where letter and number both change by the
same amount (e.g. c2-d3-e4-f5-g6).

A turn is split into atomic actions, each counted as one ply by perft:
    P x        place a ring on vacant point x (placement phase)
    M x-y      put a marker in the ring at x and move the ring to y
    R a-b      remove a row of five own markers, a and b the two ends,
               a = the end that sorts first by (letter, number)
    X x        remove one of one's own rings at x (right after each R)
    pass       the player to move has no legal ring move
After a ring move: while the mover has a row -> R, X (repeat); then while the
opponent has a row -> R, X (repeat); then the opponent makes a ring move.
The game ends immediately when a player has removed 3 rings (1 in blitz).
Before a ring move: if the supply is empty, or neither player can move a ring,
the game ends; more removed rings wins, equal is a draw.

Usage:
    python3 yinsh_ref.py perft DEPTH [--pos FILE] [--blitz] [--only]
    python3 yinsh_ref.py divide DEPTH [--pos FILE] [--blitz]
    python3 yinsh_ref.py random SEED [--pos FILE] [--blitz] [--max N] [--show] [--counts]
    python3 yinsh_ref.py play [--pos FILE] [--blitz] ACTION...   (or actions on stdin with '-')
    python3 yinsh_ref.py show [--pos FILE]
Perft counts action sequences of exactly DEPTH plies (terminal positions
reached earlier contribute nothing), like chess perft.
"""

import sys
import random

COLS = "abcdefghijk"
# first and last number of each column as printed on the board
COL_RANGE = {
    'a': (2, 5), 'b': (1, 7), 'c': (1, 8), 'd': (1, 9), 'e': (1, 10),
    'f': (2, 10), 'g': (2, 11), 'h': (3, 11), 'i': (4, 11), 'j': (5, 11),
    'k': (7, 10),
}

POINTS = []          # (col_index, number), sorted by (letter, number)
for _ci, _c in enumerate(COLS):
    _lo, _hi = COL_RANGE[_c]
    for _n in range(_lo, _hi + 1):
        POINTS.append((_ci, _n))
NPOINTS = len(POINTS)
assert NPOINTS == 85
INDEX = {p: i for i, p in enumerate(POINTS)}
NAMES = [COLS[c] + str(n) for (c, n) in POINTS]
NAME_INDEX = {name: i for i, name in enumerate(NAMES)}

# Independent cross-check of the board shape: the 85 points are a hexagon of
# radius 5 on a triangular lattice minus its 6 corners.  With q = col - 5,
# r = number - 6 and axes (0,1), (1,0), (1,1): |q|<=5, |r|<=5, |q-r|<=5.
_CORNERS = {(5, 0), (-5, 0), (0, 5), (0, -5), (5, 5), (-5, -5)}
_hex = set((_q + 5, _r + 6) for _q in range(-5, 6) for _r in range(-5, 6)
           if abs(_q - _r) <= 5 and (_q, _r) not in _CORNERS)
assert _hex == set(POINTS), "board table disagrees with hexagon geometry"

# direction vectors in (d-letter, d-number); the first three are "positive"
DIRS = [(0, 1), (1, 0), (1, 1), (0, -1), (-1, 0), (-1, -1)]
POS_DIRS = DIRS[:3]


def _step(i, d):
    c, n = POINTS[i]
    return INDEX.get((c + d[0], n + d[1]), -1)


# RAYS[i][k] = list of points from i (exclusive) to the edge in direction k
RAYS = []
for _i in range(NPOINTS):
    _rays = []
    for _d in DIRS:
        _ray = []
        _j = _step(_i, _d)
        while _j >= 0:
            _ray.append(_j)
            _j = _step(_j, _d)
        _rays.append(_ray)
    RAYS.append(_rays)

# every line segment of 5 consecutive points, as (first, last, tuple of 5)
# first = smaller end by (letter, number) since all POS_DIRS increase it
FIVES = []
for _i in range(NPOINTS):
    for _k in range(3):
        _ray = RAYS[_i][_k]
        if len(_ray) >= 4:
            FIVES.append((_i, _ray[3], (_i,) + tuple(_ray[:4])))
FIVES_THROUGH = [[] for _ in range(NPOINTS)]
for _f in FIVES:
    for _p in _f[2]:
        FIVES_THROUGH[_p].append(_f)

EMPTY = 0
WRING, BRING, WMARK, BMARK = 1, 2, 3, 4
WHITE, BLACK = 0, 1
RING = (WRING, BRING)
MARK = (WMARK, BMARK)
FLIP = {WMARK: BMARK, BMARK: WMARK}
PNAME = ("white", "black")

TOTAL_MARKERS = 51


class State:
    """phase: 'place', 'move', 'row', 'ring', 'over'.
    to_act: player who acts now.  mover: player who made the last ring move
    (meaningful in 'row'/'ring').  result: None or 'white'/'black'/'draw'."""

    __slots__ = ("board", "removed", "supply", "phase", "to_act", "mover",
                 "blitz", "result", "in_hand")

    def __init__(self, blitz=False):
        self.board = [EMPTY] * NPOINTS
        self.removed = [0, 0]
        self.supply = TOTAL_MARKERS
        self.phase = "place"
        self.to_act = WHITE
        self.mover = WHITE
        self.blitz = blitz
        self.result = None
        self.in_hand = [5, 5]

    def copy(self):
        s = State.__new__(State)
        s.board = self.board[:]
        s.removed = self.removed[:]
        s.supply = self.supply
        s.phase = self.phase
        s.to_act = self.to_act
        s.mover = self.mover
        s.blitz = self.blitz
        s.result = self.result
        s.in_hand = self.in_hand[:]
        return s

    @property
    def target(self):
        return 1 if self.blitz else 3


# ---------------------------------------------------------------- rules ----

def ring_moves(board, player):
    """All (from, to) ring moves of player."""
    out = []
    ring = RING[player]
    for i in range(NPOINTS):
        if board[i] != ring:
            continue
        for ray in RAYS[i]:
            jumped = False
            for j in ray:
                v = board[j]
                if v == EMPTY:
                    out.append((i, j))
                    if jumped:
                        break          # must stop right after the markers
                elif v == WMARK or v == BMARK:
                    jumped = True
                else:
                    break              # rings block
    return out


def rows_of(board, player):
    """All windows of 5 consecutive markers of player's colour."""
    m = MARK[player]
    return [f for f in FIVES if all(board[p] == m for p in f[2])]


def rings_of(board, player):
    r = RING[player]
    return [i for i in range(NPOINTS) if board[i] == r]


def _end_by_score(s):
    w, b = s.removed
    s.phase = "over"
    s.result = "white" if w > b else "black" if b > w else "draw"


def _begin_move(s, player):
    """Set up state for `player` to make a ring move; apply end checks."""
    s.phase = "move"
    s.to_act = player
    s.mover = player
    if s.supply == 0:
        _end_by_score(s)
    elif not ring_moves(s.board, player) and not ring_moves(s.board, 1 - player):
        _end_by_score(s)


def _after_removals(s, player):
    """player has no more rows to remove; decide what comes next."""
    if player == s.mover:
        opp = 1 - player
        if rows_of(s.board, opp):
            s.phase = "row"
            s.to_act = opp
        else:
            _begin_move(s, opp)
    else:
        _begin_move(s, player)   # the opponent of the mover moves next


def legal_actions(s):
    """List of action strings, in a canonical sorted order."""
    if s.phase == "over":
        return []
    p = s.to_act
    if s.phase == "place":
        return ["P " + NAMES[i] for i in range(NPOINTS) if s.board[i] == EMPTY]
    if s.phase == "move":
        mv = ring_moves(s.board, p)
        if not mv:
            return ["pass"]   # _begin_move guarantees the opponent can move
        return sorted("M %s-%s" % (NAMES[a], NAMES[b]) for a, b in mv)
    if s.phase == "row":
        return sorted("R %s-%s" % (NAMES[f[0]], NAMES[f[1]]) for f in rows_of(s.board, p))
    if s.phase == "ring":
        return ["X " + NAMES[i] for i in rings_of(s.board, p)]
    raise ValueError(s.phase)


def parse_point(t):
    t = t.strip().lower()
    if t not in NAME_INDEX:
        raise ValueError("not a board point: %r" % t)
    return NAME_INDEX[t]


def apply_action(s, action, check=True):
    """Return a new State after `action` (validated against legal_actions
    unless check=False, used by perft for generator-produced actions)."""
    action = " ".join(action.split())
    if check and action not in legal_actions(s):
        raise ValueError("illegal action %r in phase %s for %s" %
                         (action, s.phase, PNAME[s.to_act]))
    t = s.copy()
    p = t.to_act
    if action == "pass":
        _begin_move(t, 1 - p)
        return t
    kind, arg = action.split(" ", 1)
    if kind == "P":
        i = parse_point(arg)
        t.board[i] = RING[p]
        t.in_hand[p] -= 1
        if t.in_hand[0] == 0 and t.in_hand[1] == 0:
            _begin_move(t, WHITE)
        else:
            t.to_act = 1 - p
        return t
    if kind == "M":
        a, b = (parse_point(x) for x in arg.split("-"))
        c0, n0 = POINTS[a]
        c1, n1 = POINTS[b]
        dc, dn = c1 - c0, n1 - n0
        k = max(abs(dc), abs(dn))
        d = (dc // k, dn // k)
        t.board[a] = MARK[p]
        t.supply -= 1
        j = _step(a, d)
        while j != b:
            if t.board[j] in FLIP:
                t.board[j] = FLIP[t.board[j]]
            j = _step(j, d)
        t.board[b] = RING[p]
        t.mover = p
        if rows_of(t.board, p):
            t.phase = "row"
            t.to_act = p
        else:
            _after_removals(t, p)
        return t
    if kind == "R":
        a, b = (parse_point(x) for x in arg.split("-"))
        for f in FIVES:
            if f[0] == a and f[1] == b:
                for q in f[2]:
                    t.board[q] = EMPTY
                break
        t.supply += 5
        t.phase = "ring"
        return t
    if kind == "X":
        i = parse_point(arg)
        t.board[i] = EMPTY
        t.removed[p] += 1
        if t.removed[p] >= t.target:
            t.phase = "over"
            t.result = PNAME[p]
            return t
        if rows_of(t.board, p):
            t.phase = "row"
        else:
            _after_removals(t, p)
        return t
    raise ValueError(action)


# ---------------------------------------------------------------- perft ----

def perft(s, depth):
    if depth == 0:
        return 1
    acts = legal_actions(s)
    if depth == 1:
        return len(acts)
    return sum(perft(apply_action(s, a, False), depth - 1) for a in acts)


# ------------------------------------------------------------- text I/O ----

def position_text(s):
    def pts(v):
        return " ".join(NAMES[i] for i in range(NPOINTS) if s.board[i] == v) or "-"
    lines = [
        "white_rings: " + pts(WRING),
        "black_rings: " + pts(BRING),
        "white_markers: " + pts(WMARK),
        "black_markers: " + pts(BMARK),
        "removed: white %d black %d" % tuple(s.removed),
        "supply: %d" % s.supply,
        "phase: %s" % s.phase,
        "to_act: %s" % PNAME[s.to_act],
    ]
    if s.phase in ("row", "ring"):
        lines.append("mover: %s" % PNAME[s.mover])
    if s.blitz:
        lines.append("variant: blitz")
    if s.phase == "over":
        lines.append("result: %s" % s.result)
    return "\n".join(lines)


def parse_position(text, blitz=False):
    """Parse the format written by position_text.  Fields may be separated by
    newlines or '|'.  Keys: white_rings, black_rings, white_markers,
    black_markers ('-' for none), removed ('white N black M'), supply,
    phase (place|move|row|ring), to_act (white|black), mover (for row/ring),
    variant (standard|blitz)."""
    s = State(blitz)
    fields = {}
    for line in text.replace("|", "\n").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        key, _, val = line.partition(":")
        fields[key.strip().lower()] = val.strip()
    for key, v in (("white_rings", WRING), ("black_rings", BRING),
                   ("white_markers", WMARK), ("black_markers", BMARK)):
        for tok in fields.get(key, "-").replace(",", " ").split():
            if tok == "-":
                continue
            i = parse_point(tok)
            if s.board[i] != EMPTY:
                raise ValueError("point %s given twice" % tok)
            s.board[i] = v
    rem = fields.get("removed", "white 0 black 0").split()
    s.removed = [int(rem[rem.index("white") + 1]), int(rem[rem.index("black") + 1])]
    on_board = sum(1 for v in s.board if v in (WMARK, BMARK))
    s.supply = int(fields.get("supply", TOTAL_MARKERS - on_board))
    if s.supply + on_board != TOTAL_MARKERS:
        raise ValueError("supply %d + markers on board %d != 51" % (s.supply, on_board))
    if fields.get("variant", "standard").lower() == "blitz":
        s.blitz = True
    s.phase = fields.get("phase", "move").lower()
    s.to_act = PNAME.index(fields.get("to_act", "white").lower())
    s.mover = PNAME.index(fields.get("mover", PNAME[s.to_act]).lower())
    nr = [len(rings_of(s.board, 0)), len(rings_of(s.board, 1))]
    if s.phase == "place":
        s.in_hand = [5 - nr[0], 5 - nr[1]]
    else:
        s.in_hand = [0, 0]
        for p in (0, 1):
            if nr[p] + s.removed[p] != 5:
                raise ValueError("%s: %d rings on board + %d removed != 5"
                                 % (PNAME[p], nr[p], s.removed[p]))
    if s.phase == "move":
        _begin_move(s, s.to_act)      # applies the end-of-game checks
    elif s.phase == "row" and not rows_of(s.board, s.to_act):
        raise ValueError("phase row but %s has no row" % PNAME[s.to_act])
    elif s.phase not in ("place", "row", "ring"):
        raise ValueError("bad phase %r" % s.phase)
    return s


def start_state(blitz=False):
    return State(blitz)


# ------------------------------------------------------------------ CLI ----

def _load(args):
    blitz = "--blitz" in args
    if "--pos" in args:
        path = args[args.index("--pos") + 1]
        text = sys.stdin.read() if path == "-" else open(path).read()
        return parse_position(text, blitz)
    return start_state(blitz)


def random_game(s, seed, max_plies=100000):
    rng = random.Random(seed)
    acts = []
    while len(acts) < max_plies:
        la = legal_actions(s)
        if not la:
            break
        a = rng.choice(la)
        acts.append(a)
        s = apply_action(s, a)
    return acts, s


def main(argv):
    if not argv:
        print(__doc__)
        return 1
    cmd, args = argv[0], argv[1:]
    if cmd in ("perft", "divide"):
        depth = int(args[0])
        s = _load(args)
        if cmd == "divide":
            tot = 0
            for a in legal_actions(s):
                n = perft(apply_action(s, a), depth - 1)
                tot += n
                print("%s: %d" % (a, n))
            print("total: %d" % tot)
        else:
            import time
            for d in ([depth] if "--only" in args else range(1, depth + 1)):
                t0 = time.time()
                print("perft(%d) = %d   [%.1fs]" % (d, perft(s, d), time.time() - t0))
                sys.stdout.flush()
        return 0
    if cmd == "random":
        seed = int(args[0])
        mx = int(args[args.index("--max") + 1]) if "--max" in args else 100000
        s = _load(args)
        acts, end = random_game(s, seed, mx)
        for a in acts:
            if "--counts" in args:      # number of legal actions before a
                print("%-12s # legal=%d" % (a, len(legal_actions(s))))
                s = apply_action(s, a)
            else:
                print(a)
        if "--show" in args:
            print("# final position:")
            for line in position_text(end).splitlines():
                print("# " + line)
        return 0
    if cmd == "play":
        s = _load(args)
        rest = [a for a in args if not a.startswith("--")]
        if "--pos" in args:
            rest.remove(args[args.index("--pos") + 1])
        if rest == ["-"]:
            rest = [l.split("#", 1)[0].strip() for l in sys.stdin]
            rest = [l for l in rest if l]
        for a in rest:
            for part in a.split(","):
                part = part.strip()
                if part:
                    s = apply_action(s, part)
        print(position_text(s))
        print("legal: " + ", ".join(legal_actions(s)))
        return 0
    if cmd == "show":
        s = _load(args)
        print(position_text(s))
        print("legal: " + ", ".join(legal_actions(s)))
        return 0
    print(__doc__)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
