// The engine as seen from the page's JavaScript (embind). The only file that
// includes <emscripten/bind.h>: plain data goes out as value objects (arrays
// as JS arrays), enums as enum_. Nothing returned needs freeing by JS.
//
//   Module.deck()                 every animal card (base and Pulse): id, slug, name, label, pattern, cube,
//                                 ladder, terrains (name: the deck's English name; label: the name in the
//                                 player's language), module ("base" or "pulse"), mirrors (its pattern also
//                                 matches mirrored: Pulse cards), mirrorDiffers (RULES.md "Pulse", symmetry
//                                 reminder: the mirror image is a shape no rotation gives) and mirrorPattern
//                                 (that mirror image's hexes, same order and cube index, reflected across a
//                                 vertical axis of the page's drawing: flat-topped hexes, x = 1.5 q, so
//                                 (q, r) -> (-q, q + r); [] unless it differs)
//   Module.spirits()              every Nature's Spirit card (label and description: name and text in the
//                                 player's language)
//   Module.terrains()             ["water", "field", "mountain", "tree", "building"]
//   Module.sanctuaryTiles()       every sanctuary tile (RULES.md "Sanctuaries"): id, slug, name, label, bottom
//                                 and top (token colours: the stack it allows is top on bottom), colours
//                                 ([bottom, top]), terrains (those whose colour is one of the two), points
//                                 (per neighbour topped by one of them), status
//   Module.whisperCards()         every whisper card (RULES.md "Whispers"): id, slug, name, label, terrain,
//                                 colour (the token that tops its terrain), cubes, sharedPoints and
//                                 alonePoints (per cube with an animal or spirit cube, and alone), status
//   Module.cheatsheet(terrains)   animals still in the deck of the current game (only the modules it
//                                 plays: Pulse cards in a Pulse game only; every card of every module
//                                 without a game) whose habitat needs EVERY listed terrain; also the
//                                 face-up cards passing the same filter (faceUpCards), and pulse (the
//                                 game plays Pulse; false without a game). With Sanctuaries or Whispers
//                                 (sanctuaries, whispers: the game plays them), the tiles and whisper
//                                 cards not yet taken (tiles, whisperCards: the row's first, status
//                                 "row", then the deck's, status "deck", by id: the deck's order stays
//                                 hidden); without a game all of them (status "all"). The filter applies:
//                                 a tile is kept when every listed terrain's colour is one of its two, a
//                                 whisper card when every listed terrain is its own
//   Module.gameState()            the current game's public state (its setup: players, side, spirits,
//                                 pulse, sanctuaries, whispers, seed), or null; with the modules, the
//                                 whisper and tile rows (card objects, null for an empty slot) and decks
//                                 (by id: the order stays hidden); per player, sanctuary and whisper
//                                 points, the whisper cards and tiles taken and whether a tile is unbuilt
//   Module.legalActions()         the current player's legal actions
//   Module.applyAction(action)    applies {type, a, b}; returns {ok, error}
//   Module.newGame(setup)         starts {players, side, spirits, pulse, sanctuaries, whispers, seed};
//                                 returns {ok, error}
//   Module.text(key)              the text of a key of the table ("sheet.title") in the player's language,
//                                 "" for an unknown key; placeholders other than {n} are left for the page
//   Module.textCount(key, n)      the key's plural form for n, with {n} filled in
//   Module.language()             the player's language: "en", "fr" or "es"
#include <emscripten/bind.h>

#include <algorithm>
#include <string>
#include <vector>

#include "harmonies/cards.hpp"
#include "harmonies/state.hpp"
#include "model/game_words.hpp"
#include "model/language.hpp"
#include "model/session.hpp"
#include "model/text.hpp"

