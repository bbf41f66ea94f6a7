// "Your record": what the saved games say of the player at this device (model/stats.hpp), configuration by
// configuration (the players, the side, the modules): games finished, the mean and best score, the suns in
// solo, the wins against each bot level, the mean points of each category the setup scores, a chart of the
// scores over time, and the daily challenge's streak. It follows the list of games: a game set aside leaves
// it, a game read from a games file joins it. Back (or Esc) returns to the lobby.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "harmonies/json.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "model/stats.hpp"
#include "model/text.hpp"
#include "platform/page.hpp"
#include "platform/platform.hpp"
#include "platform/storage.hpp"
#include "platform/test_hook.hpp"
#include "render/draw.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/fit_label.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui {

namespace {

constexpr float kPhoneWidth = 760;  // narrower: one column
constexpr float kRounding = 10;

// The figures, kept between frames and visits of the screen: a game is replayed once (RecordBook).
RecordBook& book() {
  static RecordBook kept;
  return kept;
}
// The configuration chosen (its key); empty: the one played last.
std::string& chosen() {
  static std::string key;
  return key;
}

const char* category_name(Category c) {
  switch (c) {
    case Category::Trees: return tr(Text::end_sheet_trees);
    case Category::Mountains: return tr(Text::end_sheet_mountains);
    case Category::Fields: return tr(Text::end_sheet_fields);
    case Category::Buildings: return tr(Text::end_sheet_buildings);
    case Category::Water: return tr(Text::end_sheet_water);
    case Category::Animals: return tr(Text::end_sheet_animals);
    case Category::Spirit: return tr(Text::end_sheet_spirit);
    case Category::Sanctuaries: return tr(Text::end_sheet_sanctuaries);
    case Category::Whispers: return tr(Text::end_sheet_whispers);
  }
  return "";
}

// Each category's bar in the colour of what scores it: the tokens for the landscapes, the cubes for the rest.
ImU32 category_colour(Category c) {
  const Palette& p = palette();
  switch (c) {
    case Category::Trees: return p.tokens[index_of(Token::Green)];
    case Category::Mountains: return p.tokens[index_of(Token::Gray)];
    case Category::Fields: return p.tokens[index_of(Token::Yellow)];
    case Category::Buildings: return p.tokens[index_of(Token::Red)];
    case Category::Water: return p.tokens[index_of(Token::Blue)];
    case Category::Animals: return p.accent;
    case Category::Spirit: return p.spirit_cube;
    case Category::Sanctuaries: return p.tokens[index_of(Token::Brown)];
    case Category::Whispers: return p.whisper_cube;
  }
  return p.accent;
}

const char* level_name(int level) {
  switch (level) {
    case 0: return tr(Text::stats_level_easy);
    case 1: return tr(Text::stats_level_medium);
    default: return tr(Text::stats_level_hard);
  }
}

std::string labelled(const std::string& label, const std::string& text) {
  return tr(Text::words_labelled, {{"label", label}, {"text", text}});
}

// A section's name in small capitals, as the lobby's.
void section_label(const char* text, float left) {
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::TextUnformatted(text);
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

void panel(ImVec2 min, ImVec2 max) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(min, max, palette().panel, kRounding);
  dl->AddRect(min, max, palette().panel_border, kRounding, 0, 1.0f);
}

void draw_sun(ImDrawList* dl, ImVec2 c, float r) {
  for (int k = 0; k < 8; ++k) {
    const float a = static_cast<float>(k) * 0.7854f;
    dl->AddLine(ImVec2(c.x + std::cos(a) * r * 0.7f, c.y + std::sin(a) * r * 0.7f),
                ImVec2(c.x + std::cos(a) * r * 1.1f, c.y + std::sin(a) * r * 1.1f), IM_COL32(230, 160, 40, 255), 2);
  }
  dl->AddCircleFilled(c, r * 0.6f, IM_COL32(240, 185, 50, 255));
}

// --- The header --------------------------------------------------------------------------------------

// "Back", the title and how many games count. False when Back (or Esc) left the screen.
bool header(ScreenHost& app, float left, float width, const PlayerStats& s) {
  ImGui::SetCursorPos(ImVec2(left, 14));
  const char* back = tr(Text::common_back);
  const float back_w = std::max(86.0f, ImGui::CalcTextSize(back).x + ImGui::GetStyle().FramePadding.x * 2);
  if (secondary_button(back, "stats/back", ImVec2(back_w, 36))) {
    app.show_lobby();
    return false;
  }
  item_tooltip(tr(Text::stats_back_tip));
  ImGui::SameLine(0, 14);
  ImGui::PushFont(fonts().heading);
  ImGui::SetCursorPosY(14 + (36 - ImGui::GetFontSize()) * 0.5f);
  ImGui::TextUnformatted(tr(Text::stats_title));
  ImGui::PopFont();
  hook_item("stats/title", {.label = tr(Text::stats_title), .role = Role::Text});
  ImGui::SetCursorPosX(left);
  const std::string counted = tr_count(Text::stats_counted, s.games);
  muted_wrapped(counted, width, fonts().small);
  hook_item("stats/counted", {.label = counted, .role = Role::Text});
  return true;
}

// --- No finished game ------------------------------------------------------------------------------------

void empty_state(float left, float width) {
  ImGui::Dummy(ImVec2(0, 18));
  const float w = std::min(width, 560.0f);
  const float x = left + (width - w) * 0.5f;
  const ImVec2 origin = ImGui::GetWindowPos();
  const float top = ImGui::GetCursorPosY();
  const float pad = 22;
  // Measured first, drawn after: the panel fits its words.
  ImGui::PushFont(fonts().heading);
  const float title_h = ImGui::CalcTextSize(tr(Text::stats_empty_title), nullptr, false, w - pad * 2).y;
  ImGui::PopFont();
  const float text_h = ImGui::CalcTextSize(tr(Text::stats_empty), nullptr, false, w - pad * 2).y;
  const float icon = 34;
  const float h = pad + icon + 12 + title_h + 10 + text_h + pad;
  const ImVec2 min(origin.x + x, origin.y + top - ImGui::GetScrollY());
  const ImVec2 max(min.x + w, min.y + h);
  panel(min, max);
  // An empty chart: three bars, for the look of what will come.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float bx = min.x + w * 0.5f - 24, by = min.y + pad + icon;
  const float heights[3] = {0.45f, 0.8f, 0.6f};
  for (int i = 0; i < 3; ++i)
    dl->AddRectFilled(ImVec2(bx + static_cast<float>(i) * 17, by - icon * heights[i]),
                      ImVec2(bx + static_cast<float>(i) * 17 + 12, by), with_alpha(palette().accent, 0.35f + 0.2f * static_cast<float>(i)), 3);
  dl->AddLine(ImVec2(bx - 6, by), ImVec2(bx + 52, by), palette().text_muted, 1.5f);
  ImGui::SetCursorPos(ImVec2(x + pad, top + pad + icon + 12));
  ImGui::PushFont(fonts().heading);
  ImGui::PushTextWrapPos(x + w - pad);
  ImGui::TextUnformatted(tr(Text::stats_empty_title));
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::SetCursorPos(ImVec2(x + pad, ImGui::GetCursorPosY() + 6));
  muted_wrapped(tr(Text::stats_empty), w - pad * 2);
  hook_rect("stats/empty", min, max,
            {.label = tr(Text::stats_empty_title), .role = Role::Text,
             .words = tr(Text::words_join, {{"a", tr(Text::stats_empty_title)}, {"b", tr(Text::stats_empty)}})});
  ImGui::SetCursorPos(ImVec2(left, top + h + 12));
  ImGui::Dummy(ImVec2(width, 0));
}

// --- The configurations ----------------------------------------------------------------------------------

// The configurations as a list of choices, each with its games' count. Returns the chosen one's index.
int picker(const PlayerStats& s, int chosen_index, float left, float width) {
  section_label(tr(Text::stats_setups), left);
  hook_group("stats/config-", tr(Text::stats_setup_group), Role::Radio);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  int choice = chosen_index;
  const float row_h = 46;
  for (int i = 0; i < static_cast<int>(s.configs.size()); ++i) {
    const ConfigStats& c = s.configs[static_cast<size_t>(i)];
    const std::string name = describe_configuration(c.setup);
    const std::string games = tr_count(Text::stats_config_games, c.games);
    ImGui::SetCursorPosX(left);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::PushID(i);
    const bool clicked = ImGui::InvisibleButton("##config", ImVec2(width, row_h));
    const bool hovered = ImGui::IsItemHovered();
    ImGui::PopID();
    const bool selected = i == chosen_index;
    const ImVec2 end(at.x + width, at.y + row_h);
    dl->AddRectFilled(at, end,
                      selected  ? with_alpha(palette().accent, 0.16f)
                      : hovered ? with_alpha(palette().hover, 0.12f)
                                : palette().panel,
                      8);
    dl->AddRect(at, end, selected ? palette().accent : palette().panel_border, 8, 0, selected ? 2.0f : 1.0f);
    if (selected) dl->AddRectFilled(ImVec2(at.x + 1, at.y + 8), ImVec2(at.x + 5, end.y - 8), palette().accent, 2);
    // The name, cut with "…" when too long (the whole name in a tooltip), and the count under it.
    const float text_x = at.x + 14;
    const float room = width - 28;
    // Too long for the row: the small font, and only then cut.
    ImFont* font = ImGui::CalcTextSize(name.c_str()).x <= room ? ImGui::GetFont() : fonts().small;
    const std::string shown = ellipsized(font, font_px(font), name.c_str(), room);
    dl->AddText(font, font_px(font), ImVec2(text_x, at.y + 5 + (ImGui::GetFontSize() - font_px(font)) * 0.5f),
                palette().text, shown.c_str());
    ImGui::PushFont(fonts().small);
    dl->AddText(ImVec2(text_x, at.y + row_h - ImGui::GetFontSize() - 6), palette().text_muted, games.c_str());
    ImGui::PopFont();
    if (shown != name) item_tooltip(name.c_str());
    hook_rect("stats/config-" + std::to_string(i), at, end,
              {.selected = selected, .label = name, .role = Role::Radio, .words = tr(Text::words_list_comma, {{"a", name}, {"b", games}})});
    if (clicked) choice = i;
    ImGui::SetCursorScreenPos(ImVec2(at.x, end.y + 6));
    ImGui::Dummy(ImVec2(width, 0));
  }
  return choice;
}

// --- The figures -----------------------------------------------------------------------------------------

// A tile: its name (small), its figure (large), a note under it (small), in a panel `w` x `h`.
void tile(const char* name, const std::string& figure, const std::string& note, const std::string& hook, ImVec2 at,
          float w, float h, int suns = -1) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 end(at.x + w, at.y + h);
  panel(at, end);
  ImGui::PushFont(fonts().small);
  const std::string shown_name = ellipsized(ImGui::GetFont(), ImGui::GetFontSize(), name, w - 20);
  dl->AddText(ImVec2(at.x + 12, at.y + 9), palette().text_muted, shown_name.c_str());
  ImGui::PopFont();
  ImGui::PushFont(fonts().heading);
  const float figure_y = at.y + 9 + font_px(fonts().small) + 5;
  dl->AddText(ImVec2(at.x + 12, figure_y), palette().text, figure.c_str());
  const float figure_w = ImGui::CalcTextSize(figure.c_str()).x;
  const float figure_h = ImGui::GetFontSize();
  ImGui::PopFont();
  if (suns > 0) draw_sun(dl, ImVec2(at.x + 12 + figure_w + 14, figure_y + figure_h * 0.5f), 9);
  if (!note.empty()) {
    ImGui::PushFont(fonts().small);
    const std::string shown = ellipsized(ImGui::GetFont(), ImGui::GetFontSize(), note.c_str(), w - 20);
    dl->AddText(ImVec2(at.x + 12, end.y - ImGui::GetFontSize() - 9), palette().text_muted, shown.c_str());
    ImGui::PopFont();
  }
  hook_rect(hook, at, end,
            {.label = figure, .role = Role::Text,
             .words = labelled(name, note.empty() ? figure : tr(Text::words_list_comma, {{"a", figure}, {"b", note}}))});
}

