#!/usr/bin/env python3
"""How a DVONN search's value moves with its depth: the figures ProbCut's margin comes from.

Usage: depth_values.py PLATEAU [GAMES] [SPEC]

PLATEAU is the `plateau` binary, GAMES how many of the recorded games of
`tests/data/dvonn-games.jsonl` to take positions from (default 80): plies 50, 54, ... 74 of
each, as long as the game goes on four plies more. SPEC is the agent (default
`{"type":"dvonn-search"}`). Each position is searched to depths 1 to 7 on one thread (a fresh
agent a position), and the value at depth d+k is fitted against the value at depth d as a
straight line, on the log-odds scale in thousandths that the search's scores use: the slope,
the intercept and the residual's standard deviation, for k of 2 and 4. A residual of s means a
shallow search that clears the window by s predicts the deep one clearing it about five times
in six. Then the mean and root mean square of the step from each depth to the next (it
alternates in sign when the values alternate with the depth's parity). Values of proven games
(|v| at 0.99 or more) are left out of each fit. The values are the same on every machine; this
takes about a minute for 80 games.
"""
import math
import sys

from engine_session import Engine, recorded_games

DEPTHS = 7


def score(value):
    """A value in (-1, 1) back on the search's scale: thousandths of log-odds."""
    return math.atanh(value) * 1000


def fit(pairs):
    """Slope, intercept and residual standard deviation of y on x."""
    n = len(pairs)
    mx = sum(x for x, _ in pairs) / n
    my = sum(y for _, y in pairs) / n
    sxx = sum((x - mx) ** 2 for x, _ in pairs)
    slope = sum((x - mx) * (y - my) for x, y in pairs) / sxx
    icpt = my - slope * mx
    return slope, icpt, math.sqrt(sum((y - slope * x - icpt) ** 2 for x, y in pairs) / n)


def main():
    args = sys.argv[1:]
    if not 1 <= len(args) <= 3:
        sys.exit(__doc__)
    binary = args[0]
    try:
        count = int(args[1]) if len(args) > 1 else 80
    except ValueError:
        sys.exit("GAMES is a whole number")
    spec = args[2] if len(args) > 2 else '{"type":"dvonn-search"}'
    games = recorded_games(count)
    engine = Engine(binary)
    ask = engine.ask

    rows = []
    for game in games:
        for ply in range(50, 76, 4):
            if ply >= len(game["moves"]) - 4:
                continue
            ask("agent " + spec)
            ask("position startpos moves " + " ".join(game["moves"][:ply]))
            values = []
            for depth in range(1, DEPTHS + 1):
                info = [line for line in ask(f"go depth {depth}") if line.startswith("info")][-1].split()
                if int(info[info.index("depth") + 1]) != depth:
                    break  # a forced move or a finished search: not a depth series
                values.append(float(info[info.index("value") + 1]))
            if len(values) == DEPTHS:
                rows.append(values)
    engine.quit()
    print(f"{len(rows)} positions of {len(games)} games")
    for k in (2, 4):
        for d in range(1, DEPTHS - k + 1):
            pairs = [(score(r[d - 1]), score(r[d + k - 1])) for r in rows
                     if abs(r[d - 1]) < 0.99 and abs(r[d + k - 1]) < 0.99]
            if len(pairs) > 2:
                slope, icpt, sd = fit(pairs)
                print(f"depth {d} -> {d + k}: slope {slope:.2f}, intercept {icpt:+.0f}, residual {sd:.0f}")
    for d in range(1, DEPTHS):
        steps = [score(r[d]) - score(r[d - 1]) for r in rows if abs(r[d]) < 0.99 and abs(r[d - 1]) < 0.99]
        if steps:
            mean = sum(steps) / len(steps)
            rms = math.sqrt(sum(s * s for s in steps) / len(steps))
            print(f"step {d} -> {d + 1}: mean {mean:+.0f}, root mean square {rms:.0f}")


if __name__ == "__main__":
    main()
