// Errors are values: every entry point that can refuse its input returns one.
#pragma once

#include <string>
#include <utility>

namespace harmonies {

// An empty message means success.
struct Error {
  std::string message;

  static Error none() { return {}; }
  explicit operator bool() const { return !message.empty(); }
};

inline Error fail(std::string message) { return Error{std::move(message)}; }

}  // namespace harmonies
