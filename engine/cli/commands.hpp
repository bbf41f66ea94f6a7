#pragma once

namespace harmonies::cli {

// Exit codes: 0 success, 2 refused input (bad arguments, file, board or record).
int run(int argc, char** argv);

}  // namespace harmonies::cli
