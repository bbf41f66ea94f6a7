#include "screens/score_sheet.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "imgui.h"
#include "model/board_words.hpp"
#include "model/seat_names.hpp"
#include "model/game_words.hpp"
#include "model/text.hpp"
#include "render/draw.hpp"
#include "render/theme.hpp"
#include "platform/test_hook.hpp"
#include "render/widgets.hpp"

namespace harmonies::ui {

namespace {

// The labels' column is this much wider than a player's; on a narrow sheet (a phone with four players)
// less, with less padding in the cells, so that the names have room.
constexpr float kLabelWeight = 1.6f;
constexpr float kNarrowLabelWeight = 1.3f;
constexpr float kNarrowCellPadding = 4;
constexpr float kNarrowColumn = 56;  // a player's column narrower than this makes the sheet narrow

// Text centred in the current table cell (numbers line up under the names).
void cell_centered(const char* text, ImU32 colour = 0) {
  const float free = ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(text).x;
  if (free > 0) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + free * 0.5f);
  if (colour) ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextUnformatted(text);
  if (colour) ImGui::PopStyleColor();
}

void cell_number(int value, ImU32 colour = 0) {
  char text[16];
  std::snprintf(text, sizeof text, "%d", value);
  cell_centered(text, colour);
}

// A card's name in the first column, indented. A name too long for the column (a phone in French or
// Spanish) takes the small font, and only if that is still too long is it cut with "…" (the whole
// name in a tooltip). A card with the mirror mark (RULES.md "Pulse") shows it after its name; where
// the name and the mark do not both fit, the mark takes the indent's place before the name instead.
void card_name_cell(const char* name, bool marked) {
  const float indent = ImGui::CalcTextSize("  ").x;
  const float row_text_h = ImGui::GetTextLineHeight();
  const float avail = ImGui::GetContentRegionAvail().x;
  const float mark_h = std::round(font_px(fonts().small) * 0.9f);
  const ImVec2 mark = mirror_mark_extent(mark_h);
  const float gap = 5;
  const float small_w = fonts().small->CalcTextSizeA(font_px(fonts().small), FLT_MAX, 0, name).x;
  // Where the name starts and how wide it may be; after: the mark follows the name.
  const bool after = !marked || small_w + mark.x + gap <= avail - indent;
  const float start = after ? indent : mark.x + gap;
  const float room = avail - start - (marked && after ? mark.x + gap : 0);
  const bool smaller = ImGui::CalcTextSize(name).x > room;
  const ImVec2 row = ImGui::GetCursorScreenPos();
  if (smaller) {
    ImGui::PushFont(fonts().small);
    // Centred in a row sized for the body font.
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (row_text_h - ImGui::GetTextLineHeight()) * 0.5f);
  }
  const std::string shown = ellipsized(ImGui::GetFont(), ImGui::GetFontSize(), name, room);
  const bool cut = shown != name;
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + start);
  ImGui::TextUnformatted(shown.c_str());
  const float name_end = ImGui::GetItemRectMax().x;
  if (smaller) ImGui::PopFont();
  if (cut) item_tooltip(name);
  if (!marked) return;
  const ImVec2 at(after ? name_end + gap : row.x, row.y);
  ImGui::SetCursorScreenPos(at);
  ImGui::Dummy(ImVec2(mark.x, row_text_h));
  draw_mirror_mark(ImGui::GetWindowDrawList(), ImVec2(at.x + mark.x * 0.5f, at.y + row_text_h * 0.5f), mark_h,
                   palette().text_muted);
  item_tooltip(tr(Text::end_sheet_mirror_tip));
}

// A category's name in the first column: the small font where it is too wide (a phone with four players),
// cut with "…" only if that is still too wide (the whole name in a tooltip).
void label_cell(const char* label) {
  const float avail = ImGui::GetContentRegionAvail().x;
  if (ImGui::CalcTextSize(label).x <= avail) {
    ImGui::TextUnformatted(label);
    return;
  }
  const float row_text_h = ImGui::GetTextLineHeight();
  ImGui::PushFont(fonts().small);
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (row_text_h - ImGui::GetTextLineHeight()) * 0.5f);
  const std::string shown = ellipsized(ImGui::GetFont(), ImGui::GetFontSize(), label, avail);
  ImGui::TextUnformatted(shown.c_str());
  ImGui::PopFont();
  if (shown != label) item_tooltip(label);
}

}  // namespace

