# Sourced by scripts/play.sh and scripts/test.sh (not run): turns on ccache for their builds when it is
# installed (scripts/bootstrap.sh installs it). The cache lives outside the clone (~/.cache/ccache) and
# keys on paths relative to the clone, so a second clone on the same machine compiles almost nothing.
# Settings already in the environment win; CCACHE_DISABLE=1 turns it off.
# After sourcing, CCACHE_CMAKE_ARGS holds the configure arguments for a preset with a host compiler
# (native, fuzz) and CCACHE_WEB_CMAKE_ARGS those for emscripten's (web).

CCACHE_CMAKE_ARGS=()
CCACHE_WEB_CMAKE_ARGS=()
if command -v ccache >/dev/null 2>&1 && [ "${CCACHE_DISABLE:-0}" != 1 ]; then
  export CCACHE_DIR="${CCACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ccache}"
  # Paths under the clone are hashed relative to it, and the build folder's own path (which -g would
  # otherwise add to the key of the fuzz preset's objects) is left out: clones in other folders hit.
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$ROOT}"
  export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
  # Depend mode: the headers a file read come from the compiler's own -MD list (Ninja asks for it), so a
  # miss compiles once instead of also running the preprocessor. Its key is the command line, with no
  # fallback on the preprocessed text: a compile line must not name the clone (no -D with an absolute
  # path; tests/test_paths.hpp), or that file misses in every other clone.
  export CCACHE_DEPEND="${CCACHE_DEPEND:-1}"
  CCACHE_CMAKE_ARGS=(-DCMAKE_CXX_COMPILER_LAUNCHER="${CMAKE_CXX_COMPILER_LAUNCHER:-ccache}")
  # ccache goes in front of em++, not behind it (EM_COMPILER_WRAPPER): a hit then never starts emcc, whose
  # Python start-up cost 0.4 s a file (a second clone's web build: 46 s behind emcc, 16 s in front). em++ is a script whose date says
  # nothing of the clang it runs, so the compiler is known by what `em++ -v` says (emcc's and clang's versions).
  if command -v em++ >/dev/null 2>&1; then
    # sed reads the whole output: `head` would quit after two lines, and clang, still writing its own, would
    # die of SIGPIPE and fail the pipeline (under pipefail the sourcing script then stopped, silently).
    em_identity="$(em++ -v 2>&1 | sed -n '1,2p' | sha1sum | cut -c1-16)"
    CCACHE_WEB_CMAKE_ARGS=(-DCMAKE_CXX_COMPILER_LAUNCHER="env;CCACHE_COMPILERCHECK=string:$em_identity;ccache")
  fi
fi
