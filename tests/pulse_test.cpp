// RULES.md "Modules: Pulse and Crescendo", "Pulse": the module as the game carries it. Its cards are in
// deck_test.cpp, its mirrored matching in pattern_test.cpp; here: the deck a game deals, play with the
// module on, and every record and link that carries the switch.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include "harmonies/link.hpp"
#include "harmonies/random_play.hpp"
#include "harmonies/record.hpp"
#include "harmonies/rng.hpp"
#include "harmonies/state.hpp"
#include "random_games.hpp"
#include "scenario.hpp"
#include "test_paths.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

Setup pulse_setup(int players, Side side, bool spirits, const std::string& seed) {
  Setup s = make_setup(players, side, spirits, seed);
  s.pulse = true;
  return s;
}

// Whether some player placed a cube of a Pulse card where only a mirrored orientation fits.
bool mirrored_cube_placed(const GameState& g) {
  for (int p = 0; p < g.player_count(); ++p) {
    const Board& board = g.player(p).board;
    for (int s = 0; s < board.space_count(); ++s) {
      const int key = board.cubes[s];
      if (key == kNoCube || key >= kSpiritKeyBase || !g.decks().animals[key].mirrors()) continue;
      // Matched with rotations only, would this cube's habitat be there?
      const PlacementTable rotations_only(g.decks().animals[key].pattern, board.side, false);
      bool rotated = false;
      for (const Placement& at : rotations_only.at(s)) {
        bool all = true;
        for (size_t i = 0; i < g.decks().animals[key].pattern.hexes.size(); ++i)
          all &= satisfies(board.stacks[at.spaces[i]], g.decks().animals[key].pattern.hexes[i]);
        rotated |= all;
      }
      if (!rotated) return true;
    }
  }
  return false;
}

}  // namespace

TEST_CASE("RULES.md Pulse: 42 animals in a Pulse game's deck, 32 in a base game's", "[pulse]") {
  for (int players = 1; players <= 4; ++players) {
    const GameState base = GameState::create(make_setup(players, Side::A, false, "decks"));
    const GameState pulse = GameState::create(pulse_setup(players, Side::A, false, "decks"));
    REQUIRE(animals_in_play(base) == 32);
    REQUIRE(animals_in_play(pulse) == 42);
    const int row = base.row_size();
    REQUIRE(base.now().deck_count == 32 - row);
    REQUIRE(pulse.now().deck_count == 42 - row);
    for (int id : base.deck_cards()) REQUIRE(base.decks().animals[id].module == Module::Base);
  }
}

TEST_CASE("RULES.md Pulse: the module changes the deal of a seed - base games keep theirs", "[pulse]") {
  // golden_test.cpp pins whole base games made before the module: they still replay identically.
  const GameState base = GameState::create(make_setup(2, Side::A, false, "harmonies"));
  const GameState pulse = GameState::create(pulse_setup(2, Side::A, false, "harmonies"));
  REQUIRE(base.now().pouch == pulse.now().pouch);  // the pouch is shuffled first, the same
  REQUIRE_FALSE(base.now().deck == pulse.now().deck);
}

namespace {

// Builds card `id`'s habitat on an empty board in an orientation only a mirror gives (the first found),
// hands the card to the player to move, and says where its cube would go; -1 if no such orientation.
int build_mirrored_only(const Setup& setup, int id, GameState& out) {
  const GameState fresh = GameState::create(setup);
  const AnimalCard& card = fresh.decks().animals[id];
  const PlacementTable with_mirror(card.pattern, setup.side, true), rotations(card.pattern, setup.side, false);
  for (int anchor = 0; anchor < Geometry::of(setup.side).space_count(); ++anchor) {
    for (const Placement& m : with_mirror.at(anchor)) {
      const bool rotated = std::any_of(rotations.at(anchor).begin(), rotations.at(anchor).end(),
                                       [&](const Placement& r) { return r.spaces == m.spaces; });
      if (rotated) continue;
      Position p = fresh.now();
      const int me = p.current;
      hand_card(p, me, id);
      for (size_t i = 0; i < card.pattern.hexes.size(); ++i) {
        const Stack stack = example_stack(card.pattern.hexes[i]);
        for (int k = 0; k < stack.height; ++k) build(p, me, m.spaces[i], {stack.tokens[k]});
      }
      out = resume(setup, p);
      return anchor;
    }
  }
  return -1;
}

}  // namespace

