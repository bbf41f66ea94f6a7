// Where the player is: which screen is up and what lies over it (the rules, the share dialog), the lobby's
// choices, the phone's tab, and the notices (the lobby's list, the short toast).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/screen.hpp"
#include "model/tutorial.hpp"
#include "screens/host.hpp"
#include "screens/share.hpp"

namespace harmonies::ui {

struct Navigation {
  Screen screen = Screen::Lobby;
  LobbyChoices lobby;
  bool rules_open = false;
  int portrait_tab = 0;          // the phone's bottom tab shown: kTabOffers, kTabCards, kTabPlayers
  bool portrait_layout = false;  // the phone layout was used for the last frame
  std::optional<ShareBox> share;     // the share dialog, when open
  std::vector<std::string> notices;  // lobby notices: unreadable saves, refused links, storage
  std::string not_saved_notice;      // the notice that games are not kept here, while it stands
  std::optional<TutorialView> tutorial;  // the guided game, while it is the game on screen
  std::string message;  // a short notice (refused action, copied link...)
  double message_until = 0;
};

}  // namespace harmonies::ui
