// Boards: the tokens in hand, the player's board (place a token or a cube), and
// the other players' boards in small.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "harmonies/json.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "model/board_words.hpp"
#include "platform/platform.hpp"
#include "platform/test_hook.hpp"
#include "render/draw.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/game/parts.hpp"
#include "screens/rule_numbers.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui::game_parts {

void hand_section(ScreenHost& app, const ImRect& r) {
  const GameState& g = *app.game;
  const Palette& p = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const TurnState& t = g.now().turn;
  const float token_r = std::min(22.0f, r.GetHeight() * 0.36f);
  float x = r.Min.x + 16 + token_r;
  const float cy = r.GetCenter().y;
  const bool phone = r.GetWidth() < 500;
  // A phone's empty hand leaves its three slots to the prompt, which then has the room of a few words more.
  const int slots = phone && t.hand_count == 0 ? 0 : 3;
  if (slots == 0) x = r.Min.x + 8;
  hook_group("hand/", tr(Text::mirror_group_hand));
  for (int i = 0; i < slots; ++i) {
    const ImVec2 c(x, cy);
    const ImRect area(ImVec2(c.x - token_r, c.y - token_r), ImVec2(c.x + token_r, c.y + token_r));
    if (i < t.hand_count) {
      const int colour = index_of(t.hand[i]);
      const bool selected = app.selection.hand_colour() == colour && app.selection.picks_token() &&
                            (i == 0 || index_of(t.hand[i - 1]) != colour);
      ImGui::PushID(i);
      const bool clicked = hit_area("hand", area) && app.can_act();
      const bool hovered = ImGui::IsItemHovered();
      ImGui::PopID();
      const Action* h = hint_of(app, ActionType::PlaceToken);
      if (h && h->a == colour && (i == 0 || index_of(t.hand[i - 1]) != colour)) hint_hex(app, c, token_r + 7, "hint/hand");
      if (selected) draw_hex(dl, c, token_r + 5, 0, p.accent, 3.0f);
      else if (hovered) draw_hex(dl, c, token_r + 4, 0, p.hover, 2.0f);
      draw_token(dl, c, token_r, t.hand[i]);
      // Under the strip, where it leaves the prompt beside the tokens readable.
      if (hovered) {
        ImGui::SetNextWindowPos(ImVec2(area.Min.x, r.Max.y + 6));
        item_tooltip(token_help(colour));
      }
      WidgetFlags flags;
      flags.selected = selected;
      flags.words = hand_words(g, i);
      hook_rect("hand/" + std::to_string(i), area.Min, area.Max, flags);
      if (clicked) {
        app.selection.pick_hand_colour(colour);
      }
    } else {
      draw_hex(dl, c, token_r, 0, p.panel_border, 1.5f);
    }
    x += token_r * 2 + 12;
  }
  // The tokens in hand by colour, in the order of hand/N (tests pick a colour to place).
  json::Value hand = json::Value::array();
  for (int i = 0; i < t.hand_count; ++i) hand.push_back(std::string(token_name(t.hand[i])));
  hook_fact("hand", hand);
  // The hint's suggestion, on the right (I); a bot's turn shows what it is doing instead.
  const float hint_w = app.bot_turn() || g.is_terminal() ? 0 : (phone ? 64 : 84);
  if (hint_w > 0) {
    const float bh = std::min(36.0f, r.GetHeight() - 12);
    ImGui::SetCursorScreenPos(ImVec2(r.Max.x - hint_w - 12, cy - bh * 0.5f));
    if (phone) ImGui::PushFont(fonts().small);
    const bool enabled = app.can_act() && !app.hint_pending();
    // Asked on the press, not the release: a known hint is then drawn in the press's own frame (a phone's
    // software-drawn frame can take a few hundred milliseconds).
    if (secondary_button(app.hint_pending() ? "..." : tr(Text::game_hint), "button/hint", ImVec2(hint_w, bh), enabled) ||
        (enabled && ImGui::IsItemActivated()))
      app.ask_hint();
    if (phone) ImGui::PopFont();
    item_tooltip(tr(Text::game_hint_tip));
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
  if (app.bot_turn()) hook_rect("bot/status", ImVec2(x, r.Min.y), ImVec2(text_x + ts.x, r.Max.y), {.role = Role::Text, .words = h});
}

namespace {

// Side D: what a dry space means for scoring, as it stands (the hover tooltip), or null on other spaces.
const char* dry_space_help(const Board& board, int space) {
  switch (dry_space(board, space)) {
    case DrySpace::Dry: return tr(Text::game_space_dry);
    case DrySpace::Watered: return tr(Text::game_space_watered);
    case DrySpace::No: break;
  }
  return nullptr;
}

// Side D: the shown board's dry spaces, still dry or watered (facts), and each one's mark (dry-mark/N,
// selected once watered), where draw_board draws it.
void hook_dry_spaces(const Board& board, const Geometry& geo, ImVec2 origin, float radius) {
  json::Value dry = json::Value::array(), watered = json::Value::array();
  const float size = dry_mark_size(radius);
  for (int s = 0; s < board.space_count(); ++s) {
    const DrySpace state = dry_space(board, s);
    if (state == DrySpace::No) continue;
    (state == DrySpace::Dry ? dry : watered).push_back(s);
    const ImVec2 c = dry_mark_centre(space_centre(geo, s, origin, radius), radius);
    WidgetFlags flags;
    flags.selected = state == DrySpace::Watered;
    flags.role = Role::Text;
    flags.words = dry_space_help(board, s);
    hook_rect("dry-mark/" + std::to_string(s), ImVec2(c.x - size * 0.5f, c.y - size * 0.5f),
              ImVec2(c.x + size * 0.5f, c.y + size * 0.5f), flags);
  }
  hook_fact("dry_spaces", dry);
  hook_fact("watered_spaces", watered);
}

}  // namespace

// Spaces the current selection may use: token placements or cube targets.
std::uint32_t legal_spaces(const TableHost& app) {
  std::uint32_t mask = 0;
  for (const Action& a : app.legal()) {
    if (app.selection.whisper() >= 0) {
      if (a.type == ActionType::PlaceWhisper && a.a == app.selection.whisper()) mask |= 1u << a.b;
    } else if (app.selection.card() >= 0) {
      if (a.type == ActionType::PlaceCube && a.a == app.selection.card()) mask |= 1u << a.b;
    } else if (a.type == ActionType::PlaceToken && a.a == app.selection.hand_colour()) {
      mask |= 1u << a.b;
    }
  }
  return mask;
}

void board_section(ScreenHost& app, const ImRect& r) {
  const GameState& g = *app.game;
  const Palette& p = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool viewing_other = app.selection.viewed_player() >= 0;
  const int shown = viewing_other ? app.selection.viewed_player() : g.current_player();
  const Board& board = g.player(shown).board;
  const Geometry& geo = board.geometry();
  const float margin = 16;
  // Another player's board leaves a line above it for its name and the way back (the board's room may be
  // no wider than the board, beside the others' boards).
  const float top = viewing_other ? 44 : margin;
  const ImVec2 avail(r.GetWidth() - margin * 2, r.GetHeight() - margin - top);
  const float radius = radius_to_fit(geo, avail);
  const ImVec2 extent = board_extent(geo, radius);
  const ImVec2 origin(r.Min.x + (r.GetWidth() - extent.x) * 0.5f,
                      r.Min.y + top + (r.GetHeight() - margin - top - extent.y) * 0.5f);
  const ImRect area(origin, ImVec2(origin.x + extent.x, origin.y + extent.y));

  const bool clicked = hit_area("board", area);
  const bool hovered = ImGui::IsItemHovered();
  const int under = hovered ? space_at_point(geo, origin, radius, ImGui::GetIO().MousePos) : kNoSpace;
  const std::uint32_t legal = viewing_other ? 0 : legal_spaces(app);

  // Animated drops: draw the board without the falling piece, then the piece.
  Board still = board;
  int dropping_token = kNoSpace, dropping_cube = kNoSpace, dropping_whisper = kNoSpace;
  float token_t = 1, cube_t = 1, whisper_t = 1;
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
    const float wt = app.animations.progress(shown, s, Drop::WhisperDrop);
    if (wt < 1 && board.has_whisper(s)) {
      dropping_whisper = s;
      whisper_t = wt;
      still.whispers &= ~(1u << s);
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
  if (dropping_whisper != kNoSpace) {
    const float fall = (1 - ease_out(whisper_t)) * radius * 1.2f;
    draw_whisper_on_space(dl, space_centre(geo, dropping_whisper, origin, radius), radius,
                          board.stacks[dropping_whisper].height, fall);
  }

  hook_group("space/", viewing_other ? tr(Text::mirror_board_of, {{"name", app.name_of(shown)}}) : tr(Text::mirror_group_board));
  for (int s = 0; s < board.space_count(); ++s) {
    const ImVec2 c = space_centre(geo, s, origin, radius);
    WidgetFlags flags;
    flags.highlighted = (legal >> s) & 1u;
    flags.words = space_words(g, shown, s);
    hook_rect("space/" + std::to_string(s), ImVec2(c.x - radius * 0.7f, c.y - radius * 0.7f),
              ImVec2(c.x + radius * 0.7f, c.y + radius * 0.7f), flags);
  }
  hook_dry_spaces(board, geo, origin, radius);
  // The shown board's stacks, bottom first, by space (tests check which token a click placed where).
  json::Value stacks = json::Value::array();
  for (int s = 0; s < board.space_count(); ++s) {
    json::Value stack = json::Value::array();
    for (int k = 0; k < board.stacks[s].height; ++k) stack.push_back(std::string(token_name(board.stacks[s].tokens[k])));
    stacks.push_back(std::move(stack));
  }
  hook_fact("board_stacks", stacks);
  if (bot_mark) {
    const ImVec2 c = space_centre(geo, app.bot.last_space, origin, radius);
    hook_rect("bot/last", ImVec2(c.x - radius * 0.7f, c.y - radius * 0.7f), ImVec2(c.x + radius * 0.7f, c.y + radius * 0.7f),
              {.role = Role::Text,
               .words = tr(Text::mirror_bot_last, {{"space", space_words(g, shown, app.bot.last_space)}})});
  }
  if (!viewing_other && app.hint.action &&
      (app.hint.action->type == ActionType::PlaceToken || app.hint.action->type == ActionType::PlaceCube ||
       app.hint.action->type == ActionType::PlaceWhisper) &&
      app.hint.action->b < board.space_count())
    hint_hex(app, space_centre(geo, app.hint.action->b, origin, radius), radius * 0.98f, "hint/target");
  if (under != kNoSpace) {
    std::string tip = describe_stack(board.stacks[under]);
    if (board.has_card_cube(under) && !board.is_sanctuary(under)) tip = tr(Text::game_space_with_cube, {{"space", tip}});
    // RULES.md "Crescendo": a sanctuary or a whisper cube says what it scores now.
    if (const std::string module = module_space_tip(g, shown, under); !module.empty())
      tip = tip.empty() ? module : tip + "\n" + module;
    if (const char* dry = dry_space_help(board, under)) tip += std::string("\n") + dry;
    if (legal & (1u << under)) {
      const std::string builds = app.selection.picks_token()
                                     ? sanctuary_click_tip(g, shown, under, app.selection.hand_colour())
                                     : std::string();
      tip += "\n" + (!builds.empty()                  ? builds
                     : app.selection.whisper() >= 0  ? std::string(tr(Text::game_space_click_whisper))
                     : app.selection.card() >= 0     ? std::string(tr(Text::game_space_click_cube))
                                                     : std::string(tr(Text::game_space_click_token)));
    }
    item_tooltip(tip.c_str());
  }
  if (clicked && under != kNoSpace && (legal & (1u << under))) {
    if (app.selection.whisper() >= 0) app.act(Action::place_whisper(app.selection.whisper(), under));
    else if (app.selection.card() >= 0) app.act(Action::place_cube(app.selection.card(), under));
    else app.act(Action::place_token(app.selection.hand_colour(), under));
  }
  if (viewing_other) {
    const std::string label = tr(Text::game_board_of, {{"name", app.name_of(shown)}});
    ImFont* f = fonts().body;
    text_at(dl, ImVec2(r.Min.x + 16, r.Min.y + 6), f, p.text_muted, label.c_str());
    // The button keeps its place, moving left only when a longer translation needs it.
    const char* back = tr(Text::game_board_back);
    const float back_w = ImGui::CalcTextSize(back).x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetCursorScreenPos(ImVec2(r.Max.x - std::max(170.0f, back_w + 16), r.Min.y + 4));
    if (secondary_button(back, "button/back-to-board")) app.selection.view_own_board();
  }
  hook_fact("empty_spaces", g.player(g.current_player()).board.empty_spaces());
}

void others_section(ScreenHost& app, const ImRect& r) {
  const GameState& g = *app.game;
  const Palette& p = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int n = g.player_count();
  if (n == 1) {
    // Solo: a reminder of the suns to aim for.
    ImGui::SetCursorScreenPos(ImVec2(r.Min.x + 16, r.Min.y + 10));
    ImGui::PushTextWrapPos(r.Max.x - 16);
    ImGui::PushStyleColor(ImGuiCol_Text, p.text_muted);
    const std::string reminder = tr(Text::game_solo_reminder, {{"thresholds", sun_thresholds_text()}});
    ImGui::TextUnformatted(reminder.c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    return;
  }
  // Each other player's board in a card with their name and score, as big as the room allows (a desktop: the
  // room beside the player's board; a phone: the Players tab). No board grows past most of the player's own
  // size, so the player's stays the one that reads as theirs.
  const Geometry& geo = g.player(0).board.geometry();
  const bool phone = app.portrait_layout;
  const float pad = 8, gap = phone ? 8 : 12;
  const ImRect room(ImVec2(r.Min.x + (phone ? 8 : 4), r.Min.y + (phone ? 4 : 8)),
                    ImVec2(r.Max.x - 8, r.Max.y - (phone ? 4 : 8)));
  // The name line in the body font where the cards are wide enough for a bot's name and a score.
  const float body_h = font_px(fonts().body) + 10;
  BoardGrid grid = board_grid(geo, n - 1, room.GetSize(), body_h, pad, gap, phone ? 0.0f : 30.0f);
  ImFont* font = fonts().body;
  if (phone || grid.card.x < 200) {
    font = fonts().small;
    grid = board_grid(geo, n - 1, room.GetSize(), font_px(font) + 10, pad, gap, phone ? 0.0f : 30.0f);
  }
  const float label_h = font_px(font) + 10;
  // A phone's tab shows them from its top, under the tabs, as its other tabs do.
  ImRect room_used = room;
  if (phone) room_used.Max.y = std::min(room.Max.y, room.Min.y + (grid.card.y + gap) * grid.rows - gap);
  int k = 0;
  for (int i = 0; i < n; ++i) {
    if (i == g.current_player()) continue;
    const ImRect slot = board_grid_card(grid, k++, room_used, gap);
    ImGui::PushID(i);
    const bool clicked = hit_area("other", slot);
    const bool hovered = ImGui::IsItemHovered();
    ImGui::PopID();
    const bool viewing = app.selection.viewed_player() == i;
    const std::string total = std::to_string(g.score(i).total);
    const ImRect board = draw_board_card(dl, slot, g.player(i).board, g.decks(), grid.radius, label_h, font,
                                         app.name_of(i).c_str(), total.c_str(), p.text,
                                         viewing ? p.accent : (hovered ? p.hover : 0), viewing ? 2.5f : 1.2f);
    WidgetFlags flags;
    flags.selected = viewing;
    flags.words = tr(Text::mirror_player_board, {{"name", app.name_of(i)}, {"score", score_words(g, i)}});
    hook_rect("player/" + std::to_string(i), slot.Min, slot.Max, flags);
    hook_rect("opponent/board" + std::to_string(i), board.Min, board.Max,
              {.role = Role::Text, .words = board_summary(g, i)});
    if (hovered) item_tooltip(tr(viewing ? Text::game_board_back_tip : Text::game_board_view_tip));
    if (clicked) app.selection.toggle_viewed_player(i);
  }
}

}  // namespace harmonies::ui::game_parts
