// A GameState's invariants (GameState::validate): every token, card, tile and cube accounted for, the
// turn order, and the modules' pieces where their rules allow them. Positions from board files and links
// are checked with it, and debug builds check every state after every action.
#include "harmonies/state.hpp"

#include <string>

namespace harmonies {

Error GameState::validate() const {
  const Position& p = now_;
  const int n = player_count();
  // 120 tokens accounted for, colour by colour.
  std::array<int, kTokenColours> colours{};
  for (int i = 0; i < p.pouch_count; ++i) ++colours[index_of(p.pouch[i])];
  for (int s = 0; s < spot_count(); ++s) {
    if (p.spot_count[s] > 3) return fail("a central spot holds more than 3 tokens");
    for (int k = 0; k < p.spot_count[s]; ++k) ++colours[index_of(p.spots[s][k])];
  }
  if (p.turn.hand_count > 3) return fail("more than 3 tokens in hand");
  for (int k = 0; k < p.turn.hand_count; ++k) ++colours[index_of(p.turn.hand[k])];
  for (int i = 0; i < n; ++i) {
    const Board& b = p.players[i].board;
    if (b.side != setup_.side) return fail("a board is on the wrong side");
    for (int s = 0; s < b.space_count(); ++s) {
      if (!is_legal_stack(b.stacks[s])) return fail("an illegal stack on a board");
      for (int k = 0; k < b.stacks[s].height; ++k) ++colours[index_of(b.stacks[s].tokens[k])];
    }
  }
  for (int c = 0; c < kTokenColours; ++c) {
    if (p.boxed[c] != 0 && !setup_.solo()) return fail("tokens in the box outside solo");
    if (colours[c] + p.boxed[c] != kPouchCounts[c])
      return fail(std::string(kTokenNames[c]) + " tokens are not all accounted for");
  }

  // Every animal card in exactly one place: deck, row, a player, or discarded.
  const int animals = static_cast<int>(decks_->animals.size());
  std::array<int, kMaxAnimals> seen{};
  for (int i = 0; i < p.deck_count; ++i) ++seen[p.deck[i]];
  int in_row = 0;
  for (int i = 0; i < kMaxRow; ++i) {
    if (p.row[i] == kNone) continue;
    if (i >= row_size()) return fail("a card beyond the animal row");
    ++seen[p.row[i]];
    ++in_row;
  }
  int taken = 0;
  for (int i = 0; i < n; ++i) {
    const PlayerState& ps = p.players[i];
    for (int k = 0; k < ps.taken_count; ++k) {
      ++seen[ps.taken[k]];
      if (p.card_owner[ps.taken[k]] != i) return fail("a card's owner is wrong");
    }
    taken += ps.taken_count;
  }
  int in_game = 0;
  for (int id = 0; id < animals; ++id) {
    if (seen[id] > 1) return fail("an animal card is in two places");
    if (seen[id] > 0 && !in_play(id)) return fail("an animal card of a module that is off");
    in_game += in_play(id) ? 1 : 0;
  }
  if (p.deck_count + in_row + taken + p.discard_count != in_game)
    return fail("animal cards are not all accounted for");

  // Cubes: only on top of tokens, matching each card's count; the card limit.
  for (int i = 0; i < n; ++i) {
    const PlayerState& ps = p.players[i];
    const Board& b = ps.board;
    std::array<int, kMaxAnimals> cubes{};
    int spirit_cubes = 0;
    for (int s = 0; s < b.space_count(); ++s) {
      const int key = b.cubes[s];
      if (key == kNoCube) continue;
      if (b.stacks[s].empty()) return fail("a cube on an empty space");
      if (key >= kSpiritKeyBase) {
        if (key - kSpiritKeyBase != ps.spirit) return fail("a cube of a spirit not held");
        ++spirit_cubes;
      } else if (key < animals && p.card_owner[key] == i) {
        ++cubes[key];
      } else {
        return fail("a cube of a card not held");
      }
    }
    if (spirit_cubes != (ps.spirit_cube ? 1 : 0)) return fail("the spirit cube is misplaced");
    int unfinished = 0;
    for (int k = 0; k < ps.taken_count; ++k) {
      const int id = ps.taken[k];
      if (cubes[id] != p.cubes_on_card[id]) return fail("a card's cubes do not match the board");
      if (p.cubes_on_card[id] > decks_->animals[id].cubes()) return fail("too many cubes on a card");
      unfinished += p.cubes_on_card[id] < decks_->animals[id].cubes();
    }
    unfinished += ps.spirit != kNone && !ps.spirit_cube;
    for (int k = 0; k < ps.whisper_count; ++k) unfinished += p.whisper_cubes[ps.whispers[k]] < kWhisperCubes;
    unfinished += ps.tile_open ? 1 : 0;
    if (unfinished > kMaxActiveCards) return fail("more than 4 unfinished cards");
    if (ps.spirit != kNone && ps.spirit != ps.spirit_options[0] && ps.spirit != ps.spirit_options[1])
      return fail("a spirit that was not dealt");
  }

  // Turn order: players from the first up to the current one are one turn ahead.
  if (p.current >= n || p.first_player >= n) return fail("turn order out of range");
  for (int k = 0; k < n; ++k) {
    const int seat = (p.first_player + k) % n;
    const int offset = (p.current - p.first_player + n) % n;
    int expected = p.round + (k < offset ? 1 : 0);
    if (p.game_over) expected = p.round;
    if (p.players[seat].turns != expected) return fail("players have played unequal turns");
  }
  if (p.game_over && !p.end_triggered) return fail("the game ended without a trigger");
  if (step_count_ != p.turn.actions) return fail("the turn's steps do not match its count of actions");
  return validate_modules();
}

namespace {

// Marks each id of a list as seen; false when one is out of range or seen twice.
template <typename Ids>
bool mark_seen(const Ids& ids, int count, int limit, std::array<int, 16>& seen) {
  for (int i = 0; i < count; ++i) {
    if (ids[i] < 0 || ids[i] >= limit || seen[ids[i]]++ > 0) return false;
  }
  return true;
}

bool is_whisper_terrain(const Stack& stack) {
  for (int t = 0; t < kTerrainCount; ++t)
    if (is_terrain(stack, static_cast<Terrain>(t))) return true;
  return false;
}

}  // namespace

// RULES.md "Sanctuaries" and "Whispers": every tile and whisper card in one place, the cubes on
// the boards matching the cards, sanctuaries matching built tiles.
Error GameState::validate_modules() const {
  const Position& p = now_;
  const int whispers = setup_.whispers ? static_cast<int>(decks_->whispers.size()) : 0;
  const int tiles = setup_.sanctuaries ? static_cast<int>(decks_->sanctuaries.size()) : 0;
  std::array<int, 16> whisper_seen{}, tile_seen{};
  std::array<bool, kMaxWhispers> whisper_held{};  // in a player's hand (not face up, not in the deck)
  if (p.whisper_deck_count > whispers || !mark_seen(p.whisper_deck, p.whisper_deck_count, whispers, whisper_seen))
    return fail("the whisper deck is wrong");
  if (p.tile_deck_count > tiles || !mark_seen(p.tile_deck, p.tile_deck_count, tiles, tile_seen))
    return fail("the sanctuary tile deck is wrong");
  for (auto id : p.whisper_row)
    if (id != kNone && !mark_seen(&id, 1, whispers, whisper_seen)) return fail("the whisper row is wrong");
  for (auto id : p.tile_row)
    if (id != kNone && !mark_seen(&id, 1, tiles, tile_seen)) return fail("the sanctuary tile row is wrong");
  for (int i = 0; i < player_count(); ++i) {
    const PlayerState& ps = p.players[i];
    const Board& b = ps.board;
    if (!mark_seen(ps.whispers, ps.whisper_count, whispers, whisper_seen)) return fail("a whisper card is in two places");
    for (int k = 0; k < ps.whisper_count; ++k) whisper_held[ps.whispers[k]] = true;
    if (!mark_seen(ps.tiles, ps.tile_count, tiles, tile_seen)) return fail("a sanctuary tile is in two places");
    int whisper_cubes = 0;
    for (int k = 0; k < ps.whisper_count; ++k) {
      if (p.whisper_cubes[ps.whispers[k]] > kWhisperCubes) return fail("too many cubes on a whisper card");
      whisper_cubes += p.whisper_cubes[ps.whispers[k]];
    }
    if (b.whispers >> b.space_count() != 0) return fail("a whisper cube off the board");
    if (whisper_cubes != b.whisper_count()) return fail("whisper cubes do not match the board");
    if (ps.tile_open && ps.tile_count == 0) return fail("an open sanctuary tile that was not taken");
    // Each sanctuary on the board is one built tile of the player, colour for colour.
    std::array<int, 16> unbuilt{};
    for (int k = 0; k < ps.tile_count - (ps.tile_open ? 1 : 0); ++k) ++unbuilt[ps.tiles[k]];
    int sanctuaries = 0;
    for (int s = 0; s < b.space_count(); ++s) {
      const Stack& st = b.stacks[s];
      if (b.has_whisper(s) && (st.sanctuary || !is_whisper_terrain(st)))
        return fail("a whisper cube on a space without its terrain");
      if (!st.sanctuary) continue;
      ++sanctuaries;
      bool found = false;
      for (int k = 0; k < tiles && !found; ++k) {
        const SanctuaryTile& t = decks_->sanctuaries[k];
        if (unbuilt[k] > 0 && t.bottom == st.tokens[0] && t.top == st.tokens[1]) {
          --unbuilt[k];
          found = true;
        }
      }
      if (!found) return fail("a sanctuary that matches no built tile");
    }
    if (sanctuaries != ps.tile_count - (ps.tile_open ? 1 : 0)) return fail("sanctuaries do not match the tiles");
  }
  for (int id = 0; id < whispers; ++id)
    if (whisper_seen[id] != 1) return fail("whisper cards are not all accounted for");
  for (int id = 0; id < tiles; ++id)
    if (tile_seen[id] != 1) return fail("sanctuary tiles are not all accounted for");
  for (int id = 0; id < kMaxWhispers; ++id) {
    if (p.whisper_cubes[id] != 0 && !whisper_held[id]) return fail("cubes on a whisper card nobody holds");
  }
  return {};
}

}  // namespace harmonies
