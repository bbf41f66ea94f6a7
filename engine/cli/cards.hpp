#pragma once

namespace harmonies::cli {

// harmonies-cli cards: how every animal card and spirit fares in bot games
// (offered, taken, completed, points, points per token spent), as Markdown.
int cards_command(int argc, char** argv);

}  // namespace harmonies::cli
