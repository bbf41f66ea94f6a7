#include "model/seat_names.hpp"

#include <algorithm>

#include "harmonies/link.hpp"
#include "model/text.hpp"

namespace harmonies::ui {

std::vector<std::string> seat_names(const Settings& settings, int players,
                                    const std::array<Seat, kMaxPlayers>& seat_kinds) {
  std::vector<std::string> out;
  for (int i = 0; i < players; ++i)
    out.push_back(is_bot(seat_kinds[i])           ? bot_seat_name(seat_kinds[i], i)
                  : settings.names[i].empty() ? default_player_name(i)
                                              : settings.names[i]);
  return out;
}

namespace {
const Text kBotNames[kMaxPlayers] = {Text::notices_bot_otter, Text::notices_bot_heron, Text::notices_bot_lynx,
                                     Text::notices_bot_wren};
}  // namespace

std::string bot_seat_name(Seat kind, int seat) {
  const Text level = kind == Seat::Easy ? Text::notices_bot_level_easy
                     : kind == Seat::Hard ? Text::notices_bot_level_hard
                                          : Text::notices_bot_level_medium;
  return tr(Text::notices_bot_name, {{"animal", tr(kBotNames[seat % kMaxPlayers])}, {"level", tr(level)}});
}

std::string bot_seat_short_name(Seat kind, int seat) {
  const Text level = kind == Seat::Easy ? Text::end_sheet_level_short_easy
                     : kind == Seat::Hard ? Text::end_sheet_level_short_hard
                                          : Text::end_sheet_level_short_medium;
  return tr(Text::end_sheet_bot_short, {{"animal", tr(kBotNames[seat % kMaxPlayers])}, {"level", tr(level)}});
}

std::vector<Seat> link_seats(const std::vector<Seat>& kinds, int players) {
  if (std::none_of(kinds.begin(), kinds.end(), is_bot)) return {};
  std::vector<Seat> out(kinds.begin(), kinds.begin() + std::min(players, static_cast<int>(kinds.size())));
  out.resize(static_cast<size_t>(players), Seat::Human);
  return out;
}

}  // namespace harmonies::ui
