// Game records: text-safe, versioned, checksummed; refused clearly when broken
// (DESIGN.md "File formats").
#include <catch2/catch.hpp>

#include <fstream>

#include "harmonies/random_play.hpp"
#include "harmonies/record.hpp"
#include "random_games.hpp"
#include "scenario.hpp"
#include "test_paths.hpp"

using namespace harmonies;
using namespace harmonies::testing;

TEST_CASE("Every action has exactly one two-character code", "[record]") {
  int decodable = 0;
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  for (char hi : alphabet) {
    for (char lo : alphabet) {
      const std::string code{hi, lo};
      auto action = decode(code);
      if (!action) continue;
      ++decodable;
      auto back = encode(*action);
      REQUIRE(std::string(back.data(), back.size()) == code);
    }
  }
  REQUIRE(decodable > 100);
  REQUIRE_FALSE(decode("A"));
  REQUIRE_FALSE(decode("A!"));
  REQUIRE_FALSE(decode("A=="));
}

TEST_CASE("A record round-trips and replays to the identical state", "[record]") {
  for (int players = 1; players <= 4; ++players) {
    PlayedGame game = play_random_game(make_setup(players, Side::B, true, "round-trip-" + std::to_string(players)));
    const std::string text = encode_record(game.record);
    REQUIRE(text.rfind("HR1.", 0) == 0);
    REQUIRE(text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.") ==
            std::string::npos);
    Record decoded;
    REQUIRE_FALSE(decode_record(text + "\n", decoded));
    REQUIRE(decoded == game.record);
    GameState replayed = GameState::create(decoded.setup);
    REQUIRE_FALSE(replay(decoded, replayed));
    REQUIRE(replayed == game.state);
  }
}

TEST_CASE("A record of a game in progress resumes mid-turn", "[record]") {
  PlayedGame game = play_random_game(make_setup(2, Side::A, false, "partial"));
  Record half{game.record.setup, {game.record.actions.begin(), game.record.actions.begin() + 31}};
  Record decoded;
  REQUIRE_FALSE(decode_record(encode_record(half), decoded));
  GameState g = GameState::create(decoded.setup);
  REQUIRE_FALSE(replay(decoded, g));
  REQUIRE_FALSE(g.is_terminal());
  REQUIRE_FALSE(g.validate());
}

TEST_CASE("Broken records are refused with a clear message", "[record][robust]") {
  PlayedGame game = play_random_game(make_setup(2, Side::A, false, "broken"));
  const std::string good = encode_record(game.record);
  Record r;
  auto refusal = [&](const std::string& text) {
    Error e = decode_record(text, r);
    REQUIRE(e);
    return e.message;
  };
  REQUIRE(refusal("") == "this is not a Harmonies game record");
  REQUIRE(refusal("hello world") == "this is not a Harmonies game record");
  REQUIRE(refusal("HR9" + good.substr(3)).find("unknown version") != std::string::npos);
  // Any single changed character, anywhere, is caught by the checksum (or the format).
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.";
  for (size_t i = 0; i < good.size(); ++i) {
    for (char c : alphabet) {
      std::string bad = good;
      bad[i] = c;
      if (bad != good) REQUIRE_FALSE(refusal(bad).empty());
    }
  }
  // So is a record cut off at any length.
  for (size_t length = 1; length < good.size(); ++length) REQUIRE_FALSE(refusal(good.substr(0, length)).empty());
  REQUIRE(refusal("HR") == "the record is incomplete");
  REQUIRE(refusal(good.substr(0, good.size() - 10)).find("checksum") != std::string::npos);

  SECTION("well-formed records with illegal actions are refused by replay, naming the action") {
    Record illegal = game.record;
    illegal.actions.insert(illegal.actions.begin(), Action::end_turn());
    GameState g = GameState::create(illegal.setup);
    Error e = replay(illegal, g);
    REQUIRE(e.message == "action 0 (end) is illegal: take the tokens of a central spot first");
  }
  SECTION("a bad seed or options inside a correctly checksummed record") {
    Record weird = game.record;
    weird.setup.seed = "has space";
    REQUIRE(refusal(encode_record(weird)).find("seed") != std::string::npos);
    weird.setup.seed = "ok";
    weird.setup.players = 7;
    REQUIRE(refusal(encode_record(weird)) == "the record's options are malformed");
  }
}

