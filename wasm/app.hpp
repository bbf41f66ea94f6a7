// The browser app's state: which screen is up, the lobby's choices, the game
// on screen with its saved entry, a replay being watched, and what the player
// has selected. The game itself changes only through engine actions
// (DESIGN.md "How data flows"); every change is saved (wasm/saves.hpp).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "animation.hpp"
#include "harmonies/link.hpp"
#include "harmonies/record.hpp"
#include "harmonies/state.hpp"
#include "profile.hpp"
#include "replay.hpp"
#include "session.hpp"
#include "share.hpp"

namespace harmonies::ui {

enum class Screen { Lobby, Game, End };

struct LobbyChoices {
  Settings settings;  // players, names, side, spirits, by link: kept between visits
  std::string seed;   // blank: a random one is drawn at start
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
  bool portrait_layout = false;  // the phone layout was used for the last frame
  std::optional<GameState>& game = session().game;
  Record& record = session().record;
  std::array<std::string, kMaxPlayers> names;  // the seats' names, fixed at start
  Selection selection;
  Animations animations;
  std::optional<SavedGame> saved;    // the saved entry of the game on screen (none in a replay)
  std::optional<Replay> replay;      // a finished or shared game being watched
  std::optional<ShareBox> share;     // the share dialog, when open
  std::vector<std::string> notices;  // lobby notices: unreadable saves, refused links, storage
  std::string message;  // a short notice (refused action, copied link...)
  double message_until = 0;

  void start_game(Setup setup, GameKind kind = GameKind::Local);
  void start_quick_solo();
  void start_daily();
  // Opens a saved game where it was left (the end screen if finished).
  void resume(const SavedGame& game);
  // Opens what a link carries: a new game, a replay, the next turn by link.
  void open_link(std::string_view fragment);
  void open_replay(const Record& record, const std::vector<std::string>& names);
  // Leaves the replay for a new local game from the step shown.
  void continue_from_replay();
  // Applies an action through the engine; shows the engine's refusal if any.
  bool act(const Action& action);
  // Whether this device may play now: not in a replay, and in a game played
  // by link only during the turn it received.
  bool can_act() const;
  // In a game by link whose turn has passed to another device.
  bool waiting_for_link() const;
  void play_link_turn_here();
  void back_to_lobby();
  void notify(std::string text, double seconds = 3.0);
  void save_settings();
  // Opens the share dialog with the link's address.
  void open_share(std::string title, std::string note, const Link& link);
  Link game_link(LinkKind kind) const;
  const std::string& name_of(int player) const { return names[player]; }
  // Legal actions of the current state (empty without a game or when this device may not play).
  const std::vector<Action>& legal() const { return legal_; }
  bool is_legal(const Action& a) const;

 private:
  void after_change();
  void auto_select();
  void save_game();
  void enter_game(const std::vector<std::string>& seat_names);
  void open_turn_link(const Link& link);
  std::vector<Action> legal_;
  unsigned long seen_version_ = 0;  // the session version the cached legal actions belong to
  unsigned long saved_generation_ = 0;  // the session game that `saved` describes
  void adopt_outside_game();
};

// A fresh seed a person can read and type: nature words and a number.
std::string random_seed();
// Milliseconds since 1970 (the browser's clock).
double unix_ms();

}  // namespace harmonies::ui
