#include "harmonies/board_file.hpp"

#include <array>
#include <vector>

#include "harmonies/cards.hpp"
#include "harmonies/json.hpp"

namespace harmonies {

namespace {

struct SanctuaryEntry {
  int space = 0;
  Token bottom = Token::Blue;
  Token top = Token::Yellow;
};

// A space index of a module key: an integer on the board, not listed before under that key.
Error read_space(const json::Value& value, int count, std::array<bool, kMaxSpaces>& seen, const std::string& key,
                 int& out) {
  long long s = -1;
  if (!json::get_int(value, s)) return fail("\"" + key + "\" lists a space that is not an index");
  if (s < 0 || s >= count)
    return fail("\"" + key + "\" lists space " + std::to_string(s) + ", off the board (spaces 0-" +
                std::to_string(count - 1) + ")");
  if (seen[s]) return fail("\"" + key + "\" lists space " + std::to_string(s) + " twice");
  seen[s] = true;
  out = static_cast<int>(s);
  return {};
}

// RULES.md "Board files with modules": [{"space": i, "colours": ["blue", "yellow"]}], bottom colour first.
Error read_sanctuaries(const json::Value& list, int count, std::vector<SanctuaryEntry>& out) {
  if (!list.is_array()) return fail("\"sanctuaries\" must be an array of {\"space\": i, \"colours\": [bottom, top]}");
  std::array<bool, kMaxSpaces> seen{};
  for (const json::Value& item : list) {
    if (!item.is_object()) return fail("\"sanctuaries\" must list objects {\"space\": i, \"colours\": [bottom, top]}");
    const json::Value* space = json::find(item, "space");
    if (!space) return fail("a sanctuary needs \"space\"");
    SanctuaryEntry entry;
    if (Error e = read_space(*space, count, seen, "sanctuaries", entry.space)) return e;
    const std::string where = "the sanctuary on space " + std::to_string(entry.space);
    const json::Value* colours = json::find(item, "colours");
    if (!colours || !colours->is_array() || colours->size() != 2)
      return fail(where + " needs \"colours\": its two colours, bottom first");
    std::array<Token, 2> tokens{};
    for (size_t k = 0; k < 2; ++k) {
      const std::string* name = json::text(&(*colours)[k]);
      auto token = name ? token_from_name(*name) : std::nullopt;
      if (!token)
        return fail(where + " has an unknown colour" + (name ? " \"" + *name + "\"" : "") +
                    ": expected blue, gray, brown, green, yellow or red");
      tokens[k] = *token;
    }
    entry.bottom = tokens[0];
    entry.top = tokens[1];
    const std::string pair = std::string(token_name(entry.top)) + " on " + std::string(token_name(entry.bottom));
    if (entry.bottom == entry.top) return fail(where + " has two equal colours (" + pair + ")");
    if (!is_forbidden_pair(entry.bottom, entry.top))
      return fail(where + ": " + pair + " is an allowed stack; a sanctuary is a forbidden one");
    out.push_back(entry);
  }
  return {};
}

const SanctuaryEntry* sanctuary_at(const std::vector<SanctuaryEntry>& list, int space) {
  for (const SanctuaryEntry& e : list)
    if (e.space == space) return &e;
  return nullptr;
}

std::string stack_text(const json::Value& stack) {
  if (stack.empty()) return "nothing";
  std::string out;
  for (const json::Value& t : stack) {
    const std::string* name = json::text(&t);
    if (!out.empty()) out += ", ";
    out += name ? *name : json::dump(t);
  }
  return out;
}

bool topped_by_terrain(const Stack& stack) {
  for (int t = 0; t < kTerrainCount; ++t)
    if (is_terrain(stack, static_cast<Terrain>(t))) return true;
  return false;
}

}  // namespace

Error parse_board_file(std::string_view text, Board& out) {
  BoardFileKeys keys;
  return parse_board_file(text, out, keys);
}

Error parse_board_file(std::string_view text, Board& out, BoardFileKeys& keys) {
  json::Value doc;
  if (Error e = json::parse(text, doc)) return e;
  if (!doc.is_object()) return fail("a board file must be a JSON object");

  const std::string* side_name_text = json::text(json::find(doc, "side"));
  if (!side_name_text) return fail("\"side\" must be \"A\", \"B\", \"C\" or \"D\"");
  auto side = side_from_name(*side_name_text);
  if (!side) return fail("unknown side \"" + *side_name_text + "\": expected \"A\", \"B\", \"C\" or \"D\"");
  Board board(*side);
  const int count = board.space_count();

  // Sanctuaries first: their spaces hold a stack the stacking rules otherwise refuse.
  std::vector<SanctuaryEntry> sanctuaries;
  const json::Value* sanctuary_list = json::find(doc, "sanctuaries");
  if (sanctuary_list)
    if (Error e = read_sanctuaries(*sanctuary_list, count, sanctuaries)) return e;

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
    }
    if (const SanctuaryEntry* sanctuary = sanctuary_at(sanctuaries, s)) {
      // RULES.md "Sanctuaries": exactly its two tokens, bottom colour first.
      const bool exact = stack.size() == 2 && *token_from_name(*json::text(&stack[0])) == sanctuary->bottom &&
                         *token_from_name(*json::text(&stack[1])) == sanctuary->top;
      if (!exact)
        return fail("the sanctuary on " + where + " must hold exactly its two tokens, " +
                    std::string(token_name(sanctuary->bottom)) + " then " + std::string(token_name(sanctuary->top)) +
                    "; the space holds " + stack_text(stack));
      board.place(s, sanctuary->bottom);
      board.place(s, sanctuary->top);
      board.stacks[s].sanctuary = true;
      continue;
    }
    for (const json::Value& t : stack) {
      const std::string& name = *json::text(&t);
      const Token token = *token_from_name(name);
      if (!can_stack(board.stacks[s], token)) {
        std::string message = where + ": a " + name + " token cannot go on that stack";
        if (board.stacks[s].height == 1 && is_forbidden_pair(board.stacks[s].tokens[0], token))
          message += " (unless the space is listed under \"sanctuaries\")";
        return fail(message);
      }
      board.place(s, token);
    }
  }

  if (const json::Value* cubes = json::find(doc, "cubes")) {
    if (!cubes->is_array()) return fail("\"cubes\" must be an array of space indices");
    for (const json::Value& c : *cubes) {
      long long s = -1;
      if (!json::get_int(c, s) || s < 0 || s >= count)
        return fail("\"cubes\" lists a space that does not exist");
      if (board.stacks[s].empty()) return fail("a cube on empty space " + std::to_string(s));
      if (board.has_card_cube(static_cast<int>(s))) return fail("two cubes on space " + std::to_string(s));
      board.cubes[s] = 0;  // a cube of an unnamed card
    }
  }

  const json::Value* whisper_list = json::find(doc, "whispers");
  if (whisper_list) {
    if (!whisper_list->is_array()) return fail("\"whispers\" must be an array of space indices");
    std::array<bool, kMaxSpaces> seen{};
    for (const json::Value& w : *whisper_list) {
      int s = 0;
      if (Error e = read_space(w, count, seen, "whispers", s)) return e;
      const std::string where = "a whisper cube on space " + std::to_string(s);
      // RULES.md "Whispers": never on a sanctuary; on a space topped by a terrain.
      if (board.is_sanctuary(s)) return fail(where + ": a sanctuary takes no whisper cube");
      if (!topped_by_terrain(board.stacks[s]))
        return fail(where + ": the space is not topped by a terrain (water, field, mountain, tree or building)");
      board.whispers |= 1u << s;
    }
  }

  keys.whispers = whisper_list != nullptr;
  keys.sanctuaries = sanctuary_list != nullptr;
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
    if (board.has_card_cube(s)) cubes.push_back(s);
  json::Value doc = json::Value::object();
  doc["side"] = std::string(side_name(board.side));
  doc["spaces"] = std::move(spaces);
  doc["cubes"] = std::move(cubes);
  if (board.whisper_count() > 0) {
    json::Value whispers = json::Value::array();
    for (int s = 0; s < board.space_count(); ++s)
      if (board.has_whisper(s)) whispers.push_back(s);
    doc["whispers"] = std::move(whispers);
  }
  if (board.sanctuary_count() > 0) {
    json::Value sanctuaries = json::Value::array();
    for (int s = 0; s < board.space_count(); ++s) {
      if (!board.is_sanctuary(s)) continue;
      json::Value entry = json::Value::object();
      entry["space"] = s;
      json::Value colours = json::Value::array();
      colours.push_back(std::string(token_name(board.stacks[s].tokens[0])));
      colours.push_back(std::string(token_name(board.stacks[s].tokens[1])));
      entry["colours"] = std::move(colours);
      sanctuaries.push_back(std::move(entry));
    }
    doc["sanctuaries"] = std::move(sanctuaries);
  }
  return json::dump(doc);
}

bool shows_module_points(const Board& board, const BoardFileKeys& keys) {
  return board.side == Side::C || board.side == Side::D || keys.any();
}

}  // namespace harmonies
