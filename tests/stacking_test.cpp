// RULES.md "Placing tokens (stacking)": which token may go on which stack.
#include <catch2/catch.hpp>

#include <array>
#include <string>
#include <vector>

#include "harmonies/board.hpp"
#include "harmonies/tokens.hpp"
#include "scenario.hpp"
#include "token_aliases.hpp"

using namespace harmonies;
using harmonies::testing::stack_of;

namespace {

using namespace harmonies::testing::colours;
constexpr std::array<Token, kTokenColours> kAllTokens = {Blue, Gray, Brown, Green, Yellow, Red};

std::string describe(const Stack& s) {
  if (s.empty()) return "empty";
  std::string out;
  for (int i = 0; i < s.height; ++i) {
    if (i) out += "-";
    out += std::string(token_name(s.tokens[i]));
  }
  return out;
}

constexpr bool ok = true;
constexpr bool no = false;

// One row per stack shape reachable by legal play. The columns say whether a
// token of that colour may go on top, in Token order.
struct StackingRow {
  std::vector<Token> stack;  // bottom to top
  std::array<bool, kTokenColours> accepts;
};

// clang-format off
const std::vector<StackingRow> kStackingTable = {
  //  stack (bottom to top)     blue gray brown green yellow red     RULES.md "Placing tokens (stacking)"
  {{},                         {ok,  ok,  ok,   ok,   ok,    ok}},  // "Any token may go on an empty space."
  {{Blue},                     {no,  no,  no,   no,   no,    no}},  // "Blue and yellow ... nothing goes on them."
  {{Yellow},                   {no,  no,  no,   no,   no,    no}},  // "Blue and yellow ... nothing goes on them."
  {{Gray},                     {no,  ok,  no,   no,   no,    ok}},  // "gray on gray"; "red on exactly one ... gray"
  {{Gray, Gray},               {no,  ok,  no,   no,   no,    no}},  // "up to 3 grays"; red needs exactly one token
  {{Gray, Gray, Gray},         {no,  no,  no,   no,   no,    no}},  // "up to 3 grays"; "Maximum height 3."
  {{Brown},                    {no,  no,  ok,   ok,   no,    ok}},  // "Brown may go on one brown"; green on browns; red on one brown
  {{Brown, Brown},             {no,  no,  no,   ok,   no,    no}},  // "never a third brown"; "green on top of ... 2 browns"
  {{Brown, Green},             {no,  no,  no,   no,   no,    no}},  // "Nothing goes on a green."
  {{Brown, Brown, Green},      {no,  no,  no,   no,   no,    no}},  // "Nothing goes on a green."; height 3
  {{Green},                    {no,  no,  no,   no,   no,    no}},  // "Nothing goes on a green." (tree on 0 browns)
  {{Red},                      {no,  no,  no,   no,   no,    ok}},  // "red on exactly one brown, gray or red token"
  {{Brown, Red},               {no,  no,  no,   no,   no,    no}},  // building: "Nothing goes on it."
  {{Gray, Red},                {no,  no,  no,   no,   no,    no}},  // building: "Nothing goes on it."
  {{Red, Red},                 {no,  no,  no,   no,   no,    no}},  // building: "Nothing goes on it."
};
// clang-format on

}  // namespace

TEST_CASE("RULES.md \"Placing tokens (stacking)\": the full stacking table", "[stacking]") {
  for (const StackingRow& row : kStackingTable) {
    const Stack stack = stack_of(row.stack);
    for (Token token : kAllTokens) {
      INFO(token_name(token) << " on " << describe(stack));
      CHECK(can_stack(stack, token) == row.accepts[index_of(token)]);
    }
  }
}

TEST_CASE("RULES.md \"Placing tokens (stacking)\": every shape of the table is reachable by legal play",
          "[stacking]") {
  for (const StackingRow& row : kStackingTable) {
    INFO("stack " << describe(stack_of(row.stack)));
    Stack built;
    for (Token t : row.stack) {
      REQUIRE(can_stack(built, t));
      built.tokens[built.height++] = t;
    }
    CHECK(is_legal_stack(built));
  }
}