// Games, mean, best and (solo) suns: four tiles in a row, or two rows of two when narrow.
void tiles(const ConfigStats& c, float left, float width) {
  const bool solo = c.setup.solo() && c.best_suns >= 0;
  const int count = solo ? 4 : 3;
  const int per_row = width < 520 ? 2 : count;
  const float gap = 10;
  const float w = std::floor((width - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
  // Room for a note under the figures only where a tile has one (the suns' mean).
  const float h = solo ? 84 : 66;
  ImGui::SetCursorPosX(left);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const auto at = [&](int i) {
    return ImVec2(origin.x + static_cast<float>(i % per_row) * (w + gap), origin.y + static_cast<float>(i / per_row) * (h + gap));
  };
  // Three tiles in rows of two: the last one takes its row's whole width.
  const float last_w = count % per_row ? width : w;
  tile(tr(Text::stats_games), std::to_string(c.games), "", "stats/games", at(0), w, h);
  tile(tr(Text::stats_mean), decimal(c.mean_score, 1), "", "stats/mean", at(1), w, h);
  tile(tr(Text::stats_best), std::to_string(c.best_score), "", "stats/best", at(2), count == 3 ? last_w : w, h);
  if (solo)
    tile(tr(Text::stats_suns), std::to_string(c.best_suns), tr(Text::stats_mean_short, {{"n", decimal(c.mean_suns, 1)}}),
         "stats/suns", at(3), w, h, c.best_suns);
  const int rows = (count + per_row - 1) / per_row;
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + static_cast<float>(rows) * (h + gap)));
  ImGui::Dummy(ImVec2(width, 0));
}

