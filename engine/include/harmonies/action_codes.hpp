// Action codes: the one text form of actions, shared by records and links
// (record.hpp, link.hpp), the bot worker's answers and the page.
//
// Each action is two characters of the URL-safe base64 alphabet
// (A-Z a-z 0-9 - _) holding 12 bits: type (3) | a (4) | b (5). Fields an
// action does not use are zero, so every action has exactly one code. The
// module actions (whispers, tiles) and UndoStep use fields the base actions
// leave at zero (action_codes.cpp), so codes written before them read the same.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harmonies/actions.hpp"
#include "harmonies/error.hpp"

namespace harmonies {

inline constexpr int kActionCodeLength = 2;

// The action's two characters.
std::array<char, kActionCodeLength> encode(const Action& action);
// nullopt when the characters are not an action code. Decoding does not judge
// legality: apply() does.
std::optional<Action> decode(std::string_view code);

// A sequence of actions as their codes one after the other, and back.
std::string encode_actions(const std::vector<Action>& actions);
void append_actions(std::string& out, const std::vector<Action>& actions);
// Refuses a text whose length is not a whole number of codes ("action list is
// truncated") or holding a code that is no action ("action 3 is not an
// action", counting from 0); `out` is left unchanged then.
Error decode_actions(std::string_view codes, std::vector<Action>& out);

}  // namespace harmonies
