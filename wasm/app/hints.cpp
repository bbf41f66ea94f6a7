// Hints: what the hint's bot would do next, outlined where the player clicks, with what it needs
// selected (model/turn_guide.hpp, focus_of): the colour in hand, the held card or whisper card, and on a
// phone the tab holding the outlined target, so that a click on the outlined target does exactly the
// hinted action.
//
// The hint's bot is the hard one: the review (harmonies-cli review, the hard bot judging) rates games
// played by following every medium hint at 79% accuracy, hard ones at 95.6% (scripts/review_levels.py,
// 10 solo games each): a hint the review calls a mistake would contradict it. Its answer is the rest of
// the turn, kept as a plan: while the player follows it, each next hint is known at once. Once the
// player has asked for a hint in a game, each new position is asked ahead in the worker, so that a hint
// costs the frames that draw it rather than the bot's thinking.
#include <algorithm>
#include <string>

#include "app/app.hpp"
#include "app/bot_questions.hpp"
#include "harmonies/action_codes.hpp"
#include "model/text.hpp"
#include "platform/access_mirror.hpp"
#include "platform/page.hpp"
#include "platform/platform.hpp"

namespace harmonies::ui {

namespace {

constexpr Seat kHintBot = Seat::Hard;
constexpr std::uint64_t kHintTag = 1;  // bot_seed's tag: a hint's seed differs from the seat's own bot's
// The hint's clock cap: the hard bot's cap on evaluations binds first in Chromium (well under a second), so
// a position gets the same hint on every machine; this cap, looser than a bot seat's (kHardBudgetMs, which
// paces a watched turn), only binds on a machine or a moment far slower.
constexpr double kHintBudgetMs = 2500;

// Brings `plan`, made after the actions `from`, up to the record's actions `now`: the actions played since
// must be the plan's first ones. False when the game left the plan (or it is used up).
bool follow_plan(std::vector<Action>& plan, std::vector<Action>& from, const std::vector<Action>& now) {
  if (now.size() < from.size() || !std::equal(from.begin(), from.end(), now.begin())) return false;
  for (std::size_t i = from.size(); i < now.size(); ++i) {
    if (plan.empty() || !(plan.front() == now[i])) return false;
    plan.erase(plan.begin());
  }
  from = now;
  return !plan.empty();
}

}  // namespace

bool App::hint_plan_ready() const {
  return !pacing.hint.plan.empty() && pacing.hint.plan_at == record.actions && is_legal(pacing.hint.plan.front());
}

void App::send_hint_question() {
  pacing.hint.request = new_bot_question();
  pacing.hint.asked_at = record.actions;
  const int player = game->current_player();
  send_bot_question(*this, pacing.hint.request, kHintBot, bot_seed(*game, player, completed_turns(*game), kHintTag),
                    kHintBudgetMs);
}

void App::ask_hint() {
  if (!game || !can_act() || game->is_terminal() || pacing.hint.action || pacing.hint.wanted) return;
  pacing.hint.used = true;
  pacing.hint.wanted = true;
  pacing.hint.version = session().version;
  request_redraw(2);
  if (hint_plan_ready()) show_hint();
  else if (!pacing.hint.request) send_hint_question();  // one in flight for an older position: asked again when it ends
}

void App::keep_hint_current() {
  // A hint, shown or awaited, belongs to the position it was asked at: any action clears it.
  if (pacing.hint.version != session().version) {
    pacing.hint.action.reset();
    pacing.hint.wanted = false;
  }
  if (!game || !can_act() || game->is_terminal()) {
    pacing.hint.plan.clear();
    return;
  }
  HintState& hint = pacing.hint;
  if (!hint.plan.empty() && !follow_plan(hint.plan, hint.plan_at, record.actions)) hint.plan.clear();
  if (pacing.hint.used && !pacing.hint.request && !hint_plan_ready()) send_hint_question();
}

void App::hint_answer(std::string_view actions, std::string_view error, double ms) {
  pacing.hint.request = 0;
  if (!game || !can_act() || game->is_terminal()) return;
  std::vector<Action> plan;
  if (error.empty() && !decode_actions(actions, plan) && !plan.empty()) {
    pacing.hint.asked_ms = ms;
    pacing.hint.plan = std::move(plan);
    pacing.hint.plan_at = pacing.hint.asked_at;
    if (!follow_plan(pacing.hint.plan, pacing.hint.plan_at, record.actions)) pacing.hint.plan.clear();
    if (hint_plan_ready()) {
      if (pacing.hint.wanted) show_hint();
      return;
    }
    // The game left the plan meanwhile: ask for the position now.
    if (pacing.hint.plan_at != record.actions || pacing.hint.plan.empty()) {
      send_hint_question();
      return;
    }
  }
  pacing.hint.plan.clear();
  console_warn("Harmonies: no hint (" + std::string(error.empty() ? "the suggested action is not legal" : error) + ")");
  if (pacing.hint.wanted) notify(tr(Text::notices_no_hint));
  pacing.hint.wanted = false;
}

void App::show_hint(bool tell) {
  pacing.hint.action = pacing.hint.plan.front();
  pacing.hint.version = session().version;
  pacing.hint.wanted = false;
  pacing.hint.shown_at = now_seconds();
  // What a click on the outlined target needs selected.
  const ActionFocus focus = focus_of(*pacing.hint.action);
  turn.selection.follow_hint(focus);
  if (tell) announce(hint_words(*game, *pacing.hint.action));  // the page's live region: the outline, in words
  // A phone shows the tab holding what to click (a held card to place from stays behind its marked tab).
  if (nav.portrait_layout && portrait_tab_of(focus.target) >= 0) nav.portrait_tab = portrait_tab_of(focus.target);
  request_redraw(2);
}

}  // namespace harmonies::ui
