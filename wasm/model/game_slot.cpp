#include "model/game_slot.hpp"

namespace harmonies::ui {

namespace {

// Of two conflicting copies of one game, the one that keeps its id: the
// longer, and between two of one length the same one seen from either tab.
bool keeps_id(const Record& mine, const Record& theirs) {
  if (mine.actions.size() != theirs.actions.size()) return mine.actions.size() > theirs.actions.size();
  return encode_record(mine) > encode_record(theirs);
}

}  // namespace

Error GameSlot::open(const SavedGame& entry) {
  if (Error e = session_->load(entry.record)) return e;
  saved = entry;
  saves_->set_open_game(entry.id);
  return {};
}

void GameSlot::close() {
  saved.reset();
  saves_->set_open_game("");
}

void GameSlot::save(double now_ms) {
  if (!saved || !session_->game) return;
  saved->record = session_->record;
  saved->updated_ms = now_ms;
  // A game played on is back in the list, if it had been set aside meanwhile (another tab).
  saved->set_aside_ms = 0;
  // A review another page kept with this game meanwhile (a second tab) is kept with it.
  if (const SavedGame* there = saves_->find(saved->id); there && there->reviews != saved->reviews)
    merge_reviews(saved->reviews, there->reviews, saved->record);
  summarise(*saved, *session_->game);
  saves_->save_game(*saved);
}

bool GameSlot::unsaved() const {
  return saved && session_->game && saved->record.actions.size() != session_->record.actions.size();
}

GameSlot::Followed GameSlot::follow_store(double now_ms) {
  if (!saved || !session_->game) return Followed::Nothing;
  const SavedGame* there = saves_->find(saved->id);
  if (!there || there->record == session_->record) return Followed::Nothing;
  const Reconciliation r = reconcile(session_->record, there->record);
  if (r.merge == Merge::TakeTheirs) {
    const SavedGame theirs = *there;
    if (open(theirs)) return Followed::Nothing;  // unreadable: stay with ours, theirs stays stored
    return Followed::Took;
  }
  if (r.merge == Merge::Conflict && !keeps_id(session_->record, there->record)) {
    saved->id = saves_->new_id(now_ms);
    save(now_ms);
    saves_->set_open_game(saved->id);
    return Followed::Forked;
  }
  // Ours is further on (or keeps the id): written again, so the store ends with what both tabs show.
  save(now_ms);
  return Followed::Kept;
}

GameSlot::Arrival GameSlot::receive_turn(const Record& record, const GameState& state,
                                         const std::vector<std::string>& names, double now_ms) {
  const SavedGame* known = saves_->find_by_link(record.setup);
  Arrival arrival;
  if (known) {
    const Reconciliation r = reconcile(known->record, record);
    arrival = Arrival{r.merge, r.same, r.diverges_at};
    if (r.merge == Merge::Conflict) return arrival;  // neither replaces the other: the saved game stays
    if (r.merge == Merge::KeepMine) {
      const SavedGame mine = *known;
      open(mine);
      return arrival;
    }
  }
  SavedGame entry = known ? *known : SavedGame{};
  if (!known) {
    entry.id = saves_->new_id(now_ms);
    entry.kind = GameKind::ByLink;
    entry.started_ms = now_ms;
  }
  entry.record = record;
  entry.names = names;
  entry.set_aside_ms = 0;  // a turn arriving for a game set aside brings it back
  entry.playable_turn = completed_turns(state);
  entry.updated_ms = now_ms;
  summarise(entry, state);
  saves_->save_game(entry);
  open(entry);
  return arrival;
}

}  // namespace harmonies::ui
