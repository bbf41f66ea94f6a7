#include "harmonies/cards.hpp"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <set>

#include "harmonies/json.hpp"

namespace harmonies {

Token terrain_colour(Terrain terrain) {
  switch (terrain) {
    case Terrain::Water: return Token::Blue;
    case Terrain::Field: return Token::Yellow;
    case Terrain::Mountain: return Token::Gray;
    case Terrain::Tree: return Token::Green;
    case Terrain::Building: return Token::Red;
  }
  return Token::Blue;
}

TerrainSet SanctuaryTile::terrains() const {
  TerrainSet out = 0;
  for (int t = 0; t < kTerrainCount; ++t)
    if (has_colour(terrain_colour(static_cast<Terrain>(t)))) out |= bit(static_cast<Terrain>(t));
  return out;
}

bool is_terrain(const Stack& stack, Terrain terrain) {
  switch (terrain) {
    case Terrain::Water: return stack.landscape() == Landscape::Water;
    case Terrain::Field: return stack.landscape() == Landscape::Field;
    case Terrain::Mountain: return stack.landscape() == Landscape::Mountain;
    case Terrain::Tree: return stack.landscape() == Landscape::Tree;
    case Terrain::Building: return stack.landscape() == Landscape::Building;
  }
  return false;
}

std::optional<Terrain> terrain_from_name(std::string_view name) {
  for (int i = 0; i < kTerrainCount; ++i)
    if (kTerrainNames[i] == name) return static_cast<Terrain>(i);
  return std::nullopt;
}

bool satisfies(const Stack& stack, const PatternHex& hex) {
  switch (hex.terrain) {
    case Terrain::Water: return stack.landscape() == Landscape::Water;
    case Terrain::Field: return stack.landscape() == Landscape::Field;
    case Terrain::Building: return stack.landscape() == Landscape::Building;
    case Terrain::Tree:
      return stack.landscape() == Landscape::Tree && stack.height == hex.height;
    case Terrain::Mountain:
      return stack.landscape() == Landscape::Mountain && stack.height == hex.height;
  }
  return false;
}

namespace {

// The terrain a stack forms for patterns, if any (a trunk, a lone red and a sanctuary form none).
std::optional<Terrain> pattern_terrain(Landscape landscape) {
  switch (landscape) {
    case Landscape::Water: return Terrain::Water;
    case Landscape::Field: return Terrain::Field;
    case Landscape::Mountain: return Terrain::Mountain;
    case Landscape::Tree: return Terrain::Tree;
    case Landscape::Building: return Terrain::Building;
    default: return std::nullopt;
  }
}

// Stacks alike for every rule SpaceSets stands for: Stack::landscape(), can_stack() and satisfies()
// read only a stack's height, its top token and whether it is a sanctuary. Each such kind's traits
// are worked out once, from those very functions, so a board is sorted by kind and the sets follow.
constexpr int kStackKinds = 2 * (kMaxHeight + 1) * kTokenColours;

int stack_kind(const Stack& stack) {
  const int top = stack.empty() ? 0 : index_of(stack.top());
  return ((stack.sanctuary ? kMaxHeight + 1 : 0) + stack.height) * kTokenColours + top;
}

struct StackTraits {
  std::optional<Terrain> terrain;  // pattern_terrain() of its landscape
  int height = 0;
  bool sanctuary = false;
  std::uint8_t accepts = 0;  // bit c: can_stack(stack, Token(c))
};

const std::array<StackTraits, kStackKinds>& stack_traits() {
  static const auto table = [] {
    std::array<StackTraits, kStackKinds> traits{};
    for (int sanctuary = 0; sanctuary < 2; ++sanctuary)
      for (int height = 0; height <= kMaxHeight; ++height)
        for (int top = 0; top < kTokenColours; ++top) {
          Stack like;
          like.tokens.fill(static_cast<Token>(top));
          like.height = static_cast<std::uint8_t>(height);
          like.sanctuary = sanctuary == 1;
          StackTraits& t = traits[stack_kind(like)];
          t.terrain = pattern_terrain(like.landscape());
          t.height = height;
          t.sanctuary = like.sanctuary;
          for (int c = 0; c < kTokenColours; ++c)
            if (can_stack(like, static_cast<Token>(c))) t.accepts |= static_cast<std::uint8_t>(1u << c);
        }
    return traits;
  }();
  return table;
}

}  // namespace

SpaceSets::SpaceSets(const Board& board) {
  const int space_count = board.space_count();
  std::array<std::uint32_t, kStackKinds> by_kind{};
  std::uint64_t kinds = 0;
  std::uint32_t card_cubes = 0;
  for (int s = 0; s < space_count; ++s) {
    const int kind = stack_kind(board.stacks[s]);
    by_kind[kind] |= 1u << s;
    kinds |= std::uint64_t{1} << kind;
    if (board.has_card_cube(s)) card_cubes |= 1u << s;
  }
  card_cubes_ = card_cubes;
  cubes_ = card_cubes | (board.whispers & ((std::uint32_t{1} << space_count) - 1));
  const auto& traits = stack_traits();
  for (; kinds != 0; kinds &= kinds - 1) {
    const int kind = std::countr_zero(kinds);
    const StackTraits& kind_traits = traits[kind];
    const std::uint32_t spaces = by_kind[kind];
    if (kind_traits.terrain) {
      const int t = static_cast<int>(*kind_traits.terrain);
      terrain_[t] |= spaces;
      terrain_at_height_[t][kind_traits.height] |= spaces;
    }
    if (kind_traits.sanctuary) sanctuaries_ |= spaces;
    for (unsigned colours = kind_traits.accepts; colours != 0; colours &= colours - 1)
      accepting_[std::countr_zero(colours)] |= spaces & ~cubes_;
  }
}

std::uint32_t SpaceSets::satisfying(const PatternHex& hex) const {
  const int t = static_cast<int>(hex.terrain);
  if (hex.terrain != Terrain::Tree && hex.terrain != Terrain::Mountain) return terrain_[t];
  return hex.height <= kMaxHeight ? terrain_at_height_[t][hex.height] : 0;
}

std::uint32_t SpaceSets::cube_spaces(const Pattern& pattern, const PlacementTable& table) const {
  const int hexes = static_cast<int>(pattern.hexes.size());
  std::array<std::uint32_t, kMaxPatternHexes> hex_spaces{};  // the spaces each hex accepts
  for (int i = 0; i < hexes; ++i) hex_spaces[i] = satisfying(pattern.hexes[i]);
  auto stands = [&](const Placement& p) {
    for (int i = 0; i < hexes; ++i)
      if (!((hex_spaces[i] >> p.spaces[i]) & 1u)) return false;
    return true;
  };
  std::uint32_t found = 0;
  for_each_space(hex_spaces[pattern.cube] & ~card_cubes_, [&](int anchor) {
    const auto& placements = table.at(anchor);
    if (std::any_of(placements.begin(), placements.end(), stands)) found |= 1u << anchor;
  });
  return found;
}

Stack example_stack(const PatternHex& hex) {
  for (const Stack& s : legal_stacks())
    if (satisfies(s, hex)) return s;
  return Stack{};
}

std::vector<Token> accepted_colours(const PatternHex& hex, int level) {
  const Stack example = example_stack(hex);
  std::vector<Token> colours;
  if (level < 0 || level >= example.height) return colours;
  for (const Stack& s : legal_stacks()) {
    if (s.height != example.height || !satisfies(s, hex)) continue;
    const Token t = s.tokens[level];
    if (std::find(colours.begin(), colours.end(), t) == colours.end()) colours.push_back(t);
  }
  std::sort(colours.begin(), colours.end());
  return colours;
}

std::string requirement_name(const PatternHex& hex) {
  std::string name(kTerrainNames[static_cast<int>(hex.terrain)]);
  if (hex.terrain == Terrain::Tree || hex.terrain == Terrain::Mountain)
    name += static_cast<char>('0' + hex.height);
  return name;
}

TerrainSet Pattern::terrains() const {
  TerrainSet set = 0;
  for (const auto& h : hexes) set |= bit(h.terrain);
  return set;
}

namespace {

// A reflection of the hex grid: in cube coordinates (q, r, s = -q-r), swapping q and r.
Axial reflect(Axial a) { return Axial{a.r, a.q}; }

}  // namespace

Pattern mirrored(const Pattern& pattern) {
  Pattern out = pattern;
  for (PatternHex& h : out.hexes) h.at = reflect(h.at);
  return out;
}

bool mirror_differs(const Pattern& pattern) {
  const Pattern mirror = mirrored(pattern);
  const Axial cube = pattern.hexes[pattern.cube].at, mirror_cube = mirror.hexes[mirror.cube].at;
  // Same shape: every hex of the rotated mirror, taken about the cube hex, asks what the pattern's
  // hex at that place asks.
  for (int rot = 0; rot < 6; ++rot) {
    bool same = true;
    for (const PatternHex& m : mirror.hexes) {
      const Axial d = rotate(Axial{m.at.q - mirror_cube.q, m.at.r - mirror_cube.r}, rot);
      same &= std::any_of(pattern.hexes.begin(), pattern.hexes.end(), [&](const PatternHex& h) {
        return h.at.q - cube.q == d.q && h.at.r - cube.r == d.r && h.terrain == m.terrain && h.height == m.height;
      });
    }
    if (same) return false;
  }
  return true;
}

Pattern mirror_image(const Pattern& pattern) {
  Pattern out = mirrored(pattern);
  // mirrored() reflects across the line at 60 degrees through (1, 1); a sixth of a turn more is the
  // reflection across the north-south axis.
  for (PatternHex& h : out.hexes) h.at = rotate(h.at, 1);
  return out;
}

PlacementTable::PlacementTable(const Pattern& pattern, Side side, bool mirrors) {
  const Geometry& g = Geometry::of(side);
  const Axial cube = pattern.hexes[pattern.cube].at;
  for (int anchor = 0; anchor < g.space_count(); ++anchor) {
    const Axial a = g.axial(anchor);
    std::vector<Placement>& list = by_anchor_[anchor];
    for (int orientation = 0; orientation < (mirrors ? 12 : 6); ++orientation) {
      const int rot = orientation % 6;
      const bool mirror = orientation >= 6;
      Placement p;
      p.spaces.fill(static_cast<std::int8_t>(kNoSpace));
      bool fits = true;
      for (size_t i = 0; i < pattern.hexes.size() && fits; ++i) {
        const Axial rel{pattern.hexes[i].at.q - cube.q, pattern.hexes[i].at.r - cube.r};
        const Axial d = rotate(mirror ? reflect(rel) : rel, rot);
        int s = g.space_at(Axial{a.q + d.q, a.r + d.r});
        fits = s != kNoSpace;
        p.spaces[i] = static_cast<std::int8_t>(s);
      }
      if (!fits) continue;
      // Symmetric patterns repeat themselves under rotation (or mirroring): keep one copy.
      auto same = [&](const Placement& other) {
        for (size_t i = 0; i < pattern.hexes.size(); ++i) {
          bool found = false;
          for (size_t j = 0; j < pattern.hexes.size(); ++j)
            found |= other.spaces[j] == p.spaces[i] &&
                     pattern.hexes[j].terrain == pattern.hexes[i].terrain &&
                     pattern.hexes[j].height == pattern.hexes[i].height;
          if (!found) return false;
        }
        return true;
      };
      if (std::none_of(list.begin(), list.end(), same)) list.push_back(p);
    }
  }
}

const PlacementTable& Decks::table(Side side, int card_key) const {
  const int index = card_key >= kSpiritKeyBase
                        ? static_cast<int>(animals.size()) + card_key - kSpiritKeyBase
                        : card_key;
  return tables[shape_index(side)][index];
}

namespace {

// Reads fields of one card object, prefixing every complaint with the card's place.
class CardReader {
 public:
  CardReader(const json::Value& v, std::string where) : v_(v), where_(std::move(where)) {}

