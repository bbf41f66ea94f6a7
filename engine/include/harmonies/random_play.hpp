// Random legal play: the CLI's `play` and `bench`, and the random-game tests.
#pragma once

#include <string>

#include "harmonies/record.hpp"
#include "harmonies/state.hpp"

namespace harmonies {

// Picks uniformly among the legal actions, never "Start my turn over".
class RandomPlayer {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
  Action choose(const GameState& state);

 private:
  Rng rng_;
  ActionList actions_;
};

struct PlayedGame {
  GameState state;
  Record record;
};

// Plays one whole game from `setup` with a RandomPlayer seeded from the setup's seed.
PlayedGame play_random_game(const Setup& setup);

}  // namespace harmonies
