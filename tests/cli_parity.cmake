# Runs the native and the node CLI with the same arguments and compares
# stdout, stderr and exit codes byte for byte (bench excepted: it measures time,
# but its signature line must agree).
if(NOT EXISTS ${NATIVE})
  message(FATAL_ERROR "the native CLI is missing (${NATIVE}): build the native preset first")
endif()
set(cases
  "score|${BOARDS}/worked_example.json"
  "score|${BOARDS}/islands_b.json"
  "score|${BOARDS}/bad_stack.json"
  "score|${BOARDS}/bad_json.json"
  "score|${BOARDS}/crescendo.json"
  "score|${BOARDS}/side_c.json"
  "score|${BOARDS}/bad_sanctuary_tokens.json"
  "score|${BOARDS}/bad_whisper_terrain.json"
  "play|--players|1|--seed|parity|--games|3"
  "play|--players|2|--side|A|--seed|100|--games|5"
  "play|--players|3|--side|B|--spirits|--seed|parity|--games|3"
  "play|--players|4|--side|A|--spirits|--seed|7|--games|3"
  "play|--players|3|--side|B|--spirits|--pulse|--seed|parity|--games|2"
  "play|--players|1|--pulse|--seed|parity|--games|1|--bots|medium"
  "check|${RECORDS}/pulse.txt"
  "play|--players|2|--side|D|--sanctuaries|--whispers|--seed|parity|--games|2"
  "play|--players|1|--side|C|--sanctuaries|--whispers|--seed|parity|--games|1|--bots|medium"
  "check|${RECORDS}/crescendo.txt"
  "review|${RECORDS}/crescendo.txt|--futures|1"
  "review|${RECORDS}/finished.txt|--player|1|--futures|2"
  "review|${RECORDS}/illegal.txt"
  "cards|--games|2|--seed|parity|--sanctuaries|--whispers"
  "replay|${RECORDS}/finished.txt"
  "replay|${RECORDS}/corrupt.txt"
  "check|${RECORDS}/finished.txt"
  "check|${LINKS}/game.txt"
  "check|https://example.org/#HS1.2A0.cli-record.5uAI"
  "check|${LINKS}/newer.txt"
  "check|${LINKS}/damaged.txt"
  "link|turn|${RECORDS}/finished.txt|--names|Zoë,Łucja"
  "link|setup|${LINKS}/game.txt"
  "link|game|${RECORDS}/illegal.txt"
  "cards|--games|2|--seed|parity"
  "cards|--players|9"
  "play|--players|9")
set(failures 0)
foreach(case ${cases})
  string(REPLACE "|" ";" args "${case}")
  execute_process(COMMAND ${NATIVE} ${args} RESULT_VARIABLE nc OUTPUT_VARIABLE no ERROR_VARIABLE ne)
  execute_process(COMMAND ${WASM} ${args} RESULT_VARIABLE wc OUTPUT_VARIABLE wo ERROR_VARIABLE we)
  if(NOT nc EQUAL wc OR NOT no STREQUAL wo OR NOT ne STREQUAL we)
    message(SEND_ERROR "differs: ${args}\nnative (${nc}): ${no}${ne}\nwasm (${wc}): ${wo}${we}")
    math(EXPR failures "${failures} + 1")
  endif()
endforeach()
# The signature of the first 200 random games: base, Pulse, and Sanctuaries with Whispers on side D.
foreach(modules "" "--pulse" "--sanctuaries|--whispers|--side|D")
  string(REPLACE "|" ";" module "${modules}")
  foreach(build NATIVE WASM)
    execute_process(COMMAND ${${build}} bench --seconds 1 ${module} OUTPUT_VARIABLE bench_out)
    string(REGEX MATCH "signature: [0-9a-f]+" sig_${build} "${bench_out}")
    message(STATUS "${build}: ${bench_out}")
  endforeach()
  if(NOT sig_NATIVE STREQUAL sig_WASM OR sig_NATIVE STREQUAL "")
    message(SEND_ERROR "bench ${module} signatures differ: '${sig_NATIVE}' vs '${sig_WASM}'")
  endif()
endforeach()
list(LENGTH cases n)
message(STATUS "${n} command lines compared")
