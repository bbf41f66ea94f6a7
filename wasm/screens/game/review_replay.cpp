// The replay viewer at a reviewed turn (a game review, wasm/screens/review.cpp): a
// bar over the board with the turn's verdict and loss and the previous and next
// reviewed turns, and, at the start of a reviewed turn, the board as the turn was
// played beside the board with the suggested turn's pieces as ghosts (translucent,
// outlined); the spot and the card each turn took are marked on the central board
// and in the rows (solid: played, dashed: suggested). Every position comes from
// the engine (model/reviews.hpp compare_turn); nothing here works out a rule.
#include <algorithm>
#include <cmath>
#include <string>

#include "harmonies/json.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "model/board_words.hpp"
#include "model/game_words.hpp"
#include "model/text.hpp"
#include "platform/platform.hpp"
#include "platform/test_hook.hpp"
#include "render/draw.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/fit_label.hpp"
#include "screens/game/parts.hpp"
#include "screens/review_parts.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui::game_parts {

namespace {


// The turn's action of a type, if it has one.
const Action* action_of(const std::vector<Action>& turn, ActionType type) {
  for (const Action& a : turn)
    if (a.type == type) return &a;
  return nullptr;
}

void dashed_rect(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 colour, float thickness, float dash) {
  const ImVec2 corners[4] = {a, ImVec2(b.x, a.y), b, ImVec2(a.x, b.y)};
  for (int i = 0; i < 4; ++i) {
    const ImVec2 p = corners[i], q = corners[(i + 1) % 4];
    const float len = std::fabs(q.x - p.x) + std::fabs(q.y - p.y);
    for (float t = 0; t < len; t += dash * 2) {
      const float e = std::min(len, t + dash);
      dl->AddLine(ImVec2(p.x + (q.x - p.x) * t / len, p.y + (q.y - p.y) * t / len),
                  ImVec2(p.x + (q.x - p.x) * e / len, p.y + (q.y - p.y) * e / len), colour, thickness);
    }
  }
}

void dashed_circle(ImDrawList* dl, ImVec2 c, float r, ImU32 colour, float thickness) {
  const int dashes = std::max(8, static_cast<int>(r * 0.6f));
  for (int i = 0; i < dashes; ++i) {
    const float a0 = 6.2831853f * static_cast<float>(i) / static_cast<float>(dashes);
    dl->PathArcTo(c, r, a0, a0 + 6.2831853f * 0.5f / static_cast<float>(dashes), 6);
    dl->PathStroke(colour, 0, thickness);
  }
}

// The word of a mark ("Played", "Suggested") in a small pill, centred on `x` with its bottom at `bottom`.
void mark_tag(ImDrawList* dl, float x, float bottom, const char* text, bool suggested) {
  ImFont* f = fonts().small;
  const float px = font_px(f);
  const ImVec2 ts = f->CalcTextSizeA(px, FLT_MAX, 0, text);
  const ImVec2 a(x - ts.x * 0.5f - 6, bottom - ts.y - 4), b(x + ts.x * 0.5f + 6, bottom);
  dl->AddRectFilled(a, b, suggested ? IM_COL32(255, 244, 214, 250) : palette().text, (b.y - a.y) * 0.5f);
  if (suggested) dl->AddRect(a, b, palette().suggestion, (b.y - a.y) * 0.5f, 0, 1.2f);
  dl->AddText(f, px, ImVec2(a.x + 6, a.y + 2), suggested ? palette().suggestion : IM_COL32(255, 255, 255, 255), text);
}

// The board of `player` in `state`, fitted into `r` under a caption; returns where it was drawn.
struct Placed {
  ImVec2 origin;
  float radius = 0;
};

Placed fitted_board(const Board& board, const ImRect& r) {
  const Geometry& geo = board.geometry();
  const ImVec2 avail(r.GetWidth() - 16, r.GetHeight() - 12);
  const float radius = radius_to_fit(geo, avail);
  const ImVec2 extent = board_extent(geo, radius);
  return Placed{ImVec2(r.Min.x + (r.GetWidth() - extent.x) * 0.5f, r.Min.y + (r.GetHeight() - extent.y) * 0.5f), radius};
}

// The turn's choices as the test hook reports them: the spot, the cards and tiles taken, the pieces placed.
json::Value turn_facts(const GameState& start, const std::vector<Action>& turn) {
  json::Value out = json::Value::object();
  const auto slot = [&](ActionType type) { const Action* a = action_of(turn, type); return a ? json::Value(a->a) : json::Value(); };
  out["spot"] = slot(ActionType::TakeSpot);
  out["card"] = slot(ActionType::TakeCard);
  out["discard"] = slot(ActionType::DiscardCard);
  out["spirit"] = slot(ActionType::ChooseSpirit);
  out["whisper"] = slot(ActionType::TakeWhisper);
  out["tile"] = slot(ActionType::TakeTile);
  json::Value tokens = json::Value::array(), cubes = json::Value::array(), whispers = json::Value::array();
  for (const Action& a : turn) {
    if (a.type == ActionType::PlaceToken)
      tokens.push_back(json::Value::array({std::string(token_name(static_cast<Token>(a.a))), a.b}));
    if (a.type == ActionType::PlaceCube) cubes.push_back(a.b);
    if (a.type == ActionType::PlaceWhisper) whispers.push_back(a.b);
  }
  out["tokens"] = std::move(tokens);
  out["cubes"] = std::move(cubes);
  out["whispers"] = std::move(whispers);
  (void)start;
  return out;
}

// An offer a reviewed turn took, in words: the spot with its tokens, or the card's or tile's name, as the
// turn's start shows them.
std::string offer_words(const GameState& start, ActionType type, int slot) {
  const Decks& decks = start.decks();
  const Position& now = start.now();
  const auto named = [](int id, const auto& deck) -> std::string {
    return id >= 0 && id < static_cast<int>(deck.size()) ? std::string(card_name(deck[static_cast<size_t>(id)])) : "";
  };
  switch (type) {
    case ActionType::TakeSpot: return spot_words(start, slot);
    case ActionType::TakeCard:
    case ActionType::DiscardCard: return named(now.row[static_cast<size_t>(slot)], decks.animals);
    case ActionType::TakeWhisper: return named(now.whisper_row[static_cast<size_t>(slot)], decks.whispers);
    case ActionType::TakeTile: return named(now.tile_row[static_cast<size_t>(slot)], decks.sanctuaries);
    default: return "";
  }
}

// A small sample of each board's look, for the captions and the phone's toggle: a token ringed solid
// (played) or a translucent one outlined with dashes (suggested), as the boards and the offers draw them.
void caption_icon(ImDrawList* dl, ImVec2 c, float r, bool suggested) {
  const ImU32 green = palette().tokens[index_of(Token::Green)];
  if (!suggested) {
    draw_hex(dl, c, r, green, palette().text, 2.0f);
    return;
  }
  draw_hex(dl, c, r, with_alpha(green, 0.42f));
  ImVec2 pts[6];
  for (int i = 0; i < 6; ++i) pts[i] = ImVec2(c.x + std::cos(i * 1.0471976f) * r, c.y + std::sin(i * 1.0471976f) * r);
  for (int i = 0; i < 6; ++i) {
    const ImVec2 a = pts[i], b = pts[(i + 1) % 6];
    dl->AddLine(a, ImVec2(a.x + (b.x - a.x) * 0.55f, a.y + (b.y - a.y) * 0.55f), palette().suggestion, 2.0f);
  }
}

}  // namespace

