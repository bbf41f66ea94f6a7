#!/usr/bin/env bash
# THE play command: installs what the site needs, builds the site alone (CMake preset `web`, target
# `site`: not the wasm tests and CLI, which scripts/test.sh builds), through ccache, and serves
# build/web/site/ on http://127.0.0.1:8080/ (PORT=N or --port N to change). Ctrl-C stops it.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

say() { printf '[play] %s\n' "$*"; }
die() { printf '[play] ERROR: %s\n' "$*" >&2; exit 1; }
usage() {
  cat <<'EOF'
Usage: scripts/play.sh [--port N]
  Builds the web site (cmake --preset web; cmake --build --preset web --target site) and serves
  build/web/site/ at http://127.0.0.1:PORT/.
  The port defaults to $PORT, else 8080.
EOF
}

port="${PORT:-8080}"
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    -p|--port)
      [ $# -ge 2 ] || { usage >&2; die "--port needs a value"; }
      port="$2"; shift ;;
    --port=*) port="${1#--port=}" ;;
    *) usage >&2; die "unknown argument: $1" ;;
  esac
  shift
done
case "$port" in
  ''|*[!0-9]*) die "port must be a number from 1 to 65535, got '$port'" ;;
esac
if [ "${#port}" -gt 5 ] || [ "$port" -lt 1 ] || [ "$port" -gt 65535 ]; then
  die "port must be a number from 1 to 65535, got '$port'"
fi

PY=python3
if [ -x /usr/bin/python3 ]; then PY=/usr/bin/python3; fi

port_free() {
  "$PY" - "$1" <<'EOF' 2>/dev/null
import socket, sys
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
try:
    s.bind(("127.0.0.1", int(sys.argv[1])))
except OSError:
    sys.exit(1)
EOF
}

"$ROOT/scripts/bootstrap.sh" --site
. "$ROOT/scripts/compiler-cache.sh"

# Fail before a long build rather than after it.
port_free "$port" || die "port $port on 127.0.0.1 is already in use; pick another, e.g. PORT=$((port + 1)) scripts/play.sh"

[ -f CMakePresets.json ] || die "CMakePresets.json is missing at the repository root"
export CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-2}"
# emscripten's JS optimizer needs Debian's node modules (acorn).
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

say "building the site: cmake --preset web && cmake --build --preset web --target site"
cmake --preset web "${CCACHE_WEB_CMAKE_ARGS[@]}" || die "configuring the web preset failed (see above)"
cmake --build --preset web --target site || die "building the site failed (see above)"

SITE="build/web/site"
[ -f "$SITE/index.html" ] || die "the build finished but $SITE/index.html is missing: nothing to serve"

port_free "$port" || die "port $port on 127.0.0.1 is already in use; pick another, e.g. PORT=$((port + 1)) scripts/play.sh"

url="http://127.0.0.1:$port/"
echo
say "serving $ROOT/$SITE"
say "open  $url  in a browser  (Ctrl-C to stop)"
echo
exec "$PY" -m http.server --bind 127.0.0.1 --directory "$SITE" "$port"
