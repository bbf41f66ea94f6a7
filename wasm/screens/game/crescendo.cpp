// Sanctuaries and Whispers on the game screen (RULES.md "Crescendo"): the rows of whisper cards and
// sanctuary tiles on offer, the whisper cards and the unbuilt tile among the held cards, and what a
// sanctuary or a whisper cube on a board scores now (the board's tooltip). Every rule question goes
// to the engine: which offer may be taken, where a cube may go, what a piece scores.
#include <algorithm>
#include <cmath>
#include <string>

#include "harmonies/json.hpp"
#include "harmonies/scoring.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "platform/test_hook.hpp"
#include "render/draw.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/game/parts.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui::game_parts {

namespace {

std::string points(int n) { return tr_count(Text::common_points, n); }


std::string whisper_offer_tip(const WhisperCard& card) {
  return tr(Text::game_whisper_tip, {{"name", card_name(card)},
                                     {"cubes", kWhisperCubes},
                                     {"where", whisper_where(card.terrain)},
                                     {"shared", points(kWhisperSharedPoints)},
                                     {"alone", points(kWhisperAlonePoints)}});
}

std::string whisper_held_tip(const WhisperCard& card, int placed) {
  if (placed >= kWhisperCubes)
    return tr(Text::game_whisper_done_tip, {{"name", card_name(card)},
                                            {"shared", points(kWhisperSharedPoints)},
                                            {"alone", points(kWhisperAlonePoints)}});
  return tr(Text::game_whisper_held_tip, {{"name", card_name(card)},
                                          {"placed", placed},
                                          {"cubes", kWhisperCubes},
                                          {"where", whisper_where(card.terrain)},
                                          {"shared", points(kWhisperSharedPoints)},
                                          {"alone", points(kWhisperAlonePoints)}});
}

std::string tile_tip(const SanctuaryTile& tile, Text text) {
  return tr(text, {{"name", card_name(tile)},
                   {"top", token_colour_name(tile.top)},
                   {"bottom", token_colour_name(tile.bottom)},
                   {"per", points(kSanctuaryPointsPerNeighbour)}});
}

// The tile a player built a sanctuary with, found by its two colours among the tiles they took (each
// tile shows another stack), else among all tiles; null when none matches.
const SanctuaryTile* built_tile(const GameState& g, int player, const Stack& stack) {
  const auto matches = [&](const SanctuaryTile& t) { return t.bottom == stack.tokens[0] && t.top == stack.tokens[1]; };
  const PlayerState& ps = g.player(player);
  for (int k = 0; k < ps.tile_count; ++k)
    if (matches(g.decks().sanctuaries[ps.tiles[k]])) return &g.decks().sanctuaries[ps.tiles[k]];
  for (const SanctuaryTile& t : g.decks().sanctuaries)
    if (matches(t)) return &t;
  return nullptr;
}

// A row of offers from `at`: items `size` large, `gap` apart, left to right (or top to bottom when `down`).
struct OfferRow {
  ImVec2 at;
  ImVec2 size;
  float gap = 8;
  bool down = false;
  ImRect item(int i) const {
    const float step = (down ? size.y : size.x) + gap;
    const ImVec2 min = down ? ImVec2(at.x, at.y + step * static_cast<float>(i)) : ImVec2(at.x + step * static_cast<float>(i), at.y);
    return ImRect(min, ImVec2(min.x + size.x, min.y + size.y));
  }
};

void whisper_offers(ScreenHost& app, const OfferRow& row) {
  const GameState& g = *app.game;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  json::Value ids = json::Value::array();
  for (int i = 0; i < kWhisperRow; ++i) {
    const int id = g.now().whisper_row[i];
    ids.push_back(id == kNone ? json::Value() : json::Value(g.decks().whispers[id].id));
    const ImRect card_r = row.item(i);
    if (id == kNone) {  // the deck ran out: the row shrinks
      dl->AddRect(card_r.Min, card_r.Max, palette().panel_border, 10, 0, 1.5f);
      continue;
    }
    const bool legal = app.is_legal(Action::take_whisper(i));
    ImGui::PushID(i);
    const bool clicked = hit_area("whisper-row", card_r);
    const bool hovered = ImGui::IsItemHovered();
    CardLook look;
    look.highlighted = legal;
    look.hovered = hovered && legal;
    look.dimmed = !legal && app.can_act();
    draw_whisper_card(dl, g.decks().whispers[id], card_r.Min, card_r.Max, 0, look);
    WidgetFlags flags;
    flags.enabled = legal;
    flags.highlighted = legal;
    hook_rect("whisper-row/" + std::to_string(i), card_r.Min, card_r.Max, flags);
    if (const Action* h = hint_of(app, ActionType::TakeWhisper); h && h->a == i)
      hint_rect(app, card_r.Min, card_r.Max, "hint/target");
    review_offer_marks(app, ActionType::TakeWhisper, i, card_r.Min, card_r.Max, false);
    if (hovered) item_tooltip(whisper_offer_tip(g.decks().whispers[id]).c_str());
    ImGui::PopID();
    if (clicked && legal) app.act(Action::take_whisper(i));
  }
  hook_fact("whisper_row", ids);
}

void tile_offers(ScreenHost& app, const OfferRow& row) {
  const GameState& g = *app.game;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  json::Value ids = json::Value::array();
  for (int i = 0; i < kTileRow; ++i) {
    const int id = g.now().tile_row[i];
    ids.push_back(id == kNone ? json::Value() : json::Value(g.decks().sanctuaries[id].id));
    const ImRect tile_r = row.item(i);
    if (id == kNone) {
      dl->AddRect(tile_r.Min, tile_r.Max, palette().panel_border, 8, 0, 1.5f);
      continue;
    }
    const bool legal = app.is_legal(Action::take_tile(i));
    ImGui::PushID(i);
    const bool clicked = hit_area("tile-row", tile_r);
    const bool hovered = ImGui::IsItemHovered();
    CardLook look;
    look.highlighted = legal;
    look.hovered = hovered && legal;
    look.dimmed = !legal && app.can_act();
    draw_sanctuary_tile(dl, g.decks().sanctuaries[id], tile_r.Min, tile_r.Max, look);
    WidgetFlags flags;
    flags.enabled = legal;
    flags.highlighted = legal;
    hook_rect("tile-row/" + std::to_string(i), tile_r.Min, tile_r.Max, flags);
    if (const Action* h = hint_of(app, ActionType::TakeTile); h && h->a == i)
      hint_rect(app, tile_r.Min, tile_r.Max, "hint/target", 8);
    review_offer_marks(app, ActionType::TakeTile, i, tile_r.Min, tile_r.Max, false);
    if (hovered) item_tooltip(tile_tip(g.decks().sanctuaries[id], Text::game_tile_tip).c_str());
    ImGui::PopID();
    if (clicked && legal) app.act(Action::take_tile(i));
  }
  hook_fact("tile_row", ids);
}

}  // namespace

