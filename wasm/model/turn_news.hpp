// What a screen reader is told as the game goes on (the page's polite live region, web/access.js): each
// turn another seat played, in one sentence; a step taken back; the last round; the result. And a hint in
// words. All of it worded by model/board_words from the engine's state.
#pragma once

#include <string>
#include <vector>

#include "harmonies/actions.hpp"
#include "harmonies/record.hpp"
#include "harmonies/state.hpp"

namespace harmonies::ui {

class TurnNews {
 public:
  // The news since the last call, for the game on screen as it is now (`told`: the seats whose turns are
  // told, by seat). A game it has not followed (another game, a replay sought back or far ahead, a game
  // resumed) is news to nobody: only what comes after is told.
  std::vector<std::string> follow(const Record& record, const GameState& g, const std::vector<std::string>& names,
                                  const std::vector<bool>& told);

 private:
  bool following_ = false;
  Setup setup_;
  size_t actions_ = 0;      // the record's actions already followed
  bool last_round_ = false;  // already told (or known when following began)
  bool over_ = false;
};

// The hint's action, to do: "Hint: place blue on space 3".
std::string hint_words(const GameState& g, const Action& action);

}  // namespace harmonies::ui
