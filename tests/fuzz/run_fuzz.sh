#!/usr/bin/env bash
# Runs one libFuzzer target for ctest and keeps its log short enough to read in
# a CI summary: progress lines and the recommended dictionary are dropped, and
# an input that failed is printed in base64 so it can be replayed from the log
# alone (`base64 -d > crash && ./fuzz_target crash`).
# usage: run_fuzz.sh ARTIFACT_DIR TARGET [libFuzzer arguments...]
set -uo pipefail
artifacts=$1
shift
rm -f "$artifacts"/crash-* "$artifacts"/leak-* "$artifacts"/timeout-* "$artifacts"/oom-* "$artifacts"/slow-unit-*
"$@" 2>&1 | grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse|INITED)|# Uses: |dictionary\. ######$'
status=${PIPESTATUS[0]}
for input in "$artifacts"/*; do
  [ -f "$input" ] || continue
  echo "[fuzz] failing input $(basename "$input") in base64:"
  base64 -w 0 "$input"
  echo
done
exit "$status"
