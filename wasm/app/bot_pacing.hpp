// The bots' side of a game on screen: the bot's turn being played at a watchable pace (bot_turns.cpp), the
// hint asked for (hints.cpp), and whether the bots' worker can be used.
#pragma once

#include <string>

#include "model/bot_play.hpp"

namespace harmonies::ui {

struct BotPacing {
  BotPlay bot;
  HintState hint;
  bool bots_in_background = true;  // false once the bots' worker proved unusable (they think here then)
  std::string worker_problem;      // why it is unusable: web/bots.js's code, bots_problem() words it
};

}  // namespace harmonies::ui