  Error error;

  std::string text(std::string_view key, size_t max_length) {
    const std::string* f = json::text(json::find(v_, key));
    if (!f || f->empty() || f->size() > max_length) {
      complain(std::string(key) + " must be a non-empty string of at most " +
               std::to_string(max_length) + " characters");
      return {};
    }
    return *f;
  }

  int integer(std::string_view key, int lo, int hi, bool required = true, int fallback = 0) {
    const json::Value* f = json::find(v_, key);
    long long n = 0;
    if (!f) {
      if (required) complain(std::string(key) + " is missing");
      return fallback;
    }
    if (!json::get_int(*f, n) || n < lo || n > hi) {
      complain(std::string(key) + " must be an integer from " + std::to_string(lo) + " to " +
               std::to_string(hi));
      return fallback;
    }
    return static_cast<int>(n);
  }

  Pattern pattern() {
    Pattern p;
    const json::Value* f = json::find(v_, "pattern");
    if (!f || !f->is_array() || f->size() < 2 || f->size() > static_cast<size_t>(kMaxPatternHexes)) {
      complain("pattern must be an array of 2 to 4 hexes");
      return p;
    }
    for (const json::Value& h : *f) {
      CardReader hex(h, where_ + " pattern hex");
      PatternHex ph;
      ph.at.q = hex.integer("q", -3, 3);
      ph.at.r = hex.integer("r", -3, 3);
      std::string t = hex.text("terrain", 16);
      if (hex.error) {
        error = hex.error;
        return p;
      }
      if (!parse_requirement(t, ph)) {
        complain("unknown terrain \"" + t + "\"");
        return p;
      }
      for (const auto& other : p.hexes)
        if (other.at == ph.at) complain("pattern repeats a hex");
      p.hexes.push_back(ph);
    }
    if (!connected(p)) complain("pattern hexes must be connected");
    p.cube = integer("cube", 0, static_cast<int>(p.hexes.size()) - 1);
    return p;
  }

