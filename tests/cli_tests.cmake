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
set(LINKS ${CMAKE_CURRENT_SOURCE_DIR}/data/links)

# name, expected exit code, regex the output must match, then the arguments.
function(cli_test name code regex)
  add_test(NAME ${CLI_PREFIX}.cli.${name}
           COMMAND ${CMAKE_COMMAND} "-DCOMMAND=${CLI};${ARGN}" -DEXPECT_CODE=${code} "-DEXPECT_REGEX=${regex}"
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/run_cli.cmake)
endfunction()
# The same, with the file INPUT on stdin.
function(cli_stdin_test name code regex input)
  add_test(NAME ${CLI_PREFIX}.cli.${name}
           COMMAND ${CMAKE_COMMAND} "-DCOMMAND=${CLI};${ARGN}" -DEXPECT_CODE=${code} "-DEXPECT_REGEX=${regex}"
                   -DINPUT=${input} -P ${CMAKE_CURRENT_SOURCE_DIR}/run_cli.cmake)
endfunction()

cli_test(score_worked_example 0
  "\"trees\": 11, \"mountains\": 10, \"fields\": 10, \"buildings\": 5, \"water\": 11, \"total\": 47"
  score ${BOARDS}/worked_example.json)
cli_test(score_islands 0 "\"side\": \"B\".*\"islands\": " score ${BOARDS}/islands_b.json)
foreach(bad bad_json bad_side bad_count bad_token bad_stack)
  cli_test(score_${bad} 2 "^harmonies-cli: .+\n$" score ${BOARDS}/${bad}.json)
endforeach()
cli_test(score_missing_file 2 "cannot read" score ${BOARDS}/no_such_file.json)
# RULES.md "Board files with modules": sides C and D and any board with a module key also print
# "sanctuaries" and "whispers", and the total includes them; the refusals exit 2 with a message.
cli_test(score_crescendo 0
  "^\\{\"side\": \"D\", \"trees\": 4, \"mountains\": 4, \"fields\": 6, \"buildings\": 0, \"water\": 5, \"sanctuaries\": 9, \"whispers\": 7, \"total\": 35, \"islands\": 1\\}\n$"
  score ${BOARDS}/crescendo.json)
cli_test(score_side_c 0
  "\"side\": \"C\".*\"buildings\": 8, \"water\": 0, \"sanctuaries\": 0, \"whispers\": 0, \"total\": 9, \"river_length\": 1\\}"
  score ${BOARDS}/side_c.json)
foreach(bad bad_sanctuary_tokens bad_sanctuary_allowed bad_whisper_sanctuary bad_whisper_terrain bad_whisper_repeated)
  cli_test(score_${bad} 2 "^harmonies-cli: .+\n$" score ${BOARDS}/${bad}.json)
endforeach()
cli_test(score_bad_sanctuary_message 2
  "^harmonies-cli: [^\n]*bad_sanctuary_tokens\\.json: the sanctuary on space 6 must hold exactly its two tokens, blue then yellow; the space holds yellow, blue\n$"
  score ${BOARDS}/bad_sanctuary_tokens.json)
cli_test(score_bad_whisper_message 2 "^harmonies-cli: [^\n]*: a whisper cube on space 5: a sanctuary takes no whisper cube\n$"
  score ${BOARDS}/bad_whisper_sanctuary.json)
cli_test(no_command 2 "usage: harmonies-cli")
cli_test(unknown_command 2 "unknown command" fly)
cli_test(play_needs_seed 2 "needs --seed" play --players 2)
cli_test(play_bad_players 2 "--players must be 1 to 4" play --players 5 --seed x)
cli_test(play_bad_side 2 "--side must be A, B, C or D" play --side E --seed x)
cli_test(play_bad_seed 2 "seed" play --seed "a b")
cli_test(play_two_games 0 "^\\{\"seed\": \"11\".*\n\\{\"seed\": \"12\".*\"record\": \"HR1\\.3B1\\.12\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\"\\}\n$"
  play --players 3 --side B --spirits --seed 11 --games 2)
cli_test(play_solo_suns 0 "\"suns\": [0-9]+" play --players 1 --seed sun)
cli_test(replay_good 0 "\"finished\": true" replay ${RECORDS}/finished.txt)
cli_test(replay_corrupt 2 "checksum does not match" replay ${RECORDS}/corrupt.txt)
cli_test(replay_illegal 2 "is illegal" replay ${RECORDS}/illegal.txt)
cli_test(replay_garbage 2 "not a Harmonies game record" replay ${BOARDS}/worked_example.json)
cli_test(bench 0 "games/s" bench --seconds 1)
cli_test(play_bots 0 "^\\{\"seed\": \"b\".*\"finished\": true.*\"record\": \"HR1\\.2A0\\.b\\." play --players 2 --seed b --bots medium,easy)
cli_test(play_bad_bots 2 "--bots must list" play --players 2 --seed b --bots genius)
cli_test(arena_versus 0 "arena: medium vs easy.*medium +wins [0-9.]+% \\[[0-9.]+%, [0-9.]+%\\], mean score.*thinks"
  arena --bots medium,easy --games 2 --seed a)
