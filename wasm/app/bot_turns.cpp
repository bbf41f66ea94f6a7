// Bots in the browser: a bot's turn is asked of the bots' Web Worker (web/bots.js,
// web/bot-worker.js, wasm/bot_worker.cpp) with the game record, and its answer is
// played one action at a time at a watchable pace through the engine, like a
// person's clicks. Hints ask the same way (hints.cpp). Nothing here blocks:
// while the worker thinks the page keeps drawing (a few frames a second for the
// indicator). Without a usable worker, web/bots.js loads the same bot engine on
// the page (easy and medium think in a few milliseconds to a tenth of a second;
// hard ones play at medium strength there): the bots' code is never in the app's
// own wasm, which a first visit downloads before its first frame (issue 28).
#include <algorithm>
#include <string>

#include "app/app.hpp"
#include "app/bot_questions.hpp"
#include "harmonies/action_codes.hpp"
#include "harmonies/bot.hpp"
#include "harmonies/rng.hpp"
#include "model/error_words.hpp"
#include "model/text.hpp"
#include "platform/page.hpp"
#include "platform/platform.hpp"

namespace harmonies::ui {

namespace {

constexpr double kPaceSeconds = 0.42;      // between two of a bot's actions
constexpr double kFirstActionSeconds = 0.7;  // at least this after the turn starts, however quick the bot

int next_question = 0;

}  // namespace

int new_bot_question() { return ++next_question; }

double bot_seed(const GameState& g, int seat, int turn, std::uint64_t tag) {
  std::uint64_t h = hash_text(g.setup().seed);
  h ^= (static_cast<std::uint64_t>(seat) + 1) * 0x9E3779B97F4A7C15ull;
  h ^= (static_cast<std::uint64_t>(turn) + 1) * 0xC2B2AE3D27D4EB4Full;
  h ^= tag * 0x165667B19E3779F9ull;
  h ^= h >> 29;
  h *= 0xBF58476D1CE4E5B9ull;
  h ^= h >> 32;
  return static_cast<double>(h & ((1ull << 53) - 1));
}

namespace {

// The worker's answer: a turn's action codes (action_codes.hpp), at least one.
bool decode_plan(std::string_view codes, std::vector<Action>& out) {
  out.clear();
  if (decode_actions(codes, out)) return false;
  return !out.empty();
}

}  // namespace

void App::forget_bot_questions() {
  cancel_bots(pacing.bot.request);
  cancel_bots(pacing.hint.request);
  pacing.bot.request = 0;
  pacing.bot.plan.clear();
  pacing.hint.request = 0;
}

void send_bot_question(App& app, int id, Seat kind, double seed, double budget_ms) {
  // Without what "Start my turn over" and "Undo" took back: the same position, in fewer actions.
  ask_bots(id, encode_record(without_undone_actions(app.record)), seat_name(kind), seed, budget_ms);
}

void App::ask_bot() {
  const int player = game->current_player();
  pacing.bot.request = new_bot_question();
  pacing.bot.asked_at = now_seconds();
  pacing.bot.plan_version = session().version;  // the answer is for this position
  const Seat kind = turn.seats[player];
  send_bot_question(*this, pacing.bot.request, kind, bot_seed(*game, player, completed_turns(*game), 0),
                kind == Seat::Hard ? kHardBudgetMs : 0);
  request_redraw(2);
}

void App::bot_answer(int id, std::string_view actions, std::string_view error, double ms, bool unavailable) {
  request_redraw(2);
  if (unavailable && pacing.bots_in_background) {
    pacing.bots_in_background = false;
    pacing.worker_problem = error;
    notify(tr(Text::notices_bots_here, {{"reason", bots_problem(error)}}), 7.0);
  }
  if (id == 0) return;
  if (id == pacing.bot.request) {
    pacing.bot.request = 0;
    if (!bot_turn()) return;
    pacing.bot.last_ms = ms;
    if (!error.empty() || !decode_plan(actions, pacing.bot.plan)) {
      console_warn("Harmonies: the bot gave no usable answer (" + std::string(error.empty() ? "unreadable actions" : error) +
           "); it plays its first legal action");
      pacing.bot.plan.clear();
      for (const Action& a : game->legal_actions())
        if (!is_take_back(a.type)) {
          pacing.bot.plan.push_back(a);
          break;
        }
    }
    const double now = now_seconds();
    pacing.bot.next_at = platform().animations ? std::max(now + 0.15, pacing.bot.asked_at + kFirstActionSeconds) : 0;
    return;
  }
  if (id == pacing.hint.request) hint_answer(actions, error, ms);
}

void App::play_bot_action() {
  const int player = game->current_player();
  Action action = pacing.bot.plan.front();
  pacing.bot.plan.erase(pacing.bot.plan.begin());
  if (Error e = session().apply(action)) {
    console_warn("Harmonies: the engine refused the bot's \"" + to_string(action) + "\" (" + e.message +
         "); it plays its first legal action instead");
    pacing.bot.plan.clear();
    const std::vector<Action> legal = game->legal_actions();
    const auto it = std::find_if(legal.begin(), legal.end(),
                                 [](const Action& a) { return !is_take_back(a.type); });
    if (it == legal.end()) return;
    action = *it;
    if (session().apply(action)) return;
  }
  pacing.bot.last_player = player;
  if (action.type == ActionType::PlaceToken || action.type == ActionType::PlaceCube ||
      action.type == ActionType::PlaceWhisper)
    pacing.bot.last_space = action.b;
  if (action.type == ActionType::TakeSpot) {
    pacing.bot.last_spot = action.a;
    pacing.bot.last_space = -1;
  }
  if (action.type == ActionType::EndTurn) pacing.bot.last_spot = -1;
  acted(action, player);
  pacing.bot.plan_version = session().version;
  pacing.bot.next_at = platform().animations ? now_seconds() + kPaceSeconds : 0;
  request_redraw(2);
}

void App::bot_tick() {
  if (!bot_turn() || nav.screen != Screen::Game) {
    if (pacing.bot.request) cancel_bots(pacing.bot.request);
    pacing.bot.request = 0;
    pacing.bot.plan.clear();
    return;
  }
  if (pacing.bot.request) {
    request_redraw_at(now_seconds() + 0.1);  // the thinking indicator moves; the worker answers
    return;
  }
  // Something else moved the game (the page's scripts): the plan no longer fits.
  if (!pacing.bot.plan.empty() && pacing.bot.plan_version != session().version) pacing.bot.plan.clear();
  if (pacing.bot.plan.empty()) {
    ask_bot();
    return;
  }
  if (now_seconds() < pacing.bot.next_at) {
    request_redraw_at(pacing.bot.next_at);
    return;
  }
  play_bot_action();
}

}  // namespace harmonies::ui
