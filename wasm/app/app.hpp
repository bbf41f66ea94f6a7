// The browser app's state: which screen is up, the lobby's choices, the game
// on screen with its saved entry, a replay being watched, and what the player
// has selected. The game itself changes only through engine actions
// (DESIGN.md "How data flows"); every change is saved (wasm/model/saves.hpp).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/bot_pacing.hpp"
#include "app/game_turn.hpp"
#include "app/navigation.hpp"
#include "app/replay_desk.hpp"
#include "app/review_desk.hpp"
#include "app/screen_host.hpp"
#include "harmonies/link.hpp"
#include "harmonies/record.hpp"
#include "harmonies/state.hpp"
#include "model/bot_play.hpp"
#include "model/game_slot.hpp"
#include "model/profile.hpp"
#include "model/replay.hpp"
#include "model/review_view.hpp"
#include "model/reviews.hpp"
#include "model/screen.hpp"
#include "model/seat_names.hpp"
#include "model/selection.hpp"
#include "model/session.hpp"
#include "model/turn_guide.hpp"
#include "platform/page.hpp"
#include "platform/storage.hpp"
#include "render/animation.hpp"
#include "screens/host.hpp"
#include "screens/share.hpp"

namespace harmonies::ui {

class App {
 public:
  App();
  // Builds one frame of the UI.
  void frame();

  // --- The app's state by concern (the screens read it through host_)
  Navigation nav;
  BotPacing pacing;
  ReplayDesk replays;
  ReviewDesk reviews;
  GameTurn turn;
  // The game on screen, in the session, and its saved entry.
  std::optional<GameState>& game = session().game;
  Record& record = session().record;
  GameSlot slot{session(), saves()};
  std::optional<SavedGame>& saved = slot.saved;  // none in the lobby and in a replay

  // `seat_kinds`: who plays each seat (bots only in local games; all people by default).
  void start_game(Setup setup, GameKind kind = GameKind::Local, std::array<Seat, kMaxPlayers> seat_kinds = {});
  void start_quick_solo();
  // One click: the player against bots (the last bot setup used, else one medium bot), side A.
  void start_quick_bots();
  void start_daily();
  // --- The guided first game (wasm/app/tutorial_desk.cpp)
  // Resumes the guided game under way (or at its last steps), else starts one.
  void start_tutorial();
  // A reading step read; the last one ends the guided game (done, kept in the settings) for the lobby.
  void tutorial_next();
  // The lobby's offer to a first visit declined: not offered again (the lobby's button stays).
  void decline_tutorial();
  // Opens a saved game where it was left (the end screen if finished).
  void resume(const SavedGame& game);
  // Opens what a link carries: a new game, a replay, the next turn by link.
  void open_link(std::string_view fragment);
  // `kinds`: who was a bot, when known (saved games, links with seats). `game_id`: the saved game
  // watched, if any (a review is kept with it).
  void open_replay(const Record& record, const std::vector<std::string>& names, const std::vector<Seat>& kinds = {},
                   const std::string& game_id = "");
  // --- Game reviews (wasm/app/review_jobs.cpp)
  // Opens the review screen for a game: its kept review at once, else the review starts in the worker.
  // `back`: the screen "Back" returns to (End, Lobby, or Game for the replay viewer).
  void open_review(ReviewedGame game, Screen back);
  // The review screen's game as a ReviewedGame: the game on screen, a saved one, the replay watched.
  ReviewedGame reviewed_game_on_screen() const;
  ReviewedGame reviewed_game_of(const SavedGame& saved) const;
  void leave_review();
  // Shows the review of another of the view's players (kept, or nothing until started).
  void review_player(int player);
  // Starts (or starts again) the review of the view's game and player in the worker.
  void start_review();
  void cancel_review();
  // The kept review of the view's game and player, if any.
  const SavedReview* shown_review() const;
  // The same for any game and player.
  const SavedReview* kept_review(const ReviewedGame& game, int player) const;
  bool review_running() const { return reviews.review_job.request != 0; }
  bool review_running_for(const ReviewedGame& game, int player) const;
  // The review job for this game (any player), if one runs: the progress shown on "Review" buttons.
  const ReviewJob* review_job_for(const std::string& game_id, const Record& record) const;
  // Opens the replay at reviewed turn `index` of the view's review (the suggestion drawn beside it).
  void show_reviewed_turn(int index);
  // The comparison for the replay's position, when it is at the start of a reviewed turn of the view.
  const TurnComparison* reviewed_comparison();
  // The reviewed turn (index into the view's review) the replay's step is in, or -1.
  int reviewed_turn_at_step() const;
  // Shows the replay's position at `step` through the session (wasm/app/links.cpp).
  void replay_seek(size_t step);
  // Autoplay: shows the replay's next action when its time has come (every frame while a replay is up).
  void replay_tick();
  // Leaves the replay for a new local game from the step shown, its bots playing on as bots; when
  // the replay does not tell who played, opens the dialog that asks (continue_with_seats then).
  void continue_from_replay();
  // The same, with who plays each seat as chosen; a bot seat takes a bot's name.
  void continue_with_seats(const std::array<Seat, kMaxPlayers>& kinds);
  // Applies an action through the engine; shows the engine's refusal if any.
  bool act(const Action& action);
  // Whether this device may play now: not in a replay, not during a bot's
  // turn, and in a game played by link only during the turn it received.
  bool can_act() const;
  // The current player is a bot, in a live game on screen (not a replay).
  bool bot_turn() const;
  bool is_bot_seat(int player) const { return player >= 0 && player < kMaxPlayers && is_bot(turn.seats[player]); }
  // Plays bots' turns: asks the worker, then plays the answer at a watchable pace (every frame).
  void bot_tick();
  // The worker's (or the fallback's) answer to question `id` (wasm/app/bot_turns.cpp).
  void bot_answer(int id, std::string_view actions, std::string_view error, double ms, bool unavailable);
  // Shows what the hint's bot would do next from here (at once when already known, else when it answers).
  void ask_hint();
  // The player asked for a hint that is not known yet.
  bool hint_pending() const { return pacing.hint.wanted && !pacing.hint.action; }
  // In a game by link whose turn has passed to another device.
  bool waiting_for_link() const;
  void play_link_turn_here();
  void back_to_lobby();
  void notify(std::string text, double seconds = 3.0);
  void save_settings();
  // The player chose a language (the lobby's or the game menu's): kept with the settings, applied at once.
  void choose_language(Language language);
  // Opens the share dialog with the link's address.
  void open_share(std::string title, std::string note, const Link& link);
  Link game_link(LinkKind kind) const;
  const std::string& name_of(int player) const { return turn.names[player]; }
  // Legal actions of the current state (empty without a game or when this device may not play).
  const std::vector<Action>& legal() const { return turn.legal; }
  bool is_legal(const Action& a) const;

