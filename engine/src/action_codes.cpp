#include "harmonies/action_codes.hpp"

#include "record_text.hpp"

namespace harmonies {

namespace {

using text::alphabet_index;
using text::kAlphabet;

bool has_space(ActionType t) { return t == ActionType::PlaceToken || t == ActionType::PlaceCube; }
bool has_a(ActionType t) { return t != ActionType::EndTurn && t != ActionType::RestartTurn; }

}  // namespace

// 12 bits: type (3) | a (4) | b (5). a < 16, b < 32.
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

void append_actions(std::string& out, const std::vector<Action>& actions) {
  out.reserve(out.size() + actions.size() * kActionCodeLength);
  for (const Action& a : actions) {
    const auto code = encode(a);
    out.append(code.data(), code.size());
  }
}

std::string encode_actions(const std::vector<Action>& actions) {
  std::string out;
  append_actions(out, actions);
  return out;
}

Error decode_actions(std::string_view codes, std::vector<Action>& out) {
  if (codes.size() % kActionCodeLength != 0) return fail("action list is truncated");
  std::vector<Action> actions;
  actions.reserve(codes.size() / kActionCodeLength);
  for (size_t i = 0; i < codes.size(); i += kActionCodeLength) {
    const std::optional<Action> action = decode(codes.substr(i, kActionCodeLength));
    if (!action) return fail("action " + std::to_string(i / kActionCodeLength) + " is not an action");
    actions.push_back(*action);
  }
  out = std::move(actions);
  return {};
}

}  // namespace harmonies
