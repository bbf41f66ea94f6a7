// Catch2's main, alone in its translation unit so it compiles once.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
