#!/usr/bin/env python3
"""Who came out of the placement phase better? PrimaDvonna finishes each game for both sides.

    judge_placements.py MATCH_OUTPUT PRIMADVONNA [--seed S] [--ply N]

MATCH_OUTPUT is what `codecup_referee.py --json` printed (with `--plies 49` it holds the
placements alone, which is all this needs). For every game in it, the position
after the 49 placements is handed to PrimaDvonna (`--state`, its own encoding, and `--color=3`:
it plays both sides at its default time), and this script's rules engine checks its moves and
scores the end. A placement phase that left program A better off shows as a win for A's colour.
Comparing these shares with A's real results splits A's losses between the two phases; the
same judge applied to PrimaDvonna-against-itself games gives the baseline (its own White wins
about three games in five).

With `--ply N` the judge takes over after N plies instead of 49 (a game over by then counts
as it ended): judging the same match at several plies shows where in the movement phase A's
results part from the judge's.

Prints a line per game, then A's share as White, as Black and overall, with Wilson 95%
intervals (draws count half). The judge thinks on the clock, so run it alone on the machine.
"""

import argparse, json, math, os, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dvonn import Game, parse_move  # noqa: E402

PLACEMENTS = 49


def wilson(score, n, z=1.96):
    if n == 0:
        return (0.0, 1.0)
    p = score / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def points(a, b):
    """A game's points for the side that scored `a` against `b`: 1 a win, 0.5 a draw."""
    return 1.0 if a > b else (0.5 if a == b else 0.0)


def play_out(primadvonna, game, seed, seconds=None):
    """PrimaDvonna plays `game` (a dvonn.Game, in either phase) to its end for both sides, in
    `seconds` for both together (its default if None); every move is checked. Raises
    ValueError on an illegal move or if PrimaDvonna stops before the end."""
    if game.over:
        return
    command = [primadvonna, "--state=" + game.state_code(), "--color=3", "--seed=%d" % seed]
    if seconds is not None:
        command.append("--time=%g" % seconds)
    run = subprocess.run(command, capture_output=True, text=True, stdin=subprocess.DEVNULL,
                         timeout=300 if seconds is None else 60 + 10 * seconds)
    for token in run.stdout.split():
        if game.over:
            break
        game.play(parse_move(token))
    if not game.over:
        raise ValueError("PrimaDvonna stopped before the end of the game")


def finish(primadvonna, moves, seed, ply=PLACEMENTS):
    """Plays the game on from its first `ply` moves with PrimaDvonna on both sides; returns the
    final scores [white, black], or raises ValueError on an illegal move."""
    game = Game()
    for token in moves[:ply]:
        game.play(parse_move(token))
    play_out(primadvonna, game, seed)
    return game.scores()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("match", help="the output of codecup_referee.py --json")
    ap.add_argument("primadvonna", help="the PrimaDvonna program")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ply", type=int, default=PLACEMENTS, help="plies played before the judge takes over")
    args = ap.parse_args()
    if args.ply < 0:
        ap.error("--ply must be 0 or more")
    with open(args.match) as f:
        lines = [line for line in f if line.startswith("[")]
    if not lines:
        sys.exit("%s: no line of games (was the match run with --json?)" % args.match)
    games = json.loads(lines[-1])
    shares = {"white": [0.0, 0], "black": [0.0, 0]}
    for g in games:
        if g.get("fault") or (len(g["moves"]) < args.ply and g.get("stopped")):
            continue
        colour = "white" if g["a_white"] else "black"
        try:
            white, black = finish(args.primadvonna, g["moves"], args.seed, args.ply)
        except (ValueError, subprocess.TimeoutExpired) as e:
            print("game %d: skipped: %s" % (g["game"], e), flush=True)
            continue
        a, b = (white, black) if g["a_white"] else (black, white)
        score = points(a, b)
        shares[colour][0] += score
        shares[colour][1] += 1
        if g.get("stopped"):
            real = "placed"
        else:
            real = "won" if g["a_score"] > g["b_score"] else ("drew" if g["a_score"] == g["b_score"] else "lost")
            real += " %d-%d" % (g["a_score"], g["b_score"])
        print("game %d: A as %s %s; from ply %d PrimaDvonna finished it %d-%d for A"
              % (g["game"], colour, real, args.ply, a, b), flush=True)
    total = [shares["white"][0] + shares["black"][0], shares["white"][1] + shares["black"][1]]
    for label, (score, n) in (("as White", shares["white"]), ("as Black", shares["black"]), ("overall", total)):
        lo, hi = wilson(score, n)
        pct = 100 * score / n if n else 0.0
        print("A's side after %d plies %s: %.1f of %d, %.1f%% (%.1f%% .. %.1f%%)"
              % (args.ply, label, score, n, pct, 100 * lo, 100 * hi))


if __name__ == "__main__":
    main()
