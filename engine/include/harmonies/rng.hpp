// The project's own pseudo-random generator and shuffle.
//
// std::uniform_int_distribution and std::shuffle give different results on
// different standard libraries, so a seed would not mean the same game
// natively and in wasm. Everything random in the engine goes through here.
#pragma once

#include <cstdint>
#include <string_view>

namespace harmonies {

// 64-bit FNV-1a over the bytes of a text seed.
std::uint64_t hash_text(std::string_view text);

// xoshiro256** seeded through splitmix64.
class Rng {
 public:
  Rng() : Rng(0) {}
  explicit Rng(std::uint64_t seed);

  std::uint64_t next();
  // Uniform in [0, bound), bound >= 1; rejection sampling, so unbiased.
  std::uint32_t below(std::uint32_t bound);

  template <typename T>
  void shuffle(T* items, std::uint32_t count) {
    for (std::uint32_t i = count; i > 1; --i) {
      std::uint32_t j = below(i);
      T tmp = items[i - 1];
      items[i - 1] = items[j];
      items[j] = tmp;
    }
  }

  bool operator==(const Rng&) const = default;

 private:
  std::uint64_t s_[4];
};

}  // namespace harmonies
