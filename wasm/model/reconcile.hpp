// The one rule for two copies of one game meeting: the game on screen and
// another tab's write, a turn link, or a games file. A copy replaces another
// only when it continues it; when each has moves the other lacks, neither
// replaces the other, so no device ever loses a move.
#pragma once

#include "harmonies/link.hpp"
#include "harmonies/record.hpp"

namespace harmonies::ui {

enum class Merge {
  KeepMine,   // theirs is the same game, as far or less far: nothing to take
  TakeTheirs, // theirs continues mine: take it
  Conflict,   // both have moves the other lacks: keep both, replace neither
  Unrelated,  // another setup: not the same game
};

struct Reconciliation {
  Merge merge = Merge::Unrelated;
  bool same = false;  // KeepMine: theirs is exactly as far as mine
  // Conflict: the first differing action, counted without undone moves.
  size_t diverges_at = 0;
};

// Compares the records as they are first (tabs and files carry "Start my turn
// over" and what it undid), then, when those differ, without undone moves
// (links never carry them), so a link continuing a game whose player once
// restarted a turn still continues it.
Reconciliation reconcile(const Record& mine, const Record& theirs);

}  // namespace harmonies::ui
