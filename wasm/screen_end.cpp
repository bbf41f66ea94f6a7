// The end screen: every player's score by category, the winner after the
// tie-break, suns in solo, and playing again.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "draw.hpp"
#include "imgui.h"
#include "platform.hpp"
#include "screens.hpp"
#include "storage.hpp"
#include "test_hook.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace harmonies::ui {

namespace {

std::string winner_line(const App& app) {
  const GameState& g = *app.game;
  const std::vector<int> winners = g.winners();
  if (g.player_count() == 1) return "Final score: " + std::to_string(g.score(0).total);
  if (winners.size() == 1) return app.name_of(winners[0]) + " wins!";
  std::string line = "Shared victory: ";
  for (size_t i = 0; i < winners.size(); ++i) line += (i ? " and " : "") + app.name_of(winners[i]);
  return line;
}

// Was the tie broken by animal cubes? Then say so.
std::string tie_note(const GameState& g) {
  const std::vector<int> winners = g.winners();
  const int best = g.score(winners[0]).total;
  int tied = 0;
  for (int i = 0; i < g.player_count(); ++i) tied += g.score(i).total == best;
  if (tied > static_cast<int>(winners.size()))
    return "Tied on points: the most animal cubes placed breaks the tie.";
  if (tied > 1) return "Tied on points and on animal cubes: the victory is shared.";
  return "";
}

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

// The score sheet is three tables with the same columns: the names, the rows
// by category and animal (these scroll when the screen is short), and the
// totals, so the names and the totals always stay in view.
class ScoreSheet {
 public:
  explicit ScoreSheet(App& app) : app_(app), g_(*app.game), n_(g_.player_count()) {
    for (int i = 0; i < n_; ++i) scores_.push_back(g_.score(i));
    winners_ = g_.winners();
  }

  void draw(float width, float room);

 private:
  // A table row is its text's height and the cell padding above and below,
  // so the sheet's height is known before it is drawn: the panel fits it from
  // the first frame, and the buttons below never move.
  static float row_height(float text_height) { return text_height + ImGui::GetStyle().CellPadding.y * 2; }
  int detail_rows() const {
    int rows = 5 + 1 + 1 + (g_.setup().spirits ? 1 : 0);  // landscapes, animals, cubes, spirit
    for (const PlayerScore& s : scores_) rows += static_cast<int>(s.animals.size());
    return rows;
  }

  bool won(int i) const {
    return n_ > 1 && std::find(winners_.begin(), winners_.end(), i) != winners_.end();
  }
  bool begin(const char* id, float width) const;
  void header(float width) const;
  void details(float width) const;
  void totals(float width) const;
  template <class ValueOf>
  void row(const char* label, ValueOf value_of, bool bold = false) const;

  App& app_;
  const GameState& g_;
  const int n_;
  std::vector<PlayerScore> scores_;
  std::vector<int> winners_;
};

bool ScoreSheet::begin(const char* id, float width) const {
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchSame;
  if (!ImGui::BeginTable(id, n_ + 1, flags, ImVec2(width, 0))) return false;
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch, 1.6f);
  for (int i = 0; i < n_; ++i) ImGui::TableSetupColumn(app_.name_of(i).c_str(), ImGuiTableColumnFlags_WidthStretch, 1.0f);
  return true;
}

template <class ValueOf>
void ScoreSheet::row(const char* label, ValueOf value_of, bool bold) const {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  if (bold) ImGui::PushFont(fonts().heading);
  ImGui::TextUnformatted(label);
  for (int i = 0; i < n_; ++i) {
    ImGui::TableNextColumn();
    cell_number(value_of(scores_[i]), bold && won(i) ? palette().accent : 0);
  }
  if (bold) ImGui::PopFont();
}

// Each player's name over their column, the winners' in the accent colour.
void ScoreSheet::header(float width) const {
  if (!begin("##names", width)) return;
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  ImGui::TableNextColumn();
  for (int i = 0; i < n_; ++i) {
    ImGui::TableNextColumn();
    cell_centered(app_.name_of(i).c_str(), won(i) ? palette().accent : 0);
  }
  ImGui::EndTable();
}