 private:
  void after_change();
  void tell_news();
  // The dialog of continuing a replay, while open (its answer carried out).
  void ask_continue_seats();
  // Speaks the chosen language, or the browser's when none was chosen, and tells the page.
  void apply_language();
  // What follows an action applied through the engine (animations, end of game, notices).
  void acted(const Action& action, int player);
  void ask_bot();
  void play_bot_action();
  void forget_bot_questions();
  // Hints (wasm/app/hints.cpp): the answer to a hint's question; keeping the plan in step with the
  // game, asking ahead; showing the hint with what it needs selected.
  void hint_answer(std::string_view actions, std::string_view error, double ms);
  void keep_hint_current();
  void send_hint_question();
  bool hint_plan_ready() const;
  // `tell`: the live region hears the outline in words (the guided game says it with its step).
  void show_hint(bool tell = true);
  void save_game();
  // The guided game's steps after an action or on entering it: passed as the game meets them, saved with it,
  // the new step said to the page's live region; the outline of what the step asks, shown as a hint.
  void follow_tutorial(bool entering);
  void outline_tutorial_step();
  unsigned long tutorial_outlined_version_ = 0;
  int tutorial_outlined_step_ = -1;
  int tutorial_told_step_ = -1;  // the step the live region was last told
  void enter_game(const std::vector<std::string>& seat_names, const std::vector<Seat>& seat_kinds);
  void open_turn_link(const Link& link, const GameState& state);  // state: the link's game, replayed
  void follow_other_tabs();
  void take_up_late_storage();
  unsigned long saved_generation_ = 0;  // the session game that `saved` describes
  void adopt_outside_game();
  void listen_to_page();
  void review_progress(int id, int done, int total);
  void review_done(int id, std::string_view json, std::string_view error, double ms, double wall_ms, bool unavailable);
  // The screens' view of the app and their requests (declared last: it refers to the state above).
  AppHost host_{*this};
};

// A fresh seed a person can read and type: nature words and a number.
std::string random_seed();

}  // namespace harmonies::ui
