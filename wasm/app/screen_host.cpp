#include "app/screen_host.hpp"

#include "app/app.hpp"
#include "app/games_file.hpp"
#include "platform/platform.hpp"

namespace harmonies::ui {

AppHost::AppHost(App& app)
    : ScreenHost({.screen = app.nav.screen,
                  .lobby = app.nav.lobby,
                  .rules_open = app.nav.rules_open,
                  .portrait_tab = app.nav.portrait_tab,
                  .portrait_layout = app.nav.portrait_layout,
                  .share = app.nav.share,
                  .notices = app.nav.notices,
                  .tutorial = app.nav.tutorial},
                 {.game = app.game,
                  .record = app.record,
                  .names = app.turn.names,
                  .seats = app.turn.seats,
                  .bot = app.pacing.bot,
                  .hint = app.pacing.hint,
                  .bots_in_background = app.pacing.bots_in_background,
                  .selection = app.turn.selection,
                  .animations = app.turn.animations,
                  .saved = app.saved},
                 {.replay = app.replays.replay,
                  .replay_game_id = app.replays.replay_game_id,
                  .continue_seats = app.replays.continue_seats},
                 {.review = app.reviews.review, .review_job = app.reviews.review_job}),
      app_(app) {}

// --- What the screens work out
const std::vector<Action>& AppHost::legal() const { return app_.legal(); }
bool AppHost::is_legal(const Action& a) const { return app_.is_legal(a); }
bool AppHost::can_act() const { return app_.can_act(); }
bool AppHost::bot_turn() const { return app_.bot_turn(); }
bool AppHost::is_bot_seat(int player) const { return app_.is_bot_seat(player); }
const std::string& AppHost::name_of(int player) const { return app_.name_of(player); }
bool AppHost::hint_pending() const { return app_.hint_pending(); }
bool AppHost::waiting_for_link() const { return app_.waiting_for_link(); }
Link AppHost::game_link(LinkKind kind) const { return app_.game_link(kind); }
ReviewedGame AppHost::reviewed_game_on_screen() const { return app_.reviewed_game_on_screen(); }
ReviewedGame AppHost::reviewed_game_of(const SavedGame& saved) const { return app_.reviewed_game_of(saved); }
const SavedReview* AppHost::shown_review() const { return app_.shown_review(); }
bool AppHost::review_running() const { return app_.review_running(); }
bool AppHost::review_running_for(const ReviewedGame& game, int player) const {
  return app_.review_running_for(game, player);
}
const ReviewJob* AppHost::review_job_for(const std::string& game_id, const Record& record) const {
  return app_.review_job_for(game_id, record);
}
const TurnComparison* AppHost::reviewed_comparison() { return app_.reviewed_comparison(); }
int AppHost::reviewed_turn_at_step() const { return app_.reviewed_turn_at_step(); }

// --- Games
void AppHost::start_game(Setup setup, GameKind kind, std::array<Seat, kMaxPlayers> seat_kinds) {
  app_.start_game(std::move(setup), kind, seat_kinds);
}
void AppHost::start_quick_solo() { app_.start_quick_solo(); }
void AppHost::start_quick_bots() { app_.start_quick_bots(); }
void AppHost::start_daily() { app_.start_daily(); }
void AppHost::start_tutorial() { app_.start_tutorial(); }
void AppHost::tutorial_next() { app_.tutorial_next(); }
void AppHost::decline_tutorial() { app_.decline_tutorial(); }
void AppHost::resume(const SavedGame& game) { app_.resume(game); }
bool AppHost::act(const Action& action) { return app_.act(action); }
void AppHost::ask_hint() { app_.ask_hint(); }
void AppHost::play_link_turn_here() { app_.play_link_turn_here(); }
void AppHost::back_to_lobby() { app_.back_to_lobby(); }

// --- Navigation and settings
void AppHost::open_stats() {
  app_.nav.screen = Screen::Stats;
  request_redraw(2);
}
void AppHost::open_rules() { app_.nav.rules_open = true; }
void AppHost::close_rules() { app_.nav.rules_open = false; }
void AppHost::show_portrait_tab(int tab) { app_.nav.portrait_tab = tab; }
void AppHost::use_portrait_layout(bool portrait) { app_.nav.portrait_layout = portrait; }
void AppHost::dismiss_notice(size_t index) {
  if (index < app_.nav.notices.size()) app_.nav.notices.erase(app_.nav.notices.begin() + static_cast<long>(index));
}
void AppHost::clear_message() { app_.nav.message.clear(); }
void AppHost::save_settings() { app_.save_settings(); }
void AppHost::choose_language(Language language) { app_.choose_language(language); }
void AppHost::open_share(std::string title, std::string note, const Link& link) {
  app_.open_share(std::move(title), std::move(note), link);
}
void AppHost::download_games_file() { ui::download_games_file(app_); }
void AppHost::pick_games_file() { ui::pick_games_file(app_); }

// --- Replays
void AppHost::open_replay(const Record& record, const std::vector<std::string>& names, const std::vector<Seat>& kinds,
                          const std::string& game_id) {
  app_.open_replay(record, names, kinds, game_id);
}
void AppHost::replay_seek(size_t step) { app_.replay_seek(step); }
void AppHost::replay_previous_turn() {
  if (!app_.replays.replay) return;
  app_.replays.replay->previous_turn();
  app_.replay_seek(app_.replays.replay->step());
}
void AppHost::replay_next_turn() {
  if (!app_.replays.replay) return;
  app_.replays.replay->next_turn();
  app_.replay_seek(app_.replays.replay->step());
}
void AppHost::replay_stop() {
  if (app_.replays.replay) app_.replays.replay->playing = false;
}
void AppHost::replay_play_pause(bool step_now) {
  if (!app_.replays.replay) return;
  Replay& r = *app_.replays.replay;
  r.playing = !r.playing;
  if (step_now) {
    r.next_step_at = now_seconds();
    return;
  }
  r.next_step_at = now_seconds() + Replay::kAutoplaySeconds;
  request_redraw(2);
}
void AppHost::continue_from_replay() { app_.continue_from_replay(); }

// --- Reviews
void AppHost::open_review(ReviewedGame game, Screen back) { app_.open_review(std::move(game), back); }
void AppHost::return_to_review() {
  if (!app_.reviews.review) return;
  app_.reviews.review->back = Screen::Game;
  app_.nav.screen = Screen::Review;
}
void AppHost::show_lobby() { app_.nav.screen = Screen::Lobby; }
void AppHost::leave_review() { app_.leave_review(); }
void AppHost::review_player(int player) { app_.review_player(player); }
void AppHost::start_review() { app_.start_review(); }
void AppHost::cancel_review() { app_.cancel_review(); }
void AppHost::show_reviewed_turn(int index) { app_.show_reviewed_turn(index); }
void AppHost::show_review_board(int board) {
  if (app_.reviews.review) app_.reviews.review->board = board;
}

}  // namespace harmonies::ui
