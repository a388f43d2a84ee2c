#!/usr/bin/env python3
"""Nodes and time a search takes to reach a fixed depth on DVONN positions of recorded games.

Usage: time_to_depth.py PLATEAU SPEC DEPTH [GAMES] [--primadvonna B]

PLATEAU is the `plateau` binary, SPEC the agent (`'{"type":"dvonn-search"}'`), DEPTH the
depth asked with `go depth`, GAMES how many of the recorded games to take positions from
(default 2): plies 50, 56, 62 and 68 of each, movement-phase positions. One thread, so the
node count is the same on every run; the time is the machine's. Prints one line: positions,
nodes, milliseconds and nodes a second, all positions added up. Compare two builds on the
same machine, one after the other, with nothing else running.

With `--primadvonna B` (the program `tools/sparring/build-primadvonna.sh` builds), PrimaDvonna
searches the same positions to the same depth (`--analyze --state=S --depth=DEPTH`, one
process a position) and a second line gives its evaluations and wall-clock time (its start-up,
a few milliseconds a position, included).
"""
import pathlib
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "sparring"))
from dvonn import DIGITS, Game, parse_move  # noqa: E402
from engine_session import Engine, recorded_games  # noqa: E402

PLIES = (50, 56, 62, 68)


def primadvonna_to_depth(program, moves, depth):
    """PrimaDvonna's evaluations and wall-clock seconds to search the position after `moves`
    (in the movement phase) to `depth`; it logs `... e:EVALUATIONS ...` on stderr."""
    game = Game()
    for token in moves:
        game.play(parse_move(token))
    # ENCODING.txt: digit 0 is 2 * phase + side to move; the movement phase is phase 1.
    state = DIGITS[2 + game.to_move] + game.fields_code()
    start = time.monotonic()
    run = subprocess.run([program, "--analyze", "--state=" + state, f"--depth={depth}"],
                         capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=3600)
    seconds = time.monotonic() - start
    logged = [w for line in run.stderr.splitlines() for w in line.split() if w.startswith("e:")]
    if run.returncode != 0 or not logged:
        sys.exit(f"PrimaDvonna gave no search result for state {state}: {run.stderr.strip()[-200:]}")
    return int(logged[-1][2:]), seconds


def main():
    args = sys.argv[1:]
    primadvonna = None
    if "--primadvonna" in args:
        i = args.index("--primadvonna")
        if i + 1 >= len(args):
            sys.exit("--primadvonna needs the program's path")
        primadvonna = args[i + 1]
        del args[i:i + 2]
    if len(args) not in (3, 4):
        sys.exit(__doc__)
    binary, spec = args[0], args[1]
    try:
        depth = int(args[2])
        count = int(args[3]) if len(args) == 4 else 2
    except ValueError:
        sys.exit("DEPTH and GAMES are whole numbers")
    games = recorded_games(count)
    engine = Engine(binary)
    ask = engine.ask

    positions = nodes = ms = 0
    evaluations, seconds = 0, 0.0
    for game in games:
        for ply in PLIES:
            if ply >= len(game["moves"]):
                continue
            ask("agent " + spec)
            ask("position startpos moves " + " ".join(game["moves"][:ply]))
            last = [line for line in ask(f"go depth {depth}") if line.startswith("info")][-1].split()
            nodes += int(last[last.index("nodes") + 1])
            ms += int(last[last.index("time") + 1])
            positions += 1
            if primadvonna:
                e, t = primadvonna_to_depth(primadvonna, game["moves"][:ply], depth)
                evaluations += e
                seconds += t
    engine.quit()
    print(f"depth {depth}: {positions} positions, {nodes} nodes, {ms} ms, {nodes / max(ms, 1) * 1000:.0f} nodes/s")
    if primadvonna:
        print(f"PrimaDvonna, depth {depth}: {positions} positions, {evaluations} evaluations, "
              f"{seconds * 1000:.0f} ms")


if __name__ == "__main__":
    main()
