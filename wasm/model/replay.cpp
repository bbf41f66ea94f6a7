#include "model/replay.hpp"

#include <algorithm>

namespace harmonies::ui {

Error Replay::open(const Record& saved, const std::vector<std::string>& names, Replay& out) {
  // A replay shows the game played: the steps taken back (Undo, "Start my turn over") are not in it, nor
  // what they took back. A saved game keeps them (tabs reconcile on its raw record); every replay is
  // opened here, so this is the one place that drops them, and what the replay hands on (its record, a
  // prefix to continue from, a link, a review) has none either.
  const Record record = without_undone_actions(saved);
  GameState state = GameState::create(record.setup);
  if (Error e = replay(record, state)) return e;
  Replay r;
  r.record_ = record;
  r.names_ = names;
  r.step_ = record.actions.size();
  r.turn_starts_.push_back(0);
  for (size_t i = 0; i < record.actions.size(); ++i)
    if (record.actions[i].type == ActionType::EndTurn && i + 1 < record.actions.size()) r.turn_starts_.push_back(i + 1);
  out = std::move(r);
  return {};
}

int Replay::turn_at(size_t step) const {
  // The last turn starting at or before the step (a turn's EndTurn belongs to it).
  const auto it = std::upper_bound(turn_starts_.begin(), turn_starts_.end(), step);
  return static_cast<int>(it - turn_starts_.begin()) - 1;
}

Record Replay::prefix() const {
  return Record{record_.setup, {record_.actions.begin(), record_.actions.begin() + static_cast<long>(step_)}};
}

void Replay::seek(size_t step) { step_ = std::min(step, steps()); }

void Replay::next_turn() {
  const int turn = turn_at(step_);
  seek(turn + 1 < turn_count() ? turn_start(turn + 1) : steps());
}

void Replay::previous_turn() {
  const int turn = turn_at(step_);
  // From inside a turn, back to its start; from its start, to the one before.
  if (step_ > turn_start(turn)) seek(turn_start(turn));
  else seek(turn > 0 ? turn_start(turn - 1) : 0);
}

}  // namespace harmonies::ui
