// The game screen: the layout of its sections for a desktop or a phone, the top
// bar and its menu, the turn's bars, the phone's tabs and the keyboard shortcuts.
// Everything shown is read from the engine; every click becomes an engine action.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "harmonies/json.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "platform/platform.hpp"
#include "platform/test_hook.hpp"
#include "render/draw.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/game/parts.hpp"
#include "screens/rule_numbers.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui {

using namespace game_parts;

namespace {

// Where each part of the screen goes, in screen coordinates.
struct Layout {
  bool portrait = false;
  ImRect top, spots, hand, board, row, panel, actions, others;
};

Layout compute_layout(ImVec2 size) {
  Layout l;
  l.portrait = size.x < 760 || size.x < size.y * 0.9f;
  if (l.portrait) {
    // Top to bottom, fitting the screen: the bottom area shows one tab at a
    // time (animals, cards and score, other players).
    const float w = size.x;
    const float bottom_h = std::clamp(size.y * 0.32f, 220.0f, 300.0f);
    l.top = ImRect(ImVec2(0, 0), ImVec2(w, 48));
    l.spots = ImRect(ImVec2(0, 48), ImVec2(w, 48 + 78));
    l.hand = ImRect(ImVec2(0, l.spots.Max.y), ImVec2(w, l.spots.Max.y + 52));
    l.actions = ImRect(ImVec2(0, size.y - bottom_h - 56), ImVec2(w, size.y - bottom_h));
    l.board = ImRect(ImVec2(0, l.hand.Max.y), ImVec2(w, l.actions.Min.y));
    const ImRect bottom(ImVec2(0, size.y - bottom_h), ImVec2(w, size.y));
    l.row = l.panel = l.others = bottom;
    return l;
  }
  const float left_w = std::clamp(size.x * 0.2f, 230.0f, 300.0f);
  const float right_w = std::clamp(size.x * 0.25f, 290.0f, 380.0f);
  const float top_h = 52;
  const float row_h = std::clamp(size.y * 0.24f, 160.0f, 230.0f);
  l.top = ImRect(ImVec2(0, 0), ImVec2(size.x, top_h));
  l.spots = ImRect(ImVec2(0, top_h), ImVec2(left_w, top_h + std::min(430.0f, size.y * 0.56f)));
  l.others = ImRect(ImVec2(0, l.spots.Max.y), ImVec2(left_w, size.y));
  l.hand = ImRect(ImVec2(left_w, top_h), ImVec2(size.x - right_w, top_h + 56));
  l.row = ImRect(ImVec2(left_w, size.y - row_h), ImVec2(size.x - right_w, size.y));
  l.board = ImRect(ImVec2(left_w, l.hand.Max.y), ImVec2(size.x - right_w, l.row.Min.y));
  l.actions = ImRect(ImVec2(size.x - right_w, size.y - 120), ImVec2(size.x, size.y));
  l.panel = ImRect(ImVec2(size.x - right_w, top_h), ImVec2(size.x, l.actions.Min.y));
  return l;
}

// The game's menu: share links, and leave (the game stays saved).
void game_menu(App& app) {
  const float w = 300;
  const bool watching = app.replay.has_value();
  if (secondary_button("Share this setup", "menu/share-setup", ImVec2(w, 0))) {
    app.open_share("Share this setup", "Everyone who opens this link starts the same game: the same pouch, "
                   "animal deck and first player.", app.game_link(LinkKind::Setup));
    ImGui::CloseCurrentPopup();
  }
  if (secondary_button(watching ? "Share this replay" : "Share the game so far", "menu/share-game", ImVec2(w, 0))) {
    app.open_share(watching ? "Share this replay" : "Share the game so far",
                   "Whoever opens this link watches the game, action by action, and may play on from any point.",
                   app.game_link(LinkKind::Game));
    ImGui::CloseCurrentPopup();
  }
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::TextUnformatted(watching ? "Close the replay and go back to the lobby?"
                                  : "Your game is saved: continue it from the lobby.");
  ImGui::PopStyleColor();
  if (primary_button(watching ? "Close replay" : "Leave game", "dialog/leave", ImVec2(w, 0))) {
    app.back_to_lobby();
    ImGui::CloseCurrentPopup();
  }
  if (secondary_button("Back", "dialog/stay", ImVec2(w, 0)) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
    ImGui::CloseCurrentPopup();
}

void top_bar(App& app, const ImRect& r) {
  const GameState& g = *app.game;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const Palette& p = palette();
  dl->AddRectFilled(r.Min, r.Max, p.panel);
  dl->AddLine(ImVec2(r.Min.x, r.Max.y), r.Max, p.panel_border);
  const int me = g.current_player();
  const bool compact = r.GetWidth() < 760;  // phone: the round, pouch and deck go under this line
  char line[128];
  if (compact) {
    if (g.player_count() == 1) std::snprintf(line, sizeof line, "Solo - turn %d", g.now().round + 1);
    else std::snprintf(line, sizeof line, "%s's turn", app.name_of(me).c_str());
  } else if (g.player_count() == 1) {
    std::snprintf(line, sizeof line, "Solo - turn %d", g.now().round + 1);
  } else {
    std::snprintf(line, sizeof line, "%s's turn - round %d", app.name_of(me).c_str(), g.now().round + 1);
  }
  if (app.replay) {
    // A phone has room for one word beside the buttons; the slider says which turn.
    const std::string watched = compact ? std::string("Replay") : "Replay - " + std::string(line);
    std::snprintf(line, sizeof line, "%s", watched.c_str());
  }
  ImFont* f = fonts().heading;
  const float title_y = compact ? r.Min.y + 4 : r.Min.y + (r.GetHeight() - font_px(f)) * 0.5f;
  text_at(dl, ImVec2(r.Min.x + 16, title_y), f, p.text, line);
  float x = r.Min.x + 16 + f->CalcTextSizeA(font_px(f), FLT_MAX, 0, line).x + 16;
  if (g.now().end_triggered) {
    const char* warn = "Last round!";
    ImFont* b = fonts().body;
    const ImVec2 ts = b->CalcTextSizeA(font_px(b), FLT_MAX, 0, warn);
    const ImVec2 a(x, r.Min.y + (r.GetHeight() - ts.y) * 0.5f - 4);
    dl->AddRectFilled(a, ImVec2(a.x + ts.x + 20, a.y + ts.y + 8), p.warning, 10);
    text_at(dl, ImVec2(a.x + 10, a.y + 4), b, IM_COL32(255, 255, 255, 255), warn);
    hook_rect("banner/last-round", a, ImVec2(a.x + ts.x + 20, a.y + ts.y + 8));
  }
  hook_fact("current_player", std::to_string(me));
  hook_fact("round", std::to_string(g.now().round));
  hook_fact("last_round", g.now().end_triggered ? "true" : "false");

  // Right side: how to play and leave.
  const float bw = compact ? 36 : 44, menu_w = compact ? 40 : 76, animals_w = compact ? 78 : 92;
  ImGui::SetCursorScreenPos(ImVec2(r.Max.x - animals_w - bw - menu_w - 16 - 12, r.Min.y + 8));
  if (secondary_button("Animals", "button/animals", ImVec2(animals_w, r.GetHeight() - 16))) open_cheatsheet();
  item_tooltip("The animals still in the deck, filtered by terrain (A)");
  ImGui::SameLine();
  if (secondary_button("?", "button/rules", ImVec2(bw, r.GetHeight() - 16))) app.rules_open = true;
  item_tooltip("How to play (H)");
  ImGui::SameLine();
  if (secondary_button(compact ? "\xe2\x80\xa6" : "Menu", "button/menu", ImVec2(menu_w, r.GetHeight() - 16)))
    ImGui::OpenPopup("leave");
  item_tooltip("Menu: share this game, or leave it");
  if (ImGui::BeginPopupModal("leave", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar)) {
    game_menu(app);
    ImGui::EndPopup();
  }
}

// A game by link whose turn went to another device: what to do meanwhile.
void link_wait_bar(App& app, const ImRect& strip, const ImRect& buttons) {
  const GameState& g = *app.game;
  const std::string line = g.is_terminal() ? "The game is over: send the final turn so everyone sees it."
                                           : "Waiting for " + app.name_of(g.current_player()) +
                                                 ": send them the link to play their turn.";
  ImFont* f = strip.GetWidth() < 500 ? fonts().small : fonts().body;
  const float wrap = strip.GetWidth() - 32;
  const ImVec2 ts = f->CalcTextSizeA(font_px(f), FLT_MAX, wrap, line.c_str());
  ImGui::GetWindowDrawList()->AddText(f, font_px(f), ImVec2(strip.Min.x + 16, strip.GetCenter().y - ts.y * 0.5f),
                                      palette().text_muted, line.c_str(), nullptr, wrap);
  hook_rect("link/waiting", strip.Min, strip.Max);
  const ButtonPair pair(buttons);
  if (primary_button("Send turn", "link/send", pair.size()))
    app.open_share("Send the turn to " + app.name_of(g.current_player()),
                   "Whoever opens this link plays " + app.name_of(g.current_player()) +
                       "'s turn on their device, then sends one back.",
                   app.game_link(LinkKind::Turn));
  item_tooltip("Copy the link that hands the next turn over");
  pair.second();
  if (secondary_button("Play it here", "link/play-here", pair.size(), !g.is_terminal())) app.play_link_turn_here();
  item_tooltip("The next player is with you: play their turn on this device");
}

// The strip over the board and the buttons under the panel: the turn's own
// (hand, end turn) when this device plays, otherwise the replay's or the link's.
void turn_bars(App& app, const ImRect& strip, const ImRect& buttons) {
  if (app.replay) {
    replay_controls(app, strip, buttons);
  } else if (app.waiting_for_link()) {
    link_wait_bar(app, strip, buttons);
  } else {
    hand_section(app, strip);
    actions_section(app, buttons);
  }
}

// Phone portrait: a tab strip over the bottom area; returns the content rect.
ImRect bottom_tabs(App& app, const ImRect& r) {
  const Palette& p = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(r.Min, r.Max, p.panel);
  dl->AddLine(r.Min, ImVec2(r.Max.x, r.Min.y), p.panel_border);
  const char* const kTabs[] = {"Animals", "Cards & score", app.game->player_count() > 1 ? "Players" : "Suns"};
  const char* const kHooks[] = {"tab/animals", "tab/cards", "tab/players"};
  const float tab_w = (r.GetWidth() - 16) / 3;
  for (int i = 0; i < 3; ++i) {
    const ImRect t(ImVec2(r.Min.x + 8 + tab_w * i, r.Min.y + 4), ImVec2(r.Min.x + 8 + tab_w * (i + 1) - 4, r.Min.y + 36));
    ImGui::PushID(i);
    const bool clicked = hit_area("tab", t);
    ImGui::PopID();
    const bool on = app.portrait_tab == i;
    dl->AddRectFilled(t.Min, t.Max, on ? p.accent : p.background, 8);
    ImFont* f = fonts().body;
    const ImVec2 ts = f->CalcTextSizeA(font_px(f), FLT_MAX, 0, kTabs[i]);
    text_at(dl, ImVec2(t.GetCenter().x - ts.x * 0.5f, t.GetCenter().y - ts.y * 0.5f), f,
            on ? IM_COL32(255, 255, 255, 255) : p.text, kTabs[i]);
    WidgetFlags flags;
    flags.selected = on;
    hook_rect(kHooks[i], t.Min, t.Max, flags);
    if (clicked) app.portrait_tab = i;
  }
  return ImRect(ImVec2(r.Min.x, r.Min.y + 40), r.Max);
}

void shortcuts(App& app) {
  if (app.rules_open || ImGui::GetIO().WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
  const GameState& g = *app.game;
  for (int s = 0; s < g.spot_count(); ++s)
    if (ImGui::IsKeyPressed('1' + s, false) && app.is_legal(Action::take_spot(s))) app.act(Action::take_spot(s));
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) && app.is_legal(Action::end_turn()))
    app.act(Action::end_turn());
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace), false) && app.is_legal(Action::restart_turn()))
    app.act(Action::restart_turn());
  if (ImGui::IsKeyPressed('H', false)) app.rules_open = true;
  if (ImGui::IsKeyPressed('I', false)) app.ask_hint();
  if (ImGui::IsKeyPressed('A', false)) open_cheatsheet();
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    app.selection.card = -1;
    app.selection.viewed_player = -1;
  }
  // Tab cycles the token to place among the colours in hand.
  const TurnState& t = g.now().turn;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Tab), false) && t.hand_count > 0) {
    int at = 0;
    for (int i = 0; i < t.hand_count; ++i)
      if (index_of(t.hand[i]) == app.selection.hand_colour) at = i;
    app.selection.hand_colour = index_of(t.hand[(at + 1) % t.hand_count]);
    app.selection.card = -1;
  }
}

}  // namespace

