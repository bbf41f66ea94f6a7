// The table of strings at run time (wasm/model/text.hpp): lookups, placeholders, plural forms, and the
// languages a browser's tags choose. The table's own completeness is checked by make_strings.py --check.
#include <catch2/catch.hpp>

#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "harmonies/cards.hpp"
#include "model/error_words.hpp"
#include "model/language.hpp"
#include "model/text.hpp"
#include "test_paths.hpp"

using namespace harmonies;
using namespace harmonies::ui;

namespace {
// Restores English after a test that switched language.
struct LanguageGuard {
  ~LanguageGuard() { set_language(Language::English); }
};
}  // namespace

TEST_CASE("every text exists in every language and is found by its key") {
  for (int i = 0; i < kTextCount; ++i) {
    const Text t = static_cast<Text>(i);
    for (Language language : kLanguages) {
      INFO(text_key(t) << " in " << language_tag(language));
      REQUIRE(tr_in(language, t) != nullptr);
      CHECK(std::strlen(tr_in(language, t)) > 0);
    }
    REQUIRE(find_text(text_key(t)).has_value());
    CHECK(*find_text(text_key(t)) == t);
  }
  CHECK_FALSE(find_text("no.such.key").has_value());
  CHECK_FALSE(find_text("").has_value());
}

TEST_CASE("the current language chooses the column") {
  LanguageGuard guard;
  CHECK(std::string(tr(Text::common_terrain_field)) == "Field");
  set_language(Language::French);
  CHECK(current_language() == Language::French);
  CHECK(std::string(tr(Text::common_terrain_field)) == "Champ");
  set_language(Language::Spanish);
  CHECK(std::string(tr(Text::common_terrain_field)) == "Campo");
}

TEST_CASE("plural forms follow each language's rule (CLDR: French 0 and 1 are singular)") {
  CHECK(plural_is_one(Language::English, 1));
  CHECK_FALSE(plural_is_one(Language::English, 0));
  CHECK_FALSE(plural_is_one(Language::English, 2));
  CHECK(plural_is_one(Language::French, 0));
  CHECK(plural_is_one(Language::French, 1));
  CHECK_FALSE(plural_is_one(Language::French, 2));
  CHECK(plural_is_one(Language::Spanish, 1));
  CHECK_FALSE(plural_is_one(Language::Spanish, 0));

  CHECK(tr_count_in(Language::English, Text::common_animals, 1) == "1 animal");
  CHECK(tr_count_in(Language::English, Text::common_animals, 2) == "2 animals");
  CHECK(tr_count_in(Language::English, Text::common_animals, 0) == "0 animals");
  CHECK(tr_count_in(Language::French, Text::common_suns, 1) == "1 soleil");
  CHECK(tr_count_in(Language::French, Text::common_suns, 0) == "0 soleil");
  CHECK(tr_count_in(Language::French, Text::common_suns, 2) == "2 soleils");
  CHECK(tr_count_in(Language::French, Text::common_animals, 3) == "3 animaux");
  CHECK(tr_count_in(Language::Spanish, Text::common_points, 1) == "1 punto");
  CHECK(tr_count_in(Language::Spanish, Text::common_points, 0) == "0 puntos");
}

TEST_CASE("placeholders are filled by name - others stay as they are") {
  CHECK(tr(Text::common_player_n, {{"n", 3}}) == "Player 3");
  // A value is inserted as it is, even when it looks like a placeholder itself.
  CHECK(tr_count_in(Language::English, Text::common_points, 2, {{"x", "{n}"}}) == "2 points");
  LanguageGuard guard;
  set_language(Language::Spanish);
  CHECK(tr(Text::common_player_n, {{"n", "{n}"}}) == "Jugador {n}");
  CHECK(tr(Text::common_player_n, {}) == "Jugador {n}");
}

