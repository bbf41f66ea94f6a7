#include "harmonies/board.hpp"

namespace harmonies {

bool can_stack(const Stack& stack, Token token) {
  if (stack.height == 0) return true;
  if (stack.height >= kMaxHeight || stack.sanctuary) return false;
  const Token top = stack.top();
  switch (token) {
    case Token::Gray:  // mountains: gray on gray, up to 3
      return top == Token::Gray;
    case Token::Green:  // trees: green on 0, 1 or 2 browns
      return top == Token::Brown;
    case Token::Brown:  // a trunk of at most 2 browns
      return top == Token::Brown && stack.height == 1;
    case Token::Red:  // buildings: red on exactly one brown, gray or red
      return stack.height == 1 && (top == Token::Brown || top == Token::Gray || top == Token::Red);
    case Token::Blue:
    case Token::Yellow:
      return false;
  }
  return false;
}

bool is_forbidden_pair(Token bottom, Token top) {
  Stack below;
  below.tokens[below.height++] = bottom;
  return bottom != top && !can_stack(below, top);
}

bool is_legal_stack(const Stack& stack) {
  if (stack.height > kMaxHeight) return false;
  for (int i = 0; i < stack.height; ++i)
    if (static_cast<int>(stack.tokens[i]) >= kTokenColours) return false;
  if (stack.sanctuary) return stack.height == 2 && is_forbidden_pair(stack.tokens[0], stack.tokens[1]);
  Stack built;
  for (int i = 0; i < stack.height; ++i) {
    if (!can_stack(built, stack.tokens[i])) return false;
    built.tokens[built.height++] = stack.tokens[i];
  }
  return true;
}

namespace {

std::vector<Stack> build_legal_stacks() {
  std::vector<Stack> out;
  std::vector<Stack> level = {Stack{}};  // the legal stacks one token lower
  for (int h = 1; h <= kMaxHeight; ++h) {
    std::vector<Stack> next;
    for (const Stack& below : level)
      for (int c = 0; c < kTokenColours; ++c)
        if (can_stack(below, static_cast<Token>(c))) {
          Stack s = below;
          s.tokens[s.height++] = static_cast<Token>(c);
          next.push_back(s);
        }
    out.insert(out.end(), next.begin(), next.end());
    level = std::move(next);
  }
  return out;
}

}  // namespace

const std::vector<Stack>& legal_stacks() {
  static const std::vector<Stack> all = build_legal_stacks();
  return all;
}

std::vector<Token> building_bases() {
  std::vector<Token> bases;
  for (const Stack& s : legal_stacks())
    if (s.landscape() == Landscape::Building) bases.push_back(s.tokens[0]);
  return bases;
}

int Board::empty_spaces() const {
  int n = 0;
  for (int s = 0; s < space_count(); ++s) n += stacks[s].empty();
  return n;
}

int Board::token_count() const {
  int n = 0;
  for (int s = 0; s < space_count(); ++s) n += stacks[s].height;
  return n;
}

int Board::cube_count() const {
  int n = 0;
  for (int s = 0; s < space_count(); ++s) n += has_card_cube(s);
  return n;
}

int Board::whisper_count() const { return __builtin_popcount(whispers); }

int Board::sanctuary_count() const {
  int n = 0;
  for (int s = 0; s < space_count(); ++s) n += is_sanctuary(s);
  return n;
}

}  // namespace harmonies
