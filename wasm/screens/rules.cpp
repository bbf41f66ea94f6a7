// "How to play": a short rules screen over the lobby or the game, with the
// allowed stacks drawn as small pictures.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

#include "render/draw.hpp"
#include "imgui.h"
#include "model/game_words.hpp"
#include "model/text.hpp"
#include "platform/platform.hpp"
#include "screens/rule_numbers.hpp"
#include "screens/screens.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"

namespace harmonies::ui {

namespace {

void heading(const char* text) {
  ImGui::Spacing();
  ImGui::PushFont(fonts().heading);
  // Wraps only when a (translated) heading is wider than the window.
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
}

void paragraph(const char* text) { ImGui::TextWrapped("%s", text); }

// The engine's example stack for a hex asking for `terrain` at `height` (cards.hpp).
Stack example(Terrain terrain, int height = 1) {
  PatternHex hex;
  hex.terrain = terrain;
  hex.height = static_cast<std::uint8_t>(height);
  return example_stack(hex);
}

// Every stack a landscape can be, from the engine's stacking rules: mountains
// and trees by height, a building on each base it accepts, water and field.
std::vector<std::pair<Stack, std::string>> landscape_pictures() {
  std::vector<std::pair<Stack, std::string>> items;
  for (int h = 1; h <= kMaxHeight; ++h)
    items.emplace_back(example(Terrain::Mountain, h), tr(Text::rules_stacking_mountain, {{"n", h}}));
  for (int h = 1; h <= kMaxHeight; ++h)
    items.emplace_back(example(Terrain::Tree, h), tr(Text::rules_stacking_tree, {{"n", h}}));
  // Brown, gray, red: the order the page has always shown them in.
  std::vector<Token> bases = building_bases();
  std::stable_partition(bases.begin(), bases.end(), [](Token t) { return t == Token::Brown; });
  for (Token base : bases) {
    Stack building = example(Terrain::Building, 2);
    building.tokens[0] = base;
    items.emplace_back(building, terrain_name(Terrain::Building));
  }
  items.emplace_back(example(Terrain::Water), terrain_name(Terrain::Water));
  items.emplace_back(example(Terrain::Field), terrain_name(Terrain::Field));
  return items;
}

// A row of small stack pictures with captions.
void stack_pictures(const std::vector<std::pair<Stack, std::string>>& items, float width) {
  const float cell = std::clamp(width / static_cast<float>(items.size()), 70.0f, 110.0f);
  const float r = cell * 0.3f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int per_row = std::max(1, static_cast<int>(width / cell));
  for (size_t i = 0; i < items.size(); ++i) {
    if (i % per_row) ImGui::SameLine(0, 0);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(cell, cell * 0.95f));
    draw_stack(dl, ImVec2(at.x + cell * 0.5f, at.y + cell * 0.42f), r, items[i].first);
    ImFont* f = fonts().small;
    const char* caption = items[i].second.c_str();
    // A caption wider than its cell (a longer translation) is drawn a little smaller on one line.
    float px = font_px(f);
    float wrap = cell - 4;
    const float one_line = f->CalcTextSizeA(px, FLT_MAX, 0, caption).x;
    if (one_line > wrap) {
      px *= wrap / one_line;
      wrap = 0;
    }
    const ImVec2 ts = f->CalcTextSizeA(px, cell - 4, wrap, caption);
    dl->AddText(f, px, ImVec2(at.x + (cell - ts.x) * 0.5f, at.y + cell * 0.75f), palette().text, caption, nullptr,
                wrap);
  }
}

// RULES.md "Sides C and D": what each side changes, with the engine's numbers (scoring.hpp), and side D's
// two marks as the board draws them.
void sides_c_and_d() {
  heading(tr(Text::rules_sides_heading));
  paragraph(tr(Text::rules_side_c_text, {{"points", kSideCBuildingPoints},
                                         {"colours", kSideCBuildingMinColours},
                                         {"base_points", kBuildingPoints},
                                         {"base_colours", kBuildingMinColours}})
                .c_str());
  paragraph(tr(Text::rules_side_d_text, {{"count", static_cast<int>(kSideDDrySpaces.size())},
                                         {"trees", points_or_text(kSideDTreePoints)},
                                         {"field", kSideDFieldPoints}})
                .c_str());
  // Each mark followed by its meaning, on one row, centred on the row's middle.
  const float size = std::round(ImGui::GetFontSize() * 1.3f);
  const float row_h = std::max(size + 4, ImGui::GetTextLineHeight());
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float x = at.x;
  const auto mark = [&](bool watered, const char* meaning, const char* hook) {
    draw_dry_mark(dl, ImVec2(x + 4 + size * 0.5f, at.y + row_h * 0.5f), size, watered);
    hook_rect(hook, ImVec2(x, at.y), ImVec2(x + size + 8, at.y + row_h));
    x += size + 14;
    dl->AddText(ImVec2(x, at.y + 0.5f * (row_h - ImGui::GetTextLineHeight())), ImGui::GetColorU32(ImGuiCol_Text),
                meaning);
    x += ImGui::CalcTextSize(meaning).x + 24;
  };
  mark(false, tr(Text::rules_side_d_dry), "rules/dry-mark");
  mark(true, tr(Text::rules_side_d_watered), "rules/watered-mark");
  ImGui::Dummy(ImVec2(x - at.x, row_h));
}

}  // namespace