TEST_CASE("RULES.md \"Placing tokens (stacking)\": is_legal_stack refuses stacks the rules forbid",
          "[stacking]") {
  SECTION("\"never a third brown\"") { CHECK_FALSE(is_legal_stack(stack_of({Brown, Brown, Brown}))); }
  SECTION("\"No token goes under another\": a brown under a green is fine, a green under a brown is not") {
    CHECK(is_legal_stack(stack_of({Brown, Green})));
    CHECK_FALSE(is_legal_stack(stack_of({Green, Brown})));
  }
  SECTION("building: red on exactly one token, nothing goes on it") {
    CHECK_FALSE(is_legal_stack(stack_of({Red, Red, Red})));
    CHECK_FALSE(is_legal_stack(stack_of({Gray, Gray, Red})));
    CHECK_FALSE(is_legal_stack(stack_of({Brown, Brown, Red})));
    CHECK_FALSE(is_legal_stack(stack_of({Brown, Red, Red})));
    CHECK_FALSE(is_legal_stack(stack_of({Red, Gray})));
    CHECK_FALSE(is_legal_stack(stack_of({Red, Brown})));
    CHECK_FALSE(is_legal_stack(stack_of({Red, Green})));
  }
  SECTION("\"Blue and yellow only go on an empty space and nothing goes on them\"") {
    CHECK_FALSE(is_legal_stack(stack_of({Yellow, Yellow})));
    CHECK_FALSE(is_legal_stack(stack_of({Blue, Blue})));
    for (Token under : kAllTokens) {
      INFO("blue on " << token_name(under));
      CHECK_FALSE(is_legal_stack(stack_of({under, Blue})));
      INFO("yellow on " << token_name(under));
      CHECK_FALSE(is_legal_stack(stack_of({under, Yellow})));
    }
    for (Token over : kAllTokens) {
      INFO(token_name(over) << " on blue / on yellow");
      CHECK_FALSE(is_legal_stack(stack_of({Blue, over})));
      CHECK_FALSE(is_legal_stack(stack_of({Yellow, over})));
    }
  }
  SECTION("\"Nothing goes on a green\"") {
    for (Token over : kAllTokens) {
      INFO(token_name(over) << " on green");
      CHECK_FALSE(is_legal_stack(stack_of({Green, over})));
      CHECK_FALSE(is_legal_stack(stack_of({Brown, Green, over})));
    }
  }
  SECTION("mountains are gray only: no gray on a brown, no brown on a gray") {
    CHECK_FALSE(is_legal_stack(stack_of({Brown, Gray})));
    CHECK_FALSE(is_legal_stack(stack_of({Gray, Brown})));
    CHECK_FALSE(is_legal_stack(stack_of({Gray, Green})));
  }
}

TEST_CASE("RULES.md \"Placing tokens (stacking)\": is_legal_stack accepts every legal stack", "[stacking]") {
  CHECK(is_legal_stack(stack_of({})));
  for (Token t : kAllTokens) {
    INFO("lone " << token_name(t) << ": \"A lone red or lone brown on an empty space is legal\"");
    CHECK(is_legal_stack(stack_of({t})));
  }
  CHECK(is_legal_stack(stack_of({Gray, Gray})));
  CHECK(is_legal_stack(stack_of({Gray, Gray, Gray})));
  CHECK(is_legal_stack(stack_of({Brown, Brown})));
  CHECK(is_legal_stack(stack_of({Brown, Green})));
  CHECK(is_legal_stack(stack_of({Brown, Brown, Green})));
  CHECK(is_legal_stack(stack_of({Brown, Red})));
  CHECK(is_legal_stack(stack_of({Gray, Red})));
  CHECK(is_legal_stack(stack_of({Red, Red})));
}

