// The board file format (DESIGN.md "File formats"):
//   {"side": "A", "spaces": [["gray","gray"], [], ...], "cubes": [4]}
// spaces in canonical order, each a stack bottom to top; cubes lists spaces
// holding a cube.
#pragma once

#include <string>
#include <string_view>

#include "harmonies/board.hpp"
#include "harmonies/error.hpp"

namespace harmonies {

// Refuses bad JSON, a wrong side or space count, unknown tokens and illegal stacks.
Error parse_board_file(std::string_view text, Board& out);
std::string board_to_json(const Board& board);

}  // namespace harmonies
