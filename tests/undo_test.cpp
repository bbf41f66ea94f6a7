// "Undo" (ActionType::UndoStep): taking back the turn's last step (RULES.md "A turn": "Start my turn over"
// may rewind everything the turn did; Undo rewinds it one step at a time). The engine owns it: every kind of
// step comes back exactly, nothing before the turn's start can be taken back, and records lose what was
// taken back, as they lose what a restart undid.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "harmonies/action_codes.hpp"
#include "harmonies/random_play.hpp"
#include "harmonies/record.hpp"
#include "harmonies/rng.hpp"
#include "random_games.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

Setup with_modules(Setup s) {
  s.sanctuaries = s.whispers = true;
  return s;
}

// The tokens in hand, in a canonical order (placing and taking back may reorder the hand).
std::vector<Token> hand_of(const GameState& g) {
  const TurnState& t = g.now().turn;
  std::vector<Token> hand(t.hand.begin(), t.hand.begin() + t.hand_count);
  std::sort(hand.begin(), hand.end());
  return hand;
}

bool is_step(const Action& a) { return !is_take_back(a.type) && a.type != ActionType::EndTurn; }

}  // namespace

TEST_CASE("RULES.md A turn: Undo takes back the turn's last step, whatever its kind", "[rules][undo]") {
  // Random games with every module: after each step, a copy takes it back and must be the very game that
  // never took it (GameState equality covers the position, the turn's start and the steps left).
  const std::vector<Setup> setups = {with_modules(make_setup(1, Side::C, true, "undo-kinds-solo")),
                                     with_modules(make_setup(2, Side::D, true, "undo-kinds-duo")),
                                     make_setup(3, Side::A, true, "undo-kinds-three"),
                                     with_modules(make_setup(4, Side::B, false, "undo-kinds-four"))};
  std::array<int, kActionTypes> undone{};
  for (const Setup& setup : setups) {
    // The one random-game checker takes every step back on a copy (random_games.hpp): the turn's last step
    // is the step, Undo is legal, gives the state before it, and the step is legal again and leads to the
    // same state. Here: which kinds of steps it took back.
    RandomGameOptions options;
    options.choose = random_choice(hash_text(setup.seed));
    options.after = [&](CheckedGame&, const GameState&, const Action& a) {
      if (is_step(a)) ++undone[static_cast<int>(a.type)];
    };
    play_checked_game(setup, options);
  }
  for (ActionType type : {ActionType::TakeSpot, ActionType::PlaceToken, ActionType::TakeCard, ActionType::PlaceCube,
                          ActionType::ChooseSpirit, ActionType::DiscardCard, ActionType::TakeWhisper,
                          ActionType::PlaceWhisper, ActionType::TakeTile}) {
    INFO(to_string(Action{type, 0, 0}));
    CHECK(undone[static_cast<int>(type)] > 0);
  }
}

TEST_CASE("RULES.md A turn: Undo twice takes back two placements, the later first", "[rules][undo]") {
  GameState g = GameState::create(make_setup(2, Side::A, false, "undo-twice"));
  play(g, Action::take_spot(1));
  const GameState spot_taken = g;
  const std::vector<Token> hand = hand_of(g);
  const Token first = g.now().turn.hand[0];
  play(g, Action::place_token(index_of(first), 0));
  const GameState one_placed = g;
  const Token second = g.now().turn.hand[0];
  play(g, Action::place_token(index_of(second), 1));
  REQUIRE(g.now().turn.hand_count == 1);

  play(g, Action::undo_step());
  CHECK(g == one_placed);
  CHECK(g.player(g.current_player()).board.stacks[1].empty());
  CHECK(g.player(g.current_player()).board.stacks[0].height == 1);
  CHECK(g.now().turn.hand_count == 2);
  REQUIRE(g.last_step());
  CHECK(*g.last_step() == Action::place_token(index_of(first), 0));

  play(g, Action::undo_step());
  CHECK(g == spot_taken);
  CHECK(hand_of(g) == hand);
  CHECK(g.player(g.current_player()).board.empty_spaces() == g.player(g.current_player()).board.space_count());

  // Back to the turn's start: the spot holds its tokens again, and there is nothing left to take back.
  play(g, Action::undo_step());
  CHECK(g == GameState::create(make_setup(2, Side::A, false, "undo-twice")));
  CHECK(g.last_step() == nullptr);
}

