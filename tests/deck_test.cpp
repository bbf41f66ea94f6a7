// The decks as data (RULES.md "Decks (ours)"): the spread, the ladders, the
// terrains, and every card completable on an empty board.
#include <catch2/catch.hpp>

#include <bit>
#include <fstream>
#include <iterator>
#include <map>
#include <set>

#include "harmonies/cards.hpp"
#include "harmonies/scoring.hpp"
#include "scenario.hpp"
#include "test_paths.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

// Stacks a pattern hex asks for, bottom to top.
std::vector<Token> stack_for(const PatternHex& hex) {
  switch (hex.terrain) {
    case Terrain::Water: return {Token::Blue};
    case Terrain::Field: return {Token::Yellow};
    case Terrain::Building: return {Token::Brown, Token::Red};
    case Terrain::Tree: {
      std::vector<Token> s(hex.height - 1, Token::Brown);
      s.push_back(Token::Green);
      return s;
    }
    case Terrain::Mountain: return std::vector<Token>(hex.height, Token::Gray);
  }
  return {};
}

// Places `copies` copies of a card's habitat, each with its own cube, by
// depth-first search; hexes may be shared when they need the same terrain.
bool complete(const Decks& decks, Side side, int key, const Pattern& pattern, Board& board, int copies,
              int& budget) {
  if (copies == 0) return true;
  for (int anchor = 0; anchor < board.space_count(); ++anchor) {
    if (board.has_cube(anchor)) continue;
    for (const Placement& pl : decks.table(side, key).at(anchor)) {
      if (--budget < 0) return false;
      Board next = board;
      bool ok = true;
      for (size_t i = 0; i < pattern.hexes.size() && ok; ++i) {
        Stack& st = next.stacks[pl.spaces[i]];
        if (satisfies(st, pattern.hexes[i])) continue;
        ok = st.empty();
        for (Token t : stack_for(pattern.hexes[i])) {
          ok = ok && can_stack(st, t);
          if (ok) st.tokens[st.height++] = t;
        }
      }
      if (!ok) continue;
      next.cubes[anchor] = static_cast<std::int8_t>(key);
      if (complete(decks, side, key, pattern, next, copies - 1, budget)) {
        board = next;
        return true;
      }
    }
  }
  return false;
}

}  // namespace

TEST_CASE("RULES.md Decks (ours): 32 animals with the published cube spread", "[deck]") {
  const Decks& decks = standard_decks();
  std::map<int, int> spread;
  int base = 0;
  for (const auto& card : decks.animals) {
    if (card.module != Module::Base) continue;
    ++base;
    ++spread[card.cubes()];
  }
  REQUIRE(base == 32);
  // About 9 cards of 2 cubes, 16 of 3, 5 of 4, 2 of 5.
  REQUIRE(spread[2] == 9);
  REQUIRE(spread[3] == 16);
  REQUIRE(spread[4] == 5);
  REQUIRE(spread[5] == 2);
}

TEST_CASE("RULES.md Pulse: 10 more animals, 42 in all, at least 4 needing three terrains", "[deck][pulse]") {
  const Decks& decks = standard_decks();
  REQUIRE(decks.animals.size() == 42);
  int pulse = 0, three_terrains = 0, chiral = 0;
  std::map<int, int> spread;
  for (size_t id = 0; id < decks.animals.size(); ++id) {
    const AnimalCard& card = decks.animals[id];
    INFO(card.id);
    // Base cards keep their indices (saved games name cards by index): Pulse's come after them.
    REQUIRE((card.module == Module::Pulse) == (id >= 32));
    if (card.module != Module::Pulse) continue;
    ++pulse;
    ++spread[card.cubes()];
    three_terrains += std::popcount(static_cast<unsigned>(card.terrains)) >= 3 ? 1 : 0;
    chiral += mirror_differs(card.pattern) ? 1 : 0;
  }
  REQUIRE(pulse == 10);
  REQUIRE(three_terrains >= 4);
  // The module is about mirroring: most of its cards look different in a mirror.
  REQUIRE(chiral >= 6);
  // "Cube counts follow Decks (ours)": mostly 3 cubes, a few 2 and 4.
  REQUIRE(spread[3] >= 4);
  REQUIRE(spread[2] >= 2);
  REQUIRE(spread[4] + spread[5] >= 1);
}

TEST_CASE("RULES.md Decks (ours): ladders rise, first 2-8, last 9-18", "[deck]") {
  for (const auto& card : standard_decks().animals) {
    INFO(card.id);
    REQUIRE(card.ladder.front() >= 2);
    REQUIRE(card.ladder.front() <= 8);
    REQUIRE(card.ladder.back() >= 9);
    REQUIRE(card.ladder.back() <= 18);
    for (size_t i = 1; i < card.ladder.size(); ++i) REQUIRE(card.ladder[i] > card.ladder[i - 1]);
    REQUIRE(card.points(0) == 0);
    REQUIRE(card.points(card.cubes()) == card.ladder.back());
  }
}