bool review_overlay(const ScreenHost& app) {
  return app.review && app.replay && app.replay->record() == app.review->game.record && app.shown_review();
}

const TurnComparison* review_comparison(ScreenHost& app) { return review_overlay(app) ? app.reviewed_comparison() : nullptr; }

ImRect review_bar(ScreenHost& app, const ImRect& r, bool portrait) {
  const SavedReview* shown = app.shown_review();
  const Review& rev = shown->review;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const Palette& p = palette();
  const float bar_h = portrait ? 78 : 46;
  const ImRect bar(ImVec2(r.Min.x + 8, r.Min.y + 6), ImVec2(r.Max.x - 8, r.Min.y + bar_h));
  dl->AddRectFilled(bar.Min, bar.Max, p.panel, 10);
  dl->AddRect(bar.Min, bar.Max, p.panel_border, 10, 0, 1.0f);
  hook_rect("review/bar", bar.Min, bar.Max, {.role = Role::Text, .words = tr(Text::review_title)});
  const int index = app.reviewed_turn_at_step();
  const size_t step = app.replay->step();
  // The reviewed turns before and after this position.
  int previous = -1, next = -1;
  for (int i = 0; i < static_cast<int>(rev.turns.size()); ++i) {
    const size_t first = static_cast<size_t>(rev.turns[static_cast<size_t>(i)].first_action);
    if (index >= 0 ? i < index : first < step) previous = i;
    if (next < 0 && (index >= 0 ? i > index : first > step)) next = i;
  }
  const TurnComparison* c = app.reviewed_comparison();
  const float row1_y = bar.Min.y + (portrait ? 6 : (bar.GetHeight() - 34) * 0.5f);
  const float bw = 40, bh = 34;
  ImGui::SetCursorScreenPos(ImVec2(bar.Min.x + 6, row1_y));
  const bool to_previous = secondary_button("\xe2\x97\x80##review-previous", "review/previous", ImVec2(bw, bh), previous >= 0);
  hook_words_of_last(tr(Text::review_previous_tip));
  if (to_previous) {
    app.show_reviewed_turn(previous);
    return ImRect(ImVec2(r.Min.x, bar.Max.y + 4), r.Max);
  }
  item_tooltip(tr(Text::review_previous_tip));
  ImGui::SameLine(0, 6);
  const float line_x = ImGui::GetCursorScreenPos().x + 4;
  // The right end of the first row: "next", then (desktop) the captions' legend or "Show the suggestion".
  float right = bar.Max.x - 6 - bw;
  ImGui::SetCursorScreenPos(ImVec2(right, row1_y));
  const bool to_next = secondary_button("\xe2\x96\xb6##review-next", "review/next", ImVec2(bw, bh), next >= 0);
  hook_words_of_last(tr(Text::review_next_tip));
  if (to_next) {
    app.show_reviewed_turn(next);
    return ImRect(ImVec2(r.Min.x, bar.Max.y + 4), r.Max);
  }
  item_tooltip(tr(Text::review_next_tip));
  right -= 8;
  // Inside a reviewed turn but not at its start: the way back to its start, where the suggestion shows.
  const bool inside = index >= 0 && !c;
  ImFont* const small = fonts().small;
  if (inside) {
    const char* label = tr(Text::review_show_suggestion);
    ImGui::PushFont(small);
    const float w = ImGui::CalcTextSize(label).x + 20;
    if (portrait) ImGui::SetCursorScreenPos(ImVec2(bar.Min.x + 6, bar.Max.y - 6 - 30));
    else ImGui::SetCursorScreenPos(ImVec2(right - w, row1_y + 2));
    if (!portrait) right -= w + 8;
    const bool go = secondary_button(label, "review/show-suggestion", ImVec2(portrait ? bar.GetWidth() - 12 : w, 30));
    ImGui::PopFont();
    item_tooltip(tr(Text::review_show_suggestion_tip));
    if (go) {
      app.show_reviewed_turn(index);
      return ImRect(ImVec2(r.Min.x, bar.Max.y + 4), r.Max);
    }
  }
  if (c && portrait) {
    // The phone shows one board at a time: played or suggested, each with its sample look (a choice of two).
    hook_group("review/board-", tr(Text::mirror_review_board_shown), Role::Radio);
    const float w = (bar.GetWidth() - 18) * 0.5f;
    for (int b = 0; b < 2; ++b) {
      const ImRect t(ImVec2(bar.Min.x + 6 + (w + 6) * static_cast<float>(b), bar.Max.y - 6 - 30),
                     ImVec2(bar.Min.x + 6 + (w + 6) * static_cast<float>(b) + w, bar.Max.y - 6));
      ImGui::PushID(b);
      const bool clicked = hit_area("review-board", t);
      ImGui::PopID();
      const bool on = app.review->board == b;
      dl->AddRectFilled(t.Min, t.Max, on ? p.accent : p.background, 8);
      if (!on) dl->AddRect(t.Min, t.Max, p.panel_border, 8, 0, 1.0f);
      const char* label = tr(b == 0 ? Text::review_played : Text::review_suggested);
      const ImVec2 ts = small->CalcTextSizeA(font_px(small), FLT_MAX, 0, label);
      const float icon = 8;
      const float x0 = t.GetCenter().x - (ts.x + icon * 2 + 6) * 0.5f;
      caption_icon(dl, ImVec2(x0 + icon, t.GetCenter().y), icon, b == 1);
      text_at(dl, ImVec2(x0 + icon * 2 + 6, t.GetCenter().y - ts.y * 0.5f), small, on ? IM_COL32(255, 255, 255, 255) : p.text,
              label);
      WidgetFlags flags;
      flags.selected = on;
      flags.label = label;
      flags.role = Role::Radio;
      hook_rect("review/board-" + std::to_string(b), t.Min, t.Max, flags);
      if (clicked) app.show_review_board(b);
    }
  }
  // The line: the turn's verdict and loss, or whose turn this is.
  std::string line;
  if (index >= 0) {
    const TurnReview& t = rev.turns[static_cast<size_t>(index)];
    line = tr(Text::review_bar_line, {{"turn", t.turn}, {"verdict", verdict_word(t.verdict)}, {"loss", loss_words(t.loss)}});
  } else {
    line = tr(Text::review_not_reviewed, {{"name", app.name_of(app.game->current_player())}});
  }
  ImFont* f = portrait ? small : fonts().body;
  float x = line_x;
  const float room = right - x;
  if (index >= 0) {
    const TurnReview& t = rev.turns[static_cast<size_t>(index)];
    draw_verdict_mark(dl, ImVec2(x + 8, row1_y + bh * 0.5f), 14, t.verdict, is_costliest(rev, index));
    x += 22;
  }
  const std::string shown_line = ellipsized(f, font_px(f), line.c_str(), room - (x - line_x));
  const ImVec2 ts = f->CalcTextSizeA(font_px(f), FLT_MAX, 0, shown_line.c_str());
  text_at(dl, ImVec2(x, row1_y + (bh - ts.y) * 0.5f), f, index >= 0 ? p.text : p.text_muted, shown_line.c_str());
  WidgetFlags flags;
  flags.label = line;
  flags.role = Role::Text;
  if (index >= 0) {  // with its tooltip's expected scores
    const TurnReview& t = rev.turns[static_cast<size_t>(index)];
    flags.words = tr(Text::words_join, {{"a", line},
                                        {"b", tr(Text::words_join, {{"a", tr(Text::review_tip_played, {{"n", expected_words(t.played)}})},
                                                                    {"b", tr(Text::review_tip_best, {{"n", expected_words(t.best)}})}})}});
  }
  hook_rect("review/line", ImVec2(line_x, row1_y), ImVec2(x + ts.x, row1_y + bh), flags);
  if (index >= 0) {
    ImGui::PushID("review-line");
    hit_area("line", ImRect(ImVec2(line_x, row1_y), ImVec2(x + ts.x, row1_y + bh)));
    ImGui::PopID();
    const TurnReview& t = rev.turns[static_cast<size_t>(index)];
    item_tooltip((tr(Text::review_tip_played, {{"n", expected_words(t.played)}}) + "\n" +
                  tr(Text::review_tip_best, {{"n", expected_words(t.best)}}))
                     .c_str());
  }
  hook_fact("review_replay_turn", index >= 0 ? json::Value(index) : json::Value());
  return ImRect(ImVec2(r.Min.x, bar.Max.y + 2), r.Max);
}

