// SpaceSets (cards.hpp): the board's spaces sorted into bit sets once, which legal_actions() and
// cube_targets() read instead of the stacks. Checked against the stack-by-stack rules they stand for.
#include <catch2/catch.hpp>

#include "harmonies/random_play.hpp"
#include "random_games.hpp"
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

// Every set against the rule it stands for, space by space.
void check_sets(const Board& board) {
  const SpaceSets sets(board);
  auto spaces_where = [&](auto rule) {
    std::uint32_t found = 0;
    for (int s = 0; s < board.space_count(); ++s) found |= rule(s) ? 1u << s : 0u;
    return found;
  };
  for (const PatternHex& hex : every_requirement()) {
    INFO(requirement_name(hex) << " height " << int(hex.height));
    REQUIRE(sets.satisfying(hex) == spaces_where([&](int s) { return satisfies(board.stacks[s], hex); }));
  }
  for (int t = 0; t < kTerrainCount; ++t) {
    const auto terrain = static_cast<Terrain>(t);
    REQUIRE(sets.topped_by(terrain) == spaces_where([&](int s) { return is_terrain(board.stacks[s], terrain); }));
  }
  for (int c = 0; c < kTokenColours; ++c) {
    const auto token = static_cast<Token>(c);
    REQUIRE(sets.accepting(token) == spaces_where([&](int s) { return board.can_place(s, token); }));
  }
  REQUIRE(sets.card_cubes() == spaces_where([&](int s) { return board.has_card_cube(s); }));
  REQUIRE(sets.cubes() == spaces_where([&](int s) { return board.has_cube(s); }));
  REQUIRE(sets.sanctuaries() == spaces_where([&](int s) { return board.is_sanctuary(s); }));
}

void check_targets(const GameState& g, int player) {
  for (int id = 0; id < static_cast<int>(g.decks().animals.size()); ++id)
    REQUIRE(g.cube_targets(player, id) == cube_targets_by_stacks(g, player, id));
  for (int j = 0; j < static_cast<int>(g.decks().spirits.size()); ++j)
    REQUIRE(g.cube_targets(player, kSpiritKeyBase + j) == cube_targets_by_stacks(g, player, kSpiritKeyBase + j));
}

}  // namespace

TEST_CASE("SpaceSets holds, for every stack the rules can build, what the stack-by-stack rules say", "[patterns]") {
  std::vector<Stack> stacks = legal_stacks();
  for (int bottom = 0; bottom < kTokenColours; ++bottom)
    for (int top = 0; top < kTokenColours; ++top)
      if (is_forbidden_pair(static_cast<Token>(bottom), static_cast<Token>(top))) {
        Stack sanctuary;
        sanctuary.tokens = {static_cast<Token>(bottom), static_cast<Token>(top), Token::Blue};
        sanctuary.height = 2;
        sanctuary.sanctuary = true;
        stacks.push_back(sanctuary);
      }
  // Each stack on some space, with an animal cube on every third space and a whisper cube on every
  // fifth, on both shapes.
  for (Side side : {Side::A, Side::B})
    for (size_t first = 0; first < stacks.size(); ++first) {
      Board board(side);
      for (int s = 0; s < board.space_count(); ++s) {
        board.stacks[s] = stacks[(first + s) % stacks.size()];
        if (s % 3 == 0 && !board.stacks[s].empty()) board.cubes[s] = 0;
        if (s % 5 == 0) board.whispers |= 1u << s;
      }
      check_sets(board);
    }
}

TEST_CASE("SpaceSets and cube targets agree with the stack-by-stack rules along random games", "[patterns]") {
  for (int i = 0; i < 16; ++i) {
    Setup setup = make_setup(1 + i % 4, static_cast<Side>(i / 4), true, "space-sets-" + std::to_string(i));
    setup.pulse = setup.sanctuaries = setup.whispers = i % 2 == 0;
    RandomGameOptions options;
    options.choose = random_choice(hash_text(setup.seed));
    options.before = [](const GameState& g) {
      check_sets(g.player(g.current_player()).board);
      check_targets(g, g.current_player());
    };
    const GameState g = play_checked_game(setup, options).state();
    for (int p = 0; p < setup.players; ++p) {
      check_sets(g.player(p).board);
      check_targets(g, p);
    }
  }
}
