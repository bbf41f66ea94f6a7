// The state of the bots' pacing and of the hints, which the app keeps (wasm/app/bot_turns.cpp,
// wasm/app/hints.cpp) and the game screen reads (the bot's latest placement, the hint shown).
#pragma once

#include <optional>
#include <vector>

#include "harmonies/actions.hpp"

namespace harmonies::ui {

// A bot's turn being played: the question sent to the bots' worker, then its
// answer played one action at a time at a watchable pace (wasm/app/bot_turns.cpp).
struct BotPlay {
  int request = 0;                 // the question in flight (0: none)
  double asked_at = 0;             // now_seconds() when asked
  std::vector<Action> plan;        // answered actions not played yet
  unsigned long plan_version = 0;  // the session version the question or the plan's next action is for
  double next_at = 0;              // when the next action is played
  int last_player = -1;            // the bot's latest placement, highlighted on its board
  int last_space = -1;
  int last_spot = -1;              // the spot it took this turn
  double last_ms = -1;             // thinking time of the latest answer (ms)
};

// A suggestion for the current player: the next action of the hint's bot (the hard one, the level the
// review judges best), outlined with what it needs selected (wasm/app/hints.cpp). The bot answers with the
// rest of the turn: a player who follows the hint gets the next one at once, and once hints were asked
// for in a game, each new position is asked ahead, so the hint is ready when wanted.
struct HintState {
  int request = 0;                  // the question in flight (0: none)
  std::vector<Action> asked_at;     // the record's actions when it was asked
  bool wanted = false;              // the player asked and waits: shown as soon as known
  bool used = false;                // the player asked for a hint in this game: new positions are asked ahead
  std::vector<Action> plan;         // the bot's rest of the turn from the position after `plan_at`
  std::vector<Action> plan_at;      // the record's actions the plan starts after
  std::optional<Action> action;     // the hint shown, until the player acts
  unsigned long version = 0;        // the session version it is shown at
  double shown_at = 0;
  double asked_ms = -1;             // the bot's thinking time for the latest answer (ms)
};

}  // namespace harmonies::ui
