// The value objects both APIs return (api.hpp), made from the engine's cards, and their registration.
#include "bindings/api.hpp"

#include "model/game_words.hpp"
#include "model/text.hpp"

namespace harmonies::ui {

namespace {

// A name of the table ("sanctuary.<slug>", "whisper.<slug>") in the player's language, else the deck's.
std::string label_of(const std::string& key, const std::string& fallback) {
  const auto found = find_text(key);
  return found ? tr(*found) : fallback;
}

}  // namespace

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
  if (d.mirror_differs) d.mirror_pattern = pattern_of(mirror_image(c.pattern));
  return d;
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
  d.terrains = names_of(t.terrains());
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

EMSCRIPTEN_BINDINGS(harmonies_values) {
  using namespace emscripten;
  enum_<Terrain>("Terrain")
      .value("Water", Terrain::Water)
      .value("Field", Terrain::Field)
      .value("Mountain", Terrain::Mountain)
      .value("Tree", Terrain::Tree)
      .value("Building", Terrain::Building);
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
}

}  // namespace harmonies::ui
