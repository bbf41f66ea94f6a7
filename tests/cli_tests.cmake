# harmonies-cli as a user runs it: exit codes, messages, and byte-identical
# output between the native and the node builds.
set(CLI $<TARGET_FILE:harmonies-cli>)
set(CLI_PREFIX "native")
if(HARMONIES_WEB)
  set(CLI /usr/bin/node ${PROJECT_BINARY_DIR}/harmonies-cli.js)
  set(CLI_PREFIX "wasm")
endif()
set(BOARDS ${CMAKE_CURRENT_SOURCE_DIR}/data/boards)
set(RECORDS ${CMAKE_CURRENT_SOURCE_DIR}/data/records)

# name, expected exit code, regex the output must match, then the arguments.
function(cli_test name code regex)
  add_test(NAME ${CLI_PREFIX}.cli.${name}
           COMMAND ${CMAKE_COMMAND} "-DCOMMAND=${CLI};${ARGN}" -DEXPECT_CODE=${code} "-DEXPECT_REGEX=${regex}"
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/run_cli.cmake)
endfunction()

cli_test(score_worked_example 0
  "\"trees\": 11, \"mountains\": 10, \"fields\": 10, \"buildings\": 5, \"water\": 11, \"total\": 47"
  score ${BOARDS}/worked_example.json)
cli_test(score_islands 0 "\"side\": \"B\".*\"islands\": " score ${BOARDS}/islands_b.json)
foreach(bad bad_json bad_side bad_count bad_token bad_stack)
  cli_test(score_${bad} 2 "^harmonies-cli: .+\n$" score ${BOARDS}/${bad}.json)
endforeach()
cli_test(score_missing_file 2 "cannot read" score ${BOARDS}/no_such_file.json)
cli_test(no_command 2 "usage: harmonies-cli")
cli_test(unknown_command 2 "unknown command" fly)
cli_test(play_needs_seed 2 "needs --seed" play --players 2)
cli_test(play_bad_players 2 "--players must be 1 to 4" play --players 5 --seed x)
cli_test(play_bad_side 2 "--side must be A or B" play --side C --seed x)
cli_test(play_bad_seed 2 "seed" play --seed "a b")
cli_test(play_two_games 0 "^\\{\"seed\": \"11\".*\n\\{\"seed\": \"12\".*\"record\": \"HR1\\.3B1\\.12\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\"\\}\n$"
  play --players 3 --side B --spirits --seed 11 --games 2)
cli_test(play_solo_suns 0 "\"suns\": [0-9]+" play --players 1 --seed sun)
cli_test(replay_good 0 "\"finished\": true" replay ${RECORDS}/finished.txt)
cli_test(replay_corrupt 2 "checksum does not match" replay ${RECORDS}/corrupt.txt)
cli_test(replay_illegal 2 "is illegal" replay ${RECORDS}/illegal.txt)
cli_test(replay_garbage 2 "not a Harmonies game record" replay ${BOARDS}/worked_example.json)
cli_test(bench 0 "games/s" bench --seconds 1)

if(HARMONIES_WEB)
  # Parity: the node build prints exactly what the native build prints.
  add_test(NAME wasm.cli.parity_with_native
           COMMAND ${CMAKE_COMMAND} -DNATIVE=${PROJECT_SOURCE_DIR}/build/native/harmonies-cli
                   "-DWASM=/usr/bin/node;${PROJECT_BINARY_DIR}/harmonies-cli.js"
                   -DBOARDS=${BOARDS} -DRECORDS=${RECORDS}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/cli_parity.cmake)
endif()