cli_test(arena_solo 0 "arena: solo.*easy +mean score [0-9.]+ \\[" arena --players 1 --bots easy --games 2)
cli_test(arena_needs_two 2 "exactly two levels" arena --bots hard --players 2)
cli_test(arena_needs_bots 2 "needs --bots" arena --games 2)
# hard-frozen: the hard bot of commit 0e25bd5, an arena-only name (not a level the app lists).
cli_test(arena_frozen 0 "arena: solo.*hard-frozen +mean score [0-9.]+ \\[.*hard-frozen +thinks"
  arena --players 1 --bots hard-frozen --games 1)
cli_test(arena_unknown_bot 2 "easy, medium, hard or hard-frozen" arena --bots hard,expert)
# cards: the deck measured by bots (assets/DECK_BALANCE.md); a tiny run.
cli_test(cards_tiny 0
  "^# Cards measured by bots\n\n2 games, bots medium, players 1, 2, 3, 4 in turn, side A and B in turn, Nature's Spirits on, Pulse off, seeds cli\\.\\.\\..*\n\\| 1 \\| dragonfly \\| .*\n\\| 32 \\| red-deer \\| [^\n]*\n\n\\| # \\| spirit .*\\| 10 \\| rain-spirit \\| .*- animals points per token: median .*- spirits below 0\\.6x the median: [^\n]+\n$"
  cards --games 2 --seed cli)
# RULES.md "Pulse": with the module on, its 10 animals join the table, named as Pulse cards.
cli_test(cards_pulse 0
  "Pulse on, seeds cli\\.\\.\\..*\n\\| 32 \\| red-deer \\| .*\n\\| 33 \\| [a-z-]+ \\(Pulse\\) \\| .*\n\\| 42 \\| [a-z-]+ \\(Pulse\\) \\| "
  cards --games 2 --seed cli --pulse)
cli_test(play_pulse 0 "\"pulse\": true.*\"record\": \"HR1\\.2B1P\\." play --players 2 --side B --spirits --pulse --seed cli --games 1)
# RULES.md "Sanctuaries" and "Whispers": the modules' flags, in the setup's JSON, the record's letters and the
# players' scores.
cli_test(play_crescendo 0
  "^\\{\"seed\": \"cli\", \"players\": 2, \"side\": \"D\", \"spirits\": false, \"pulse\": false, \"sanctuaries\": true, \"whispers\": true, \"finished\": true, \"scores\": \\[\\{.*\"spirit\": [0-9]+, \"sanctuaries\": [0-9]+, \"whispers\": [0-9]+, \"total\": [0-9]+, .*\"record\": \"HR1\\.2D0SW\\."
  play --players 2 --side D --sanctuaries --whispers --seed cli)
cli_test(play_crescendo_bots 0 "\"side\": \"C\".*\"sanctuaries\": true, \"whispers\": false.*\"record\": \"HR1\\.1C0S\\."
  play --players 1 --side C --sanctuaries --seed cli --bots easy)
cli_test(play_base_modules_off 0 "\"pulse\": false, \"sanctuaries\": false, \"whispers\": false, \"finished\""
  play --players 2 --seed cli)
cli_test(check_crescendo 0
  "^\\{\"kind\": \"record\", \"seed\": \"crescendo-2\", \"players\": 2, \"side\": \"D\", \"spirits\": false, \"pulse\": false, \"sanctuaries\": true, \"whispers\": true, \"finished\": true.*\"sanctuaries\": 3, \"whispers\": 23, \"total\": 57"
  check ${RECORDS}/crescendo.txt)
cli_test(check_crescendo_setup_link 0 "\"kind\": \"setup\".*\"side\": \"D\".*\"sanctuaries\": true, \"whispers\": true, \"finished\": false"
  check HS1.2D0SW.cli.8WaB)
cli_test(arena_crescendo 0 "^arena: solo, 1 player, side D, Sanctuaries, Whispers, seeds arena\\.\\.\\., 2 games per bot\n.*easy +mean score"
  arena --players 1 --bots easy --games 2 --side D --sanctuaries --whispers)
