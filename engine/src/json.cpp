#include "harmonies/json.hpp"

#include <cmath>
#include <cstdint>

namespace harmonies::json {

namespace {

// nlohmann's own tree builder, with a depth limit and the first error kept
// (byte position and message) instead of thrown.
class Builder : public nlohmann::detail::json_sax_dom_parser<Value> {
 public:
  explicit Builder(Value& out) : json_sax_dom_parser(out, false) {}

  bool start_object(std::size_t size) { return deeper() && json_sax_dom_parser::start_object(size); }
  bool start_array(std::size_t size) { return deeper() && json_sax_dom_parser::start_array(size); }
  bool end_object() {
    --depth_;
    return json_sax_dom_parser::end_object();
  }
  bool end_array() {
    --depth_;
    return json_sax_dom_parser::end_array();
  }

  template <class Exception>
  bool parse_error(std::size_t position, const std::string& last_token, const Exception& ex) {
    failed_ = true;
    position_ = position;
    last_token_ = last_token;
    what_ = ex.what();
    return false;
  }

  bool failed() const { return failed_; }
  bool too_deep() const { return too_deep_; }
  std::size_t position() const { return position_; }
  const std::string& last_token() const { return last_token_; }
  const std::string& what() const { return what_; }

 private:
  bool deeper() {
    if (++depth_ <= kMaxDepth) return true;
    too_deep_ = true;
    return false;
  }

  int depth_ = 0;
  bool failed_ = false, too_deep_ = false;
  std::size_t position_ = 0;
  std::string last_token_, what_;
};

Error located(std::string_view text, std::size_t index, const std::string& what) {
  int line = 1, column = 1;
  for (std::size_t i = 0; i < index && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return fail("invalid JSON at line " + std::to_string(line) + ", column " + std::to_string(column) + ": " +
              what);
}

// Where the first bracket nested deeper than kMaxDepth opens.
std::size_t too_deep_at(std::string_view text) {
  int depth = 0;
  bool in_string = false, escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxDepth) return i;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return text.size();
}

// nlohmann's message without its prefix ("[json.exception.parse_error.101]
// parse error at line 1, column 8: "): the position is given our way.
std::string detail(std::string what, std::size_t token_length) {
  if (!what.empty() && what[0] == '[') {
    const std::size_t end = what.find("] ");
    if (end != std::string::npos) what.erase(0, end + 2);
  }
  if (what.rfind("parse error", 0) == 0) {
    const std::size_t colon = what.find(": ");
    if (colon != std::string::npos) what.erase(0, colon + 2);
  }
  // A long string read before the error is not worth repeating whole.
  constexpr std::size_t kShown = 32;
  const std::string marker = "; last read: '";
  const std::size_t start = what.find(marker);
  if (token_length > kShown && start != std::string::npos) {
    std::size_t from = start + marker.size();
    std::size_t end = what.rfind("'; expected ");
    if (end == std::string::npos || end < from) end = what.size() - 1;
    std::size_t cut = from + kShown;
    while (cut > from && (static_cast<unsigned char>(what[cut]) & 0xC0) == 0x80) --cut;  // whole characters
    if (cut < end) what.replace(cut, end - cut, "...");
  }
  return what;
}

bool digit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

Error parse(std::string_view text, Value& out) {
  out = nullptr;
  Value value;
  Builder builder(value);
  const bool ok = Value::sax_parse(text.begin(), text.end(), &builder);
  if (ok && !builder.failed() && !builder.too_deep()) {
    out = std::move(value);
    return {};
  }
  if (builder.too_deep() && !builder.failed())
    return located(text, too_deep_at(text), "nested more than " + std::to_string(kMaxDepth) + " deep");
  // nlohmann counts the byte after the one it stopped at.
  const std::size_t index = builder.position() > 0 ? builder.position() - 1 : 0;
  // "01" reads as the number 0 followed by the number 1: say what it is.
  const std::string& token = builder.last_token();
  const std::size_t token_start = builder.position() >= token.size() ? builder.position() - token.size() : 0;
  if (!token.empty() && digit(token[0]) && token_start > 0 && token_start <= text.size() &&
      text[token_start - 1] == '0')
    return located(text, token_start - 1, "a number must not start with a leading zero");
  return located(text, index, detail(builder.what(), token.size()));
}

const Value* find(const Value& object, std::string_view key) {
  if (!object.is_object()) return nullptr;
  for (const auto& [k, v] : object.get_ref<const Value::object_t&>())
    if (k == key) return &v;
  return nullptr;
}

const std::string* text(const Value* value) {
  return value && value->is_string() ? value->get_ptr<const std::string*>() : nullptr;
}

bool get_int(const Value& value, long long& out) {
  constexpr std::int64_t kLargest = 9'000'000'000'000'000;
  if (value.is_number_unsigned()) {
    const std::uint64_t n = value.get<std::uint64_t>();
    if (n > static_cast<std::uint64_t>(kLargest)) return false;
    out = static_cast<long long>(n);
    return true;
  }
  if (value.is_number_integer()) {
    const std::int64_t n = value.get<std::int64_t>();
    if (n > kLargest || n < -kLargest) return false;
    out = static_cast<long long>(n);
    return true;
  }
  if (!value.is_number_float()) return false;
  const double d = value.get<double>();
  if (!std::isfinite(d) || std::floor(d) != d || std::fabs(d) > 9.0e15) return false;
  out = static_cast<long long>(d);
  return true;
}

std::string dump(const Value& value) {
  const std::string compact = value.dump(-1, ' ', false, Value::error_handler_t::replace);
  std::string out;
  out.reserve(compact.size() + compact.size() / 8);
  bool in_string = false, escaped = false;
  for (const char c : compact) {
    out += c;
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == ',' || c == ':') {
      out += ' ';
    }
  }
  return out;
}

std::string quote(std::string_view text) {
  return Value(std::string(text)).dump(-1, ' ', false, Value::error_handler_t::replace);
}

}  // namespace harmonies::json
