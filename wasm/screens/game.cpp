// The game screen: central board, the active player's board, the animal row,
// held cards, live score and the turn's buttons. Everything shown is read from
// the engine; every click becomes an engine action.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "render/draw.hpp"
#include "harmonies/json.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "platform/platform.hpp"
#include "screens/rule_numbers.hpp"
#include "screens/screens.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"

namespace harmonies::ui {

namespace {

constexpr const char* kTokenHelp[kTokenColours] = {
    "Blue: water. Only on an empty space; nothing goes on it.",
    "Gray: mountains. On an empty space or on 1-2 grays (up to 3 high).",
    "Brown: trunks. On an empty space or on one brown; a green goes on top.",
    "Green: tree tops. On an empty space or on 1-2 browns; nothing goes on it.",
    "Yellow: fields. Only on an empty space; nothing goes on it.",
    "Red: buildings. On an empty space, or on one brown, gray or red (a building).",
};

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

// An invisible button over a rectangle; returns true when clicked.
bool hit_area(const char* id, const ImRect& r) {
  ImGui::SetCursorScreenPos(r.Min);
  return ImGui::InvisibleButton(id, ImVec2(std::max(1.0f, r.GetWidth()), std::max(1.0f, r.GetHeight())));
}

void text_at(ImDrawList* dl, ImVec2 pos, ImFont* font, ImU32 colour, const char* text) {
  dl->AddText(font, font_px(font), pos, colour, text);
}

// --- The hint: the medium bot's next action, outlined where the player would click.

// The hint's action if it is of this type.
const Action* hint_of(const App& app, ActionType type) {
  return app.hint.action && app.hint.action->type == type ? &*app.hint.action : nullptr;
}

// The outline's colour: warm gold, pulsing for a few seconds after the hint appears, then steady.
ImU32 hint_colour(const App& app) {
  float glow = 1;
  const double t = now_seconds() - app.hint.shown_at;
  if (platform().animations && t < 3.0) {
    glow = 0.45f + 0.55f * static_cast<float>(0.5 + 0.5 * std::cos(t * 6.0));
    request_redraw(1);
  }
  return with_alpha(palette().hover, glow);
}

void hint_rect(const App& app, ImVec2 min, ImVec2 max, const std::string& hook, float rounding = 10) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRect(ImVec2(min.x - 4, min.y - 4), ImVec2(max.x + 4, max.y + 4), hint_colour(app), rounding + 3, 0, 4.0f);
  hook_rect(hook, min, max);
}

void hint_circle(const App& app, ImVec2 centre, float radius, const std::string& hook) {
  ImGui::GetWindowDrawList()->AddCircle(centre, radius + 5, hint_colour(app), 40, 4.0f);
  hook_rect(hook, ImVec2(centre.x - radius, centre.y - radius), ImVec2(centre.x + radius, centre.y + radius));
}

void hint_hex(const App& app, ImVec2 centre, float radius, const std::string& hook) {
  draw_hex(ImGui::GetWindowDrawList(), centre, radius, 0, hint_colour(app), 4.0f);
  hook_rect(hook, ImVec2(centre.x - radius * 0.7f, centre.y - radius * 0.7f),
            ImVec2(centre.x + radius * 0.7f, centre.y + radius * 0.7f));
}

const char* terrain_label(Terrain t) {
  static const char* const kLabels[] = {"water", "field", "mountain", "tree", "building"};
  return kLabels[static_cast<int>(t)];
}

std::string describe_stack(const Stack& s) {
  if (s.empty()) return "Empty space";
  switch (s.landscape()) {
    case Landscape::Water: return "Water";
    case Landscape::Field: return "Field";
    case Landscape::Mountain: return "Mountain of height " + std::to_string(s.height);
    case Landscape::Tree: return "Tree of height " + std::to_string(s.height);
    case Landscape::Building: return "Building";
    case Landscape::Trunk: return s.height == 1 ? "A brown trunk (add a green for a tree)" : "Trunk of 2 browns";
    case Landscape::LoneRed: return "A lone red (scores nothing by itself)";
    case Landscape::Empty: break;
  }
  return "";
}

// --- Sections --------------------------------------------------------------

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

void spots_section(App& app, const ImRect& r, bool portrait) {
  const GameState& g = *app.game;
  const Palette& p = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int n = g.spot_count();
  float plate, cx0, cy0, dx, dy;
  if (portrait) {
    plate = std::min((r.GetWidth() - 16) / n * 0.45f, r.GetHeight() * 0.42f);
    dx = (r.GetWidth() - 16) / n;
    dy = 0;
    cx0 = r.Min.x + 8 + dx * 0.5f;
    cy0 = r.Min.y + r.GetHeight() * 0.5f;
  } else {
    ImFont* h = fonts().heading;
    text_at(dl, ImVec2(r.Min.x + 16, r.Min.y + 10), h, p.text, "Central board");
    const float top = r.Min.y + 44, bottom = r.Max.y - 30;
    dy = (bottom - top) / n;
    plate = std::min(dy * 0.44f, r.GetWidth() * 0.3f);
    dx = 0;
    cx0 = r.GetCenter().x;
    cy0 = top + dy * 0.5f;
  }
  for (int s = 0; s < n; ++s) {
    const ImVec2 c(cx0 + dx * s, cy0 + dy * s);
    const bool legal = app.is_legal(Action::take_spot(s));
    const ImRect area(ImVec2(c.x - plate, c.y - plate), ImVec2(c.x + plate, c.y + plate));
    ImGui::PushID(s);
    const bool clicked = hit_area("spot", area);
    const bool hovered = ImGui::IsItemHovered();
    ImGui::PopID();
    dl->AddCircleFilled(c, plate, p.panel, 32);
    dl->AddCircle(c, plate, legal ? (hovered ? p.hover : p.legal) : p.panel_border, 32, legal ? 3.0f : 1.5f);
    const float tr = plate * 0.38f;
    for (int k = 0; k < g.now().spot_count[s]; ++k) {
      const float a = -1.5708f + 2.0944f * k;
      draw_token(dl, ImVec2(c.x + std::cos(a) * plate * 0.45f, c.y + std::sin(a) * plate * 0.45f), tr,
                 g.now().spots[s][k]);
    }
    WidgetFlags flags;
    flags.enabled = legal;
    flags.highlighted = legal;
    hook_rect("spot/" + std::to_string(s), area.Min, area.Max, flags);
    if (const Action* h = hint_of(app, ActionType::TakeSpot); h && h->a == s) hint_circle(app, c, plate, "hint/target");
    // The spot a bot just took, while it places the tokens.
    if (app.bot_turn() && app.bot.last_spot == s && app.bot.last_player == g.current_player())
      dl->AddCircle(c, plate + 4, with_alpha(p.hover, 0.9f), 32, 3.0f);
    if (hovered && legal) item_tooltip(("Take these 3 tokens (key " + std::to_string(s + 1) + ")").c_str());
    if (clicked && legal) app.act(Action::take_spot(s));
  }
  char counts[96];
  if (portrait && g.player_count() > 1)
    std::snprintf(counts, sizeof counts, "Round %d \xc2\xb7 Pouch %d \xc2\xb7 Deck %d", g.now().round + 1,
                  g.now().pouch_count, g.now().deck_count);
  else
    std::snprintf(counts, sizeof counts, "Pouch %d  -  Deck %d", g.now().pouch_count, g.now().deck_count);
  ImFont* sf = fonts().small;
  const ImVec2 ts = sf->CalcTextSizeA(font_px(sf), FLT_MAX, 0, counts);
  // On a phone the counts sit under the turn line of the top bar.
  const ImVec2 at = portrait ? ImVec2(r.Min.x + 16, r.Min.y - ts.y - 3)
                             : ImVec2(r.GetCenter().x - ts.x * 0.5f, r.Max.y - ts.y - 8);
  text_at(dl, at, sf, p.text_muted, counts);
  // The tokens on offer, so tests can compare setups across browsers.
  std::string spots = "[";
  for (int s = 0; s < n; ++s) {
    spots += s ? ", [" : "[";
    for (int k = 0; k < g.now().spot_count[s]; ++k)
      spots += (k ? ", \"" : "\"") + std::string(token_name(g.now().spots[s][k])) + "\"";
    spots += "]";
  }
  hook_fact("spots", spots + "]");
  hook_fact("pouch", std::to_string(g.now().pouch_count));
  hook_fact("deck", std::to_string(g.now().deck_count));
}

// What the player should do next, in a few words.
std::string hint(const App& app) {
  const GameState& g = *app.game;
  const TurnState& t = g.now().turn;
  if (app.bot_turn()) {
    const std::string& name = app.name_of(g.current_player());
    return app.bot.request ? name + " is thinking" : name + " is playing";
  }
  if (app.hint.action) {
    const Action& a = *app.hint.action;
    switch (a.type) {
      case ActionType::TakeSpot: return "Hint: take the outlined spot's tokens";
      case ActionType::PlaceToken:
        return "Hint: the " + std::string(kTokenNames[a.a]) + " token on the outlined space";
      case ActionType::TakeCard: return "Hint: take the outlined animal card";
      case ActionType::PlaceCube: return "Hint: a cube from the outlined card on the outlined space";
      case ActionType::ChooseSpirit: return "Hint: keep the outlined spirit";
      case ActionType::DiscardCard: return "Hint: discard the outlined card";
      case ActionType::EndTurn: return "Hint: end your turn";
      case ActionType::RestartTurn: break;
    }
  }
  if (app.selection.viewed_player >= 0) return "Viewing " + app.name_of(app.selection.viewed_player) + "'s board";
  if (app.selection.card >= 0) return "Pick a highlighted space for the cube";
  if (t.spot < 0 && !app.is_legal(Action::end_turn())) return "Take the 3 tokens of one spot";
  if (t.hand_count > 0 && app.selection.hand_colour >= 0)
    return std::string("Place the ") + std::string(kTokenNames[app.selection.hand_colour]) + " token";
  if (g.setup().spirits && g.player(g.current_player()).spirit == kNone)
    return app.portrait_layout ? "Keep one of your two spirits (Cards tab)" : "Keep one of your two spirits";
  if (app.is_legal(Action::end_turn())) return "Place cubes, take a card, or end your turn";
  return "";
}

void hand_section(App& app, const ImRect& r) {
  const GameState& g = *app.game;
  const Palette& p = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const TurnState& t = g.now().turn;
  const float tr = std::min(22.0f, r.GetHeight() * 0.36f);
  float x = r.Min.x + 16 + tr;
  const float cy = r.GetCenter().y;
  for (int i = 0; i < 3; ++i) {
    const ImVec2 c(x, cy);
    const ImRect area(ImVec2(c.x - tr, c.y - tr), ImVec2(c.x + tr, c.y + tr));
    if (i < t.hand_count) {
      const int colour = index_of(t.hand[i]);
      const bool selected = app.selection.hand_colour == colour && app.selection.card < 0 &&
                            (i == 0 || index_of(t.hand[i - 1]) != colour);
      ImGui::PushID(i);
      const bool clicked = hit_area("hand", area) && app.can_act();
      const bool hovered = ImGui::IsItemHovered();
      ImGui::PopID();
      const Action* h = hint_of(app, ActionType::PlaceToken);
      if (h && h->a == colour && (i == 0 || index_of(t.hand[i - 1]) != colour)) hint_hex(app, c, tr + 7, "hint/hand");
      if (selected) draw_hex(dl, c, tr + 5, 0, p.accent, 3.0f);
      else if (hovered) draw_hex(dl, c, tr + 4, 0, p.hover, 2.0f);
      draw_token(dl, c, tr, t.hand[i]);
      if (hovered) item_tooltip(kTokenHelp[colour]);
      WidgetFlags flags;
      flags.selected = selected;
      hook_rect("hand/" + std::to_string(i), area.Min, area.Max, flags);
      if (clicked) {
        app.selection.hand_colour = colour;
        app.selection.card = -1;
        app.selection.viewed_player = -1;
      }
    } else {
      draw_hex(dl, c, tr, 0, p.panel_border, 1.5f);
    }
    x += tr * 2 + 12;
  }
  // The medium bot's suggestion, on the right (I); a bot's turn shows what it is doing instead.
  const bool phone = r.GetWidth() < 500;
  const float hint_w = app.bot_turn() || g.is_terminal() ? 0 : (phone ? 64 : 84);
  if (hint_w > 0) {
    const float bh = std::min(36.0f, r.GetHeight() - 12);
    ImGui::SetCursorScreenPos(ImVec2(r.Max.x - hint_w - 12, cy - bh * 0.5f));
    if (phone) ImGui::PushFont(fonts().small);
    const bool enabled = app.can_act() && !app.hint_pending();
    if (secondary_button(app.hint_pending() ? "..." : "Hint", "button/hint", ImVec2(hint_w, bh), enabled))
      app.ask_hint();
    if (phone) ImGui::PopFont();
    item_tooltip("What would the medium bot do now? Its next move is outlined (I).");
  }
  // The line of advice wraps into the space left of the tokens (two lines on a phone).
  const std::string h = hint(app);
  ImFont* f = phone ? fonts().small : fonts().body;
  float text_x = x + 8;
  if (app.bot_turn()) {
    // A small turning arc while the bot thinks (redrawn a few times a second, wasm/app/bot_turns.cpp).
    const float rad = 8;
    const ImVec2 sc(text_x + rad, cy);
    if (app.bot.request) {
      const float a0 = static_cast<float>(std::fmod(now_seconds() * 5.0, 6.2831853));
      dl->PathArcTo(sc, rad, a0, a0 + 4.4f, 20);
      dl->PathStroke(p.accent, 0, 2.5f);
    } else {
      dl->AddCircleFilled(sc, rad * 0.55f, p.accent, 16);
    }
    text_x += rad * 2 + 8;
  }
  const float wrap = r.Max.x - text_x - 12 - (hint_w > 0 ? hint_w + 12 : 0);
  const ImVec2 ts = f->CalcTextSizeA(font_px(f), FLT_MAX, wrap, h.c_str());
  dl->AddText(f, font_px(f), ImVec2(text_x, cy - ts.y * 0.5f), app.bot_turn() ? p.text : p.text_muted, h.c_str(),
              nullptr, wrap);
  if (app.bot_turn()) hook_rect("bot/status", ImVec2(x, r.Min.y), ImVec2(text_x + ts.x, r.Max.y));
}

// Spaces the current selection may use: token placements or cube targets.
std::uint32_t legal_spaces(const App& app) {
  std::uint32_t mask = 0;
  for (const Action& a : app.legal()) {
    if (app.selection.card >= 0) {
      if (a.type == ActionType::PlaceCube && a.a == app.selection.card) mask |= 1u << a.b;
    } else if (a.type == ActionType::PlaceToken && a.a == app.selection.hand_colour) {
      mask |= 1u << a.b;
    }
  }
  return mask;
}

void board_section(App& app, const ImRect& r) {
  const GameState& g = *app.game;
  const Palette& p = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool viewing_other = app.selection.viewed_player >= 0;
  const int shown = viewing_other ? app.selection.viewed_player : g.current_player();
  const Board& board = g.player(shown).board;
  const Geometry& geo = board.geometry();
  const float margin = 16;
  const ImVec2 avail(r.GetWidth() - margin * 2, r.GetHeight() - margin * 2);
  const float radius = radius_to_fit(geo, avail);
  const ImVec2 extent = board_extent(geo, radius);
  const ImVec2 origin(r.Min.x + (r.GetWidth() - extent.x) * 0.5f, r.Min.y + (r.GetHeight() - extent.y) * 0.5f);
  const ImRect area(origin, ImVec2(origin.x + extent.x, origin.y + extent.y));

  const bool clicked = hit_area("board", area);
  const bool hovered = ImGui::IsItemHovered();
  const int under = hovered ? space_at_point(geo, origin, radius, ImGui::GetIO().MousePos) : kNoSpace;
  const std::uint32_t legal = viewing_other ? 0 : legal_spaces(app);

  // Animated drops: draw the board without the falling piece, then the piece.
  Board still = board;
  int dropping_token = kNoSpace, dropping_cube = kNoSpace;
  float token_t = 1, cube_t = 1;
  for (int s = 0; s < board.space_count(); ++s) {
    const float tt = app.animations.progress(shown, s, Drop::TokenDrop);
    if (tt < 1 && board.stacks[s].height > 0 && !board.has_cube(s)) {
      dropping_token = s;
      token_t = tt;
      --still.stacks[s].height;
    }
    const float ct = app.animations.progress(shown, s, Drop::CubeDrop);
    if (ct < 1 && board.has_cube(s)) {
      dropping_cube = s;
      cube_t = ct;
      still.cubes[s] = kNoCube;
    }
  }
  SpaceMarks marks;
  marks.legal = legal;
  marks.hovered = static_cast<std::int8_t>(under != kNoSpace && (legal & (1u << under)) ? under : kNoSpace);
  // A bot's latest placement glows while it plays, so each move can be followed.
  const bool bot_mark = app.bot_turn() && shown == app.bot.last_player && app.bot.last_space >= 0 &&
                        app.bot.last_space < board.space_count() && !viewing_other;
  if (bot_mark) marks.fresh = static_cast<std::int8_t>(app.bot.last_space);
  draw_board(dl, still, g.decks(), origin, radius, marks);
  if (dropping_token != kNoSpace) {
    const Stack& st = board.stacks[dropping_token];
    const float fall = (1 - ease_out(token_t)) * radius * 1.6f;
    draw_token_on_space(dl, space_centre(geo, dropping_token, origin, radius), radius, st.height - 1, st.top(), fall,
                        0.35f + 0.65f * token_t);
  }
  if (dropping_cube != kNoSpace) {
    const float fall = (1 - ease_out(cube_t)) * radius * 1.2f;
    draw_cube_on_space(dl, space_centre(geo, dropping_cube, origin, radius), radius,
                       board.stacks[dropping_cube].height, board.cubes[dropping_cube] >= kSpiritKeyBase, fall);
  }

  for (int s = 0; s < board.space_count(); ++s) {
    const ImVec2 c = space_centre(geo, s, origin, radius);
    WidgetFlags flags;
    flags.highlighted = (legal >> s) & 1u;
    hook_rect("space/" + std::to_string(s), ImVec2(c.x - radius * 0.7f, c.y - radius * 0.7f),
              ImVec2(c.x + radius * 0.7f, c.y + radius * 0.7f), flags);
  }
  if (bot_mark) {
    const ImVec2 c = space_centre(geo, app.bot.last_space, origin, radius);
    hook_rect("bot/last", ImVec2(c.x - radius * 0.7f, c.y - radius * 0.7f), ImVec2(c.x + radius * 0.7f, c.y + radius * 0.7f));
  }
  if (!viewing_other && app.hint.action &&
      (app.hint.action->type == ActionType::PlaceToken || app.hint.action->type == ActionType::PlaceCube) &&
      app.hint.action->b < board.space_count())
    hint_hex(app, space_centre(geo, app.hint.action->b, origin, radius), radius * 0.98f, "hint/target");
  if (under != kNoSpace) {
    std::string tip = describe_stack(board.stacks[under]);
    if (board.has_cube(under)) tip += " - holds a cube";
    if (legal & (1u << under))
      tip += app.selection.card >= 0 ? "\nClick to place the cube here" : "\nClick to place the token here";
    item_tooltip(tip.c_str());
  }
  if (clicked && under != kNoSpace && (legal & (1u << under))) {
    if (app.selection.card >= 0) app.act(Action::place_cube(app.selection.card, under));
    else app.act(Action::place_token(app.selection.hand_colour, under));
  }
  if (viewing_other) {
    const std::string label = app.name_of(shown) + "'s board";
    ImFont* f = fonts().body;
    text_at(dl, ImVec2(r.Min.x + 16, r.Min.y + 6), f, p.text_muted, label.c_str());
    ImGui::SetCursorScreenPos(ImVec2(r.Max.x - 170, r.Min.y + 4));
    if (secondary_button("Back to my board", "button/back-to-board")) app.selection.viewed_player = -1;
  }
  hook_fact("empty_spaces", std::to_string(g.player(g.current_player()).board.empty_spaces()));
}

void card_tooltip(const AnimalCard& card, int placed) {
  std::string tip = card.name + "\nHabitat:";
  for (const PatternHex& h : card.pattern.hexes) tip += " " + requirement_name(h);
  tip += "\nCube goes on the " + std::string(terrain_label(card.pattern.hexes[card.pattern.cube].terrain)) + " hex.";
  tip += "\nLadder:";
  for (int v : card.ladder) tip += " " + std::to_string(v);
  tip += "\nScores now: " + std::to_string(card.points(placed));
  item_tooltip(tip.c_str());
}

void row_section(App& app, const ImRect& r, bool portrait) {
  const GameState& g = *app.game;
  const Palette& p = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int n = g.row_size();
  const float pad = 10;
  const bool discard_possible = g.setup().solo();
  const float label_h = portrait ? 0 : 24;
  const float button_h = discard_possible ? 30 : 0;
  float ch = r.GetHeight() - pad * 2 - label_h - button_h;
  float cw = std::min(ch * 0.76f, (r.GetWidth() - pad * (n + 1)) / n);
  ch = std::min(ch, cw / 0.76f);
  const float total = cw * n + pad * (n - 1);
  float x = r.Min.x + (r.GetWidth() - total) * 0.5f;
  if (!portrait) text_at(dl, ImVec2(x, r.Min.y + 2), fonts().body, p.text, "Animals");
  const float y = r.Min.y + label_h + pad * 0.5f;
  std::string row_names = "[";
  for (int i = 0; i < n; ++i) {
    const int id = g.now().row[i];
    row_names += (i ? ", " : "") + (id == kNone ? std::string("null") : json::quote(g.decks().animals[id].name));
  }
  hook_fact("row", row_names + "]");
  for (int i = 0; i < n; ++i, x += cw + pad) {
    const int id = g.now().row[i];
    const ImRect card_r(ImVec2(x, y), ImVec2(x + cw, y + ch));
    if (id == kNone) {
      dl->AddRect(card_r.Min, card_r.Max, p.panel_border, 10, 0, 1.5f);
      continue;
    }
    const bool legal = app.is_legal(Action::take_card(i));
    ImGui::PushID(i);
    const bool clicked = hit_area("row", card_r);
    const bool hovered = ImGui::IsItemHovered();
    ImGui::PopID();
    CardLook look;
    look.highlighted = legal;
    look.hovered = hovered && legal;
    look.dimmed = !legal && app.can_act();  // a replay shows the row as it was, not greyed
    draw_animal_card(dl, g.decks().animals[id], card_r.Min, card_r.Max, 0, look);
    WidgetFlags flags;
    flags.enabled = legal;
    flags.highlighted = legal;
    hook_rect("row/" + std::to_string(i), card_r.Min, card_r.Max, flags);
    if (const Action* h = hint_of(app, ActionType::TakeCard); h && h->a == i) hint_rect(app, card_r.Min, card_r.Max, "hint/target");
    if (hovered) card_tooltip(g.decks().animals[id], 0);
    if (clicked && legal) app.act(Action::take_card(i));
    if (discard_possible) {
      const bool can_discard = app.is_legal(Action::discard_card(i));
      ImGui::SetCursorScreenPos(ImVec2(x, card_r.Max.y + 4));
      ImGui::PushID(100 + i);
      ImGui::PushFont(fonts().small);
      if (secondary_button("Discard", "row/" + std::to_string(i) + "/discard", ImVec2(cw, 24), can_discard))
        app.act(Action::discard_card(i));
      if (const Action* h = hint_of(app, ActionType::DiscardCard); h && h->a == i)
        hint_rect(app, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), "hint/target", 6);
      ImGui::PopFont();
      item_tooltip("Solo: when you take no card this turn, you may discard one face-up card; "
                   "it is replaced at the end of the turn.");
      ImGui::PopID();
    }
  }
}

