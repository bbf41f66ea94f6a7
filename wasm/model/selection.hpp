// What the current player has picked but not yet played, and its rules in one place: picking one
// thing to place drops the others, a pick that no legal action uses is dropped, Undo selects again
// what it took back. The screens read it and ask for a named transition; nothing else writes it.
#pragma once

#include <vector>

#include "harmonies/state.hpp"
#include "model/turn_guide.hpp"

namespace harmonies::ui {

class Selection {
 public:
  int hand_colour() const { return hand_colour_; }  // a token colour in hand, to place (-1: none)
  int card() const { return card_; }                // an index into the active cards, to place a cube for
  int whisper() const { return whisper_; }  // a held whisper card's id, to place its next cube (RULES.md "Whispers")
  int viewed_player() const { return viewed_player_; }  // another player's board shown large (-1: the current player's)
  // What a click on a space of the player's board places: the whisper cube, else the card's cube, else the token.
  bool picks_token() const { return card_ < 0 && whisper_ < 0; }

  // A token in hand (a click in the hand, a sanctuary tile's top colour): the player's own board, nothing else picked.
  void pick_hand_colour(int colour);
  // The next colour in hand after the one picked (the Tab key); the board shown stays.
  void cycle_hand_colour(const TurnState& turn);
  // A held card to place a cube for; picking the picked card again drops it (and the token with it).
  void toggle_card(int card);
  // The same for a held whisper card.
  void toggle_whisper(int whisper);
  // Another player's board shown large; asking for the one shown goes back to the player's own.
  void toggle_viewed_player(int player);
  // Back to the current player's board.
  void view_own_board() { viewed_player_ = -1; }
  // Escape: no card or whisper card picked, the player's own board (the token in hand stays).
  void drop_picks();
  // A turn ended or restarted: nothing picked.
  void clear() { *this = Selection{}; }
  // After Undo: what was taken back is selected again, ready to go elsewhere (a token, a card's cube, a
  // whisper cube), on the player's own board.
  void after_undo(const Action& taken_back);
  // A hint shown: what a click on its outlined target needs picked, on the player's own board.
  void follow_hint(const ActionFocus& focus);
  // Keeps the selection meaningful after any change: a token in hand stays picked while any is left
  // (the first one when nothing else is picked); a card or whisper pick is dropped without a legal target.
  void keep_meaningful(const TurnState& turn, const std::vector<Action>& legal);

 private:
  int hand_colour_ = -1;
  int card_ = -1;
  int whisper_ = -1;
  int viewed_player_ = -1;
};

}  // namespace harmonies::ui
