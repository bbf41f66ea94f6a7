// The lobby's record of play: every saved game (continue it, replay it, share
// it) and the best solo score of each configuration, all read from Saves.
#include <algorithm>
#include <cmath>
#include <vector>

#include "app/games_file.hpp"
#include "harmonies/json.hpp"
#include "imgui.h"
#include "model/text.hpp"
#include "screens/screens.hpp"
#include "platform/storage.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"

namespace harmonies::ui {

namespace {

constexpr size_t kShownAtFirst = 6;

std::string players_line(const SavedGame& g) {
  std::string players;
  for (size_t i = 0; i < g.names.size(); ++i) {
    players += (i ? ", " : "") + g.names[i];
    if (g.finished && i < g.totals.size()) players += " " + std::to_string(g.totals[i]);
  }
  // A reviewed game: each reviewed player's accuracy, in seat order (the reviews are kept in the order made).
  std::vector<const Review*> reviewed;
  for (const SavedReview& saved : g.reviews) reviewed.push_back(&saved.review);
  std::stable_sort(reviewed.begin(), reviewed.end(), [](const Review* a, const Review* b) { return a->player < b->player; });
  for (size_t i = 0; i < reviewed.size(); ++i) {
    const Review& r = *reviewed[i];
    const std::string name = r.player < static_cast<int>(g.names.size()) ? g.names[static_cast<size_t>(r.player)]
                                                                         : default_player_name(r.player);
    players += (i ? ", " : " - ") +
               tr(Text::review_list_accuracy, {{"name", name}, {"n", static_cast<long long>(std::lround(r.accuracy))}});
  }
  if (g.finished && g.suns >= 0)
    return tr(Text::history_players_line_suns,
              {{"players", players}, {"suns", tr_count(Text::common_suns, g.suns)}, {"seed", g.record.setup.seed}});
  return tr(Text::history_players_line, {{"players", players}, {"seed", g.record.setup.seed}});
}

// A button's width: `least`, or more for a label that runs longer in another language.
float button_width(const char* label, float least) {
  return std::max(least, ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2);
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
  const char* const continue_label = tr(Text::history_continue);
  const char* const replay_label = tr(Text::history_replay);
  const char* const link_label = tr(Text::history_link);
  // Wide enough for the progress of a review under way too ("Review 12/20").
  const float review_w =
      std::max(button_width(tr(Text::review_button), 80),
               button_width(tr(Text::review_button_progress, {{"done", 88}, {"total", 88}}).c_str(), 80));
  const float replay_w = button_width(replay_label, 90);
  const float link_w = button_width(link_label, 74);
  const float buttons_w = g.finished ? review_w + 6 + replay_w + 6 + link_w : button_width(continue_label, 100);
  // A narrow column (a phone) puts a finished game's three buttons on a line of their own under its words.
  const bool under = g.finished && width - buttons_w - 8 < 190;
  const float text_w = under ? width : width - buttons_w - 8;
  const float x = ImGui::GetCursorPosX();
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(x + text_w);
  ImGui::TextUnformatted((utc_date(g.updated_ms) + "  " + describe_game(g)).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PushFont(fonts().small);
  const std::string players = players_line(g);
  muted(players, text_w);
  ImGui::PopFont();
  ImGui::EndGroup();
  WidgetFlags row;
  row.label = players;
  hook_item(hook, row);
  if (!under) ImGui::SameLine(0, 0);
  ImGui::SetCursorPosX(x + width - buttons_w);
  const SavedGame entry = g;  // the list may change under a click
  if (!entry.finished) {
    if (secondary_button(continue_label, hook + "/continue", ImVec2(buttons_w, 0))) app.resume(entry);
    return;
  }
  if (review_button(app, entry.id, entry.record, (hook + "/review").c_str(), ImVec2(review_w, 0))) {
    app.open_review(app.reviewed_game_of(entry), Screen::Lobby);
    return;
  }
  ImGui::SameLine(0, 6);
  if (secondary_button(replay_label, hook + "/replay", ImVec2(replay_w, 0)))
    app.open_replay(entry.record, entry.names, entry.seats, entry.id);
  item_tooltip(tr(Text::history_replay_tip));
  ImGui::SameLine(0, 6);
  if (secondary_button(link_label, hook + "/link", ImVec2(link_w, 0))) {
    Link link{LinkKind::Game, entry.record, entry.names, link_seats(entry.seats, entry.record.setup.players)};
    app.open_share(tr(Text::history_share_title), tr(Text::history_share_note), link);
  }
  item_tooltip(tr(Text::history_link_tip));
  if (under) ImGui::Dummy(ImVec2(0, 4));
}

void bests(float width) {
  const auto all = saves().solo_bests();
  if (all.empty()) return;
  ImGui::Spacing();
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::TextUnformatted(tr(Text::history_solo_bests));
  ImGui::PopStyleColor();
  ImGui::PopFont();
  std::string facts = "{";
  for (const auto& [configuration, best] : all) {
    // The configuration (side and modules) is the best game's setup.
    const SavedGame* game = saves().find(best.game_id);
    if (!game) continue;
    const Setup& setup = game->record.setup;
    const std::string modules = modules_words(setup, true);
    const std::string side(side_name(setup.side));
    const std::string points = tr_count(Text::common_points, best.score);
    const std::string suns = tr_count(Text::common_suns, best.suns);
    const std::string line =
        modules.empty() ? tr(Text::history_best, {{"side", side}, {"points", points}, {"suns", suns}})
                        : tr(Text::history_best_modules,
                             {{"side", side}, {"modules", modules}, {"points", points}, {"suns", suns}});
    // Wrapped at the column's width: a best with every module runs longer than the column.
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    ImGui::TextUnformatted(line.c_str());
    ImGui::PopTextWrapPos();
    facts += (facts.size() > 1 ? ", " : "") + json::quote(configuration) + ": " + std::to_string(best.score);
  }
  hook_fact("solo_bests", facts + "}");
}

// A copy of every game kept outside the browser, and loading one back (in
// another browser too): the only way games leave this browser, on purpose.
void file_buttons(App& app, float width, bool any_games) {
  ImGui::Spacing();
  const float w = any_games ? (width - 8) * 0.5f : width;
  const char* const save_label = tr(Text::history_export);
  const char* const load_label = any_games ? tr(Text::history_import) : tr(Text::history_import_all);
  // Side by side, both in the small font when either label is too long for half the width.
  const float padding = ImGui::GetStyle().FramePadding.x * 2;
  const bool small = ImGui::CalcTextSize(load_label).x + padding > w ||
                     (any_games && ImGui::CalcTextSize(save_label).x + padding > w);
  if (small) ImGui::PushFont(fonts().small);
  if (any_games) {
    if (secondary_button(save_label, "history/export", ImVec2(w, 0))) download_games_file(app);
    item_tooltip(tr(Text::history_export_tip));
    ImGui::SameLine(0, 8);
  }
  if (secondary_button(load_label, "history/import", ImVec2(w, 0))) pick_games_file(app);
  item_tooltip(tr(Text::history_import_tip, {{"button", save_label}}).c_str());
  if (small) ImGui::PopFont();
}

}  // namespace

void history_section(App& app, float width) {
  static bool show_all = false;
  const auto& games = saves().games();
  ImGui::PushFont(fonts().heading);
  ImGui::TextUnformatted(tr(Text::history_title));
  ImGui::PopFont();
  if (games.empty()) {
    muted(tr(Text::history_empty), width);
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
      secondary_button(show_all ? tr(Text::history_show_fewer)
                                : tr_count(Text::history_show_all, static_cast<long long>(games.size())).c_str(),
                       "history/more", ImVec2(width, 0)))
    show_all = !show_all;
  hook_fact("saved_games", std::to_string(games.size()));
  bests(width);
  file_buttons(app, width, true);
}

std::string describe_game(const SavedGame& g) {
  const Setup& s = g.record.setup;
  const bool by_link = g.kind == GameKind::ByLink;
  const std::string kind = g.kind == GameKind::Daily ? std::string(tr(Text::history_game_daily))
                           : s.solo() ? std::string(by_link ? tr(Text::history_game_solo_by_link) : tr(Text::history_game_solo))
                                      : tr_count(by_link ? Text::history_game_players_by_link : Text::history_game_players,
                                                 s.players);
  const std::string side(side_name(s.side));
  // The modules as a list after the side ("spirits, Pulse, whispers"), the same in every language.
  const std::string modules = modules_words(s, false);
  if (modules.empty()) {
    if (g.finished) return tr(Text::history_game_summary, {{"kind", kind}, {"side", side}});
    return tr(Text::history_game_summary_turn, {{"kind", kind}, {"side", side}, {"turn", g.turns + 1}});
  }
  if (g.finished) return tr(Text::history_game_summary_modules, {{"kind", kind}, {"side", side}, {"modules", modules}});
  return tr(Text::history_game_summary_modules_turn,
            {{"kind", kind}, {"side", side}, {"modules", modules}, {"turn", g.turns + 1}});
}

}  // namespace harmonies::ui