void score_lines(const App& app, int player, float width) {
  const GameState& g = *app.game;
  const PlayerScore s = g.score(player);
  struct Line {
    const char* label;
    int value;
    std::string help;
  };
  const bool side_a = g.setup().side == Side::A;
  // The numbers come from the engine's point tables (scoring.hpp).
  const std::string heights = height_points_text();
  const Line lines[] = {
      {"Trees", s.landscape.trees, "A green on 0, 1 or 2 browns: " + heights + " points."},
      {"Mountains", s.landscape.mountains, "1, 2 or 3 grays: " + heights + " points, only next to another mountain."},
      {"Fields", s.landscape.fields,
       std::to_string(kFieldPoints) + " points per group of " + std::to_string(kFieldMinTokens) +
           " or more yellows, whatever its size."},
      {"Buildings", s.landscape.buildings,
       std::to_string(kBuildingPoints) + " points when its neighbours show " + std::to_string(kBuildingMinColours) +
           " or more colours."},
      {"Water", s.landscape.water,
       side_a ? "Your longest river (shortest path, in tokens): " + river_points_text() + ", then +" +
                    std::to_string(kRiverPointsPerExtraToken) + " per token."
              : std::to_string(kIslandPoints) + " points per island: a group of spaces not topped by blue."},
      {"Animals", s.animals_total, "Each card scores its highest uncovered ladder value."},
      {"Spirit", s.spirit, "Your Nature's Spirit scores its rule once its cube is placed."},
  };
  for (const Line& line : lines) {
    if (std::string(line.label) == "Spirit" && !g.setup().spirits) continue;
    ImGui::TextUnformatted(line.label);
    item_tooltip(line.help.c_str());
    ImGui::SameLine(width - 40);
    ImGui::Text("%3d", line.value);
    hook_item(std::string("score/") + line.label);
  }
}

