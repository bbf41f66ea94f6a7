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
#include "model/board_words.hpp"
#include "platform/access_mirror.hpp"
#include "platform/platform.hpp"
#include "platform/test_hook.hpp"
#include "render/draw.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/fit_label.hpp"
#include "model/turn_guide.hpp"
#include "screens/game/parts.hpp"
#include "screens/rule_numbers.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui {

using namespace game_parts;

namespace {

// The players' names as the screen shows them, for the words of the turn.
std::vector<std::string> player_names(ScreenHost& app) {
  std::vector<std::string> names;
  for (int i = 0; i < app.game->player_count(); ++i) names.push_back(app.name_of(i));
  return names;
}

// Where each part of the screen goes, in screen coordinates.
struct Layout {
  bool portrait = false;
  ImRect top, spots, hand, board, row, panel, actions, others;
  ImRect coach;  // the guided game's card (empty otherwise)

  // Every part moved down by `dy` (up when negative): the screen scrolled.
  void shift(float dy) {
    for (ImRect* r : {&top, &spots, &hand, &board, &row, &panel, &actions, &others, &coach}) r->Translate(ImVec2(0, dy));
  }

  // The guided game's card takes `height` from the board: above it on a desktop, under it on a phone (beside
  // the turn's buttons, where the eye goes after placing).
  void make_room_for_coach(float height, float width) {
    if (portrait) {
      board.Max.y -= height;
      coach = ImRect(ImVec2(8, board.Max.y + 4), ImVec2(width - 8, board.Max.y + height - 4));
    } else {
      coach = ImRect(ImVec2(board.Min.x + 16, board.Min.y + 8), ImVec2(board.Max.x - 16, board.Min.y + height));
      board.Min.y += height;
    }
  }
};

// A phone's layout (portrait, the bottom area in tabs) on a narrow or tall screen, a desktop's otherwise.
bool portrait_screen(ImVec2 size) { return size.x < 760 || size.x < size.y * 0.9f; }

// The least height each layout is drawn for: a shorter screen (a landscape phone, a short window, 200% zoom
// of a laptop's 1366x768: 683x384) gets the layout of this height and scrolls it (the wheel, a finger's drag).
// Measured on a solo game, where the parts stop overlapping and the board's spaces reach a finger's size
// (24 px, WCAG 2.5.8): a phone's fixed parts (the top bar, spots, hand, turn buttons and the bottom area, 454
// px; 44 more with a module's offers) leave the board 246 px at 700 (spaces 30 px; 22 px at 640, overlaps
// below 460); a desktop's fits at 500 (spaces 29 px) and 540 gives a board of 35 px spaces. Both are under
// the usual screens' heights (a phone's 844, a laptop's 768), which keep their layout unchanged.
constexpr float kPortraitMinHeight = 700, kDesktopMinHeight = 540;
float layout_min_height(bool portrait, bool offers) {
  return portrait ? kPortraitMinHeight + (offers ? 44.0f : 0.0f) : kDesktopMinHeight;
}

// The least room the others' boards get beside the board on a desktop: with three of them above each other
// at 1366x768, boards about 150 px wide, as big as their height then allows.
constexpr float kOthersMinWidth = 182;

// `offers`: the game has a module's row of offers (RULES.md "Crescendo"), a second line under the phone's
// animal row. `players` and `geo` (the boards' shape): with others at the table, a desktop gives their
// boards the room beside the player's board, which is sized to the height it has, as in a solo game.
// `portrait`: portrait_screen() of the screen's size (`size` may be taller: layout_min_height).
Layout compute_layout(ImVec2 size, bool portrait, bool offers, int players, const Geometry& geo) {
  Layout l;
  l.portrait = portrait;
  if (l.portrait) {
    // Top to bottom, fitting the screen: the bottom area shows one tab at a
    // time (animals, cards and score, other players).
    const float w = size.x;
    const float bottom_h = std::clamp(size.y * 0.32f, 220.0f, 300.0f) + (offers ? 44.0f : 0.0f);
    l.top = ImRect(ImVec2(0, 0), ImVec2(w, 48));
    l.spots = ImRect(ImVec2(0, 48), ImVec2(w, 48 + 78));
    l.hand = ImRect(ImVec2(0, l.spots.Max.y), ImVec2(w, l.spots.Max.y + 52));
    l.actions = ImRect(ImVec2(0, size.y - bottom_h - 56), ImVec2(w, size.y - bottom_h));
    l.board = ImRect(ImVec2(0, l.hand.Max.y), ImVec2(w, l.actions.Min.y));
    const ImRect bottom(ImVec2(0, size.y - bottom_h), ImVec2(w, size.y));
    l.row = l.panel = l.others = bottom;
    return l;
  }
  const bool solo = players == 1;
  // Solo: the suns reminder under the central board. With others, the central board takes the whole
  // column, narrower, and their boards go beside the player's.
  const float left_w = solo ? std::clamp(size.x * 0.2f, 230.0f, 300.0f) : std::clamp(size.x * 0.14f, 190.0f, 240.0f);
  const float right_w = std::clamp(size.x * 0.25f, 290.0f, 380.0f);
  const float top_h = 52;
  const float row_h = std::clamp(size.y * 0.24f, 160.0f, 230.0f);
  l.top = ImRect(ImVec2(0, 0), ImVec2(size.x, top_h));
  l.spots = ImRect(ImVec2(0, top_h), ImVec2(left_w, solo ? top_h + std::min(430.0f, size.y * 0.56f) : size.y));
  l.others = ImRect(ImVec2(0, l.spots.Max.y), ImVec2(left_w, size.y));
  l.hand = ImRect(ImVec2(left_w, top_h), ImVec2(size.x - right_w, top_h + 56));
  l.row = ImRect(ImVec2(left_w, size.y - row_h), ImVec2(size.x - right_w, size.y));
  l.board = ImRect(ImVec2(left_w, l.hand.Max.y), ImVec2(size.x - right_w, l.row.Min.y));
  l.actions = ImRect(ImVec2(size.x - right_w, size.y - 120), ImVec2(size.x, size.y));
  l.panel = ImRect(ImVec2(size.x - right_w, top_h), ImVec2(size.x, l.actions.Min.y));
  if (!solo) {
    // The player's board as big as the height allows (board_section's margins), the rest to the others,
    // who take at least kOthersMinWidth from a board wider than the room left (side B, a narrow screen).
    const float margin = 16;
    const float own_w = board_extent(geo, radius_to_fit(geo, ImVec2(l.board.GetWidth() - margin * 2,
                                                                       l.board.GetHeight() - margin * 2))).x;
    const float split = std::min(l.board.Min.x + own_w + margin * 2, l.board.Max.x - kOthersMinWidth);
    l.others = ImRect(ImVec2(split, l.board.Min.y), l.board.Max);
    l.board.Max.x = split;
  }
  return l;
}

// The game's menu: the language, share links, and leave (the game stays saved).
void game_menu(ScreenHost& app) {
  const ImGuiStyle& style = ImGui::GetStyle();
  // As wide as the language row needs, within the screen (a phone's is narrow).
  float language_w = ImGui::CalcTextSize(tr(Text::language_menu)).x + style.ItemSpacing.x + 4 * (kLanguageCount - 1);
  float name_w = 0;
  for (Language language : kLanguages) name_w = std::max(name_w, ImGui::CalcTextSize(language_name(language)).x);
  language_w += (name_w + style.FramePadding.x * 2) * kLanguageCount;
  const float screen_w = platform().css_size.x - style.WindowPadding.x * 2 - 8;
  const bool watching = app.replay.has_value();
  const char* note = tr(watching ? Text::game_menu_close_replay_question : Text::game_menu_saved);
  // Every row as wide as the widest of the language row and the note (when the screen has room).
  const float w = std::max({300.0f, std::min(language_w, screen_w), std::min(ImGui::CalcTextSize(note).x, screen_w)});
  const bool small = language_w > w;
  if (small) ImGui::PushFont(fonts().small);
  language_choice(app, w, "menu/language-");
  if (small) ImGui::PopFont();
  ImGui::Spacing();
  if (secondary_button(tr(Text::game_menu_share_setup), "menu/share-setup", ImVec2(w, 0))) {
    app.open_share(tr(Text::game_menu_share_setup), tr(Text::game_menu_share_setup_note),
                   app.game_link(LinkKind::Setup));
    ImGui::CloseCurrentPopup();
  }
  const char* share_game = tr(watching ? Text::game_menu_share_replay : Text::game_menu_share_game);
  if (secondary_button(share_game, "menu/share-game", ImVec2(w, 0))) {
    app.open_share(share_game, tr(Text::game_menu_share_game_note), app.game_link(LinkKind::Game));
    ImGui::CloseCurrentPopup();
  }
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w);
  ImGui::TextUnformatted(note);
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  if (primary_button(tr(watching ? Text::game_menu_close_replay : Text::game_menu_leave), "dialog/leave", ImVec2(w, 0))) {
    app.back_to_lobby();
    ImGui::CloseCurrentPopup();
  }
  if (secondary_button(tr(Text::common_back), "dialog/stay", ImVec2(w, 0)) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
    ImGui::CloseCurrentPopup();
}

void top_bar(ScreenHost& app, const ImRect& r) {
  const GameState& g = *app.game;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const Palette& p = palette();
  dl->AddRectFilled(r.Min, r.Max, p.panel);
  dl->AddLine(ImVec2(r.Min.x, r.Max.y), r.Max, p.panel_border);
  const int me = g.current_player();
  const bool compact = r.GetWidth() < 760;  // phone: the round, pouch and deck go under this line
  std::string line;
  if (g.player_count() == 1) line = tr(Text::game_top_solo_turn, {{"n", g.now().round + 1}});
  else if (compact) line = tr(Text::game_top_turn_of, {{"name", app.name_of(me)}});
  else line = tr(Text::game_top_turn_round, {{"name", app.name_of(me)}, {"n", g.now().round + 1}});
  if (app.replay) {
    // A phone has room for one word beside the buttons; the slider says which turn.
    line = compact ? std::string(tr(Text::game_top_replay)) : tr(Text::game_top_replay_line, {{"line", line}});
  }
  // Right side: the animals, how to play and the menu.
  const float bw = compact ? 36 : 44, menu_w = compact ? 40 : 76, animals_w = compact ? 78 : 92;
  const float buttons_x = r.Max.x - animals_w - bw - menu_w - 16 - 12;
  ImFont* f = fonts().heading;
  // A Pulse game says so beside the title: the mirror mark and the module's name, the mark alone on a phone.
  const bool pulse = g.setup().pulse;
  ImFont* const badge_font = fonts().small;
  const float mark_h = std::round(font_px(badge_font) * 0.9f);
  const float badge_pad = 7;
  const char* const pulse_word = tr(Text::game_top_pulse);
  const float badge_w =
      !pulse ? 0
             : badge_pad * 2 + mirror_mark_extent(mark_h).x +
                   (compact ? 0 : 6 + badge_font->CalcTextSizeA(font_px(badge_font), FLT_MAX, 0, pulse_word).x);
  const float badge_room = pulse ? badge_w + 10 : 0;
  // A phone's line shrinks when a long name or translation would run under the buttons.
  if (compact)
    for (ImFont* smaller : {fonts().body, fonts().small})
      if (r.Min.x + 16 + f->CalcTextSizeA(font_px(f), FLT_MAX, 0, line.c_str()).x + badge_room > buttons_x - 8)
        f = smaller;
  const float title_y = compact ? r.Min.y + 4 : r.Min.y + (r.GetHeight() - font_px(f)) * 0.5f;
  const float title_end = r.Min.x + 16 + f->CalcTextSizeA(font_px(f), FLT_MAX, 0, line.c_str()).x;
  float x = title_end + 16 + badge_room;
  const char* warn = tr(Text::game_top_last_round);
  ImFont* b = fonts().body;
  const ImVec2 ts = b->CalcTextSizeA(font_px(b), FLT_MAX, 0, warn);
  // A phone may lack room for both beside the buttons: the last round is the news, it takes the title's place
  // (the round shows under it, and a replay says so with its controls).
  const bool banner_only = g.now().end_triggered && x + ts.x + 20 > buttons_x - 8;
  if (banner_only) x = r.Min.x + 16;
  else text_at(dl, ImVec2(r.Min.x + 16, title_y), f, p.text, line.c_str());
  // The title's line and what the turn asks for now, in words (a screen reader's "where am I").
  hook_rect("title/turn", ImVec2(r.Min.x + 16, title_y), ImVec2(title_end, title_y + font_px(f)),
            {.role = Role::Text,
             .words = app.replay ? line + ". " + turn_state_words(g, player_names(app)) : turn_state_words(g, player_names(app))});
  if (pulse && !banner_only) {
    const float badge_h = font_px(badge_font) + 8;
    const ImVec2 a(title_end + 10, title_y + (font_px(f) - badge_h) * 0.5f);
    const ImRect badge(a, ImVec2(a.x + badge_w, a.y + badge_h));
    dl->AddRectFilled(badge.Min, badge.Max, p.background, badge_h * 0.5f);
    dl->AddRect(badge.Min, badge.Max, p.panel_border, badge_h * 0.5f, 0, 1.0f);
    const ImVec2 mark = mirror_mark_extent(mark_h);
    draw_mirror_mark(dl, ImVec2(badge.Min.x + badge_pad + mark.x * 0.5f, badge.GetCenter().y), mark_h, p.text);
    if (!compact)
      text_at(dl, ImVec2(badge.Min.x + badge_pad + mark.x + 6, badge.GetCenter().y - font_px(badge_font) * 0.5f),
              badge_font, p.text, pulse_word);
    ImGui::PushID("pulse");
    hit_area("badge", badge);
    ImGui::PopID();
    item_tooltip(tr(Text::game_top_pulse_tip));
    hook_rect("title/pulse", badge.Min, badge.Max, {.role = Role::Text, .words = tr(Text::game_top_pulse_tip)});
  }
  if (g.now().end_triggered) {
    const ImVec2 a(x, compact ? title_y : r.Min.y + (r.GetHeight() - ts.y) * 0.5f - 4);
    dl->AddRectFilled(a, ImVec2(a.x + ts.x + 20, a.y + ts.y + 8), p.warning, 10);
    text_at(dl, ImVec2(a.x + 10, a.y + 4), b, IM_COL32(255, 255, 255, 255), warn);
    hook_rect("banner/last-round", a, ImVec2(a.x + ts.x + 20, a.y + ts.y + 8), {.role = Role::Text, .words = warn});
  }
  hook_fact("current_player", me);
  hook_fact("round", g.now().round);
  hook_fact("last_round", g.now().end_triggered);

  ImGui::SetCursorScreenPos(ImVec2(buttons_x, r.Min.y + 8));
  // A longer word than the button's padding allows: less padding, centred, rather than cut off.
  const char* animals = tr(Text::game_animals);
  const float animals_text_w = ImGui::CalcTextSize(animals).x;
  const bool tight = animals_text_w + ImGui::GetStyle().FramePadding.x * 2 > animals_w;
  if (tight)
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(std::max(2.0f, (animals_w - animals_text_w) * 0.5f),
                                                           ImGui::GetStyle().FramePadding.y));
  if (secondary_button(animals, "button/animals", ImVec2(animals_w, r.GetHeight() - 16))) open_cheatsheet();
  if (tight) ImGui::PopStyleVar();
  item_tooltip(tr(Text::game_top_animals_tip));
  ImGui::SameLine();
  if (secondary_button("?", "button/rules", ImVec2(bw, r.GetHeight() - 16))) app.open_rules();
  hook_words_of_last(tr(Text::lobby_how_to_play));
  item_tooltip(tr(Text::game_top_rules_tip));
  ImGui::SameLine();
  if (secondary_button(compact ? "\xe2\x80\xa6" : tr(Text::game_top_menu), "button/menu",
                       ImVec2(menu_w, r.GetHeight() - 16)))
    ImGui::OpenPopup("leave");
  hook_words_of_last(tr(Text::game_top_menu));
  hook_expanded_of_last(ImGui::IsPopupOpen("leave"));
  item_tooltip(tr(Text::game_top_menu_tip));
  if (ImGui::BeginPopupModal("leave", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar)) {
    hook_begin_dialog(tr(Text::game_top_menu));
    game_menu(app);
    hook_end_dialog();
    ImGui::EndPopup();
  }
}

