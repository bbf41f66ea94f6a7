// The names of the seats: the lobby's names or the default for people, a bot's name for a bot seat
// (a name per seat, and the level), and what a link tells of its seats.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "model/profile.hpp"

namespace harmonies::ui {

// The seats' names for a new game: the lobby's names, bots' names for bot seats, else the default.
std::vector<std::string> seat_names(const Settings& settings, int players,
                                    const std::array<Seat, kMaxPlayers>& seat_kinds = {});
// A bot seat's name: "Heron (medium)" (a name per seat, and the level).
std::string bot_seat_name(Seat kind, int seat);
// What a game link tells of its seats: each seat's kind when a bot plays one, else nothing (a link
// between people stays as links were before seats, which every version opens).
std::vector<Seat> link_seats(const std::vector<Seat>& kinds, int players);
// The same, short, for narrow places (the end's score sheet on a phone): "Heron med.".
std::string bot_seat_short_name(Seat kind, int seat);

}  // namespace harmonies::ui
