// Fixtures of the Crescendo tests (crescendo_sanctuaries_test.cpp, crescendo_whispers_test.cpp,
// crescendo_turns_test.cpp): module setups, tiles and whisper cards by name, hand-made positions with the
// modules' pieces, and the checks that an action is legal or refused without a trace.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "harmonies/action_codes.hpp"
#include "harmonies/link.hpp"
#include "harmonies/outcome.hpp"
#include "harmonies/random_play.hpp"
#include "harmonies/record.hpp"
#include "harmonies/rng.hpp"
#include "harmonies/scoring.hpp"
#include "harmonies/state.hpp"
#include "scenario.hpp"
#include "token_aliases.hpp"

namespace harmonies::testing::crescendo_fixtures {

using namespace harmonies::testing::colours;


inline Setup crescendo(int players, Side side = Side::A, bool sanctuaries = true, bool whispers = true,
                std::string seed = "crescendo", bool spirits = false) {
  Setup s = make_setup(players, side, spirits, std::move(seed));
  s.sanctuaries = sanctuaries;
  s.whispers = whispers;
  return s;
}

inline int tile_named(std::string_view id) {
  const auto& tiles = standard_decks().sanctuaries;
  for (size_t i = 0; i < tiles.size(); ++i)
    if (tiles[i].id == id) return static_cast<int>(i);
  FAIL("no sanctuary tile " << id);
  return -1;
}

inline int whisper_named(std::string_view id) {
  const auto& cards = standard_decks().whispers;
  for (size_t i = 0; i < cards.size(); ++i)
    if (cards[i].id == id) return static_cast<int>(i);
  FAIL("no whisper card " << id);
  return -1;
}

// Takes an id out of a face-up row or its deck, keeping the deck's order.
template <typename Row, typename Deck>
inline void take_out(Row& row, Deck& deck, std::uint8_t& deck_count, int id) {
  for (auto& slot : row)
    if (slot == id) {
      slot = kNone;
      return;
    }
  for (int i = 0; i < deck_count; ++i)
    if (deck[i] == id) {
      std::copy(deck.begin() + i + 1, deck.begin() + deck_count, deck.begin() + i);
      --deck_count;
      return;
    }
  FAIL("card " << id << " is neither face up nor in its deck");
}

// Gives a player sanctuary tile `id`, as taken on an earlier turn and not built yet.
inline void give_open_tile(Position& p, int player, int id) {
  take_out(p.tile_row, p.tile_deck, p.tile_deck_count, id);
  PlayerState& ps = p.players[player];
  REQUIRE_FALSE(ps.tile_open);
  ps.tiles[ps.tile_count++] = static_cast<std::uint8_t>(id);
  ps.tile_open = true;
}

// Puts a completed sanctuary on an empty space of a board (tokens from nowhere: scoring tests).
inline void put_sanctuary(Board& b, int space, Token bottom, Token top) {
  REQUIRE(is_forbidden_pair(bottom, top));
  REQUIRE(b.stacks[space].empty());
  b.place(space, bottom);
  b.place(space, top);
  b.stacks[space].sanctuary = true;
  REQUIRE(is_legal_stack(b.stacks[space]));
}

// Gives a player tile `id` built on empty space `space` on an earlier turn (tokens from the pouch).
inline void give_built_tile(Position& p, int player, int id, int space) {
  take_out(p.tile_row, p.tile_deck, p.tile_deck_count, id);
  PlayerState& ps = p.players[player];
  const SanctuaryTile& tile = standard_decks().sanctuaries[id];
  // The tile taken last is the open one: a built tile goes before it.
  ps.tiles[ps.tile_count] = static_cast<std::uint8_t>(id);
  if (ps.tile_open) std::swap(ps.tiles[ps.tile_count], ps.tiles[ps.tile_count - 1]);
  ++ps.tile_count;
  take_from_pouch(p, tile.bottom);
  take_from_pouch(p, tile.top);
  put_sanctuary(ps.board, space, tile.bottom, tile.top);
}

inline void give_whisper(Position& p, int player, int id) {
  take_out(p.whisper_row, p.whisper_deck, p.whisper_deck_count, id);
  PlayerState& ps = p.players[player];
  ps.whispers[ps.whisper_count++] = static_cast<std::uint8_t>(id);
}

// A whisper cube of a held card, placed on an earlier turn.
inline void put_whisper_cube(Position& p, int player, int id, int space) {
  Board& b = p.players[player].board;
  REQUIRE(is_terrain(b.stacks[space], standard_decks().whispers[id].terrain));
  REQUIRE_FALSE(b.has_cube(space));
  b.whispers |= 1u << space;
  ++p.whisper_cubes[id];
}

// An animal (or the chosen spirit's) cube placed on an earlier turn, wherever the test wants it.
inline void put_card_cube(Position& p, int player, int key, int space) {
  Board& b = p.players[player].board;
  REQUIRE_FALSE(b.stacks[space].empty());
  REQUIRE_FALSE(b.has_card_cube(space));
  b.cubes[space] = static_cast<std::int8_t>(key);
  if (key >= kSpiritKeyBase) p.players[player].spirit_cube = true;
  else ++p.cubes_on_card[key];
}

// Puts the central spot's tokens back in the pouch and fills it with `tokens` from the pouch.
inline void set_spot(Position& p, int spot, std::initializer_list<Token> tokens) {
  for (int k = 0; k < p.spot_count[spot]; ++k) p.pouch[p.pouch_count++] = p.spots[spot][k];
  p.spot_count[spot] = 0;
  for (Token t : tokens) p.spots[spot][p.spot_count[spot]++] = take_from_pouch(p, t);
}

inline Terrain cube_terrain(const AnimalCard& card) { return card.pattern.hexes[card.pattern.cube].terrain; }

// The first base animal card (in deck order) that satisfies `wanted` and is not in `besides`.
inline int find_animal(const std::function<bool(const AnimalCard&)>& wanted, std::vector<int> besides = {}) {
  const auto& animals = standard_decks().animals;
  for (size_t id = 0; id < animals.size(); ++id)
    if (animals[id].module == Module::Base && wanted(animals[id]) &&
        std::find(besides.begin(), besides.end(), static_cast<int>(id)) == besides.end())
      return static_cast<int>(id);
  FAIL("no such animal card");
  return -1;
}

inline int find_spirit(const std::function<bool(const SpiritCard&)>& wanted) {
  const auto& spirits = standard_decks().spirits;
  for (size_t id = 0; id < spirits.size(); ++id)
    if (wanted(spirits[id])) return static_cast<int>(id);
  FAIL("no such spirit");
  return -1;
}

// Index of a card in the player's active cards (PlaceCube's `a`).
inline int active_index(const GameState& g, int player, int key) {
  std::array<ActiveCard, kMaxActiveCards + 1> active;
  const int n = g.active_cards(player, active);
  for (int i = 0; i < n; ++i)
    if (active[i].key == key) return i;
  FAIL("card " << key << " is not active");
  return -1;
}

// Builds a card's habitat (the lowest stacks) where every hex is empty; returns the cube's space.
inline int build_habitat(Position& p, int player, Side side, int key) {
  const Pattern& pattern = key >= kSpiritKeyBase ? standard_decks().spirits[key - kSpiritKeyBase].pattern
                                                 : standard_decks().animals[key].pattern;
  const Board& board = p.players[player].board;
  for (int anchor = 0; anchor < board.space_count(); ++anchor) {
    for (const Placement& pl : standard_decks().table(side, key).at(anchor)) {
      bool free = true;
      for (size_t i = 0; i < pattern.hexes.size(); ++i) free &= board.stacks[pl.spaces[i]].empty();
      if (!free) continue;
      for (size_t i = 0; i < pattern.hexes.size(); ++i) {
        const Stack s = example_stack(pattern.hexes[i]);
        for (int k = 0; k < s.height; ++k) build(p, player, pl.spaces[i], {s.tokens[k]});
      }
      return anchor;
    }
  }
  FAIL("no room for the habitat");
  return -1;
}

// The action is refused (not listed, check and apply say why) and leaves the whole state as it was.
inline void refused(const GameState& g, const Action& a, const std::string& why) {
  INFO(to_string(a) << " should be refused: " << why);
  CHECK_FALSE(is_legal(g, a));
  GameState copy = g;
  const Error e = copy.apply(a);
  REQUIRE(e);
  CHECK_THAT(e.message, Catch::Contains(why));
  CHECK(g.check(a).message == e.message);
  REQUIRE(copy == g);
}

inline void legal(const GameState& g, const Action& a) {
  INFO(to_string(a) << ": " << g.check(a).message);
  REQUIRE(g.check(a).message.empty());
  REQUIRE(is_legal(g, a));
}

// The lowest legal stack topped by a terrain.
inline Stack lowest_stack_of(Terrain t) {
  for (const Stack& s : legal_stacks())
    if (is_terrain(s, t)) return s;
  FAIL("no stack of that terrain");
  return Stack{};
}

inline bool any_of_type(const GameState& g, ActionType type) {
  for (const Action& a : g.legal_actions())
    if (a.type == type) return true;
  return false;
}

// Side A's (2, 2), the centre, and its six neighbours.
inline constexpr int kCentre = 11;
inline const std::set<int> kCentreNeighbours = {6, 7, 10, 12, 15, 16};

inline Board board_of(Side side, std::initializer_list<std::pair<int, std::vector<Token>>> stacks) {
  Board b(side);
  for (const auto& [space, tokens] : stacks)
    for (Token t : tokens) {
      INFO(token_name(t) << " on " << space);
      REQUIRE(b.can_place(space, t));
      b.place(space, t);
    }
  return b;
}


}  // namespace harmonies::testing::crescendo_fixtures