// A tick step for the score axis: about four to six lines.
int tick_step(int span) {
  for (int step : {1, 2, 5, 10, 20, 25, 50, 100})
    if (span / step <= 5) return step;
  return 200;
}

// The chart of the configuration's scores over time: x the games in the order played (the first and last
// dates under the axis), y the points; the mean dashed, the best ringed.
void chart(const PlayerStats& s, const ConfigStats& c, float left, float width, float plot_h) {
  std::vector<const ScorePoint*> points;
  for (const ScorePoint& p : s.timeline)
    if (p.configuration == c.key) points.push_back(&p);
  section_label(tr(Text::stats_chart), left);
  const int n = static_cast<int>(points.size());
  hook_fact("stats_points", n);
  if (n == 0) return;
  ImGui::SetCursorPosX(left);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImRect frame(origin, ImVec2(origin.x + width, origin.y + plot_h));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  panel(frame.Min, frame.Max);
  ImGui::PushFont(fonts().small);
  const float label_h = ImGui::GetTextLineHeight();
  int low = points[0]->score, high = low;
  for (const ScorePoint* p : points) low = std::min(low, p->score), high = std::max(high, p->score);
  // At least 20 points from bottom to top, so that a game or two do not fill the plot with a few points' gap.
  if (high - low < 20) {
    const int middle = (low + high) / 2;
    low = std::max(0, middle - 10);
    high = low + 20;
  }
  const int step = tick_step(high - low);
  low = (low / step) * step;
  high = ((high + step - 1) / step) * step;
  float axis_w = ImGui::CalcTextSize(tr(Text::stats_chart_points)).x * 0.5f;
  for (int v = low; v <= high; v += step) axis_w = std::max(axis_w, ImGui::CalcTextSize(std::to_string(v).c_str()).x);
  // Room above for the axis' name, below for the dates and the axis' caption.
  const ImRect plot(ImVec2(frame.Min.x + axis_w + 18, frame.Min.y + label_h + 16),
                    ImVec2(frame.Max.x - 18, frame.Max.y - label_h * 2 - 18));
  const auto y_of = [&](double v) {
    return plot.Max.y - static_cast<float>((v - low) / static_cast<double>(high - low)) * plot.GetHeight();
  };
  const auto x_of = [&](int i) {
    return n == 1 ? plot.GetCenter().x
                  : plot.Min.x + plot.GetWidth() * static_cast<float>(i) / static_cast<float>(n - 1);
  };
  // The y axis: its name at the top, the ticks' lines and numbers.
  dl->AddText(ImVec2(frame.Min.x + 10, frame.Min.y + 8), palette().text_muted, tr(Text::stats_chart_points));
  for (int v = low; v <= high; v += step) {
    const float y = y_of(v);
    dl->AddLine(ImVec2(plot.Min.x, y), ImVec2(plot.Max.x, y), with_alpha(palette().panel_border, 0.9f), 1.0f);
    const std::string label = std::to_string(v);
    dl->AddText(ImVec2(plot.Min.x - 8 - ImGui::CalcTextSize(label.c_str()).x, y - label_h * 0.5f), palette().text_muted,
                label.c_str());
  }
  dl->AddLine(ImVec2(plot.Min.x, plot.Min.y - 4), ImVec2(plot.Min.x, plot.Max.y), palette().text_muted, 1.0f);
  dl->AddLine(ImVec2(plot.Min.x, plot.Max.y), ImVec2(plot.Max.x + 4, plot.Max.y), palette().text_muted, 1.0f);
  // The x axis: the first and last dates at its ends, its caption in the middle.
  const std::string first = utc_date(points.front()->when_ms), last = utc_date(points.back()->when_ms);
  const float date_y = plot.Max.y + 5;
  dl->AddText(ImVec2(n == 1 ? x_of(0) - ImGui::CalcTextSize(first.c_str()).x * 0.5f : plot.Min.x, date_y),
              palette().text_muted, first.c_str());
  const float last_w = ImGui::CalcTextSize(last.c_str()).x;
  if (n > 1) dl->AddText(ImVec2(plot.Max.x - last_w, date_y), palette().text_muted, last.c_str());
  const char* caption = tr(Text::stats_chart_games);
  const std::string shown_caption = ellipsized(ImGui::GetFont(), ImGui::GetFontSize(), caption, plot.GetWidth());
  dl->AddText(ImVec2(plot.GetCenter().x - ImGui::CalcTextSize(shown_caption.c_str()).x * 0.5f, date_y + label_h + 3),
              palette().text_muted, shown_caption.c_str());
  // The mean, dashed across, named at its right end.
  const float mean_y = y_of(c.mean_score);
  for (float x = plot.Min.x; x < plot.Max.x; x += 10)
    dl->AddLine(ImVec2(x, mean_y), ImVec2(std::min(plot.Max.x, x + 5), mean_y), with_alpha(palette().text_muted, 0.9f), 1.5f);
  const std::string mean = tr(Text::stats_mean_short, {{"n", decimal(c.mean_score, 1)}});
  const float mean_w = ImGui::CalcTextSize(mean.c_str()).x;
  dl->AddRectFilled(ImVec2(plot.Max.x - mean_w - 8, mean_y - label_h - 3), ImVec2(plot.Max.x, mean_y - 1),
                    with_alpha(palette().panel, 0.9f), 3);
  dl->AddText(ImVec2(plot.Max.x - mean_w - 4, mean_y - label_h - 2), palette().text_muted, mean.c_str());
  ImGui::PopFont();

  // Hover: the game nearest the pointer.
  ImGui::SetCursorScreenPos(frame.Min);
  ImGui::InvisibleButton("##chart", frame.GetSize());
  const bool hovered = ImGui::IsItemHovered();
  hook_rect("stats/chart", frame.Min, frame.Max,
            {.role = Role::Text, .words = tr(Text::stats_chart_words, {{"first", first}, {"last", last}})});
  int under = -1;
  if (hovered) {
    float nearest = 1e9f;
    for (int i = 0; i < n; ++i)
      if (std::fabs(x_of(i) - ImGui::GetIO().MousePos.x) < nearest) nearest = std::fabs(x_of(i) - ImGui::GetIO().MousePos.x), under = i;
  }
  if (under >= 0) dl->AddLine(ImVec2(x_of(under), plot.Min.y), ImVec2(x_of(under), plot.Max.y), palette().hover, 2.0f);
  const ImU32 line = palette().accent;
  for (int i = 0; i + 1 < n; ++i)
    dl->AddLine(ImVec2(x_of(i), y_of(points[static_cast<size_t>(i)]->score)),
                ImVec2(x_of(i + 1), y_of(points[static_cast<size_t>(i + 1)]->score)), line, 2.5f);
  const float spacing = n > 1 ? plot.GetWidth() / static_cast<float>(n - 1) : plot.GetWidth();
  const float hit_w = std::max(8.0f, std::min(36.0f, spacing));
  bool best_ringed = false;
  for (int i = 0; i < n; ++i) {
    const ScorePoint& p = *points[static_cast<size_t>(i)];
    const ImVec2 at(x_of(i), y_of(p.score));
    const bool best = !best_ringed && p.score == c.best_score;
    best_ringed = best_ringed || best;
    if (best) dl->AddCircle(at, 7.5f, palette().text, 20, 1.8f);
    dl->AddCircleFilled(at, i == under ? 5.0f : 3.6f, line, 14);
    hook_rect("stats/chart/" + std::to_string(i), ImVec2(at.x - hit_w * 0.5f, plot.Min.y), ImVec2(at.x + hit_w * 0.5f, plot.Max.y),
              {.highlighted = best, .selected = i == under, .role = Role::Text,
               .words = tr_count(Text::stats_chart_point, p.score, {{"date", utc_date(p.when_ms)}})});
  }
  if (under >= 0) {
    ImGui::SetCursorScreenPos(frame.Min);
    const ScorePoint& p = *points[static_cast<size_t>(under)];
    item_tooltip(tr_count(Text::stats_chart_point, p.score, {{"date", utc_date(p.when_ms)}}).c_str());
  }
  ImGui::SetCursorScreenPos(ImVec2(frame.Min.x, frame.Max.y + 6));
  ImGui::Dummy(ImVec2(width, 0));
  if (n == 1) {
    ImGui::SetCursorPosX(left);
    muted_wrapped(tr(Text::stats_chart_one), width, fonts().small);
  }
}

