#!/bin/sh
# Recomputes the reference perft counts that plugins/yinsh/tests/reference.rs checks.
cd "$(dirname "$0")"
positions=../../plugins/yinsh/tests/reference/positions
echo "== start"; python3 yinsh_ref.py perft 4
for f in "$positions"/p*.txt; do echo "== $f"; python3 yinsh_ref.py perft 3 --pos "$f"; done
