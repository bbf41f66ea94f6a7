// The compiled table of strings (generated from assets/strings/*.json by make_strings.py): every key with
// its English texts. The other languages come as files (strings-fr.json...) that text.cpp's load_texts
// reads. Only model/text.cpp reads this; everything else asks text.hpp.
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
  TextForms english;
};

extern const TextEntry kTextTable[kTextCount];

}  // namespace harmonies::ui
