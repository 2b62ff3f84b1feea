#!/usr/bin/env bash
# Runs the README's test command on a clean clone N times in a row (default 3) with a busy
# loop keeping one core occupied: a suite that passes so is called deterministic.
# Prints each run's wall time, exit code and the number of retried tests (goal: 0).
set -uo pipefail
runs="${1:-3}"
src="$(cd "$(dirname "$0")/.." && pwd)"
dir="$(mktemp -d)"
git clone -q "$src" "$dir/repo" && cd "$dir/repo" || exit 1
npm install --no-audit --no-fund >"$dir/install.log" 2>&1 || { tail "$dir/install.log"; exit 1; }
node -e 'for (;;) {}' &
hog=$!
trap 'kill $hog 2>/dev/null' EXIT
status=0
for i in $(seq 1 "$runs"); do
  start=$(date +%s)
  CI=true npm test >"$dir/run-$i.log" 2>&1
  code=$?
  retries=$(grep -c '(retry #' "$dir/run-$i.log")
  echo "run $i: exit $code, $(( $(date +%s) - start )) s, $retries retried test(s), log $dir/run-$i.log"
  [ "$code" -eq 0 ] && [ "$retries" -eq 0 ] || status=1
done
exit $status
