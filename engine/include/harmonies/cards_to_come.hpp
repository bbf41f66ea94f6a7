// The cheatsheet's question: which cards are still to come, and which of them fit chosen terrains.
// RULES.md "Decks (ours)": each card names the terrains its habitat needs, for the cheatsheet's filter;
// "Sanctuaries" and "Whispers": a tile is tied to its two colours, a whisper card names one terrain.
#pragma once

#include <vector>

#include "harmonies/cards.hpp"
#include "harmonies/state.hpp"

namespace harmonies {

// Cards no player has taken yet, kept when they fit every terrain of the filter (an empty filter keeps
// them all): an animal whose habitat needs each one (AnimalCard::needs_all), a tile with a colour topping
// each one (SanctuaryTile::ties_all), a whisper card naming it (WhisperCard::names_all). Rows in slot
// order; decks by id, since their order is hidden from the players.
struct CardsToCome {
  std::vector<int> animal_row;  // face-up animal cards
  std::vector<int> animal_deck;
  std::vector<int> tile_row;  // sanctuary tiles, with the Sanctuaries module
  std::vector<int> tile_deck;
  std::vector<int> whisper_row;  // whisper cards, with the Whispers module
  std::vector<int> whisper_deck;
};

// In a game: only the cards of the modules it plays (Pulse animals in a Pulse game only).
CardsToCome cards_to_come(const GameState& game, TerrainSet wanted);
// Without a game: every card of every module, all counted as in the decks (the rows stay empty).
CardsToCome cards_to_come(const Decks& decks, TerrainSet wanted);

}  // namespace harmonies
