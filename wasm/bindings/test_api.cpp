// The tests' API (api.hpp documents it): what the node tests (tests/bindings) and the browser tests
// (tests/e2e) read of the cards and of the game the page shows, and how they drive it. The page never calls it.
#include "bindings/api.hpp"

#include <string>

#include "harmonies/cards_to_come.hpp"
#include "harmonies/state.hpp"
#include "model/game_words.hpp"
#include "model/session.hpp"

namespace harmonies::ui {

namespace {

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
  // The decks by id (cards_to_come): which cards are left, never in what order.
  const CardsToCome left = cards_to_come(g, 0);
  if (g.setup().whispers) {
    for (std::int8_t id : g.now().whisper_row)
      v.whisper_row.call<void>("push", id == kNone ? val::null() : val(whisper_data(id, "row")));
    for (int id : left.whisper_deck)
      v.whisper_deck.call<void>("push", whisper_data(id, "deck"));
  }
  if (g.setup().sanctuaries) {
    for (std::int8_t id : g.now().tile_row)
      v.tile_row.call<void>("push", id == kNone ? val::null() : val(tile_data(id, "row")));
    for (int id : left.tile_deck)
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

}  // namespace

EMSCRIPTEN_BINDINGS(harmonies_tests) {
  using namespace emscripten;
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
  function("gameState", &game_state);
  function("legalActions", &legal_actions);
  function("applyAction", &apply_action);
  function("newGame", &new_game);
}

}  // namespace harmonies::ui