void game_screen(App& app) {
  hook_begin_frame("game");
  const ImVec2 size = platform().css_size;
  const Layout layout = compute_layout(size);
  app.portrait_layout = layout.portrait;
  begin_fullscreen("##game");
  if (layout.portrait) {
    top_bar(app, layout.top);
    spots_section(app, layout.spots, true);
    turn_bars(app, layout.hand, layout.actions);
    board_section(app, layout.board);
    const ImRect content = bottom_tabs(app, layout.row);
    switch (app.portrait_tab) {
      case 0: row_section(app, content, true); break;
      case 1: panel_section(app, content, true); break;
      default: others_section(app, content); break;
    }
  } else {
    top_bar(app, layout.top);
    spots_section(app, layout.spots, false);
    others_section(app, layout.others);
    turn_bars(app, layout.hand, layout.actions);
    board_section(app, layout.board);
    row_section(app, layout.row, false);
    panel_section(app, layout.panel, false);
  }
  if (app.can_act()) shortcuts(app);
  hook_fact("players", std::to_string(app.game->player_count()));
  hook_fact("seed", json::quote(app.game->setup().seed));
  hook_fact("side", json::quote(side_name(app.game->setup().side)));
  hook_fact("spirits", app.game->setup().spirits ? "true" : "false");
  hook_fact("can_play", app.can_act() ? "true" : "false");
  hook_fact("actions", std::to_string(app.record.actions.size()));
  json::Value kinds = json::Value::array();
  for (int i = 0; i < app.game->player_count(); ++i) kinds.push_back(std::string(seat_name(app.seats[i])));
  hook_value("seats", kinds);
  hook_fact("bot_turn", app.bot_turn() ? "true" : "false");
  hook_fact("bot_thinking", app.bot.request ? "true" : "false");
  hook_fact("bots_in_background", app.bots_in_background ? "true" : "false");
  if (app.bot.last_ms >= 0) hook_fact("bot_ms", std::to_string(static_cast<long>(app.bot.last_ms)));
  hook_fact("hint", app.hint.action ? json::quote(to_string(*app.hint.action)) : std::string("null"));
  hook_fact("hint_pending", app.hint_pending() ? "true" : "false");
  ImGui::End();
}

}  // namespace harmonies::ui
