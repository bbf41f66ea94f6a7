// The standard decks as constant data, compiled from assets/animals.json and
// assets/spirits.json at build time (engine/embed_decks.cmake), so the engine
// parses no JSON at run time. parse_decks() reads the same files with every
// rule check; the tests check that both give the same cards.
#pragma once

#include <cstddef>
#include <cstdint>

#include "harmonies/cards.hpp"

namespace harmonies::deck_data {

struct Hex {
  std::int8_t q, r;
  Terrain terrain;
  std::uint8_t height;
};

struct Shape {
  std::uint8_t hex_count;
  Hex hexes[kMaxPatternHexes];
  std::uint8_t cube;
};

struct Animal {
  const char* id;
  const char* name;
  Shape shape;
  std::uint8_t ladder_count;
  std::uint8_t ladder[kMaxLadder];
  TerrainSet terrains;
  bool pulse;  // RULES.md "Pulse": in the deck only with the module on
};

struct Spirit {
  const char* id;
  const char* name;
  const char* text;
  Shape shape;
  SpiritKind kind;
  Terrain terrain;
  std::uint8_t min, points, small_points;
  TerrainSet terrains;
};

// RULES.md "Crescendo": sanctuary tiles and whisper cards.
struct Sanctuary {
  const char* id;
  const char* name;
  Token bottom, top;
};

struct Whisper {
  const char* id;
  const char* name;
  Terrain terrain;
};

extern const Animal kAnimals[];
extern const std::size_t kAnimalCount;
extern const Spirit kSpirits[];
extern const std::size_t kSpiritCount;
extern const Sanctuary kSanctuaries[];
extern const std::size_t kSanctuaryCount;
extern const Whisper kWhispers[];
extern const std::size_t kWhisperCount;

}  // namespace harmonies::deck_data