void held_cards(App& app, int player, float width, float card_w) {
  const GameState& g = *app.game;
  const PlayerState& ps = g.player(player);
  const bool mine = player == g.current_player();
  std::array<ActiveCard, kMaxActiveCards + 1> active;
  const int active_n = g.active_cards(player, active);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float card_h = card_w / 0.76f;
  const int per_row = std::max(1, static_cast<int>((width + 8) / (card_w + 8)));
  int shown = 0;
  auto slot = [&]() {
    if (shown % per_row) ImGui::SameLine(0, 8);
    ++shown;
  };
  // Unfinished cards first (their order is the PlaceCube index), then finished ones.
  for (int i = 0; i < active_n; ++i) {
    slot();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::PushID(i);
    const bool clicked = ImGui::InvisibleButton("held", ImVec2(card_w, card_h));
    const bool hovered = ImGui::IsItemHovered();
    ImGui::PopID();
    bool has_target = false;
    for (const Action& a : app.legal()) has_target |= mine && a.type == ActionType::PlaceCube && a.a == i;
    CardLook look;
    look.highlighted = has_target;
    look.selected = mine && app.selection.card == i;
    look.hovered = hovered && has_target;
    const ImVec2 max(at.x + card_w, at.y + card_h);
    if (active[i].spirit) {
      draw_spirit_card(dl, g.decks().spirits[active[i].key - kSpiritKeyBase], at, max, false, look);
      if (hovered) item_tooltip(g.decks().spirits[active[i].key - kSpiritKeyBase].text.c_str());
    } else {
      draw_animal_card(dl, g.decks().animals[active[i].key], at, max, active[i].cubes_placed, look);
      if (hovered) card_tooltip(g.decks().animals[active[i].key], active[i].cubes_placed);
    }
    WidgetFlags flags;
    flags.enabled = has_target;
    flags.highlighted = has_target;
    flags.selected = look.selected;
    hook_rect("held/" + std::to_string(i), at, max, flags);
    if (const Action* h = hint_of(app, ActionType::PlaceCube); h && mine && h->a == i) hint_rect(app, at, max, "hint/card");
    if (clicked && has_target) {
      app.selection.card = app.selection.card == i ? -1 : i;
      app.selection.viewed_player = -1;
      if (app.selection.card < 0) app.selection.hand_colour = -1;
    }
  }
  for (int k = 0; k < ps.taken_count; ++k) {
    const int id = ps.taken[k];
    const AnimalCard& card = g.decks().animals[id];
    if (g.now().cubes_on_card[id] < card.cubes()) continue;
    slot();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(card_w, card_h));
    CardLook look;
    draw_animal_card(dl, card, at, ImVec2(at.x + card_w, at.y + card_h), card.cubes(), look);
    if (ImGui::IsItemHovered()) card_tooltip(card, card.cubes());
  }
  if (ps.spirit != kNone && ps.spirit_cube) {
    slot();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(card_w, card_h));
    draw_spirit_card(dl, g.decks().spirits[ps.spirit], at, ImVec2(at.x + card_w, at.y + card_h), true, CardLook{});
  }
  if (shown == 0) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
    ImGui::TextWrapped("No animal cards yet. Take one from the row: its cubes score when you build its habitat.");
    ImGui::PopStyleColor();
  }
}

