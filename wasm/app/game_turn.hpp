// The game on screen as the player meets it: who plays each seat, what the player picked, the drops
// falling, and the legal actions of the position shown, worked out once per change of the session.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "harmonies/actions.hpp"
#include "model/profile.hpp"
#include "model/selection.hpp"
#include "model/turn_news.hpp"
#include "render/animation.hpp"

namespace harmonies::ui {

struct GameTurn {
  std::array<std::string, kMaxPlayers> names;  // the seats' names, fixed at start
  std::array<Seat, kMaxPlayers> seats{};       // who plays each seat (people, bots), fixed at start
  Selection selection;
  Animations animations;
  std::vector<Action> legal;        // empty without a game or when this device may not play
  unsigned long seen_version = 0;   // the session version `legal` belongs to
  TurnNews news;                    // what the page's live region has been told of the game
};

}  // namespace harmonies::ui