TEST_CASE("RULES.md Decks (ours): shapes, terrains and unique cards", "[deck]") {
  const Decks& decks = standard_decks();
  std::set<std::string> names;
  std::map<size_t, int> sizes;
  std::array<int, kTerrainCount> cube_bands{};
  for (const auto& card : decks.animals) {
    INFO(card.id);
    REQUIRE(names.insert(card.name).second);
    REQUIRE(card.terrains == card.pattern.terrains());
    ++sizes[card.pattern.hexes.size()];
    ++cube_bands[static_cast<int>(card.pattern.hexes[card.pattern.cube].terrain)];
  }
  // Pairs, lines and triangles of 3, and a few 4-hex shapes.
  REQUIRE(sizes[2] >= 6);
  REQUIRE(sizes[3] >= 12);
  REQUIRE(sizes[4] >= 2);
  REQUIRE(sizes[4] <= 8);
  // Every terrain is the colour band of several cards.
  for (int band : cube_bands) REQUIRE(band >= 4);
}

TEST_CASE("RULES.md Nature's Spirit variant: 10 spirits of the two kinds", "[deck][spirits]") {
  const Decks& decks = standard_decks();
  REQUIRE(decks.spirits.size() == 10);
  int groups = 0;
  for (const auto& s : decks.spirits) {
    INFO(s.id);
    REQUIRE(s.terrains == s.pattern.terrains());
    REQUIRE(s.rule.points > 0);
    REQUIRE_FALSE(s.text.empty());
    groups += s.rule.kind == SpiritKind::Group;
  }
  REQUIRE(groups == 5);
}

TEST_CASE("Every card can be completed on an empty board, both sides", "[deck]") {
  const Decks& decks = standard_decks();
  for (Side side : {Side::A, Side::B}) {
    for (size_t i = 0; i < decks.animals.size(); ++i) {
      const AnimalCard& card = decks.animals[i];
      INFO(card.id << " side " << side_name(side));
      Board board(side);
      int budget = 200000;
      REQUIRE(complete(decks, side, static_cast<int>(i), card.pattern, board, card.cubes(), budget));
      REQUIRE(board.cube_count() == card.cubes());
      for (int s = 0; s < board.space_count(); ++s) REQUIRE(is_legal_stack(board.stacks[s]));
    }
    for (size_t j = 0; j < decks.spirits.size(); ++j) {
      Board board(side);
      int budget = 200000;
      REQUIRE(complete(decks, side, kSpiritKeyBase + static_cast<int>(j), decks.spirits[j].pattern, board, 1, budget));
    }
  }
}

TEST_CASE("Every card is completable through real play on an empty board", "[deck]") {
  // The same through the game itself: legal placements and PlaceCube actions.
  for (size_t id = 0; id < standard_decks().animals.size(); ++id) {
    Setup setup = make_setup(2, Side::A, false, "complete");
    setup.pulse = standard_decks().animals[id].module == Module::Pulse;
    GameState fresh = GameState::create(setup);
    Position p = fresh.now();
    const int me = p.current;
    const AnimalCard& card = fresh.decks().animals[id];
    INFO(card.id);
    hand_card(p, me, static_cast<int>(id));
    Board target(setup.side);
    int budget = 200000;
    REQUIRE(complete(fresh.decks(), setup.side, static_cast<int>(id), card.pattern, target, card.cubes(), budget));
    for (int s = 0; s < target.space_count(); ++s)
      for (int k = 0; k < target.stacks[s].height; ++k) build(p, me, s, {target.stacks[s].tokens[k]});
    GameState g = resume(setup, p);
    for (int s = 0; s < target.space_count(); ++s) {
      if (!target.has_cube(s)) continue;
      REQUIRE(is_legal(g, Action::place_cube(0, s)));
      play(g, Action::place_cube(0, s));
    }
    REQUIRE(g.now().cubes_on_card[id] == card.cubes());
    REQUIRE(g.score(me).animals_total == card.ladder.back());
  }
}

