#include "harmonies/actions.hpp"

#include "harmonies/tokens.hpp"
#include "record_text.hpp"

namespace harmonies {

namespace {

using text::alphabet_index;
using text::kAlphabet;

bool has_space(ActionType t) { return t == ActionType::PlaceToken || t == ActionType::PlaceCube; }
bool has_a(ActionType t) {
  return t != ActionType::EndTurn && t != ActionType::RestartTurn;
}

}  // namespace

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
  }
  return "?";
}

// 12 bits: type (3) | a (3... 4) | b (5). a < 16, b < 32.
std::array<char, kActionCodeLength> encode(const Action& action) {
  const int bits = (static_cast<int>(action.type) << 9) | ((action.a & 15) << 5) | (action.b & 31);
  return {kAlphabet[(bits >> 6) & 63], kAlphabet[bits & 63]};
}

std::optional<Action> decode(std::string_view code) {
  if (code.size() != kActionCodeLength) return std::nullopt;
  const int hi = alphabet_index(code[0]);
  const int lo = alphabet_index(code[1]);
  if (hi < 0 || lo < 0) return std::nullopt;
  const int bits = (hi << 6) | lo;
  Action action;
  action.type = static_cast<ActionType>(bits >> 9);
  action.a = static_cast<std::uint8_t>((bits >> 5) & 15);
  action.b = static_cast<std::uint8_t>(bits & 31);
  // One code per action: unused fields must be zero.
  if (!has_a(action.type) && action.a != 0) return std::nullopt;
  if (!has_space(action.type) && action.b != 0) return std::nullopt;
  return action;
}

}  // namespace harmonies