OffersLayout module_offers_layout(const GameState& g, bool portrait, float card_w, float card_h, float column_h) {
  OffersLayout l;
  const bool whispers = g.setup().whispers, tiles = g.setup().sanctuaries;
  if (portrait) {
    // One line of upright items as wide as the cards: the whisper cards, then the tiles.
    l.whisper = ImVec2(card_w, card_h);
    l.tile = ImVec2(card_w, card_h);
    l.width = (whispers ? kWhisperRow * card_w + (kWhisperRow - 1) * kOfferGap : 0) +
              (tiles ? kTileRow * card_w + (kTileRow - 1) * kOfferGap : 0) + (whispers && tiles ? kGroupGap : 0);
    return l;
  }
  // Beside the animal row: the whisper cards a little narrower than the animals, the tiles as a column of
  // chips as tall as the cards.
  l.whisper = ImVec2(card_w * kWhisperWidth, card_h);
  l.tile = ImVec2(kTileChipWidth, std::floor((std::max(card_h, column_h) - kOfferGap * (kTileRow - 1)) / kTileRow));
  if (whispers) l.width += kGroupGap + kWhisperRow * l.whisper.x + (kWhisperRow - 1) * kOfferGap;
  if (tiles) l.width += kGroupGap + l.tile.x;
  return l;
}

void module_offers(ScreenHost& app, ImVec2 at, bool portrait, const OffersLayout& l, float label_h) {
  const GameState& g = *app.game;
  const Palette& p = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float x = at.x;
  const float y = at.y + label_h;
  const bool whispers = g.setup().whispers;
  if (whispers) {
    if (!portrait) x += kGroupGap;
    if (label_h > 0) text_at(dl, ImVec2(x, at.y + 2), fonts().body, p.text, tr(Text::game_whispers));
    OfferRow row;
    row.at = ImVec2(x, y);
    row.size = l.whisper;
    row.gap = kOfferGap;
    whisper_offers(app, row);
    x += kWhisperRow * (l.whisper.x + kOfferGap) - kOfferGap;
  }
  if (g.setup().sanctuaries) {
    if (!portrait || whispers) x += kGroupGap;
    if (label_h > 0) text_at(dl, ImVec2(x, at.y + 2), fonts().body, p.text, tr(Text::game_sanctuaries));
    OfferRow row;
    row.at = ImVec2(x, y);
    row.size = l.tile;
    row.gap = kOfferGap;
    row.down = !portrait;
    tile_offers(app, row);
  }
}


