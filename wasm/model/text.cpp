#include "model/text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "model/text_table.hpp"

namespace harmonies::ui {

namespace {

Language g_language = Language::English;

const TextForms& forms(Language language, Text key) {
  return kTextTable[static_cast<int>(key)].forms[static_cast<int>(language)];
}

// Replaces each {name} found in `args`; anything else is copied as it is.
std::string fill(const char* text, const TextArg* args_begin, const TextArg* args_end) {
  std::string out;
  out.reserve(std::strlen(text) + 16);
  for (const char* p = text; *p;) {
    if (*p == '{') {
      const char* close = std::strchr(p, '}');
      if (close) {
        const std::string_view name(p + 1, static_cast<size_t>(close - p - 1));
        const TextArg* arg = std::find_if(args_begin, args_end, [&](const TextArg& a) { return name == a.name; });
        if (arg != args_end) {
          out += arg->value;
          p = close + 1;
          continue;
        }
      }
    }
    out += *p++;
  }
  return out;
}

}  // namespace

void set_language(Language language) { g_language = language; }
Language current_language() { return g_language; }

const char* tr_in(Language language, Text key) { return forms(language, key).other; }
const char* tr(Text key) { return tr_in(g_language, key); }

std::string tr(Text key, std::initializer_list<TextArg> args) { return fill(tr(key), args.begin(), args.end()); }

bool plural_is_one(Language language, long long count) {
  if (language == Language::French) return count == 0 || count == 1;
  return count == 1;
}

std::string tr_count_in(Language language, Text key, long long count, std::initializer_list<TextArg> args) {
  const TextForms& f = forms(language, key);
  const char* text = f.one && plural_is_one(language, count) ? f.one : f.other;
  std::vector<TextArg> all(args);
  all.emplace_back("n", count);
  return fill(text, all.data(), all.data() + all.size());
}

std::string tr_count(Text key, long long count, std::initializer_list<TextArg> args) {
  return tr_count_in(g_language, key, count, args);
}

std::string decimal_in(Language language, double value, int digits) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", std::clamp(digits, 0, 6), value);
  std::string out = text;
  if (out == "-0" || out.find_first_not_of("-0.") == std::string::npos) out.erase(0, out[0] == '-' ? 1 : 0);
  const size_t point = out.find('.');
  if (point != std::string::npos) out.replace(point, 1, tr_in(language, Text::common_decimal_separator));
  return out;
}

std::string decimal(double value, int digits) { return decimal_in(g_language, value, digits); }

std::string tr_decimal_in(Language language, Text key, double value, int digits, std::initializer_list<TextArg> args) {
  const std::string shown = decimal_in(language, value, digits);
  // "one" for a number as written: English and Spanish, the integer 1 alone (with decimals shown, the plural:
  // "1.0 points", "1,0 puntos"); French, an integer part of 0 or 1 ("1,5 point", CLDR's rule).
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", std::clamp(digits, 0, 6), std::fabs(value));
  const double written = std::atof(text);
  const long long whole = static_cast<long long>(written);
  bool one = false;
  switch (language) {
    case Language::English: one = digits <= 0 && whole == 1; break;
    case Language::French: one = whole <= 1; break;
    case Language::Spanish: one = digits <= 0 && written == 1.0; break;
  }
  const TextForms& f = forms(language, key);
  std::vector<TextArg> all(args);
  all.emplace_back("n", shown);
  return fill(f.one && one ? f.one : f.other, all.data(), all.data() + all.size());
}

std::string tr_decimal(Text key, double value, int digits, std::initializer_list<TextArg> args) {
  return tr_decimal_in(g_language, key, value, digits, args);
}

std::optional<Text> find_text(std::string_view key) {
  const TextEntry* end = kTextTable + kTextCount;
  const TextEntry* at = std::lower_bound(kTextTable, end, key,
                                         [](const TextEntry& e, std::string_view k) { return e.key < k; });
  if (at == end || at->key != key) return std::nullopt;
  return static_cast<Text>(at - kTextTable);
}

const char* text_key(Text key) { return kTextTable[static_cast<int>(key)].key; }

}  // namespace harmonies::ui