TEST_CASE("The decks have one reader: the asset files embedded verbatim, read by parse_decks", "[deck]") {
  // engine/embed_decks.cmake copies assets/*.json into the engine as text, unread; standard_decks() is
  // parse_decks() of those texts, with every check of RULES.md's deck rules.
  const auto file = [](const char* name) {
    std::ifstream in(std::string(assets_dir()) + "/" + name, std::ios::binary);
    REQUIRE(in);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
  CHECK(standard_animals_json() == file("animals.json"));
  CHECK(standard_spirits_json() == file("spirits.json"));
  CHECK(standard_crescendo_json() == file("crescendo.json"));

  Decks parsed;
  const Error e = parse_decks(standard_animals_json(), standard_spirits_json(), standard_crescendo_json(), parsed);
  INFO(e.message);
  REQUIRE_FALSE(e);
  const Decks& standard = standard_decks();
  REQUIRE(standard.animals.size() == parsed.animals.size());
  for (size_t i = 0; i < parsed.animals.size(); ++i) {
    INFO(parsed.animals[i].id);
    CHECK(standard.animals[i].id == parsed.animals[i].id);
    CHECK(standard.animals[i].mirror_mark == parsed.animals[i].mirror_mark);
  }
  REQUIRE(standard.spirits.size() == parsed.spirits.size());
  REQUIRE(standard.sanctuaries.size() == parsed.sanctuaries.size());
  REQUIRE(standard.whispers.size() == parsed.whispers.size());
  for (int side = 0; side < 2; ++side) CHECK(standard.tables[side].size() == parsed.tables[side].size());

  // Without the Crescendo document: no tiles and no whisper cards.
  Decks base;
  REQUIRE_FALSE(parse_decks(standard_animals_json(), standard_spirits_json(), base));
  CHECK(base.animals.size() == standard.animals.size());
  CHECK(base.sanctuaries.empty());
  CHECK(base.whispers.empty());
}

TEST_CASE("RULES.md Sanctuaries and Whispers: 8 tiles of distinct forbidden stacks, 8 whisper cards naming the five "
          "terrains",
          "[deck][crescendo]") {
  const Decks& decks = standard_decks();
  // "a deck of 8 sanctuary tiles. Each shows one forbidden two-token stack, 'Y on X' with X != Y".
  REQUIRE(decks.sanctuaries.size() == 8);
  std::set<std::pair<Token, Token>> stacks;
  std::set<std::string> names;
  for (const SanctuaryTile& t : decks.sanctuaries) {
    INFO(t.id);
    CHECK(t.bottom != t.top);
    CHECK(is_forbidden_pair(t.bottom, t.top));
    Stack two;
    two.tokens[two.height++] = t.bottom;
    CHECK_FALSE(can_stack(two, t.top));
    CHECK(stacks.insert({t.bottom, t.top}).second);
    CHECK(names.insert(t.name).second);
    // "tied to its two colours X and Y".
    for (int c = 0; c < kTokenColours; ++c)
      CHECK(t.has_colour(static_cast<Token>(c)) == (static_cast<Token>(c) == t.bottom || static_cast<Token>(c) == t.top));
  }
  // "a deck of 8 whisper cards, each naming one terrain ... and holding 2 whisper cubes".
  REQUIRE(decks.whispers.size() == 8);
  REQUIRE(kWhisperCubes == 2);
  std::set<Terrain> terrains;
  for (const WhisperCard& w : decks.whispers) {
    INFO(w.id);
    CHECK(names.insert(w.name).second);
    terrains.insert(w.terrain);
  }
  CHECK(terrains.size() == kTerrainCount);
  // RULES.md "Crescendo", terrain colours: water blue, field yellow, mountain gray, building red, tree green.
  CHECK(terrain_colour(Terrain::Water) == Token::Blue);
  CHECK(terrain_colour(Terrain::Field) == Token::Yellow);
  CHECK(terrain_colour(Terrain::Mountain) == Token::Gray);
  CHECK(terrain_colour(Terrain::Building) == Token::Red);
  CHECK(terrain_colour(Terrain::Tree) == Token::Green);
}

TEST_CASE("Crescendo files that break the rules are refused", "[deck][crescendo][robust]") {
  const std::string animals(standard_animals_json()), spirits(standard_spirits_json());
  auto refusal = [&](const std::string& crescendo) {
    Decks d;
    Error e = parse_decks(animals, spirits, crescendo, d);
    INFO(crescendo);
    REQUIRE(e);
    return e.message;
  };
  auto doc = [](const std::string& tiles, const std::string& whispers) {
    return R"({"version": 1, "sanctuaries": [)" + tiles + R"(], "whispers": [)" + whispers + "]}";
  };
  const std::string tile = R"({"id":"t","name":"T","bottom":"blue","top":"yellow"})";
  const std::string whisper = R"({"id":"w","name":"W","terrain":"water"})";
  Decks ok;
  REQUIRE_FALSE(parse_decks(animals, spirits, doc(tile, whisper), ok));
  REQUIRE(ok.sanctuaries.size() == 1);
  REQUIRE(ok.whispers.size() == 1);
  // An allowed stack, or two tokens of one colour, is no sanctuary.
  for (const char* allowed : {R"("bottom":"gray","top":"gray")", R"("bottom":"brown","top":"green")",
                              R"("bottom":"gray","top":"red")", R"("bottom":"blue","top":"blue")"})
    CHECK_THAT(refusal(doc(std::string(R"({"id":"t","name":"T",)") + allowed + "}", whisper)),
               Catch::Contains("forbid"));
  CHECK_THAT(refusal(doc(R"({"id":"t","name":"T","bottom":"pink","top":"yellow"})", whisper)),
             Catch::Contains("token colours"));
  CHECK_THAT(refusal(doc(tile, R"({"id":"w","name":"W","terrain":"lava"})")), Catch::Contains("unknown terrain"));
  CHECK_THAT(refusal(doc(tile + "," + tile, whisper)), Catch::Contains("duplicate id"));
  // An id may not repeat an animal's either.
  CHECK_THAT(refusal(doc(tile, R"({"id":")" + standard_decks().animals[0].id + R"(","name":"W","terrain":"water"})")),
             Catch::Contains("duplicate id"));
  std::string nine;
  for (int i = 0; i < 9; ++i) nine += std::string(i ? "," : "") + R"({"id":"w)" + std::to_string(i) + R"(","name":"W","terrain":"water"})";
  CHECK_THAT(refusal(doc(tile, nine)), Catch::Contains("at most 8"));
  CHECK_FALSE(refusal("{").empty());
}

TEST_CASE("Deck files that break the rules are refused", "[deck][robust]") {
  const std::string spirits(standard_spirits_json());
  auto refusal = [&](const std::string& animals) {
    Decks d;
    Error e = parse_decks(animals, spirits, d);
    REQUIRE(e);
    return e.message;
  };
  auto one = [](const std::string& card) { return R"({"version": 1, "animals": [)" + card + "]}"; };
  const std::string ok_pattern = R"("pattern": [{"q":0,"r":0,"terrain":"water"},{"q":1,"r":0,"terrain":"field"}])";
  REQUIRE(refusal("{").find("invalid JSON") != std::string::npos);
  REQUIRE(refusal(R"({"version": 2, "animals": []})").find("version") != std::string::npos);
  REQUIRE(refusal(one(R"({"id":"x","name":"X",)" + ok_pattern + R"(,"cube":0,"ladder":[5,3],"terrains":["field","water"]})"))
              .find("ladder must rise") != std::string::npos);
  REQUIRE(refusal(one(R"({"id":"x","name":"X",)" + ok_pattern + R"(,"cube":0,"ladder":[3,5],"terrains":["water"]})"))
              .find("terrains must list exactly") != std::string::npos);
  REQUIRE(refusal(one(R"({"id":"x","name":"X","pattern":[{"q":0,"r":0,"terrain":"water"},{"q":2,"r":0,"terrain":"field"}],"cube":0,"ladder":[3,5],"terrains":["field","water"]})"))
              .find("connected") != std::string::npos);
  REQUIRE(refusal(one(R"({"id":"x","name":"X","pattern":[{"q":0,"r":0,"terrain":"lava"},{"q":1,"r":0,"terrain":"field"}],"cube":0,"ladder":[3,5],"terrains":["field"]})"))
              .find("unknown terrain") != std::string::npos);
  REQUIRE(refusal(one(R"({"id":"x","name":"X",)" + ok_pattern + R"(,"cube":5,"ladder":[3,5],"terrains":["field","water"]})"))
              .find("cube") != std::string::npos);
}

TEST_CASE("The cheatsheet's deck: cards not face up, not taken, not discarded", "[deck][cheatsheet]") {
  GameState g = GameState::create(make_setup(2));
  std::vector<int> deck = g.deck_cards();
  REQUIRE(deck.size() == animals_in_play(g) - 5);
  REQUIRE(std::is_sorted(deck.begin(), deck.end()));
  for (int i = 0; i < 5; ++i) REQUIRE(std::find(deck.begin(), deck.end(), g.now().row[i]) == deck.end());
  // A card drawn into the row leaves the deck list.
  play(g, Action::take_card(0));
  play_plain_turn(g);
  const int drawn = g.now().row[0];
  REQUIRE(std::find(deck.begin(), deck.end(), drawn) != deck.end());
  const std::vector<int> after = g.deck_cards();
  REQUIRE(std::find(after.begin(), after.end(), drawn) == after.end());
  REQUIRE(after.size() == deck.size() - 1);
}

TEST_CASE("The cheatsheet's filter keeps cards that need every chosen terrain", "[deck][cheatsheet]") {
  const Decks& decks = standard_decks();
  for (const AnimalCard& card : decks.animals) {
    REQUIRE(card.needs_all(0));
    REQUIRE(card.needs_all(card.terrains));
    for (int t = 0; t < kTerrainCount; ++t)
      REQUIRE(card.needs_all(bit(static_cast<Terrain>(t))) == ((card.terrains >> t) & 1));
  }
}
