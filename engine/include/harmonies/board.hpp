// A personal board: stacks of tokens on the spaces of one side, and the
// animal cubes on top of them (RULES.md "Placing tokens").
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "harmonies/hex.hpp"
#include "harmonies/tokens.hpp"

namespace harmonies {

inline constexpr int kMaxHeight = 3;
inline constexpr std::int8_t kNoCube = -1;

// What a stack of tokens forms; the terrain of patterns and scoring. A
// completed sanctuary (RULES.md "Sanctuaries") belongs to no terrain.
enum class Landscape : std::uint8_t { Empty, Water, Field, Mountain, Tree, Building, Trunk, LoneRed, Sanctuary };

struct Stack {
  std::array<Token, kMaxHeight> tokens{};
  std::uint8_t height = 0;
  // A completed sanctuary: its two tokens form a stack the rules otherwise forbid,
  // and nothing more goes on it.
  bool sanctuary = false;

  bool empty() const { return height == 0; }
  Token top() const { return tokens[height - 1]; }
  Landscape landscape() const;
  bool operator==(const Stack&) const = default;
};

// Inline: scoring and the bots' evaluation ask it of every space many times over (a call each was
// a tenth of the hard bot's time).
inline Landscape Stack::landscape() const {
  if (height == 0) return Landscape::Empty;
  if (sanctuary) return Landscape::Sanctuary;
  switch (tokens[height - 1]) {
    case Token::Blue: return Landscape::Water;
    case Token::Yellow: return Landscape::Field;
    case Token::Gray: return Landscape::Mountain;
    case Token::Green: return Landscape::Tree;
    case Token::Brown: return Landscape::Trunk;
    case Token::Red: return height == 2 ? Landscape::Building : Landscape::LoneRed;
  }
  return Landscape::Empty;
}

// RULES.md "Placing tokens (stacking)": may `token` go on top of `stack`?
bool can_stack(const Stack& stack, Token token);
// A stack that could have been built by legal placements, bottom to top.
bool is_legal_stack(const Stack& stack);
// RULES.md "Sanctuaries": a two-token stack "top on bottom" that can_stack forbids, with two colours.
bool is_forbidden_pair(Token bottom, Token top);
// Every stack legal placements can build on an empty space, lowest first,
// then by token colour from the bottom up (blue, gray, brown, green, yellow, red).
const std::vector<Stack>& legal_stacks();
// The tokens a red may stand on to form a building (gray, brown, red), in colour order.
std::vector<Token> building_bases();

// Calls `visit(space)` for each space of a set of spaces (bit s = space s), lowest first.
template <typename Visit>
void for_each_space(std::uint32_t spaces, Visit visit) {
  for (; spaces != 0; spaces &= spaces - 1) visit(std::countr_zero(spaces));
}

struct Board {
  Side side = Side::A;
  std::array<Stack, kMaxSpaces> stacks{};
  // Per space: which card's cube sits on it (card key, see cards.hpp), or kNoCube.
  // Animal and spirit cubes only: a whisper cube may share their space.
  std::array<std::int8_t, kMaxSpaces> cubes{};
  // RULES.md "Whispers": bit s set when space s holds a whisper cube.
  std::uint32_t whispers = 0;

  Board() { cubes.fill(kNoCube); }
  explicit Board(Side s) : Board() { side = s; }

  const Geometry& geometry() const { return Geometry::of(side); }
  int space_count() const { return geometry().space_count(); }
  // An animal or spirit cube (at most one per space).
  bool has_card_cube(int space) const { return cubes[space] != kNoCube; }
  bool has_whisper(int space) const { return (whispers >> space) & 1u; }
  // Any cube: every cube blocks tokens.
  bool has_cube(int space) const { return has_card_cube(space) || has_whisper(space); }
  bool is_sanctuary(int space) const { return stacks[space].sanctuary; }
  // Legal to place `token` on `space` now (stacking rules and no cube).
  bool can_place(int space, Token token) const {
    return !has_cube(space) && can_stack(stacks[space], token);
  }
  void place(int space, Token token) {
    Stack& s = stacks[space];
    s.tokens[s.height++] = token;
  }
  int empty_spaces() const;
  int token_count() const;
  int cube_count() const;  // animal and spirit cubes
  int whisper_count() const;
  int sanctuary_count() const;
  bool operator==(const Board&) const = default;
};

}  // namespace harmonies
