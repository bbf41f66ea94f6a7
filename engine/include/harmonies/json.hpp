// A small JSON reader and writer for the engine's text formats (decks, board
// files). Parsing never throws: errors come back with a line and column.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "harmonies/error.hpp"

namespace harmonies::json {

enum class Kind { Null, Bool, Number, String, Array, Object };

class Value {
 public:
  // Defined in json.cpp, where Value is complete: `object` holds pairs of
  // Value, and clang with libstdc++ refuses to instantiate their vector's
  // destructor inside Value's own definition.
  Value();
  Value(const Value&);
  Value(Value&&) noexcept;
  Value& operator=(const Value&);
  Value& operator=(Value&&) noexcept;
  ~Value();

  Kind kind = Kind::Null;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<Value> array;
  std::vector<std::pair<std::string, Value>> object;  // keeps file order

  bool is(Kind k) const { return kind == k; }
  // nullptr when absent or when this is not an object.
  const Value* find(std::string_view key) const;
  // True (and sets out) when this is a number holding an exact integer.
  bool get_int(long long& out) const;
};

struct ParseResult {
  Value value;
  Error error;
};

ParseResult parse(std::string_view text);

// Escapes a string for inclusion between double quotes.
std::string quote(std::string_view text);

}  // namespace harmonies::json
