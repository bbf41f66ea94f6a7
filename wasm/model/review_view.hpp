// A game review as the app keeps it: the game reviewed, the job working it out in the bots' worker
// (wasm/app/review_jobs.cpp), and the review screen's view of it (wasm/screens/review.cpp, review_replay.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "harmonies/record.hpp"
#include "model/profile.hpp"
#include "model/reviews.hpp"
#include "model/screen.hpp"

namespace harmonies::ui {

// The game a review is about: a saved game, or one only watched here (a replay link: no id).
struct ReviewedGame {
  std::string game_id;  // the saved game's ("" when not saved here)
  Record record;        // without the steps taken back: the replay's record, the one reviewed
  std::vector<std::string> names;
  std::vector<Seat> seats;  // who was a bot, when known
};

// A review being worked out in the bots' worker, one at a time (wasm/app/review_jobs.cpp).
struct ReviewJob {
  int request = 0;  // the job in flight (0: none)
  ReviewedGame game;
  int player = 0;
  int game_turns = 0;  // the game's completed turns, every player's, when it started
  int done = 0, total = 0;
  bool started = false;  // the worker reported its first progress (the engine is loaded)
};

// The review screen and the replay at a reviewed turn (wasm/screens/review.cpp, review_replay.cpp).
struct ReviewView {
  ReviewedGame game;
  std::vector<int> candidates;  // the players it may be about (model/reviews.hpp)
  int player = 0;
  Screen back = Screen::Lobby;  // where "Back" goes (Game: the replay viewer)
  std::string error;            // why the last review of this game and player failed
  bool cancelled = false;
  bool computed = false;        // the review shown was worked out during this visit (not kept from before)
  double ms = -1, wall_ms = -1;  // the worker's timing of the latest review worked out
  int board = 1;                 // the phone's board at a reviewed turn: 0 played, 1 suggested
  // The reviewed turn on screen in the replay, replayed through the engine as played and as suggested.
  std::optional<TurnComparison> comparison;
  int comparison_turn = -1;     // the index of review.turns it is for
  std::string comparison_for;   // the review's JSON it was made from (a new review makes a new one)
};

}  // namespace harmonies::ui
