// The page's API (api.hpp documents it): what web/cheatsheet.js asks of the game, the cheatsheet and the
// words of the table of strings in the player's language.
#include "bindings/api.hpp"

#include <string>

#include "harmonies/cards_to_come.hpp"
#include "model/language.hpp"
#include "model/session.hpp"
#include "model/text.hpp"

namespace harmonies::ui {

namespace {

struct CheatsheetData {
  std::string error;   // empty when the filter was understood
  std::string meaning; // what the filter did, in words
  val filter = val::array();
  bool in_game = false;
  bool pulse = false;  // the game plays the Pulse module
  bool sanctuaries = false;  // the game plays Sanctuaries
  bool whispers = false;     // the game plays Whispers
  int count = 0;
  val cards = val::array();   // AnimalData[] still in the deck, by id
  val face_up = val::array(); // ids of the face-up cards (the animal row), for context
  val face_up_cards = val::array();  // AnimalData[] of face-up cards that pass the filter
  val tiles = val::array();          // TileData[] not yet taken that pass the filter
  val whisper_cards = val::array();  // WhisperData[] not yet taken that pass the filter
};

// Reads a JS array of terrain names; an error names what was not understood.
bool read_terrains(const val& list, TerrainSet& out, std::string& error) {
  out = 0;
  if (list.isUndefined() || list.isNull()) return true;
  if (!list.isArray()) {
    error = "the filter must be an array of terrain names";
    return false;
  }
  const int n = list["length"].as<int>();
  for (int i = 0; i < n; ++i) {
    const val item = list[i];
    if (!item.isString()) {
      error = "the filter must hold terrain names (strings)";
      return false;
    }
    const std::string name = item.as<std::string>();
    const auto t = terrain_from_name(name);
    if (!t) {
      error = "unknown terrain \"" + name + "\": expected water, field, mountain, tree or building";
      return false;
    }
    out |= bit(*t);
  }
  return true;
}

// The engine's answer (cards_to_come) as the cheatsheet shows it.
CheatsheetData cheatsheet(val filter) {
  CheatsheetData d;
  TerrainSet wanted = 0;
  if (!read_terrains(filter, wanted, d.error)) return d;
  d.filter = names_of(wanted);
  d.meaning = wanted == 0 ? "every animal still in the deck"
                          : "animals still in the deck whose habitat needs every chosen terrain";
  const auto& game = session().game;
  d.in_game = game.has_value();
  d.pulse = game && game->setup().pulse;
  d.sanctuaries = game && game->setup().sanctuaries;
  d.whispers = game && game->setup().whispers;
  const CardsToCome cards = game ? cards_to_come(*game, wanted) : cards_to_come(standard_decks(), wanted);
  if (game)
    for (int i = 0; i < game->row_size(); ++i) d.face_up.call<void>("push", static_cast<int>(game->now().row[i]));
  for (int id : cards.animal_row) d.face_up_cards.call<void>("push", animal_data(id));
  for (int id : cards.animal_deck) d.cards.call<void>("push", animal_data(id));
  d.count = static_cast<int>(cards.animal_deck.size());
  // RULES.md "Sanctuaries" and "Whispers": the tiles and whisper cards not yet taken (all without a game).
  const char* deck = game ? "deck" : "all";
  for (int id : cards.tile_row) d.tiles.call<void>("push", tile_data(id, "row"));
  for (int id : cards.tile_deck) d.tiles.call<void>("push", tile_data(id, deck));
  for (int id : cards.whisper_row) d.whisper_cards.call<void>("push", whisper_data(id, "row"));
  for (int id : cards.whisper_deck) d.whisper_cards.call<void>("push", whisper_data(id, deck));
  return d;
}

// The table of strings for the page (web/cheatsheet.js): it shows its words in the game's language.
std::string text(const std::string& key) {
  const auto found = find_text(key);
  return found ? tr(*found) : "";
}

std::string text_count(const std::string& key, int n) {
  const auto found = find_text(key);
  return found ? tr_count(*found, n) : "";
}

std::string language() { return language_tag(current_language()); }

}  // namespace

EMSCRIPTEN_BINDINGS(harmonies_page) {
  using namespace emscripten;
  value_object<CheatsheetData>("Cheatsheet")
      .field("error", &CheatsheetData::error)
      .field("meaning", &CheatsheetData::meaning)
      .field("filter", &CheatsheetData::filter)
      .field("inGame", &CheatsheetData::in_game)
      .field("pulse", &CheatsheetData::pulse)
      .field("sanctuaries", &CheatsheetData::sanctuaries)
      .field("whispers", &CheatsheetData::whispers)
      .field("count", &CheatsheetData::count)
      .field("cards", &CheatsheetData::cards)
      .field("faceUp", &CheatsheetData::face_up)
      .field("faceUpCards", &CheatsheetData::face_up_cards)
      .field("tiles", &CheatsheetData::tiles)
      .field("whisperCards", &CheatsheetData::whisper_cards);
  function("cheatsheet", &cheatsheet);
  function("text", &text);
  function("textCount", &text_count);
  function("language", &language);
}

}  // namespace harmonies::ui
