#include "model/text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cctype>
#include <cstring>
#include <string_view>
#include <vector>

#include "harmonies/json.hpp"
#include "model/text_table.hpp"

namespace harmonies::ui {

namespace {

Language g_language = Language::English;

// A language's texts read from its file (load_texts): one buffer holding every text, NUL-terminated, and the
// forms pointing into it. Loaded once and never changed, so the pointers handed out stay valid.
struct LoadedTexts {
  std::string buffer;
  std::vector<TextForms> forms;
};
LoadedTexts g_loaded[kLanguageCount];

bool is_loaded(Language language) { return !g_loaded[static_cast<int>(language)].forms.empty(); }

// A language not loaded reads in English (the app says so and asks for the file: has_texts()).
const TextForms& forms(Language language, Text key) {
  if (language != Language::English && is_loaded(language))
    return g_loaded[static_cast<int>(language)].forms[static_cast<size_t>(key)];
  return kTextTable[static_cast<int>(key)].english;
}

// Decodes the UTF-8 character at `at` (0 when there is none).
char32_t code_point(std::string_view text, size_t& at) {
  if (at >= text.size()) return 0;
  const auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  int extra = lead < 0x80 ? 0 : lead < 0xE0 ? 1 : lead < 0xF0 ? 2 : 3;
  char32_t c = extra == 0 ? lead : lead & (0x3F >> extra);
  ++at;
  for (; extra > 0 && at < text.size(); --extra, ++at) c = (c << 6) | (byte(at) & 0x3F);
  return c;
}

// Lower case of the Latin letters the three languages use (Latin-1 and œ).
char32_t lower(char32_t c) {
  if ((c >= U'A' && c <= U'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7)) return c + 32;
  if (c == 0x152) return 0x153;
  return c;
}

bool is_vowel(char32_t c) {
  c = lower(c);
  return std::u32string_view(U"aeiouàáâãäåæèéêëìíîïòóôõöøùúûüœ").find(c) != std::u32string_view::npos;
}

bool is_letter(char32_t c) { return lower(c) != c || (c >= U'a' && c <= U'z') || (c >= 0xDF && c <= 0xFF && c != 0xF7) || c == 0x153; }

}  // namespace

bool french_elides_before(std::string_view word) {
  size_t at = 0;
  const char32_t first = code_point(word, at);
  if (is_vowel(first)) return true;
  // A y elides before a consonant only ("d’Yves", but "de Yann"); an h never, since it may be aspirated
  // ("de Héron": one of the bots' names).
  if (lower(first) != U'y') return false;
  const char32_t second = code_point(word, at);
  return is_letter(second) && !is_vowel(second);
}

void elide_french(std::string& before, std::string_view value) {
  if (!french_elides_before(value)) return;
  // The words that elide, as the text ends with one and a space.
  static constexpr std::string_view kWords[] = {"de", "que", "jusque", "lorsque", "puisque", "le", "la",
                                                "je", "me", "te", "se", "ne"};
  if (before.empty() || before.back() != ' ') return;
  const std::string_view text(before.data(), before.size() - 1);
  for (std::string_view word : kWords) {
    if (text.size() < word.size()) continue;
    const std::string_view end = text.substr(text.size() - word.size());
    bool same = true;
    for (size_t i = 0; i < word.size(); ++i) same = same && std::tolower(static_cast<unsigned char>(end[i])) == word[i];
    if (!same) continue;
    // The whole word only: "aide {x}" keeps its e.
    const size_t start = text.size() - word.size();
    if (start > 0) {
      size_t lead = start - 1;
      while (lead > 0 && (static_cast<unsigned char>(text[lead]) & 0xC0) == 0x80) --lead;
      size_t at = lead;
      const char32_t previous = code_point(text, at);
      if (is_letter(previous) || previous == U'-' || previous == U'\'' || previous == 0x2019) continue;
    }
    before.resize(before.size() - 2);  // the space and the word's last vowel
    before += "\xE2\x80\x99";          // ’, the apostrophe the French strings use
    return;
  }
}

namespace {

// Replaces each {name} found in `args`; anything else is copied as it is. In French, a short word of the
// text right before a placeholder elides when the value begins with a vowel ("Au tour de {name}": "Au tour
// d’Alex").
std::string fill(Language language, const char* text, const TextArg* args_begin, const TextArg* args_end) {
  std::string out;
  out.reserve(std::strlen(text) + 16);
  for (const char* p = text; *p;) {
    if (*p == '{') {
      const char* close = std::strchr(p, '}');
      if (close) {
        const std::string_view name(p + 1, static_cast<size_t>(close - p - 1));
        const TextArg* arg = std::find_if(args_begin, args_end, [&](const TextArg& a) { return name == a.name; });
        if (arg != args_end) {
          if (language == Language::French) elide_french(out, arg->value);
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

bool has_texts(Language language) { return language == Language::English || is_loaded(language); }

Error load_texts(Language language, std::string_view file) {
  const std::string what = std::string(language_tag(language)) + " texts";
  json::Value root;
  if (Error error = json::parse(file, root)) return fail(what + ": " + error.message, ErrorKind::Damaged);
  const std::string* format = json::text(json::find(root, "format"));
  const std::string* tag = json::text(json::find(root, "language"));
  const std::string* keys = json::text(json::find(root, "keys"));
  long long version = 0;
  const json::Value* version_value = json::find(root, "version");
  if (!format || *format != "harmonies-texts") return fail(what + ": not a file of the game's texts", ErrorKind::Foreign);
  if (!version_value || !json::get_int(*version_value, version) || version != 1)
    return fail(what + ": a format this version does not read", ErrorKind::Newer);
  if (!tag || *tag != language_tag(language)) return fail(what + ": the file holds another language");
  if (!keys || *keys != kTextKeysHash) return fail(what + ": made for another version of the game", ErrorKind::Newer);
  const json::Value* texts = json::find(root, "texts");
  if (!texts || !texts->is_array() || texts->size() != static_cast<size_t>(kTextCount))
    return fail(what + ": the list of texts is not whole", ErrorKind::Damaged);
  // Checked whole before anything is kept: a damaged file leaves the language unloaded.
  LoadedTexts loaded;
  std::vector<std::pair<size_t, size_t>> at;  // each text's {one, other} offsets; one is npos when absent
  for (int i = 0; i < kTextCount; ++i) {
    const json::Value& entry = (*texts)[static_cast<size_t>(i)];
    const bool plural = kTextTable[i].english.one != nullptr;
    if (!entry.is_array() || entry.size() != (plural ? 2u : 1u))
      return fail(what + ": " + kTextTable[i].key + " has the wrong forms", ErrorKind::Damaged);
    size_t offsets[2] = {std::string::npos, std::string::npos};
    for (size_t form = 0; form < entry.size(); ++form) {
      const std::string* text = json::text(&entry[form]);
      if (!text || text->empty() || text->find('\0') != std::string::npos)
        return fail(what + ": " + kTextTable[i].key + " is not a text", ErrorKind::Damaged);
      offsets[plural ? form : 1] = loaded.buffer.size();
      loaded.buffer.append(*text).push_back('\0');
    }
    at.emplace_back(offsets[0], offsets[1]);
  }
  if (has_texts(language)) return Error::none();  // checked all the same: a bad file always says so
  loaded.forms.reserve(at.size());
  for (const auto& [one, other] : at)
    loaded.forms.push_back({one == std::string::npos ? nullptr : loaded.buffer.data() + one, loaded.buffer.data() + other});
  g_loaded[static_cast<int>(language)] = std::move(loaded);
  return Error::none();
}

void set_language(Language language) { g_language = language; }
Language current_language() { return g_language; }

const char* tr_in(Language language, Text key) { return forms(language, key).other; }
const char* tr(Text key) { return tr_in(g_language, key); }

std::string tr(Text key, std::initializer_list<TextArg> args) { return fill(g_language, tr(key), args.begin(), args.end()); }

bool plural_is_one(Language language, long long count) {
  if (language == Language::French) return count == 0 || count == 1;
  return count == 1;
}

std::string tr_count_in(Language language, Text key, long long count, std::initializer_list<TextArg> args) {
  const TextForms& f = forms(language, key);
  const char* text = f.one && plural_is_one(language, count) ? f.one : f.other;
  std::vector<TextArg> all(args);
  all.emplace_back("n", count);
  return fill(language, text, all.data(), all.data() + all.size());
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
  return fill(language, f.one && one ? f.one : f.other, all.data(), all.data() + all.size());
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

const char* texts_file_name(Language language) {
  switch (language) {
    case Language::French: return "strings-fr.json";
    case Language::Spanish: return "strings-es.json";
    case Language::English: break;
  }
  return nullptr;
}

}  // namespace harmonies::ui
