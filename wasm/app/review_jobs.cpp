// Game reviews in the app: opening the review screen for a game (its kept
// review at once, else a review started in the bots' Web Worker), the job in
// the worker (web/bots.js, web/bot-worker.js, wasm/bot_worker.cpp: one turn at
// a time, progress after each, cancellable between turns), keeping the result
// with the saved game (or for the session, for a game not saved here), and the
// replay at a reviewed turn. A review never runs on the page's thread: without
// the worker the screen says it needs one.
#include <algorithm>

#include "app/app.hpp"
#include "harmonies/json.hpp"
#include "model/error_words.hpp"
#include "model/text.hpp"
#include "platform/page.hpp"
#include "platform/platform.hpp"

namespace harmonies::ui {

namespace {

int next_review_request = 0;

bool same_game(const ReviewedGame& a, const ReviewedGame& b) {
  if (!a.game_id.empty() || !b.game_id.empty()) return a.game_id == b.game_id;
  return a.record == b.record;
}

// The player's whole turns in the record: the turns a review judges (replayed, not judged: quick).
int reviewable_turns(const Record& record, int player) {
  GameReviewer reviewer;
  if (GameReviewer::start(record, player, 1, reviewer)) return 0;
  return reviewer.turns_total();
}

int game_turns_of(const Record& record) {
  GameState state = GameState::create(record.setup);
  if (replay(record, state)) return 0;
  return completed_turns(state);
}

}  // namespace

// A review is made of, and counts its turns in, the game without the steps taken back: the record the
// replay shows (Replay::open). The saved game keeps them; every ReviewedGame drops them.
ReviewedGame App::reviewed_game_of(const SavedGame& g) const {
  return ReviewedGame{g.id, without_undone_actions(g.record), g.names, g.seats};
}

ReviewedGame App::reviewed_game_on_screen() const {
  ReviewedGame out;
  if (replays.replay) {
    out.game_id = replays.replay_game_id;
    out.record = replays.replay->record();
  } else {
    if (saved) out.game_id = saved->id;
    out.record = without_undone_actions(record);
  }
  const int players = out.record.setup.players;
  out.names.assign(turn.names.begin(), turn.names.begin() + players);
  out.seats.assign(turn.seats.begin(), turn.seats.begin() + players);
  if (std::none_of(out.seats.begin(), out.seats.end(), is_bot)) out.seats.clear();
  return out;
}

const SavedReview* App::kept_review(const ReviewedGame& game, int player) const {
  if (!game.game_id.empty()) {
    const SavedGame* g = saves().find(game.game_id);
    return g ? review_of(g->reviews, player) : nullptr;
  }
  return reviews.review_shelf.find(game.record, player);
}

const SavedReview* App::shown_review() const {
  return reviews.review ? kept_review(reviews.review->game, reviews.review->player) : nullptr;
}

bool App::review_running_for(const ReviewedGame& game, int player) const {
  const ReviewJob& job = reviews.review_job;
  return job.request != 0 && job.player == player && same_game(job.game, game);
}

const ReviewJob* App::review_job_for(const std::string& game_id, const Record& game_record) const {
  if (!reviews.review_job.request) return nullptr;
  if (!game_id.empty() || !reviews.review_job.game.game_id.empty())
    return reviews.review_job.game.game_id == game_id ? &reviews.review_job : nullptr;
  return reviews.review_job.game.record == without_undone_actions(game_record) ? &reviews.review_job : nullptr;
}

void App::open_review(ReviewedGame game, Screen back) {
  // A link's replay of a game saved here (shared from this device) is that game: its review is kept with it.
  if (game.game_id.empty())
    for (const SavedGame& g : saves().games())
      if (without_undone_actions(g.record) == game.record) {
        game.game_id = g.id;
        if (game.seats.empty()) game.seats = g.seats;
        break;
      }
  ReviewView view;
  view.candidates = review_candidates(game.record.setup.players, game.seats);
  std::vector<SavedReview> kept;
  if (!game.game_id.empty()) {
    if (const SavedGame* g = saves().find(game.game_id)) kept = g->reviews;
  } else {
    kept = reviews.review_shelf.all(game.record);
  }
  view.player = default_review_player(view.candidates, kept);
  if (reviews.review_job.request && same_game(reviews.review_job.game, game)) view.player = reviews.review_job.player;
  view.game = std::move(game);
  view.back = back;
  reviews.review = std::move(view);
  nav.share.reset();
  nav.rules_open = false;
  nav.screen = Screen::Review;
  // Started at once, unless another game's review is under way (the screen offers to start this one instead).
  if (!shown_review() && !reviews.review_job.request &&
      reviewable_turns(reviews.review->game.record, reviews.review->player) > 0)
    start_review();
  request_redraw(3);
}

void App::review_player(int player) {
  if (!reviews.review || player == reviews.review->player) return;
  reviews.review->player = player;
  reviews.review->error.clear();
  reviews.review->cancelled = false;
  reviews.review->computed = false;
  reviews.review->comparison.reset();
  reviews.review->comparison_turn = -1;
  request_redraw(3);
}

void App::start_review() {
  if (!reviews.review) return;
  reviews.review->error.clear();
  reviews.review->cancelled = false;
  if (!pacing.bots_in_background) {
    reviews.review->error = tr(Text::review_needs_workers, {{"reason", bots_problem(pacing.worker_problem)}});
    return;
  }
  if (reviews.review_job.request) cancel_review_job(reviews.review_job.request);
  reviews.review_job = ReviewJob{};
  reviews.review_job.request = ++next_review_request;
  reviews.review_job.game = reviews.review->game;
  reviews.review_job.player = reviews.review->player;
  reviews.review_job.game_turns = game_turns_of(reviews.review->game.record);
  ++reviews.reviews_started;
  start_review_job(reviews.review_job.request, encode_record(reviews.review->game.record), reviews.review->player,
                   kDefaultFutures);
  request_redraw(3);
}

void App::cancel_review() {
  if (!reviews.review_job.request) return;
  cancel_review_job(reviews.review_job.request);
  if (reviews.review && same_game(reviews.review_job.game, reviews.review->game) &&
      reviews.review_job.player == reviews.review->player)
    reviews.review->cancelled = true;
  reviews.review_job = ReviewJob{};
  request_redraw(3);
}

void App::review_progress(int id, int done, int total) {
  if (id == 0 || id != reviews.review_job.request) return;
  reviews.review_job.done = done;
  reviews.review_job.total = total;
  reviews.review_job.started = true;
}

void App::review_done(int id, std::string_view text, std::string_view error, double ms, double wall_ms,
                      bool unavailable) {
  if (id == 0 || id != reviews.review_job.request) return;
  const ReviewJob job = reviews.review_job;
  reviews.review_job = ReviewJob{};
  const bool on_screen =
      reviews.review && same_game(reviews.review->game, job.game) && reviews.review->player == job.player;
  if (unavailable) {
    // The worker cannot be used: bots think on the page from now on; a review never does.
    if (pacing.bots_in_background) {
      pacing.bots_in_background = false;
      pacing.worker_problem = error;
      notify(tr(Text::notices_bots_here, {{"reason", bots_problem(error)}}), 7.0);
    }
    if (on_screen) reviews.review->error = tr(Text::review_needs_workers, {{"reason", bots_problem(error)}});
    return;
  }
  Review result;
  json::Value value;
  Error problem;
  if (!error.empty()) problem = fail(std::string(error));
  else if (Error e = json::parse(text, value)) problem = e;
  else if (Error e2 = review_from_json(value, result)) problem = e2;
  else if (Error e3 = check_review(job.game.record, result)) problem = e3;
  if (problem) {
    console_warn("Harmonies: the review failed: " + problem.message);
    if (on_screen) reviews.review->error = tr(Text::review_failed, {{"reason", problem.message}});
    return;
  }
  const SavedReview kept{std::move(result), job.game_turns};
  bool stored = false;
  if (!job.game.game_id.empty()) {
    stored = saves().keep_review(job.game.game_id, kept);
    // The game on screen writes its entry again after each move: it carries the review too.
    if (stored && saved && saved->id == job.game.game_id) keep_review(saved->reviews, kept);
  }
  if (!stored) reviews.review_shelf.keep(job.game.record, kept);
  if (on_screen) {
    if (!stored) reviews.review->game.game_id.clear();  // the saved game is gone: the shelf keeps it
    reviews.review->computed = true;
    reviews.review->ms = ms;
    reviews.review->wall_ms = wall_ms;
    reviews.review->comparison.reset();
    reviews.review->comparison_turn = -1;
  }
  console_log("Harmonies: review of " + std::to_string(kept.review.turns.size()) + " turns in " +
              std::to_string(static_cast<long>(wall_ms)) + " ms (" + std::to_string(static_cast<long>(ms)) +
              " ms in the engine)");
}

void App::leave_review() {
  if (!reviews.review) return;
  const Screen back = reviews.review->back;
  if (back == Screen::Game && replays.replay) {
    nav.screen = Screen::Game;
  } else if (back == Screen::End && game && game->is_terminal() && !replays.replay) {
    reviews.review.reset();
    nav.screen = Screen::End;
  } else {
    reviews.review.reset();
    back_to_lobby();
  }
  request_redraw(3);
}

void App::show_reviewed_turn(int index) {
  const SavedReview* shown = shown_review();
  if (!shown || index < 0 || index >= static_cast<int>(shown->review.turns.size())) return;
  const size_t step = static_cast<size_t>(shown->review.turns[static_cast<size_t>(index)].first_action);
  if (!replays.replay || replays.replay->record() != reviews.review->game.record) {
    const ReviewedGame g = reviews.review->game;
    open_replay(g.record, g.names, g.seats, g.game_id);
    if (!replays.replay) return;
  }
  // The end screen is behind the replay now (as after "Watch replay"): "Back" returns to the replay.
  reviews.review->back = Screen::Game;
  replays.replay->playing = false;
  replay_seek(step);
  turn.selection.clear();
  nav.screen = Screen::Game;
  request_redraw(3);
}

int App::reviewed_turn_at_step() const {
  if (!reviews.review || !replays.replay || replays.replay->record() != reviews.review->game.record) return -1;
  const SavedReview* shown = shown_review();
  if (!shown) return -1;
  const size_t step = replays.replay->step();
  const std::vector<Action>& actions = replays.replay->record().actions;
  for (size_t i = 0; i < shown->review.turns.size(); ++i) {
    const size_t first = static_cast<size_t>(shown->review.turns[i].first_action);
    if (step < first) break;
    size_t end = first;  // the turn's EndTurn
    while (end < actions.size() && actions[end].type != ActionType::EndTurn) ++end;
    if (step <= end) return static_cast<int>(i);
  }
  return -1;
}

const TurnComparison* App::reviewed_comparison() {
  const int index = reviewed_turn_at_step();
  if (index < 0) return nullptr;
  const TurnReview& turn = shown_review()->review.turns[static_cast<size_t>(index)];
  if (replays.replay->step() != static_cast<size_t>(turn.first_action)) return nullptr;
  const std::string key = encode_actions(turn.best_turn) + "@" + std::to_string(turn.first_action);
  if (reviews.review->comparison_turn != index || reviews.review->comparison_for != key) {
    reviews.review->comparison.reset();
    reviews.review->comparison_turn = index;
    reviews.review->comparison_for = key;
    if (Error e = compare_turn(reviews.review->game.record, turn, reviews.review->comparison))
      console_warn("Harmonies: the reviewed turn cannot be shown: " + e.message);
  }
  return reviews.review->comparison ? &*reviews.review->comparison : nullptr;
}

}  // namespace harmonies::ui
