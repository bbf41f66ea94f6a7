// The action codec (action_codes.hpp): the two characters per action that
// records, links, the bot worker and the page share. Every legal action of
// random games survives a round trip, and a game's codes are exactly the
// action field of its record (so records and links stay byte-identical).
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "harmonies/action_codes.hpp"
#include "harmonies/random_play.hpp"
#include "harmonies/record.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

TEST_CASE("Action codes: every legal action of random games round-trips, one code per action", "[codes]") {
  const std::vector<Setup> setups = {make_setup(1, Side::A, false, "codes-solo"),
                                     make_setup(2, Side::B, true, "codes-duo"),
                                     make_setup(3, Side::A, true, "codes-three"),
                                     make_setup(4, Side::B, false, "codes-four")};
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
