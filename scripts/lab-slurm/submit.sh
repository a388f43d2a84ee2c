#!/usr/bin/env bash
# Submits a rules-lab study to Slurm: an array job of SHARDS tasks (array.sbatch, one shard
# each), then a merge job (merge.sbatch) that starts only if every task succeeded
# (--dependency=afterok). Prints both job ids.
#
#   scripts/lab-slurm/submit.sh STUDY OUTDIR SHARDS
#
# Results: OUTDIR/shard-i/results.json per shard, then OUTDIR/results.json (merged),
# OUTDIR/report.txt and OUTDIR/report/; Slurm's logs in OUTDIR/slurm-*.out.
#
# Environment:
#   PLATEAU        the plateau binary (default: plateau on PATH, else this repo's
#                  target/release/plateau)
#   CPUS_PER_TASK  CPUs (and lab threads) per shard (default 1)
#   SBATCH_*       sbatch's own variables apply to both jobs (SBATCH_PARTITION,
#                  SBATCH_TIMELIMIT, SBATCH_ACCOUNT, ...)
set -euo pipefail

if [ $# -ne 3 ]; then
  echo "usage: $0 STUDY OUTDIR SHARDS" >&2
  exit 2
fi
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"

study="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
[ -f "$study" ] || { echo "no study file $1" >&2; exit 2; }
shards="$3"
if ! [[ "$shards" =~ ^[1-9][0-9]*$ ]]; then
  echo "SHARDS must be a positive number, not '$shards'" >&2
  exit 2
fi
mkdir -p "$2"
out="$(cd "$2" && pwd)"
cpus="${CPUS_PER_TASK:-1}"

if [ -z "${PLATEAU:-}" ]; then
  if command -v plateau >/dev/null 2>&1; then
    PLATEAU="$(command -v plateau)"
  else
    PLATEAU="$repo/target/release/plateau"
  fi
fi
[ -x "$PLATEAU" ] || { echo "no plateau binary at $PLATEAU (cargo build --release -p plateau)" >&2; exit 2; }
PLATEAU="$(cd "$(dirname "$PLATEAU")" && pwd)/$(basename "$PLATEAU")"
export PLATEAU

array_id=$(sbatch --parsable \
  --array="0-$((shards - 1))" \
  --cpus-per-task="$cpus" \
  --output="$out/slurm-%A_%a.out" \
  "$here/array.sbatch" "$study" "$out" | cut -d';' -f1)

merge_id=$(sbatch --parsable \
  --dependency="afterok:$array_id" \
  --kill-on-invalid-dep=yes \
  --output="$out/slurm-merge-%j.out" \
  "$here/merge.sbatch" "$out" "$shards" | cut -d';' -f1)

echo "array job: $array_id ($shards shards of $study)"
echo "merge job: $merge_id (after array job $array_id; report in $out/report.txt)"
