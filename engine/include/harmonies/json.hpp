// JSON for the text formats (board files, the decks, the browser's settings,
// saved games and games files): nlohmann-json built without exceptions
// (JSON_NOEXCEPTION, set by the harmonies_json CMake target), behind a parse
// that returns errors as values with a line and column.
//
// Never call at(), get<T>() or get_ref<T>() on a value of another type: without
// exceptions nlohmann aborts. Test the type first (is_string(), ...) or use
// the helpers below.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "harmonies/error.hpp"

namespace harmonies::json {

// Objects keep their members in file (insertion) order, so what is written
// reads as it was built.
using Value = nlohmann::ordered_json;

// Arrays and objects nested deeper than this are refused (readers and dump()
// recurse).
inline constexpr int kMaxDepth = 64;

// One JSON document (RFC 8259: no leading zeros, no lone surrogate escapes,
// no trailing commas, UTF-8 text). On error `out` is null and the message
// reads "invalid JSON at line L, column C: ...".
Error parse(std::string_view text, Value& out);

// A member of an object: nullptr when absent or when `object` is not one.
const Value* find(const Value& object, std::string_view key);
// The text of a string value: nullptr when absent or not a string.
const std::string* text(const Value* value);
// True (and sets out) when the value is a number holding an exact integer of
// at most 9e15 in size (1.0 counts; 0.5 does not).
bool get_int(const Value& value, long long& out);

// On one line, with ", " and ": " between items: {"a": [1, 2], "b": "c"}.
// Invalid UTF-8 in strings is written as U+FFFD.
std::string dump(const Value& value);
// A string as JSON text, quotes included.
std::string quote(std::string_view text);

}  // namespace harmonies::json
