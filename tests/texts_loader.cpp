// Every language's texts for the whole suite: the app loads French and Spanish from files when they are
// chosen (model/text.hpp load_texts); the tests read the same generated files before the first test.
// Listeners need Catch's reporter interfaces in this file.
#define CATCH_CONFIG_EXTERNAL_INTERFACES
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "model/language.hpp"
#include "model/text.hpp"
#include "test_paths.hpp"

namespace {

struct LoadTexts : Catch::TestEventListenerBase {
  using TestEventListenerBase::TestEventListenerBase;
  void testRunStarting(const Catch::TestRunInfo&) override {
    using namespace harmonies::ui;
    for (Language language : kLanguages) {
      const char* name = texts_file_name(language);
      if (!name) continue;
      std::ifstream in(std::string(harmonies::testing::texts_dir()) + "/" + name, std::ios::binary);
      std::stringstream text;
      text << in.rdbuf();
      // Before any test runs, outside Catch's assertions: a suite without its languages stops at once.
      if (harmonies::Error error = load_texts(language, text.str())) {
        std::fprintf(stderr, "tests/texts_loader.cpp: %s (in %s)\n", error.message.c_str(),
                     harmonies::testing::texts_dir());
        std::exit(1);
      }
    }
  }
};

}  // namespace

CATCH_REGISTER_LISTENER(LoadTexts)
