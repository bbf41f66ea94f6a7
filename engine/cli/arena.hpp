#pragma once

namespace harmonies::cli {

// harmonies-cli arena: bots against each other, or alone in solo, over many seeds.
int arena_command(int argc, char** argv);

}  // namespace harmonies::cli
