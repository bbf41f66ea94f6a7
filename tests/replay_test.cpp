// The replay viewer's model (wasm/model/replay.hpp): steps, turns, and the position
// shown always equal to the engine's replay of the record's first steps.
#include <catch2/catch.hpp>

#include <algorithm>

#include "harmonies/link.hpp"
#include "harmonies/random_play.hpp"
#include "model/replay.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;
using namespace harmonies::ui;

TEST_CASE("A replay opens at the end and walks turns both ways", "[replay]") {
  const PlayedGame played = play_random_game(make_setup(2, Side::A, true, "replay"));
  Replay r;
  REQUIRE_FALSE(Replay::open(played.record, {"Ann", "Bo"}, r));
  REQUIRE(r.step() == r.steps());
  REQUIRE(r.steps() == played.record.actions.size());

  int end_turns = 0;
  for (const Action& a : played.record.actions) end_turns += a.type == ActionType::EndTurn;
  REQUIRE(r.turn_count() == end_turns);  // the last EndTurn finishes the game: no turn after it

  // Every turn starts right after an EndTurn, and turn_at agrees.
  for (int t = 0; t < r.turn_count(); ++t) {
    const size_t start = r.turn_start(t);
    REQUIRE(r.turn_at(start) == t);
    if (t > 0) REQUIRE(played.record.actions[start - 1].type == ActionType::EndTurn);
  }
  // Back to the start turn by turn, then forward again.
  int hops = 0;
  while (r.step() > 0) r.previous_turn(), ++hops;
  REQUIRE(hops == r.turn_count());  // from the end: into the last turn's start, then one per turn
  REQUIRE(r.turn_at(0) == 0);
  for (int t = 1; t < r.turn_count(); ++t) {
    r.next_turn();
    REQUIRE(r.step() == r.turn_start(t));
  }
  r.next_turn();
  REQUIRE(r.step() == r.steps());
}

TEST_CASE("The replay's position at a step is the game at that step", "[replay]") {
  const PlayedGame played = play_random_game(make_setup(3, Side::B, false, "replay-steps"));
  Replay r;
  REQUIRE_FALSE(Replay::open(played.record, {}, r));
  GameState live = GameState::create(played.record.setup);
  for (size_t step = 0; step <= played.record.actions.size(); step += 7) {
    r.seek(step);
    GameState shown = GameState::create(played.record.setup);
    REQUIRE_FALSE(replay(r.prefix(), shown));
    GameState expected = GameState::create(played.record.setup);
    for (size_t i = 0; i < step; ++i) REQUIRE_FALSE(expected.apply(played.record.actions[i]));
    REQUIRE(shown == expected);
  }
  r.seek(1u << 30);
  REQUIRE(r.step() == r.steps());
  r.step_forward();
  REQUIRE(r.step() == r.steps());
  r.seek(0);
  r.step_back();
  REQUIRE(r.step() == 0);
}

TEST_CASE("A replay refuses a record with an illegal action", "[replay]") {
  PlayedGame played = play_random_game(make_setup(1, Side::A, false, "replay-bad"));
  played.record.actions.insert(played.record.actions.begin() + 2, Action::end_turn());
  Replay r;
  REQUIRE(Replay::open(played.record, {}, r).message.find("illegal") != std::string::npos);
}

TEST_CASE("RULES.md Crescendo: a replay and the game and setup links of a game with every module keep them", "[replay][crescendo]") {
  Setup setup = make_setup(3, Side::D, true, "crescendo-replay");
  setup.pulse = setup.sanctuaries = setup.whispers = true;
  const PlayedGame played = play_random_game(setup);
  // The links a replay's "Share" and the game menu make: the whole game, and its setup alone.
  for (const LinkKind kind : {LinkKind::Game, LinkKind::Setup}) {
    Link link{kind, kind == LinkKind::Setup ? Record{setup, {}} : played.record, {}, {}};
    const std::string text = encode_link(link);
    CHECK(text.substr(4, 6) == "3D1PSW");
    Link read;
    REQUIRE_FALSE(decode_link(text, read));
    CHECK(read.record.setup == setup);
    CHECK(read == link);
  }
  Replay viewer;
  REQUIRE_FALSE(Replay::open(played.record, {"Ann", "Bob", "Cy"}, viewer));
  CHECK(viewer.record().setup == setup);
  CHECK(viewer.step() == viewer.steps());
  // Each turn's position is the engine's, modules included (whisper cubes and sanctuaries on the boards).
  int with_pieces = 0;
  for (int turn = 0; turn < viewer.turn_count(); turn += 3) {
    viewer.seek(viewer.turn_start(turn));
    const Record prefix = viewer.prefix();
    CHECK(prefix.setup == setup);
    GameState state = GameState::create(prefix.setup);
    REQUIRE_FALSE(replay(prefix, state));
    for (int p = 0; p < state.player_count(); ++p)
      with_pieces += state.player(p).board.whisper_count() + state.player(p).board.sanctuary_count();
  }
  CHECK(with_pieces > 0);
}

TEST_CASE("A replay shows the game without the steps taken back", "[replay][undo]") {
  // A saved game keeps every Undo and "Start my turn over" with the steps they took back; its replay
  // shows the game played: exactly the steps of without_undone_actions(), turn for turn.
  const PlayedGame played = play_random_game(make_setup(2, Side::A, true, "replay-undo"));
  for (const Action& a : played.record.actions) REQUIRE_FALSE(is_take_back(a.type));
  const Record raw = with_steps_taken_back(played.record);
  const auto undos = std::count_if(raw.actions.begin(), raw.actions.end(),
                                   [](const Action& a) { return a.type == ActionType::UndoStep; });
  const auto restarts = std::count_if(raw.actions.begin(), raw.actions.end(),
                                      [](const Action& a) { return a.type == ActionType::RestartTurn; });
  REQUIRE(undos > 5);
  REQUIRE(restarts >= 3);
  REQUIRE(without_undone_actions(raw) == played.record);

  Replay r;
  REQUIRE_FALSE(Replay::open(raw, {"Ann", "Bo"}, r));
  CHECK(r.record() == played.record);
  CHECK(r.steps() == played.record.actions.size());
  CHECK(r.step() == r.steps());
  Replay clean;
  REQUIRE_FALSE(Replay::open(played.record, {"Ann", "Bo"}, clean));
  REQUIRE(r.turn_count() == clean.turn_count());
  for (int t = 0; t < r.turn_count(); ++t) CHECK(r.turn_start(t) == clean.turn_start(t));
  // Every step shown, and what "Continue from here" takes, is a step of the game played.
  for (size_t step = 0; step <= r.steps(); step += 5) {
    r.seek(step);
    const Record prefix = r.prefix();
    REQUIRE(prefix.actions.size() == step);
    CHECK(std::none_of(prefix.actions.begin(), prefix.actions.end(), [](const Action& a) { return is_take_back(a.type); }));
    CHECK(std::equal(prefix.actions.begin(), prefix.actions.end(), played.record.actions.begin()));
  }
}
