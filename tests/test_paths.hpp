// Where the tests' files are: the checkout's tests/data and its assets folder (HARMONIES_ASSETS), and the
// build's generated language files.
// Their absolute paths are compiled into one generated file (tests/test_paths.cpp.in) instead of every
// test's command line, so that a second clone's test objects are the same and hit the compiler cache.
#pragma once

namespace harmonies::testing {

const char* test_data_dir();
const char* assets_dir();
// The generated files of the other languages' texts (strings-fr.json...: wasm/model/make_strings.py).
const char* texts_dir();

}  // namespace harmonies::testing
