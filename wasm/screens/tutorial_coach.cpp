// The guided first game's card: which step of how many, what to do in a sentence and why in another (their
// numbers read from the engine's tables), the lesson's short word when it refused a move, and "Next" on a
// reading step. The game screen gives it room above the board (a desktop) or under it (a phone); the end
// screen above the final boards or the score sheet.
#include <algorithm>
#include <cmath>
#include <vector>
#include <string>

#include "harmonies/json.hpp"
#include "harmonies/state.hpp"
#include "model/text.hpp"
#include "platform/test_hook.hpp"
#include "render/draw.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/rule_numbers.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui {

namespace {

constexpr float kPad = 12, kBar = 5, kGap = 4, kButtonH = 40;

std::string say_of(const Tutorial& tutorial, const GameState& game) {
  switch (tutorial.lesson()) {
    case Lesson::Welcome: return tr(Text::tutorial_welcome_say);
    case Lesson::TakeForTree: return tr(Text::tutorial_take_tree_say);
    case Lesson::Tree: return tr(Text::tutorial_tree_say);
    case Lesson::Card: return tr(Text::tutorial_card_say);
    case Lesson::CardLimit: return tr(Text::tutorial_card_limit_say, {{"limit", kMaxActiveCards}});
    case Lesson::EndFirstTurn:
    case Lesson::EndSecondTurn:
    case Lesson::EndThirdTurn:
    case Lesson::EndFourthTurn:
    case Lesson::EndFifthTurn: return tr(Text::tutorial_end_turn_say);
    case Lesson::TakeForMountain: return tr(Text::tutorial_take_mountain_say);
    case Lesson::Mountain: return tr(Text::tutorial_mountain_say);
    case Lesson::TakeForBuilding: return tr(Text::tutorial_take_building_say);
    case Lesson::Building: return tr(Text::tutorial_building_say);
    case Lesson::TakeForField: return tr(Text::tutorial_take_field_say);
    case Lesson::Field: return tr(Text::tutorial_field_say);
    case Lesson::TakeForRiver: return tr(Text::tutorial_take_river_say);
    case Lesson::River: return tr(Text::tutorial_river_say);
    case Lesson::Cube:
      return tr(Tutorial::cube_placeable(game) ? Text::tutorial_cube_say : Text::tutorial_cube_build_say);
    case Lesson::Finish: return tr(Text::tutorial_finish_say);
    case Lesson::Scores: return tr(Text::tutorial_scores_say);
    case Lesson::Suns:
      return tr(Text::tutorial_suns_say, {{"first", kSunThresholds.front()}, {"last", kSunThresholds.back()}});
    case Lesson::Done: return tr(Text::tutorial_done_say);
  }
  return {};
}

std::string why_of(const Tutorial& tutorial) {
  switch (tutorial.lesson()) {
    case Lesson::Welcome: return tr(Text::tutorial_welcome_why);
    case Lesson::TakeForTree: return tr(Text::tutorial_take_tree_why);
    case Lesson::Tree: return tr(Text::tutorial_tree_why, {{"points", height_points_text()}});
    case Lesson::Card: return tr(Text::tutorial_card_why);
    case Lesson::CardLimit: return tr(Text::tutorial_card_limit_why);
    case Lesson::EndFirstTurn:
    case Lesson::EndSecondTurn:
    case Lesson::EndThirdTurn:
    case Lesson::EndFourthTurn:
    case Lesson::EndFifthTurn: return tr(Text::tutorial_end_turn_why);
    case Lesson::TakeForMountain: return tr(Text::tutorial_take_mountain_why);
    case Lesson::Mountain: return tr(Text::tutorial_mountain_why, {{"points", height_points_text()}});
    case Lesson::TakeForBuilding: return tr(Text::tutorial_take_building_why);
    case Lesson::Building:
      return tr(Text::tutorial_building_why, {{"points", kBuildingPoints}, {"colours", kBuildingMinColours}});
    case Lesson::TakeForField: return tr(Text::tutorial_take_field_why);
    case Lesson::Field: return tr(Text::tutorial_field_why, {{"min", kFieldMinTokens}, {"points", kFieldPoints}});
    case Lesson::TakeForRiver: return tr(Text::tutorial_take_river_why);
    case Lesson::River:
      return tr(Text::tutorial_river_why, {{"points", river_points_text()}, {"longest", river_table_length()}});
    case Lesson::Cube: return tr(Text::tutorial_cube_why);
    case Lesson::Finish: return tr(Text::tutorial_finish_why);
    case Lesson::Scores: return tr(Text::tutorial_scores_why);
    case Lesson::Suns: return tr(Text::tutorial_suns_why);
    case Lesson::Done: return tr(Text::tutorial_done_why);
  }
  return {};
}

std::string header_of(const Tutorial& tutorial) {
  const int shown = std::min(tutorial.step() + 1, Tutorial::step_count());
  return std::string(tr(Text::tutorial_title)) + "  \xc2\xb7  " +
         tr(Text::tutorial_step, {{"n", shown}, {"count", Tutorial::step_count()}});
}

// The card's lines, in the order drawn: font, colour, text.
struct Line {
  ImFont* font;
  ImU32 colour;
  std::string text;
};

std::vector<Line> lines_of(const TutorialView& view, const GameState& game, bool narrow) {
  const Palette& p = palette();
  std::vector<Line> lines;
  lines.push_back({fonts().small, p.text_muted, header_of(view.tutorial)});
  lines.push_back({fonts().body, p.text, say_of(view.tutorial, game)});
  lines.push_back({narrow ? fonts().small : fonts().body, p.text_muted, why_of(view.tutorial)});
  if (view.word) lines.push_back({fonts().body, p.warning, tr(*view.word)});
  return lines;
}

float text_width(float width) { return width - kPad * 2 - kBar; }

float line_height(const Line& line, float wrap) {
  return line.font->CalcTextSizeA(font_px(line.font), FLT_MAX, wrap, line.text.c_str()).y;
}

bool narrow_card(float width) { return width < 560; }

}  // namespace