// A game by link whose turn went to another device: what to do meanwhile.
void link_wait_bar(ScreenHost& app, const ImRect& strip, const ImRect& buttons) {
  const GameState& g = *app.game;
  const std::string line = g.is_terminal()
                               ? std::string(tr(Text::game_link_over))
                               : tr(Text::game_link_waiting, {{"name", app.name_of(g.current_player())}});
  ImFont* f = strip.GetWidth() < 500 ? fonts().small : fonts().body;
  const float wrap = strip.GetWidth() - 32;
  const ImVec2 ts = f->CalcTextSizeA(font_px(f), FLT_MAX, wrap, line.c_str());
  ImGui::GetWindowDrawList()->AddText(f, font_px(f), ImVec2(strip.Min.x + 16, strip.GetCenter().y - ts.y * 0.5f),
                                      palette().text_muted, line.c_str(), nullptr, wrap);
  hook_rect("link/waiting", strip.Min, strip.Max, {.role = Role::Text, .words = line});
  const ButtonPair pair(buttons);
  const std::string& next = app.name_of(g.current_player());
  ImGui::PushFont(row_font({tr(Text::game_link_send), tr(Text::game_link_play_here)}, pair.size().x));
  const FittedLabel send(tr(Text::game_link_send), pair.size().x);
  ImGui::PushFont(send.font);
  if (primary_button(send.text.c_str(), "link/send", pair.size()))
    app.open_share(tr(Text::game_link_send_title, {{"name", next}}), tr(Text::game_link_send_note, {{"name", next}}),
                   app.game_link(LinkKind::Turn));
  ImGui::PopFont();
  item_tooltip(tr(Text::game_link_send_tip));
  pair.second();
  const FittedLabel here(tr(Text::game_link_play_here), pair.size().x);
  ImGui::PushFont(here.font);
  if (secondary_button(here.text.c_str(), "link/play-here", pair.size(), !g.is_terminal())) app.play_link_turn_here();
  ImGui::PopFont();
  item_tooltip(tr(Text::game_link_play_here_tip));
  ImGui::PopFont();
}