void rules_overlay(App& app) {
  const ImVec2 size = platform().css_size;
  // A dimmed backdrop that catches clicks: clicking it closes the page.
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(size);
  ImGui::SetNextWindowBgAlpha(0.45f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(30, 36, 28, 255));
  ImGui::Begin("##rules-backdrop", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoNav);
  ImGui::PopStyleColor();
  if (ImGui::IsWindowHovered() && ImGui::IsMouseClicked(0)) app.rules_open = false;
  ImGui::End();

  const ImVec2 win(std::min(720.0f, size.x - 16), size.y - 32);
  ImGui::SetNextWindowPos(ImVec2((size.x - win.x) * 0.5f, 16));
  ImGui::SetNextWindowSize(win);
  ImGui::SetNextWindowFocus();
  ImGui::PushStyleColor(ImGuiCol_WindowBg, palette().panel);
  ImGui::Begin("How to play", nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoTitleBar);
  ImGui::PopStyleColor();
  const float width = ImGui::GetContentRegionAvail().x;
  // The title in the title font, or the heading font when a translation would run under the Close button.
  const char* title = tr(Text::rules_title);
  ImFont* title_font = fonts().title;
  const float title_room = width - 90 - ImGui::GetStyle().ItemSpacing.x;
  if (title_font->CalcTextSizeA(font_px(title_font), FLT_MAX, 0, title).x > title_room) title_font = fonts().heading;
  ImGui::PushFont(title_font);
  ImGui::TextUnformatted(title);
  ImGui::PopFont();
  ImGui::SameLine(width - 90);
  if (secondary_button(tr(Text::common_close), "rules/close", ImVec2(90, 0)) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
    app.rules_open = false;
  hook_rect("rules/window", ImGui::GetWindowPos(),
            ImVec2(ImGui::GetWindowPos().x + win.x, ImGui::GetWindowPos().y + win.y));

  heading(tr(Text::rules_turn_heading));
  paragraph(tr(Text::rules_turn_text));

  heading(tr(Text::rules_stacking_heading));
  paragraph(tr(Text::rules_stacking_intro));
  stack_pictures(landscape_pictures(), width);
  paragraph(tr(Text::rules_stacking_limits));

  heading(tr(Text::rules_cards_heading));
  paragraph(tr(Text::rules_cards_text));

  // RULES.md "Pulse": the module's one rule and its symmetry reminder, drawn as the cards show it.
  heading(tr(Text::rules_pulse_heading));
  paragraph(tr(Text::rules_pulse_text));
  {
    const float mark_h = std::round(ImGui::GetFontSize() * 1.2f);
    const ImVec2 mark = mirror_mark_extent(mark_h);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(mark.x + 16, mark.y + 6));
    draw_mirror_mark(ImGui::GetWindowDrawList(), ImVec2(at.x + 8 + mark.x * 0.5f, at.y + 3 + mark.y * 0.5f), mark_h,
                     palette().text);
    hook_rect("rules/mirror-mark", at, ImVec2(at.x + mark.x + 16, at.y + mark.y + 6));
  }

  heading(tr(Text::rules_scoring_heading));
  // The numbers are the engine's point tables (scoring.hpp); the text names three heights.
  static_assert(kMaxHeight == 3, "rules.scoring.text lists the points of heights 1, 2 and 3");
  const std::string scoring =
      tr(Text::rules_scoring_text, {{"low", kHeightPoints[1]},
                                    {"mid", kHeightPoints[2]},
                                    {"high", kHeightPoints[3]},
                                    {"field_points", kFieldPoints},
                                    {"field_min", kFieldMinTokens},
                                    {"building_points", kBuildingPoints},
                                    {"building_colours", kBuildingMinColours},
                                    {"river_points", river_points_text()},
                                    {"river_length", river_table_length()},
                                    {"river_extra", kRiverPointsPerExtraToken},
                                    {"island_points", kIslandPoints}});
  paragraph(scoring.c_str());

  sides_c_and_d();

  heading(tr(Text::rules_solo_heading));
  paragraph(tr(Text::rules_solo_text));

  heading(tr(Text::rules_keys_heading));
  paragraph(tr(Text::rules_keys_text));
  ImGui::End();
}

}  // namespace harmonies::ui
