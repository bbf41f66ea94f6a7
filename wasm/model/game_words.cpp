#include "model/game_words.hpp"

#include <string>

#include "model/text.hpp"

namespace harmonies::ui {

namespace {
// A card named by the table, or the deck's own (English) name for a card the table lacks: the build
// refuses such a table (make_strings.py), so this only guards against a deck changed without it.
const char* named(const std::string& key, const std::string& fallback) {
  const auto text = find_text(key);
  return text ? tr(*text) : fallback.c_str();
}
}  // namespace

const char* card_name(const AnimalCard& card) { return named("animal." + card.id, card.name); }
const char* card_name(const SpiritCard& card) { return named("spirit." + card.id, card.name); }
const char* card_text(const SpiritCard& card) { return named("spirit." + card.id + ".text", card.text); }
const char* card_name(const SanctuaryTile& tile) { return named("sanctuary." + tile.id, tile.name); }
const char* card_name(const WhisperCard& card) { return named("whisper." + card.id, card.name); }

std::string tile_stack_text(const SanctuaryTile& tile) {
  return tr(Text::game_tile_stack, {{"top", token_colour_name(tile.top)}, {"bottom", token_colour_name(tile.bottom)}});
}

const char* terrain_name(Terrain terrain) {
  switch (terrain) {
    case Terrain::Water: return tr(Text::common_terrain_water);
    case Terrain::Field: return tr(Text::common_terrain_field);
    case Terrain::Mountain: return tr(Text::common_terrain_mountain);
    case Terrain::Tree: return tr(Text::common_terrain_tree);
    case Terrain::Building: break;
  }
  return tr(Text::common_terrain_building);
}

const char* token_colour_name(Token token) {
  switch (token) {
    case Token::Blue: return tr(Text::common_token_blue);
    case Token::Gray: return tr(Text::common_token_gray);
    case Token::Brown: return tr(Text::common_token_brown);
    case Token::Green: return tr(Text::common_token_green);
    case Token::Yellow: return tr(Text::common_token_yellow);
    case Token::Red: break;
  }
  return tr(Text::common_token_red);
}

const char* side_label(Side side) {
  switch (side) {
    case Side::A: return tr(Text::common_side_a);
    case Side::B: return tr(Text::common_side_b);
    case Side::C: return tr(Text::common_side_c);
    case Side::D: break;
  }
  return tr(Text::common_side_d);
}

std::string habitat_hex_name(const PatternHex& hex) {
  switch (hex.terrain) {
    case Terrain::Water: return tr(Text::game_card_tip_water);
    case Terrain::Field: return tr(Text::game_card_tip_field);
    case Terrain::Mountain: return tr(Text::game_card_tip_mountain, {{"n", hex.height}});
    case Terrain::Tree: return tr(Text::game_card_tip_tree, {{"n", hex.height}});
    case Terrain::Building: break;
  }
  return tr(Text::game_card_tip_building);
}

const char* whisper_where(Terrain terrain) {
  switch (terrain) {
    case Terrain::Water: return tr(Text::game_whisper_where_water);
    case Terrain::Field: return tr(Text::game_whisper_where_field);
    case Terrain::Mountain: return tr(Text::game_whisper_where_mountain);
    case Terrain::Tree: return tr(Text::game_whisper_where_tree);
    case Terrain::Building: break;
  }
  return tr(Text::game_whisper_where_building);
}

}  // namespace harmonies::ui
