// What the screens see of the app, and what they may ask of it. A screen reads what it shows through
// read-only references into the app's state and reports what the player asked for through the requests
// below, which the app (wasm/app/app.hpp, the one class implementing them) carries out. The screens never
// include app/: the only state they change themselves is the lobby's form (`lobby`) and, through its
// named transitions, the selection (model/selection.hpp).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "harmonies/link.hpp"
#include "harmonies/record.hpp"
#include "harmonies/state.hpp"
#include "model/bot_play.hpp"
#include "model/language.hpp"
#include "model/profile.hpp"
#include "model/replay.hpp"
#include "model/review_view.hpp"
#include "model/screen.hpp"
#include "model/selection.hpp"
#include "model/turn_guide.hpp"
#include "model/tutorial.hpp"
#include "render/animation.hpp"
#include "screens/share.hpp"

namespace harmonies::ui {

// The lobby's choices for the next game.
struct LobbyChoices {
  Settings settings;  // players, names, side, modules, by link: kept between visits
  std::string seed;   // blank: a random one is drawn at start
};

// The phone's bottom tabs (ScreenHost::portrait_tab), and the tab showing a part of the game screen (-1:
// always on screen).
inline constexpr int kTabOffers = 0, kTabCards = 1, kTabPlayers = 2;
int portrait_tab_of(ScreenPart part);

// Each concern is an interface of its own, with the state it lends (at most ten references) and the
// requests it takes; a screen or a part of one may take only the interface it needs. ScreenHost is all
// four, for the screens that show several.
class Uncopyable {
 public:
  Uncopyable(const Uncopyable&) = delete;
  Uncopyable& operator=(const Uncopyable&) = delete;

 protected:
  Uncopyable() = default;
  ~Uncopyable() = default;
};

// Where the player is: the screen, the lobby's form, the rules, the phone's tabs, the share dialog, the
// notices; starting and resuming games.
class NavigationHost : Uncopyable {
 public:
  const Screen& screen;
  LobbyChoices& lobby;  // the lobby's form, edited in place (kept by save_settings)
  const bool& rules_open;
  const int& portrait_tab;        // the phone's bottom tab shown: kTabOffers, kTabCards, kTabPlayers
  const bool& portrait_layout;    // the phone layout was used for the last frame
  const std::optional<ShareBox>& share;     // the share dialog, while open
  const std::vector<std::string>& notices;  // the lobby's notices
  const std::optional<TutorialView>& tutorial;  // the guided game's step, while it is on screen

  virtual void start_game(Setup setup, GameKind kind = GameKind::Local,
                          std::array<Seat, kMaxPlayers> seat_kinds = {}) = 0;
  virtual void start_quick_solo() = 0;
  virtual void start_quick_bots() = 0;
  virtual void start_daily() = 0;
  // The guided first game: the one under way (or at its last steps) resumed, else a new one.
  virtual void start_tutorial() = 0;
  virtual void tutorial_next() = 0;     // a reading step read (the last one: the guided game is done)
  virtual void decline_tutorial() = 0;  // the lobby's offer to a first visit declined
  virtual void resume(const SavedGame& game) = 0;
  virtual void back_to_lobby() = 0;
  virtual void show_lobby() = 0;  // the review screen with no review: the lobby, nothing else changes
  virtual void open_stats() = 0;  // "Your record", from the lobby (Back: show_lobby)
  virtual void open_rules() = 0;
  virtual void close_rules() = 0;
  virtual void show_portrait_tab(int tab) = 0;
  virtual void use_portrait_layout(bool portrait) = 0;  // the layout this frame was drawn with
  virtual void dismiss_notice(size_t index) = 0;
  virtual void clear_message() = 0;  // the toast gives way (the history's undo bar takes its place)
  virtual void save_settings() = 0;  // the lobby's form as it is now
  virtual void choose_language(Language language) = 0;
  virtual void open_share(std::string title, std::string note, const Link& link) = 0;
  virtual void download_games_file() = 0;
  virtual void pick_games_file() = 0;

 protected:
  struct Views {
    const Screen& screen;
    LobbyChoices& lobby;
    const bool& rules_open;
    const int& portrait_tab;
    const bool& portrait_layout;
    const std::optional<ShareBox>& share;
    const std::vector<std::string>& notices;
    const std::optional<TutorialView>& tutorial;
  };
  explicit NavigationHost(const Views& v)
      : screen(v.screen), lobby(v.lobby), rules_open(v.rules_open), portrait_tab(v.portrait_tab),
        portrait_layout(v.portrait_layout), share(v.share), notices(v.notices), tutorial(v.tutorial) {}
  ~NavigationHost() = default;
};

// The game on screen and its turn: the state, who plays each seat, the bots and the hint, what the player
// has picked; the player's actions.
class TableHost : Uncopyable {
 public:
  const std::optional<GameState>& game;  // the game on screen (a replay's position too)
  const Record& record;
  const std::array<std::string, kMaxPlayers>& names;  // the seats' names, fixed at start
  const std::array<Seat, kMaxPlayers>& seats;         // who plays each seat, fixed at start
  const BotPlay& bot;
  const HintState& hint;
  const bool& bots_in_background;  // false once the bots' worker proved unusable
  Selection& selection;            // changed only through its named transitions
  const Animations& animations;
  const std::optional<SavedGame>& saved;  // the saved entry of the game on screen (none in a replay)

