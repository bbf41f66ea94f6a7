// The engine's JSON reader: used by board files and the decks.
#include <catch2/catch.hpp>

#include "harmonies/json.hpp"

using namespace harmonies;

TEST_CASE("JSON values parse", "[json]") {
  auto r = json::parse(R"( {"a": [1, -2.5e1, true, false, null], "b": "x\"\u00e9\n", "c": {}} )");
  REQUIRE_FALSE(r.error);
  const json::Value* a = r.value.find("a");
  REQUIRE(a);
  REQUIRE(a->array.size() == 5);
  long long n = 0;
  REQUIRE(a->array[0].get_int(n));
  REQUIRE(n == 1);
  REQUIRE(a->array[1].number == -25.0);
  REQUIRE(a->array[1].get_int(n));
  REQUIRE(n == -25);
  REQUIRE_FALSE(json::parse("0.5").value.get_int(n));
  REQUIRE(r.value.find("b")->string == "x\"\xc3\xa9\n");
  REQUIRE(r.value.find("c")->is(json::Kind::Object));
  REQUIRE(r.value.find("zz") == nullptr);
}

TEST_CASE("Bad JSON is refused with a position", "[json][robust]") {
  for (const char* bad : {"", "{", "[1,]", "{\"a\" 1}", "tru", "\"open", "1 2", "{\"a\":1,}", "[01x]",
                          "\"\\q\"", "\"\x01\""}) {
    auto r = json::parse(bad);
    INFO(bad);
    REQUIRE(r.error);
    REQUIRE(r.error.message.find("invalid JSON at line") == 0);
  }
  std::string deep(1000, '[');
  REQUIRE(json::parse(deep).error.message.find("nested too deeply") != std::string::npos);
}

TEST_CASE("quote escapes", "[json]") {
  REQUIRE(json::quote("a\"b\\c\n\x01") == "\"a\\\"b\\\\c\\n\\u0001\"");
}
