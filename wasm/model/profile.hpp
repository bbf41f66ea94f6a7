// What the browser keeps for a player, as versioned JSON text: settings and
// saved games (each a game record plus who played it). Pure C++ with no
// browser calls, so native tests check it (tests/saves_test.cpp); the
// storage itself is wasm/platform/storage.cpp and web/storage.js.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harmonies/bot.hpp"
#include "harmonies/error.hpp"
#include "harmonies/json.hpp"
#include "harmonies/link.hpp"
#include "harmonies/record.hpp"
#include "harmonies/state.hpp"
#include "model/language.hpp"
#include "model/saved_review.hpp"

namespace harmonies::ui {

// Bumped when a stored format changes; older text is refused and kept aside,
// never misread (DESIGN.md: "save states carry a version").
inline constexpr int kProfileVersion = 1;

// Who plays a seat: a person at this device, or a bot of some level (the kinds a share link tells).
using Seat = SeatKind;
// The level a bot seat plays at; nullopt for a person.
std::optional<BotLevel> bot_level(Seat seat);
// "human", or the bot level's name ("easy", "medium", "hard"); nullopt for anything else.
std::string_view seat_name(Seat seat);
std::optional<Seat> seat_from_name(std::string_view name);
inline bool is_bot(Seat seat) { return seat != Seat::Human; }

struct Settings {
  int players = 1;
  std::array<std::string, kMaxPlayers> names{"Alex", "Blake", "Casey", "Drew"};
  // JSON "seats": ["human", "medium", ...]; optional when read (older settings: all human).
  std::array<Seat, kMaxPlayers> seats{};
  Side side = Side::A;
  bool spirits = false;
  // RULES.md "Pulse": ten more animals, their habitats mirrored too. JSON "pulse": written when on,
  // optional when read (settings saved before the module: off).
  bool pulse = false;
  // RULES.md "Sanctuaries" and "Whispers" (Crescendo): JSON "sanctuaries" and "whispers", written when on
  // (after "pulse"), optional when read (settings saved before the modules: off).
  bool sanctuaries = false;
  bool whispers = false;
  bool by_link = false;      // friends on separate devices, a turn each by link
  bool animations = true;
  bool token_symbols = true;  // a symbol on each token, readable without colour vision
  // The guided first game (model/tutorial.hpp): played to its last step, or its offer to a first visit
  // declined. JSON "tutorial_done" and "tutorial_declined", written when true, optional when read.
  bool tutorial_done = false;
  bool tutorial_declined = false;
  // The language the player chose; nullopt: none chosen yet, the browser's languages decide. JSON
  // "language": "fr", written once chosen; a tag this version does not speak reads as none chosen.
  std::optional<Language> language;
  bool operator==(const Settings&) const = default;
};

// Tutorial: the guided first game (model/tutorial.hpp), counted in no best and no record of play.
enum class GameKind { Local, Daily, ByLink, Tutorial };

struct SavedGame {
  std::string id;  // unique; the storage key is "game/<id>"
  GameKind kind = GameKind::Local;
  Record record;
  std::vector<std::string> names;  // one per seat
  // Who plays each seat; JSON "bots": ["", "hard", ...] ("" a person), written unless empty,
  // optional when read (older saves: all people). Empty or shorter: the rest are people.
  std::vector<Seat> seats;
  double started_ms = 0;           // Unix time in milliseconds
  double updated_ms = 0;
  std::string daily_date;          // Daily: "YYYY-MM-DD" (UTC)
  // ByLink: this device may play while the completed-turn count equals this;
  // after it, the turn belongs to the next player's device (-1: never).
  int playable_turn = -1;
  // Tutorial: the step the guided game is at (Tutorial::step). JSON "tutorial_step", written for a guided
  // game, optional when read.
  int tutorial_step = 0;
  // Read from the record when saved, so lists need no replay.
  bool finished = false;
  int turns = 0;                   // completed turns, all players
  int rounds = 0;                  // completed rounds (Position::round); JSON "rounds", optional when read
  std::vector<int> totals;         // final scores, when finished
  int suns = -1;                   // solo, when finished
  // Game reviews, one per player reviewed (saved_review.hpp); JSON "reviews": [...], written unless
  // empty, optional when read (older saves: none). A review that cannot be read or does not fit the
  // record is dropped on reading, the game kept.
  std::vector<SavedReview> reviews;
  // When the player set the game aside (removed it from the list, never deleted: Saves::set_aside), in Unix
  // milliseconds; 0 for a game in the list. JSON "set_aside", written when set, optional when read.
  double set_aside_ms = 0;
  // Members of the entry this version does not know (a newer version's), written back as they were read
  // so that saving here never loses them.
  json::Value newer = json::Value::object();
  bool operator==(const SavedGame&) const = default;
};

std::string to_json(const Settings& settings);
Error settings_from_json(std::string_view text, Settings& out);

// Fills the fields read from the game (finished, turns, totals, suns).
void summarise(SavedGame& saved, const GameState& state);
// Replays the saved game's record (an error when its moves do not replay), then summarises it.
Error summarise_by_replay(SavedGame& saved);
std::string to_json(const SavedGame& game);
// The same as a JSON value (a saved game inside another document).
json::Value to_value(const SavedGame& game);
// Also decodes the record; the caller replays it.
Error saved_game_from_json(std::string_view text, SavedGame& out);
// The same, from an object already parsed (a saved game inside another file).
Error saved_game_from_value(const json::Value& doc, SavedGame& out);
// A stored document must be an object of this format version: a newer or
// older format is refused as a whole rather than half-read. `what` names it
// in the message ("the saved game").
Error check_document(const json::Value& doc, const char* what);

// "YYYY-MM-DD" of a Unix time in milliseconds, in UTC.
std::string utc_date(double unix_ms);
// Turns completed in a game (all players together).
int completed_turns(const GameState& state);

}  // namespace harmonies::ui