  TerrainSet terrains() {
    const json::Value* f = json::find(v_, "terrains");
    TerrainSet set = 0;
    if (!f || !f->is_array() || f->empty()) {
      complain("terrains must be a non-empty array");
      return 0;
    }
    for (const json::Value& t : *f) {
      const std::string* name = json::text(&t);
      auto terrain = name ? terrain_from_name(*name) : std::nullopt;
      if (!terrain) {
        complain("terrains lists an unknown terrain");
        return 0;
      }
      set |= bit(*terrain);
    }
    return set;
  }

  void complain(const std::string& what) {
    if (!error) error = fail(where_ + ": " + what);
  }

 private:
  static bool parse_requirement(const std::string& t, PatternHex& out) {
    if (t == "water" || t == "field" || t == "building") {
      out.terrain = *terrain_from_name(t);
      out.height = t == "building" ? 2 : 1;
      return true;
    }
    for (Terrain family : {Terrain::Tree, Terrain::Mountain}) {
      std::string_view name = kTerrainNames[static_cast<int>(family)];
      if (t.size() == name.size() + 1 && t.compare(0, name.size(), name) == 0 &&
          t.back() >= '1' && t.back() <= '3') {
        out.terrain = family;
        out.height = static_cast<std::uint8_t>(t.back() - '0');
        return true;
      }
    }
    return false;
  }

