// The game in progress, shared by the UI and the page's JavaScript (through
// the bindings): its state and the record of every action, which is the save
// file, the replay and the share link's payload.
#pragma once

#include <functional>
#include <optional>

#include "harmonies/record.hpp"
#include "harmonies/state.hpp"

namespace harmonies::ui {

struct Session {
  std::optional<GameState> game;
  Record record;
  unsigned long version = 0;         // counts changes, so views know when to refresh
  unsigned long generation = 0;      // counts games started, loaded or ended: a new game, not a new move
  std::function<void()> on_change;   // the app redraws and tells the page here

  // Starts a game from a setup; the engine's refusal comes back as an error.
  Error start(const Setup& setup);
  // Starts from a record's setup and plays its actions (one change announced).
  Error load(const Record& record);
  // Applies an action through the engine and records it.
  Error apply(const Action& action);
  // Leaves the game (back to the lobby).
  void end();

 private:
  // Counts the change (and a new game) and tells the app and the page.
  void changed(bool new_game);
};

Session& session();

}  // namespace harmonies::ui
