// Where the tests' files are: the checkout's tests/data and its assets folder (HARMONIES_ASSETS).
// Their absolute paths are compiled into one generated file (tests/test_paths.cpp.in) instead of every
// test's command line, so that a second clone's test objects are the same and hit the compiler cache.
#pragma once

namespace harmonies::testing {

const char* test_data_dir();
const char* assets_dir();

}  // namespace harmonies::testing
