// RULES.md "Placing tokens (stacking)" and "A turn", action 3: "with exact tree
// and mountain heights; a building hex accepts any base". The engine answers
// which stacks exist, which bases a building accepts, and an example stack for
// every pattern hex, which the card diagrams draw; here each answer is checked
// against the stacking rules and the engine's own pattern matching on a board.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "harmonies/board.hpp"
#include "harmonies/cards.hpp"
#include "harmonies/state.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

// Every pattern of the standard decks with its card key.
std::vector<std::pair<int, const Pattern*>> all_patterns() {
  const Decks& d = standard_decks();
  std::vector<std::pair<int, const Pattern*>> out;
  for (size_t i = 0; i < d.animals.size(); ++i) out.emplace_back(static_cast<int>(i), &d.animals[i].pattern);
  for (size_t j = 0; j < d.spirits.size(); ++j)
    out.emplace_back(kSpiritKeyBase + static_cast<int>(j), &d.spirits[j].pattern);
  return out;
}

}  // namespace

TEST_CASE("RULES.md Placing tokens: legal_stacks lists exactly the stacks placements can build", "[stacking]") {
  const std::vector<Stack>& stacks = legal_stacks();
  int expected = 0;
  // Every sequence of 1 to 3 colours, bottom to top.
  for (int h = 1; h <= kMaxHeight; ++h) {
    int combos = 1;
    for (int k = 0; k < h; ++k) combos *= kTokenColours;
    for (int code = 0; code < combos; ++code) {
      Stack s;
      for (int k = 0, c = code; k < h; ++k, c /= kTokenColours) s.tokens[s.height++] = static_cast<Token>(c % kTokenColours);
      const bool listed = std::find(stacks.begin(), stacks.end(), s) != stacks.end();
      REQUIRE(listed == is_legal_stack(s));
      expected += listed;
    }
  }
  REQUIRE(static_cast<int>(stacks.size()) == expected);
  for (size_t i = 1; i < stacks.size(); ++i) REQUIRE(stacks[i - 1].height <= stacks[i].height);
}

TEST_CASE("RULES.md Placing tokens: a building is a red on exactly one brown, gray or red", "[stacking]") {
  const std::vector<Token> bases = building_bases();
  REQUIRE(bases == std::vector<Token>{Token::Gray, Token::Brown, Token::Red});
  for (int c = 0; c < kTokenColours; ++c) {
    const Token base = static_cast<Token>(c);
    const bool listed = std::find(bases.begin(), bases.end(), base) != bases.end();
    const Stack one = stack_of({base});
    INFO(token_name(base));
    REQUIRE(listed == (can_stack(one, Token::Red) && stack_of({base, Token::Red}).landscape() == Landscape::Building));
  }
  PatternHex building;
  building.terrain = Terrain::Building;
  building.height = 2;
  REQUIRE(accepted_colours(building, 0) == building_bases());
  REQUIRE(accepted_colours(building, 1) == std::vector<Token>{Token::Red});
}

TEST_CASE("Pattern hexes: each example stack is legal and satisfies its hex", "[patterns]") {
  for (const auto& [key, pattern] : all_patterns()) {
    for (const PatternHex& hex : pattern->hexes) {
      INFO("card key " << key << ", " << requirement_name(hex));
      const Stack example = example_stack(hex);
      REQUIRE(example.height > 0);
      REQUIRE(is_legal_stack(example));
      REQUIRE(satisfies(example, hex));
      // Every colour accepted at a level, put in the example, still satisfies the hex;
      // only a building's base offers a choice.
      for (int level = 0; level < example.height; ++level) {
        const std::vector<Token> colours = accepted_colours(hex, level);
        REQUIRE(std::find(colours.begin(), colours.end(), example.tokens[level]) != colours.end());
        const bool base_choice = hex.terrain == Terrain::Building && level == 0;
        REQUIRE(colours.size() == (base_choice ? building_bases().size() : 1u));
        for (Token t : colours) {
          Stack variant = example;
          variant.tokens[level] = t;
          REQUIRE(is_legal_stack(variant));
          REQUIRE(satisfies(variant, hex));
        }
      }
    }
  }
  // Exact heights: "tree1".."tree3" are green on 0..2 browns, "mountain1".."mountain3" 1..3 grays.
  for (int h = 1; h <= kMaxHeight; ++h) {
    PatternHex tree{{0, 0}, Terrain::Tree, static_cast<std::uint8_t>(h)};
    PatternHex mountain{{0, 0}, Terrain::Mountain, static_cast<std::uint8_t>(h)};
    std::vector<Token> trunk(h - 1, Token::Brown);
    trunk.push_back(Token::Green);
    REQUIRE(example_stack(tree) == stack_of(trunk));
    REQUIRE(example_stack(mountain) == stack_of(std::vector<Token>(h, Token::Gray)));
  }
}

TEST_CASE("Pattern hexes: the example stacks, built on a board, match the card (every base of a building)",
          "[patterns]") {
  for (Side side : {Side::A, Side::B}) {
    const Setup setup = make_setup(2, side, false, "examples");
    const GameState fresh = GameState::create(setup);
    for (const auto& [key, pattern] : all_patterns()) {
      const int hexes = static_cast<int>(pattern->hexes.size());
      // Where the card's cube would go: the first anchor with a placement.
      int anchor = -1;
      Placement where;
      for (int s = 0; s < fresh.player(0).board.space_count() && anchor < 0; ++s)
        if (!fresh.decks().table(side, key).at(s).empty()) {
          anchor = s;
          where = fresh.decks().table(side, key).at(s)[0];
        }
      INFO("side " << side_name(side) << ", card key " << key);
      REQUIRE(anchor >= 0);
      for (Token base : building_bases()) {
        Position p = fresh.now();
        for (int i = 0; i < hexes; ++i) {
          Stack example = example_stack(pattern->hexes[i]);
          if (pattern->hexes[i].terrain == Terrain::Building) example.tokens[0] = base;
          for (int k = 0; k < example.height; ++k) build(p, 0, where.spaces[i], {example.tokens[k]});
        }
        const GameState g = resume(setup, p);
        REQUIRE((g.cube_targets(0, key) >> anchor & 1u) == 1u);
      }
    }
  }
}
