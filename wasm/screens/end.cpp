// The end screen: every player's score by category, the winner after the
// tie-break, suns in solo, and playing again.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "render/draw.hpp"
#include "imgui.h"
#include "platform/platform.hpp"
#include "screens/score_sheet.hpp"
#include "screens/screens.hpp"
#include "platform/storage.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"

namespace harmonies::ui {

namespace {

// The engine's outcome (outcome.hpp), in words: who won, and how.
std::string winner_line(const App& app, const Outcome& outcome) {
  if (outcome.decision == Decision::Solo) return "Final score: " + std::to_string(outcome.total);
  if (outcome.decision != Decision::Shared) return app.name_of(outcome.winners[0]) + " wins!";
  std::string line = "Shared victory: ";
  for (size_t i = 0; i < outcome.winners.size(); ++i) line += (i ? " and " : "") + app.name_of(outcome.winners[i]);
  return line;
}

// Was the tie broken by animal cubes? Then say so.
std::string tie_note(const Outcome& outcome) {
  switch (outcome.decision) {
    case Decision::AnimalCubes: return "Tied on points: the most animal cubes placed breaks the tie.";
    case Decision::Shared:
      return outcome.tied_on_points.size() > outcome.winners.size()
                 ? "Tied on points: the most animal cubes placed breaks the tie."
                 : "Tied on points and on animal cubes: the victory is shared.";
    case Decision::Solo:
    case Decision::Points: break;
  }
  return "";
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
  const Outcome outcome = g.outcome();
  const std::string winner = winner_line(app, outcome);
  centered_text(winner.c_str(), fonts().title, palette().text);
  hook_item("end/winner");
  const std::string note = tie_note(outcome);
  if (!note.empty()) centered_text(note.c_str(), fonts().body, palette().text_muted);
  if (g.player_count() == 1) suns(app);
  best_line(app);
  ImGui::Dummy(ImVec2(0, 8));
  // The sheet's rows scroll on their own so the buttons below always stay in view.
  ImGui::SetCursorPosX(left);
  ScoreSheet(app, outcome).draw(width, std::max(160.0f, size.y - ImGui::GetCursorPosY() - 170));
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

  json::Value totals = json::Value::array();
  for (int i = 0; i < g.player_count(); ++i) totals.push_back(g.score(i).total);
  hook_value("totals", totals);
  hook_value("winners", json::Value(outcome.winners));
  ImGui::End();
}

}  // namespace harmonies::ui
