// The game screen's guidance, read from the engine's legal actions (it works out no rule of its own):
// the prompt line's next step, and for a suggested action (the hint) what to select so that a click on
// its outlined target does exactly that action, and where on the screen its parts are.
#pragma once

#include <string>
#include <vector>

#include "harmonies/actions.hpp"

namespace harmonies::ui {

// The parts of the game screen an action is done in (a phone shows Offers and HeldCards in its tabs).
enum class ScreenPart { None, Spots, Hand, Board, Offers, HeldCards, TurnButtons };

// What a suggested action needs on screen.
struct ActionFocus {
  int hand_colour = -1;  // the token colour to select in hand (a token's placement, a sanctuary it builds)
  int card = -1;         // the active card to select (a cube's placement: PlaceCube's index)
  int whisper = -1;      // the held whisper card to select (a whisper cube's placement)
  ScreenPart target = ScreenPart::None;  // where the click that does it goes
  ScreenPart source = ScreenPart::None;  // where what is selected for it is shown (None: nothing selected)
};
// The one mapping from an action to what is selected and outlined for it.
ActionFocus focus_of(const Action& action);

// What the current player may do now, by kind of legal action.
struct NextSteps {
  bool take_spot = false;
  bool place_token = false;
  bool place_cube = false;      // an animal's, a spirit's or a whisper card's cube
  bool take_card = false;       // the turn's card: an animal or a whisper card
  bool discard_card = false;    // solo
  bool take_tile = false;
  bool choose_spirit = false;
  bool end_turn = false;
};
NextSteps next_steps(const std::vector<Action>& legal);

// What the player selected (App's Selection), as the prompt reads it.
struct PromptSelection {
  int hand_colour = -1;
  bool card = false;
  bool whisper = false;
};
// The prompt line: the next step of the turn in the player's language, from the legal actions only (never
// "take a card" once the turn's card is taken). `phone`: a spirit to keep is on the Cards tab. "" when the
// player can do nothing.
std::string turn_prompt(const std::vector<Action>& legal, const PromptSelection& selection, bool phone);

}  // namespace harmonies::ui