void spirit_choice(App& app, float width) {
  const GameState& g = *app.game;
  const PlayerState& ps = g.player(g.current_player());
  ImGui::PushFont(fonts().heading);
  ImGui::TextUnformatted("Keep one spirit");
  ImGui::PopFont();
  const float card_w = std::min(150.0f, (width - 12) * 0.5f);
  const float card_h = card_w / 0.7f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int i = 0; i < 2; ++i) {
    if (i) ImGui::SameLine(0, 12);
    ImGui::BeginGroup();
    const SpiritCard& card = g.decks().spirits[ps.spirit_options[i]];
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(card_w, card_h));
    draw_spirit_card(dl, card, at, ImVec2(at.x + card_w, at.y + card_h), false, CardLook{});
    if (ImGui::IsItemHovered()) item_tooltip(card.text.c_str());
    ImGui::PushID(i);
    if (primary_button("Keep", "spirit-option/" + std::to_string(i), ImVec2(card_w, 0),
                       app.is_legal(Action::choose_spirit(i))))
      app.act(Action::choose_spirit(i));
    if (const Action* h = hint_of(app, ActionType::ChooseSpirit); h && h->a == i)
      hint_rect(app, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), "hint/target", 6);
    ImGui::PopID();
    ImGui::EndGroup();
  }
}

