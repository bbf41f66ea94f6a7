// "Your record": what the saved games say of the player at this device, worked out from Saves::games() (the
// games in the list: a game set aside counts nowhere until brought back, and a games file's games count once
// read into the saves). Only finished games count (not the guided game), and only the seats a person plays at this device
// (SavedGame::seats: a bot's seat is never "yours"). Everything comes from the engine: the totals and suns the
// saved game keeps (SavedGame::totals, SavedGame::suns), the scores by category and the winners of the final
// state (GameState::score, GameState::outcome), replayed once per game and kept (RecordBook). Pure C++, tested
// natively (tests/stats_test.cpp); the screen is wasm/screens/stats.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harmonies/bot.hpp"
#include "harmonies/state.hpp"
#include "model/saves.hpp"

namespace harmonies::ui {

// The scoring categories, in the score sheet's order (wasm/screens/score_sheet.cpp).
enum class Category : std::uint8_t { Trees, Mountains, Fields, Buildings, Water, Animals, Spirit, Sanctuaries, Whispers };
inline constexpr int kCategories = 9;

// "trees", "mountains", ... (the test hook's names).
std::string_view category_key(Category category);
// The categories a setup can score, as the score sheet shows them: the landscapes and the animals always, the
// spirit with Nature's Spirits, sanctuaries and whispers with their modules.
std::vector<Category> scored_categories(const Setup& setup);
// A category's points in a score (the engine's PlayerScore).
int category_points(const PlayerScore& score, Category category);

// A configuration: the players' count, the side and the modules. Its key: "1-A", "2-B+spirits",
// "1-C+sanctuaries+whispers" (the players, then solo_configuration's key).
std::string stats_configuration(const Setup& setup);
// A configuration in the player's language: "Solo, side A", "2 players, side B, spirits, Pulse".
std::string describe_configuration(const Setup& setup);

// The wins against one bot level: the finished games a person played with at least one bot of that level,
// and those a person's seat won (among the engine's winners: a shared victory is a win).
struct Versus {
  int games = 0;
  int wins = 0;
  bool operator==(const Versus&) const = default;
};

// One configuration's figures.
struct ConfigStats {
  std::string key;  // stats_configuration
  Setup setup;      // its players, side and modules (the seed of its latest game)
  int games = 0;    // finished games with a person's seat
  int scores = 0;   // the persons' seats in them (a game on one device between two people: two)
  double mean_score = 0;
  int best_score = 0;
  // Solo: the suns (SavedGame::suns); -1 and 0 otherwise.
  int best_suns = -1;
  double mean_suns = 0;
  std::array<Versus, kBotLevels> versus{};  // by BotLevel
  std::vector<Category> categories;          // scored_categories(setup)
  // The mean of each category over the persons' seats of the games replayed (by Category; 0 for a category the
  // configuration does not score); `replayed` seats counted in it.
  std::array<double, kCategories> category_means{};
  int replayed = 0;
};

// A finished game's point on the chart of scores over time: the day it was last played and the person's score
// (the best of the persons' seats when several people played it).
struct ScorePoint {
  double when_ms = 0;
  int score = 0;
  std::string configuration;
  std::string game_id;
};

// The daily challenge: consecutive UTC days with a finished daily game.
struct Streak {
  int current = 0;  // the run ending today, or yesterday when today's is not played yet; 0 otherwise
  int longest = 0;
  bool today = false;  // today's daily game is finished
  int days = 0;        // the days with a finished daily game
};

struct PlayerStats {
  int games = 0;                     // finished games counted, every configuration
  std::vector<ConfigStats> configs;  // by players, then side, then modules
  std::vector<ScorePoint> timeline;  // oldest first
  Streak daily;
  // The best total of the persons' solo games on side A without modules (the test hook's stats_best).
  std::optional<int> best_solo_a;
  const ConfigStats* find(std::string_view key) const;
};

// The daily streak of a set of dates ("YYYY-MM-DD"), today given ("YYYY-MM-DD", UTC).
Streak daily_streak(const std::vector<std::string>& dates, std::string_view today);
// Days since 1970-01-01 of "YYYY-MM-DD"; nullopt when it is not such a date.
std::optional<long> day_number(std::string_view date);

// Works out the player's stats and keeps what replaying each game told (the scores by category, the winners),
// by game id and last play (SavedGame::updated_ms), so that opening the screen again replays only the games
// new or played since.
class RecordBook {
 public:
  // The stats of `games` (Saves::games()); `today` pins the streak's day.
  const PlayerStats& update(const std::vector<SavedGame>& games, std::string_view today);
  const PlayerStats& stats() const { return stats_; }
  // Games replayed so far (tests check the cache).
  int replays() const { return replays_; }

 private:
  // What the final state of one game says, per seat.
  struct Replayed {
    double updated_ms = 0;
    std::size_t actions = 0;
    bool ok = false;  // the record replayed to a finished game
    std::vector<std::array<int, kCategories>> categories;
    std::vector<int> winners;
  };
  const Replayed& replayed(const SavedGame& game);
  std::map<std::string, Replayed, std::less<>> cache_;
  PlayerStats stats_;
  std::string fingerprint_;
  int replays_ = 0;
};

}  // namespace harmonies::ui
