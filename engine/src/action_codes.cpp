#include "harmonies/action_codes.hpp"

#include "record_text.hpp"

namespace harmonies {

namespace {

using text::alphabet_index;
using text::kAlphabet;

// The 12 bits hold 8 code types (3 bits) | a (4) | b (5). The module actions reuse
// fields the base actions leave at zero, so every base code reads as before:
// - TakeCard's b names the row: 0 animals, 1 whispers (TakeWhisper), 2 tiles (TakeTile);
// - EndTurn with a != 0 is PlaceWhisper: a = 1 + whisper card id, b = space;
// - RestartTurn with a = 1 is UndoStep ("4g"; a restart is "4A").
constexpr int kTakeCardCode = 2;
constexpr int kEndTurnCode = 6;
constexpr int kRestartTurnCode = 7;
constexpr int kUndoStepA = 1;
enum Row : int { kAnimalRow = 0, kWhisperRow = 1, kTileRow = 2 };

struct Fields {
  int type, a, b;
};

Fields fields_of(const Action& action) {
  switch (action.type) {
    case ActionType::TakeWhisper: return {kTakeCardCode, action.a, kWhisperRow};
    case ActionType::TakeTile: return {kTakeCardCode, action.a, kTileRow};
    case ActionType::PlaceWhisper: return {kEndTurnCode, action.a + 1, action.b};
    case ActionType::UndoStep: return {kRestartTurnCode, kUndoStepA, 0};
    default: return {static_cast<int>(action.type), action.a, action.b};
  }
}

bool has_space(ActionType t) {
  return t == ActionType::PlaceToken || t == ActionType::PlaceCube || t == ActionType::PlaceWhisper;
}
bool has_a(ActionType t) { return t != ActionType::EndTurn && t != ActionType::RestartTurn; }

std::optional<Action> action_of(int type, int a, int b) {
  Action action{static_cast<ActionType>(type), static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
  if (type == kTakeCardCode && b != kAnimalRow) {
    if (b == kWhisperRow) return Action::take_whisper(a);
    if (b == kTileRow) return Action::take_tile(a);
    return std::nullopt;
  }
  if (type == kEndTurnCode && a != 0) return Action::place_whisper(a - 1, b);
  if (type == kRestartTurnCode && a == kUndoStepA && b == 0) return Action::undo_step();
  // One code per action: unused fields must be zero.
  if (!has_a(action.type) && action.a != 0) return std::nullopt;
  if (!has_space(action.type) && action.b != 0) return std::nullopt;
  return action;
}

}  // namespace

std::array<char, kActionCodeLength> encode(const Action& action) {
  const Fields f = fields_of(action);
  const int bits = (f.type << 9) | ((f.a & 15) << 5) | (f.b & 31);
  return {kAlphabet[(bits >> 6) & 63], kAlphabet[bits & 63]};
}

std::optional<Action> decode(std::string_view code) {
  if (code.size() != kActionCodeLength) return std::nullopt;
  const int hi = alphabet_index(code[0]);
  const int lo = alphabet_index(code[1]);
  if (hi < 0 || lo < 0) return std::nullopt;
  const int bits = (hi << 6) | lo;
  return action_of(bits >> 9, (bits >> 5) & 15, bits & 31);
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