TEST_CASE("Dropping what restarts undid replays to the identical state", "[record]") {
  // Plays random games, but in every other turn does a few actions, starts the
  // turn over and then plays on: the record keeps the undone actions.
  for (int players = 1; players <= 4; ++players) {
    const Setup setup = make_setup(players, Side::A, players % 2 == 1, "undo-" + std::to_string(players));
    int restarts = 0;
    int turn = 0, step = 0;  // the turn and the actions chosen in it (after 40, a new turn as far as this counts)
    bool restarted = false;  // only even turns start over, once
    const auto next_turn = [&] {
      ++turn;
      step = 0;
      restarted = turn % 2 == 1;
    };
    RandomGameOptions options;
    options.choose = random_choice(99 + players);
    options.after = [&](CheckedGame& game, const GameState&, const Action& a) {
      if (a.type == ActionType::EndTurn) return next_turn();
      if (!restarted && step == 1 && !game.state().check(Action::restart_turn())) {
        game.play(Action::restart_turn());
        restarted = true;
        ++restarts;
      }
      if (++step == 40) next_turn();
    };
    const CheckedGame game = play_checked_game(setup, options);
    const Record& record = game.record();
    const GameState& state = game.state();
    REQUIRE(restarts > 3);
    const Record compact = without_undone_actions(record);
    REQUIRE(compact.actions.size() < record.actions.size());
    for (const Action& a : compact.actions) REQUIRE(a.type != ActionType::RestartTurn);
    GameState replayed = GameState::create(setup);
    REQUIRE_FALSE(replay(compact, replayed));
    REQUIRE(replayed == state);
    REQUIRE(without_undone_actions(compact) == compact);
  }
}

TEST_CASE("A Crescendo game's record carries its module letters, round-trips and replays", "[record][crescendo]") {
  for (int players = 1; players <= 4; ++players) {
    Setup setup = make_setup(players, static_cast<Side>(players % 4), players == 2, "crescendo-" + std::to_string(players));
    setup.sanctuaries = players != 3;
    setup.whispers = players != 1;
    const PlayedGame game = play_random_game(setup);
    const std::string text = encode_record(game.record);
    const std::string letters = std::string(setup.sanctuaries ? "S" : "") + (setup.whispers ? "W" : "");
    REQUIRE(text.rfind("HR1." + std::to_string(players) + std::string(side_name(setup.side)) +
                           (setup.spirits ? "1" : "0") + letters + "." + setup.seed + ".",
                       0) == 0);
    Record decoded;
    REQUIRE_FALSE(decode_record(text, decoded));
    REQUIRE(decoded == game.record);
    GameState replayed = GameState::create(decoded.setup);
    REQUIRE_FALSE(replay(decoded, replayed));
    REQUIRE(replayed == game.state);
  }
}

TEST_CASE("A record's module letters: in the order P, S, W, each once - unknown ones are a newer version's",
          "[record][crescendo][robust]") {
  const auto reseal = [](std::string body) {
    const auto h = static_cast<std::uint32_t>(hash_text(body) & 0xFFFFFFu);
    const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    body += '.';
    for (int shift = 18; shift >= 0; shift -= 6) body += alphabet[(h >> shift) & 63];
    return body;
  };
  Record r;
  const std::string rest = ".letters.AA";  // seed and one action
  REQUIRE_FALSE(decode_record(reseal("HR1.2A1SW" + rest), r));
  CHECK((r.setup.sanctuaries && r.setup.whispers && !r.setup.pulse));
  Error e = decode_record(reseal("HR1.2A1WS" + rest), r);
  CHECK(e.message == "the record's options are malformed");
  CHECK(e.kind == ErrorKind::Damaged);
  e = decode_record(reseal("HR1.2A1X" + rest), r);
  CHECK(e.message == "the record's options name a module this version does not know");
  CHECK(e.kind == ErrorKind::Newer);
  // The base game's records read as before the modules (golden_test.cpp replays whole ones).
  std::ifstream in(std::string(test_data_dir()) + "/records/finished.txt");
  std::string text;
  REQUIRE(std::getline(in, text));
  REQUIRE(text.rfind("HR1.2A0.", 0) == 0);
  REQUIRE_FALSE(decode_record(text, r));
  CHECK_FALSE((r.setup.pulse || r.setup.sanctuaries || r.setup.whispers));
  GameState g = GameState::create(r.setup);
  REQUIRE_FALSE(replay(r, g));
  CHECK(g.now().tile_row == std::array<std::int8_t, kTileRow>{kNone, kNone, kNone});
}
