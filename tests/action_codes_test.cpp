// The action codec (action_codes.hpp): the two characters per action that
// records, links, the bot worker and the page share. Every legal action of
// random games survives a round trip, and a game's codes are exactly the
// action field of its record (so records and links stay byte-identical).
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "harmonies/action_codes.hpp"
#include "harmonies/random_play.hpp"
#include "harmonies/record.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

TEST_CASE("Action codes: every legal action of random games round-trips, one code per action", "[codes]") {
  std::vector<Setup> setups = {make_setup(1, Side::A, false, "codes-solo"),
                               make_setup(2, Side::B, true, "codes-duo"),
                               make_setup(3, Side::A, true, "codes-three"),
                               make_setup(4, Side::B, false, "codes-four")};
  // With the Crescendo modules: their actions are listed too (RULES.md "Sanctuaries", "Whispers").
  for (int players = 1; players <= 4; ++players) {
    Setup s = make_setup(players, static_cast<Side>(players - 1), players % 2 == 0, "codes-crescendo-" + std::to_string(players));
    s.sanctuaries = s.whispers = true;
    s.pulse = players == 3;
    setups.push_back(s);
  }
  for (const Setup& setup : setups) {
    INFO(setup.seed);
    const PlayedGame game = play_random_game(setup);
    GameState g = GameState::create(setup);
    ActionList legal;
    for (const Action& played : game.record.actions) {
      g.legal_actions(legal);
      std::map<std::string, Action> codes;
      for (const Action& a : legal) {
        const auto code = encode(a);
        const std::string text(code.data(), code.size());
        INFO(to_string(a) << " -> " << text);
        REQUIRE(decode(text) == a);
        // Two different actions never share a code.
        const auto [at, fresh] = codes.emplace(text, a);
        REQUIRE((fresh || at->second == a));
      }
      REQUIRE_FALSE(g.apply(played));
    }
    // The sequence: the record's action field, and back.
    const std::string codes = encode_actions(game.record.actions);
    REQUIRE(codes.size() == game.record.actions.size() * kActionCodeLength);
    REQUIRE(encode_record(game.record).find("." + codes + ".") != std::string::npos);
    std::vector<Action> back;
    REQUIRE_FALSE(decode_actions(codes, back));
    REQUIRE(back == game.record.actions);
    std::string appended = "x";
    append_actions(appended, game.record.actions);
    REQUIRE(appended == "x" + codes);
  }
}

TEST_CASE("Action codes: a sequence that is no list of actions is refused and leaves the output alone", "[codes]") {
  const std::vector<Action> kept = {Action::end_turn()};
  std::vector<Action> out = kept;
  REQUIRE(decode_actions("AAA", out).message == "action list is truncated");
  REQUIRE(out == kept);
  const std::string end_code = encode_actions({Action::end_turn()});
  REQUIRE(decode_actions(end_code + "!A", out).message == "action 1 is not an action");
  REQUIRE(out == kept);
  REQUIRE_FALSE(decode_actions("", out));
  REQUIRE(out.empty());
}

namespace {

const std::string kCodeAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

std::string code_of(const Action& a) {
  const auto code = encode(a);
  return std::string(code.data(), code.size());
}

// The code as the format documents it: type (3 bits) | a (4) | b (5), in two base64url characters.
std::string documented_code(int type, int a, int b) {
  const int bits = (type << 9) | (a << 5) | b;
  return {kCodeAlphabet[bits >> 6], kCodeAlphabet[bits & 63]};
}

// Every action of the base game within the fields' ranges: 5 spots, 6 colours on 25 spaces, 5 row slots,
// 5 active cards on 25 spaces, 2 spirits, 5 discards, end and restart.
std::vector<Action> base_actions() {
  std::vector<Action> all;
  for (int s = 0; s < kMaxSpots; ++s) all.push_back(Action::take_spot(s));
  for (int c = 0; c < kTokenColours; ++c)
    for (int b = 0; b < kMaxSpaces; ++b) all.push_back(Action::place_token(c, b));
  for (int i = 0; i < kMaxRow; ++i) all.push_back(Action::take_card(i));
  for (int i = 0; i <= kMaxActiveCards; ++i)
    for (int b = 0; b < kMaxSpaces; ++b) all.push_back(Action::place_cube(i, b));
  for (int i = 0; i < 2; ++i) all.push_back(Action::choose_spirit(i));
  for (int i = 0; i < kMaxRow; ++i) all.push_back(Action::discard_card(i));
  all.push_back(Action::end_turn());
  all.push_back(Action::restart_turn());
  return all;
}

// Every module action within its ranges: 2 whisper slots, 3 tile slots, 8 whisper cards on 25 spaces.
std::vector<Action> module_actions() {
  std::vector<Action> all;
  for (int i = 0; i < kWhisperRow; ++i) all.push_back(Action::take_whisper(i));
  for (int i = 0; i < kTileRow; ++i) all.push_back(Action::take_tile(i));
  for (int w = 0; w < kMaxWhispers; ++w)
    for (int b = 0; b < kMaxSpaces; ++b) all.push_back(Action::place_whisper(w, b));
  return all;
}

}  // namespace

TEST_CASE("Action codes: the base game's codes are as before the modules", "[codes][crescendo]") {
  // Old records and links hold these codes: type | a | b, as the format has always written them.
  for (const Action& a : base_actions()) {
    INFO(to_string(a));
    REQUIRE(code_of(a) == documented_code(static_cast<int>(a.type), a.a, a.b));
    REQUIRE(decode(code_of(a)) == a);
  }
  CHECK(code_of(Action::take_spot(0)) == "AA");
  CHECK(code_of(Action::end_turn()) == "wA");
  CHECK(code_of(Action::restart_turn()) == "4A");
  CHECK(code_of(Action::take_card(4)) == "SA");
}

TEST_CASE("Action codes: every module action encodes and decodes to itself, with a code of its own",
          "[codes][crescendo]") {
  std::set<std::string> base;
  for (const Action& a : base_actions()) base.insert(code_of(a));
  std::set<std::string> seen;
  for (const Action& a : module_actions()) {
    const std::string code = code_of(a);
    INFO(to_string(a) << " -> " << code);
    REQUIRE(decode(code) == a);
    CHECK(base.count(code) == 0);
    CHECK(seen.insert(code).second);
  }
  CHECK(seen.size() == module_actions().size());
  // As action_codes.cpp lays them out: TakeCard's b names the row, EndTurn with a != 0 places a whisper cube.
  CHECK(code_of(Action::take_whisper(1)) == documented_code(2, 1, 1));
  CHECK(code_of(Action::take_tile(2)) == documented_code(2, 2, 2));
  CHECK(code_of(Action::place_whisper(7, 24)) == documented_code(6, 8, 24));
  // A row beyond the tile row, or an end of turn with a space and no whisper card, is no action.
  CHECK_FALSE(decode(documented_code(2, 0, 3)));
  CHECK_FALSE(decode(documented_code(6, 0, 5)));
  // Sequences mixing both round-trip.
  std::vector<Action> mixed = module_actions();
  const std::vector<Action> base_list = base_actions();
  mixed.insert(mixed.begin() + 7, base_list.begin(), base_list.end());
  std::vector<Action> back;
  REQUIRE_FALSE(decode_actions(encode_actions(mixed), back));
  REQUIRE(back == mixed);
}
