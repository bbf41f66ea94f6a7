// The game on screen and its saved entry: what the app plays, saves after
// every move, and reconciles with other copies of it (another tab's write, a
// turn link) by the one rule of model/reconcile.hpp. Plain C++ over Session
// and Saves, so native tests drive it like the page does.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/reconcile.hpp"
#include "model/saves.hpp"
#include "model/session.hpp"

namespace harmonies::ui {

class GameSlot {
 public:
  GameSlot(Session& session, Saves& saves) : session_(&session), saves_(&saves) {}

  // The saved entry of the game on screen (none: the lobby, a replay).
  std::optional<SavedGame> saved;

  // Plays a saved game: loads its record and makes it the game resumed at the next visit.
  Error open(const SavedGame& entry);
  // Starts a new saved game from the entry's setup (its record's actions are played too).
  Error start(const SavedGame& entry) { return open(entry); }
  // Nothing on screen is saved any more (the lobby, a replay); the session is left as it is.
  void close();
  // Writes the game as it stands: record, summary and time.
  void save(double now_ms);
  // The session holds moves the saved entry has not written yet.
  bool unsaved() const;

  // Another page (a second tab) wrote the entry of the game on screen.
  enum class Followed {
    Nothing,  // same record, or the entry is gone: nothing to do
    Took,     // theirs continues ours: it is on screen now (the app re-enters the game)
    Kept,     // ours is as far or further (or keeps the id in a conflict): written again
    Forked,   // both moved on differently: ours goes on under a new id, theirs keeps the old one
  };
  Followed follow_store(double now_ms);

  // A turn link's game arrives (`state`: its record replayed). Unless it conflicts with the
  // game of the same setup saved here, the game is saved and on screen afterwards.
  struct Arrival {
    Merge merge = Merge::Unrelated;  // Unrelated: a game new to this device
    bool same = false;               // KeepMine: the link is exactly as far as the saved game
    size_t diverges_at = 0;          // Conflict: the first differing action
  };
  Arrival receive_turn(const Record& record, const GameState& state, const std::vector<std::string>& names,
                       double now_ms);

 private:
  Session* session_;
  Saves* saves_;
};

}  // namespace harmonies::ui