cli_test(bench_crescendo 0 "^bench: 2 players, side C, Sanctuaries, Whispers: [0-9]+ games .*games/s\nsignature: [0-9a-f]+"
  bench --seconds 1 --side C --sanctuaries --whispers)
cli_test(usage_modules 0 "MODULES: any of --spirits --pulse --sanctuaries --whispers" help)
# cards with the modules: a table of the 8 tiles and one of the 8 whisper cards, measured like the animals.
cli_test(cards_crescendo 0
  "Pulse off, Sanctuaries on, Whispers on, seeds cli\\.\\.\\..*\n\\| # \\| tile \\| stack \\| tokens \\| offered \\| taken \\| take% \\| built% \\| turn \\| cube% \\| pts \\| pts/tok \\| flag \\|\n.*\n\\| 1 \\| reed-bank \\| yellow on blue \\| 2 \\| .*\n\\| 8 \\| stilt-house \\| red on blue \\| 2 \\| [^\n]*\n\n\\| # \\| whisper \\| terrain \\| tokens \\|.*\n\\| 8 \\| whisper-village \\| building \\| 2 \\| [^\n]*\n\n.*- sanctuary tiles points per token: .*- whisper cards (points per token|: no cube placed).*\n- points per take: animals [0-9.]+ \\([0-9]+ takes\\), whisper cards [0-9.]+ \\([0-9]+ takes\\), sanctuary tiles [0-9.]+ \\([0-9]+ takes\\)\n$"
  cards --games 2 --seed cli --sanctuaries --whispers)
cli_test(cards_whispers_only 0 "Whispers on, seeds.*\\| # \\| whisper .*- points per take: animals [0-9.]+ \\([0-9]+ takes\\), whisper cards [0-9.]+ \\([0-9]+ takes\\)\n$"
  cards --games 1 --seed cli --players 1 --whispers)
cli_test(cards_bad_option 2 "^harmonies-cli: unknown option --spirits\n$" cards --spirits)
cli_test(cards_bad_bots 2 "--bots must list easy, medium or hard" cards --bots wise --games 1)

# check: a record or a share link, as a file, as text or on stdin.
cli_test(check_record 0 "^\\{\"kind\": \"record\".*\"finished\": true.*\"names\": \\[\\]\\}\n$"
  check ${RECORDS}/finished.txt)
cli_test(check_game_link 0 "\"kind\": \"game\".*\"actions\": 88, \"names\": \\[\"Zoë\", \"Łucja\"\\]\\}"
  check ${LINKS}/game.txt)
cli_test(check_setup_address 0 "\"kind\": \"setup\".*\"finished\": false.*\"current_player\": 0\\}"
  check "https://example.org/harmonies/#HS1.2A0.cli-record.5uAI")
cli_stdin_test(check_stdin 0 "\"kind\": \"setup\"" ${LINKS}/setup.txt check -)
cli_test(check_newer_version 2
  "^harmonies-cli: this link was made by a newer version of the game \\(HG3\\); update the page\n$"
  check ${LINKS}/newer.txt)
cli_test(check_damaged 2 "^harmonies-cli: the link is damaged: its checksum does not match\n$" check ${LINKS}/damaged.txt)
cli_test(check_incomplete 2 "^harmonies-cli: the link is incomplete\n$" check HS1.2A0.cli-rec)
cli_test(check_not_a_link 2 "^harmonies-cli: this is not a Harmonies link\n$" check hello)
cli_test(check_corrupt_record 2 "checksum does not match" check ${RECORDS}/corrupt.txt)
cli_test(check_illegal 2 "action 40 \\(place blue 30\\) is illegal" check ${RECORDS}/illegal.txt)
cli_test(check_no_argument 2 "check needs exactly one" check)
# link: makes a share link from a record or another link.
cli_test(link_game 0 "^HG1\\.2A0\\.cli-record\\.[A-Za-z0-9_-]+\\.QW5u~Qm9i\\.[A-Za-z0-9_-]+\n$"
  link game ${RECORDS}/finished.txt --names Ann,Bob)
cli_test(link_setup 0 "^HS1\\.2A0\\.cli-record\\.5uAI\n$" link setup ${RECORDS}/finished.txt)
cli_test(link_turn_from_link 0 "^HT1\\.2A0\\.cli-record\\.[A-Za-z0-9_-]+\\.Wm_Dqw~xYF1Y2ph\\.[A-Za-z0-9_-]+\n$"
  link turn ${LINKS}/game.txt)