// The strip over the board and the buttons under the panel: the turn's own
// (hand, end turn) when this device plays, otherwise the replay's or the link's.
void turn_bars(ScreenHost& app, const ImRect& strip, const ImRect& buttons) {
  if (app.replay) {
    replay_controls(app, strip, buttons);
  } else if (app.waiting_for_link()) {
    link_wait_bar(app, strip, buttons);
  } else {
    hand_section(app, strip);
    actions_section(app, buttons);
  }
}

// Whether the hint shown outlines something on the phone's tab `tab`: what to click, or what it selected.
bool hint_on_tab(const ScreenHost& app, int tab) {
  if (!app.hint.action) return false;
  const ActionFocus focus = focus_of(*app.hint.action);
  return portrait_tab_of(focus.target) == tab || portrait_tab_of(focus.source) == tab;
}

// Phone portrait: a tab strip over the bottom area; returns the content rect.
ImRect bottom_tabs(ScreenHost& app, const ImRect& r) {
  const Palette& p = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(r.Min, r.Max, p.panel);
  dl->AddLine(r.Min, ImVec2(r.Max.x, r.Min.y), p.panel_border);
  const char* const kTabs[] = {tr(Text::game_animals), tr(Text::game_tab_cards),
                               tr(app.game->player_count() > 1 ? Text::game_tab_players : Text::game_tab_suns)};
  const char* const kHooks[] = {"tab/animals", "tab/cards", "tab/players"};
  const float tab_w = (r.GetWidth() - 16) / 3;
  // One font for the strip: the small one when any label is too long for its tab (a narrow phone and
  // a long translation), so the tabs never mix sizes.
  ImFont* f = fonts().body;
  for (const char* tab : kTabs)
    if (f->CalcTextSizeA(font_px(f), FLT_MAX, 0, tab).x > tab_w - 12) f = fonts().small;
  hook_group("tab/", tr(Text::mirror_group_tabs), Role::Tab);
  for (int i = 0; i < 3; ++i) {
    const ImRect t(ImVec2(r.Min.x + 8 + tab_w * i, r.Min.y + 4), ImVec2(r.Min.x + 8 + tab_w * (i + 1) - 4, r.Min.y + 36));
    ImGui::PushID(i);
    const bool clicked = hit_area("tab", t);
    ImGui::PopID();
    const bool on = app.portrait_tab == i;
    dl->AddRectFilled(t.Min, t.Max, on ? p.accent : p.background, 8);
    const ImVec2 ts = f->CalcTextSizeA(font_px(f), FLT_MAX, 0, kTabs[i]);
    text_at(dl, ImVec2(t.GetCenter().x - ts.x * 0.5f, t.GetCenter().y - ts.y * 0.5f), f,
            on ? IM_COL32(255, 255, 255, 255) : p.text, kTabs[i]);
    // The hint outlines something on this tab, not shown: a dot in the hint's colour says where it is.
    const bool hinted = !on && hint_on_tab(app, i);
    if (hinted) {
      const ImVec2 dot(t.Max.x - 9, t.Min.y + 9);
      dl->AddCircleFilled(dot, 5.5f, hint_colour(app), 16);
      dl->AddCircle(dot, 5.5f, p.panel, 16, 1.5f);
      hook_rect("hint/tab", ImVec2(dot.x - 6, dot.y - 6), ImVec2(dot.x + 6, dot.y + 6),
                {.role = Role::Text, .words = tr(Text::mirror_hint_on_tab, {{"tab", kTabs[i]}})});
    }
    WidgetFlags flags;
    flags.selected = on;
    flags.highlighted = hinted;
    flags.role = Role::Tab;
    flags.label = kTabs[i];
    hook_rect(kHooks[i], t.Min, t.Max, flags);
    if (clicked) app.show_portrait_tab(i);
  }
  return ImRect(ImVec2(r.Min.x, r.Min.y + 40), r.Max);
}

