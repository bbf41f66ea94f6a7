// harmonies-cli: everything lives in commands.cpp; main only hands over.
#include "commands.hpp"

int main(int argc, char** argv) { return harmonies::cli::run(argc, argv); }