TEST_CASE("Undo with nothing to take back is refused with a message and changes nothing", "[rules][undo][robust]") {
  const Setup setup = make_setup(2, Side::A, false, "undo-nothing");
  const std::string nothing = "nothing to undo: the turn has no step to take back";
  GameState g = GameState::create(setup);

  SECTION("at the start of the game") {
    const GameState before = g;
    CHECK(g.check(Action::undo_step()).message == nothing);
    CHECK(g.apply(Action::undo_step()).message == nothing);
    CHECK(g == before);
    CHECK_FALSE(is_legal(g, Action::undo_step()));
  }
  SECTION("after starting the turn over") {
    play(g, Action::take_spot(0));
    play(g, Action::restart_turn());
    const GameState before = g;
    CHECK(g.apply(Action::undo_step()).message == nothing);
    CHECK(g == before);
  }
  SECTION("after the turn ended: the last turn's steps are played for good") {
    play_plain_turn(g);
    const GameState before = g;
    CHECK(g.apply(Action::undo_step()).message == nothing);
    CHECK(g == before);
  }
  SECTION("in a game resumed mid-turn: its position is where the turn starts") {
    play(g, Action::take_spot(0));
    GameState resumed = resume(setup, g.now());
    const GameState before = resumed;
    CHECK(resumed.apply(Action::undo_step()).message == nothing);
    CHECK(resumed == before);
  }
  SECTION("a malformed undo, even when a step could be taken back") {
    play(g, Action::take_spot(0));
    const GameState before = g;
    CHECK(g.apply(Action{ActionType::UndoStep, 1, 0}).message == "malformed action");
    CHECK(g.apply(Action{ActionType::UndoStep, 0, 3}).message == "malformed action");
    CHECK(g == before);
  }
  SECTION("a finished game") {
    GameState over = play_random_game(setup).state;
    REQUIRE(over.is_terminal());
    CHECK(over.check(Action::undo_step()).message == "the game is over");
  }
}

TEST_CASE("Undo and Start my turn over are listed last, and random play never chooses Undo", "[rules][undo]") {
  GameState g = GameState::create(make_setup(1, Side::A, true, "undo-listed"));
  play(g, Action::take_spot(0));
  const std::vector<Action> legal = g.legal_actions();
  REQUIRE(legal.size() >= 3);
  CHECK(legal[legal.size() - 2] == Action::undo_step());
  CHECK(legal.back() == Action::restart_turn());
  // A whole random game: no take-back in its record.
  const PlayedGame game = play_random_game(make_setup(3, Side::B, true, "undo-random"));
  for (const Action& a : game.record.actions) REQUIRE_FALSE(is_take_back(a.type));
}

TEST_CASE("Undo's code: \"4g\", a field Start my turn over leaves at zero, so older codes read the same",
          "[codes][undo]") {
  const auto code = encode(Action::undo_step());
  CHECK(std::string(code.data(), code.size()) == "4g");
  CHECK(decode("4g") == Action::undo_step());
  CHECK(decode("4A") == Action::restart_turn());
  // The restart's other fields stay no action: one code per action.
  CHECK_FALSE(decode("4h"));
  CHECK_FALSE(decode("5A"));
  CHECK_FALSE(decode("4B"));
}

TEST_CASE("Records: dropping what Undo took back replays to the identical state", "[record][undo]") {
  // Random games in which, now and then, a step is taken back (sometimes two, sometimes after a restart):
  // the full record keeps the undos; without_undone_actions() gives exactly the record of the game played
  // without the steps taken back, and it replays to the identical state.
  for (int players = 1; players <= 4; ++players) {
    Setup setup = make_setup(players, static_cast<Side>(players - 1), players % 2 == 1, "undo-record-" + std::to_string(players));
    if (players >= 3) setup = with_modules(setup);
    Rng chance(7 + players);
    Record clean{setup, {}};   // what counts: built by hand, as a game that never took the steps
    size_t turn_start = 0;     // where the current turn begins in `clean`
    int undos = 0;
    RandomGameOptions options;
    options.choose = random_choice(hash_text(setup.seed));
    options.max_actions = 10000;
    options.after = [&](CheckedGame& game, const GameState&, const Action& a) {
      const GameState& state = game.state();
      clean.actions.push_back(a);
      if (a.type == ActionType::EndTurn) turn_start = clean.actions.size();
      if (!state.last_step() || chance.below(4) != 0) return;
      const int times = chance.below(3) == 0 ? 2 : 1;
      for (int k = 0; k < times && state.last_step(); ++k) {
        game.play(Action::undo_step());
        clean.actions.pop_back();
        ++undos;
      }
      if (chance.below(8) == 0 && !state.check(Action::restart_turn())) {
        game.play(Action::restart_turn());
        clean.actions.resize(turn_start);
      }
    };
    // Every action, undos and restarts included, is in the checked game's record.
    const CheckedGame game = play_checked_game(setup, options);
    const Record& record = game.record();
    const GameState& state = game.state();
    REQUIRE(undos > 20);
    const Record compact = without_undone_actions(record);
    CHECK(compact == clean);
    for (const Action& a : compact.actions) REQUIRE_FALSE(is_take_back(a.type));
    GameState replayed = GameState::create(setup);
    REQUIRE_FALSE(replay(compact, replayed));
    CHECK(replayed == state);
    CHECK(without_undone_actions(compact) == compact);
    // The full record round-trips through text and replays to the same state too.
    Record decoded;
    REQUIRE_FALSE(decode_record(encode_record(record), decoded));
    REQUIRE(decoded == record);
    GameState full = GameState::create(setup);
    REQUIRE_FALSE(replay(decoded, full));
    CHECK(full == state);
  }
}
