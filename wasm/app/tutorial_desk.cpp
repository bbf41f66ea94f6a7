// The guided first game as the app runs it (model/tutorial.hpp holds its lessons): started or resumed from
// the lobby, its lesson's check before the engine's on each action, its step kept with the saved game, the
// new step told to the page's live region, and what the step asks outlined as a hint would be.
#include "app/app.hpp"
#include "model/text.hpp"
#include "platform/access_mirror.hpp"
#include "platform/page.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui {

namespace {

// The unfinished guided game to resume: one still in play, or over with its last steps unread.
const SavedGame* guided_game_under_way() {
  for (const SavedGame& g : saves().games())
    if (g.kind == GameKind::Tutorial && !Tutorial(g.tutorial_step).done()) return &g;
  return nullptr;
}

}  // namespace

void App::start_tutorial() {
  if (const SavedGame* under_way = guided_game_under_way()) {
    const SavedGame entry = *under_way;
    resume(entry);
    return;
  }
  start_game(tutorial_setup(), GameKind::Tutorial);
}

void App::follow_tutorial(bool entering) {
  if (!saved || saved->kind != GameKind::Tutorial || !game || replays.replay) {
    nav.tutorial.reset();
    return;
  }
  if (entering || !nav.tutorial) nav.tutorial = TutorialView{Tutorial(saved->tutorial_step), std::nullopt};
  TutorialView& view = *nav.tutorial;
  view.word.reset();  // the action went through: the last word no longer applies
  const bool moved = view.tutorial.catch_up(*game);
  if (moved || entering) {
    saved->tutorial_step = view.tutorial.step();
    save_game();
    tutorial_told_step_ = -1;  // said with its outline (outline_tutorial_step)
  }
}

void App::tutorial_next() {
  if (!nav.tutorial || !game || !saved || !nav.tutorial->tutorial.reads()) return;
  Tutorial& tutorial = nav.tutorial->tutorial;
  tutorial.next(*game);
  nav.tutorial->word.reset();
  saved->tutorial_step = tutorial.step();
  save_game();
  request_redraw(2);
  tutorial_told_step_ = -1;
  if (!tutorial.done()) return;
  // The last step read: the guided game is done, and the lobby offers the real thing.
  nav.lobby.settings.tutorial_done = true;
  save_settings();
  back_to_lobby();
}

void App::decline_tutorial() {
  nav.lobby.settings.tutorial_declined = true;
  save_settings();
}

void App::outline_tutorial_step() {
  if (!nav.tutorial || !game) return;
  const Tutorial& tutorial = nav.tutorial->tutorial;
  const int step = tutorial.step();
  if (tutorial_outlined_version_ == session().version && tutorial_outlined_step_ == step) return;
  if (pacing.hint.action || pacing.hint.wanted) return;  // a hint asked for is shown as it is
  tutorial_outlined_version_ = session().version;
  tutorial_outlined_step_ = step;
  // One announcement: the live region says only the last of several in a frame.
  std::string words;
  if (tutorial_told_step_ != step) {
    const TutorialWords said = tutorial_words(tutorial, *game);
    words = said.say + " " + said.why;
    tutorial_told_step_ = step;
  }
  const std::optional<Action> suggestion =
      can_act() && !game->is_terminal() ? tutorial.suggestion(*game) : std::nullopt;
  if (suggestion && is_legal(*suggestion)) {
    // Shown the way a hint is: outlined, with what it needs selected (the token in hand, the card).
    pacing.hint.plan = {*suggestion};
    pacing.hint.plan_at = record.actions;
    show_hint(false);
    words += (words.empty() ? "" : " ") + hint_words(*game, *suggestion);
  }
  announce(words);
}

}  // namespace harmonies::ui
