// The browser app's state: which screen is up, the lobby's choices, the game
// in progress with its record, and what the player has selected. The game
// itself changes only through engine actions (DESIGN.md "How data flows").
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "animation.hpp"
#include "harmonies/record.hpp"
#include "harmonies/state.hpp"
#include "session.hpp"

namespace harmonies::ui {

enum class Screen { Lobby, Game, End };

struct LobbyChoices {
  int players = 1;
  std::array<std::string, kMaxPlayers> names{"Alex", "Blake", "Casey", "Drew"};
  Side side = Side::A;
  bool spirits = false;
  std::string seed;  // blank: a random one is drawn at start
};

// What the current player has picked but not yet played.
struct Selection {
  int hand_colour = -1;  // a token colour in hand, to place
  int card = -1;         // an index into the active cards, to place a cube for
  int viewed_player = -1;  // another player's board shown large (-1: the current player)
};

class App {
 public:
  App();
  // Builds one frame of the UI.
  void frame();

  // --- used by the screens
  Screen screen = Screen::Lobby;
  LobbyChoices lobby;
  bool rules_open = false;
  int portrait_tab = 0;
  bool portrait_layout = false;  // the phone layout was used for the last frame  // phone layout: 0 animals, 1 cards and score, 2 players
  std::optional<GameState>& game = session().game;
  Record& record = session().record;
  std::array<std::string, kMaxPlayers> names;  // the seats' names, fixed at start
  Selection selection;
  Animations animations;
  std::string message;  // a short notice (refused action, copied link...)
  double message_until = 0;

  void start_game(Setup setup);
  void start_quick_solo();
  // Applies an action through the engine; shows the engine's refusal if any.
  bool act(const Action& action);
  void back_to_lobby();
  void notify(std::string text, double seconds = 3.0);
  const std::string& name_of(int player) const { return names[player]; }
  // Legal actions of the current state (empty without a game).
  const std::vector<Action>& legal() const { return legal_; }
  bool is_legal(const Action& a) const;

 private:
  void after_change();
  void auto_select();
  std::vector<Action> legal_;
  unsigned long seen_version_ = 0;  // the session version the cached legal actions belong to
};

// A fresh seed a person can read and type: nature words and a number.
std::string random_seed();

}  // namespace harmonies::ui
