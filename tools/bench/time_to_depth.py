#!/usr/bin/env python3
"""Nodes and time a search takes to reach a fixed depth on DVONN positions of recorded games.

Usage: time_to_depth.py PLATEAU SPEC DEPTH [GAMES]

PLATEAU is the `plateau` binary, SPEC the agent (`'{"type":"dvonn-search"}'`), DEPTH the
depth asked with `go depth`, GAMES how many of the recorded games to take positions from
(default 2): plies 50, 56, 62 and 68 of each, movement-phase positions. One thread, so the
node count is the same on every run; the time is the machine's. Prints one line: positions,
nodes, milliseconds and nodes a second, all positions added up. Compare two builds on the
same machine, one after the other, with nothing else running.
"""
import json
import pathlib
import subprocess
import sys

PLIES = (50, 56, 62, 68)
GAMES = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "dvonn-games.jsonl"


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    binary, spec = sys.argv[1], sys.argv[2]
    try:
        depth = int(sys.argv[3])
        count = int(sys.argv[4]) if len(sys.argv) == 5 else 2
    except ValueError:
        sys.exit("DEPTH and GAMES are whole numbers")
    games = [json.loads(line) for line in GAMES.read_text().splitlines() if line.strip()][:count]
    engine = subprocess.Popen(
        [binary, "engine", "--game", "dvonn", "--threads", "1"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        bufsize=1,
    )

    def ask(line):
        engine.stdin.write(line + "\n")
        engine.stdin.flush()
        answer = []
        while True:
            out = engine.stdout.readline()
            if not out:
                sys.exit(f"the engine stopped after: {line}")
            out = out.strip()
            answer.append(out)
            if out.startswith("error"):
                sys.exit(f"{line}: {out}")
            if out == "ok" or out.startswith("bestmove"):
                return answer

    positions = nodes = ms = 0
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
    engine.stdin.write("quit\n")
    engine.stdin.flush()
    engine.wait()
    print(f"depth {depth}: {positions} positions, {nodes} nodes, {ms} ms, {nodes / max(ms, 1) * 1000:.0f} nodes/s")


if __name__ == "__main__":
    main()