  static bool connected(const Pattern& p) {
    std::vector<bool> reached(p.hexes.size(), false);
    std::vector<size_t> todo = {0};
    reached[0] = true;
    while (!todo.empty()) {
      size_t i = todo.back();
      todo.pop_back();
      for (size_t j = 0; j < p.hexes.size(); ++j) {
        if (reached[j]) continue;
        for (Axial d : kDirections) {
          if (p.hexes[i].at.q + d.q == p.hexes[j].at.q && p.hexes[i].at.r + d.r == p.hexes[j].at.r) {
            reached[j] = true;
            todo.push_back(j);
            break;
          }
        }
      }
    }
    return std::all_of(reached.begin(), reached.end(), [](bool b) { return b; });
  }

  const json::Value& v_;
  std::string where_;
};

const json::Value* list_of(const json::Value& doc, std::string_view key, Error& error,
                           std::string_view file) {
  const json::Value* version = json::find(doc, "version");
  long long v = 0;
  if (!version || !json::get_int(*version, v) || v != 1) {
    error = fail(std::string(file) + ": unsupported or missing version (expected 1)");
    return nullptr;
  }
  const json::Value* list = json::find(doc, key);
  if (!list || !list->is_array() || list->empty()) {
    error = fail(std::string(file) + ": \"" + std::string(key) + "\" must be a non-empty array");
    return nullptr;
  }
  return list;
}

Error read_animals(const json::Value& doc, std::vector<AnimalCard>& out) {
  Error error;
  const json::Value* list = list_of(doc, "animals", error, "animals");
  if (!list) return error;
  for (size_t i = 0; i < list->size(); ++i) {
    CardReader r((*list)[i], "animal card " + std::to_string(i));
    AnimalCard card;
    card.id = r.text("id", 32);
    card.name = r.text("name", 32);
    card.pattern = r.pattern();
    card.terrains = r.terrains();
    if (const json::Value* module = json::find((*list)[i], "module")) {
      const std::string* name = json::text(module);
      if (name && *name == "pulse") card.module = Module::Pulse;
      else r.complain("module must be \"pulse\" (or absent, for the base game)");
    }
    const json::Value* ladder = json::find((*list)[i], "ladder");
    if (!ladder || !ladder->is_array() || ladder->size() < 2 || ladder->size() > static_cast<size_t>(kMaxLadder)) {
      r.complain("ladder must hold 2 to 5 values");
    } else {
      for (const json::Value& step : *ladder) {
        long long n = 0;
        if (!json::get_int(step, n) || n < 1 || n > 99) r.complain("ladder values must be integers 1-99");
        if (!card.ladder.empty() && n <= card.ladder.back()) r.complain("ladder must rise");
        card.ladder.push_back(static_cast<int>(n));
      }
    }
    if (!r.error && card.terrains != card.pattern.terrains())
      r.complain("terrains must list exactly the terrains of its pattern");
    if (r.error) return r.error;
    out.push_back(std::move(card));
  }
  return {};
}

Error read_spirits(const json::Value& doc, std::vector<SpiritCard>& out) {
  Error error;
  const json::Value* list = list_of(doc, "spirits", error, "spirits");
  if (!list) return error;
  for (size_t i = 0; i < list->size(); ++i) {
    CardReader r((*list)[i], "spirit card " + std::to_string(i));
    SpiritCard card;
    card.id = r.text("id", 32);
    card.name = r.text("name", 32);
    card.text = r.text("text", 120);
    card.pattern = r.pattern();
    card.terrains = r.terrains();
    const json::Value* rule = json::find((*list)[i], "rule");
    if (!rule || !rule->is_object()) {
      r.complain("rule must be an object");
      return r.error;
    }
    CardReader rr(*rule, "spirit card " + std::to_string(i) + " rule");
    std::string kind = rr.text("kind", 8);
    std::string terrain = rr.text("terrain", 16);
    auto t = terrain_from_name(terrain);
    if (!rr.error && !t) rr.complain("unknown terrain \"" + terrain + "\"");
    if (!rr.error) card.rule.terrain = *t;
    if (kind == "group") {
      card.rule.kind = SpiritKind::Group;
      card.rule.min = rr.integer("min_size", 1, 25);
      card.rule.small_points = rr.integer("small_points", 0, 50, false, 0);
    } else if (kind == "count") {
      card.rule.kind = SpiritKind::Count;
      card.rule.min = rr.integer("min_height", 1, 3, false, 1);
    } else if (!rr.error) {
      rr.complain("kind must be \"group\" or \"count\"");
    }
    card.rule.points = rr.integer("points", 1, 50);
    if (rr.error) return rr.error;
    if (!r.error && card.terrains != card.pattern.terrains())
      r.complain("terrains must list exactly the terrains of its pattern");
    if (r.error) return r.error;
    out.push_back(std::move(card));
  }
  return {};
}

Error read_crescendo(const json::Value& doc, Decks& out) {
  Error error;
  const json::Value* tiles = list_of(doc, "sanctuaries", error, "crescendo");
  if (!tiles) return error;
  if (tiles->size() > static_cast<size_t>(kMaxTiles)) return fail("crescendo: at most 8 sanctuary tiles");
  for (size_t i = 0; i < tiles->size(); ++i) {
    CardReader r((*tiles)[i], "sanctuary tile " + std::to_string(i));
    SanctuaryTile tile;
    tile.id = r.text("id", 32);
    tile.name = r.text("name", 32);
    const auto bottom = token_from_name(r.text("bottom", 8));
    const auto top = token_from_name(r.text("top", 8));
    if (!r.error && (!bottom || !top)) r.complain("bottom and top must be token colours");
    if (!r.error && !is_forbidden_pair(*bottom, *top))
      r.complain("its stack must be one the rules forbid, of two colours");
    if (r.error) return r.error;
    tile.bottom = *bottom;
    tile.top = *top;
    out.sanctuaries.push_back(std::move(tile));
  }
  const json::Value* cards = list_of(doc, "whispers", error, "crescendo");
  if (!cards) return error;
  if (cards->size() > static_cast<size_t>(kMaxWhispers)) return fail("crescendo: at most 8 whisper cards");
  for (size_t i = 0; i < cards->size(); ++i) {
    CardReader r((*cards)[i], "whisper card " + std::to_string(i));
    WhisperCard card;
    card.id = r.text("id", 32);
    card.name = r.text("name", 32);
    const std::string terrain = r.text("terrain", 16);
    const auto t = terrain_from_name(terrain);
    if (!r.error && !t) r.complain("unknown terrain \"" + terrain + "\"");
    if (r.error) return r.error;
    card.terrain = *t;
    out.whispers.push_back(std::move(card));
  }
  return {};
}

// What concerns the decks as a whole, then every placement precomputed.
Error finish_decks(Decks& decks) {
  if (decks.animals.size() > static_cast<size_t>(kSpiritKeyBase))
    return fail("animals: at most 64 cards");
  std::set<std::string> ids;
  for (const auto& c : decks.animals)
    if (!ids.insert(c.id).second) return fail("animals: duplicate id \"" + c.id + "\"");
  for (const auto& c : decks.spirits)
    if (!ids.insert(c.id).second) return fail("spirits: duplicate id \"" + c.id + "\"");
  for (const auto& c : decks.sanctuaries)
    if (!ids.insert(c.id).second) return fail("sanctuaries: duplicate id \"" + c.id + "\"");
  for (const auto& c : decks.whispers)
    if (!ids.insert(c.id).second) return fail("whispers: duplicate id \"" + c.id + "\"");
  for (AnimalCard& c : decks.animals) c.mirror_mark = c.mirrors() && mirror_differs(c.pattern);
  for (Side side : {Side::A, Side::B}) {  // one table per shape: C uses A's, D uses B's
    auto& tables = decks.tables[shape_index(side)];
    for (const auto& c : decks.animals) tables.emplace_back(c.pattern, side, c.mirrors());
    for (const auto& c : decks.spirits) tables.emplace_back(c.pattern, side);
  }
  return {};
}

}  // namespace

Error parse_decks(std::string_view animals_json, std::string_view spirits_json, Decks& out) {
  return parse_decks(animals_json, spirits_json, {}, out);
}

Error parse_decks(std::string_view animals_json, std::string_view spirits_json, std::string_view crescendo_json,
                  Decks& out) {
  Decks decks;
  json::Value doc;
  if (Error e = json::parse(animals_json, doc)) return fail("animals: " + e.message);
  if (Error e = read_animals(doc, decks.animals)) return e;
  if (Error e = json::parse(spirits_json, doc)) return fail("spirits: " + e.message);
  if (Error e = read_spirits(doc, decks.spirits)) return e;
  if (!crescendo_json.empty()) {
    if (Error e = json::parse(crescendo_json, doc)) return fail("crescendo: " + e.message);
    if (Error e = read_crescendo(doc, decks)) return e;
  }
  if (Error e = finish_decks(decks)) return e;
  out = std::move(decks);
  return {};
}

// The deck files embedded at build time (decks_text.cpp), read once by parse_decks like any other.
const Decks& standard_decks() {
  static const Decks decks = [] {
    Decks d;
    if (Error e = parse_decks(standard_animals_json(), standard_spirits_json(), standard_crescendo_json(), d)) {
      // The build embeds assets/ as it is and the test suite reads it: reaching this is a build defect.
      std::fprintf(stderr, "harmonies: embedded decks are invalid: %s\n", e.message.c_str());
      std::abort();
    }
    return d;
  }();
  return decks;
}

}  // namespace harmonies