ScoreSheet::NameLines ScoreSheet::name_lines(const std::string& name, float width, bool small) {
  // Word by word into lines no wider than the column; the small font when a word is too wide for the
  // body's; a word too wide even then is cut with "…".
  NameLines out;
  for (ImFont* font : {fonts().body, fonts().small}) {
    if (small && font == fonts().body) continue;
    out.font = font;
    out.lines.clear();
    const float size = font_px(font);
    const auto width_of = [&](const std::string& text) {
      return font->CalcTextSizeA(size, FLT_MAX, 0, text.c_str()).x;
    };
    bool fits = true;
    std::string line;
    size_t at = 0;
    while (at <= name.size()) {
      const size_t space = std::min(name.find(' ', at), name.size());
      const std::string word = name.substr(at, space - at);
      at = space + 1;
      if (word.empty()) continue;
      fits = fits && width_of(word) <= width;
      if (!line.empty() && width_of(line + " " + word) <= width) {
        line += " " + word;
      } else {
        if (!line.empty()) out.lines.push_back(line);
        line = word;
      }
    }
    if (!line.empty()) out.lines.push_back(line);
    if (fits) return out;
  }
  for (std::string& line : out.lines) line = ellipsized(out.font, font_px(out.font), line.c_str(), width);
  out.cut = true;
  return out;
}

float ScoreSheet::player_column_width(float columns) const {
  const float spacing = ImGui::GetStyle().CellPadding.x * 2 * static_cast<float>(n_ + 1);
  return std::floor((columns - spacing) / (label_weight_ + static_cast<float>(n_))) - 1;
}

// A bot's name too long for its column ("Heron (medium)" on a phone with four players) is shown short
// ("Heron med.", the table of strings' short form) when that fits better; any other name is cut.
ScoreSheet::NameLines ScoreSheet::header_name(int player, float width, bool small) const {
  const std::string& name = app_.name_of(player);
  NameLines lines = name_lines(name, width, small);
  if (!lines.cut || !app_.is_bot_seat(player) || name != bot_seat_name(app_.seats[player], player)) return lines;
  NameLines short_lines = name_lines(bot_seat_short_name(app_.seats[player], player), width, small);
  short_lines.cut = true;  // the whole name in the tooltip
  return short_lines;
}

float ScoreSheet::header_height(float columns) {
  const float column = std::max(player_column_width(columns), 1.0f);
  // One font for every name: the small one as soon as one name needs it.
  header_small_ = false;
  for (int i = 0; i < n_; ++i) header_small_ = header_small_ || header_name(i, column, false).font == fonts().small;
  float text_h = ImGui::GetTextLineHeight();
  for (int i = 0; i < n_; ++i) {
    const NameLines names = header_name(i, column, header_small_);
    text_h = std::max(text_h, font_px(names.font) * static_cast<float>(names.lines.size()));
  }
  return row_height(text_h);
}

float ScoreSheet::row_height(float text_height) { return text_height + ImGui::GetStyle().CellPadding.y * 2; }

int ScoreSheet::detail_rows() const {
  // Landscapes, animals, spirit, sanctuaries and whispers (RULES.md "Crescendo").
  int rows = 5 + 1 + (g_.setup().spirits ? 1 : 0) + (g_.setup().sanctuaries ? 1 : 0) + (g_.setup().whispers ? 1 : 0);
  for (const PlayerScore& s : scores_) rows += static_cast<int>(s.animals.size());
  return rows;
}

bool ScoreSheet::won(int player) const {
  return n_ > 1 && std::find(outcome_.winners.begin(), outcome_.winners.end(), player) != outcome_.winners.end();
}

bool ScoreSheet::begin(const char* id, float width) const {
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchSame;
  if (!ImGui::BeginTable(id, n_ + 1, flags, ImVec2(width, 0))) return false;
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch, label_weight_);
  for (int i = 0; i < n_; ++i) ImGui::TableSetupColumn(app_.name_of(i).c_str(), ImGuiTableColumnFlags_WidthStretch, 1.0f);
  return true;
}

template <class ValueOf>
void ScoreSheet::row(const char* label, ValueOf value_of, bool bold) const {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  if (bold) ImGui::PushFont(fonts().heading);
  label_cell(label);
  for (int i = 0; i < n_; ++i) {
    ImGui::TableNextColumn();
    cell_number(value_of(scores_[i]), bold && won(i) ? palette().accent : 0);
  }
  if (bold) ImGui::PopFont();
}

