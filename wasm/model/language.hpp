// The languages the app speaks, and how a browser's language tags map to them.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace harmonies::ui {

// In the order of the table's columns (assets/strings/*.json: en, fr, es).
enum class Language : std::uint8_t { English, French, Spanish };
inline constexpr int kLanguageCount = 3;
inline constexpr std::array<Language, kLanguageCount> kLanguages{Language::English, Language::French,
                                                                  Language::Spanish};

// The BCP 47 tag ("en", "fr", "es"): settings, <html lang>, the page's strings.
const char* language_tag(Language language);
// The language's name in itself, as a language menu shows it ("Français").
const char* language_name(Language language);
// A tag's primary language ("fr-CA" and "FR" are French); nullopt for a language the app does not speak.
std::optional<Language> language_from_tag(std::string_view tag);

}  // namespace harmonies::ui
