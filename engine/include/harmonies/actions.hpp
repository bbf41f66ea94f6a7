// Actions: the only way anything changes a game (RULES.md "A turn").
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace harmonies {

enum class ActionType : std::uint8_t {
  TakeSpot,      // a = central spot: take its tokens into hand
  PlaceToken,    // a = token colour from hand, b = space
  TakeCard,      // a = slot of the animal row
  PlaceCube,     // a = index in the player's active cards (see GameState::active_cards), b = space
  ChooseSpirit,  // a = 0 or 1, one of the two spirits dealt (first turn, variant only)
  DiscardCard,   // a = slot of the animal row (solo, when no card was taken this turn)
  EndTurn,
  RestartTurn,   // "Start my turn over": rewind everything done this turn
  TakeWhisper,   // a = slot of the whisper row: the turn's card (RULES.md "Whispers")
  PlaceWhisper,  // a = whisper card id held by the player, b = space
  TakeTile,      // a = slot of the sanctuary tile row (RULES.md "Sanctuaries")
  UndoStep,      // "Undo": take back the turn's last step (GameState::last_step)
};
inline constexpr int kActionTypes = 12;

struct Action {
  ActionType type = ActionType::EndTurn;
  std::uint8_t a = 0;
  std::uint8_t b = 0;

  static Action take_spot(int spot) { return {ActionType::TakeSpot, u8(spot), 0}; }
  static Action place_token(int colour, int space) { return {ActionType::PlaceToken, u8(colour), u8(space)}; }
  static Action take_card(int slot) { return {ActionType::TakeCard, u8(slot), 0}; }
  static Action place_cube(int active, int space) { return {ActionType::PlaceCube, u8(active), u8(space)}; }
  static Action choose_spirit(int option) { return {ActionType::ChooseSpirit, u8(option), 0}; }
  static Action discard_card(int slot) { return {ActionType::DiscardCard, u8(slot), 0}; }
  static Action end_turn() { return {ActionType::EndTurn, 0, 0}; }
  static Action restart_turn() { return {ActionType::RestartTurn, 0, 0}; }
  static Action take_whisper(int slot) { return {ActionType::TakeWhisper, u8(slot), 0}; }
  static Action place_whisper(int whisper, int space) { return {ActionType::PlaceWhisper, u8(whisper), u8(space)}; }
  static Action take_tile(int slot) { return {ActionType::TakeTile, u8(slot), 0}; }
  static Action undo_step() { return {ActionType::UndoStep, 0, 0}; }

  bool operator==(const Action&) const = default;

 private:
  static std::uint8_t u8(int v) { return static_cast<std::uint8_t>(v); }
};

// "Start my turn over" and "Undo": actions that take back what the turn did, which random play and the
// bots never choose (GameState lists them last).
constexpr bool is_take_back(ActionType type) { return type == ActionType::RestartTurn || type == ActionType::UndoStep; }

// A short human-readable form, e.g. "place yellow 12", "cube 0 14", "end".
std::string to_string(const Action& action);

// Their two-character codes for records and links: action_codes.hpp.

}  // namespace harmonies
