// The compiled table of strings (generated from assets/strings/*.json by make_strings.py).
// Only model/text.cpp reads it; everything else asks text.hpp.
#pragma once

#include "model/language.hpp"
#include "model/strings.hpp"  // generated: enum class Text

namespace harmonies::ui {

struct TextForms {
  const char* one;    // nullptr for a text without plural forms
  const char* other;  // the text itself
};

struct TextEntry {
  const char* key;  // "lobby.play"; the table is sorted by key
  TextForms forms[kLanguageCount];
};

extern const TextEntry kTextTable[kTextCount];

}  // namespace harmonies::ui