// The mean points of each category the configuration scores, as bars against the largest.
// `labels`: the names' column's width, shared with the bots' rows under them (0: as wide as the names need).
void categories(const ConfigStats& c, float left, float width, float labels = 0) {
  section_label(tr(Text::stats_categories), left);
  float label_w = 0, value_w = 0, largest = 1;
  for (Category k : c.categories) {
    label_w = std::max(label_w, ImGui::CalcTextSize(category_name(k)).x);
    value_w = std::max(value_w, ImGui::CalcTextSize(decimal(c.category_means[static_cast<size_t>(k)], 1).c_str()).x);
    largest = std::max(largest, static_cast<float>(c.category_means[static_cast<size_t>(k)]));
  }
  label_w = labels > 0 ? labels : std::min(label_w + 12, width * 0.42f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float row_h = 26;
  json::Value facts = json::Value::object();
  for (Category k : c.categories) {
    const double mean = c.category_means[static_cast<size_t>(k)];
    ImGui::SetCursorPosX(left);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float text_y = at.y + (row_h - ImGui::GetFontSize()) * 0.5f;
    const std::string name = ellipsized(ImGui::GetFont(), ImGui::GetFontSize(), category_name(k), label_w - 8);
    dl->AddText(ImVec2(at.x, text_y), palette().text, name.c_str());
    const float bar_x = at.x + label_w, bar_w = width - label_w - value_w - 12;
    const float filled = bar_w * static_cast<float>(mean) / largest;
    dl->AddRectFilled(ImVec2(bar_x, at.y + 6), ImVec2(bar_x + bar_w, at.y + row_h - 6), with_alpha(palette().panel_border, 0.6f), 4);
    if (filled > 0.5f) {
      dl->AddRectFilled(ImVec2(bar_x, at.y + 6), ImVec2(bar_x + std::max(filled, 6.0f), at.y + row_h - 6), category_colour(k), 4);
      dl->AddRect(ImVec2(bar_x, at.y + 6), ImVec2(bar_x + std::max(filled, 6.0f), at.y + row_h - 6),
                  with_alpha(palette().text, 0.25f), 4, 0, 1.0f);
    }
    const std::string value = decimal(mean, 1);
    dl->AddText(ImVec2(at.x + width - ImGui::CalcTextSize(value.c_str()).x, text_y), palette().text, value.c_str());
    hook_rect("stats/category/" + std::string(category_key(k)), at, ImVec2(at.x + width, at.y + row_h),
              {.label = value, .role = Role::Text,
               .words = tr_decimal(Text::stats_category_words, mean, 1, {{"category", category_name(k)}})});
    facts[std::string(category_key(k))] = std::round(mean * 10) / 10;
    ImGui::Dummy(ImVec2(width, row_h));
  }
  hook_fact("stats_categories", facts);
}

// The wins against each bot level met in this configuration.
void versus(const ConfigStats& c, float left, float width, float labels = 0) {
  section_label(tr(Text::stats_versus), left);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  json::Value facts = json::Value::object();
  bool any = false;
  float name_w = 0;
  for (int l = 0; l < kBotLevels; ++l) name_w = std::max(name_w, ImGui::CalcTextSize(level_name(l)).x);
  name_w = labels > 0 ? labels : std::min(name_w + 12, width * 0.4f);
  for (int l = 0; l < kBotLevels; ++l) {
    const Versus& v = c.versus[static_cast<size_t>(l)];
    if (v.games == 0) continue;
    any = true;
    const std::string value = tr_count(Text::stats_versus_value, v.wins, {{"games", v.games}});
    ImGui::SetCursorPosX(left);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float row_h = 28;
    const float text_y = at.y + (row_h - ImGui::GetFontSize()) * 0.5f;
    dl->AddText(ImVec2(at.x, text_y), palette().text, level_name(l));
    const float value_w = ImGui::CalcTextSize(value.c_str()).x;
    const float bar_x = at.x + name_w, bar_w = std::max(20.0f, width - name_w - value_w - 14);
    dl->AddRectFilled(ImVec2(bar_x, at.y + 7), ImVec2(bar_x + bar_w, at.y + row_h - 7), with_alpha(palette().panel_border, 0.6f), 4);
    const float filled = bar_w * static_cast<float>(v.wins) / static_cast<float>(v.games);
    if (filled > 0.5f) dl->AddRectFilled(ImVec2(bar_x, at.y + 7), ImVec2(bar_x + std::max(filled, 6.0f), at.y + row_h - 7), palette().accent, 4);
    dl->AddText(ImVec2(at.x + width - value_w, text_y), palette().text, value.c_str());
    const std::string key(bot_level_name(static_cast<BotLevel>(l)));
    hook_rect("stats/versus/" + key, at, ImVec2(at.x + width, at.y + row_h),
              {.label = value, .role = Role::Text, .words = labelled(level_name(l), value)});
    json::Value one = json::Value::object();
    one["games"] = v.games;
    one["wins"] = v.wins;
    facts[key] = one;
    ImGui::Dummy(ImVec2(width, row_h));
  }
  ImGui::SetCursorPosX(left);
  if (!any) {
    muted_wrapped(tr(Text::stats_versus_none), width);
    hook_item("stats/versus/none", {.label = tr(Text::stats_versus_none), .role = Role::Text});
  } else {
    muted_wrapped(tr(Text::stats_versus_note), width, fonts().small);
  }
  hook_fact("stats_versus", facts);
}

// The daily challenge's streak, in a panel `width` wide.
void streak(const Streak& d, float left, float width) {
  const float pad = 14;
  ImGui::SetCursorPosX(left);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float top = ImGui::GetCursorPosY();
  const std::string days = tr_count(Text::stats_streak_days, d.current);
  const std::string longest = tr_count(Text::stats_streak_longest, d.longest);
  const char* note = d.today ? tr(Text::stats_streak_today) : d.current > 0 ? tr(Text::stats_streak_pending)
                                                                             : tr(Text::stats_streak_none);
  const float text_w = width - pad * 2;
  ImGui::PushFont(fonts().small);
  const float note_h = ImGui::CalcTextSize(note, nullptr, false, text_w).y;
  const float small_h = ImGui::GetFontSize();
  ImGui::PopFont();
  const float h = pad + small_h + 8 + font_px(fonts().heading) + 6 + ImGui::GetFontSize() + 6 + note_h + pad;
  panel(at, ImVec2(at.x + width, at.y + h));
  ImGui::SetCursorPos(ImVec2(left + pad, top + pad));
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::TextUnformatted(tr(Text::stats_streak));
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::SetCursorPos(ImVec2(left + pad, ImGui::GetCursorPosY() + 4));
  ImGui::PushFont(fonts().heading);
  ImGui::PushStyleColor(ImGuiCol_Text, d.current > 0 ? palette().text : palette().text_muted);
  ImGui::TextUnformatted(days.c_str());
  ImGui::PopStyleColor();
  const float days_w = ImGui::GetItemRectSize().x;
  const ImVec2 days_min = ImGui::GetItemRectMin();
  ImGui::PopFont();
  if (d.today) draw_sun(ImGui::GetWindowDrawList(), ImVec2(days_min.x + days_w + 16, days_min.y + font_px(fonts().heading) * 0.5f), 9);
  ImGui::SetCursorPosX(left + pad);
  ImGui::TextUnformatted(longest.c_str());
  ImGui::SetCursorPosX(left + pad);
  muted_wrapped(note, text_w, fonts().small);
  hook_rect("stats/streak", at, ImVec2(at.x + width, at.y + h),
            {.label = days, .role = Role::Text,
             .words = labelled(tr(Text::lobby_daily), tr(Text::words_join, {{"a", tr(Text::words_list_comma, {{"a", days}, {"b", longest}})}, {"b", note}}))});
  ImGui::SetCursorPos(ImVec2(left, top + h + 10));
  ImGui::Dummy(ImVec2(width, 0));
}

// The chosen configuration's figures, `width` wide: the tiles, the chart, the categories and the bots.
void figures(const PlayerStats& s, const ConfigStats& c, float left, float width, bool phone, float chart_h) {
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(fonts().heading);
  ImGui::PushTextWrapPos(left + width);
  const std::string name = describe_configuration(c.setup);
  ImGui::TextUnformatted(name.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  hook_item("stats/config-name", {.label = name, .role = Role::Text});
  ImGui::Dummy(ImVec2(0, 2));
  tiles(c, left, width);
  ImGui::Dummy(ImVec2(0, 4));
  const bool bots = !c.setup.solo();
  if (phone) {
    chart(s, c, left, width, chart_h);
    ImGui::Dummy(ImVec2(0, 8));
    // One column of names for the categories and the bots, so their bars line up.
    float labels = 0;
    for (Category k : c.categories) labels = std::max(labels, ImGui::CalcTextSize(category_name(k)).x);
    for (int l = 0; bots && l < kBotLevels; ++l) labels = std::max(labels, ImGui::CalcTextSize(level_name(l)).x);
    labels = std::min(labels + 12, width * 0.42f);
    categories(c, left, width, labels);
    if (bots) {
      ImGui::Dummy(ImVec2(0, 8));
      versus(c, left, width, labels);
    }
    return;
  }
  // Wide: the chart and the categories side by side, the bots under them.
  const float gap = 28;
  const float bars_w = std::floor(std::clamp(width * 0.38f, 260.0f, 340.0f));
  const float chart_w = width - bars_w - gap;
  const float top = ImGui::GetCursorPosY();
  ImGui::SetCursorPos(ImVec2(left, top));
  ImGui::BeginGroup();
  chart(s, c, left, chart_w, chart_h);
  ImGui::EndGroup();
  const float chart_bottom = ImGui::GetCursorPosY();
  ImGui::SetCursorPos(ImVec2(left + chart_w + gap, top));
  ImGui::BeginGroup();
  categories(c, left + chart_w + gap, bars_w);
  ImGui::EndGroup();
  ImGui::SetCursorPos(ImVec2(left, std::max(chart_bottom, ImGui::GetCursorPosY()) + 8));
  if (bots) versus(c, left, std::min(width, 640.0f));
}

void facts(const PlayerStats& s, const ConfigStats* c) {
  hook_fact("stats_games", s.games);
  hook_fact("stats_best", s.best_solo_a ? json::Value(*s.best_solo_a) : json::Value());
  json::Value keys = json::Value::array();
  for (const ConfigStats& k : s.configs) keys.push_back(k.key);
  hook_fact("stats_configs", keys);
  json::Value daily = json::Value::object();
  daily["current"] = s.daily.current;
  daily["longest"] = s.daily.longest;
  daily["today"] = s.daily.today;
  hook_fact("stats_streak", daily);
  if (!c) return;
  json::Value chosen = json::Value::object();
  chosen["key"] = c->key;
  chosen["games"] = c->games;
  chosen["mean"] = std::round(c->mean_score * 10) / 10;
  chosen["best"] = c->best_score;
  if (c->best_suns >= 0) chosen["suns"] = c->best_suns;
  hook_fact("stats_config", chosen);
}

}  // namespace

void stats_screen(ScreenHost& app) {
  hook_begin_frame("stats");
  begin_fullscreen("##stats");
  drag_to_scroll();
  const PlayerStats& s = book().update(saves().games(), utc_date(unix_ms()));
  // The configuration shown: the one chosen, else the one played last.
  int index = -1;
  for (int i = 0; i < static_cast<int>(s.configs.size()); ++i)
    if (s.configs[static_cast<size_t>(i)].key == chosen()) index = i;
  if (index < 0 && !s.timeline.empty())
    for (int i = 0; i < static_cast<int>(s.configs.size()); ++i)
      if (s.configs[static_cast<size_t>(i)].key == s.timeline.back().configuration) index = i;
  if (index < 0 && !s.configs.empty()) index = 0;
  const ImVec2 size = platform().css_size;
  const bool phone = size.x < kPhoneWidth;
  const float width = std::min(phone ? size.x - 24.0f : 1120.0f, size.x - 24.0f);
  const float left = std::round((size.x - width) * 0.5f);
  if (!header(app, left, width, s)) {
    ImGui::End();
    return;
  }
  if (!app.rules_open && !app.share && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    app.show_lobby();
    ImGui::End();
    return;
  }
  facts(s, index >= 0 ? &s.configs[static_cast<size_t>(index)] : nullptr);
  ImGui::Dummy(ImVec2(0, 8));
  if (s.configs.empty()) {
    empty_state(left, width);
    streak(s.daily, left + (width - std::min(width, 560.0f)) * 0.5f, std::min(width, 560.0f));
    ImGui::End();
    return;
  }
  if (phone) {
    const int choice = picker(s, index, left, width);
    if (choice != index) {
      chosen() = s.configs[static_cast<size_t>(choice)].key;
      request_redraw(2);
    }
    ImGui::Dummy(ImVec2(0, 6));
    figures(s, s.configs[static_cast<size_t>(index)], left, width, true, 220);
    ImGui::Dummy(ImVec2(0, 10));
    streak(s.daily, left, width);
  } else {
    // Two columns: the configurations and the streak on the left, the figures on the right.
    const float side_w = 300, gap = 28;
    const float top = ImGui::GetCursorPosY();
    ImGui::SetCursorPos(ImVec2(left, top));
    ImGui::BeginGroup();
    const int choice = picker(s, index, left, side_w);
    ImGui::Dummy(ImVec2(0, 8));
    streak(s.daily, left, side_w);
    ImGui::EndGroup();
    if (choice != index) {
      chosen() = s.configs[static_cast<size_t>(choice)].key;
      request_redraw(2);
    }
    ImGui::SetCursorPos(ImVec2(left + side_w + gap, top));
    ImGui::BeginGroup();
    const float chart_h = std::clamp(size.y - top - 300, 220.0f, 300.0f);
    figures(s, s.configs[static_cast<size_t>(index)], left + side_w + gap, width - side_w - gap, false, chart_h);
    ImGui::EndGroup();
  }
  ImGui::Dummy(ImVec2(0, 16));
  ImGui::End();
}

}  // namespace harmonies::ui
