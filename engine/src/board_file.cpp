#include "harmonies/board_file.hpp"

#include "harmonies/json.hpp"

namespace harmonies {

Error parse_board_file(std::string_view text, Board& out) {
  json::Value doc;
  if (Error e = json::parse(text, doc)) return e;
  if (!doc.is_object()) return fail("a board file must be a JSON object");

  const std::string* side_name_text = json::text(json::find(doc, "side"));
  if (!side_name_text) return fail("\"side\" must be \"A\", \"B\", \"C\" or \"D\"");
  auto side = side_from_name(*side_name_text);
  if (!side) return fail("unknown side \"" + *side_name_text + "\": expected \"A\", \"B\", \"C\" or \"D\"");
  Board board(*side);
  const int count = board.space_count();

  const json::Value* spaces = json::find(doc, "spaces");
  if (!spaces || !spaces->is_array()) return fail("\"spaces\" must be an array");
  if (static_cast<int>(spaces->size()) != count)
    return fail("side " + *side_name_text + " has " + std::to_string(count) + " spaces, the file lists " +
                std::to_string(spaces->size()));
  for (int s = 0; s < count; ++s) {
    const json::Value& stack = (*spaces)[static_cast<size_t>(s)];
    const std::string where = "space " + std::to_string(s);
    if (!stack.is_array()) return fail(where + " must be an array of tokens");
    if (stack.size() > static_cast<size_t>(kMaxHeight))
      return fail(where + " is higher than " + std::to_string(kMaxHeight) + " tokens");
    for (const json::Value& t : stack) {
      const std::string* name = json::text(&t);
      auto token = name ? token_from_name(*name) : std::nullopt;
      if (!token)
        return fail(where + " holds an unknown token" + (name ? " \"" + *name + "\"" : "") +
                    ": expected blue, gray, brown, green, yellow or red");
      if (!can_stack(board.stacks[s], *token))
        return fail(where + ": a " + *name + " token cannot go on that stack");
      board.place(s, *token);
    }
  }

  if (const json::Value* cubes = json::find(doc, "cubes")) {
    if (!cubes->is_array()) return fail("\"cubes\" must be an array of space indices");
    for (const json::Value& c : *cubes) {
      long long s = -1;
      if (!json::get_int(c, s) || s < 0 || s >= count)
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
  json::Value spaces = json::Value::array();
  for (int s = 0; s < board.space_count(); ++s) {
    json::Value stack = json::Value::array();
    for (int k = 0; k < board.stacks[s].height; ++k) stack.push_back(std::string(token_name(board.stacks[s].tokens[k])));
    spaces.push_back(std::move(stack));
  }
  json::Value cubes = json::Value::array();
  for (int s = 0; s < board.space_count(); ++s)
    if (board.has_cube(s)) cubes.push_back(s);
  json::Value doc = json::Value::object();
  doc["side"] = std::string(side_name(board.side));
  doc["spaces"] = std::move(spaces);
  doc["cubes"] = std::move(cubes);
  return json::dump(doc);
}

}  // namespace harmonies
