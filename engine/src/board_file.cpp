#include "harmonies/board_file.hpp"

#include "harmonies/json.hpp"

namespace harmonies {

Error parse_board_file(std::string_view text, Board& out) {
  auto parsed = json::parse(text);
  if (parsed.error) return parsed.error;
  const json::Value& doc = parsed.value;
  if (!doc.is(json::Kind::Object)) return fail("a board file must be a JSON object");

  const json::Value* side_value = doc.find("side");
  if (!side_value || !side_value->is(json::Kind::String)) return fail("\"side\" must be \"A\" or \"B\"");
  auto side = side_from_name(side_value->string);
  if (!side) return fail("unknown side \"" + side_value->string + "\": expected \"A\" or \"B\"");
  Board board(*side);
  const int count = board.space_count();

  const json::Value* spaces = doc.find("spaces");
  if (!spaces || !spaces->is(json::Kind::Array)) return fail("\"spaces\" must be an array");
  if (static_cast<int>(spaces->array.size()) != count)
    return fail("side " + side_value->string + " has " + std::to_string(count) + " spaces, the file lists " +
                std::to_string(spaces->array.size()));
  for (int s = 0; s < count; ++s) {
    const json::Value& stack = spaces->array[s];
    const std::string where = "space " + std::to_string(s);
    if (!stack.is(json::Kind::Array)) return fail(where + " must be an array of tokens");
    if (stack.array.size() > static_cast<size_t>(kMaxHeight))
      return fail(where + " is higher than " + std::to_string(kMaxHeight) + " tokens");
    for (const json::Value& t : stack.array) {
      auto token = t.is(json::Kind::String) ? token_from_name(t.string) : std::nullopt;
      if (!token)
        return fail(where + " holds an unknown token" + (t.is(json::Kind::String) ? " \"" + t.string + "\"" : "") +
                    ": expected blue, gray, brown, green, yellow or red");
      if (!can_stack(board.stacks[s], *token))
        return fail(where + ": a " + t.string + " token cannot go on that stack");
      board.place(s, *token);
    }
  }

  if (const json::Value* cubes = doc.find("cubes")) {
    if (!cubes->is(json::Kind::Array)) return fail("\"cubes\" must be an array of space indices");
    for (const json::Value& c : cubes->array) {
      long long s = -1;
      if (!c.get_int(s) || s < 0 || s >= count)
        return fail("\"cubes\" lists a space that does not exist");
      if (board.stacks[s].empty()) return fail("a cube on empty space " + std::to_string(s));
      if (board.has_cube(static_cast<int>(s))) return fail("two cubes on space " + std::to_string(s));
      board.cubes[s] = 0;  // a cube of an unnamed card
    }
  }
  out = board;
  return {};
}

std::string board_to_json(const Board& board) {
  std::string out = "{\"side\": \"" + std::string(side_name(board.side)) + "\", \"spaces\": [";
  for (int s = 0; s < board.space_count(); ++s) {
    out += s ? ", [" : "[";
    for (int k = 0; k < board.stacks[s].height; ++k)
      out += (k ? ", \"" : "\"") + std::string(token_name(board.stacks[s].tokens[k])) + "\"";
    out += "]";
  }
  out += "], \"cubes\": [";
  bool first = true;
  for (int s = 0; s < board.space_count(); ++s) {
    if (!board.has_cube(s)) continue;
    out += (first ? "" : ", ") + std::to_string(s);
    first = false;
  }
  return out + "]}";
}

}  // namespace harmonies
