// The screens' requests carried out, and the app's state lent to them read-only (screens/host.hpp): the
// one implementation of ScreenHost, over App.
#pragma once

#include "screens/host.hpp"

namespace harmonies::ui {

class App;

class AppHost final : public ScreenHost {
 public:
  explicit AppHost(App& app);

  const std::vector<Action>& legal() const override;
  bool is_legal(const Action& a) const override;
  bool can_act() const override;
  bool bot_turn() const override;
  bool is_bot_seat(int player) const override;
  const std::string& name_of(int player) const override;
  bool hint_pending() const override;
  bool waiting_for_link() const override;
  Link game_link(LinkKind kind) const override;
  ReviewedGame reviewed_game_on_screen() const override;
  ReviewedGame reviewed_game_of(const SavedGame& saved) const override;
  const SavedReview* shown_review() const override;
  bool review_running() const override;
  bool review_running_for(const ReviewedGame& game, int player) const override;
  const ReviewJob* review_job_for(const std::string& game_id, const Record& record) const override;
  const TurnComparison* reviewed_comparison() override;
  int reviewed_turn_at_step() const override;

  void start_game(Setup setup, GameKind kind, std::array<Seat, kMaxPlayers> seat_kinds) override;
  void start_quick_solo() override;
  void start_quick_bots() override;
  void start_daily() override;
  void start_tutorial() override;
  void tutorial_next() override;
  void decline_tutorial() override;
  void resume(const SavedGame& game) override;
  bool act(const Action& action) override;
  void ask_hint() override;
  void play_link_turn_here() override;
  void back_to_lobby() override;
  void open_stats() override;
  void open_rules() override;
  void close_rules() override;
  void show_portrait_tab(int tab) override;
  void use_portrait_layout(bool portrait) override;
  void dismiss_notice(size_t index) override;
  void clear_message() override;
  void save_settings() override;
  void choose_language(Language language) override;
  void open_share(std::string title, std::string note, const Link& link) override;
  void download_games_file() override;
  void pick_games_file() override;
  void open_replay(const Record& record, const std::vector<std::string>& names, const std::vector<Seat>& kinds,
                   const std::string& game_id) override;
  void replay_seek(size_t step) override;
  void replay_previous_turn() override;
  void replay_next_turn() override;
  void replay_stop() override;
  void replay_play_pause(bool step_now) override;
  void continue_from_replay() override;
  void open_review(ReviewedGame game, Screen back) override;
  void return_to_review() override;
  void show_lobby() override;
  void leave_review() override;
  void review_player(int player) override;
  void start_review() override;
  void cancel_review() override;
  void show_reviewed_turn(int index) override;
  void show_review_board(int board) override;

 private:
  App& app_;
};

}  // namespace harmonies::ui
