// The names of the game's things in the player's language: cards (by their id, from the table's
// "animal.<id>" and "spirit.<id>" keys), terrains, token colours and board sides. The engine keeps
// its English names for records, the CLI and tests; what a player reads comes from here.
#pragma once

#include <string>

#include "harmonies/cards.hpp"
#include "harmonies/hex.hpp"
#include "harmonies/tokens.hpp"

namespace harmonies::ui {

const char* card_name(const AnimalCard& card);
const char* card_name(const SpiritCard& card);
// A spirit's scoring rule in words ("8 points per field of 3 or more yellow tokens...").
const char* card_text(const SpiritCard& card);
// RULES.md "Sanctuaries" and "Whispers": "sanctuary.<id>" and "whisper.<id>".
const char* card_name(const SanctuaryTile& tile);
const char* card_name(const WhisperCard& card);
// The stack a sanctuary tile allows, "yellow on blue" (its top colour on its bottom colour).
std::string tile_stack_text(const SanctuaryTile& tile);
// "Water", "Field", "Mountain", "Tree", "Building".
const char* terrain_name(Terrain terrain);
// "blue", "gray", ... (lowercase: they qualify a token in a sentence).
const char* token_colour_name(Token token);
// A habitat hex as a card lists it: "water", "tree of height 2".
std::string habitat_hex_name(const PatternHex& hex);
// Where a whisper card's cubes may go: "a field (yellow on top)".
const char* whisper_where(Terrain terrain);
// "Side A" ... "Side D".
const char* side_label(Side side);

}  // namespace harmonies::ui
