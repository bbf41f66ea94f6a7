// The JSON wrapper (harmonies/json.hpp, nlohmann-json without exceptions):
// used by board files, the decks, settings, saved games and games files.
#include <catch2/catch.hpp>

#include "harmonies/json.hpp"

using namespace harmonies;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

std::string refusal(const std::string& text) {
  json::Value value = 1;
  const Error e = json::parse(text, value);
  INFO(text);
  CHECK(static_cast<bool>(e));
  CHECK(value.is_null());  // nothing half-read is left behind
  return e.message;
}

}  // namespace

TEST_CASE("JSON values parse", "[json]") {
  json::Value v;
  REQUIRE_FALSE(json::parse(R"( {"a": [1, -2.5e1, true, false, null, 3.0], "b": "x\"\u00e9\n", "c": {}} )", v));
  const json::Value* a = json::find(v, "a");
  REQUIRE(a);
  REQUIRE(a->is_array());
  REQUIRE(a->size() == 6);
  long long n = 0;
  REQUIRE(json::get_int((*a)[0], n));
  REQUIRE(n == 1);
  REQUIRE((*a)[1].get<double>() == -25.0);
  REQUIRE(json::get_int((*a)[1], n));
  REQUIRE(n == -25);
  REQUIRE(json::get_int((*a)[5], n));
  REQUIRE(n == 3);
  REQUIRE_FALSE(json::get_int((*a)[2], n));  // true is not a number
  json::Value half;
  REQUIRE_FALSE(json::parse("0.5", half));
  REQUIRE_FALSE(json::get_int(half, n));
  REQUIRE(json::text(json::find(v, "b")));
  REQUIRE(*json::text(json::find(v, "b")) == "x\"\xc3\xa9\n");
  REQUIRE(json::find(v, "c")->is_object());
  REQUIRE(json::find(v, "zz") == nullptr);
  REQUIRE(json::find(*a, "a") == nullptr);  // not an object
  REQUIRE(json::text(json::find(v, "a")) == nullptr);  // not a string
  REQUIRE(json::text(nullptr) == nullptr);
}

TEST_CASE("JSON integers: exact, at most 9e15", "[json]") {
  long long n = 0;
  for (const char* big : {"9000000000000001", "-9000000000000001", "1e16", "18446744073709551615", "1e400"}) {
    json::Value v;
    if (!json::parse(big, v)) CHECK_FALSE(json::get_int(v, n));  // 1e400 does not even parse
  }
  json::Value v;
  REQUIRE_FALSE(json::parse("[9000000000000000, -9000000000000000, 1e3]", v));
  REQUIRE(json::get_int(v[0], n));
  REQUIRE(n == 9000000000000000LL);
  REQUIRE(json::get_int(v[1], n));
  REQUIRE(n == -9000000000000000LL);
  REQUIRE(json::get_int(v[2], n));
  REQUIRE(n == 1000);
}

TEST_CASE("Bad JSON is refused with a line and column", "[json][robust]") {
  for (const char* bad : {"", "{", "[1,]", "{\"a\" 1}", "tru", "\"open", "1 2", "{\"a\":1,}", "[01x]",
                          "\"\\q\"", "\"\x01\"", "\"\xff\"", "1e400", "{\"a\": 1} x"}) {
    CHECK_THAT(refusal(bad), StartsWith("invalid JSON at line "));
  }
  CHECK_THAT(refusal("[1,\n 2,\n 3x]"), StartsWith("invalid JSON at line 3, column 3: "));
  CHECK_THAT(refusal("{\"a\": 1,\n \"b\": tru}"), StartsWith("invalid JSON at line 2, column 10: "));
  CHECK_THAT(refusal("{\"a\" 1}"), StartsWith("invalid JSON at line 1, column 6: "));
  CHECK_THAT(refusal(""), StartsWith("invalid JSON at line 1, column 1: "));
}

TEST_CASE("JSON: leading zeros are refused", "[json][robust]") {
  // RFC 8259: "Leading zeros are not allowed." The old reader took 01 for 1.
  CHECK(refusal("{\"a\": 01}") == "invalid JSON at line 1, column 7: a number must not start with a leading zero");
  CHECK_THAT(refusal("[1,\n -007]"), StartsWith("invalid JSON at line 2, column 3: a number must not start"));
  CHECK_THAT(refusal("00"), Contains("leading zero"));
  json::Value v;
  REQUIRE_FALSE(json::parse("[0, -0, 0.5, 10, 1e05]", v));  // zeros that are not leading
}

TEST_CASE("JSON: a lone surrogate escape is refused", "[json][robust]") {
  // The old reader turned "\uD800" into bytes that are not UTF-8.
  const std::string message = refusal("{\"name\": \"\\uD800\"}");
  CHECK_THAT(message, StartsWith("invalid JSON at line 1, column "));
  CHECK_THAT(message, Contains("surrogate"));
  CHECK_THAT(refusal("\"\\uDC00\""), Contains("surrogate"));
  CHECK_THAT(refusal("\"\\uD800\\u0041\""), Contains("surrogate"));
  json::Value v;
  REQUIRE_FALSE(json::parse("\"\\uD83D\\uDE00\"", v));  // a pair is one character
  REQUIRE(*json::text(&v) == "\xF0\x9F\x98\x80");
}

TEST_CASE("JSON: nesting deeper than the limit is refused", "[json][robust]") {
  std::string deep(1000, '[');
  CHECK_THAT(refusal(deep), Contains("nested more than 64 deep"));
  CHECK_THAT(refusal(deep), StartsWith("invalid JSON at line 1, column 65: "));
  std::string fits = std::string(json::kMaxDepth, '[') + std::string(json::kMaxDepth, ']');
  json::Value v;
  REQUIRE_FALSE(json::parse(fits, v));
}

TEST_CASE("JSON: a long string before an error is not repeated whole", "[json][robust]") {
  const std::string message = refusal("[\"" + std::string(5000, 'a') + "\\q\"]");
  CHECK(message.size() < 300);
  CHECK_THAT(message, Contains("..."));
}

TEST_CASE("JSON: dump writes one line with spaces after commas and colons", "[json]") {
  json::Value v;
  REQUIRE_FALSE(json::parse(R"({"b": [1, 2, {}], "a": "x, y: \"z\"", "c": [], "d": -3})", v));
  CHECK(json::dump(v) == R"({"b": [1, 2, {}], "a": "x, y: \"z\"", "c": [], "d": -3})");  // keys keep their order
  json::Value again;
  REQUIRE_FALSE(json::parse(json::dump(v), again));
  CHECK(again == v);
  CHECK(json::dump(json::Value(std::string("\xff"))) == "\"\xEF\xBF\xBD\"");  // not UTF-8: U+FFFD
}

TEST_CASE("quote escapes", "[json]") {
  CHECK(json::quote("a\"b\\c\n\x01") == "\"a\\\"b\\\\c\\n\\u0001\"");
  CHECK(json::quote("caf\xc3\xa9 / x") == "\"caf\xc3\xa9 / x\"");
}