void shortcuts(ScreenHost& app) {
  if (app.rules_open || ImGui::GetIO().WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
  const GameState& g = *app.game;
  for (int s = 0; s < g.spot_count(); ++s)
    if (ImGui::IsKeyPressed('1' + s, false) && app.is_legal(Action::take_spot(s))) app.act(Action::take_spot(s));
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) && app.is_legal(Action::end_turn()))
    app.act(Action::end_turn());
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace), false) && app.is_legal(Action::restart_turn()))
    app.act(Action::restart_turn());
  const ImGuiIO& io = ImGui::GetIO();
  if ((io.KeyCtrl || io.KeySuper) && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Z), false) &&
      app.is_legal(Action::undo_step()))
    app.act(Action::undo_step());
  if (ImGui::IsKeyPressed('H', false)) app.open_rules();
  if (ImGui::IsKeyPressed('I', false)) app.ask_hint();
  if (ImGui::IsKeyPressed('A', false)) open_cheatsheet();
  // D: the board on view and the turn's state, said by a screen reader (the page's live region).
  if (ImGui::IsKeyPressed('D', false)) {
    const int viewed = app.selection.viewed_player();
    const int shown = viewed >= 0 && viewed < g.player_count() ? viewed : g.current_player();
    announce(turn_state_words(g, player_names(app)) + " " + board_summary(g, shown) + " " + score_words(g, shown));
  }
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    app.selection.drop_picks();
  }
  // T cycles the token to place among the colours in hand (Tab moves the keyboard's focus: web/access.js).
  const TurnState& t = g.now().turn;
  if (ImGui::IsKeyPressed('T', false) && t.hand_count > 0)
    app.selection.cycle_hand_colour(t);
}

}  // namespace

