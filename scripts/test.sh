#!/usr/bin/env bash
# THE test command: installs what is missing (scripts/bootstrap.sh), then builds and tests
#   native  cmake --preset native && cmake --build --preset native && ctest --preset native
#   web     the same with the `web` preset (wasm tests run under node)
#   fuzz    the same with the `fuzz` preset (clang + libFuzzer: each decoder fuzzed ~20 s)
#   e2e     tests/e2e/run.sh, when that hook exists (browser tests against build/web/site)
# and ends with one line `N passed, N failed` (test counts summed over ctest and the e2e hook).
# Usage: scripts/test.sh [--skip-bootstrap] [native] [web] [fuzz] [e2e]   (default: all four)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

usage() {
  cat <<'EOF'
Usage: scripts/test.sh [--skip-bootstrap] [native] [web] [fuzz] [e2e]
  Runs scripts/bootstrap.sh, then configures, builds and tests each selected part
  (default: native web fuzz e2e). Ends with a line "N passed, N failed"; exits non-zero on any failure.
  Environment: JOBS (default 2) sets build and ctest parallelism. Builds go through ccache
  (scripts/compiler-cache.sh: ~/.cache/ccache, shared by every clone; CCACHE_DISABLE=1 turns it off).
EOF
}

say() { printf '[test] %s\n' "$*"; }

run_bootstrap=1
parts=()
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --skip-bootstrap) run_bootstrap=0 ;;
    native|web|fuzz|e2e) parts+=("$1") ;;
    *) printf '[test] ERROR: unknown argument: %s\n' "$1" >&2; usage >&2; exit 2 ;;
  esac
  shift
done
if [ ${#parts[@]} -eq 0 ]; then parts=(native web fuzz e2e); fi
want() { local p; for p in "${parts[@]}"; do [ "$p" = "$1" ] && return 0; done; return 1; }

JOBS="${JOBS:-2}"
export CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-$JOBS}"
# emscripten's JS optimizer needs Debian's node modules (acorn); harmless for everything else.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

passed=0
failed=0
steps_failed=0
timings=()

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
fmt_ms() { printf '%d.%d s' $(($1 / 1000)) $((($1 % 1000) / 100)); }

# step NAME CMD...: runs CMD, prints its duration; output goes to the terminal and to $tmp/last.log.
step() {
  local name="$1"; shift
  local t0 t1 rc=0
  say "---- $name: $*"
  t0="$(now_ms)"
  set +e
  "$@" 2>&1 | tee "$tmp/last.log"
  rc="${PIPESTATUS[0]}"
  set -e
  t1="$(now_ms)"
  if [ "$rc" -eq 0 ]; then
    say "ok   $name ($(fmt_ms $((t1 - t0))))"
    timings+=("$(printf '%-22s %10s  ok' "$name" "$(fmt_ms $((t1 - t0)))")")
  else
    say "FAIL $name (exit $rc, $(fmt_ms $((t1 - t0))))"
    timings+=("$(printf '%-22s %10s  FAILED (exit %d)' "$name" "$(fmt_ms $((t1 - t0)))" "$rc")")
    steps_failed=$((steps_failed + 1))
  fi
  return "$rc"
}

summary() {
  echo
  say "timings:"
  local line
  for line in "${timings[@]}"; do say "  $line"; done
  echo "$passed passed, $failed failed"
}

# Adds the counts of a ctest run (its "X% tests passed, Y tests failed out of Z" line);
# a run that failed without such a line counts as one failure.
count_ctest() {
  local rc="$1" line total nfail
  line="$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$tmp/last.log" | tail -n 1 || true)"
  if [ -n "$line" ]; then
    nfail="$(sed -E 's/.* ([0-9]+) tests? failed out of.*/\1/' <<<"$line")"
    total="$(sed -E 's/.*out of ([0-9]+).*/\1/' <<<"$line")"
    passed=$((passed + total - nfail))
    failed=$((failed + nfail))
    if [ "$rc" -ne 0 ] && [ "$nfail" -eq 0 ]; then failed=$((failed + 1)); fi
  elif [ "$rc" -ne 0 ]; then
    failed=$((failed + 1))
  fi
}

# Adds the counts of the e2e hook: its last "N passed, N failed" line if it prints one,
# otherwise one test passed or failed by its exit code.
count_e2e() {
  local rc="$1" line p f
  line="$(grep -E '^[[:space:]]*[0-9]+ passed, [0-9]+ failed[[:space:]]*$' "$tmp/last.log" | tail -n 1 || true)"
  if [ -n "$line" ]; then
    p="$(sed -E 's/^[[:space:]]*([0-9]+) passed.*/\1/' <<<"$line")"
    f="$(sed -E 's/.* ([0-9]+) failed.*/\1/' <<<"$line")"
    passed=$((passed + p))
    failed=$((failed + f))
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then failed=$((failed + 1)); fi
  elif [ "$rc" -eq 0 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
  fi
}

# preset NAME: configure, build, test one CMake preset. Returns non-zero if any part failed.
preset() {
  local p="$1" rc=0
  if [ ! -f CMakePresets.json ]; then
    say "FAIL $p: CMakePresets.json is missing at the repository root"
    timings+=("$(printf '%-22s %10s  FAILED (no CMakePresets.json)' "$p" "-")")
    failed=$((failed + 1)); steps_failed=$((steps_failed + 1))
    return 1
  fi
  local cache_args=()
  if [ "$p" = web ]; then cache_args=("${CCACHE_WEB_CMAKE_ARGS[@]}"); else cache_args=("${CCACHE_CMAKE_ARGS[@]}"); fi
  step "$p configure" cmake --preset "$p" "${cache_args[@]}" || { failed=$((failed + 1)); return 1; }
  step "$p build" cmake --build --preset "$p" || { failed=$((failed + 1)); return 1; }
  if [ "$p" = web ]; then web_built=1; fi
  step "$p ctest" ctest --preset "$p" -j "$JOBS" --output-on-failure --no-tests=error || rc=$?
  count_ctest "$rc"
  return "$rc"
}

t_start="$(now_ms)"

if [ "$run_bootstrap" -eq 1 ]; then
  if ! step "bootstrap" "$ROOT/scripts/bootstrap.sh"; then
    failed=$((failed + 1))
    summary
    exit 1
  fi
fi

# After the bootstrap, which installs ccache.
. "$ROOT/scripts/compiler-cache.sh"

web_built=0
if want native; then preset native || true; fi
if want web; then preset web || true; else web_built=1; fi
if want fuzz; then preset fuzz || true; fi

if want e2e; then
  hook="tests/e2e/run.sh"
  if [ -f "$hook" ]; then
    if [ "$web_built" -eq 0 ]; then
      say "FAIL e2e: not run, the web build failed"
      timings+=("$(printf '%-22s %10s  FAILED (web build failed, not run)' "e2e" "-")")
      failed=$((failed + 1)); steps_failed=$((steps_failed + 1))
    else
      if [ -x "$hook" ]; then cmd=("./$hook"); else cmd=(bash "$hook"); fi
      rc=0
      step "e2e" "${cmd[@]}" || rc=$?
      count_e2e "$rc"
    fi
  fi
fi

timings+=("$(printf '%-22s %10s' "total" "$(fmt_ms $(($(now_ms) - t_start)))")")
summary
if [ "$steps_failed" -ne 0 ] || [ "$failed" -ne 0 ]; then exit 1; fi
exit 0
