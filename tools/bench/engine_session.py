"""What the bench tools share: the recorded DVONN games, and a `plateau engine` to ask."""
import json
import pathlib
import subprocess
import sys

GAMES = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "dvonn-games.jsonl"


def recorded_games(count):
    """The first `count` recorded games of `tests/data/dvonn-games.jsonl`."""
    return [json.loads(line) for line in GAMES.read_text().splitlines() if line.strip()][:count]


class Engine:
    """`plateau engine` for DVONN on one thread, spoken to a command at a time."""

    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "engine", "--game", "dvonn", "--threads", "1"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                        bufsize=1)

    def ask(self, line):
        """Sends `line` and returns the lines of the answer, up to its `ok` or `bestmove`;
        exits with a message on an error or if the engine stops."""
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        answer = []
        while True:
            out = self.process.stdout.readline()
            if not out:
                sys.exit(f"the engine stopped after: {line}")
            out = out.strip()
            answer.append(out)
            if out.startswith("error"):
                sys.exit(f"{line}: {out}")
            if out == "ok" or out.startswith("bestmove"):
                return answer

    def quit(self):
        self.process.stdin.write("quit\n")
        self.process.stdin.flush()
        self.process.wait()