namespace harmonies::ui {

namespace {

using emscripten::val;

struct HexData {
  int q = 0;
  int r = 0;
  Terrain terrain = Terrain::Water;
  int height = 1;
  std::string need;  // "water", "field", "building", "tree1".."tree3", "mountain1".."mountain3"
};

struct AnimalData {
  int id = 0;
  std::string slug;
  std::string name;            // the deck's English name (records, tests)
  std::string label;           // the name in the player's language
  val pattern = val::array();  // HexData[]
  int cube = 0;                // index of the cube's hex in pattern
  Terrain cube_terrain = Terrain::Water;
  std::string cube_need;       // the cube hex's requirement, e.g. "tree2"
  val ladder = val::array();   // number[]
  val terrains = val::array(); // terrain names the habitat needs
  std::string module;          // "base" or "pulse"
  bool mirrors = false;        // the pattern also matches mirrored (RULES.md "Pulse")
  bool mirror_differs = false; // mirrors, and the mirror image is a shape no rotation gives
  val mirror_pattern = val::array();  // HexData[] of the mirror image (left-right) when it differs, else empty
};

struct SpiritData {
  int id = 0;
  std::string slug;
  std::string name;         // English, as in the deck
  std::string label;        // the name in the player's language
  val pattern = val::array();
  int cube = 0;
  std::string text;         // English, as in the deck
  std::string description;  // the text in the player's language
  std::string kind;  // "group" or "count"
  val terrains = val::array();
};

// RULES.md "Sanctuaries": a tile allows `top` on `bottom` and is tied to both colours.
struct TileData {
  int id = 0;
  std::string slug;
  std::string name;   // English, as in assets/crescendo.json
  std::string label;  // the name in the player's language
  std::string bottom;  // token colour names
  std::string top;
  val colours = val::array();   // [bottom, top]
  val terrains = val::array();  // the terrains whose colour is one of the two
  int points = kSanctuaryPointsPerNeighbour;  // per neighbouring space topped by one of the two colours
  std::string status;  // "row" or "deck" in a game, "all" without one
};

// RULES.md "Whispers": a card naming one terrain, holding its cubes.
struct WhisperData {
  int id = 0;
  std::string slug;
  std::string name;
  std::string label;
  std::string terrain;  // its terrain's name
  std::string colour;   // the token colour that tops that terrain
  int cubes = kWhisperCubes;
  int shared_points = kWhisperSharedPoints;  // per cube sharing its space with an animal or spirit cube
  int alone_points = kWhisperAlonePoints;    // per cube alone
  std::string status;   // "row" or "deck" in a game, "all" without one
};

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

struct ActionData {
  ActionType type = ActionType::EndTurn;
  int a = 0;
  int b = 0;
  std::string text;
};

struct ResultData {
  bool ok = false;
  std::string error;
};

struct PlayerView {
  int total = 0;
  int trees = 0, mountains = 0, fields = 0, buildings = 0, water = 0, animals = 0, spirit = 0;
  int sanctuaries = 0, whispers = 0;  // points (RULES.md "Sanctuaries", "Whispers")
  int animal_cubes = 0;
  int empty_spaces = 0;
  val cards = val::array();  // animal ids taken, in order
  val whisper_cards = val::array();  // whisper card ids taken, in order
  val tiles = val::array();          // sanctuary tile ids taken, in order
  bool tile_open = false;            // the last tile taken is not built yet
};

struct GameView {
  int players = 0;
  std::string side;
  bool spirits = false;
  bool pulse = false;
  bool sanctuaries = false;
  bool whispers = false;
  std::string seed;
  int current_player = 0;
  int round = 0;
  bool last_round = false;
  bool over = false;
  int pouch = 0;
  int deck = 0;
  val row = val::array();   // face-up animal ids, -1 for an empty slot
  val whisper_row = val::array();   // WhisperData, null for an empty slot (empty without Whispers)
  val whisper_deck = val::array();  // WhisperData[] by id
  val tile_row = val::array();      // TileData, null for an empty slot (empty without Sanctuaries)
  val tile_deck = val::array();     // TileData[] by id
  val hand = val::array();  // token names in the current player's hand
  val scores = val::array(); // PlayerView[]
  val winners = val::array();
  int actions = 0;
};

val names_of(TerrainSet set) {
  val out = val::array();
  for (int t = 0; t < kTerrainCount; ++t)
    if ((set >> t) & 1) out.call<void>("push", std::string(kTerrainNames[t]));
  return out;
}

val pattern_of(const Pattern& pattern) {
  val out = val::array();
  for (const PatternHex& h : pattern.hexes)
    out.call<void>("push", HexData{h.at.q, h.at.r, h.terrain, h.height, requirement_name(h)});
  return out;
}

AnimalData animal_data(int id) {
  const AnimalCard& c = standard_decks().animals[id];
  AnimalData d;
  d.id = id;
  d.slug = c.id;
  d.name = c.name;
  d.label = card_name(c);
  d.pattern = pattern_of(c.pattern);
  d.cube = c.pattern.cube;
  d.cube_terrain = c.pattern.hexes[c.pattern.cube].terrain;
  d.cube_need = requirement_name(c.pattern.hexes[c.pattern.cube]);
  for (int v : c.ladder) d.ladder.call<void>("push", v);
  d.terrains = names_of(c.terrains);
  d.module = c.module == Module::Pulse ? "pulse" : "base";
  d.mirrors = c.mirrors();
  d.mirror_differs = c.mirror_mark;
  if (d.mirror_differs) {
    // The engine's mirror image turned a sixth: the same shape, now the left-right reflection of the
    // pattern as the cheatsheet draws it, so the two pictures read as a pattern and its mirror.
    Pattern mirror = mirrored(c.pattern);
    for (PatternHex& h : mirror.hexes) h.at = rotate(h.at, 1);
    d.mirror_pattern = pattern_of(mirror);
  }
  return d;
}

// A name of the table ("sanctuary.<slug>", "whisper.<slug>") in the player's language, else the deck's.
std::string label_of(const std::string& key, const std::string& fallback) {
  const auto found = find_text(key);
  return found ? tr(*found) : fallback;
}

TerrainSet terrains_of_colours(Token a, Token b) {
  TerrainSet out = 0;
  for (int t = 0; t < kTerrainCount; ++t) {
    const Token colour = terrain_colour(static_cast<Terrain>(t));
    if (colour == a || colour == b) out |= bit(static_cast<Terrain>(t));
  }
  return out;
}

TileData tile_data(int id, const char* status) {
  const SanctuaryTile& t = standard_decks().sanctuaries[id];
  TileData d;
  d.id = id;
  d.slug = t.id;
  d.name = t.name;
  d.label = label_of("sanctuary." + t.id, t.name);
  d.bottom = std::string(token_name(t.bottom));
  d.top = std::string(token_name(t.top));
  d.colours.call<void>("push", d.bottom);
  d.colours.call<void>("push", d.top);
  d.terrains = names_of(terrains_of_colours(t.bottom, t.top));
  d.status = status;
  return d;
}

WhisperData whisper_data(int id, const char* status) {
  const WhisperCard& w = standard_decks().whispers[id];
  WhisperData d;
  d.id = id;
  d.slug = w.id;
  d.name = w.name;
  d.label = label_of("whisper." + w.id, w.name);
  d.terrain = std::string(kTerrainNames[static_cast<int>(w.terrain)]);
  d.colour = std::string(token_name(terrain_colour(w.terrain)));
  d.status = status;
  return d;
}

// The filter of the cheatsheet on the modules' cards: every listed terrain is one of theirs.
bool tile_matches(int id, TerrainSet wanted) {
  const SanctuaryTile& t = standard_decks().sanctuaries[id];
  return (terrains_of_colours(t.bottom, t.top) & wanted) == wanted;
}
bool whisper_matches(int id, TerrainSet wanted) {
  return (bit(standard_decks().whispers[id].terrain) & wanted) == wanted;
}

// A deck's cards by id: the page may know which are left, never in what order.
std::vector<int> sorted_ids(const std::uint8_t* ids, int count) {
  std::vector<int> out(ids, ids + count);
  std::sort(out.begin(), out.end());
  return out;
}

val sanctuary_tiles() {
  val out = val::array();
  for (size_t i = 0; i < standard_decks().sanctuaries.size(); ++i)
    out.call<void>("push", tile_data(static_cast<int>(i), "all"));
  return out;
}

val whisper_cards() {
  val out = val::array();
  for (size_t i = 0; i < standard_decks().whispers.size(); ++i)
    out.call<void>("push", whisper_data(static_cast<int>(i), "all"));
  return out;
}

val deck() {
  val out = val::array();
  for (size_t i = 0; i < standard_decks().animals.size(); ++i)
    out.call<void>("push", animal_data(static_cast<int>(i)));
  return out;
}

val spirits() {
  val out = val::array();
  const auto& all = standard_decks().spirits;
  for (size_t i = 0; i < all.size(); ++i) {
    SpiritData d;
    d.id = static_cast<int>(i);
    d.slug = all[i].id;
    d.name = all[i].name;
    d.label = card_name(all[i]);
    d.pattern = pattern_of(all[i].pattern);
    d.cube = all[i].pattern.cube;
    d.text = all[i].text;
    d.description = card_text(all[i]);
    d.kind = all[i].rule.kind == SpiritKind::Group ? "group" : "count";
    d.terrains = names_of(all[i].terrains);
    out.call<void>("push", d);
  }
  return out;
}

val terrains() { return names_of((1u << kTerrainCount) - 1); }

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
  std::vector<int> ids;
  if (game) {
    ids = game->deck_cards();
    for (int i = 0; i < game->row_size(); ++i) {
      const int id = game->now().row[i];
      d.face_up.call<void>("push", id);
      if (id != kNone && standard_decks().animals[id].needs_all(wanted))
        d.face_up_cards.call<void>("push", animal_data(id));
    }
  } else {
    for (size_t i = 0; i < standard_decks().animals.size(); ++i) ids.push_back(static_cast<int>(i));
  }
  for (int id : ids) {
    if (!standard_decks().animals[id].needs_all(wanted)) continue;
    d.cards.call<void>("push", animal_data(id));
    ++d.count;
  }
  // RULES.md "Sanctuaries" and "Whispers": the tiles and whisper cards not yet taken (all without a game).
  d.sanctuaries = game && game->setup().sanctuaries;
  d.whispers = game && game->setup().whispers;
  if (!game) {
    for (size_t i = 0; i < standard_decks().sanctuaries.size(); ++i)
      if (tile_matches(static_cast<int>(i), wanted)) d.tiles.call<void>("push", tile_data(static_cast<int>(i), "all"));
    for (size_t i = 0; i < standard_decks().whispers.size(); ++i)
      if (whisper_matches(static_cast<int>(i), wanted))
        d.whisper_cards.call<void>("push", whisper_data(static_cast<int>(i), "all"));
    return d;
  }
  const Position& now = game->now();
  if (d.sanctuaries) {
    for (std::int8_t id : now.tile_row)
      if (id != kNone && tile_matches(id, wanted)) d.tiles.call<void>("push", tile_data(id, "row"));
    for (int id : sorted_ids(now.tile_deck.data(), now.tile_deck_count))
      if (tile_matches(id, wanted)) d.tiles.call<void>("push", tile_data(id, "deck"));
  }
  if (d.whispers) {
    for (std::int8_t id : now.whisper_row)
      if (id != kNone && whisper_matches(id, wanted)) d.whisper_cards.call<void>("push", whisper_data(id, "row"));
    for (int id : sorted_ids(now.whisper_deck.data(), now.whisper_deck_count))
      if (whisper_matches(id, wanted)) d.whisper_cards.call<void>("push", whisper_data(id, "deck"));
  }
  return d;
}

val game_state() {
  const auto& game = session().game;
  if (!game) return val::null();
  const GameState& g = *game;
  GameView v;
  v.players = g.player_count();
  v.side = std::string(side_name(g.setup().side));
  v.spirits = g.setup().spirits;
  v.pulse = g.setup().pulse;
  v.sanctuaries = g.setup().sanctuaries;
  v.whispers = g.setup().whispers;
  v.seed = g.setup().seed;
  v.current_player = g.current_player();
  v.round = g.now().round;
  v.last_round = g.now().end_triggered;
  v.over = g.is_terminal();
  v.pouch = g.now().pouch_count;
  v.deck = g.now().deck_count;
  for (int i = 0; i < g.row_size(); ++i) v.row.call<void>("push", static_cast<int>(g.now().row[i]));
  if (g.setup().whispers) {
    for (std::int8_t id : g.now().whisper_row)
      v.whisper_row.call<void>("push", id == kNone ? val::null() : val(whisper_data(id, "row")));
    for (int id : sorted_ids(g.now().whisper_deck.data(), g.now().whisper_deck_count))
      v.whisper_deck.call<void>("push", whisper_data(id, "deck"));
  }
  if (g.setup().sanctuaries) {
    for (std::int8_t id : g.now().tile_row)
      v.tile_row.call<void>("push", id == kNone ? val::null() : val(tile_data(id, "row")));
    for (int id : sorted_ids(g.now().tile_deck.data(), g.now().tile_deck_count))
      v.tile_deck.call<void>("push", tile_data(id, "deck"));
  }
  for (int i = 0; i < g.now().turn.hand_count; ++i)
    v.hand.call<void>("push", std::string(token_name(g.now().turn.hand[i])));
  for (int p = 0; p < g.player_count(); ++p) {
    const PlayerScore s = g.score(p);
    PlayerView pv;
    pv.total = s.total;
    pv.trees = s.landscape.trees;
    pv.mountains = s.landscape.mountains;
    pv.fields = s.landscape.fields;
    pv.buildings = s.landscape.buildings;
    pv.water = s.landscape.water;
    pv.animals = s.animals_total;
    pv.spirit = s.spirit;
    pv.sanctuaries = s.sanctuaries;
    pv.whispers = s.whispers;
    pv.animal_cubes = s.animal_cubes;
    pv.empty_spaces = g.player(p).board.empty_spaces();
    for (int k = 0; k < g.player(p).taken_count; ++k) pv.cards.call<void>("push", static_cast<int>(g.player(p).taken[k]));
    for (int k = 0; k < g.player(p).whisper_count; ++k)
      pv.whisper_cards.call<void>("push", static_cast<int>(g.player(p).whispers[k]));
    for (int k = 0; k < g.player(p).tile_count; ++k) pv.tiles.call<void>("push", static_cast<int>(g.player(p).tiles[k]));
    pv.tile_open = g.player(p).tile_open;
    v.scores.call<void>("push", pv);
  }
  if (g.is_terminal())
    for (int w : g.winners()) v.winners.call<void>("push", w);
  v.actions = static_cast<int>(session().record.actions.size());
  return val(v);
}

val legal_actions() {
  val out = val::array();
  if (!session().game) return out;
  for (const Action& a : session().game->legal_actions())
    out.call<void>("push", ActionData{a.type, a.a, a.b, to_string(a)});
  return out;
}

// Reads a small non-negative integer field; enum values arrive as {value: n}.
bool read_field(const val& object, const char* key, int max, int& out) {
  val v = object[key];
  if (v.isUndefined() || v.isNull()) {
    out = 0;
    return true;
  }
  if (v.typeOf().as<std::string>() == "object" && v.hasOwnProperty("value")) v = v["value"];
  if (!v.isNumber()) return false;
  const double d = v.as<double>();
  if (d < 0 || d > max || d != static_cast<int>(d)) return false;
  out = static_cast<int>(d);
  return true;
}

ResultData apply_action(val action) {
  if (!session().game) return {false, "no game in progress"};
  if (action.typeOf().as<std::string>() != "object" || action.isNull())
    return {false, "malformed action: expected {type, a, b}"};
  int type = 0, a = 0, b = 0;
  if (action["type"].isUndefined() || !read_field(action, "type", kActionTypes - 1, type))
    return {false, "malformed action: unknown type"};
  if (!read_field(action, "a", 255, a) || !read_field(action, "b", 255, b))
    return {false, "malformed action: a and b must be integers from 0 to 255"};
  const Action parsed{static_cast<ActionType>(type), static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
  if (Error e = session().apply(parsed)) return {false, e.message};
  return {true, ""};
}

ResultData new_game(val setup) {
  if (setup.typeOf().as<std::string>() != "object" || setup.isNull())
    return {false, "malformed setup: expected {players, side, spirits, pulse, sanctuaries, whispers, seed}"};
  Setup s;
  int players = 2;
  if (!read_field(setup, "players", 99, players)) return {false, "malformed setup: players must be 1 to 4"};
  s.players = setup["players"].isUndefined() ? 2 : players;
  const val side = setup["side"];
  if (!side.isUndefined()) {
    const auto parsed = side.isString() ? side_from_name(side.as<std::string>()) : std::nullopt;
    if (!parsed) return {false, "malformed setup: side must be \"A\", \"B\", \"C\" or \"D\""};
    s.side = *parsed;
  }
  s.spirits = setup["spirits"].isTrue();
  s.pulse = setup["pulse"].isTrue();
  s.sanctuaries = setup["sanctuaries"].isTrue();
  s.whispers = setup["whispers"].isTrue();
  const val seed = setup["seed"];
  if (!seed.isUndefined() && !seed.isString()) return {false, "malformed setup: seed must be a string"};
  if (seed.isString()) s.seed = seed.as<std::string>();
  if (Error e = session().start(s)) return {false, e.message};
  return {true, ""};
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

EMSCRIPTEN_BINDINGS(harmonies) {
  using namespace emscripten;
  enum_<Terrain>("Terrain")
      .value("Water", Terrain::Water)
      .value("Field", Terrain::Field)
      .value("Mountain", Terrain::Mountain)
      .value("Tree", Terrain::Tree)
      .value("Building", Terrain::Building);
  enum_<ActionType>("ActionType")
      .value("TakeSpot", ActionType::TakeSpot)
      .value("PlaceToken", ActionType::PlaceToken)
      .value("TakeCard", ActionType::TakeCard)
      .value("PlaceCube", ActionType::PlaceCube)
      .value("ChooseSpirit", ActionType::ChooseSpirit)
      .value("DiscardCard", ActionType::DiscardCard)
      .value("EndTurn", ActionType::EndTurn)
      .value("RestartTurn", ActionType::RestartTurn)
      .value("TakeWhisper", ActionType::TakeWhisper)
      .value("PlaceWhisper", ActionType::PlaceWhisper)
      .value("TakeTile", ActionType::TakeTile)
      .value("UndoStep", ActionType::UndoStep);
  value_object<HexData>("Hex")
      .field("q", &HexData::q)
      .field("r", &HexData::r)
      .field("terrain", &HexData::terrain)
      .field("height", &HexData::height)
      .field("need", &HexData::need);
  value_object<AnimalData>("Animal")
      .field("id", &AnimalData::id)
      .field("slug", &AnimalData::slug)
      .field("name", &AnimalData::name)
      .field("label", &AnimalData::label)
      .field("pattern", &AnimalData::pattern)
      .field("cube", &AnimalData::cube)
      .field("cubeTerrain", &AnimalData::cube_terrain)
      .field("cubeNeed", &AnimalData::cube_need)
      .field("ladder", &AnimalData::ladder)
      .field("terrains", &AnimalData::terrains)
      .field("module", &AnimalData::module)
      .field("mirrors", &AnimalData::mirrors)
      .field("mirrorDiffers", &AnimalData::mirror_differs)
      .field("mirrorPattern", &AnimalData::mirror_pattern);
  value_object<SpiritData>("Spirit")
      .field("id", &SpiritData::id)
      .field("slug", &SpiritData::slug)
      .field("name", &SpiritData::name)
      .field("label", &SpiritData::label)
      .field("pattern", &SpiritData::pattern)
      .field("cube", &SpiritData::cube)
      .field("text", &SpiritData::text)
      .field("description", &SpiritData::description)
      .field("kind", &SpiritData::kind)
      .field("terrains", &SpiritData::terrains);
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
  value_object<TileData>("SanctuaryTile")
      .field("id", &TileData::id)
      .field("slug", &TileData::slug)
      .field("name", &TileData::name)
      .field("label", &TileData::label)
      .field("bottom", &TileData::bottom)
      .field("top", &TileData::top)
      .field("colours", &TileData::colours)
      .field("terrains", &TileData::terrains)
      .field("points", &TileData::points)
      .field("status", &TileData::status);
  value_object<WhisperData>("WhisperCard")
      .field("id", &WhisperData::id)
      .field("slug", &WhisperData::slug)
      .field("name", &WhisperData::name)
      .field("label", &WhisperData::label)
      .field("terrain", &WhisperData::terrain)
      .field("colour", &WhisperData::colour)
      .field("cubes", &WhisperData::cubes)
      .field("sharedPoints", &WhisperData::shared_points)
      .field("alonePoints", &WhisperData::alone_points)
      .field("status", &WhisperData::status);
  value_object<ActionData>("Action")
      .field("type", &ActionData::type)
      .field("a", &ActionData::a)
      .field("b", &ActionData::b)
      .field("text", &ActionData::text);
  value_object<ResultData>("Result").field("ok", &ResultData::ok).field("error", &ResultData::error);
  value_object<PlayerView>("PlayerView")
      .field("total", &PlayerView::total)
      .field("trees", &PlayerView::trees)
      .field("mountains", &PlayerView::mountains)
      .field("fields", &PlayerView::fields)
      .field("buildings", &PlayerView::buildings)
      .field("water", &PlayerView::water)
      .field("animals", &PlayerView::animals)
      .field("spirit", &PlayerView::spirit)
      .field("sanctuaries", &PlayerView::sanctuaries)
      .field("whispers", &PlayerView::whispers)
      .field("animalCubes", &PlayerView::animal_cubes)
      .field("emptySpaces", &PlayerView::empty_spaces)
      .field("cards", &PlayerView::cards)
      .field("whisperCards", &PlayerView::whisper_cards)
      .field("tiles", &PlayerView::tiles)
      .field("tileOpen", &PlayerView::tile_open);
  value_object<GameView>("GameView")
      .field("players", &GameView::players)
      .field("side", &GameView::side)
      .field("spirits", &GameView::spirits)
      .field("pulse", &GameView::pulse)
      .field("sanctuaries", &GameView::sanctuaries)
      .field("whispers", &GameView::whispers)
      .field("seed", &GameView::seed)
      .field("currentPlayer", &GameView::current_player)
      .field("round", &GameView::round)
      .field("lastRound", &GameView::last_round)
      .field("over", &GameView::over)
      .field("pouch", &GameView::pouch)
      .field("deck", &GameView::deck)
      .field("row", &GameView::row)
      .field("whisperRow", &GameView::whisper_row)
      .field("whisperDeck", &GameView::whisper_deck)
      .field("tileRow", &GameView::tile_row)
      .field("tileDeck", &GameView::tile_deck)
      .field("hand", &GameView::hand)
      .field("scores", &GameView::scores)
      .field("winners", &GameView::winners)
      .field("actions", &GameView::actions);
  function("deck", &deck);
  function("spirits", &spirits);
  function("sanctuaryTiles", &sanctuary_tiles);
  function("whisperCards", &whisper_cards);
  function("terrains", &terrains);
  function("cheatsheet", &cheatsheet);
  function("gameState", &game_state);
  function("legalActions", &legal_actions);
  function("applyAction", &apply_action);
  function("newGame", &new_game);
  function("text", &text);
  function("textCount", &text_count);
  function("language", &language);
}

}  // namespace harmonies::ui
