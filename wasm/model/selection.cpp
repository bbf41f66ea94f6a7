#include "model/selection.hpp"

namespace harmonies::ui {

void Selection::pick_hand_colour(int colour) {
  hand_colour_ = colour;
  card_ = -1;
  whisper_ = -1;
  viewed_player_ = -1;
}

void Selection::cycle_hand_colour(const TurnState& turn) {
  if (turn.hand_count <= 0) return;
  int at = 0;
  for (int i = 0; i < turn.hand_count; ++i)
    if (index_of(turn.hand[i]) == hand_colour_) at = i;
  hand_colour_ = index_of(turn.hand[(at + 1) % turn.hand_count]);
  card_ = -1;
  whisper_ = -1;
}

void Selection::toggle_card(int card) {
  card_ = card_ == card ? -1 : card;
  whisper_ = -1;
  viewed_player_ = -1;
  if (card_ < 0) hand_colour_ = -1;
}

void Selection::toggle_whisper(int whisper) {
  whisper_ = whisper_ == whisper ? -1 : whisper;
  card_ = -1;
  viewed_player_ = -1;
  if (whisper_ < 0) hand_colour_ = -1;
}

void Selection::toggle_viewed_player(int player) { viewed_player_ = viewed_player_ == player ? -1 : player; }

void Selection::drop_picks() {
  card_ = -1;
  whisper_ = -1;
  viewed_player_ = -1;
}

void Selection::after_undo(const Action& taken_back) {
  viewed_player_ = -1;  // the board where it happens
  card_ = -1;
  whisper_ = -1;
  switch (taken_back.type) {
    case ActionType::PlaceToken: hand_colour_ = taken_back.a; break;
    case ActionType::PlaceCube: card_ = taken_back.a; break;  // its index before the cube, as now
    case ActionType::PlaceWhisper: whisper_ = taken_back.a; break;
    default: break;
  }
  if (card_ >= 0 || whisper_ >= 0) hand_colour_ = -1;
}

void Selection::follow_hint(const ActionFocus& focus) {
  // The board's click places the whisper cube, else the card's cube, else the token picked in hand.
  if (focus.hand_colour >= 0) {
    hand_colour_ = focus.hand_colour;
    card_ = -1;
    whisper_ = -1;
  }
  if (focus.card >= 0) {
    card_ = focus.card;
    whisper_ = -1;
  }
  if (focus.whisper >= 0) {
    whisper_ = focus.whisper;
    card_ = -1;
  }
  viewed_player_ = -1;  // the outlines are drawn on the player's own board
}

void Selection::keep_meaningful(const TurnState& turn, const std::vector<Action>& legal) {
  bool colour_in_hand = false;
  for (int i = 0; i < turn.hand_count; ++i) colour_in_hand |= index_of(turn.hand[i]) == hand_colour_;
  if (!colour_in_hand) hand_colour_ = turn.hand_count > 0 && card_ < 0 && whisper_ < 0 ? index_of(turn.hand[0]) : -1;
  if (card_ >= 0) {
    bool has_target = false;
    for (const Action& a : legal) has_target |= a.type == ActionType::PlaceCube && a.a == card_;
    if (!has_target) card_ = -1;
  }
  if (whisper_ >= 0) {
    bool has_target = false;
    for (const Action& a : legal) has_target |= a.type == ActionType::PlaceWhisper && a.a == whisper_;
    if (!has_target) whisper_ = -1;
  }
}

}  // namespace harmonies::ui