TEST_CASE("RULES.md \"Placing tokens (stacking)\": \"Maximum height 3\"", "[stacking]") {
  CHECK(kMaxHeight == 3);
  // Every legal stack of height 3 takes nothing more.
  for (const StackingRow& row : kStackingTable) {
    if (row.stack.size() != 3) continue;
    const Stack full = stack_of(row.stack);
    for (Token t : kAllTokens) {
      INFO(token_name(t) << " on " << describe(full));
      CHECK_FALSE(can_stack(full, t));
    }
  }
  SECTION("the highest legal stacks are exactly 3 tokens high") {
    Board board;
    board.place(0, Gray);
    board.place(0, Gray);
    board.place(0, Gray);
    CHECK(board.stacks[0].height == 3);
    CHECK(is_legal_stack(board.stacks[0]));
    for (Token t : kAllTokens) CHECK_FALSE(board.can_place(0, t));
  }
}

TEST_CASE("RULES.md \"Placing tokens (stacking)\": \"nothing goes on a space that holds a cube\"", "[stacking]") {
  Board board(Side::A);
  // A gray that could take a gray or a red...
  board.place(4, Gray);
  REQUIRE(board.can_place(4, Gray));
  REQUIRE(board.can_place(4, Red));
  // ... takes nothing once a cube sits on it.
  board.cubes[4] = 0;
  REQUIRE(board.has_cube(4));
  for (Token t : kAllTokens) {
    INFO(token_name(t) << " on a gray holding a cube");
    CHECK_FALSE(board.can_place(4, t));
  }
  SECTION("the cube only blocks its own space") {
    CHECK(board.can_place(5, Blue));
    CHECK(board.can_place(3, Gray));
  }
}

TEST_CASE("RULES.md \"Placing tokens (stacking)\": Board::can_place follows can_stack on every space",
          "[stacking]") {
  for (Side side : {Side::A, Side::B}) {
    Board board(side);
    for (int s = 0; s < board.space_count(); ++s) {
      // Cycle through the table's shapes so every shape lands on some space.
      const StackingRow& row = kStackingTable[s % kStackingTable.size()];
      for (Token t : row.stack) {
        REQUIRE(board.can_place(s, t));
        board.place(s, t);
      }
    }
    for (int s = 0; s < board.space_count(); ++s)
      for (Token t : kAllTokens) CHECK(board.can_place(s, t) == can_stack(board.stacks[s], t));
  }
}

TEST_CASE("RULES.md \"Placing tokens (stacking)\": what each legal stack forms", "[stacking]") {
  // RULES.md "Scoring": tree = green on 0/1/2 browns; mountain = 1-3 grays; building = red on one token;
  // "A lone red or lone brown ... scores nothing by itself".
  CHECK(stack_of({}).landscape() == Landscape::Empty);
  CHECK(stack_of({Blue}).landscape() == Landscape::Water);
  CHECK(stack_of({Yellow}).landscape() == Landscape::Field);
  CHECK(stack_of({Gray}).landscape() == Landscape::Mountain);
  CHECK(stack_of({Gray, Gray, Gray}).landscape() == Landscape::Mountain);
  CHECK(stack_of({Green}).landscape() == Landscape::Tree);
  CHECK(stack_of({Brown, Brown, Green}).landscape() == Landscape::Tree);
  CHECK(stack_of({Brown}).landscape() == Landscape::Trunk);
  CHECK(stack_of({Brown, Brown}).landscape() == Landscape::Trunk);
  CHECK(stack_of({Red}).landscape() == Landscape::LoneRed);
  CHECK(stack_of({Brown, Red}).landscape() == Landscape::Building);
  CHECK(stack_of({Gray, Red}).landscape() == Landscape::Building);
  CHECK(stack_of({Red, Red}).landscape() == Landscape::Building);
}
