#!/usr/bin/env bash
# Installs what this project needs on Debian 12 (bookworm) or a close relative, and nothing more
# (apt's recommends are left out: they brought samba, cups and scipy):
#   - Debian packages for the site: CMake/Ninja, emscripten, nlohmann-json, Python + fontTools,
#     fonts, ccache (the compiler cache the two commands use)
#   - and for the tests (all but --site): g++, clang with libFuzzer, Catch2, Chromium with Mesa's EGL
#   - Node.js + npm (only when `node` is missing: Debian's nodejs/npm)
#   - Dear ImGui 1.86 sources from Debian's source package, unpacked into third_party/imgui
#   - npm dependencies of the browser tests (all but --site)
# Usage: scripts/bootstrap.sh [--site]   (--site: only what building and serving the site needs;
# scripts/play.sh passes it, scripts/test.sh does not)
# Idempotent: when everything is in place it only checks and returns in well under a second.
# Runs as root, or as a normal user with sudo for the system steps.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
THIRD_PARTY="$ROOT/third_party"
IMGUI_LINK="$THIRD_PARTY/imgui"
IMGUI_WANTED_VERSION="1.86"

# What building and serving the site needs. python3-munkres stands in fontTools' "scipy | munkres"
# dependency, which apt would otherwise fill with scipy. dpkg-dev unpacks the imgui source package.
SITE_PACKAGES=(
  cmake ninja-build dpkg-dev ccache
  emscripten nlohmann-json3-dev
  python3 python3-fonttools python3-munkres fonts-dejavu-core
)
# What the tests need on top: the native build, the fuzz build (clang + libFuzzer), Catch2, the browser.
# libegl-mesa0 lets Chromium draw WebGL with Mesa's llvmpipe (libgl1-mesa-dri, which chromium pulls in):
# the browser tests' frames cost about a third less CPU than with SwiftShader (tests/e2e/lib.mjs).
TEST_PACKAGES=(
  g++ git
  clang libclang-rt-dev
  catch2
  chromium libegl-mesa0 libgl1-mesa-dri
)

only_site=0
case "${1:-}" in
  --site) only_site=1 ;;
  '') ;;
  -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
  *) printf '[bootstrap] ERROR: unknown argument: %s (only --site)\n' "$1" >&2; exit 2 ;;
esac
DEB_PACKAGES=("${SITE_PACKAGES[@]}")
if [ "$only_site" -eq 0 ]; then DEB_PACKAGES+=("${TEST_PACKAGES[@]}"); fi

log() { printf '[bootstrap] %s\n' "$*"; }
warn() { printf '[bootstrap] WARNING: %s\n' "$*" >&2; }
die() { printf '[bootstrap] ERROR: %s\n' "$*" >&2; exit 1; }

start_ns=$(date +%s%N)

# --- privileges ------------------------------------------------------------------------------
SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo)
  fi
fi
as_root() {
  if [ "$(id -u)" -ne 0 ] && [ ${#SUDO[@]} -eq 0 ]; then
    die "need root to run: $* (run this script as root, or install sudo)"
  fi
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive "$@"
}

# --- apt helpers -----------------------------------------------------------------------------
# Another apt/dpkg (e.g. an unattended install) may hold the locks: wait for it instead of failing.
apt_busy() {
  local comm
  for comm in /proc/[0-9]*/comm; do
    case "$(cat "$comm" 2>/dev/null || true)" in
      apt|apt-get|aptitude|dpkg|unattended-upgr) return 0 ;;
    esac
  done
  return 1
}
wait_for_apt() {
  local waited=0
  while apt_busy; do
    if [ "$waited" -eq 0 ]; then log "another apt/dpkg process is running; waiting for it to finish..."; fi
    sleep 3
    waited=$((waited + 3))
    if [ "$waited" -ge 1800 ]; then die "apt/dpkg still busy after 30 minutes"; fi
  done
}
APT_OPTS=(-y --no-install-recommends -o DPkg::Lock::Timeout=900 -o Dpkg::Use-Pty=0)
apt_updated=0
apt_update() {
  wait_for_apt
  log "apt-get update"
  as_root apt-get -o DPkg::Lock::Timeout=900 update -qq
  apt_updated=1
}

is_installed() {  # true when the Debian package is fully installed ("ii")
  [ "$(dpkg-query -W -f='${db:Status-Abbrev}' "$1" 2>/dev/null || true)" = "ii " ]
}

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  die "this script needs a Debian-based system (dpkg + apt-get)"
fi

# --- 1. Debian packages ----------------------------------------------------------------------
wanted=("${DEB_PACKAGES[@]}")
if ! command -v node >/dev/null 2>&1; then
  # Only when no Node.js at all: a Node.js from elsewhere (e.g. nodesource) is kept as it is.
  wanted+=(nodejs)
  if [ "$only_site" -eq 0 ]; then wanted+=(npm); fi
elif [ "$only_site" -eq 0 ] && ! command -v npm >/dev/null 2>&1 && [ -f "$ROOT/package.json" ]; then
  case "$(dpkg-query -W -f='${Version}' nodejs 2>/dev/null || true)" in
    *nodesource*) warn "node is from nodesource but npm is missing; reinstall nodesource's nodejs" ;;
    *) wanted+=(npm) ;;
  esac
fi

missing=()
for pkg in "${wanted[@]}"; do
  is_installed "$pkg" || missing+=("$pkg")
