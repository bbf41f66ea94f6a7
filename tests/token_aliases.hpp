// Short token names for tests that write boards out by hand.
#pragma once

#include "harmonies/tokens.hpp"

namespace harmonies::testing::colours {

inline constexpr Token Blue = Token::Blue;
inline constexpr Token Gray = Token::Gray;
inline constexpr Token Brown = Token::Brown;
inline constexpr Token Green = Token::Green;
inline constexpr Token Yellow = Token::Yellow;
inline constexpr Token Red = Token::Red;

}  // namespace harmonies::testing::colours