void review_boards(ScreenHost& app, const ImRect& r, const TurnComparison& c, bool portrait) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const Palette& p = palette();
  const int me = c.start.current_player();
  const Board& start = c.start.player(me).board;
  const Board& played = c.played.player(me).board;
  const Board& suggested = c.suggested.player(me).board;
  const std::uint32_t played_added = spaces_added(start, played);
  const std::uint32_t ghosts = spaces_added(start, suggested);
  // Side by side while each board keeps a useful size; otherwise the one chosen (the phone's toggle).
  const float caption_h = 26;
  const ImRect half_left(r.Min, ImVec2(r.GetCenter().x, r.Max.y));
  const float side_radius =
      radius_to_fit(start.geometry(), ImVec2(half_left.GetWidth() - 16, half_left.GetHeight() - caption_h - 12));
  const bool both = !portrait && side_radius >= 22.0f;
  const int board_shown = both ? -1 : app.review->board;

  const auto draw_one = [&](bool is_suggested, const ImRect& area) {
    // The phone's toggle names the board: a caption only to say the suggestion is the turn played.
    const bool captioned = both || (is_suggested && c.same);
    const ImRect room(ImVec2(area.Min.x, area.Min.y + (captioned ? caption_h : 0.0f)), area.Max);
    const Board& board = is_suggested ? suggested : played;
    const Placed at = fitted_board(board, room);
    SpaceMarks marks;
    if (is_suggested) marks.ghosts_over = &start;
    else marks.ringed = played_added;
    draw_board(dl, board, c.start.decks(), at.origin, at.radius, marks);
    const ImVec2 extent = board_extent(board.geometry(), at.radius);
    const ImRect board_r(at.origin, ImVec2(at.origin.x + extent.x, at.origin.y + extent.y));
    // The caption: its sample look and its word (and, for the suggestion, when it is the turn played).
    ImFont* f = fonts().body;
    const char* word = tr(is_suggested ? Text::review_suggested : Text::review_played);
    std::string caption = word;
    if (is_suggested && c.same) caption += std::string(" \xe2\x80\x94 ") + tr(Text::review_same);
    if (captioned) {
      ImFont* cf = f->CalcTextSizeA(font_px(f), FLT_MAX, 0, caption.c_str()).x + 30 > area.GetWidth() ? fonts().small : f;
      const std::string text = ellipsized(cf, font_px(cf), caption.c_str(), area.GetWidth() - 36);
      const ImVec2 ts = cf->CalcTextSizeA(font_px(cf), FLT_MAX, 0, text.c_str());
      const float x0 = area.GetCenter().x - (ts.x + 24) * 0.5f;
      caption_icon(dl, ImVec2(x0 + 9, area.Min.y + caption_h * 0.5f + 2), 8, is_suggested);
      text_at(dl, ImVec2(x0 + 24, area.Min.y + caption_h * 0.5f + 2 - ts.y * 0.5f), cf, p.text, text.c_str());
    }
    ImGui::PushID(is_suggested ? "suggested" : "played");
    hit_area("board", board_r);
    ImGui::PopID();
    item_tooltip(tr(is_suggested ? Text::review_suggested_tip : Text::review_played_tip));
    const GameState& shown = is_suggested ? c.suggested : c.played;
    WidgetFlags flags;
    flags.label = caption;
    flags.role = Role::Text;
    // "Played: <the board after the turn played>", or the suggested turn's.
    flags.words = tr(Text::words_labelled, {{"label", caption}, {"text", board_summary(shown, me)}});
    hook_rect(is_suggested ? "review/board/suggested" : "review/board/played", board_r.Min, board_r.Max, flags);
    const std::uint32_t added = is_suggested ? ghosts : played_added;
    for (int s = 0; s < board.space_count(); ++s) {
      if (!(added >> s & 1u)) continue;
      const ImVec2 centre = space_centre(board.geometry(), s, at.origin, at.radius);
      // "Played: Space 7, row 2, place 3: ..." / "Suggested: ...": a piece the turn put there.
      const std::string space = tr(Text::words_labelled, {{"label", word}, {"text", space_words(shown, me, s)}});
      hook_rect(std::string(is_suggested ? "review/ghost/" : "review/new/") + std::to_string(s),
                ImVec2(centre.x - at.radius * 0.7f, centre.y - at.radius * 0.7f),
                ImVec2(centre.x + at.radius * 0.7f, centre.y + at.radius * 0.7f), {.role = Role::Text, .words = space});
    }
  };
  if (both) {
    const float gap = 10;
    const ImRect left_area(r.Min, ImVec2(r.GetCenter().x - gap * 0.5f, r.Max.y));
    const ImRect right_area(ImVec2(r.GetCenter().x + gap * 0.5f, r.Min.y), r.Max);
    draw_one(false, left_area);
    dl->AddLine(ImVec2(r.GetCenter().x, r.Min.y + 8), ImVec2(r.GetCenter().x, r.Max.y - 8), p.panel_border, 1.0f);
    draw_one(true, right_area);
  } else {
    draw_one(board_shown == 1, r);
  }
  json::Value facts = json::Value::object();
  facts["turn"] = app.review->comparison_turn;
  facts["same"] = c.same;
  facts["boards"] = both ? "both" : board_shown == 1 ? "suggested" : "played";
  facts["played"] = turn_facts(c.start, c.played_turn);
  facts["suggested"] = turn_facts(c.start, c.suggested_turn);
  json::Value ghost_spaces = json::Value::array();
  for (int s = 0; s < suggested.space_count(); ++s)
    if (ghosts >> s & 1u) ghost_spaces.push_back(s);
  facts["ghost_spaces"] = std::move(ghost_spaces);
  hook_fact("review_comparison", facts);
}

