// The lobby's record of play: every saved game (continue it, replay it, share
// it, take it off the list), the games set aside (bring them back) and the best
// solo score of each configuration, all read from Saves.
#include <algorithm>
#include <cmath>
#include <vector>

#include "harmonies/json.hpp"
#include "imgui.h"
#include "model/seat_names.hpp"
#include "model/text.hpp"
#include "screens/screens.hpp"
#include "platform/page.hpp"
#include "platform/platform.hpp"
#include "platform/storage.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"

namespace harmonies::ui {

namespace {

constexpr size_t kShownAtFirst = 6;
// How long "Undo" stays offered after a game is taken off the list.
constexpr double kUndoSeconds = 8.0;
constexpr const char* kRemoveIcon = "\xe2\x9c\x95";  // ✕

// The game last taken off the list, while its "Undo" is offered.
struct Removed {
  std::string id;
  std::string words;
  double until = 0;
};
Removed& removed() {
  static Removed last;
  return last;
}
bool show_set_aside = false;

// "a, b" in the page's language: a row's date and its game, as the row shows them.
std::string comma(const std::string& a, const std::string& b) { return tr(Text::words_list_comma, {{"a", a}, {"b", b}}); }

// A row's button for a screen reader: what it does and to which game ("Replay: Solo, side A, 12 turns").
std::string for_game(const std::string& what, const std::string& game) {
  return tr(Text::words_labelled, {{"label", what}, {"text", game}});
}

void take_off_list(ScreenHost& app, const SavedGame& g) {
  const std::string words = describe_game(g);
  if (!saves().set_aside(g.id, unix_ms())) return;
  app.clear_message();  // the undo bar takes the toast's place
  removed() = Removed{g.id, tr(Text::history_removed, {{"game", words}}), now_seconds() + kUndoSeconds};
  request_redraw(2);
}

// "Game set aside: ... [Undo]" at the bottom of the screen for a few seconds after a removal.
void undo_bar() {
  Removed& last = removed();
  if (last.id.empty()) return;
  const double left = last.until - now_seconds();
  if (left <= 0 || !saves().find(last.id) || saves().find(last.id)->set_aside_ms <= 0) {
    last = Removed{};
    return;
  }
  const ImVec2 size = platform().css_size;
  const char* const undo = tr(Text::history_undo);
  const float undo_w = ImGui::CalcTextSize(undo).x + ImGui::GetStyle().FramePadding.x * 2 + 8;
  const float widest = std::min(560.0f, size.x - 24.0f);
  const float text_w = std::min(widest - undo_w - 44, ImGui::CalcTextSize(last.words.c_str()).x + 2);
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y - 24), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowSize(ImVec2(text_w + undo_w + 44, 0));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, with_alpha(palette().text, 0.94f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 8.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(16, 10));
  ImGui::Begin("##history-undo", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
  ImGui::BeginGroup();
  ImGui::PushStyleColor(ImGuiCol_Text, palette().panel);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + text_w);
  ImGui::TextUnformatted(last.words.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::EndGroup();
  WidgetFlags flags;
  flags.label = last.words;
  flags.role = Role::Text;
  hook_item("history/removed", flags);
  ImGui::SameLine(0, 12);
  const std::string id = last.id;
  if (secondary_button(undo, "history/undo", ImVec2(undo_w, 0))) {
    saves().bring_back(id);
    last = Removed{};
  }
  ImGui::End();
  ImGui::PopStyleVar(2);
  ImGui::PopStyleColor();
  // Frames until the offer ends, so it goes away on time with nothing else moving.
  request_redraw_at(now_seconds() + std::max(0.05, left));
}

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

void game_row(ScreenHost& app, const SavedGame& g, size_t index, float width) {
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
  const float remove_w = button_width(kRemoveIcon, 34);
  const float buttons_w =
      (g.finished ? review_w + 6 + replay_w + 6 + link_w : button_width(continue_label, 100)) + 6 + remove_w;
  // A narrow column (a phone) puts a finished game's three buttons on a line of their own under its words.
  const bool under = g.finished && width - buttons_w - 8 < 190;
  const float text_w = under ? width : width - buttons_w - 8;
  const float x = ImGui::GetCursorPosX();
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(x + text_w);
  WidgetFlags summary;
  summary.label = describe_game(g);
  summary.role = Role::Text;
  summary.words = comma(utc_date(g.updated_ms), summary.label);
  ImGui::TextUnformatted((utc_date(g.updated_ms) + "  " + summary.label).c_str());
  hook_item(hook + "/summary", summary);
  ImGui::PopTextWrapPos();
  ImGui::PushFont(fonts().small);
  const std::string players = players_line(g);
  muted(players, text_w);
  ImGui::PopFont();
  ImGui::EndGroup();
  WidgetFlags row;
  row.label = players;
  row.role = Role::Text;
  hook_item(hook, row);
  if (!under) ImGui::SameLine(0, 0);
  ImGui::SetCursorPosX(x + width - buttons_w);
  const SavedGame entry = g;  // the list may change under a click
  const std::string game = summary.label;
  const auto remove_button = [&] {
    ImGui::SameLine(0, 6);
    const bool remove = secondary_button(kRemoveIcon, hook + "/remove", ImVec2(remove_w, 0));
    hook_words_of_last(for_game(tr(Text::history_remove), game));
    if (remove) take_off_list(app, entry);
    item_tooltip(tr(Text::history_remove_tip));
  };
  if (!entry.finished) {
    const bool resume = secondary_button(continue_label, hook + "/continue", ImVec2(buttons_w - 6 - remove_w, 0));
    hook_words_of_last(for_game(continue_label, game));
    if (resume) app.resume(entry);
    remove_button();
    return;
  }
  const bool review = review_button(app, entry.id, entry.record, (hook + "/review").c_str(), ImVec2(review_w, 0));
  if (const HookEntry* e = hook_find_building(hook + "/review")) hook_words_of_last(for_game(e->flags.label, game));
  if (review) {
    app.open_review(app.reviewed_game_of(entry), Screen::Lobby);
    return;
  }
  ImGui::SameLine(0, 6);
  const bool replay = secondary_button(replay_label, hook + "/replay", ImVec2(replay_w, 0));
  hook_words_of_last(for_game(replay_label, game));
  if (replay) app.open_replay(entry.record, entry.names, entry.seats, entry.id);
  item_tooltip(tr(Text::history_replay_tip));
  ImGui::SameLine(0, 6);
  const bool share = secondary_button(link_label, hook + "/link", ImVec2(link_w, 0));
  hook_words_of_last(for_game(link_label, game));
  if (share) {
    Link link{LinkKind::Game, entry.record, entry.names, link_seats(entry.seats, entry.record.setup.players)};
    app.open_share(tr(Text::history_share_title), tr(Text::history_share_note), link);
  }
  item_tooltip(tr(Text::history_link_tip));
  remove_button();
  if (under) ImGui::Dummy(ImVec2(0, 4));
}

// A game set aside: its words, when it was set aside, and "Bring back".
void set_aside_row(const SavedGame& g, size_t index, float width) {
  const std::string hook = "history/aside/" + std::to_string(index);
  const char* const label = tr(Text::history_bring_back);
  const float button_w = button_width(label, 100);
  const float text_w = width - button_w - 8;
  const float x = ImGui::GetCursorPosX();
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(x + text_w);
  ImGui::TextUnformatted((utc_date(g.updated_ms) + "  " + describe_game(g)).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PushFont(fonts().small);
  const std::string when = tr(Text::history_set_aside_on, {{"date", utc_date(g.set_aside_ms)}});
  muted(players_line(g) + " - " + when, text_w);
  ImGui::PopFont();
  ImGui::EndGroup();
  WidgetFlags row;
  row.label = describe_game(g);
  row.role = Role::Text;
  // As the row shows it: "date, game; players - set aside date".
  row.words = tr(Text::words_join, {{"a", comma(utc_date(g.updated_ms), row.label)}, {"b", players_line(g) + " - " + when}});
  hook_item(hook, row);
  ImGui::SameLine(0, 0);
  ImGui::SetCursorPosX(x + width - button_w);
  const std::string id = g.id;  // the list changes under the click
  const bool bring_back = secondary_button(label, hook + "/bring-back", ImVec2(button_w, 0));
  hook_words_of_last(for_game(label, describe_game(g)));
  if (bring_back) {
    saves().bring_back(id);
    if (removed().id == id) removed() = Removed{};
  }
  item_tooltip(tr(Text::history_bring_back_tip));
}

// "Set aside (N)" at the end of the list: opens the games taken off it.
void set_aside_section(float width) {
  const auto& aside = saves().set_aside_games();
  hook_fact("set_aside_games", aside.size());
  if (aside.empty()) {
    show_set_aside = false;
    return;
  }
  ImGui::Spacing();
  const std::string words = tr_count(Text::history_set_aside, static_cast<long long>(aside.size()));
  const std::string label = words + (show_set_aside ? "  \xe2\x86\x91" : "  \xe2\x86\x93");  // ↑ open, ↓ closed
  const bool toggled = secondary_button(label.c_str(), "history/set-aside", ImVec2(width, 0));
  // Read without its arrow (the list's state shows under it).
  hook_words_of_last(words);
  if (toggled) show_set_aside = !show_set_aside;
  hook_expanded_of_last(show_set_aside);
  item_tooltip(tr(Text::history_set_aside_tip, {{"button", tr(Text::history_export)}}).c_str());
  if (!show_set_aside) return;
  for (size_t i = 0; i < aside.size(); ++i) {
    ImGui::PushID(static_cast<int>(1000 + i));
    set_aside_row(aside[i], i, width);
    ImGui::PopID();
  }
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
  json::Value facts = json::Value::object();
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
    facts[configuration] = best.score;
  }
  hook_fact("solo_bests", facts);
}

// A copy of every game kept outside the browser, and loading one back (in
// another browser too): the only way games leave this browser, on purpose.
void file_buttons(ScreenHost& app, float width, bool any_games) {
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
    if (secondary_button(save_label, "history/export", ImVec2(w, 0))) app.download_games_file();
    item_tooltip(tr(Text::history_export_tip));
    ImGui::SameLine(0, 8);
  }
  if (secondary_button(load_label, "history/import", ImVec2(w, 0))) app.pick_games_file();
  item_tooltip(tr(Text::history_import_tip, {{"button", save_label}}).c_str());
  if (small) ImGui::PopFont();
}

}  // namespace

void history_section(ScreenHost& app, float width) {
  static bool show_all = false;
  const auto& games = saves().games();
  ImGui::PushFont(fonts().heading);
  ImGui::TextUnformatted(tr(Text::history_title));
  ImGui::PopFont();
  undo_bar();
  if (games.empty()) {
    muted(tr(Text::history_empty), width);
    set_aside_section(width);
    file_buttons(app, width, !saves().set_aside_games().empty());
    return;
  }
  const size_t shown = show_all ? games.size() : std::min(games.size(), kShownAtFirst);
  // A row's removal shortens the list under the loop: it stops at the list's end.
  for (size_t i = 0; i < shown && i < games.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    game_row(app, games[i], i, width);
    ImGui::PopID();
  }
  if (games.size() > kShownAtFirst &&
      secondary_button(show_all ? tr(Text::history_show_fewer)
                                : tr_count(Text::history_show_all, static_cast<long long>(games.size())).c_str(),
                       "history/more", ImVec2(width, 0)))
    show_all = !show_all;
  if (games.size() > kShownAtFirst) hook_expanded_of_last(show_all);
  hook_fact("saved_games", games.size());
  set_aside_section(width);
  bests(width);
  file_buttons(app, width, true);
}

}  // namespace harmonies::ui