  virtual const std::vector<Action>& legal() const = 0;  // empty when this device may not play
  virtual bool is_legal(const Action& a) const = 0;
  virtual bool can_act() const = 0;     // not in a replay, not a bot's turn, a link's turn received
  virtual bool bot_turn() const = 0;    // the current player is a bot, in a live game
  virtual bool is_bot_seat(int player) const = 0;
  virtual const std::string& name_of(int player) const = 0;
  virtual bool hint_pending() const = 0;  // a hint was asked for and is not known yet
  virtual bool waiting_for_link() const = 0;  // a game by link whose turn has passed to another device
  virtual Link game_link(LinkKind kind) const = 0;
  virtual bool act(const Action& action) = 0;  // false (and a notice) when the engine refuses it
  virtual void ask_hint() = 0;
  virtual void play_link_turn_here() = 0;

 protected:
  struct Views {
    const std::optional<GameState>& game;
    const Record& record;
    const std::array<std::string, kMaxPlayers>& names;
    const std::array<Seat, kMaxPlayers>& seats;
    const BotPlay& bot;
    const HintState& hint;
    const bool& bots_in_background;
    Selection& selection;
    const Animations& animations;
    const std::optional<SavedGame>& saved;
  };
  explicit TableHost(const Views& v)
      : game(v.game), record(v.record), names(v.names), seats(v.seats), bot(v.bot), hint(v.hint),
        bots_in_background(v.bots_in_background), selection(v.selection), animations(v.animations),
        saved(v.saved) {}
  ~TableHost() = default;
};

// A finished or shared game being watched: seeking, autoplay, continuing it as a new game.
class ReplayHost : Uncopyable {
 public:
  const std::optional<Replay>& replay;    // a finished or shared game being watched
  const std::string& replay_game_id;      // the saved game it is ("" for a link's)
  const std::optional<std::array<Seat, kMaxPlayers>>& continue_seats;  // the "who plays" dialog, while open

  virtual void open_replay(const Record& record, const std::vector<std::string>& names,
                           const std::vector<Seat>& kinds = {}, const std::string& game_id = "") = 0;
  virtual void replay_seek(size_t step) = 0;
  virtual void replay_previous_turn() = 0;  // to the start of the turn shown, else of the one before
  virtual void replay_next_turn() = 0;
  virtual void replay_stop() = 0;           // autoplay stops
  virtual void replay_play_pause(bool step_now) = 0;
  virtual void continue_from_replay() = 0;

 protected:
  struct Views {
    const std::optional<Replay>& replay;
    const std::string& replay_game_id;
    const std::optional<std::array<Seat, kMaxPlayers>>& continue_seats;
  };
  explicit ReplayHost(const Views& v)
      : replay(v.replay), replay_game_id(v.replay_game_id), continue_seats(v.continue_seats) {}
  ~ReplayHost() = default;
};

// Game reviews: the review screen, the job in the bots' worker, the replay at a reviewed turn.
class ReviewHost : Uncopyable {
 public:
  const std::optional<ReviewView>& review;  // the review screen, and the replay at its reviewed turns
  const ReviewJob& review_job;

  virtual ReviewedGame reviewed_game_on_screen() const = 0;
  virtual ReviewedGame reviewed_game_of(const SavedGame& saved) const = 0;
  virtual const SavedReview* shown_review() const = 0;
  virtual bool review_running() const = 0;
  virtual bool review_running_for(const ReviewedGame& game, int player) const = 0;
  virtual const ReviewJob* review_job_for(const std::string& game_id, const Record& record) const = 0;
  virtual const TurnComparison* reviewed_comparison() = 0;  // worked out once per reviewed turn, then kept
  virtual int reviewed_turn_at_step() const = 0;
  virtual void open_review(ReviewedGame game, Screen back) = 0;
  virtual void return_to_review() = 0;  // from the replay at a reviewed turn ("Back" returns to the replay)
  virtual void leave_review() = 0;
  virtual void review_player(int player) = 0;
  virtual void start_review() = 0;
  virtual void cancel_review() = 0;
  virtual void show_reviewed_turn(int index) = 0;
  virtual void show_review_board(int board) = 0;  // the phone's board at a reviewed turn: 0 played, 1 suggested

 protected:
  struct Views {
    const std::optional<ReviewView>& review;
    const ReviewJob& review_job;
  };
  explicit ReviewHost(const Views& v) : review(v.review), review_job(v.review_job) {}
  ~ReviewHost() = default;
};

// Everything a screen may see and ask: the four concerns (app/screen_host.hpp implements it over App).
class ScreenHost : public NavigationHost, public TableHost, public ReplayHost, public ReviewHost {
 protected:
  ScreenHost(const NavigationHost::Views& navigation, const TableHost::Views& table,
             const ReplayHost::Views& replay, const ReviewHost::Views& review)
      : NavigationHost(navigation), TableHost(table), ReplayHost(replay), ReviewHost(review) {}
  ~ScreenHost() = default;
};

}  // namespace harmonies::ui
