#include "harmonies/tokens.hpp"

namespace harmonies {

std::optional<Token> token_from_name(std::string_view name) {
  for (int i = 0; i < kTokenColours; ++i)
    if (kTokenNames[i] == name) return static_cast<Token>(i);
  return std::nullopt;
}

}  // namespace harmonies
