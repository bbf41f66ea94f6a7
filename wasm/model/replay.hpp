// Watching a recorded game: which action is shown, the turns to jump to, and
// autoplay. The position shown is always the engine's own replay of the
// record's first `step` actions, so it is exactly what was played. The record
// is the game without the steps taken back (without_undone_actions).
#pragma once

#include <string>
#include <vector>

#include "harmonies/record.hpp"
#include "harmonies/state.hpp"

namespace harmonies::ui {

class Replay {
 public:
  // Refuses a record whose actions are not all legal. record() is `record` without the steps taken back.
  static Error open(const Record& record, const std::vector<std::string>& names, Replay& out);

  const Record& record() const { return record_; }
  const std::vector<std::string>& names() const { return names_; }
  size_t step() const { return step_; }
  size_t steps() const { return record_.actions.size(); }
  // Turns are counted from 0; turn_count() includes an unfinished last turn.
  int turn_count() const { return static_cast<int>(turn_starts_.size()); }
  int turn_at(size_t step) const;
  size_t turn_start(int turn) const { return turn_starts_[static_cast<size_t>(turn)]; }
  // The record's first `step` actions.
  Record prefix() const;

  // Moves to a step (clamped); the caller shows prefix() through the session.
  void seek(size_t step);
  void step_forward() { seek(step_ + 1); }
  void step_back() { seek(step_ > 0 ? step_ - 1 : 0); }
  void next_turn();
  void previous_turn();

  bool playing = false;
  double next_step_at = 0;  // autoplay: when to show the next action (seconds)
  static constexpr double kAutoplaySeconds = 0.45;

 private:
  Record record_;
  std::vector<std::string> names_;
  size_t step_ = 0;
  std::vector<size_t> turn_starts_;  // the step at which each turn begins
};

}  // namespace harmonies::ui
