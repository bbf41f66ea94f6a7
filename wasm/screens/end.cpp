// The end screen: every player's score by category, the winner after the
// tie-break, suns in solo, and playing again.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "render/draw.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "model/board_words.hpp"
#include "model/text.hpp"
#include "platform/platform.hpp"
#include "screens/fit_label.hpp"
#include "screens/score_sheet.hpp"
#include "screens/screens.hpp"
#include "platform/storage.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"

namespace harmonies::ui {

namespace {

// The engine's outcome (outcome.hpp), in words: who won, and how.
std::string winner_line(const ScreenHost& app, const Outcome& outcome) {
  if (outcome.decision == Decision::Solo) return tr(Text::end_final_score, {{"n", outcome.total}});
  const auto name = [&](size_t i) { return app.name_of(outcome.winners[i]); };
  // A shared victory lists two to four names (kMaxPlayers), each language joining them its own way.
  if (outcome.decision != Decision::Shared || outcome.winners.size() < 2) return tr(Text::end_wins, {{"name", name(0)}});
  if (outcome.winners.size() == 2) return tr(Text::end_shared_two, {{"first", name(0)}, {"second", name(1)}});
  if (outcome.winners.size() == 3)
    return tr(Text::end_shared_three, {{"first", name(0)}, {"second", name(1)}, {"third", name(2)}});
  return tr(Text::end_shared_four, {{"first", name(0)}, {"second", name(1)}, {"third", name(2)}, {"fourth", name(3)}});
}

// Was the tie broken by animal cubes? Then say so.
const char* tie_note(const Outcome& outcome) {
  switch (outcome.decision) {
    case Decision::AnimalCubes: return tr(Text::end_tie_cubes);
    case Decision::Shared:
      return outcome.tied_on_points.size() > outcome.winners.size() ? tr(Text::end_tie_cubes)
                                                                    : tr(Text::end_tie_shared);
    case Decision::Solo:
    case Decision::Points: break;
  }
  return "";
}

// Text centred in the window, wrapped line by line to `width` when it is wider (translations run
// longer than the English). The last item is the text, or the group of its lines.
void centered_wrapped(const char* text, ImFont* font, ImU32 colour, float width) {
  if (font) ImGui::PushFont(font);
  if (ImGui::CalcTextSize(text).x <= width) {
    centered_text(text, nullptr, colour);
  } else {
    ImGui::BeginGroup();
    ImFont* f = ImGui::GetFont();
    const float scale = ImGui::GetFontSize() / f->FontSize;
    const char* end = text + std::strlen(text);
    for (const char* s = text; s < end;) {
      const char* e = f->CalcWordWrapPositionA(scale, s, end, width);
      if (e == s) {  // a glyph wider than the line: show it anyway
        unsigned int c = 0;
        e += ImTextCharFromUtf8(&c, s, end);
      }
      std::string line(s, e);
      while (!line.empty() && line.back() == ' ') line.pop_back();
      centered_text(line.c_str(), nullptr, colour);
      s = e;
      while (s < end && (*s == ' ' || *s == '\n')) ++s;
    }
    ImGui::EndGroup();
  }
  if (font) ImGui::PopFont();
}

// The title font holds fewer glyphs than the others (theme.cpp): a line with a character it lacks
// (a French no-break space, a Spanish ¡, a name's symbol) or wider than `width` takes the heading's.
bool title_can_show(const char* text, float width) {
  ImFont* title = fonts().title;
  if (!title) return false;
  for (const char* s = text; *s;) {
    unsigned int c = 0;
    s += ImTextCharFromUtf8(&c, s, nullptr);
    if (c >= 0x20 && !title->FindGlyphNoFallback(static_cast<ImWchar>(c))) return false;
  }
  ImGui::PushFont(title);
  const bool fits = ImGui::CalcTextSize(text).x <= width;
  ImGui::PopFont();
  return fits;
}

// Buttons a third or half of the sheet wide: a longer translation takes a smaller font or two lines.
bool fitted_button(bool primary, const char* label, const char* hook, ImVec2 size) {
  const FittedLabel fitted(label, size.x);
  ImGui::PushFont(fitted.font);
  const bool pressed = primary ? primary_button(fitted.text.c_str(), hook, size)
                               : secondary_button(fitted.text.c_str(), hook, size);
  ImGui::PopFont();
  return pressed;
}

void suns(const ScreenHost& app) {
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
  const std::string line = tr_count(Text::common_suns, count);
  centered_text(line.c_str(), fonts().heading);
  hook_fact("suns", count);
}

// Solo: how this game stands against the player's best of its configuration
// (and of the day, for the daily challenge).
void best_line(const ScreenHost& app, float width) {
  if (!app.saved || !app.game->setup().solo()) return;
  const auto all = saves().solo_bests();
  const auto it = all.find(solo_configuration(app.game->setup()));
  std::string line;
  if (it != all.end())
    line = it->second.game_id == app.saved->id ? std::string(tr(Text::end_new_best))
                                               : tr(Text::end_your_best, {{"n", it->second.score}});
  if (app.saved->kind == GameKind::Daily) {
    if (const auto daily = saves().daily_best(app.saved->daily_date))
      line += (line.empty() ? "" : "  -  ") + tr(Text::end_today_best, {{"n", daily->score}});
  }
  if (line.empty()) return;
  centered_wrapped(line.c_str(), fonts().body, palette().accent, width);
  hook_item("end/best", {.role = Role::Text, .words = line});
}

// Reviewing the game, watching it again, sharing it, and (by link) sending the last turn.
void share_row(ScreenHost& app, float left, float width) {
  const bool by_link = app.saved && app.saved->kind == GameKind::ByLink;
  const int count = by_link ? 4 : 3;
  const float bw = (width - 8 * (count - 1)) / count;
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(by_link ? row_font({tr(Text::review_button), tr(Text::end_watch_replay), tr(Text::end_share_replay),
                                      tr(Text::end_send_final_turn)}, bw)
                          : row_font({tr(Text::review_button), tr(Text::end_watch_replay), tr(Text::end_share_replay)}, bw));
  struct PopFont {
    ~PopFont() { ImGui::PopFont(); }
  } pop;  // the row may return early
  if (review_button(app, app.saved ? app.saved->id : std::string(), app.record, "end/review", ImVec2(bw, 40))) {
    app.open_review(app.reviewed_game_on_screen(), Screen::End);
    return;
  }
  ImGui::SameLine(0, 8);
  if (fitted_button(false, tr(Text::end_watch_replay), "end/replay", ImVec2(bw, 40))) {
    const Record rec = app.record;
    const std::vector<std::string> seat(app.names.begin(), app.names.begin() + rec.setup.players);
    const std::vector<Seat> kinds(app.seats.begin(), app.seats.begin() + rec.setup.players);
    app.open_replay(rec, seat, kinds, app.saved ? app.saved->id : std::string());
    return;
  }
  ImGui::SameLine(0, 8);
  if (fitted_button(false, tr(Text::end_share_replay), "end/share", ImVec2(bw, 40)))
    app.open_share(tr(Text::share_game_title), tr(Text::share_game_note), app.game_link(LinkKind::Game));
  if (!by_link) return;
  ImGui::SameLine(0, 8);
  if (fitted_button(false, tr(Text::end_send_final_turn), "end/send-turn", ImVec2(bw, 40)))
    app.open_share(tr(Text::share_final_turn_title), tr(Text::share_final_turn_note), app.game_link(LinkKind::Turn));
}

// Every player's final board in a card with their name and total (the winners' in the accent colour), as
// big as `room` allows: end/board<i>.
void final_boards(const ScreenHost& app, const ImRect& room) {
  const GameState& g = *app.game;
  const int n = g.player_count();
  const float pad = 8, gap = 12;
  ImFont* const font = fonts().body;
  const float label_h = font_px(font) + 10;
  // No bigger than a board of two players' end (a solo board filling the room reads as a poster).
  constexpr float kMaxRadius = 40;
  const BoardGrid grid = board_grid(g.player(0).board.geometry(), n, room.GetSize(), label_h, pad, gap, kMaxRadius);
  const Outcome outcome = g.outcome();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int i = 0; i < n; ++i) {
    const ImRect card = board_grid_card(grid, i, room, gap);
    const bool won = n > 1 && std::find(outcome.winners.begin(), outcome.winners.end(), i) != outcome.winners.end();
    const std::string total = std::to_string(g.score(i).total);
    draw_board_card(dl, card, g.player(i).board, g.decks(), grid.radius, label_h, font, app.name_of(i).c_str(),
                    total.c_str(), won ? palette().accent : palette().text, won ? palette().accent : 0,
                    won ? 2.0f : 1.2f);
    // Read as "<name>'s board: <score by line>; <the board>": the card's name and total, and what it shows.
    const std::string board_of = tr(Text::game_board_of, {{"name", app.name_of(i)}});
    const std::string about =
        tr(Text::words_join, {{"a", score_words(g, i)}, {"b", board_summary(g, i)}});
    hook_rect("end/board" + std::to_string(i), card.Min, card.Max,
              {.role = Role::Text, .words = tr(Text::words_labelled, {{"label", board_of}, {"text", about}})});
  }
}

// The sheet's column: the outcome, the score sheet, playing again, sharing and the seed, centred in
// `region_w` (the window's width, or the desktop's left column). `sheet_less`: height kept off the sheet.
void sheet_column(ScreenHost& app, float region_w, float region_h, float sheet_less, float top) {
  const GameState& g = *app.game;
  const float width = std::min(620.0f, region_w - 32.0f);
  const float left = (region_w - width) * 0.5f;
  ImGui::SetCursorPosY(24 + top);
  centered_text(tr(Text::end_game_over), fonts().heading, palette().text_muted);
  const Outcome outcome = g.outcome();
  const std::string winner = winner_line(app, outcome);
  // The title's size while it fits; a longer line (names, translations) in the heading's, wrapped.
  centered_wrapped(winner.c_str(), title_can_show(winner.c_str(), width) ? fonts().title : fonts().heading,
                   palette().text, width);
  WidgetFlags winner_flags;
  winner_flags.label = winner;
  winner_flags.role = Role::Text;
  // The whole result as the screen shows it: the winner, how a tie was broken, every score (solo: its suns).
  std::vector<std::string> names;
  for (int i = 0; i < g.player_count(); ++i) names.push_back(app.name_of(i));
  winner_flags.words = result_words(g, names);
  hook_item("end/winner", winner_flags);
  const char* note = tie_note(outcome);
  if (*note) centered_wrapped(note, fonts().body, palette().text_muted, width);
  if (g.player_count() == 1) suns(app);
  best_line(app, width);
  ImGui::Dummy(ImVec2(0, 8));
  // The sheet's rows scroll on their own so the buttons below always stay in view.
  ImGui::SetCursorPosX(left);
  ScoreSheet(app, outcome).draw(width, std::max(160.0f, region_h - ImGui::GetCursorPosY() - 170 - sheet_less));
  ImGui::Dummy(ImVec2(0, 8));

  const float bw = (width - 16) / 3;
  ImGui::SetCursorPosX(left);
  // The guided game played again is a game of the player's own.
  const GameKind kind = app.saved && app.saved->kind != GameKind::Tutorial ? app.saved->kind : GameKind::Local;
  ImGui::PushFont(row_font({tr(Text::end_play_again), tr(Text::end_new_seed), tr(Text::end_lobby)}, bw));
  if (fitted_button(true, tr(Text::end_play_again), "end/play-again-same", ImVec2(bw, 46)))
    app.start_game(app.record.setup, kind);
  item_tooltip(tr(Text::end_play_again_tip));
  ImGui::SameLine(0, 8);
  if (fitted_button(false, tr(Text::end_new_seed), "end/play-again-new", ImVec2(bw, 46))) {
    Setup setup = app.record.setup;
    setup.seed = "";
    app.start_game(setup, kind == GameKind::Daily ? GameKind::Local : kind);
  }
  ImGui::SameLine(0, 8);
  if (fitted_button(false, tr(Text::end_lobby), "end/lobby", ImVec2(bw, 46))) app.back_to_lobby();
  ImGui::PopFont();
  ImGui::Dummy(ImVec2(0, 2));
  share_row(app, left, width);

  ImGui::Dummy(ImVec2(0, 10));
  ImGui::PushFont(fonts().small);
  const std::string seed_line = tr(Text::end_seed, {{"seed", g.setup().seed}});
  centered_text(seed_line.c_str(), nullptr, palette().text_muted);
  ImGui::PopFont();
}

}  // namespace

