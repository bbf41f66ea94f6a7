// Golden games: a few seeded setups and random games pinned value by value.
// They must agree natively and in wasm, and change only with a new record
// version (DESIGN.md "Deterministic everywhere"). If an intended rules or deck
// change moves them, update the values here and bump kRecordMagic if old
// records would replay differently.
#include <catch2/catch.hpp>

#include <cstdio>

#include "harmonies/random_play.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

struct Golden {
  Setup setup;
  int first_player;
  std::vector<const char*> pouch_top;  // next tokens out of the pouch
  std::vector<const char*> row;        // face-up animal cards at the start
  size_t actions;
  int rounds;
  const char* record_hash;
  std::vector<int> totals;
  std::vector<int> winners;
};

std::string hex64(std::uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

}  // namespace

TEST_CASE("Golden seeded games", "[golden]") {
  const std::vector<Golden> goldens = {
      {make_setup(1, Side::A, false, "golden-solo"), 0,
       {"gray", "green", "yellow", "yellow", "green", "green", "gray", "red", "gray", "red", "brown", "blue"},
       {"stone-marten", "tree-frog", "chamois"}, 49, 8, "1b9514497516b9a5", {26}, {0}},
      {make_setup(2, Side::B, true, "golden-duo"), 0,
       {"blue", "blue", "blue", "gray", "gray", "red", "blue", "yellow", "green", "brown", "gray", "yellow"},
       {"peregrine-falcon", "mountain-goat", "barn-swallow", "barn-owl", "badger"}, 98, 9, "87150bf0300df305",
       {22, 32}, {1}},
      {make_setup(4, Side::A, true, "golden-four"), 3,
       {"yellow", "brown", "gray", "yellow", "green", "gray", "brown", "brown", "green", "yellow", "red", "yellow"},
       {"dragonfly", "mountain-goat", "tree-frog", "hedgehog", "griffon-vulture"}, 184, 8, "1f17f373942be5a6",
       {25, 25, 22, 20}, {1}},  // seat 1: Dragonfly's 5 cubes score 12 (ladder 2-4-6-9-12, DECK_BALANCE.md);
                                  // tied with seat 0 at 25, seat 1 wins on animal cubes (5 to 0)
  };
  for (const Golden& g : goldens) {
    INFO(g.setup.seed);
    const GameState start = GameState::create(g.setup);
    REQUIRE(start.now().first_player == g.first_player);
    for (size_t i = 0; i < g.pouch_top.size(); ++i)
      REQUIRE(token_name(start.now().pouch[start.now().pouch_count - 1 - i]) == g.pouch_top[i]);
    for (size_t i = 0; i < g.row.size(); ++i) REQUIRE(start.decks().animals[start.now().row[i]].id == g.row[i]);

    const PlayedGame game = play_random_game(g.setup);
    REQUIRE(game.record.actions.size() == g.actions);
    REQUIRE(game.state.now().round == g.rounds);
    REQUIRE(hex64(hash_text(encode_record(game.record))) == g.record_hash);
    for (int p = 0; p < g.setup.players; ++p) REQUIRE(game.state.score(p).total == g.totals[p]);
    REQUIRE(game.state.winners() == g.winners);
  }
}