TEST_CASE("every card of the decks has its name in each language") {
  const Decks& decks = standard_decks();
  for (const AnimalCard& card : decks.animals) {
    const auto name = find_text("animal." + card.id);
    REQUIRE(name.has_value());
    CHECK(tr_in(Language::English, *name) == card.name);
  }
  for (const SpiritCard& card : decks.spirits) {
    REQUIRE(find_text("spirit." + card.id).has_value());
    const auto text = find_text("spirit." + card.id + ".text");
    REQUIRE(text.has_value());
    CHECK(tr_in(Language::English, *text) == card.text);
  }
  // RULES.md "Sanctuaries" and "Whispers": their tiles and cards are named too.
  REQUIRE_FALSE(decks.sanctuaries.empty());
  for (const SanctuaryTile& tile : decks.sanctuaries) {
    const auto name = find_text("sanctuary." + tile.id);
    REQUIRE(name.has_value());
    CHECK(tr_in(Language::English, *name) == tile.name);
  }
  REQUIRE_FALSE(decks.whispers.empty());
  for (const WhisperCard& card : decks.whispers) {
    const auto name = find_text("whisper." + card.id);
    REQUIRE(name.has_value());
    CHECK(tr_in(Language::English, *name) == card.name);
  }
}

TEST_CASE("a browser's language tag chooses by its primary language") {
  CHECK(language_from_tag("fr") == Language::French);
  CHECK(language_from_tag("fr-CA") == Language::French);
  CHECK(language_from_tag("FR_be") == Language::French);
  CHECK(language_from_tag("es-419") == Language::Spanish);
  CHECK(language_from_tag("en-GB") == Language::English);
  CHECK_FALSE(language_from_tag("de-DE").has_value());
  CHECK_FALSE(language_from_tag("").has_value());
  CHECK_FALSE(language_from_tag("f").has_value());
  CHECK_FALSE(language_from_tag("fra").has_value());
  for (Language language : kLanguages) CHECK(language_from_tag(language_tag(language)) == language);
  CHECK(std::string(language_name(Language::French)) == "Français");
  CHECK(std::string(language_name(Language::Spanish)) == "Español");
}

TEST_CASE("why the bots cannot think in the background is worded in the player's language") {
  LanguageGuard guard;
  // web/bots.js's codes: each has its own words, and a code this version does not know gets the
  // general one rather than showing the code itself.
  CHECK(std::string(bots_problem("no_workers")) == "this browser has no Web Workers");
  CHECK(std::string(bots_problem("not_started")) != bots_problem("not_loaded"));
  CHECK(std::string(bots_problem("a-future-code")) == bots_problem("not_loaded"));
  set_language(Language::French);
  CHECK(std::string(bots_problem("no_workers")) == "ce navigateur n’a pas de Web Workers");
  set_language(Language::Spanish);
  CHECK(std::string(bots_problem("not_loaded")) == "el Web Worker de los bots no pudo cargarse");
}

TEST_CASE("French elides de, que, le, la before a placeholder whose value begins with a vowel") {
  LanguageGuard guard;
  set_language(Language::French);
  CHECK(tr(Text::game_top_turn_of, {{"name", "Alex"}}) == "Au tour d’Alex");
  CHECK(tr(Text::game_top_turn_of, {{"name", "Émile"}}) == "Au tour d’Émile");
  CHECK(tr(Text::game_top_turn_of, {{"name", "Œdipe"}}) == "Au tour d’Œdipe");
  CHECK(tr(Text::game_top_turn_of, {{"name", "Yves"}}) == "Au tour d’Yves");
  CHECK(tr(Text::game_panel_cards_of, {{"name", "ines"}}) == "Cartes d’ines");
  // A consonant, a y before a vowel, an h (it may be aspirated: the bot Héron), a digit: no elision.
  CHECK(tr(Text::game_top_turn_of, {{"name", "Zoé"}}) == "Au tour de Zoé");
  CHECK(tr(Text::game_top_turn_of, {{"name", "Yann"}}) == "Au tour de Yann");
  CHECK(tr(Text::game_top_turn_of, {{"name", "Héron (moyen)"}}) == "Au tour de Héron (moyen)");
  CHECK(tr(Text::game_top_turn_of, {{"name", "8 bits"}}) == "Au tour de 8 bits");
  CHECK(tr(Text::game_top_turn_of, {{"name", ""}}) == "Au tour de ");
  // Plural forms and the language given explicitly go through the same filling.
  CHECK(tr_count_in(Language::French, Text::common_points, 2, {{"x", "a"}}) == "2 points");

  // Only a whole word right before the placeholder elides.
  std::string before = "Une aide ";
  elide_french(before, "Anne");
  CHECK(before == "Une aide ");
  before = "Plus que ";
  elide_french(before, "Ida");
  CHECK(before == "Plus qu’");
  before = "De ";
  elide_french(before, "Alex");
  CHECK(before == "D’");
  before = "\xC2\xA0la ";
  elide_french(before, "île");
  CHECK(before == "\xC2\xA0l’");
  before = "tout de";
  elide_french(before, "Alex");
  CHECK(before == "tout de");
  CHECK(french_elides_before("ours"));
  CHECK_FALSE(french_elides_before("hibou"));
  CHECK_FALSE(french_elides_before(""));
}