TutorialWords tutorial_words(const Tutorial& tutorial, const GameState& game) {
  return {say_of(tutorial, game), why_of(tutorial)};
}

float tutorial_coach_height(ScreenHost& app, float width) {
  if (!app.tutorial || !app.game) return 0;
  const float wrap = text_width(width);
  float h = kPad * 2;
  for (const Line& line : lines_of(*app.tutorial, *app.game, narrow_card(width))) h += line_height(line, wrap) + kGap;
  if (app.tutorial->tutorial.reads()) h += kButtonH + kGap * 2;
  return std::ceil(h);
}

void tutorial_coach(ScreenHost& app, const ImRect& area) {
  if (!app.tutorial || !app.game) return;
  const TutorialView& view = *app.tutorial;
  const Palette& p = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(area.Min, area.Max, p.panel, 10);
  dl->AddRect(area.Min, area.Max, p.panel_border, 10, 0, 1.0f);
  dl->AddRectFilled(area.Min, ImVec2(area.Min.x + kBar, area.Max.y), p.accent, 10, ImDrawFlags_RoundCornersLeft);
  const float wrap = text_width(area.GetWidth());
  const std::vector<Line> lines = lines_of(view, *app.game, narrow_card(area.GetWidth()));
  ImVec2 at(area.Min.x + kBar + kPad, area.Min.y + kPad);
  for (const Line& line : lines) {
    dl->AddText(line.font, font_px(line.font), at, line.colour, line.text.c_str(), nullptr, wrap);
    at.y += line_height(line, wrap) + kGap;
  }
  const TutorialWords words = tutorial_words(view.tutorial, *app.game);
  hook_rect("tutorial/card", area.Min, ImVec2(area.Max.x, at.y),
            {.label = words.say, .role = Role::Text, .words = header_of(view.tutorial) + ". " + words.say + " " + words.why});
  if (view.word) hook_rect("tutorial/word", area.Min, ImVec2(area.Max.x, at.y), {.label = tr(*view.word), .role = Role::Text});
  if (view.tutorial.reads()) {
    const bool last = view.tutorial.lesson() == Lesson::Done;
    const char* label = tr(last ? Text::tutorial_finish : Text::tutorial_next);
    const float bw = std::max(140.0f, ImGui::CalcTextSize(label).x + 40);
    ImGui::SetCursorScreenPos(ImVec2(area.Max.x - kPad - bw, area.Max.y - kPad - kButtonH));
    // The keyboard reaches it as any button (Tab, then Enter: web/access.js); Enter alone stays the game's.
    if (primary_button(label, "tutorial/next", ImVec2(bw, kButtonH))) app.tutorial_next();
  }
  hook_fact("tutorial_step", view.tutorial.step());
  hook_fact("tutorial_steps", Tutorial::step_count());
  hook_fact("tutorial_done", view.tutorial.done());
  hook_fact("tutorial_lesson", std::string(lesson_name(view.tutorial.lesson())));
}

}  // namespace harmonies::ui
