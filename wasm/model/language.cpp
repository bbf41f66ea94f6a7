#include "model/language.hpp"

#include <cctype>

namespace harmonies::ui {

namespace {
// In Language's order: the BCP 47 tag and the name in the language itself.
struct LanguageNames {
  const char* tag;
  const char* name;
};
constexpr LanguageNames kNames[kLanguageCount] = {{"en", "English"}, {"fr", "Français"}, {"es", "Español"}};
}  // namespace

const char* language_tag(Language language) { return kNames[static_cast<int>(language)].tag; }

const char* language_name(Language language) { return kNames[static_cast<int>(language)].name; }

std::optional<Language> language_from_tag(std::string_view tag) {
  const std::string_view primary = tag.substr(0, tag.find_first_of("-_"));
  if (primary.size() != 2) return std::nullopt;
  const char a = static_cast<char>(std::tolower(static_cast<unsigned char>(primary[0])));
  const char b = static_cast<char>(std::tolower(static_cast<unsigned char>(primary[1])));
  for (Language language : kLanguages) {
    const char* known = language_tag(language);
    if (known[0] == a && known[1] == b) return language;
  }
  return std::nullopt;
}

}  // namespace harmonies::ui
