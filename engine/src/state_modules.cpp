// The rules of the Crescendo modules on a game (RULES.md "Sanctuaries", "Whispers", "Refills with
// modules"): where their tiles and cubes may go, and their actions checked and applied. The rest of
// GameState is in state.cpp, its invariants in state_validate.cpp.
#include "harmonies/state.hpp"

namespace harmonies {

// RULES.md "Refills with modules": the whisper row, then the tile row.
void GameState::refill_module_rows() {
  Position& p = now_;
  for (auto& slot : p.whisper_row)
    if (slot == kNone && p.whisper_deck_count > 0) slot = static_cast<std::int8_t>(p.whisper_deck[--p.whisper_deck_count]);
  for (auto& slot : p.tile_row)
    if (slot == kNone && p.tile_deck_count > 0) slot = static_cast<std::int8_t>(p.tile_deck[--p.tile_deck_count]);
}

bool GameState::holds_unfinished_whisper(int player, int whisper) const {
  const PlayerState& ps = now_.players[player];
  for (int i = 0; i < ps.whisper_count; ++i)
    if (ps.whispers[i] == whisper) return now_.whisper_cubes[whisper] < kWhisperCubes;
  return false;
}

// RULES.md "Whispers": on a space with no cube at all, not a sanctuary, topped by the card's terrain.
std::uint32_t GameState::whisper_targets(int player, int whisper) const {
  return whisper_targets(player, whisper, SpaceSets(now_.players[player].board));
}

std::uint32_t GameState::whisper_targets(int player, int whisper, const SpaceSets& spaces) const {
  if (!holds_unfinished_whisper(player, whisper)) return 0;
  return spaces.topped_by(decks_->whispers[whisper].terrain) & ~spaces.cubes();
}

// RULES.md "Sanctuaries", building it: the open tile's top colour on a lone token of its bottom colour.
bool GameState::builds_sanctuary(int player, int space, Token token) const {
  const int tile = open_tile(player);
  if (tile == kNone) return false;
  const Board& board = now_.players[player].board;
  const Stack& stack = board.stacks[space];
  const SanctuaryTile& t = decks_->sanctuaries[tile];
  return !board.has_cube(space) && stack.height == 1 && !stack.sanctuary && stack.tokens[0] == t.bottom &&
         token == t.top;
}

// RULES.md "Sanctuaries", the final cube: an animal card's last cube, on a sanctuary of the player
// with no animal or spirit cube, tied to the colour of the card's cube terrain.
std::uint32_t GameState::sanctuary_sites(int player, Token token) const {
  if (open_tile(player) == kNone) return 0;
  std::uint32_t sites = 0;
  for (int s = 0; s < now_.players[player].board.space_count(); ++s)
    if (builds_sanctuary(player, s, token)) sites |= 1u << s;
  return sites;
}

bool GameState::final_cube_on_sanctuary(int player, int key, int space) const {
  if (key >= kSpiritKeyBase) return false;
  const Board& board = now_.players[player].board;
  if (!board.is_sanctuary(space) || board.has_card_cube(space)) return false;
  const AnimalCard& card = decks_->animals[key];
  if (now_.cubes_on_card[key] != card.cubes() - 1) return false;
  const Token colour = terrain_colour(card.pattern.hexes[card.pattern.cube].terrain);
  const Stack& stack = board.stacks[space];
  return stack.tokens[0] == colour || stack.tokens[1] == colour;
}

Error GameState::check_modules(const Action& action) const {
  const Position& p = now_;
  const TurnState& t = p.turn;
  const PlayerState& ps = p.players[p.current];
  switch (action.type) {
    case ActionType::TakeWhisper:
      if (!setup_.whispers) return fail("this game is played without Whispers");
      if (t.took_card) return fail("a card was already taken this turn");
      if (t.discarded) return fail("no card can be taken after discarding one");
      if (action.a >= kWhisperRow || p.whisper_row[action.a] == kNone) return fail("no whisper card in that slot");
      if (held_unfinished(p.current) >= kMaxActiveCards) return fail("already holding 4 unfinished cards");
      return {};
    case ActionType::PlaceWhisper:
      if (!setup_.whispers) return fail("this game is played without Whispers");
      if (!holds_unfinished_whisper(p.current, action.a)) return fail("no unfinished whisper card " + std::to_string(action.a));
      if (action.b >= ps.board.space_count()) return fail("there is no space " + std::to_string(action.b));
      if (ps.board.has_cube(action.b)) return fail("that space already holds a cube");
      if (!(whisper_targets(p.current, action.a) & (1u << action.b)))
        return fail("that space is not topped by the whisper card's terrain");
      return {};
    case ActionType::TakeTile:
      if (!setup_.sanctuaries) return fail("this game is played without Sanctuaries");
      if (t.took_tile) return fail("a sanctuary tile was already taken this turn");
      if (ps.tile_open) return fail("build the sanctuary you hold first");
      if (action.a >= kTileRow || p.tile_row[action.a] == kNone) return fail("no sanctuary tile in that slot");
      if (held_unfinished(p.current) >= kMaxActiveCards) return fail("already holding 4 unfinished cards");
      return {};
    default: return fail("not a module action");
  }
}

void GameState::apply_modules(const Action& action) {
  Position& p = now_;
  PlayerState& ps = p.players[p.current];
  switch (action.type) {
    case ActionType::TakeWhisper:
      ps.whispers[ps.whisper_count++] = static_cast<std::uint8_t>(p.whisper_row[action.a]);
      p.whisper_row[action.a] = kNone;
      p.turn.took_card = true;
      break;
    case ActionType::PlaceWhisper:
      ps.board.whispers |= 1u << action.b;
      ++p.whisper_cubes[action.a];
      break;
    case ActionType::TakeTile:
      ps.tiles[ps.tile_count++] = static_cast<std::uint8_t>(p.tile_row[action.a]);
      p.tile_row[action.a] = kNone;
      ps.tile_open = true;
      p.turn.took_tile = true;
      break;
    default: break;
  }
}

}  // namespace harmonies
