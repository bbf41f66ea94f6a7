// Every word a player sees, in the player's language: the table of strings
// (assets/strings/*.json, compiled into `Text` values) and the language chosen.
//   tr(Text::lobby_play)                                  "Play" / "Jouer" / "Jugar"
//   tr(Text::end_winner, {{"name", name}})                "{name} wins" with the name
//   tr_count(Text::common_points, 12)                     "12 points" / "1 point" / "1 punto"
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "harmonies/error.hpp"
#include "model/language.hpp"
#include "model/strings.hpp"  // generated: enum class Text

namespace harmonies::ui {

// English is compiled in; each other language is a file the page fetches when it is chosen
// (texts_file_name: strings-fr.json, made by make_strings.py beside the site). Until its file is loaded a
// language reads in English.
bool has_texts(Language language);
// Reads a language's file: on any problem (not the game's texts, another language, made for another list
// of keys, a text missing or of the wrong forms) nothing is kept and the error says what. A good file of a
// language already loaded changes nothing.
Error load_texts(Language language, std::string_view file);
// The file holding a language's texts ("strings-fr.json"); nullptr for English, compiled in.
const char* texts_file_name(Language language);

// The language texts are shown in (one whose texts are not loaded reads in English: has_texts).
void set_language(Language language);
Language current_language();

// A placeholder's value: {name} in the text becomes `value`.
struct TextArg {
  TextArg(const char* name, std::string_view value) : name(name), value(value) {}
  TextArg(const char* name, const char* value) : name(name), value(value) {}
  TextArg(const char* name, const std::string& value) : name(name), value(value) {}
  TextArg(const char* name, int value) : name(name), value(std::to_string(value)) {}
  TextArg(const char* name, long long value) : name(name), value(std::to_string(value)) {}
  const char* name;
  std::string value;
};

// The text in the current language (a text with plural forms: its "other" form). Static storage: the
// pointer stays valid, so it can be an ImGui label.
const char* tr(Text key);
// The text with its placeholders filled in.
std::string tr(Text key, std::initializer_list<TextArg> args);
// The form for `count` (one or other, by the language's plural rule), with {n} = count and `args`.
std::string tr_count(Text key, long long count, std::initializer_list<TextArg> args = {});

// A number with `digits` decimals, written the language's way ("1.5", "1,5"; common.decimal_separator).
std::string decimal(double value, int digits);
// The form of a text with plural forms for a number shown with `digits` decimals, {n} the number so
// written: English "1.0 points", French "1,5 point" (CLDR), Spanish "1,0 puntos".
std::string tr_decimal(Text key, double value, int digits, std::initializer_list<TextArg> args = {});

// The same in a given language (tests, and the page's language menu).
const char* tr_in(Language language, Text key);
std::string tr_count_in(Language language, Text key, long long count, std::initializer_list<TextArg> args = {});
std::string decimal_in(Language language, double value, int digits);
std::string tr_decimal_in(Language language, Text key, double value, int digits,
                          std::initializer_list<TextArg> args = {});

// Looks a text up by its key ("animal.heron"): for texts named by data, such as the cards.
std::optional<Text> find_text(std::string_view key);
// The key of a text ("lobby.play").
const char* text_key(Text key);

// French elision where a text has one of its short words right before a placeholder ("de", "que", "le",
// "la"...): `before` is the text up to the placeholder, `value` what fills it. "Au tour de " + "Alex"
// becomes "Au tour d’" + "Alex"; before a consonant, a digit or an h (it may be aspirated: "de Héron")
// nothing changes. tr() applies it to French texts.
bool french_elides_before(std::string_view word);
void elide_french(std::string& before, std::string_view value);

// CLDR's rule for "one": English and Spanish 1; French 0 and 1.
bool plural_is_one(Language language, long long count);

}  // namespace harmonies::ui
