#include "harmonies/actions.hpp"

#include "harmonies/tokens.hpp"

namespace harmonies {

std::string to_string(const Action& action) {
  const std::string a = std::to_string(action.a);
  const std::string b = std::to_string(action.b);
  switch (action.type) {
    case ActionType::TakeSpot: return "spot " + a;
    case ActionType::PlaceToken:
      return "place " +
             (action.a < kTokenColours ? std::string(kTokenNames[action.a]) : "colour" + a) + " " + b;
    case ActionType::TakeCard: return "card " + a;
    case ActionType::PlaceCube: return "cube " + a + " " + b;
    case ActionType::ChooseSpirit: return "spirit " + a;
    case ActionType::DiscardCard: return "discard " + a;
    case ActionType::EndTurn: return "end";
    case ActionType::RestartTurn: return "restart";
    case ActionType::TakeWhisper: return "whisper " + a;
    case ActionType::PlaceWhisper: return "whisper-cube " + a + " " + b;
    case ActionType::TakeTile: return "tile " + a;
    case ActionType::UndoStep: return "undo";
  }
  return "?";
}

}  // namespace harmonies