void game_screen(ScreenHost& app) {
  hook_begin_frame("game");
  const ImVec2 screen = platform().css_size;
  const bool offers = app.game->setup().sanctuaries || app.game->setup().whispers;
  const bool portrait = portrait_screen(screen);
  const Geometry& geo = Geometry::of(app.game->setup().side);
  // The guided game's card, as tall as its words at its width: a phone's spans the screen, a desktop's the
  // board's column. A phone's layout grows by it (the board keeps its least size, the screen scrolls).
  float coach_h = 0;
  if (app.tutorial) {
    const float coach_w = portrait ? screen.x - 16
                                   : compute_layout(screen, false, offers, app.game->player_count(), geo).board.GetWidth() - 32;
    coach_h = tutorial_coach_height(app, coach_w) + 8;
  }
  // A screen shorter than the layout needs: the layout of its least height, scrolled by the window.
  const ImVec2 size(screen.x, std::max(screen.y, layout_min_height(portrait, offers) + (portrait ? coach_h : 0)));
  const bool scrolls = size.y > screen.y;
  if (scrolls) ImGui::SetNextWindowContentSize(ImVec2(0, size.y - ImGui::GetStyle().WindowPadding.y * 2));
  Layout layout = compute_layout(size, portrait, offers, app.game->player_count(), geo);
  if (coach_h > 0) layout.make_room_for_coach(coach_h, size.x);
  app.use_portrait_layout(layout.portrait);
  begin_fullscreen("##game");
  if (scrolls) {
    layout.shift(-ImGui::GetScrollY());
  } else if (ImGui::GetScrollY() != 0) {
    ImGui::SetScrollY(0);  // the screen grew back: the layout is drawn unscrolled
  }
  // A reviewed game's replay: the review's bar over the board, and at a reviewed turn's start the turn
  // played beside the suggested one instead of the board.
  const auto board_area = [&](const ImRect& r) {
    if (!review_overlay(app)) {
      board_section(app, r);
      return;
    }
    const ImRect rest = review_bar(app, r, layout.portrait);
    if (!app.replay || !review_overlay(app)) return;  // the bar moved the replay on
    if (const TurnComparison* c = review_comparison(app)) review_boards(app, rest, *c, layout.portrait);
    else board_section(app, rest);
  };
  if (layout.portrait) {
    top_bar(app, layout.top);
    spots_section(app, layout.spots, true);
    turn_bars(app, layout.hand, layout.actions);
    board_area(layout.board);
    const ImRect content = bottom_tabs(app, layout.row);
    switch (app.portrait_tab) {
      case 0: row_section(app, content, true); break;
      case 1: panel_section(app, content, true); break;
      default: others_section(app, content); break;
    }
  } else {
    top_bar(app, layout.top);
    spots_section(app, layout.spots, false);
    turn_bars(app, layout.hand, layout.actions);
    // A reviewed turn's two boards take the others' room too (its replay is about the player's own turns).
    const bool beside = app.game->player_count() > 1;
    if (beside && review_overlay(app)) {
      board_area(ImRect(layout.board.Min, layout.others.Max));
    } else {
      others_section(app, layout.others);
      board_area(layout.board);
    }
    row_section(app, layout.row, false);
    panel_section(app, layout.panel, false);
  }
  if (app.tutorial) tutorial_coach(app, layout.coach);
  if (scrolls) {
    drag_to_scroll();
    // ImGui's scrollbar is hidden: a thin thumb at the right edge says there is more below (or above).
    const float thumb_h = std::max(24.0f, screen.y * screen.y / size.y);
    const float max_scroll = std::max(1.0f, ImGui::GetScrollMaxY());
    const float y = (screen.y - thumb_h) * std::clamp(ImGui::GetScrollY() / max_scroll, 0.0f, 1.0f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PushClipRect(ImVec2(0, 0), screen, false);  // in the window's padding, which clips its content
    dl->AddRectFilled(ImVec2(screen.x - 5, y + 2), ImVec2(screen.x - 2, y + thumb_h - 2),
                      (palette().text_muted & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 110), 1.5f);
    dl->PopClipRect();
  }
  if (app.can_act()) shortcuts(app);
  hook_fact("players", app.game->player_count());
  hook_fact("seed", std::string(app.game->setup().seed));
  hook_fact("side", std::string(side_name(app.game->setup().side)));
  hook_fact("spirits", app.game->setup().spirits);
  hook_fact("pulse", app.game->setup().pulse);
  hook_fact("sanctuaries", app.game->setup().sanctuaries);
  hook_fact("whispers", app.game->setup().whispers);
  if (app.game->setup().sanctuaries || app.game->setup().whispers) hook_held_modules(*app.game, app.game->current_player());
  hook_fact("can_play", app.can_act());
  hook_fact("actions", app.record.actions.size());
  json::Value kinds = json::Value::array();
  for (int i = 0; i < app.game->player_count(); ++i) kinds.push_back(std::string(seat_name(app.seats[i])));
  hook_fact("seats", kinds);
  hook_fact("bot_turn", app.bot_turn());
  hook_fact("bot_thinking", app.bot.request != 0);
  hook_fact("bots_in_background", app.bots_in_background);
  if (app.bot.last_ms >= 0) hook_fact("bot_ms", static_cast<long>(app.bot.last_ms));
  hook_fact("hint", app.hint.action ? json::Value(to_string(*app.hint.action)) : json::Value());
  hook_fact("hint_pending", app.hint_pending());
  if (app.hint.asked_ms >= 0) hook_fact("hint_ms", static_cast<long>(app.hint.asked_ms));
  // What the player has selected to place: the colour in hand, the held card, the held whisper card.
  const Selection& picked = app.selection;
  hook_fact("selected_colour", picked.hand_colour() >= 0 && picked.picks_token()
                                   ? json::Value(std::string(token_name(static_cast<Token>(picked.hand_colour()))))
                                   : json::Value());
  hook_fact("selected_card", picked.card());
  hook_fact("selected_whisper", picked.whisper());
  ImGui::End();
}

int portrait_tab_of(ScreenPart part) {
  switch (part) {
    case ScreenPart::Offers: return kTabOffers;
    case ScreenPart::HeldCards: return kTabCards;
    default: return -1;
  }
}

}  // namespace harmonies::ui
