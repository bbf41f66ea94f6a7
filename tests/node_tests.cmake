# Runs node's test runner (ctest: wasm.bindings) and fails when it ran no test: node passes a folder that
# holds no test file, or a file whose tests never register, as "0 failed", and a suite that found nothing
# to test must not pass.
# usage: cmake -DNODE=/usr/bin/node -DTESTS=<folder or files> -P node_tests.cmake
execute_process(COMMAND ${NODE} --no-experimental-fetch --test --test-reporter=tap ${TESTS}
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT code EQUAL 0)
  message(FATAL_ERROR "node --test ${TESTS} failed (exit ${code})")
endif()
# A test file that registered no test shows as one passing test named after the file.
string(REGEX MATCHALL "\nok [0-9]+ - [^\n]*\\.test\\.mjs\n" empty_files "${out}")
if(empty_files)
  message(FATAL_ERROR "no test in these files: ${empty_files}")
endif()
string(REGEX MATCH "\n# pass ([0-9]+)" pass_line "${out}")
if(NOT pass_line OR CMAKE_MATCH_1 EQUAL 0)
  message(FATAL_ERROR "node --test ran no test in ${TESTS}: the test files are missing or define no test")
endif()
