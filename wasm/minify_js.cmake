# Writes a page script without its comments and spaces (run with cmake -P), with emscripten's own JS optimizer
# (tools/acorn-optimizer.js minifyWhitespace: names are kept, so the page's globals stay as written).
#   cmake -DOPTIMIZER=<emscripten>/tools/acorn-optimizer.js -DINPUT=web/bots.js -DOUTPUT=site/bots.js -P minify_js.cmake
# The site's own scripts are 40 % of their gzip size smaller so (issue 28); web/ keeps the readable sources.
foreach(var OPTIMIZER INPUT OUTPUT)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "minify_js.cmake: -D${var}=... is required")
  endif()
endforeach()
# The optimizer needs Debian's node modules (acorn), as emcc itself does (TOOLCHAIN.md).
set(ENV{NODE_PATH} /usr/share/nodejs)
execute_process(COMMAND /usr/bin/node ${OPTIMIZER} ${INPUT} minifyWhitespace
                OUTPUT_FILE ${OUTPUT}.tmp RESULT_VARIABLE result ERROR_VARIABLE problem)
if(NOT result EQUAL 0)
  file(REMOVE ${OUTPUT}.tmp)
  message(FATAL_ERROR "minify_js.cmake: ${INPUT} could not be minified: ${problem}")
endif()
file(RENAME ${OUTPUT}.tmp ${OUTPUT})
