#!/usr/bin/env python3
"""Games PrimaDvonna plays against itself, written as records the DVONN evaluator can be fitted to.

    primadvonna_selfplay.py PRIMADVONNA --games N [--seed S] [--time T] [--random LO HI] [--jobs J]

Each game starts with LO to HI placements drawn uniformly at random (so the set-ups differ from
game to game); PrimaDvonna then plays both sides to the end (`--state`, its own encoding, and
`--color=3`) with T seconds for the whole game. This script's rules engine checks every move
and scores the end. Each game is printed as soon as it ends, one a line, in the form
`tune_dvonn_evaluator fit` reads: the outcome (`white`, `black` or `draw`), then the moves.

Why: the evaluator was fitted to Plateau's own games, so its values say who wins when Plateau
plays on. Fitted to a stronger program's games, they say who wins under stronger play.
PrimaDvonna thinks on the clock: keep the machine otherwise quiet, or the games are weaker.
"""

import argparse, os, random, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dvonn import Game, name  # noqa: E402
from judge_placements import PLACEMENTS, play_out  # noqa: E402


def notation(move):
    if move[0] == "place":
        return name(move[1])
    if move[0] == "move":
        return name(move[1]) + "-" + name(move[2])
    return "pass"


def play_one(primadvonna, index, seed, seconds, low, high):
    """Returns the game's record line, or raises ValueError."""
    rng = random.Random(seed * 1_000_003 + index)
    game = Game()
    for _ in range(rng.randint(low, high)):
        game.play(rng.choice(game.legal_moves()))
    play_out(primadvonna, game, seed + index, seconds)
    white, black = game.scores()
    outcome = "white" if white > black else ("black" if black > white else "draw")
    return outcome + " " + " ".join(notation(m) for m in game.history)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("primadvonna", help="the PrimaDvonna program")
    ap.add_argument("--games", type=int, required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--time", type=float, default=4.95, help="seconds for a whole game (both sides)")
    ap.add_argument("--random", type=int, nargs=2, default=(3, 16), metavar=("LO", "HI"),
                    help="random placements before PrimaDvonna takes over (default 3 16)")
    ap.add_argument("--jobs", type=int, default=1, help="games at a time")
    args = ap.parse_args()
    low, high = args.random
    if not (0 <= low <= high <= PLACEMENTS):
        ap.error("--random needs 0 <= LO <= HI <= %d" % PLACEMENTS)
    if args.games < 1 or args.jobs < 1 or not args.time > 0:
        ap.error("--games, --jobs and --time must be positive")
    done = failed = 0
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(play_one, args.primadvonna, i, args.seed, args.time, low, high)
                   for i in range(args.games)]
        for i, future in enumerate(futures):
            try:
                print(future.result(), flush=True)
                done += 1
            except (ValueError, subprocess.TimeoutExpired) as e:
                print("game %d: skipped: %s" % (i, e), file=sys.stderr, flush=True)
                failed += 1
            print("\r%d of %d games, %d skipped" % (done + failed, args.games, failed), end="",
                  file=sys.stderr, flush=True)
    print(file=sys.stderr)


if __name__ == "__main__":
    main()