void panel_section(App& app, const ImRect& r, bool compact) {
  const GameState& g = *app.game;
  const int me = g.current_player();
  ImGui::SetCursorScreenPos(ImVec2(r.Min.x + 12, r.Min.y + (compact ? 4 : 10)));
  ImGui::BeginChild("##panel", ImVec2(r.GetWidth() - 24, r.GetHeight() - (compact ? 6 : 14)), false);
  const float width = ImGui::GetContentRegionAvail().x;
  ImGui::PushFont(fonts().heading);
  ImGui::Text("%s", app.name_of(me).c_str());
  ImGui::SameLine(width - 60);
  ImGui::Text("%3d", g.score(me).total);
  hook_item("score/total");
  ImGui::PopFont();
  hook_fact("score", std::to_string(g.score(me).total));
  const int empty = g.player(me).board.empty_spaces();
  ImGui::PushStyleColor(ImGuiCol_Text, empty <= 5 ? palette().warning : palette().text_muted);
  ImGui::Text("%d empty space%s", empty, empty == 1 ? "" : "s");
  ImGui::PopStyleColor();
  hook_item("panel/empty-spaces");
  item_tooltip("The game ends after the round in which a player ends a turn with 2 or fewer empty spaces.");
  // On a phone the cards come first (they are what you act on); the score follows.
  if (!compact) {
    score_lines(app, me, width);
    ImGui::Separator();
  }
  if (g.setup().spirits && g.player(me).spirit == kNone) {
    spirit_choice(app, width);
    ImGui::Separator();
  }
  if (!compact) ImGui::TextUnformatted(app.is_bot_seat(me) ? (app.name_of(me) + "'s cards").c_str() : "Your cards");
  const float card_w = compact ? std::clamp((width - 24) / 4.0f, 78.0f, 96.0f)
                               : std::clamp((width - 16) / 3.0f, 80.0f, 110.0f);
  held_cards(app, me, width, card_w);
  if (compact) {
    ImGui::Separator();
    score_lines(app, me, width);
  }
  drag_to_scroll();
  ImGui::EndChild();
}

