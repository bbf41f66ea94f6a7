#include "harmonies/cards_to_come.hpp"

#include <algorithm>

namespace harmonies {

namespace {

// A row's cards that pass, in slot order.
template <typename Keep>
std::vector<int> row_passing(const std::int8_t* slots, int count, Keep keep) {
  std::vector<int> out;
  for (int i = 0; i < count; ++i)
    if (slots[i] != kNone && keep(slots[i])) out.push_back(slots[i]);
  return out;
}

// A deck's cards that pass, by id: the players may know which are left, never in what order.
template <typename Keep>
std::vector<int> deck_passing(const std::uint8_t* ids, int count, Keep keep) {
  std::vector<int> out;
  for (int i = 0; i < count; ++i)
    if (keep(ids[i])) out.push_back(ids[i]);
  std::sort(out.begin(), out.end());
  return out;
}

// Every card of a whole deck that passes, by id.
template <typename Cards, typename Keep>
std::vector<int> all_passing(const Cards& cards, Keep keep) {
  std::vector<int> out;
  for (size_t i = 0; i < cards.size(); ++i)
    if (keep(static_cast<int>(i))) out.push_back(static_cast<int>(i));
  return out;
}

}  // namespace

CardsToCome cards_to_come(const GameState& game, TerrainSet wanted) {
  const Decks& decks = game.decks();
  const Position& now = game.now();
  const auto animal = [&](int id) { return decks.animals[id].needs_all(wanted); };
  const auto tile = [&](int id) { return decks.sanctuaries[id].ties_all(wanted); };
  const auto whisper = [&](int id) { return decks.whispers[id].names_all(wanted); };
  CardsToCome out;
  out.animal_row = row_passing(now.row.data(), game.row_size(), animal);
  out.animal_deck = deck_passing(now.deck.data(), now.deck_count, animal);
  if (game.setup().sanctuaries) {
    out.tile_row = row_passing(now.tile_row.data(), kTileRow, tile);
    out.tile_deck = deck_passing(now.tile_deck.data(), now.tile_deck_count, tile);
  }
  if (game.setup().whispers) {
    out.whisper_row = row_passing(now.whisper_row.data(), kWhisperRow, whisper);
    out.whisper_deck = deck_passing(now.whisper_deck.data(), now.whisper_deck_count, whisper);
  }
  return out;
}

CardsToCome cards_to_come(const Decks& decks, TerrainSet wanted) {
  CardsToCome out;
  out.animal_deck = all_passing(decks.animals, [&](int id) { return decks.animals[id].needs_all(wanted); });
  out.tile_deck = all_passing(decks.sanctuaries, [&](int id) { return decks.sanctuaries[id].ties_all(wanted); });
  out.whisper_deck = all_passing(decks.whispers, [&](int id) { return decks.whispers[id].names_all(wanted); });
  return out;
}

}  // namespace harmonies
