// The lobby's record of play: every saved game (continue it, replay it, share
// it) and the best solo score of each configuration, all read from Saves.
#include <algorithm>
#include <cstdio>

#include "app/games_file.hpp"
#include "harmonies/json.hpp"
#include "imgui.h"
#include "screens/screens.hpp"
#include "platform/storage.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"

namespace harmonies::ui {

namespace {

constexpr size_t kShownAtFirst = 6;

std::string players_line(const SavedGame& g) {
  std::string line;
  for (size_t i = 0; i < g.names.size(); ++i) {
    line += (i ? ", " : "") + g.names[i];
    if (g.finished && i < g.totals.size()) line += " " + std::to_string(g.totals[i]);
  }
  if (g.finished && g.suns >= 0) line += " - " + std::to_string(g.suns) + (g.suns == 1 ? " sun" : " suns");
  return line + " - seed " + g.record.setup.seed;
}

void muted(const std::string& text, float width) {
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
}

void game_row(App& app, const SavedGame& g, size_t index, float width) {
  const std::string hook = "history/" + std::to_string(index);
  const float buttons_w = g.finished ? 170 : 100;
  const float x = ImGui::GetCursorPosX();
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(x + width - buttons_w - 8);
  ImGui::TextUnformatted((utc_date(g.updated_ms) + "  " + describe_game(g)).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PushFont(fonts().small);
  muted(players_line(g), width - buttons_w - 8);
  ImGui::PopFont();
  ImGui::EndGroup();
  hook_item(hook);
  ImGui::SameLine(0, 0);
  ImGui::SetCursorPosX(x + width - buttons_w);
  const SavedGame entry = g;  // the list may change under a click
  if (!entry.finished) {
    if (secondary_button("Continue", hook + "/continue", ImVec2(buttons_w, 0))) app.resume(entry);
    return;
  }
  if (secondary_button("Replay", hook + "/replay", ImVec2(90, 0))) app.open_replay(entry.record, entry.names, entry.seats);
  item_tooltip("Watch this game again, action by action");
  ImGui::SameLine(0, 6);
  if (secondary_button("Link", hook + "/link", ImVec2(buttons_w - 96, 0))) {
    Link link{LinkKind::Game, entry.record, entry.names};
    app.open_share("Share this game", "Whoever opens this link watches the whole game and may play on from any point.",
                   link);
  }
  item_tooltip("A link to this game's replay");
}

void bests(float width) {
  const auto all = saves().solo_bests();
  if (all.empty()) return;
  ImGui::Spacing();
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::TextUnformatted("SOLO BESTS");
  ImGui::PopStyleColor();
  ImGui::PopFont();
  std::string facts = "{";
  for (const auto& [configuration, best] : all) {
    const std::string name = "Side " + configuration.substr(0, 1) + (configuration.size() > 1 ? " with spirits" : "");
    char line[128];
    std::snprintf(line, sizeof line, "%s: %d points, %d %s", name.c_str(), best.score, best.suns,
                  best.suns == 1 ? "sun" : "suns");
    ImGui::TextUnformatted(line);
    facts += (facts.size() > 1 ? ", " : "") + json::quote(configuration) + ": " + std::to_string(best.score);
  }
  hook_fact("solo_bests", facts + "}");
  (void)width;
}

// A copy of every game kept outside the browser, and loading one back (in
// another browser too): the only way games leave this browser, on purpose.
void file_buttons(App& app, float width, bool any_games) {
  ImGui::Spacing();
  const float w = any_games ? (width - 8) * 0.5f : width;
  if (any_games) {
    if (secondary_button("Save a copy", "history/export", ImVec2(w, 0))) download_games_file(app);
    item_tooltip("Download every game as one file, to keep or to load in another browser");
    ImGui::SameLine(0, 8);
  }
  if (secondary_button(any_games ? "Load from a file" : "Load games from a file", "history/import", ImVec2(w, 0)))
    pick_games_file(app);
  item_tooltip("Add the games of a file saved with \"Save a copy\"; no game here is replaced by less of it");
}

}  // namespace

void history_section(App& app, float width) {
  static bool show_all = false;
  const auto& games = saves().games();
  ImGui::PushFont(fonts().heading);
  ImGui::TextUnformatted("Your games");
  ImGui::PopFont();
  if (games.empty()) {
    muted("Games you play are kept in this browser: continue them, watch them again, or share them.", width);
    file_buttons(app, width, false);
    return;
  }
  const size_t shown = show_all ? games.size() : std::min(games.size(), kShownAtFirst);
  for (size_t i = 0; i < shown; ++i) {
    ImGui::PushID(static_cast<int>(i));
    game_row(app, games[i], i, width);
    ImGui::PopID();
    if (shown != games.size() && i + 1 == shown) break;
  }
  if (games.size() > kShownAtFirst &&
      secondary_button(show_all ? "Show fewer" : ("Show all " + std::to_string(games.size())).c_str(),
                       "history/more", ImVec2(width, 0)))
    show_all = !show_all;
  hook_fact("saved_games", std::to_string(games.size()));
  bests(width);
  file_buttons(app, width, true);
}

}  // namespace harmonies::ui