void actions_section(App& app, const ImRect& r) {
  const bool can_end = app.is_legal(Action::end_turn());
  const bool can_restart = app.is_legal(Action::restart_turn());
  const ButtonPair pair(r);
  if (secondary_button("Start my turn over", "button/restart-turn", pair.size(), can_restart))
    app.act(Action::restart_turn());
  item_tooltip("Rewind everything you did this turn (Backspace).");
  pair.second();
  if (primary_button("End turn", "button/end-turn", pair.size(), can_end)) app.act(Action::end_turn());
  if (hint_of(app, ActionType::EndTurn)) hint_rect(app, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), "hint/target", 6);
  item_tooltip("Enabled once your 3 tokens are placed (Enter).");
}

void others_section(App& app, const ImRect& r) {
  const GameState& g = *app.game;
  const Palette& p = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int n = g.player_count();
  if (n == 1) {
    // Solo: a reminder of the suns to aim for.
    ImGui::SetCursorScreenPos(ImVec2(r.Min.x + 16, r.Min.y + 10));
    ImGui::PushTextWrapPos(r.Max.x - 16);
    ImGui::PushStyleColor(ImGuiCol_Text, p.text_muted);
    const std::string reminder = "Solo: your score turns into suns at the end (" + sun_thresholds_text() +
                                 " points), plus bonus suns for side A and for playing without a spirit.";
    ImGui::TextUnformatted(reminder.c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    return;
  }
  const int others = n - 1;
  const bool horizontal = r.GetWidth() > r.GetHeight() * 1.4f;
  const float slot_w = horizontal ? r.GetWidth() / others : r.GetWidth();
  const float slot_h = horizontal ? r.GetHeight() : (r.GetHeight() - 10) / others;
  int k = 0;
  for (int i = 0; i < n; ++i) {
    if (i == g.current_player()) continue;
    const ImVec2 at = horizontal ? ImVec2(r.Min.x + slot_w * k, r.Min.y) : ImVec2(r.Min.x, r.Min.y + slot_h * k);
    ++k;
    const ImRect slot(ImVec2(at.x + 8, at.y + 4), ImVec2(at.x + slot_w - 8, at.y + slot_h - 4));
    ImGui::PushID(i);
    const bool clicked = hit_area("other", slot);
    const bool hovered = ImGui::IsItemHovered();
    ImGui::PopID();
    const bool viewing = app.selection.viewed_player == i;
    dl->AddRectFilled(slot.Min, slot.Max, p.panel, 10);
    dl->AddRect(slot.Min, slot.Max, viewing ? p.accent : (hovered ? p.hover : p.panel_border), 10, 0,
                viewing ? 2.5f : 1.2f);
    char label[64];
    std::snprintf(label, sizeof label, "%s  %d", app.name_of(i).c_str(), g.score(i).total);
    text_at(dl, ImVec2(slot.Min.x + 8, slot.Min.y + 4), fonts().small, p.text, label);
    const Board& b = g.player(i).board;
    const ImVec2 avail(slot.GetWidth() - 12, slot.GetHeight() - 26);
    const float radius = radius_to_fit(b.geometry(), avail);
    const ImVec2 ext = board_extent(b.geometry(), radius);
    draw_board(dl, b, g.decks(),
               ImVec2(slot.Min.x + (slot.GetWidth() - ext.x) * 0.5f, slot.Min.y + 22 + (avail.y - ext.y) * 0.5f),
               radius);
    hook_rect("player/" + std::to_string(i), slot.Min, slot.Max);
    if (hovered) item_tooltip(viewing ? "Back to your board" : "View this board");
    if (clicked) app.selection.viewed_player = viewing ? -1 : i;
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
  std::string kinds = "[";
  for (int i = 0; i < app.game->player_count(); ++i)
    kinds += (i ? ", \"" : "\"") + std::string(seat_name(app.seats[i])) + "\"";
  hook_fact("seats", kinds + "]");
  hook_fact("bot_turn", app.bot_turn() ? "true" : "false");
  hook_fact("bot_thinking", app.bot.request ? "true" : "false");
  hook_fact("bots_in_background", app.bots_in_background ? "true" : "false");
  if (app.bot.last_ms >= 0) hook_fact("bot_ms", std::to_string(static_cast<long>(app.bot.last_ms)));
  hook_fact("hint", app.hint.action ? json::quote(to_string(*app.hint.action)) : std::string("null"));
  hook_fact("hint_pending", app.hint_pending() ? "true" : "false");
  ImGui::End();
}

}  // namespace harmonies::ui
