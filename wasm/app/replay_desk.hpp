// A finished or shared game being watched (links.cpp), and the dialog that asks who plays each seat when
// it is continued.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "model/profile.hpp"
#include "model/replay.hpp"

namespace harmonies::ui {

struct ReplayDesk {
  std::optional<Replay> replay;  // a finished or shared game being watched
  std::string replay_game_id;    // the saved game it is ("" for a link's)
  // The replay came from a link that does not tell who played (made before links had seats):
  // "Continue from here" asks who plays each seat.
  bool replay_seats_unknown = false;
  // The "who plays each seat" dialog, while open: the choice for each seat.
  std::optional<std::array<Seat, kMaxPlayers>> continue_seats;
};

}  // namespace harmonies::ui
