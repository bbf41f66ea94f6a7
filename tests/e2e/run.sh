#!/usr/bin/env bash
# Browser end-to-end tests against the built site (build/web/site), called by scripts/test.sh after the
# native and web ctest runs. Serves the site on a free local port, runs tests/e2e/*.test.mjs with node's
# built-in test runner (Playwright-core driving Debian's /usr/bin/chromium), and ends with one line
# `N passed, N failed`. Screenshots go to tests/e2e/artifacts/.
# Environment: E2E_GL (llvmpipe, the default, or swiftshader: what draws WebGL, tests/e2e/lib.mjs), E2E_TEST_TIMEOUT (ms per test, default 300000: a hang guard; every wait on the app's state is bounded
# by it, tests/e2e/lib.mjs WAIT_TIMEOUT), E2E_CONCURRENCY (test files run at once, default 3), E2E_CHROMIUM (browser
# binary, default /usr/bin/chromium), E2E_HOTSEAT_SEED (the hot-seat game's seed), E2E_SITE (the site folder,
# default build/web/site), HARMONIES_CLI (the command-line tool, default build/native/harmonies-cli).
# Arguments: test files (default: all).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
SITE="${E2E_SITE:-build/web/site}"
say() { printf '[e2e] %s\n' "$*"; }
fail_setup() { say "ERROR: $*" >&2; echo "0 passed, 1 failed"; exit 1; }

[ -f "$SITE/index.html" ] || fail_setup "$SITE/index.html is missing: build the site first (cmake --preset web && cmake --build --preset web)"
[ -f "$SITE/harmonies.js" ] || fail_setup "$SITE/harmonies.js is missing: the web build did not produce the app"
command -v node >/dev/null 2>&1 || fail_setup "node is not installed (scripts/bootstrap.sh installs it)"
command -v python3 >/dev/null 2>&1 || fail_setup "python3 is not installed (scripts/bootstrap.sh installs it)"
[ -x "${E2E_CHROMIUM:-/usr/bin/chromium}" ] || fail_setup "chromium is not installed (apt-get install -y chromium; scripts/bootstrap.sh does it)"
if [ "${E2E_GL:-llvmpipe}" = llvmpipe ] && ! /sbin/ldconfig -p 2>/dev/null | grep -q 'libEGL_mesa\.so'; then
  fail_setup "Mesa's EGL is not installed, which draws the browser's WebGL (apt-get install -y libegl-mesa0 libgl1-mesa-dri; scripts/bootstrap.sh does it), or run with E2E_GL=swiftshader"
fi
[ -d node_modules/playwright-core ] || fail_setup "node_modules/playwright-core is missing: run npm ci (scripts/bootstrap.sh does it)"
[ -d node_modules/axe-core ] || fail_setup "node_modules/axe-core is missing (tests/e2e/accessibility.test.mjs): run npm ci (scripts/bootstrap.sh does it)"