done

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ] && [ ${#SUDO[@]} -eq 0 ]; then
    die "missing Debian packages: ${missing[*]}. Run this script as root (or install sudo), or have root run: apt-get install ${missing[*]}"
  fi
  log "installing Debian packages: ${missing[*]}"
  apt_update
  wait_for_apt
  as_root apt-get "${APT_OPTS[@]}" install "${missing[@]}"
else
  log "Debian packages: all present (${#wanted[@]} checked)"
fi

command -v node >/dev/null 2>&1 || die "node is still missing after installing nodejs"

# --- 2. Dear ImGui sources (Debian source package imgui) -------------------------------------
has_deb_src() {
  local f
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    if grep -Eq '^[[:space:]]*deb-src[[:space:]]|^[[:space:]]*Types:.*deb-src' "$f"; then
      return 0
    fi
  done
  return 1
}

add_deb_src() {
  local deb822=/etc/apt/sources.list.d/debian.sources
  local tmp
  tmp="$(mktemp)"
  if [ -f "$deb822" ]; then
    # Same stanzas (URIs, Suites, Components, Signed-By), only the type changes.
    sed -E 's/^([[:space:]]*)Types:.*/\1Types: deb-src/' "$deb822" >"$tmp"
    log "adding deb-src twin of $deb822 as /etc/apt/sources.list.d/debian-src.sources"
    as_root install -m 0644 "$tmp" /etc/apt/sources.list.d/debian-src.sources
  elif [ -f /etc/apt/sources.list.d/ubuntu.sources ]; then
    sed -E 's/^([[:space:]]*)Types:.*/\1Types: deb-src/' /etc/apt/sources.list.d/ubuntu.sources >"$tmp"
    log "adding deb-src twin of ubuntu.sources as /etc/apt/sources.list.d/ubuntu-src.sources"
    as_root install -m 0644 "$tmp" /etc/apt/sources.list.d/ubuntu-src.sources
  elif [ -f /etc/apt/sources.list ] && grep -Eq '^[[:space:]]*deb[[:space:]]' /etc/apt/sources.list; then
    sed -nE 's/^[[:space:]]*deb([[:space:]].*)/deb-src\1/p' /etc/apt/sources.list >"$tmp"
    log "adding deb-src twins of /etc/apt/sources.list as /etc/apt/sources.list.d/debian-src.list"
    as_root install -m 0644 "$tmp" /etc/apt/sources.list.d/debian-src.list
  else
    rm -f "$tmp"
    die "found no apt source to derive a deb-src entry from; add one by hand and re-run"
  fi
  rm -f "$tmp"
}

if [ -f "$IMGUI_LINK/imgui.cpp" ]; then
  log "Dear ImGui sources: present ($(readlink "$IMGUI_LINK" 2>/dev/null || echo "$IMGUI_LINK"))"
else
  log "fetching Dear ImGui sources (Debian source package imgui)"
  if ! has_deb_src; then
    add_deb_src
    apt_update
  elif ! apt-cache showsrc imgui >/dev/null 2>&1; then
    apt_update   # deb-src configured, but its indexes were never fetched
  fi
  if ! apt-cache showsrc imgui >/dev/null 2>&1 && [ "$apt_updated" -eq 0 ]; then
    apt_update
  fi
  apt-cache showsrc imgui >/dev/null 2>&1 || die "apt knows no source package 'imgui' (deb-src missing?)"

  mkdir -p "$THIRD_PARTY"
  work="$(mktemp -d "$THIRD_PARTY/.imgui-download.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  src_opts=(-q)
  # As root, apt would otherwise warn that its _apt sandbox user cannot write into our folder.
  if [ "$(id -u)" -eq 0 ]; then src_opts+=(-o APT::Sandbox::User=root); fi
  (cd "$work" && apt-get "${src_opts[@]}" source imgui) || die "apt-get source imgui failed"

  unpacked=""
  for d in "$work"/imgui-*/; do
    if [ -f "$d/imgui.cpp" ] && [ -d "$d/backends" ]; then unpacked="${d%/}"; break; fi
  done
  [ -n "$unpacked" ] || die "unpacked imgui source has no imgui.cpp + backends/ (look in $work)"
  name="$(basename "$unpacked")"
  case "$name" in
    "imgui-$IMGUI_WANTED_VERSION"*) ;;
    *) warn "got $name, the project is pinned to Dear ImGui $IMGUI_WANTED_VERSION" ;;
  esac
  rm -rf "${THIRD_PARTY:?}/$name"
  mv "$unpacked" "$THIRD_PARTY/$name"
  rm -rf "$IMGUI_LINK"
  ln -s "$name" "$IMGUI_LINK"
  rm -rf "$work"
  trap - EXIT
  log "Dear ImGui sources: third_party/imgui -> $name"
fi

# --- 3. npm dependencies (the browser tests' playwright-core; the site needs none) --------------
if [ "$only_site" -eq 0 ] && [ -f "$ROOT/package.json" ]; then
  command -v npm >/dev/null 2>&1 || die "package.json present but npm is missing"
  nm="$ROOT/node_modules"
  lock="$ROOT/package-lock.json"
  if [ -f "$lock" ]; then
    if [ ! -d "$nm" ] || [ "$lock" -nt "$nm" ]; then
      log "npm ci"
      (cd "$ROOT" && npm ci --no-audit --no-fund)
      touch "$nm"
    else
      log "npm dependencies: up to date"
    fi
  elif [ ! -d "$nm" ]; then
    log "npm install (no package-lock.json)"
    (cd "$ROOT" && npm install --no-audit --no-fund)
    touch "$nm"
  else
    log "npm dependencies: node_modules present (no package-lock.json)"
  fi
fi

end_ns=$(date +%s%N)
elapsed_ms=$(((end_ns - start_ns) / 1000000))
log "ready ($((elapsed_ms / 1000)).$(printf '%03d' $((elapsed_ms % 1000))) s)"
