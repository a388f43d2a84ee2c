#!/usr/bin/env bash
# Builds PrimaDvonna (the CodeCup 2011 DVONN winner, C) as a sparring partner. Its source has no
# licence file: it is built locally to measure against and never becomes part of the project.
# Usage: build-primadvonna.sh GIT_DIR [OUT_DIR]
#   GIT_DIR: a clone (bare or not) of the public repository maksverver/PrimaDvonna
#   OUT_DIR: where to build (default: target/primadvonna in this repository)
# Prints the path of the built program. Needs gcc with 32-bit support (installs gcc-multilib).
set -euo pipefail
g=${1:?usage: build-primadvonna.sh GIT_DIR [OUT_DIR]}
here=$(cd "$(dirname "$0")" && pwd)
out=${2:-$here/../../target/primadvonna}
dpkg -s gcc-multilib >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq gcc-multilib >/dev/null; }
rm -rf "$out"; mkdir -p "$out"
gd=$(git -C "$g" rev-parse --absolute-git-dir 2>/dev/null || echo "$g")
git --git-dir="$gd" archive HEAD | tar -x -C "$out"
cd "$out"
# The contest build: one file, fixed parameters, as the repository's Makefile makes submission.c.
perl tools/compile.pl -DFIXED_PARAMS -DNDEBUG -DZOBRIST AI.c Eval.c Game.c Game-steps.c IO.c MO.c Time.c TT.c player.c > submission.c
gcc -O2 -m32 -o submission submission.c -lm
./submission --help 2>&1 | grep -q -- --time || { echo "build finished but the program does not answer --help" >&2; exit 1; }
echo "$out/submission"
