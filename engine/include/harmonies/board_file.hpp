// The board file format (DESIGN.md "File formats"):
//   {"side": "A", "spaces": [["gray","gray"], [], ...], "cubes": [4]}
// spaces in canonical order, each a stack bottom to top; cubes lists spaces
// holding an animal or spirit cube. The module keys of RULES.md "Board files
// with modules" are optional:
//   "whispers": [7, 12]                                       spaces holding a whisper cube
//   "sanctuaries": [{"space": 3, "colours": ["blue", "yellow"]}]   bottom colour first
#pragma once

#include <string>
#include <string_view>

#include "harmonies/board.hpp"
#include "harmonies/error.hpp"

namespace harmonies {

// Which module keys a file gave, even as empty lists.
struct BoardFileKeys {
  bool whispers = false;
  bool sanctuaries = false;
  bool any() const { return whispers || sanctuaries; }
};

// Refuses bad JSON, a wrong side or space count, unknown tokens and illegal stacks, and what RULES.md
// "Board files with modules" refuses: a sanctuary whose space does not hold exactly its two tokens or
// whose colours are equal or form an allowed stack, a whisper cube on a sanctuary or on a space not
// topped by a terrain, a space index off the board or repeated.
Error parse_board_file(std::string_view text, Board& out);
Error parse_board_file(std::string_view text, Board& out, BoardFileKeys& keys);
// Writes "whispers" and "sanctuaries" only when the board holds some.
std::string board_to_json(const Board& board);

// RULES.md "Board files with modules": `harmonies-cli score` prints sanctuary and whisper points for
// side C or D boards and for any board whose file has one of the module keys.
bool shows_module_points(const Board& board, const BoardFileKeys& keys);

}  // namespace harmonies