// The marks of a reviewed turn on an offer it took (a spot, a card, a whisper card, a tile): the turn
// played's solid, the suggestion's dashed, each with its word when the offer is wide enough.
void review_offer_marks(ScreenHost& app, ActionType type, int slot, ImVec2 min, ImVec2 max, bool round) {
  const TurnComparison* c = review_comparison(app);
  if (!c) return;
  const Action* played = action_of(c->played_turn, type);
  const Action* suggested = action_of(c->suggested_turn, type);
  const bool was_played = played && played->a == slot;
  const bool is_suggested = suggested && suggested->a == slot;
  if (!was_played && !is_suggested) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const std::string what = type == ActionType::TakeSpot ? "spot" : type == ActionType::TakeCard ? "card"
                         : type == ActionType::DiscardCard ? "discard" : type == ActionType::TakeWhisper ? "whisper" : "tile";
  const ImVec2 centre((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
  const float radius = (max.x - min.x) * 0.5f;
  if (was_played) {
    if (round) dl->AddCircle(centre, radius + 4, palette().text, 40, 3.0f);
    else dl->AddRect(ImVec2(min.x - 3, min.y - 3), ImVec2(max.x + 3, max.y + 3), palette().text, 12, 0, 3.0f);
    hook_rect("review/played-" + what, min, max,
              {.role = Role::Text,
               .words = tr(type == ActionType::DiscardCard ? Text::mirror_review_discard_played : Text::mirror_review_offer_played,
                           {{"what", offer_words(c->start, type, slot)}})});
  }
  if (is_suggested) {
    const float out = was_played ? 7.0f : 3.0f;
    if (round) dashed_circle(dl, centre, radius + out, palette().suggestion, 3.0f);
    else dashed_rect(dl, ImVec2(min.x - out, min.y - out), ImVec2(max.x + out, max.y + out), palette().suggestion, 3.0f, 7.0f);
    hook_rect("review/suggested-" + what, min, max,
              {.role = Role::Text,
               .words = tr(type == ActionType::DiscardCard ? Text::mirror_review_discard_suggested
                                                           : Text::mirror_review_offer_suggested,
                           {{"what", offer_words(c->start, type, slot)}})});
  }
  // The words on a desktop's spot, above it (a card's would cover its name, a phone's spot the line above it:
  // the outlines' look is in the boards' captions and the phone's toggle).
  ImFont* f = fonts().small;
  const float need = f->CalcTextSizeA(font_px(f), FLT_MAX, 0, tr(Text::review_suggested)).x + 12;
  if (!round || app.portrait_layout || max.x - min.x < need) return;
  float y = min.y + 2;
  if (was_played) {
    mark_tag(dl, centre.x, y, tr(Text::review_played), false);
    y += font_px(f) + 6;
  }
  if (is_suggested) mark_tag(dl, centre.x, y, tr(Text::review_suggested), true);
}

}  // namespace harmonies::ui::game_parts
