# Sourced by scripts/play.sh and scripts/test.sh (not run): turns on ccache for their builds when it is
# installed (scripts/bootstrap.sh installs it). The cache lives outside the clone (~/.cache/ccache) and
# keys on paths relative to the clone, so a second clone on the same machine compiles almost nothing.
# Settings already in the environment win; CCACHE_DISABLE=1 turns it off.
# After sourcing, CCACHE_CMAKE_ARGS holds the configure arguments for a preset with a host compiler
# (native, fuzz); emscripten's preset gets none, since emcc itself calls ccache (EM_COMPILER_WRAPPER).

CCACHE_CMAKE_ARGS=()
if command -v ccache >/dev/null 2>&1 && [ "${CCACHE_DISABLE:-0}" != 1 ]; then
  export CCACHE_DIR="${CCACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ccache}"
  # Paths under the clone are hashed relative to it, and the build folder's own path (which -g would
  # otherwise add to the key of the fuzz preset's objects) is left out: clones in other folders hit.
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$ROOT}"
  export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
  export EM_COMPILER_WRAPPER="${EM_COMPILER_WRAPPER:-ccache}"
  CCACHE_CMAKE_ARGS=(-DCMAKE_CXX_COMPILER_LAUNCHER="${CMAKE_CXX_COMPILER_LAUNCHER:-ccache}")
fi