TEST_CASE("RULES.md Pulse: a Pulse card's cube may go on a mirrored habitat - highlighting, hint and bots see it",
          "[pulse]") {
  int checked = 0;
  for (size_t id = 0; id < standard_decks().animals.size(); ++id) {
    const AnimalCard& card = standard_decks().animals[id];
    if (!card.mirrors() || !mirror_differs(card.pattern)) continue;
    INFO(card.id);
    const Setup setup = pulse_setup(2, Side::A, false, "mirror");
    GameState g = GameState::create(setup);
    const int anchor = build_mirrored_only(setup, static_cast<int>(id), g);
    REQUIRE(anchor >= 0);
    // The highlighting draws cube_targets; the hint and the bots choose among legal_actions.
    REQUIRE((g.cube_targets(g.current_player(), static_cast<int>(id)) >> anchor) & 1u);
    REQUIRE(is_legal(g, Action::place_cube(0, anchor)));
    play(g, Action::place_cube(0, anchor));
    REQUIRE(g.now().cubes_on_card[id] == 1);
    ++checked;
  }
  REQUIRE(checked == 9);
}

TEST_CASE("RULES.md Pulse: a base card's mirrored habitat takes no cube, Pulse on or off", "[pulse]") {
  int checked = 0;
  for (size_t id = 0; id < standard_decks().animals.size(); ++id) {
    const AnimalCard& card = standard_decks().animals[id];
    if (card.mirrors() || !mirror_differs(card.pattern)) continue;
    INFO(card.id);
    for (bool pulse : {false, true}) {
      Setup setup = make_setup(2, Side::A, false, "mirror");
      setup.pulse = pulse;
      // Laid out as a mirroring card would be, then judged by the card's own (rotating) rule.
      GameState g = GameState::create(setup);
      const int anchor = build_mirrored_only(setup, static_cast<int>(id), g);
      REQUIRE(anchor >= 0);
      CHECK_FALSE((g.cube_targets(g.current_player(), static_cast<int>(id)) >> anchor) & 1u);
      CHECK_FALSE(is_legal(g, Action::place_cube(0, anchor)));
    }
    ++checked;
  }
  REQUIRE(checked > 0);  // our base deck has cards whose mirror image differs (RULES.md "Pulse")
}

TEST_CASE("RULES.md Pulse: 400 seeded random games with the module keep every invariant", "[pulse][random]") {
  int pulse_cubes = 0, mirrored = 0;
  for (int i = 0; i < 400; ++i) {
    const Setup setup = pulse_setup(1 + i % 4, i % 3 == 0 ? Side::B : Side::A, i % 5 == 1, "pulse-" + std::to_string(i));
    Rng rng(static_cast<std::uint64_t>(i) + 1);
    RandomGameOptions options;  // any legal action, take-backs included, under every check of random_games.hpp
    options.choose = [&](const GameState&, const ActionList& legal) {
      return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    };
    options.max_actions = 2001;  // at most 2,000 actions
    const GameState g = play_checked_game(setup, options).state();
    for (int p = 0; p < g.player_count(); ++p)
      for (int k = 0; k < g.player(p).taken_count; ++k)
        pulse_cubes += g.decks().animals[g.player(p).taken[k]].module == Module::Pulse
                           ? g.now().cubes_on_card[g.player(p).taken[k]]
                           : 0;
    mirrored += mirrored_cube_placed(g) ? 1 : 0;
  }
  // Random play takes Pulse cards and places their cubes, some only a mirror image allows.
  REQUIRE(pulse_cubes > 40);
  REQUIRE(mirrored > 0);
}

TEST_CASE("RULES.md Pulse: records and links carry the switch, and round-trip", "[pulse][record][link]") {
  for (int players = 1; players <= 4; ++players) {
    const PlayedGame game = play_random_game(pulse_setup(players, Side::B, players % 2 == 0, "pulse-trip"));
    const std::string text = encode_record(game.record);
    REQUIRE(text.find(".P.") == std::string::npos);
    REQUIRE(text.rfind(std::string("HR1.") + char('0' + players) + "B" + (players % 2 == 0 ? "1" : "0") + "P.", 0) == 0);
    Record decoded;
    REQUIRE_FALSE(decode_record(text, decoded));
    REQUIRE(decoded.setup.pulse);
    REQUIRE(decoded == game.record);
    GameState replayed = GameState::create(decoded.setup);
    REQUIRE_FALSE(replay(decoded, replayed));
    REQUIRE(replayed == game.state);
    for (LinkKind kind : {LinkKind::Setup, LinkKind::Game, LinkKind::Turn}) {
      const Link link{kind, kind == LinkKind::Setup ? Record{game.record.setup, {}} : game.record, {}, {}};
      Link back;
      REQUIRE_FALSE(decode_link(encode_link(link), back));
      REQUIRE(back == link);
      REQUIRE(back.record.setup.pulse);
    }
  }
}

