// The board file format (DESIGN.md "File formats"): spaces in RULES.md's canonical order, each a legal
// stack (RULES.md "Placing tokens (stacking)"), cubes on occupied spaces.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "harmonies/board.hpp"
#include "harmonies/board_file.hpp"
#include "harmonies/scoring.hpp"
#include "token_aliases.hpp"

using namespace harmonies;
using Catch::Matchers::Contains;

namespace {

using namespace harmonies::testing::colours;

std::string read_board_file(const std::string& name) {
  const std::string path = std::string(HARMONIES_TEST_DATA) + "/boards/" + name;
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