void end_screen(ScreenHost& app) {
  hook_begin_frame("end");
  const GameState& g = *app.game;
  begin_fullscreen("##end");
  const ImVec2 size = platform().css_size;
  // A desktop: the sheet's column on the left, the final boards beside it. A phone: the boards under the
  // sheet, the page scrolling down to them; their heading shows at the bottom of the first view.
  // A short screen (a landscape phone, 200% zoom) takes the phone's layout, which scrolls: the desktop's
  // column does not, and under 500 px its buttons went out of the screen. Its sheet is given the room of a
  // screen of kShortScreen (the sheet's rows whole, not scrolling inside a page that scrolls).
  constexpr float kBesideMinHeight = 500, kShortScreen = 700;
  const bool beside = size.x >= 900 && size.x > size.y && size.y >= kBesideMinHeight;
  if (beside) {
    const float column_w = std::min(652.0f, size.x * 0.48f);
    ImGui::SetCursorPos(ImVec2(8, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));
    ImGui::BeginChild("##column", ImVec2(column_w, size.y), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    sheet_column(app, column_w, size.y, 0, 0);
    ImGui::EndChild();
    ImRect boards(ImVec2(8 + column_w + 16, 24), ImVec2(size.x - 24, size.y - 24));
    // The guided game's last steps above the boards.
    if (app.tutorial) {
      const float coach_h = tutorial_coach_height(app, boards.GetWidth());
      const ImRect coach(boards.Min, ImVec2(boards.Max.x, boards.Min.y + coach_h));
      boards.Min.y += coach_h + 16;
      final_boards(app, boards);
      tutorial_coach(app, coach);
    } else {
      final_boards(app, boards);
    }
  } else {
    const float heading_h = font_px(fonts().heading) + 28;
    // The guided game's last steps first, over the sheet.
    float coach_h = 0;
    if (app.tutorial) {
      const float coach_w = std::min(620.0f, size.x - 32.0f);
      coach_h = tutorial_coach_height(app, coach_w);
      const ImVec2 at(ImGui::GetWindowPos().x + (size.x - coach_w) * 0.5f, ImGui::GetWindowPos().y + 16 - ImGui::GetScrollY());
      tutorial_coach(app, ImRect(at, ImVec2(at.x + coach_w, at.y + coach_h)));
      coach_h += 8;
    }
    sheet_column(app, size.x, std::max(size.y, kShortScreen) + coach_h, heading_h, coach_h);
    ImGui::Dummy(ImVec2(0, 10));
    centered_text(tr(Text::end_final_boards), fonts().heading, palette().text_muted);
    hook_item("end/boards-heading", {.role = Role::Text, .words = tr(Text::end_final_boards)});
    const float width = std::min(620.0f, size.x - 32.0f);
    const float left = (size.x - width) * 0.5f;
    // Two boards a row (one in solo), each as wide as its half of the sheet's width.
    const int columns = g.player_count() == 1 ? 1 : 2;
    const int rows = (g.player_count() + columns - 1) / columns;
    const Geometry& geo = g.player(0).board.geometry();
    const float cell_w = (width - 12 * static_cast<float>(columns - 1)) / static_cast<float>(columns);
    const ImVec2 ext = board_extent(geo, radius_to_fit(geo, ImVec2(cell_w - 16, 10000)));
    const float cell_h = ext.y + 16 + font_px(fonts().body) + 10;
    const float block_h = cell_h * static_cast<float>(rows) + 12 * static_cast<float>(rows - 1);
    const ImVec2 at(ImGui::GetWindowPos().x + left, ImGui::GetCursorScreenPos().y + 4);
    final_boards(app, ImRect(at, ImVec2(at.x + width, at.y + block_h)));
    ImGui::Dummy(ImVec2(width, block_h + 24));
    drag_to_scroll();
  }

  const Outcome outcome = g.outcome();
  json::Value totals = json::Value::array();
  for (int i = 0; i < g.player_count(); ++i) totals.push_back(g.score(i).total);
  hook_fact("totals", totals);
  hook_fact("winners", json::Value(outcome.winners));
  ImGui::End();
}

}  // namespace harmonies::ui