mkdir -p tests/e2e/artifacts
rm -f tests/e2e/artifacts/*.png tests/e2e/artifacts/*.json

# Serve a copy of the site, so a rebuild during the run cannot mix old and new files. It is served under
# a sub-path (/harmonies/), as on GitHub Pages: the site must not assume it sits at the root.
work="$(mktemp -d)"
mkdir -p "$work/root"
cp -R "$SITE" "$work/root/harmonies"

# A free port: ask the kernel for one, then serve on it (retry if someone grabbed it meanwhile).
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

log="tests/e2e/artifacts/http-server.log"
for attempt in 1 2 3 4 5; do
  port="$(free_port)"
  python3 -m http.server --bind 127.0.0.1 "$port" --directory "$work/root" >"$log" 2>&1 &
  server_pid=$!
  up=0
  for _ in $(seq 1 50); do
    if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
    if python3 -c "import urllib.request,sys; urllib.request.urlopen('http://127.0.0.1:$port/harmonies/index.html', timeout=1)" 2>/dev/null; then
      up=1; break
    fi
    sleep 0.1
  done
  [ "$up" -eq 1 ] && break
  kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; server_pid=""
done
[ -n "$server_pid" ] || fail_setup "could not start python3 -m http.server (see $log)"
export E2E_BASE_URL="http://127.0.0.1:$port/harmonies"
export E2E_SITE_ROOT="$work/root/harmonies"  # the served copy (tests/e2e/offline.test.mjs reads it)
say "serving a copy of $SITE at $E2E_BASE_URL"

if [ $# -gt 0 ]; then files=("$@"); else files=(tests/e2e/*.test.mjs); fi
tap_out="$work/tap.txt"
# Three test files at a time by default: each test waits on the app's state (frames, facts), never on the clock, so
# a browser slowed by another still plays right; on 2 cores two files at once took 3073 s of test time against
# 2613 s one at a time (the same 49 tests, a machine loaded by other work): nearly twice the throughput; and
# three at once ran the 96 tests in 410 s against 448 s for two (tests wait on bots' pacing and frames too).
# --test-timeout / --test-concurrency need node >= 20.10; each test sets its own timeout (lib.mjs TEST_TIMEOUT).
export E2E_TEST_TIMEOUT="${E2E_TEST_TIMEOUT:-300000}"
flags=(--test --test-reporter=tap)
node_help="$(node --help 2>/dev/null)"
# node applies --test-timeout to each file as a whole too: give files room for their several tests.
if grep -q -- '--test-timeout' <<<"$node_help"; then flags+=(--test-timeout="$((E2E_TEST_TIMEOUT * 3))"); fi
if grep -q -- '--test-concurrency' <<<"$node_help"; then flags+=(--test-concurrency="${E2E_CONCURRENCY:-3}"); fi
say "node $(node --version) ${flags[*]} ${files[*]}"
node "${flags[@]}" "${files[@]}" | tee "$tap_out"
rc="${PIPESTATUS[0]}"


# node's TAP summary: "# pass N" / "# fail N" (the last ones are the totals).
pass="$(grep -E '^# pass [0-9]+' "$tap_out" | tail -n 1 | awk '{print $3}')"
fail="$(grep -E '^# fail [0-9]+' "$tap_out" | tail -n 1 | awk '{print $3}')"
cancelled="$(grep -E '^# cancelled [0-9]+' "$tap_out" | tail -n 1 | awk '{print $3}')"
pass="${pass:-0}"; fail="${fail:-0}"; cancelled="${cancelled:-0}"
fail=$((fail + cancelled))
if [ "$rc" -ne 0 ] && [ "$fail" -eq 0 ]; then fail=1; fi
# A test file that registered no test shows as one passing test named after the file, and a run may find
# no test at all: both checked nothing, and fail.
empty="$(grep -E '^ok [0-9]+ - .*\.test\.mjs$' "$tap_out" | sed -E 's/^ok [0-9]+ - //' || true)"
if [ -n "$empty" ]; then
  n_empty="$(wc -l <<<"$empty")"
  say "ERROR: no test in $(tr '\n' ' ' <<<"$empty")" >&2
  pass=$((pass - n_empty)); fail=$((fail + n_empty)); rc=1
fi
if [ $((pass + fail)) -eq 0 ]; then say "ERROR: no test ran (files: ${files[*]})" >&2; fail=1; rc=1; fi
todo="$(grep -E '^# todo [0-9]+' "$tap_out" | tail -n 1 | awk '{print $3}')"
if [ "${todo:-0}" -gt 0 ]; then say "${todo} todo test(s): known app bugs, not counted (see '# TODO' above)"; fi
say "screenshots: tests/e2e/artifacts/"
# Where the step's time goes (it is most of the test command's): the five slowest tests, by TAP's duration_ms.
awk '/^(not )?ok [0-9]+ - /{name=$0; sub(/^(not )?ok [0-9]+ - /, "", name); next}
     /^  duration_ms: / && name != "" {printf "%6.1f s  %s\n", $2/1000, substr(name, 1, 90); name=""}' "$tap_out" \
  | sort -rn | head -n 5 | while IFS= read -r line; do say "slowest: $line"; done

echo "$pass passed, $fail failed"
exit "$rc"
