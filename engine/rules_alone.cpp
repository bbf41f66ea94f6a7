// The rules with no bot: random games of every side and module, each recorded, written as a record's
// text, read back and replayed to the same final state. Linked against every object of harmonies_rules and
// nothing of harmonies_bots (engine/CMakeLists.txt), so a rules source that calls a bot breaks this link.
#include <cstdio>
#include <string>

#include "harmonies/random_play.hpp"
#include "harmonies/record.hpp"

namespace {

using namespace harmonies;

// An empty string when the game goes through its record and back unchanged, else what went wrong.
std::string round_trip(const Setup& setup) {
  const PlayedGame played = play_random_game(setup);
  Record decoded;
  if (Error e = decode_record(encode_record(played.record), decoded)) return "decoding: " + e.message;
  GameState replayed = GameState::create(setup);
  if (Error e = replay(decoded, replayed)) return "replaying: " + e.message;
  if (replayed.to_string() != played.state.to_string()) return "the replay ends elsewhere";
  return {};
}

}  // namespace

int main() {
  int failures = 0, games = 0;
  for (int side = 0; side < kSides; ++side) {
    for (int players = 1; players <= kMaxPlayers; ++players) {
      Setup setup;
      setup.players = players;
      setup.side = static_cast<Side>(side);
      setup.spirits = players % 2 == 0;
      setup.pulse = side % 2 == 1;
      setup.sanctuaries = players >= 2;
      setup.whispers = players != 2;
      setup.seed = "rules-alone-" + std::to_string(side) + "-" + std::to_string(players);
      ++games;
      if (const std::string error = round_trip(setup); !error.empty()) {
        std::printf("%s: %s\n", setup.seed.c_str(), error.c_str());
        ++failures;
      }
    }
  }
  std::printf("rules alone: %d of %d random games recorded and replayed\n", games - failures, games);
  return failures == 0 ? 0 : 1;
}
