#!/bin/sh
# regenerate the numbers in PERFT.md (single-threaded, a few minutes in all)
cd "$(dirname "$0")"
for v in standard blitz 48 61; do echo "== start $v"; /usr/bin/time -f "%es" timeout 600 python3 zertz_ref.py perft 4 --variant $v; done
for f in positions/p*.txt; do echo "== $f"; /usr/bin/time -f "%es" timeout 600 python3 zertz_ref.py perft 4 --pos $f; done
