// SpaceSets (cards.hpp): the board's spaces sorted into bit sets once, which cube_targets() matches
// patterns against. Checked against the stack-by-stack rules they stand for, along random games.
#include <catch2/catch.hpp>

#include "harmonies/random_play.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

// Every requirement a pattern hex can make, and heights no hex asks for.
std::vector<PatternHex> every_requirement() {
  std::vector<PatternHex> hexes;
  for (int t = 0; t < kTerrainCount; ++t)
    for (int height = 0; height <= kMaxHeight + 1; ++height)
      hexes.push_back(PatternHex{{0, 0}, static_cast<Terrain>(t), static_cast<std::uint8_t>(height)});
  return hexes;
}

// cube_targets() as the rules say it, space by space and stack by stack.
std::uint32_t cube_targets_by_stacks(const GameState& g, int player, int key) {
  const Board& board = g.player(player).board;
  const Pattern& pattern = key >= kSpiritKeyBase ? g.decks().spirits[key - kSpiritKeyBase].pattern
                                                 : g.decks().animals[key].pattern;
  std::uint32_t targets = 0;
  for (int s = 0; s < board.space_count(); ++s) {
    bool fits = false;
    for (const Placement& p : g.decks().table(g.setup().side, key).at(s)) {
      bool all = true;
      for (size_t i = 0; i < pattern.hexes.size(); ++i) all &= satisfies(board.stacks[p.spaces[i]], pattern.hexes[i]);
      fits |= all;
    }
    if ((fits && !board.has_card_cube(s)) || g.final_cube_on_sanctuary(player, key, s)) targets |= 1u << s;
  }
  return targets;
}

void check_board(const GameState& g, int player) {
  const Board& board = g.player(player).board;
  const SpaceSets sets(board);
  for (const PatternHex& hex : every_requirement()) {
    std::uint32_t expected = 0;
    for (int s = 0; s < board.space_count(); ++s) expected |= satisfies(board.stacks[s], hex) ? 1u << s : 0u;
    INFO(requirement_name(hex) << " height " << int(hex.height));
    REQUIRE(sets.satisfying(hex) == expected);
  }
  std::uint32_t card_cubes = 0, sanctuaries = 0;
  for (int s = 0; s < board.space_count(); ++s) {
    card_cubes |= board.has_card_cube(s) ? 1u << s : 0u;
    sanctuaries |= board.is_sanctuary(s) ? 1u << s : 0u;
  }
  REQUIRE(sets.card_cubes() == card_cubes);
  REQUIRE(sets.sanctuaries() == sanctuaries);
  for (int id = 0; id < static_cast<int>(g.decks().animals.size()); ++id)
    REQUIRE(g.cube_targets(player, id) == cube_targets_by_stacks(g, player, id));
  for (int j = 0; j < static_cast<int>(g.decks().spirits.size()); ++j)
    REQUIRE(g.cube_targets(player, kSpiritKeyBase + j) == cube_targets_by_stacks(g, player, kSpiritKeyBase + j));
}

}  // namespace

TEST_CASE("SpaceSets and cube targets agree with the stack-by-stack rules along random games", "[patterns]") {
  for (int i = 0; i < 16; ++i) {
    Setup setup = make_setup(1 + i % 4, static_cast<Side>(i / 4), true, "space-sets-" + std::to_string(i));
    setup.pulse = setup.sanctuaries = setup.whispers = i % 2 == 0;
    GameState g = GameState::create(setup);
    RandomPlayer player(hash_text(setup.seed));
    while (!g.is_terminal()) {
      check_board(g, g.current_player());
      REQUIRE_FALSE(g.apply(player.choose(g)));
    }
    for (int p = 0; p < setup.players; ++p) check_board(g, p);
  }
}