// Each player's name over their column, the winners' in the accent colour.
// A name wider than its column wraps at its spaces ("Garza" over "(medium)"), in the small font if a word
// needs it; the names sit on the row's bottom line.
void ScoreSheet::header(float width) const {
  if (!begin("##names", width)) return;
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers, header_h_);
  ImGui::TableNextColumn();
  const float pad_y = ImGui::GetStyle().CellPadding.y;
  for (int i = 0; i < n_; ++i) {
    ImGui::TableNextColumn();
    // The width header_height measured with, so the row holds every line.
    const float column = std::min(player_column_width(width), ImGui::GetContentRegionAvail().x);
    const NameLines names = header_name(i, std::max(column, 1.0f), header_small_);
    const float line_h = font_px(names.font);
    const float top = ImGui::GetCursorPosY() + header_h_ - pad_y * 2 - line_h * static_cast<float>(names.lines.size());
    ImGui::PushFont(names.font);
    ImGui::BeginGroup();
    for (size_t k = 0; k < names.lines.size(); ++k) {
      ImGui::SetCursorPosY(top + line_h * static_cast<float>(k));
      cell_centered(names.lines[k].c_str(), won(i) ? palette().accent : 0);
    }
    ImGui::EndGroup();
    ImGui::PopFont();
    if (names.cut) item_tooltip(app_.name_of(i).c_str());
  }
  ImGui::EndTable();
}

void ScoreSheet::details(float width) const {
  if (!begin("##details", width)) return;
  row(tr(Text::end_sheet_trees), [](const PlayerScore& s) { return s.landscape.trees; });
  row(tr(Text::end_sheet_mountains), [](const PlayerScore& s) { return s.landscape.mountains; });
  row(tr(Text::end_sheet_fields), [](const PlayerScore& s) { return s.landscape.fields; });
  row(tr(Text::end_sheet_buildings), [](const PlayerScore& s) { return s.landscape.buildings; });
  row(tr(Text::end_sheet_water), [](const PlayerScore& s) { return s.landscape.water; });
  // RULES.md "Crescendo": scored on the board too, so beside the landscapes (in view above the animal cards).
  if (g_.setup().sanctuaries)
    row(tr(Text::end_sheet_sanctuaries), [](const PlayerScore& s) { return s.sanctuaries; });
  if (g_.setup().whispers) row(tr(Text::end_sheet_whispers), [](const PlayerScore& s) { return s.whispers; });
  // The animals' total, then one line per animal card under it, in its owner's column.
  row(tr(Text::end_sheet_animals), [](const PlayerScore& s) { return s.animals_total; });
  for (int i = 0; i < n_; ++i) {
    for (const auto& [id, points] : scores_[i].animals) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
      card_name_cell(card_name(g_.decks().animals[id]), g_.decks().animals[id].mirror_mark);
      ImGui::PopStyleColor();
      for (int j = 0; j < n_; ++j) {
        ImGui::TableNextColumn();
        if (j == i) cell_number(points, palette().text_muted);
      }
    }
  }
  if (g_.setup().spirits) row(tr(Text::end_sheet_spirit), [](const PlayerScore& s) { return s.spirit; });
  ImGui::EndTable();
}

// RULES.md "End of the game": animal cubes break a tie on points. Not points,
// so it sits apart under the totals, in small muted type; when it decided the
// game, the players it decided between read in full colour and the winner in
// the accent colour.
void ScoreSheet::tie_break_row() const {
  const bool decided = outcome_.decision == Decision::AnimalCubes ||
                       (outcome_.decision == Decision::Shared && outcome_.tied_on_points.size() > outcome_.winners.size());
  ImGui::TableNextRow(0, tie_break_h_);
  ImGui::TableNextColumn();
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(tr(Text::end_sheet_tie_break));
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  for (int i = 0; i < n_; ++i) {
    ImGui::TableNextColumn();
    const bool tied = std::find(outcome_.tied_on_points.begin(), outcome_.tied_on_points.end(), i) !=
                      outcome_.tied_on_points.end();
    const ImU32 colour = !decided || !tied ? palette().text_muted : won(i) ? palette().accent : palette().text;
    cell_number(scores_[i].animal_cubes, colour);
  }
  ImGui::PopFont();
}