TEST_CASE("English and Spanish never elide") {
  LanguageGuard guard;
  set_language(Language::Spanish);
  CHECK(tr(Text::game_top_turn_of, {{"name", "Alex"}}) == "Turno de Alex");
  set_language(Language::English);
  CHECK(std::string(tr(Text::game_top_turn_of, {{"name", "Alex"}})).find("Alex") != std::string::npos);
}

TEST_CASE("French puts a no-break space before colons, semicolons, question and exclamation marks, percent signs and inside guillemets, so no line starts with them") {
  for (int i = 0; i < kTextCount; ++i) {
    const Text t = static_cast<Text>(i);
    // Both plural forms (French "one" covers 0 and 1).
    for (long long count : {1LL, 2LL}) {
      const std::string text = tr_count_in(Language::French, t, count);
      INFO(text_key(t) << ": " << text);
      for (const char* spaced : {" :", " ;", " ?", " !", " %", " »", "« "}) CHECK(text.find(spaced) == std::string::npos);
    }
  }
}

namespace {
std::string texts_file(Language language) {
  std::ifstream in(std::string(harmonies::testing::texts_dir()) + "/" + texts_file_name(language), std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}
std::string replaced(std::string text, std::string_view from, std::string_view to) {
  const size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}
}  // namespace

TEST_CASE("a language's file is read whole or refused with what is wrong, and English needs none") {
  CHECK(texts_file_name(Language::English) == nullptr);
  CHECK(has_texts(Language::English));
  const std::string french = texts_file(Language::French);
  const std::string spanish = texts_file(Language::Spanish);
  REQUIRE_FALSE(french.empty());
  // The suite loaded both files before the first test (texts_loader.cpp); a good file again changes nothing.
  CHECK(has_texts(Language::French));
  CHECK_FALSE(load_texts(Language::French, french));
  const std::string before = tr_in(Language::Spanish, Text::common_terrain_field);
  CHECK(before == "Campo");

  struct Bad { const char* what; std::string file; ErrorKind kind; const char* says; };
  const std::string first_text = "[\"Tejón\"]";
  const Bad bad[] = {
      {"not JSON", "{\"format\": ", ErrorKind::Damaged, "invalid JSON"},
      {"not the game's texts", "{\"texts\": []}", ErrorKind::Foreign, "not a file of the game's texts"},
      {"a newer format", replaced(spanish, "\"version\": 1", "\"version\": 2"), ErrorKind::Newer, "format"},
      {"another language", french, ErrorKind::Invalid, "another language"},
      {"another table", replaced(spanish, "\"keys\": \"", "\"keys\": \"0"), ErrorKind::Newer, "another version"},
      {"a text missing", replaced(spanish, first_text + ",\n", ""), ErrorKind::Damaged, "not whole"},
      {"plural forms where there are none", replaced(spanish, first_text, "[\"Tejón\", \"Tejones\"]"),
       ErrorKind::Damaged, "animal.badger has the wrong forms"},
      {"an empty text", replaced(spanish, first_text, "[\"\"]"), ErrorKind::Damaged, "animal.badger is not a text"},
      {"a number for a text", replaced(spanish, first_text, "[7]"), ErrorKind::Damaged, "is not a text"},
  };
  for (const Bad& b : bad) {
    INFO(b.what);
    const Error error = load_texts(Language::Spanish, b.file);
    REQUIRE(error);
    CHECK(error.kind == b.kind);
    CHECK(error.message.find("es texts") != std::string::npos);
    CHECK(error.message.find(b.says) != std::string::npos);
  }
  // Nothing of a refused file was kept.
  CHECK(std::string(tr_in(Language::Spanish, Text::common_terrain_field)) == before);
}
