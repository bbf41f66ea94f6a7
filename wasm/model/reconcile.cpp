#include "model/reconcile.hpp"

namespace harmonies::ui {

namespace {

Reconciliation from(const Comparison& c) {
  switch (c.relation) {
    case Continuation::Same: return {Merge::KeepMine, true, 0};
    case Continuation::Older: return {Merge::KeepMine, false, 0};
    case Continuation::Extends: return {Merge::TakeTheirs, false, 0};
    case Continuation::Diverges: return {Merge::Conflict, false, c.at};
    case Continuation::OtherGame: break;
  }
  return {Merge::Unrelated, false, 0};
}

}  // namespace

Reconciliation reconcile(const Record& mine, const Record& theirs) {
  const Comparison raw = compare_games(mine, theirs);
  if (raw.relation != Continuation::Diverges) return from(raw);
  return from(compare_games(without_undone_actions(mine), without_undone_actions(theirs)));
}

}  // namespace harmonies::ui