# "Undo" (UndoStep, code 4g): a record holding undos replays and checks; its link keeps only the moves that count.
cli_test(replay_undo 0 "\"actions\": 47" replay ${RECORDS}/undo.txt)
cli_test(check_undo 0 "\"kind\": \"record\".*\"actions\": 47, " check ${RECORDS}/undo.txt)
cli_test(link_game_undo 0 "^HG1\\.2A0\\.cli-undo\\.RgBAIlIIKGwAQgBAKBJtJpwAQACAKOJKIWwACAILJnIQwACAJsJDQgIywACAQgIPKRKVwA\\.\\.8zFE\n$"
  link game ${RECORDS}/undo.txt)
cli_test(link_bad_kind 2 "usage: link setup\\|game\\|turn" link replay ${RECORDS}/finished.txt)
cli_test(link_names_count 2 "--names needs one name per player \\(2\\)" link game ${RECORDS}/finished.txt --names a,b,c)
cli_test(link_name_too_long 2 "the name is too long" link game ${RECORDS}/finished.txt --names Ann,abcdefghijklmnopqrstuvwxyz)
cli_test(link_setup_names 2 "a setup link carries no names" link setup ${RECORDS}/finished.txt --names a,b)
cli_test(link_illegal 2 "is illegal" link turn ${RECORDS}/illegal.txt)
cli_test(link_damaged 2 "checksum does not match" link game ${LINKS}/damaged.txt)
# Seats: who plays each seat, told by game links made from games with bots (link.hpp). check prints
# "seats" only for a link that tells them; --seats makes one, refusing a wrong count or kind.
set(BOTS_RECORD ${RECORDS}/bots-30.txt)
cli_test(check_seats 0 "\"actions\": 30, \"names\": \\[\"Zoë\", \"Otter \\(medium\\)\"\\], \"seats\": \\[\"human\", \"medium\"\\], \"current_player\": 1\\}\n$"
  check ${LINKS}/seats-game.txt)
cli_test(link_seats 0 "^HG2\\.2A0\\.seats-pin\\.[A-Za-z0-9_-]+\\.\\.pm\\.[A-Za-z0-9_-]+\n$"
  link game ${BOTS_RECORD} --seats human,medium)
cli_test(link_seats_all_kinds 0 "^HG2\\.4A0\\.cli\\.\\.\\.pemh\\.[A-Za-z0-9_-]+\n$"
  link game HS1.4A0.cli.ObXQ --seats human,easy,medium,hard)
cli_test(link_seats_kept 0 "^HG2\\.2A0\\.seats-pin\\.[A-Za-z0-9_-]+\\.Wm_Dqw~T3R0ZXIgKG1lZGl1bSk\\.pm\\.2LoL\n$"
  link game ${LINKS}/seats-game.txt)
cli_test(link_seats_turn_people 0 "^HT2\\.2A0\\.seats-pin\\.[A-Za-z0-9_-]+\\.\\.pp\\.[A-Za-z0-9_-]+\n$"
  link turn ${BOTS_RECORD} --seats human,human)
cli_test(link_seats_turn_bot 2 "^harmonies-cli: a turn link hands a game between people: --seats can only be human there\n$"
  link turn ${BOTS_RECORD} --seats human,medium)
cli_test(link_seats_count 2 "^harmonies-cli: --seats needs one kind per player \\(2\\)\n$"
  link game ${BOTS_RECORD} --seats human,medium,hard)
cli_test(link_seats_kind 2 "^harmonies-cli: --seats must list human, easy, medium or hard, one per player \\(e\\.g\\. human,medium\\)\n$"
  link game ${BOTS_RECORD} --seats human,wise)
cli_test(link_seats_missing 2 "^harmonies-cli: unknown option --seats\n$" link game ${BOTS_RECORD} --seats)
cli_test(link_setup_drops_seats 0 "^HS1\\.2A0\\.seats-pin\\.8yHk\n$" link setup ${LINKS}/seats-game.txt)
cli_test(check_seats_unknown_kind 2 "^harmonies-cli: the link names a kind of player this version does not know\n$"
  check HG2.1A0.x...z.4KyY)
# Links made before seats: made with the binary of the commit before seats, they read and print as then
# (no "seats") and are written again byte for byte.
set(OLD_TAIL "\"turns\": 2, \"actions\": 30, \"names\": \\[[^]]*\\], \"current_player\": 1\\}\n$")
cli_test(check_old_game 0 "^\\{\"kind\": \"game\", \"seed\": \"seats-pin\".*${OLD_TAIL}" check ${LINKS}/old-game.txt)
cli_test(check_old_game_names 0 "\"names\": \\[\"Zoë\", \"Otter \\(medium\\)\"\\], \"current_player\": 1\\}\n$"
  check ${LINKS}/old-game-names.txt)