// The tie-break's label wraps where it is wider than its column (translations run longer). Its
// height is measured for a column no wider than the one the table gives it (the width of the label
// column as ImGui's stretched columns share `columns`, less a pixel), so the reserved height is
// never short.
float ScoreSheet::tie_break_height(float columns) const {
  const float spacing = ImGui::GetStyle().CellPadding.x * 2 * static_cast<float>(n_);
  const float label_w = std::floor((columns - spacing) * label_weight_ / (label_weight_ + static_cast<float>(n_))) - 1;
  ImGui::PushFont(fonts().small);
  const float text_h = ImGui::CalcTextSize(tr(Text::end_sheet_tie_break), nullptr, false, std::max(label_w, 1.0f)).y;
  ImGui::PopFont();
  return row_height(std::max(text_h, font_px(fonts().small)));
}

float ScoreSheet::totals_height() const {
  const float total = row_height(font_px(fonts().heading));
  return n_ > 1 ? total + tie_break_h_ : total;
}

void ScoreSheet::totals(float width) const {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddLine(at, ImVec2(at.x + width, at.y), palette().panel_border, 2.0f);
  if (!begin("##totals", width)) return;
  row(tr(Text::end_sheet_total), [](const PlayerScore& s) { return s.total; }, true);
  if (n_ > 1) tie_break_row();  // solo: no one to tie with
  ImGui::EndTable();
}

void ScoreSheet::draw(float width, float room) {
  const ImVec2 pad(12, 10);
  // Measured as if the rows' scroll bar took its width, whether it shows or not.
  label_weight_ = kLabelWeight;
  const bool narrow = player_column_width(width - pad.x * 2 - ImGui::GetStyle().ScrollbarSize) < kNarrowColumn;
  if (narrow) label_weight_ = kNarrowLabelWeight;
  ImGui::PushStyleVar(ImGuiStyleVar_CellPadding,
                      ImVec2(narrow ? kNarrowCellPadding : ImGui::GetStyle().CellPadding.x, ImGui::GetStyle().CellPadding.y));
  tie_break_h_ = tie_break_height(width - pad.x * 2 - ImGui::GetStyle().ScrollbarSize);
  header_h_ = header_height(width - pad.x * 2 - ImGui::GetStyle().ScrollbarSize);
  const float header_h = header_h_;
  const float totals_h = totals_height();
  const float details_full = detail_rows() * row_height(ImGui::GetTextLineHeight());
  const float details_h = std::min(details_full, std::max(60.0f, room - pad.y * 2 - header_h - totals_h));
  const bool scrolls = details_full > details_h + 0.5f;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, pad);
  ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, 8.0f);
  const ImVec2 sheet_min = ImGui::GetCursorScreenPos();
  const float sheet_h = pad.y * 2 + header_h + details_h + totals_h;
  ImGui::BeginChild("##sheet", ImVec2(width, sheet_h), false,
                    ImGuiWindowFlags_AlwaysUseWindowPadding | ImGuiWindowFlags_NoScrollbar |
                        ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PopStyleVar(2);
  // The three tables touch: one sheet, not three.
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0));
  const float inner = ImGui::GetContentRegionAvail().x;
  // The rows' scroll bar takes width from the rows only: keep the columns of
  // all three tables aligned.
  const float columns = inner - (scrolls ? ImGui::GetStyle().ScrollbarSize : 0);
  header(columns);

  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));
  ImGui::BeginChild("##rows", ImVec2(inner, details_h), false);
  details(columns);
  drag_to_scroll();
  ImGui::EndChild();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();

  totals(columns);
  ImGui::PopStyleVar();
  ImGui::EndChild();
  ImGui::PopStyleVar();  // the cells' padding
  // Read as every player's score by line, each a sentence: "Alex: Score 23: trees 5, ... ."
  std::string words;
  for (int i = 0; i < n_; ++i) {
    const std::string line = tr(Text::words_labelled, {{"label", app_.name_of(i)}, {"text", score_words(g_, i)}});
    words += (i ? " " : "") + tr(Text::words_sentence, {{"text", line}});
  }
  hook_rect("end/sheet", sheet_min, ImVec2(sheet_min.x + width, sheet_min.y + sheet_h),
            {.role = Role::Text, .words = words});
}

}  // namespace harmonies::ui