void ScoreSheet::details(float width) const {
  if (!begin("##details", width)) return;
  row("Trees", [](const PlayerScore& s) { return s.landscape.trees; });
  row("Mountains", [](const PlayerScore& s) { return s.landscape.mountains; });
  row("Fields", [](const PlayerScore& s) { return s.landscape.fields; });
  row("Buildings", [](const PlayerScore& s) { return s.landscape.buildings; });
  row("Water", [](const PlayerScore& s) { return s.landscape.water; });
  // One line per animal card, under its owner's column.
  for (int i = 0; i < n_; ++i) {
    for (const auto& [id, points] : scores_[i].animals) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
      ImGui::Text("  %s", g_.decks().animals[id].name.c_str());
      ImGui::PopStyleColor();
      for (int j = 0; j < n_; ++j) {
        ImGui::TableNextColumn();
        if (j == i) cell_number(points, palette().text_muted);
      }
    }
  }
  row("Animals", [](const PlayerScore& s) { return s.animals_total; });
  if (g_.setup().spirits) row("Spirit", [](const PlayerScore& s) { return s.spirit; });
  row("Animal cubes", [](const PlayerScore& s) { return s.animal_cubes; });
  ImGui::EndTable();
}

void ScoreSheet::totals(float width) const {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddLine(at, ImVec2(at.x + width, at.y), palette().panel_border, 2.0f);
  if (!begin("##totals", width)) return;
  row("Total", [](const PlayerScore& s) { return s.total; }, true);
  ImGui::EndTable();
}

void ScoreSheet::draw(float width, float room) {
  const ImVec2 pad(12, 10);
  const float header_h = row_height(ImGui::GetTextLineHeight());
  const float totals_h = row_height(font_px(fonts().heading));
  const float details_full = detail_rows() * row_height(ImGui::GetTextLineHeight());
  const float details_h = std::min(details_full, std::max(60.0f, room - pad.y * 2 - header_h - totals_h));
  const bool scrolls = details_full > details_h + 0.5f;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, pad);
  ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, 8.0f);
  ImGui::BeginChild("##sheet", ImVec2(width, pad.y * 2 + header_h + details_h + totals_h), false,
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
}

void suns(const App& app) {
  const GameState& g = *app.game;
  const int count = g.suns();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float r = 14;
  const float total_w = count * (r * 2 + 8);
  ImVec2 at(ImGui::GetCursorScreenPos().x + (ImGui::GetContentRegionAvail().x - total_w) * 0.5f + r,
            ImGui::GetCursorScreenPos().y + r + 4);
  for (int i = 0; i < count; ++i) {
    const ImVec2 c(at.x + i * (r * 2 + 8), at.y);
    for (int k = 0; k < 8; ++k) {
      const float a = k * 0.7854f;
      dl->AddLine(ImVec2(c.x + std::cos(a) * r * 0.7f, c.y + std::sin(a) * r * 0.7f),
                  ImVec2(c.x + std::cos(a) * r * 1.1f, c.y + std::sin(a) * r * 1.1f), IM_COL32(230, 160, 40, 255), 2);
    }
    dl->AddCircleFilled(c, r * 0.6f, IM_COL32(240, 185, 50, 255));
  }
  ImGui::Dummy(ImVec2(0, r * 2 + 10));
  char line[64];
  std::snprintf(line, sizeof line, "%d sun%s", count, count == 1 ? "" : "s");
  centered_text(line, fonts().heading);
  hook_fact("suns", std::to_string(count));
}

// Solo: how this game stands against the player's best of its configuration
// (and of the day, for the daily challenge).
void best_line(const App& app) {
  if (!app.saved || !app.game->setup().solo()) return;
  const auto all = saves().solo_bests();
  const auto it = all.find(solo_configuration(app.game->setup()));
  std::string line;
  if (it != all.end())
    line = it->second.game_id == app.saved->id ? "A new best for this setup!"
                                               : "Your best for this setup: " + std::to_string(it->second.score);
  if (app.saved->kind == GameKind::Daily) {
    if (const auto daily = saves().daily_best(app.saved->daily_date))
      line += (line.empty() ? "" : "  -  ") + std::string("Today's best: ") + std::to_string(daily->score);
  }
  if (line.empty()) return;
  centered_text(line.c_str(), fonts().body, palette().accent);
  hook_item("end/best");
}