TEST_CASE("RULES.md Pulse: records and links made before the module open as base games", "[pulse][record][link]") {
  // A base game writes no module letter: "HR1.3A1.<seed>...", as every record and link did before Pulse.
  const PlayedGame game = play_random_game(make_setup(3, Side::A, true, "before-pulse"));
  const std::string text = encode_record(game.record);
  REQUIRE(text.rfind("HR1.3A1.before-pulse.", 0) == 0);
  Record back;
  REQUIRE_FALSE(decode_record(text, back));
  REQUIRE_FALSE(back.setup.pulse);
  const Link link{LinkKind::Setup, Record{game.record.setup, {}}, {}, {}};
  REQUIRE(encode_link(link).find(".3A1.before-pulse.") != std::string::npos);
  Link link_back;
  REQUIRE_FALSE(decode_link(encode_link(link), link_back));
  REQUIRE_FALSE(link_back.record.setup.pulse);
}

TEST_CASE("A module letter this version does not know is a newer version's, not damage", "[pulse][record][link]") {
  // Sealed as the format seals (24 bits of FNV-1a, base64url), so only the letter is unknown.
  const auto reseal = [](std::string body) {
    const auto h = static_cast<std::uint32_t>(hash_text(body) & 0xFFFFFFu);
    const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    body += '.';
    for (int shift = 18; shift >= 0; shift -= 6) body += alphabet[(h >> shift) & 63];
    return body;
  };
  const PlayedGame game = play_random_game(make_setup(2, Side::A, false, "future"));
  std::string body = encode_record(game.record);
  body.resize(body.rfind('.'));
  REQUIRE(body.rfind("HR1.2A0.", 0) == 0);
  Record record;
  Error e = decode_record(reseal("HR1.2A0Z." + body.substr(8)), record);
  REQUIRE(e);
  CHECK(e.kind == ErrorKind::Newer);
  e = decode_record(reseal("HR1.2A0P." + body.substr(8)), record);
  REQUIRE_FALSE(e);  // the same game with Pulse on: a valid record (its moves are judged on replay)
  CHECK(record.setup.pulse);
  e = decode_record(reseal("HR1.2A0p." + body.substr(8)), record);
  REQUIRE(e);
  CHECK(e.kind == ErrorKind::Damaged);
}

TEST_CASE("The daily challenge uses Pulse on some days from 2026-12-07, never before", "[pulse][daily]") {
  bool pulse[2] = {};
  for (int i = 0; i < 60; ++i) {
    REQUIRE_FALSE(daily_setup(2025, 1 + i / 28, 1 + i % 28).pulse);
    REQUIRE_FALSE(daily_setup(2026, 12, 1 + i % 6).pulse);
    pulse[daily_setup(2027, 1 + i / 28, 1 + i % 28).pulse] = true;
  }
  REQUIRE((pulse[0] && pulse[1]));
}

TEST_CASE("The browser test's position: a Pulse card's only cube placement is mirrored", "[pulse][e2e]") {
  // tests/data/records/pulse-mirror.txt: a solo Pulse game (medium bot, seed e2e-mirror-2) stopped where
  // its only cube placement is the Red Squirrel's (held card 3) on space 3, which only a mirrored habitat
  // allows. tests/e2e/pulse.test.mjs opens it and checks that the board highlights that space.
  std::ifstream in(std::string(test_data_dir()) + "/records/pulse-mirror.txt");
  std::string text;
  REQUIRE(std::getline(in, text));
  Record record;
  REQUIRE_FALSE(decode_record(text, record));
  REQUIRE(record.setup.pulse);
  GameState g = GameState::create(record.setup);
  REQUIRE_FALSE(replay(record, g));
  std::vector<Action> cubes;
  for (const Action& a : g.legal_actions())
    if (a.type == ActionType::PlaceCube) cubes.push_back(a);
  REQUIRE(cubes.size() == 1);
  REQUIRE(cubes[0] == Action::place_cube(3, 3));
  std::array<ActiveCard, kMaxActiveCards + 1> active;
  REQUIRE(g.active_cards(g.current_player(), active) > 3);
  const AnimalCard& card = g.decks().animals[active[3].key];
  REQUIRE(card.id == "red-squirrel");
  REQUIRE(card.mirrors());
  REQUIRE(mirror_differs(card.pattern));
  // Rotations alone find no habitat with the cube on space 3.
  const Board& board = g.player(g.current_player()).board;
  const PlacementTable rotations_only(card.pattern, board.side, false);
  for (const Placement& at : rotations_only.at(3)) {
    bool all = true;
    for (size_t i = 0; i < card.pattern.hexes.size(); ++i)
      all &= satisfies(board.stacks[at.spaces[i]], card.pattern.hexes[i]);
    REQUIRE_FALSE(all);
  }
}
