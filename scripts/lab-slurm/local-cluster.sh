#!/usr/bin/env bash
# A single-node Slurm cluster on this machine, to try the rules lab's Slurm scripts end to end.
# Run it by hand, as root, on a Debian machine (or container) you may reconfigure; never in CI.
#
#   scripts/lab-slurm/local-cluster.sh          # set up, run the example, compare, stop
#   scripts/lab-slurm/local-cluster.sh --keep   # the same, but leave the daemons running
#   scripts/lab-slurm/local-cluster.sh --stop   # only stop the daemons
#
# What it does:
#   1. installs slurm-wlm and munge from Debian's packages (if missing);
#   2. writes /etc/slurm/slurm.conf for this one machine (node name from `hostname -s`, CPUs
#      from `nproc`; no cgroups: proctrack/linuxproc and task/none, so it works inside a
#      container; no accounting), keeping any slurm.conf it did not write as slurm.conf.orig;
#   3. starts munged, slurmctld and slurmd (stopping the ones it started before), and waits
#      until `sinfo` shows the node idle;
#   4. builds plateau in release (cargo build --release -p plateau) unless PLATEAU names a
#      binary;
#   5. submits scripts/lab-slurm/example-study.toml (or STUDY) in SHARDS shards (default 4)
#      through submit.sh, and waits for the array job and the merge job;
#   6. prints the merged report, runs the same study once without Slurm, and compares the
#      two: the games of the merged results and of the single run must be identical, and so
#      must the two reports. It exits non-zero if they are not.
# Everything is written under target/lab-slurm/ in this repository (removed at each run).
# It can be run again: each run starts from a fresh output folder and restarts the daemons.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
work="$repo/target/lab-slurm"
conf=/etc/slurm/slurm.conf
marker="# Written by plateau's scripts/lab-slurm/local-cluster.sh"
pids="$work/daemons"

keep=0
case "${1:-}" in
  --stop) mode=stop ;;
  --keep) mode=run; keep=1 ;;
  "") mode=run ;;
  *) echo "usage: $0 [--keep | --stop]" >&2; exit 2 ;;
esac

say() { printf '\n== %s\n' "$*"; }

stop_daemons() {
  # Stops the daemons this script started, by the process ids it recorded.
  if [ -f "$pids/slurmctld.pid" ] && kill -0 "$(cat "$pids/slurmctld.pid")" 2>/dev/null; then
    scontrol shutdown >/dev/null 2>&1 || true
  fi
  for name in slurmd slurmctld munged; do
    local file="$pids/$name.pid"
    [ -f "$file" ] || continue
    local pid
    pid="$(cat "$file")"
    if kill -0 "$pid" 2>/dev/null; then
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
    rm -f "$file"
  done
}

if [ "$mode" = stop ]; then
  stop_daemons
  echo "stopped"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "run as root: it installs packages and starts daemons" >&2
  exit 2
fi

# 1. Packages.
say "packages"
need=()
for cmd in slurmctld:slurm-wlm slurmd:slurm-wlm sbatch:slurm-wlm munged:munge python3:python3; do
  command -v "${cmd%%:*}" >/dev/null 2>&1 || need+=("${cmd#*:}")
done
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends $(printf '%s\n' "${need[@]}" | sort -u) >/dev/null
fi
dpkg-query -W -f '${Package} ${Version}\n' slurm-wlm munge

# Daemons from an earlier run go first, so the new configuration is the one read.
mkdir -p "$pids"
stop_daemons

# 2. Configuration.
say "slurm.conf"
node="$(hostname -s)"
cpus="$(nproc)"
mkdir -p /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm /run/slurm
if [ -f "$conf" ] && ! grep -qF "$marker" "$conf" && [ ! -f "$conf.orig" ]; then
  cp "$conf" "$conf.orig"