void held_whisper(ScreenHost& app, int player, int whisper, ImVec2 size, const std::string& hook) {
  const GameState& g = *app.game;
  const WhisperCard& card = g.decks().whispers[whisper];
  const int placed = g.now().whisper_cubes[whisper];
  const bool mine = player == g.current_player();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::PushID(1000 + whisper);
  const bool clicked = ImGui::InvisibleButton("held-whisper", size);
  const bool hovered = ImGui::IsItemHovered();
  ImGui::PopID();
  bool has_target = false;
  for (const Action& a : app.legal()) has_target |= mine && a.type == ActionType::PlaceWhisper && a.a == whisper;
  CardLook look;
  look.highlighted = has_target;
  look.selected = mine && app.selection.whisper() == whisper;
  look.hovered = hovered && has_target;
  const ImVec2 max(at.x + size.x, at.y + size.y);
  draw_whisper_card(ImGui::GetWindowDrawList(), card, at, max, placed, look);
  if (hovered) item_tooltip(whisper_held_tip(card, placed).c_str());
  WidgetFlags flags;
  flags.enabled = has_target;
  flags.highlighted = has_target;
  flags.selected = look.selected;
  hook_rect(hook + "held-whisper/" + card.id, at, max, flags);
  if (const Action* h = hint_of(app, ActionType::PlaceWhisper); h && mine && h->a == whisper)
    hint_rect(app, at, max, "hint/card");
  if (clicked && has_target) {
    app.selection.toggle_whisper(whisper);
  }
}

void held_tile(ScreenHost& app, int player, int tile, ImVec2 size, const std::string& hook) {
  const GameState& g = *app.game;
  const SanctuaryTile& t = g.decks().sanctuaries[tile];
  const bool mine = player == g.current_player();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::PushID(2000 + tile);
  const bool clicked = ImGui::InvisibleButton("held-tile", size);
  const bool hovered = ImGui::IsItemHovered();
  ImGui::PopID();
  // Buildable now: a legal token placement builds it (the engine says which).
  bool buildable = false;
  for (const Action& a : app.legal())
    buildable |= mine && a.type == ActionType::PlaceToken && g.builds_sanctuary(player, a.b, static_cast<Token>(a.a));
  CardLook look;
  look.highlighted = buildable;
  look.hovered = hovered && buildable;
  const ImVec2 max(at.x + size.x, at.y + size.y);
  draw_sanctuary_tile(ImGui::GetWindowDrawList(), t, at, max, look);
  if (hovered) item_tooltip(tile_tip(t, Text::game_tile_open_tip).c_str());
  WidgetFlags flags;
  flags.enabled = buildable;
  flags.highlighted = buildable;
  hook_rect(hook + "held-tile/" + t.id, at, max, flags);
  // A click picks the tile's top colour in hand: the spaces it would build on light up with the others.
  if (clicked && buildable) {
    app.selection.pick_hand_colour(index_of(t.top));
  }
}

void hook_held_modules(const GameState& g, int player) {
  const PlayerState& ps = g.player(player);
  json::Value whispers = json::Value::array();
  for (int k = 0; k < ps.whisper_count; ++k) {
    json::Value w = json::Value::object();
    w["id"] = g.decks().whispers[ps.whispers[k]].id;
    w["placed"] = static_cast<int>(g.now().whisper_cubes[ps.whispers[k]]);
    whispers.push_back(std::move(w));
  }
  hook_fact("held_whispers", whispers);
  const int open = g.open_tile(player);
  hook_fact("open_tile", open == kNone ? json::Value() : json::Value(g.decks().sanctuaries[open].id));
  const Board& b = ps.board;
  json::Value sanctuaries = json::Value::array(), cubes = json::Value::array();
  for (int s = 0; s < b.space_count(); ++s) {
    if (b.is_sanctuary(s)) sanctuaries.push_back(s);
    if (b.has_whisper(s)) cubes.push_back(s);
  }
  hook_fact("sanctuary_spaces", sanctuaries);
  hook_fact("whisper_spaces", cubes);
}

std::string module_space_tip(const GameState& g, int player, int space) {
  const Board& board = g.player(player).board;
  std::string tip;
  if (board.is_sanctuary(space)) {
    const Stack& st = board.stacks[space];
    const SanctuaryTile* tile = built_tile(g, player, st);
    const char* bottom = token_colour_name(st.tokens[0]);
    const char* top = token_colour_name(st.tokens[1]);
    tip = tr(Text::game_space_sanctuary, {{"name", tile ? card_name(*tile) : ""},
                                          {"bottom", bottom},
                                          {"top", top},
                                          {"points", points(sanctuary_points_at(board, space))},
                                          {"per", points(kSanctuaryPointsPerNeighbour)}});
    tip += "\n";
    tip += board.has_card_cube(space) ? std::string(tr(Text::game_space_sanctuary_cube))
                                      : tr(Text::game_space_sanctuary_final, {{"bottom", bottom}, {"top", top}});
  }
  if (board.has_whisper(space)) {
    if (!tip.empty()) tip += "\n";
    const int now = whisper_points_at(board, space);
    tip += board.has_card_cube(space)
               ? tr(Text::game_space_whisper_shared, {{"points", points(now)}})
               : tr(Text::game_space_whisper_alone, {{"points", points(now)}, {"shared", points(kWhisperSharedPoints)}});
  }
  return tip;
}

std::string sanctuary_click_tip(const GameState& g, int player, int space, int colour) {
  const int open = g.open_tile(player);
  if (open == kNone || colour < 0 || !g.builds_sanctuary(player, space, static_cast<Token>(colour))) return "";
  return tr(Text::game_space_click_sanctuary, {{"name", card_name(g.decks().sanctuaries[open])}});
}

}  // namespace harmonies::ui::game_parts