cli_test(check_old_turn 0 "^\\{\"kind\": \"turn\".*${OLD_TAIL}" check ${LINKS}/old-turn.txt)
cli_test(check_old_turn_names 0 "\"names\": \\[\"Ann\", \"Bob\"\\], \"current_player\": 1\\}\n$" check ${LINKS}/old-turn-names.txt)
cli_test(check_old_setup 0 "^\\{\"kind\": \"setup\".*\"actions\": 0, \"names\": \\[\\], \"current_player\": 1\\}\n$"
  check ${LINKS}/old-setup.txt)
cli_test(link_old_game 0 "^HG1\\.2A0\\.seats-pin\\.CAJAIBICSAwACAJBKhKiRgwABAJgIDJkRAYEwACAKAIGKERgYhwACAJFJFJG\\.\\.XaKc\n$"
  link game ${LINKS}/old-game.txt)
cli_test(link_old_game_names 0 "^HG1\\.2A0\\.seats-pin\\.CAJAIBICSAwACAJBKhKiRgwABAJgIDJkRAYEwACAKAIGKERgYhwACAJFJFJG\\.Wm_Dqw~T3R0ZXIgKG1lZGl1bSk\\.FsXf\n$"
  link game ${LINKS}/old-game-names.txt)
cli_test(link_old_turn 0 "^HT1\\.2A0\\.seats-pin\\.CAJAIBICSAwACAJBKhKiRgwABAJgIDJkRAYEwACAKAIGKERgYhwACAJFJFJG\\.\\.GRV7\n$"
  link turn ${LINKS}/old-turn.txt)
cli_test(link_old_turn_names 0 "^HT1\\.2A0\\.seats-pin\\.CAJAIBICSAwACAJBKhKiRgwABAJgIDJkRAYEwACAKAIGKERgYhwACAJFJFJG\\.QW5u~Qm9i\\.Eclx\n$"
  link turn ${LINKS}/old-turn-names.txt)
cli_test(link_old_setup 0 "^HS1\\.2A0\\.seats-pin\\.8yHk\n$" link setup ${LINKS}/old-setup.txt)

if(HARMONIES_WEB)
  # Parity: the node build prints exactly what the native build prints.
  add_test(NAME wasm.cli.parity_with_native
           COMMAND ${CMAKE_COMMAND} -DNATIVE=${PROJECT_SOURCE_DIR}/build/native/harmonies-cli
                   "-DWASM=/usr/bin/node;${PROJECT_BINARY_DIR}/harmonies-cli.js"
                   -DBOARDS=${BOARDS} -DRECORDS=${RECORDS} -DLINKS=${LINKS}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/cli_parity.cmake)
endif()

# review: the hard bot reviews a player's turns; refuses what check refuses.
cli_test(review_record 0
  "^\\{\"player\": 1, \"futures\": 1, \"accuracy\": [0-9.]+, \"mean_loss\": [0-9.]+, \"costliest\": \\[[0-9, ]*\\], \"turns\": \\[\\{\"turn\": 2, \"action\": [0-9]+, \"turns_left\": [0-9]+, \"played\": [0-9.]+, \"best\": [0-9.]+, \"loss\": [0-9.]+, \"verdict\": \"(best|good|inaccuracy|mistake)\", \"best_turn\": \"[A-Za-z0-9_-]+\"\\}"
  review ${RECORDS}/finished.txt --player 1 --futures 1)
cli_test(review_link 0 "\"turns\": \\[\\{\"turn\": 1," review ${LINKS}/game.txt --futures 1)
cli_test(review_setup_link 0 "^\\{\"player\": 0, \"futures\": 8, \"accuracy\": 100.0, \"mean_loss\": 0.0, \"costliest\": \\[\\], \"turns\": \\[\\]\\}\n$"
  review HS1.2A0.cli-record.5uAI)
cli_test(review_corrupt 2 "checksum does not match" review ${RECORDS}/corrupt.txt)
cli_test(review_illegal 2 "action 40 \\(place blue 30\\) is illegal" review ${RECORDS}/illegal.txt)
cli_test(review_not_a_link 2 "^harmonies-cli: this is not a Harmonies link\n$" review hello)
cli_test(review_bad_player 2 "^harmonies-cli: player 2 is not in this game of 2 \\(players are numbered from 0\\)\n$"
  review ${RECORDS}/finished.txt --player 2)
cli_test(review_bad_futures 2 "^harmonies-cli: --futures must be 1 to 64\n$" review ${RECORDS}/finished.txt --futures 0)
cli_test(review_missing 2 "^harmonies-cli: review needs a record or link" review)
