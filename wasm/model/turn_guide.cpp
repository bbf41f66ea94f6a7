#include "model/turn_guide.hpp"

#include "model/game_words.hpp"
#include "model/text.hpp"

namespace harmonies::ui {

ActionFocus focus_of(const Action& action) {
  ActionFocus f;
  switch (action.type) {
    case ActionType::TakeSpot: f.target = ScreenPart::Spots; break;
    case ActionType::PlaceToken:
      f.hand_colour = action.a;
      f.target = ScreenPart::Board;
      f.source = ScreenPart::Hand;
      break;
    case ActionType::PlaceCube:
      f.card = action.a;
      f.target = ScreenPart::Board;
      f.source = ScreenPart::HeldCards;
      break;
    case ActionType::PlaceWhisper:
      f.whisper = action.a;
      f.target = ScreenPart::Board;
      f.source = ScreenPart::HeldCards;
      break;
    case ActionType::TakeCard:
    case ActionType::DiscardCard:
    case ActionType::TakeWhisper:
    case ActionType::TakeTile: f.target = ScreenPart::Offers; break;
    case ActionType::ChooseSpirit: f.target = ScreenPart::HeldCards; break;
    case ActionType::EndTurn:
    case ActionType::RestartTurn:
    case ActionType::UndoStep: f.target = ScreenPart::TurnButtons; break;
  }
  return f;
}

NextSteps next_steps(const std::vector<Action>& legal) {
  NextSteps s;
  for (const Action& a : legal) {
    switch (a.type) {
      case ActionType::TakeSpot: s.take_spot = true; break;
      case ActionType::PlaceToken: s.place_token = true; break;
      case ActionType::PlaceCube:
      case ActionType::PlaceWhisper: s.place_cube = true; break;
      case ActionType::TakeCard:
      case ActionType::TakeWhisper: s.take_card = true; break;
      case ActionType::DiscardCard: s.discard_card = true; break;
      case ActionType::TakeTile: s.take_tile = true; break;
      case ActionType::ChooseSpirit: s.choose_spirit = true; break;
      case ActionType::EndTurn: s.end_turn = true; break;
      case ActionType::RestartTurn:
      case ActionType::UndoStep: break;  // the turn buttons say these themselves
    }
  }
  return s;
}

namespace {

bool can_place(const std::vector<Action>& legal, int colour) {
  for (const Action& a : legal)
    if (a.type == ActionType::PlaceToken && a.a == colour) return true;
  return false;
}

// "a", "a or b", "a, b, or c" in the player's language.
std::string or_list(const std::vector<std::string>& items) {
  if (items.size() == 1) return items[0];
  if (items.size() == 2) return tr(Text::game_advice_or_pair, {{"a", items[0]}, {"b", items[1]}});
  std::string list = items[0];
  for (std::size_t i = 1; i + 1 < items.size(); ++i) list = tr(Text::game_advice_list_comma, {{"a", list}, {"b", items[i]}});
  return tr(Text::game_advice_or_last, {{"a", list}, {"b", items.back()}});
}

}  // namespace

std::string turn_prompt(const std::vector<Action>& legal, const PromptSelection& selection, bool phone) {
  const NextSteps s = next_steps(legal);
  if (selection.whisper) return tr(Text::game_advice_pick_whisper_space);
  if (selection.card) return tr(Text::game_advice_pick_space);
  if (s.take_spot) return tr(Text::game_advice_take_spot);
  if (s.place_token) {
    int colour = selection.hand_colour;
    if (!can_place(legal, colour))
      for (const Action& a : legal)
        if (a.type == ActionType::PlaceToken) {
          colour = a.a;
          break;
        }
    return tr(Text::game_advice_place_token, {{"colour", token_colour_name(static_cast<Token>(colour))}});
  }
  if (s.choose_spirit) return tr(phone ? Text::game_advice_keep_spirit_tab : Text::game_advice_keep_spirit);
  std::vector<std::string> steps;
  if (s.place_cube) steps.push_back(tr(Text::game_advice_step_cubes));
  if (s.take_card && s.discard_card) steps.push_back(tr(Text::game_advice_step_take_or_discard));
  else if (s.take_card) steps.push_back(tr(Text::game_advice_step_card));
  else if (s.discard_card) steps.push_back(tr(Text::game_advice_step_discard));
  if (s.take_tile) steps.push_back(tr(Text::game_advice_step_tile));
  if (s.end_turn) steps.push_back(tr(Text::game_advice_step_end));
  if (steps.empty()) return "";
  return tr(Text::game_advice_steps, {{"steps", or_list(steps)}});
}

}  // namespace harmonies::ui
