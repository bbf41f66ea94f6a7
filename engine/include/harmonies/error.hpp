// Errors are values: every entry point that can refuse its input returns one.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

namespace harmonies {

// What kind of problem an error is, so an app can tell a player in their own language what went wrong
// (the message is English, with every detail: for the CLI, logs and tests).
enum class ErrorKind : std::uint8_t {
  Invalid,     // anything not listed below
  Empty,       // nothing was given
  Incomplete,  // cut short: the start of something valid
  Foreign,     // not a Harmonies link, record or file at all
  Newer,       // made by a newer version of the game
  Damaged,     // ours, but changed on the way (checksum, parts, fields)
  Illegal,     // well formed, but its moves break the rules
};

// An empty message means success.
struct Error {
  std::string message;
  ErrorKind kind = ErrorKind::Invalid;

  static Error none() { return {}; }
  explicit operator bool() const { return !message.empty(); }
};

inline Error fail(std::string message, ErrorKind kind = ErrorKind::Invalid) {
  return Error{std::move(message), kind};
}

}  // namespace harmonies
