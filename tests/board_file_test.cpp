// The board file format (DESIGN.md "File formats"): spaces in RULES.md's canonical order, each a legal
// stack (RULES.md "Placing tokens (stacking)"), cubes on occupied spaces.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "harmonies/board.hpp"
#include "harmonies/board_file.hpp"
#include "harmonies/scoring.hpp"
#include "test_paths.hpp"
#include "token_aliases.hpp"

using namespace harmonies;
using Catch::Matchers::Contains;

namespace {

using namespace harmonies::testing::colours;

std::string read_board_file(const std::string& name) {
  const std::string path = std::string(harmonies::testing::test_data_dir()) + "/boards/" + name;
  std::ifstream in(path, std::ios::binary);
  INFO("reading " << path);
  REQUIRE(in.good());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A board file with `count` spaces, all empty but those in `stacks` (space -> JSON array text).
std::string board_text(const std::string& side, int count, const std::map<int, std::string>& stacks = {},
                       const std::string& cubes = "[]") {
  std::string out = "{\"side\": \"" + side + "\", \"spaces\": [";
  for (int s = 0; s < count; ++s) {
    if (s) out += ", ";
    auto it = stacks.find(s);
    out += it == stacks.end() ? "[]" : it->second;
  }
  return out + "], \"cubes\": " + cubes + "}";
}

// Parses `text`, expecting a refusal; returns the message.
std::string refusal(const std::string& text) {
  Board board;
  const Error e = parse_board_file(text, board);
  INFO(text);
  CHECK(static_cast<bool>(e));
  CHECK_FALSE(e.message.empty());
  return e.message;
}

Board parse_ok(const std::string& text) {
  Board board;
  const Error e = parse_board_file(text, board);
  INFO(e.message);
  REQUIRE_FALSE(e);
  return board;
}

bool stack_is(const Stack& s, std::vector<Token> tokens) {
  if (s.height != tokens.size()) return false;
  for (size_t i = 0; i < tokens.size(); ++i)
    if (s.tokens[i] != tokens[i]) return false;
  return true;
}

}  // namespace

// ---------------------------------------------------------------------------
// Good files

TEST_CASE("board file: the worked example of RULES.md \"Scoring\" (side A) reads and scores 47", "[board_file]") {
  const Board b = parse_ok(read_board_file("worked_example.json"));
  CHECK(b.side == Side::A);
  CHECK(b.space_count() == 23);
  SECTION("stacks in canonical order, bottom to top") {
    CHECK(stack_is(b.stacks[0], {Blue}));
    CHECK(stack_is(b.stacks[5], {}));
    CHECK(stack_is(b.stacks[11], {Brown, Red}));
    CHECK(stack_is(b.stacks[13], {Brown, Brown, Green}));
    CHECK(stack_is(b.stacks[19], {Gray, Gray, Gray}));
    CHECK(stack_is(b.stacks[21], {Brown, Green}));
    CHECK(b.token_count() == 23);
  }
  SECTION("cubes on the listed spaces only") {
    CHECK(b.cube_count() == 2);
    CHECK(b.has_cube(11));
    CHECK(b.has_cube(19));
  }
  SECTION("RULES.md worked example: trees 11, mountains 10, fields 10, buildings 5, water 11 = 47") {
    const LandscapeScore s = score_landscape(b);
    CHECK(s.trees == 11);
    CHECK(s.mountains == 10);
    CHECK(s.fields == 10);
    CHECK(s.buildings == 5);
    CHECK(s.water == 11);
    CHECK(longest_river(b) == 5);
    CHECK(s.total() == 47);
  }
}

TEST_CASE("board file: a side B board with 3 islands (RULES.md \"Water, side B\")", "[board_file]") {
  const Board b = parse_ok(read_board_file("islands_b.json"));
  CHECK(b.side == Side::B);
  CHECK(b.space_count() == 25);
  CHECK(b.cube_count() == 2);
  CHECK(b.has_cube(6));
  CHECK(b.has_cube(17));
  // Islands: the corner (0,0) cut off by blue (0,1) and (1,0); columns 0-2; columns 4-6 (blue column 3
  // between them; the blue corner (6,3) splits nothing).
  CHECK(island_count(b) == 3);
  const LandscapeScore s = score_landscape(b);
  CHECK(s.water == 15);
  CHECK(s.trees == 3 + 1 + 7);      // (1,2) brown-green, (2,1) green, (4,3) brown-brown-green
  CHECK(s.mountains == 3 + 1 + 1 + 7);  // (0,2)+(0,3) linked, (5,1)+(6,1) linked
  CHECK(s.fields == 5);             // (4,0)+(4,1); (0,0) and (2,3) are lone yellows
  CHECK(s.buildings == 5);          // (4,2) sees yellow, blue and green
  CHECK(s.total() == 48);
}

TEST_CASE("board file: key order and whitespace do not matter", "[board_file]") {
  // DESIGN.md "File formats": a JSON object; JSON does not order keys.
  const std::string text =
      "\n  {\"cubes\" : [ 2 ] ,\t\"spaces\":[[],[],[\"gray\",\"red\"],[],[],[],[],[],[],[],[],[],[],[],[],[],"
      "[],[],[],[],[],[],[]],\"side\":\"A\"}\n";
  const Board b = parse_ok(text);
  CHECK(stack_is(b.stacks[2], {Gray, Red}));
  CHECK(b.has_cube(2));
}

TEST_CASE("board file: an empty board of each side", "[board_file]") {
  // RULES.md "Board geometry": side A 23 spaces, side B 25; "Any token may go on an empty space".
  const Board a = parse_ok(board_text("A", 23));
  CHECK(a == Board(Side::A));
  const Board b = parse_ok(board_text("B", 25));
  CHECK(b == Board(Side::B));
}

// ---------------------------------------------------------------------------
// Refused files (the data files)

TEST_CASE("board file: refuses bad JSON", "[board_file]") {
  // DESIGN.md "File formats": the CLI "refuses a malformed or impossible board (bad JSON, ...".
  CHECK_THAT(refusal(read_board_file("bad_json.json")), Contains("JSON"));
  CHECK_FALSE(refusal("").empty());
  CHECK_FALSE(refusal("{\"side\": \"A\", \"spaces\": [[]],}").empty());
  CHECK_THAT(refusal("[]"), Contains("object"));
}

TEST_CASE("board file: refuses leading zeros and lone surrogates, with line and column", "[board_file]") {
  // RFC 8259; the old reader took [01] for [1] and turned "\uD800" into bytes that are not UTF-8.
  const std::map<int, std::string> one = {{1, "[\"blue\"]"}};
  CHECK_THAT(refusal(board_text("A", 23, one, "[01]")), Contains("leading zero"));
  CHECK(refusal("{\n \"side\": \"A\",\n \"cubes\": [01]}") ==
        "invalid JSON at line 3, column 12: a number must not start with a leading zero");
  const std::string lone = refusal("{\"side\": \"\\uD800\", \"spaces\": []}");
  CHECK_THAT(lone, Contains("invalid JSON at line 1, column "));
  CHECK_THAT(lone, Contains("surrogate"));
}

TEST_CASE("board file: refuses a side other than A, B, C or D (RULES.md \"Sides C and D\")", "[board_file]") {
  const std::string message = refusal(read_board_file("bad_side.json"));
  CHECK_THAT(message, Contains("side"));
  CHECK_THAT(message, Contains("E"));
  CHECK_THAT(refusal(board_text("a", 23)), Contains("side"));
  CHECK_THAT(refusal("{\"side\": 1, \"spaces\": []}"), Contains("side"));
  CHECK_THAT(refusal("{\"spaces\": []}"), Contains("side"));
}

TEST_CASE("board file: refuses a wrong space count (RULES.md \"Board geometry\": 23 on side A, 25 on side B)",
          "[board_file]") {
  const std::string message = refusal(read_board_file("bad_count.json"));
  CHECK_THAT(message, Contains("23"));
  CHECK_THAT(message, Contains("22"));
  CHECK_THAT(refusal(board_text("A", 25)), Contains("23"));  // a side B count on side A
  CHECK_THAT(refusal(board_text("B", 23)), Contains("25"));  // and the other way round
  CHECK_FALSE(refusal(board_text("A", 24)).empty());
  CHECK_FALSE(refusal(board_text("A", 0)).empty());
}

TEST_CASE("board file: refuses an unknown token (RULES.md \"Components\": six colours)", "[board_file]") {
  const std::string message = refusal(read_board_file("bad_token.json"));
  CHECK_THAT(message, Contains("purple"));
  CHECK_THAT(message, Contains("space 6"));
  CHECK_FALSE(refusal(board_text("A", 23, {{0, "[\"Blue\"]"}})).empty());  // names are lower case
  CHECK_FALSE(refusal(board_text("A", 23, {{0, "[1]"}})).empty());
  CHECK_FALSE(refusal(board_text("A", 23, {{0, "[null]"}})).empty());
}

TEST_CASE("board file: refuses an illegal stack (RULES.md \"Placing tokens (stacking)\")", "[board_file]") {
  const std::string message = refusal(read_board_file("bad_stack.json"));
  CHECK_THAT(message, Contains("space 4"));  // green then brown: "No token goes under another"
  SECTION("other illegal stacks") {
    CHECK_THAT(refusal(board_text("A", 23, {{3, R"(["brown", "brown", "brown"])"}})), Contains("space 3"));
    CHECK_THAT(refusal(board_text("A", 23, {{3, R"(["red", "red", "red"])"}})), Contains("space 3"));
    CHECK_THAT(refusal(board_text("B", 25, {{24, R"(["yellow", "yellow"])"}})), Contains("space 24"));
    CHECK_THAT(refusal(board_text("A", 23, {{0, R"(["gray", "blue"])"}})), Contains("space 0"));
  }
}

TEST_CASE("board file: refuses a stack of 4 (RULES.md \"Maximum height 3\")", "[board_file]") {
  CHECK_THAT(refusal(board_text("A", 23, {{7, R"(["gray", "gray", "gray", "gray"])"}})), Contains("space 7"));
}

// ---------------------------------------------------------------------------
// Refused files (inline)

TEST_CASE("board file: refuses spaces that are not arrays", "[board_file]") {
  // DESIGN.md "File formats": "spaces in the canonical order of RULES.md, each a stack bottom to top".
  CHECK_THAT(refusal("{\"side\": \"A\", \"spaces\": {}}"), Contains("spaces"));
  CHECK_THAT(refusal("{\"side\": \"A\", \"spaces\": \"none\"}"), Contains("spaces"));
  CHECK_THAT(refusal("{\"side\": \"A\"}"), Contains("spaces"));
  CHECK_THAT(refusal(board_text("A", 23, {{5, "\"blue\""}})), Contains("space 5"));
  CHECK_THAT(refusal(board_text("A", 23, {{5, "{}"}})), Contains("space 5"));
  CHECK_THAT(refusal(board_text("A", 23, {{5, "null"}})), Contains("space 5"));
}

TEST_CASE("board file: refuses cubes on empty spaces (a cube sits on top of a token)", "[board_file]") {
  // RULES.md "A turn": the cube goes on the pattern's marked hex, "put it on top of that space": a token.
  CHECK_THAT(refusal(board_text("A", 23, {{0, "[\"blue\"]"}}, "[1]")), Contains("empty"));
  CHECK_THAT(refusal(board_text("B", 25, {}, "[0]")), Contains("empty"));
}

TEST_CASE("board file: refuses a cube index out of range", "[board_file]") {
  // RULES.md "Board geometry": side A has spaces 0-22, side B 0-24.
  const std::map<int, std::string> full = {{0, "[\"blue\"]"}, {22, "[\"blue\"]"}};
  CHECK_THAT(refusal(board_text("A", 23, full, "[23]")), Contains("cubes"));
  CHECK_THAT(refusal(board_text("A", 23, full, "[-1]")), Contains("cubes"));
  CHECK_THAT(refusal(board_text("B", 25, {}, "[25]")), Contains("cubes"));
  CHECK_THAT(refusal(board_text("A", 23, full, "[0.5]")), Contains("cubes"));
  CHECK_THAT(refusal(board_text("A", 23, full, "[\"0\"]")), Contains("cubes"));
  SECTION("the last space of each side is in range") {
    CHECK(parse_ok(board_text("A", 23, full, "[22]")).has_cube(22));
    CHECK(parse_ok(board_text("B", 25, {{24, "[\"gray\"]"}}, "[24]")).has_cube(24));
  }
}

TEST_CASE("board file: refuses malformed cube lists", "[board_file]") {
  // DESIGN.md "File formats": "`cubes` lists spaces holding a cube"; RULES.md: one cube per space
  // ("The space that receives the cube ... must hold no cube").
  const std::map<int, std::string> one = {{0, "[\"blue\"]"}};
  CHECK_THAT(refusal(board_text("A", 23, one, "0")), Contains("cubes"));
  CHECK_THAT(refusal(board_text("A", 23, one, "{}")), Contains("cubes"));
  CHECK_FALSE(refusal(board_text("A", 23, one, "[0, 0]")).empty());  // one cube per space
}

// ---------------------------------------------------------------------------
// Round trip

TEST_CASE("board file: board_to_json then parse_board_file gives the same board", "[board_file]") {
  // DESIGN.md "File formats": the one format both writes and reads (cube owners are not part of it).
  for (const char* name : {"worked_example.json", "islands_b.json"}) {
    INFO(name);
    const Board b = parse_ok(read_board_file(name));
    const std::string text = board_to_json(b);
    const Board again = parse_ok(text);
    CHECK(again == b);
    CHECK(board_to_json(again) == text);
    CHECK(score_landscape(again) == score_landscape(b));
  }
  SECTION("a board built by placements, every legal stack shape, with cubes") {
    Board b(Side::B);
    const std::vector<std::vector<Token>> shapes = {
        {Blue},        {Yellow},         {Gray},          {Gray, Gray},  {Gray, Gray, Gray},
        {Brown},       {Brown, Brown},   {Brown, Green},  {Brown, Brown, Green},
        {Green},       {Red},            {Brown, Red},    {Gray, Red},   {Red, Red}, {}};
    for (size_t i = 0; i < shapes.size(); ++i)
      for (Token t : shapes[i]) {
        REQUIRE(b.can_place(static_cast<int>(i), t));
        b.place(static_cast<int>(i), t);
      }
    b.cubes[1] = 0;
    b.cubes[8] = 0;
    b.cubes[13] = 0;
    const Board again = parse_ok(board_to_json(b));
    CHECK(again == b);
  }
  SECTION("empty boards") {
    CHECK(parse_ok(board_to_json(Board(Side::A))) == Board(Side::A));
    CHECK(parse_ok(board_to_json(Board(Side::B))) == Board(Side::B));
  }
}

// ---------------------------------------------------------------------------
// Board files with modules (RULES.md "Board files with modules"): "side" C or D, "whispers" (space
// indices holding a whisper cube), "sanctuaries" ([{"space": i, "colours": [bottom, top]}]); "cubes"
// lists animal and spirit cubes only.

namespace {

// `text` (a board_text) with more members, e.g. "\"whispers\": [3]".
std::string with_keys(const std::string& text, const std::string& members) {
  return text.substr(0, text.size() - 1) + ", " + members + "}";
}

Board parse_ok(const std::string& text, BoardFileKeys& keys) {
  Board board;
  const Error e = parse_board_file(text, board, keys);
  INFO(e.message);
  REQUIRE_FALSE(e);
  return board;
}

}  // namespace

TEST_CASE("board file with modules: the side D board of tests/data reads its sanctuary, whisper cubes and cubes "
          "(RULES.md \"Board files with modules\")",
          "[board_file][crescendo]") {
  BoardFileKeys keys;
  const Board b = parse_ok(read_board_file("crescendo.json"), keys);
  CHECK(b.side == Side::D);
  CHECK(keys.whispers);
  CHECK(keys.sanctuaries);
  CHECK(shows_module_points(b, keys));
  SECTION("\"sanctuaries\": [{\"space\": 12, \"colours\": [\"blue\", \"yellow\"]}], bottom colour first") {
    CHECK(stack_is(b.stacks[12], {Blue, Yellow}));
    CHECK(b.is_sanctuary(12));
    CHECK(b.sanctuary_count() == 1);
    CHECK(b.stacks[12].landscape() == Landscape::Sanctuary);
    CHECK(is_legal_stack(b.stacks[12]));
  }
  SECTION("\"whispers\" and \"cubes\" apart: a whisper cube shares space 11 with an animal cube") {
    CHECK(b.whisper_count() == 2);
    CHECK(b.has_whisper(11));
    CHECK(b.has_whisper(15));
    CHECK(b.cube_count() == 2);  // animal and spirit cubes only
    CHECK(b.has_card_cube(11));
    CHECK(b.has_card_cube(12));  // an animal's final cube on the sanctuary
    CHECK_FALSE(b.has_card_cube(15));
  }
  SECTION("scores: side D landscape 19, sanctuary 9, whispers 5 + 2") {
    const LandscapeScore s = score_landscape(b);
    CHECK(s.trees == 4);      // brown-green on 15: 4 on side D; the green on dry 16 stays dry (the sanctuary's blue
                              // is no water), so 0
    CHECK(s.mountains == 1 + 3);  // gray on 9 beside gray-gray on 10
    CHECK(s.fields == 6);     // 0+1 (0 is dry, watered by 4); the yellows 8 and 13 meet only through the sanctuary
    CHECK(s.buildings == 0);
    CHECK(s.water == 5);      // one island: the sanctuary is land
    CHECK(s.total() == 19);
    CHECK(sanctuary_points(b) == 9);  // neighbours 11 (blue), 8 and 13 (yellow); not 9 (gray), 15, 16 (green)
    CHECK(whisper_points(b) == kWhisperSharedPoints + kWhisperAlonePoints);
  }
}

TEST_CASE("board file with modules: which boards score sanctuaries and whispers (RULES.md \"Board files with "
          "modules\": \"For side C or D boards and any board with one of these keys\")",
          "[board_file][crescendo]") {
  BoardFileKeys keys;
  const Board a = parse_ok(board_text("A", 23), keys);
  CHECK_FALSE(keys.any());
  CHECK_FALSE(shows_module_points(a, keys));
  const Board b = parse_ok(board_text("B", 25), keys);
  CHECK_FALSE(shows_module_points(b, keys));
  const Board c = parse_ok(board_text("C", 23), keys);
  CHECK(c.side == Side::C);
  CHECK(shows_module_points(c, keys));
  const Board d = parse_ok(board_text("D", 25), keys);
  CHECK(d.side == Side::D);
  CHECK(shows_module_points(d, keys));
  SECTION("an empty list is still a key") {
    const Board w = parse_ok(with_keys(board_text("A", 23), "\"whispers\": []"), keys);
    CHECK(keys.whispers);
    CHECK_FALSE(keys.sanctuaries);
    CHECK(shows_module_points(w, keys));
    const Board s = parse_ok(with_keys(board_text("B", 25), "\"sanctuaries\": []"), keys);
    CHECK(keys.sanctuaries);
    CHECK(shows_module_points(s, keys));
    CHECK(s == Board(Side::B));
  }
  SECTION("the side C board of tests/data: a building of 4 colours scores 8 (RULES.md \"Sides C and D\")") {
    const Board sc = parse_ok(read_board_file("side_c.json"), keys);
    CHECK_FALSE(keys.any());
    CHECK(shows_module_points(sc, keys));
    CHECK(score_landscape(sc).buildings == kSideCBuildingPoints);
    CHECK(sanctuary_points(sc) == 0);
    CHECK(whisper_points(sc) == 0);
  }
}

TEST_CASE("board file with modules: every forbidden two-colour pair may be a sanctuary, bottom colour first "
          "(RULES.md \"Sanctuaries\": \"one forbidden two-token stack, 'Y on X' with X != Y\")",
          "[board_file][crescendo]") {
  int pairs = 0;
  for (int x = 0; x < kTokenColours; ++x)
    for (int y = 0; y < kTokenColours; ++y) {
      const Token bottom = static_cast<Token>(x), top = static_cast<Token>(y);
      if (!is_forbidden_pair(bottom, top)) continue;
      ++pairs;
      const std::string b(token_name(bottom)), t(token_name(top));
      INFO(t << " on " << b);
      const std::string text = with_keys(board_text("A", 23, {{9, "[\"" + b + "\", \"" + t + "\"]"}}),
                                         "\"sanctuaries\": [{\"space\": 9, \"colours\": [\"" + b + "\", \"" + t + "\"]}]");
      const Board board = parse_ok(text);
      CHECK(board.is_sanctuary(9));
      CHECK(board.stacks[9].tokens[0] == bottom);
      CHECK(board.stacks[9].tokens[1] == top);
    }
  CHECK(pairs > 8);  // the 8 tiles of assets/crescendo.json are some of them
}

TEST_CASE("board file with modules: a whisper cube on each terrain, and beside an animal cube "
          "(RULES.md \"Whispers\": \"topped by that terrain (tree: green on top - mountain: gray on top - building: red "
          "on a base - field: yellow - water: blue)\")",
          "[board_file][crescendo]") {
  const std::map<int, std::string> terrains = {
      {0, R"(["blue"])"},           {1, R"(["yellow"])"},        {2, R"(["gray"])"},
      {3, R"(["gray", "gray", "gray"])"}, {4, R"(["green"])"},  {5, R"(["brown", "brown", "green"])"},
      {6, R"(["brown", "red"])"},   {7, R"(["gray", "red"])"},   {8, R"(["red", "red"])"}};
  const Board b = parse_ok(with_keys(board_text("B", 25, terrains, "[0, 5]"), "\"whispers\": [8, 0, 1, 2, 3, 4, 5, 6, 7]"));
  CHECK(b.whisper_count() == 9);
  for (int s = 0; s <= 8; ++s) CHECK(b.has_whisper(s));
  CHECK(b.cube_count() == 2);
  CHECK(whisper_points(b) == 2 * kWhisperSharedPoints + 7 * kWhisperAlonePoints);
}

TEST_CASE("board file with modules: refuses a sanctuary whose space does not hold exactly its two tokens "
          "(RULES.md \"Board files with modules\")",
          "[board_file][crescendo]") {
  const std::string message = refusal(read_board_file("bad_sanctuary_tokens.json"));  // yellow, blue: upside down
  CHECK_THAT(message, Contains("space 6"));
  CHECK_THAT(message, Contains("exactly its two tokens"));
  const std::string sanctuary = "\"sanctuaries\": [{\"space\": 4, \"colours\": [\"gray\", \"blue\"]}]";
  for (const char* stack : {"[]", R"(["gray"])", R"(["blue"])", R"(["gray", "yellow"])", R"(["red", "blue"])",
                            R"(["gray", "blue", "blue"])", R"(["gray", "gray"])"}) {
    INFO(stack);
    const std::string m = refusal(with_keys(board_text("A", 23, {{4, stack}}), sanctuary));
    CHECK_THAT(m, Contains("space 4"));
    CHECK_THAT(m, Contains("gray then blue"));
  }
  CHECK_THAT(refusal(with_keys(board_text("A", 23, {{4, R"(["gray", "purple"])"}}), sanctuary)), Contains("purple"));
  SECTION("a forbidden stack not listed as a sanctuary is an illegal stack, which says where sanctuaries go") {
    const std::string m = refusal(board_text("A", 23, {{4, R"(["gray", "blue"])"}}));
    CHECK_THAT(m, Contains("space 4"));
    CHECK_THAT(m, Contains("\"sanctuaries\""));
    // a sanctuary listed on another space does not make it legal
    CHECK_THAT(refusal(with_keys(board_text("A", 23, {{4, R"(["gray", "blue"])"}, {5, R"(["gray", "blue"])"}}),
                                 "\"sanctuaries\": [{\"space\": 5, \"colours\": [\"gray\", \"blue\"]}]")),
               Contains("space 4"));
  }
}

TEST_CASE("board file with modules: refuses a sanctuary whose colours are equal or form an allowed stack "
          "(RULES.md \"Board files with modules\" - \"Placing tokens (stacking)\")",
          "[board_file][crescendo]") {
  const std::string message = refusal(read_board_file("bad_sanctuary_allowed.json"));  // green on brown: a tree
  CHECK_THAT(message, Contains("space 11"));
  CHECK_THAT(message, Contains("allowed stack"));
  auto sanctuary = [](const std::string& bottom, const std::string& top) {
    return with_keys(board_text("B", 25, {{20, "[\"" + bottom + "\", \"" + top + "\"]"}}),
                     "\"sanctuaries\": [{\"space\": 20, \"colours\": [\"" + bottom + "\", \"" + top + "\"]}]");
  };
  for (const char* equal : {"blue", "yellow", "gray", "brown", "red", "green"}) {
    INFO(equal);
    CHECK_THAT(refusal(sanctuary(equal, equal)), Contains("equal"));
  }
  // Every allowed two-token stack: a mountain, trees, a trunk, buildings.
  for (auto [bottom, top] : std::vector<std::pair<std::string, std::string>>{
           {"brown", "green"}, {"brown", "red"}, {"gray", "red"}, {"red", "red"}, {"gray", "gray"}, {"brown", "brown"}}) {
    INFO(top << " on " << bottom);
    CHECK_FALSE(refusal(sanctuary(bottom, top)).empty());
  }
}

TEST_CASE("board file with modules: refuses a malformed sanctuary list (DESIGN.md \"File formats\")",
          "[board_file][crescendo]") {
  const std::string board = board_text("A", 23, {{3, R"(["blue", "yellow"])"}});
  auto with = [&](const std::string& list) { return with_keys(board, "\"sanctuaries\": " + list); };
  CHECK_THAT(refusal(with("{}")), Contains("sanctuaries"));
  CHECK_THAT(refusal(with("[3]")), Contains("sanctuaries"));
  CHECK_THAT(refusal(with(R"([{"colours": ["blue", "yellow"]}])")), Contains("space"));
  CHECK_THAT(refusal(with(R"([{"space": 3}])")), Contains("colours"));
  CHECK_THAT(refusal(with(R"([{"space": 3, "colours": ["blue"]}])")), Contains("colours"));
  CHECK_THAT(refusal(with(R"([{"space": 3, "colours": ["blue", "yellow", "red"]}])")), Contains("colours"));
  CHECK_THAT(refusal(with(R"([{"space": 3, "colours": "blue yellow"}])")), Contains("colours"));
  CHECK_THAT(refusal(with(R"([{"space": 3, "colours": ["blue", "gold"]}])")), Contains("gold"));
  CHECK_THAT(refusal(with(R"([{"space": "3", "colours": ["blue", "yellow"]}])")), Contains("sanctuaries"));
}

TEST_CASE("board file with modules: refuses a sanctuary or whisper index off the board or repeated "
          "(RULES.md \"Board files with modules\": \"an index is off the board or repeated\")",
          "[board_file][crescendo]") {
  const std::string side_a = board_text("A", 23, {{22, R"(["blue", "yellow"])"}, {0, R"(["yellow"])"}});
  auto sanctuaries = [&](const std::string& list) { return with_keys(side_a, "\"sanctuaries\": " + list); };
  const std::string s22 = R"({"space": 22, "colours": ["blue", "yellow"]})";
  CHECK(parse_ok(sanctuaries("[" + s22 + "]")).is_sanctuary(22));  // the last space of side A
  CHECK_THAT(refusal(sanctuaries(R"([{"space": 23, "colours": ["blue", "yellow"]}])")), Contains("off the board"));
  CHECK_THAT(refusal(sanctuaries(R"([{"space": -1, "colours": ["blue", "yellow"]}])")), Contains("off the board"));
  CHECK_THAT(refusal(sanctuaries(R"([{"space": 0.5, "colours": ["blue", "yellow"]}])")), Contains("sanctuaries"));
  CHECK_THAT(refusal(sanctuaries("[" + s22 + ", " + s22 + "]")), Contains("twice"));
  CHECK_THAT(refusal(sanctuaries("[" + s22 + R"(, {"space": 22, "colours": ["gray", "blue"]}])")), Contains("twice"));

  const std::string plain_a = board_text("A", 23, {{0, R"(["yellow"])"}});
  auto whispers = [&](const std::string& list) { return with_keys(plain_a, "\"whispers\": " + list); };
  CHECK(parse_ok(whispers("[0]")).has_whisper(0));
  CHECK_THAT(refusal(whispers("[23]")), Contains("off the board"));
  CHECK_THAT(refusal(whispers("[-1]")), Contains("off the board"));
  CHECK_THAT(refusal(whispers("[0, 0]")), Contains("twice"));
  CHECK_THAT(refusal(read_board_file("bad_whisper_repeated.json")), Contains("space 19 twice"));
  CHECK_THAT(refusal(whispers("[\"0\"]")), Contains("whispers"));
  CHECK_THAT(refusal(whispers("[1.5]")), Contains("whispers"));
  CHECK_THAT(refusal(whispers("0")), Contains("whispers"));
  CHECK_THAT(refusal(whispers("{}")), Contains("whispers"));
  SECTION("side D has 25 spaces: 24 is on the board, 25 is not") {
    const std::string side_d = board_text("D", 25, {{24, R"(["red", "yellow"])"}});
    CHECK(parse_ok(with_keys(side_d, R"("sanctuaries": [{"space": 24, "colours": ["red", "yellow"]}])")).is_sanctuary(24));
    CHECK_THAT(refusal(with_keys(side_d, R"("sanctuaries": [{"space": 25, "colours": ["red", "yellow"]}])")),
               Contains("off the board"));
    CHECK_THAT(refusal(with_keys(board_text("D", 25), "\"whispers\": [25]")), Contains("off the board"));
  }
}

TEST_CASE("board file with modules: refuses a whisper cube on a sanctuary or on a space not topped by a terrain "
          "(RULES.md \"Board files with modules\" - \"Whispers\": \"is not a sanctuary, and is topped by that terrain\")",
          "[board_file][crescendo]") {
  const std::string on_sanctuary = refusal(read_board_file("bad_whisper_sanctuary.json"));
  CHECK_THAT(on_sanctuary, Contains("space 5"));
  CHECK_THAT(on_sanctuary, Contains("sanctuary"));
  const std::string lone_brown = refusal(read_board_file("bad_whisper_terrain.json"));
  CHECK_THAT(lone_brown, Contains("space 7"));
  CHECK_THAT(lone_brown, Contains("terrain"));
  // No terrain: an empty space, a trunk of one or two browns, a lone red (RULES.md "Placing tokens").
  for (const char* stack : {"[]", R"(["brown"])", R"(["brown", "brown"])", R"(["red"])"}) {
    INFO(stack);
    CHECK_THAT(refusal(with_keys(board_text("C", 23, {{10, stack}}), "\"whispers\": [10]")), Contains("space 10"));
  }
  // A sanctuary of a terrain colour on top is still no terrain.
  CHECK_THAT(refusal(with_keys(board_text("D", 25, {{2, R"(["yellow", "blue"])"}}),
                               R"("whispers": [2], "sanctuaries": [{"space": 2, "colours": ["yellow", "blue"]}])")),
             Contains("sanctuary"));
}

TEST_CASE("board file with modules: an animal or spirit cube may sit on a sanctuary and beside a whisper cube "
          "(RULES.md \"Sanctuaries\": \"one animal card's final cube\" - \"Whispers\": \"a whisper cube does not block "
          "animal or spirit cubes\")",
          "[board_file][crescendo]") {
  const Board b = parse_ok(with_keys(board_text("A", 23, {{1, R"(["red", "blue"])"}, {2, R"(["blue"])"}}, "[1, 2]"),
                                     R"("whispers": [2], "sanctuaries": [{"space": 1, "colours": ["red", "blue"]}])"));
  CHECK(b.has_card_cube(1));
  CHECK(b.is_sanctuary(1));
  CHECK(b.has_card_cube(2));
  CHECK(b.has_whisper(2));
  CHECK(whisper_points(b) == kWhisperSharedPoints);
  CHECK(sanctuary_points(b) == kSanctuaryPointsPerNeighbour);  // space 2's blue beside it
  SECTION("\"cubes\" still holds one animal or spirit cube per space") {
    CHECK_FALSE(refusal(with_keys(board_text("A", 23, {{2, R"(["blue"])"}}, "[2, 2]"), "\"whispers\": [2]")).empty());
  }
}

TEST_CASE("board file with modules: sanctuaries next to each other do not score each other "
          "(RULES.md \"Sanctuaries\": \"3 per neighbouring space, other than a sanctuary, whose top token is X or Y\")",
          "[board_file][crescendo]") {
  // Side A: 0 and 1 are neighbours in column 0; 5 neighbours both (column 1 is shifted down).
  const Board b = parse_ok(with_keys(
      board_text("A", 23, {{0, R"(["blue", "yellow"])"}, {1, R"(["yellow", "blue"])"}, {5, R"(["yellow"])"}}),
      R"("sanctuaries": [{"space": 0, "colours": ["blue", "yellow"]}, {"space": 1, "colours": ["yellow", "blue"]}])"));
  CHECK(sanctuary_points(b) == 2 * kSanctuaryPointsPerNeighbour);  // each scores the yellow on 5 only
}

TEST_CASE("board file with modules: board_to_json writes \"whispers\" and \"sanctuaries\" and reads back the same "
          "board (RULES.md \"Board files with modules\")",
          "[board_file][crescendo]") {
  const Board b = parse_ok(read_board_file("crescendo.json"));
  const std::string text = board_to_json(b);
  CHECK_THAT(text, Contains(R"("whispers": [11, 15])"));
  CHECK_THAT(text, Contains(R"("sanctuaries": [{"space": 12, "colours": ["blue", "yellow"]}])"));
  CHECK_THAT(text, Contains(R"("cubes": [11, 12])"));
  BoardFileKeys keys;
  const Board again = parse_ok(text, keys);
  CHECK(again == b);
  CHECK(keys.whispers);
  CHECK(keys.sanctuaries);
  CHECK(board_to_json(again) == text);
  SECTION("without whisper cubes or sanctuaries, neither key is written") {
    const std::string plain = board_to_json(parse_ok(read_board_file("side_c.json")));
    CHECK_THAT(plain, !Contains("whispers"));
    CHECK_THAT(plain, !Contains("sanctuaries"));
    CHECK_THAT(plain, Contains("\"side\": \"C\""));
  }
}