fi
cat >"$conf" <<EOF
$marker: one node, this machine.
ClusterName=plateau-local
SlurmctldHost=$node(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/run/slurm/slurmctld.pid
SlurmdPidFile=/run/slurm/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
# No cgroups (none to be had in a container): processes tracked through /proc, no task binding.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
# No accounting database.
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SwitchType=switch/none
# Jobs share the node CPU by CPU.
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
# A merge job whose shards failed is cancelled instead of waiting forever.
DependencyParameters=kill_invalid_depend
ReturnToService=2
MinJobAge=600
NodeName=$node NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=local Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
cat "$conf"

# 3. Daemons.
say "daemons"
if [ ! -s /etc/munge/munge.key ]; then
  if command -v mungekey >/dev/null 2>&1; then mungekey --create --force; else
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none; fi
fi
mkdir -p /run/munge /var/lib/munge /var/log/munge
chown munge:munge /etc/munge/munge.key /run/munge /var/lib/munge /var/log/munge
chmod 0400 /etc/munge/munge.key
chmod 0755 /run/munge
runuser -u munge -- /usr/sbin/munged --force
for _ in $(seq 50); do [ -s /run/munge/munged.pid ] && break; sleep 0.1; done
cp /run/munge/munged.pid "$pids/munged.pid"
munge -n | unmunge >/dev/null
echo "munged: running"

/usr/sbin/slurmctld
for _ in $(seq 100); do [ -s /run/slurm/slurmctld.pid ] && break; sleep 0.1; done
cp /run/slurm/slurmctld.pid "$pids/slurmctld.pid"
/usr/sbin/slurmd
for _ in $(seq 100); do [ -s /run/slurm/slurmd.pid ] && break; sleep 0.1; done
cp /run/slurm/slurmd.pid "$pids/slurmd.pid"
echo "slurmctld, slurmd: started"

if [ "$keep" -eq 0 ]; then
  trap 'say "stopping the daemons"; stop_daemons' EXIT
fi

state=""
for _ in $(seq 60); do
  state="$(sinfo -h -n "$node" -o '%t' 2>/dev/null || true)"
  case "$state" in
    idle) break ;;
    down*|drain*|drng*) scontrol update nodename="$node" state=resume >/dev/null 2>&1 || true ;;
  esac
  sleep 1
done
sinfo
if [ "$state" != idle ]; then
  echo "the node did not become idle (state '$state'); see /var/log/slurm/" >&2
  exit 1
fi

# 4. The binary.
say "plateau"
if [ -z "${PLATEAU:-}" ]; then
  (cd "$repo" && cargo build --release -p plateau)
  PLATEAU="$repo/target/release/plateau"
fi
export PLATEAU
"$PLATEAU" --version

# 5. The study, on Slurm.
study="${STUDY:-$here/example-study.toml}"
shards="${SHARDS:-4}"
say "submitting $study in $shards shards"
rm -rf "$work/slurm" "$work/single" "$work/single.txt"
mkdir -p "$work/slurm"
submitted="$("$here/submit.sh" "$study" "$work/slurm" "$shards")"
echo "$submitted"
array_id="$(sed -n 's/^array job: \([0-9]*\).*/\1/p' <<<"$submitted")"
merge_id="$(sed -n 's/^merge job: \([0-9]*\).*/\1/p' <<<"$submitted")"

say "waiting for jobs $array_id and $merge_id"
start=$SECONDS
while [ -n "$(squeue -h -j "$array_id,$merge_id" -t pending,running,configuring,completing 2>/dev/null)" ]; do
  if [ $((SECONDS - start)) -gt 3600 ]; then
    echo "still not done after an hour" >&2
    exit 1
  fi
  sleep 2
done
squeue -j "$array_id,$merge_id" -t all -o '%.12i %.18j %.10T %.10M %R'
failed="$(squeue -h -j "$array_id,$merge_id" -t all -o '%i %T' | grep -v ' COMPLETED$' || true)"
if [ -n "$failed" ] || [ ! -f "$work/slurm/results.json" ]; then
  echo "a job did not complete:" >&2
  echo "$failed" >&2
  tail -n 20 "$work"/slurm/slurm-*.out >&2 || true
  exit 1
fi
echo "done in $((SECONDS - start)) s"

say "merged report ($work/slurm/report.txt)"
cat "$work/slurm/report.txt"

# 6. The same study in one run, and the comparison.
say "the same study in one run"
"$PLATEAU" lab run "$study" --out "$work/single" --threads "$(nproc)" >"$work/single.txt"
"$PLATEAU" lab report "$work/single/results.json" --out "$work/single/report" >"$work/single/report.txt"

say "comparing"
python3 - "$work/slurm/results.json" "$work/single/results.json" <<'PY'
import json, sys
merged, single = (json.load(open(path)) for path in sys.argv[1:3])
print(f"merged: {len(merged['games'])} games from shards {[s['index'] for s in merged['shards']]} "
      f"of {merged['shards'][0]['count']}; single run: {len(single['games'])} games")
for key in ("study", "rule_sets", "interrupted", "games"):
    if merged.get(key) != single.get(key):
        print(f"DIFFERENT: '{key}' of the merged results is not that of the single run")
        sys.exit(1)
for i, rule_set in enumerate(merged["study"]["rule_sets"]):
    games = [g for g in merged["games"] if g["rule_set"] == i]
    decided = sum(g["winner"] is not None for g in games)
    plies = sum(g["plies"] for g in games)
    print(f"  {rule_set['name']}: {len(games)} games, {decided} won, {len(games) - decided} drawn or "
          f"unfinished, {plies} moves in all")
print("IDENTICAL: every game of the merged shards equals the single run's")
PY
if diff -u "$work/slurm/report.txt" "$work/single/report.txt"; then
  echo "IDENTICAL: the merged report equals the single run's report"
else
  echo "DIFFERENT: the reports differ (above)" >&2
  exit 1
fi
