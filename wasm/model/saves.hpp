// The player's saves: settings, every game (in progress and finished) and the
// bests derived from the finished ones. Reads and writes go through a Store,
// so native tests use a memory store and the page uses the browser's
// (wasm/platform/storage.cpp). Nothing here ever deletes a game: an entry that cannot
// be read is moved aside under "aside/..." and reported, and a game the player removes
// from the list stays stored under its key, marked set aside (SavedGame::set_aside_ms),
// until brought back.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/profile.hpp"

namespace harmonies::ui {

// A key-value store of text.
class Store {
 public:
  virtual ~Store() = default;
  virtual std::vector<std::string> keys(std::string_view prefix) const = 0;
  virtual std::optional<std::string> read(std::string_view key) const = 0;
  virtual void write(std::string_view key, std::string_view text) = 0;
  virtual void remove(std::string_view key) = 0;
  // Whether writes last beyond this page (false: private window, no storage).
  virtual bool persistent() const = 0;
};

class MemoryStore : public Store {
 public:
  std::vector<std::string> keys(std::string_view prefix) const override;
  std::optional<std::string> read(std::string_view key) const override;
  void write(std::string_view key, std::string_view text) override { entries[std::string(key)] = text; }
  void remove(std::string_view key) override { entries.erase(std::string(key)); }
  bool persistent() const override { return false; }
  std::map<std::string, std::string> entries;
};

struct Best {
  int score = 0;
  int suns = 0;
  std::string game_id;
};

class Saves {
 public:
  explicit Saves(Store& store) : store_(&store) {}

  // Reads everything; unreadable entries are set aside (see problems()).
  void load(double now_ms);
  // What could not be read at load, in words for the player.
  const std::vector<std::string>& problems() const { return problems_; }

  // Reads one entry again after another page (a second tab) wrote or removed
  // it; true when what this page knows changed.
  bool refresh(std::string_view key);

  const Settings& settings() const { return settings_; }
  void save_settings(const Settings& settings);

  // Every readable game in the list (not set aside), most recently played first.
  const std::vector<SavedGame>& games() const { return games_; }
  // The games the player set aside, most recently set aside first.
  const std::vector<SavedGame>& set_aside_games() const { return aside_; }
  // A game in the list or set aside.
  const SavedGame* find(std::string_view id) const;
  const SavedGame* latest_unfinished() const;
  // The unfinished game of the same setup played by link, if any.
  const SavedGame* find_by_link(const Setup& setup) const;
  // Writes the game (new or updated) and keeps the lists in order: set aside or not as `game` says.
  void save_game(const SavedGame& game);
  // Takes the game `id` off the list at `now_ms`, kept whole (moves, reviews) and counted nowhere (bests,
  // daily best, "Continue") until brought back; it stops being the open game. False when not in the list.
  bool set_aside(std::string_view id, double now_ms);
  // Puts a set-aside game back in the list, where its last play places it. False when not set aside.
  bool bring_back(std::string_view id);
  // Keeps a game review with the saved game `id` (replacing the player's earlier one), when the game is
  // still here and the review fits its record; false otherwise (nothing written).
  bool keep_review(std::string_view id, const SavedReview& review);
  // A fresh id for a game started at `now_ms`.
  std::string new_id(double now_ms);

  // The game on screen when the page was left (resumed at the next start).
  std::string open_game_id() const;
  void set_open_game(std::string_view id);

  // Best finished solo game per configuration ("A", "A+spirits", "B+pulse", "C+sanctuaries+whispers"...); guided
  // games (GameKind::Tutorial) are not counted.
  std::map<std::string, Best> solo_bests() const;
  std::optional<Best> daily_best(std::string_view date) const;

 private:
  static Error read_game(std::string_view key, const std::optional<std::string>& text, SavedGame& game);
  void put_away_unreadable(const std::string& key, double now_ms, const std::string& why);
  // Files the game in games_ or aside_, as its mark says, in that list's order.
  void file(SavedGame game);
  // Takes the game `id` out of whichever list holds it; true when one did.
  bool unfile(std::string_view id);
  Store* store_;
  Settings settings_;
  std::vector<SavedGame> games_;
  std::vector<SavedGame> aside_;
  std::vector<std::string> problems_;
  unsigned counter_ = 0;
};

// The configuration key of solo bests: the side, then "+spirits", "+pulse", "+sanctuaries" and "+whispers"
// for the modules on, in that order (a game without a module keeps the key it had before the module).
std::string solo_configuration(const Setup& setup);
// The modules a setup plays, as solo_configuration names them and in its order: "spirits", "pulse",
// "sanctuaries", "whispers" (none for the base game).
std::vector<std::string_view> setup_modules(const Setup& setup);
// Their names in the player's language for the saved games' list: "spirits, Pulse, whispers" (a game's
// summary), or with `and` the last one joined by the language's "and" ("spirits, Pulse and whispers",
// a solo best). Empty for the base game.
std::string modules_words(const Setup& setup, bool and_last);
// A saved game in a few words for the list: "2 players, side A, round 10" while it goes on, "2 players,
// side A, spirits, 12 rounds" once over. Counted in rounds, as the game screen counts them (solo, where a
// round is one turn: "turn 10", "12 turns"), from the engine's count (SavedGame::rounds), never in every
// player's turns added up.
std::string describe_game(const SavedGame& game);

}  // namespace harmonies::ui