// Watching the game again, sharing it, and (by link) sending the last turn.
void share_row(App& app, float left, float width) {
  const bool by_link = app.saved && app.saved->kind == GameKind::ByLink;
  const int count = by_link ? 3 : 2;
  const float bw = (width - 8 * (count - 1)) / count;
  ImGui::SetCursorPosX(left);
  if (secondary_button("Watch replay", "end/replay", ImVec2(bw, 40))) {
    const Record rec = app.record;
    const std::vector<std::string> seat(app.names.begin(), app.names.begin() + rec.setup.players);
    const std::vector<Seat> kinds(app.seats.begin(), app.seats.begin() + rec.setup.players);
    app.open_replay(rec, seat, kinds);
    return;
  }
  ImGui::SameLine(0, 8);
  if (secondary_button("Share replay", "end/share", ImVec2(bw, 40)))
    app.open_share("Share this game", "Whoever opens this link watches the whole game and may play on from any point.",
                   app.game_link(LinkKind::Game));
  if (!by_link) return;
  ImGui::SameLine(0, 8);
  if (secondary_button("Send final turn", "end/send-turn", ImVec2(bw, 40)))
    app.open_share("Send the final turn", "Whoever opens this link sees the final scores of your game.",
                   app.game_link(LinkKind::Turn));
}

}  // namespace

void end_screen(App& app) {
  hook_begin_frame("end");
  const GameState& g = *app.game;
  begin_fullscreen("##end");
  const ImVec2 size = platform().css_size;
  const float width = std::min(620.0f, size.x - 32.0f);
  const float left = (size.x - width) * 0.5f;
  ImGui::SetCursorPosY(24);
  centered_text("Game over", fonts().heading, palette().text_muted);
  const std::string winner = winner_line(app);
  centered_text(winner.c_str(), fonts().title, palette().text);
  hook_item("end/winner");
  const std::string note = tie_note(g);
  if (!note.empty()) centered_text(note.c_str(), fonts().body, palette().text_muted);
  if (g.player_count() == 1) suns(app);
  best_line(app);
  ImGui::Dummy(ImVec2(0, 8));
  // The sheet's rows scroll on their own so the buttons below always stay in view.
  ImGui::SetCursorPosX(left);
  ScoreSheet(app).draw(width, std::max(160.0f, size.y - ImGui::GetCursorPosY() - 170));
  ImGui::Dummy(ImVec2(0, 8));

  const float bw = (width - 16) / 3;
  ImGui::SetCursorPosX(left);
  const GameKind kind = app.saved ? app.saved->kind : GameKind::Local;
  if (primary_button("Play again", "end/play-again-same", ImVec2(bw, 46))) app.start_game(app.record.setup, kind);
  item_tooltip("The same seed: the same pouch, deck and first player.");
  ImGui::SameLine(0, 8);
  if (secondary_button("New seed", "end/play-again-new", ImVec2(bw, 46))) {
    Setup setup = app.record.setup;
    setup.seed = "";
    app.start_game(setup, kind == GameKind::Daily ? GameKind::Local : kind);
  }
  ImGui::SameLine(0, 8);
  if (secondary_button("Lobby", "end/lobby", ImVec2(bw, 46))) app.back_to_lobby();
  ImGui::Dummy(ImVec2(0, 2));
  share_row(app, left, width);

  ImGui::Dummy(ImVec2(0, 10));
  ImGui::PushFont(fonts().small);
  const std::string seed_line = "Seed: " + g.setup().seed;
  centered_text(seed_line.c_str(), nullptr, palette().text_muted);
  ImGui::PopFont();

  std::string totals = "[";
  for (int i = 0; i < g.player_count(); ++i) totals += (i ? ", " : "") + std::to_string(g.score(i).total);
  hook_fact("totals", totals + "]");
  std::string winners = "[";
  const auto w = g.winners();
  for (size_t i = 0; i < w.size(); ++i) winners += (i ? ", " : "") + std::to_string(w[i]);
  hook_fact("winners", winners + "]");
  ImGui::End();
}

}  // namespace harmonies::ui
