// Cards: the animal row (take a card), held cards (place their cubes) and
// the choice of a Nature's Spirit.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "harmonies/json.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "platform/platform.hpp"
#include "model/board_words.hpp"
#include "platform/test_hook.hpp"
#include "render/draw.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/fit_label.hpp"
#include "screens/game/parts.hpp"
#include "screens/rule_numbers.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui::game_parts {

namespace {

// A Pulse card whose mirror image is another shape: the habitat as printed and as seen in a mirror, side
// by side across a dashed mirror line, drawn as the cards draw them.
void mirror_shapes(const Pattern& pattern) {
  const Pattern mirror = mirror_image(pattern);
  float R = std::round(ImGui::GetFontSize() * 0.95f);
  ImVec2 one = pattern_extent(pattern, R), other = pattern_extent(mirror, R);
  float gap = R * 1.6f;
  const float room = tooltip_width() - ImGui::GetStyle().WindowPadding.x;
  if (one.x + gap + other.x > room) {  // a narrow phone: smaller diagrams
    const float scale = room / (one.x + gap + other.x);
    R *= scale;
    gap *= scale;
    one = pattern_extent(pattern, R);
    other = pattern_extent(mirror, R);
  }
  const float height = std::max(one.y, other.y);
  ImGui::Dummy(ImVec2(0, 2));
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(one.x + gap + other.x, height));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  draw_pattern(dl, pattern, ImVec2(at.x + one.x * 0.5f, at.y + height * 0.5f), R);
  draw_pattern(dl, mirror, ImVec2(at.x + one.x + gap + other.x * 0.5f, at.y + height * 0.5f), R);
  // The mirror between them: a dashed upright line.
  const float x = std::floor(at.x + one.x + gap * 0.5f) + 0.5f;
  for (float y = at.y; y < at.y + height; y += 8.0f)
    dl->AddLine(ImVec2(x, y), ImVec2(x, std::min(y + 5.0f, at.y + height)), palette().text_muted, 1.5f);
}

}  // namespace

void card_tooltip(const AnimalCard& card, int placed) {
  std::string habitat;
  for (const PatternHex& h : card.pattern.hexes)
    habitat = habitat.empty() ? habitat_hex_name(h)
                              : tr(Text::game_card_tip_list_more, {{"list", habitat}, {"item", habitat_hex_name(h)}});
  std::string ladder;
  for (int v : card.ladder) ladder += (ladder.empty() ? "" : " ") + std::to_string(v);
  std::string tip = std::string(card_name(card)) + "\n" + tr(Text::game_card_tip_habitat, {{"list", habitat}}) +
                    "\n" + cube_hex_text(card.pattern.hexes[card.pattern.cube].terrain) + "\n" +
                    tr(Text::game_card_tip_ladder, {{"values", ladder}}) + "\n" +
                    tr(Text::game_card_tip_scores_now, {{"n", card.points(placed)}});
  // RULES.md "Pulse": the mirror counts too; where it is another shape, both shapes are shown.
  const bool shapes = card.mirror_mark;
  if (card.mirrors()) tip += std::string("\n") + tr(Text::game_card_tip_pulse);
  if (shapes) tip += std::string("\n") + tr(Text::game_card_tip_pulse_shapes);
  if (!begin_item_tooltip(tip.c_str())) return;
  if (shapes) mirror_shapes(card.pattern);
  end_item_tooltip();
}

// A Nature's Spirit in the body font (its card's rule text is small beside the board): its name, its rule, its
// habitat and cube hex as an animal card's tooltip gives them, and where the spirit stands (RULES.md "Nature's
// Spirit variant").
void spirit_tooltip(const SpiritCard& card, Text status) {
  std::string habitat;
  for (const PatternHex& h : card.pattern.hexes)
    habitat = habitat.empty() ? habitat_hex_name(h)
                              : tr(Text::game_card_tip_list_more, {{"list", habitat}, {"item", habitat_hex_name(h)}});
  const std::string tip = std::string(card_name(card)) + "\n" + card_text(card) + "\n" +
                          tr(Text::game_card_tip_habitat, {{"list", habitat}}) + "\n" +
                          cube_hex_text(card.pattern.hexes[static_cast<size_t>(card.pattern.cube)].terrain) + "\n" +
                          tr(status, {{"limit", kMaxActiveCards}});
  item_tooltip(tip.c_str());
}

void row_section(ScreenHost& app, const ImRect& r, bool portrait) {
  const GameState& g = *app.game;
  const Palette& p = palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int n = g.row_size();
  const float pad = 10;
  const bool discard_possible = g.setup().solo();
  const float label_h = portrait ? 0 : 24;
  const float button_h = discard_possible ? 30 : 0;
  // RULES.md "Crescendo": the whisper cards and the sanctuary tiles on offer go beside the animals
  // (desktop), or on a line of their own under them (phone).
  const bool modules = g.setup().whispers || g.setup().sanctuaries;
  const float lines_room = r.GetHeight() - pad * 3 - button_h;  // a phone's two lines
  float ch = portrait && modules ? std::round(lines_room * 0.56f) : r.GetHeight() - pad * 2 - label_h - button_h;
  float room = r.GetWidth() - pad * (n + 1), per_card = static_cast<float>(n);
  if (modules && !portrait) {
    // What the offers take: a whisper card grows with an animal card's width, a tile chip does not.
    const OffersLayout unit = module_offers_layout(g, false, 1.0f, ch);
    const OffersLayout none = module_offers_layout(g, false, 0.0f, ch);
    room -= none.width;
    per_card += unit.width - none.width;
  }
  float cw = std::min(ch * 0.76f, room / per_card);
  // Five cards across a phone (or beside a module's offers) are narrow: let them grow taller into the free
  // room below, so that a long name gets two lines instead of an ellipsis.
  ch = std::min(ch, cw / ((portrait || modules) && cw < 90.0f ? 0.62f : 0.76f));
  // The tiles' column reaches down to the discard buttons' bottom (solo).
  const OffersLayout offers =
      modules && !portrait ? module_offers_layout(g, false, cw, ch, ch + (discard_possible ? 28.0f : 0.0f)) : OffersLayout{};
  const float total = cw * n + pad * (n - 1) + offers.width;
  float x = r.Min.x + (r.GetWidth() - total) * 0.5f;
  if (!portrait) text_at(dl, ImVec2(x, r.Min.y + 2), fonts().body, p.text, tr(Text::game_animals));
  const float y = r.Min.y + label_h + pad * 0.5f;
  json::Value row_names = json::Value::array();
  for (int i = 0; i < n; ++i) {
    const int id = g.now().row[i];
    row_names.push_back(id == kNone ? json::Value() : json::Value(g.decks().animals[id].name));
  }
  hook_fact("row", row_names);
  json::Value row_marks = json::Value::array();  // the cards carrying the mirror mark (RULES.md "Pulse")
  for (int i = 0; i < n; ++i) {
    const int id = g.now().row[i];
    row_marks.push_back(id != kNone && g.decks().animals[id].mirror_mark);
  }
  hook_fact("row_mirror_marks", row_marks);
  hook_group("row/", tr(Text::mirror_group_row));
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
    flags.words = card_words(g, -1, g.decks().animals[id], 0);
    hook_rect("row/" + std::to_string(i), card_r.Min, card_r.Max, flags);
    if (const Action* h = hint_of(app, ActionType::TakeCard); h && h->a == i) hint_rect(app, card_r.Min, card_r.Max, "hint/target");
    review_offer_marks(app, ActionType::TakeCard, i, card_r.Min, card_r.Max, false);
    if (hovered) card_tooltip(g.decks().animals[id], 0);
    if (clicked && legal) app.act(Action::take_card(i));
    if (discard_possible) {
      const bool can_discard = app.is_legal(Action::discard_card(i));
      ImGui::SetCursorScreenPos(ImVec2(x, card_r.Max.y + 4));
      ImGui::PushID(100 + i);
      ImGui::PushFont(fonts().small);
      const char* discard = tr(Text::game_row_discard);
      // Narrow cards: less padding, so that the word still shows whole.
      const float discard_w = ImGui::CalcTextSize(discard).x;
      const bool tight = discard_w + ImGui::GetStyle().FramePadding.x * 2 > cw;
      if (tight)
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                            ImVec2(std::max(2.0f, (cw - discard_w) * 0.5f), ImGui::GetStyle().FramePadding.y));
      const bool discarded = secondary_button(discard, "row/" + std::to_string(i) + "/discard", ImVec2(cw, 24), can_discard);
      hook_words_of_last(tr(Text::mirror_discard, {{"name", card_name(g.decks().animals[id])}}));
      if (discarded) app.act(Action::discard_card(i));
      if (const Action* h = hint_of(app, ActionType::DiscardCard); h && h->a == i)
        hint_rect(app, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), "hint/target", 6);
      review_offer_marks(app, ActionType::DiscardCard, i, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
      if (tight) ImGui::PopStyleVar();
      ImGui::PopFont();
      item_tooltip(tr(Text::game_row_discard_tip));
      ImGui::PopID();
    }
  }
  if (!modules) return;
  if (!portrait) {
    module_offers(app, ImVec2(x - pad, r.Min.y), false, offers, label_h + pad * 0.5f);
    return;
  }
  // The phone's second line: upright offers as wide as the animal cards when they fit.
  const int items = (g.setup().whispers ? kWhisperRow : 0) + (g.setup().sanctuaries ? kTileRow : 0);
  const float h2 = lines_room - ch;
  const float gaps = kOfferGap * (items - 1) + (g.setup().whispers && g.setup().sanctuaries ? kGroupGap - kOfferGap : 0);
  const float iw = std::floor(std::min({cw, (r.GetWidth() - pad * 2 - gaps) / items, h2 * 0.9f}));
  const OffersLayout line = module_offers_layout(g, true, iw, h2);
  module_offers(app, ImVec2(r.Min.x + std::round((r.GetWidth() - line.width) * 0.5f), y + ch + button_h + pad), true,
                line, 0);
}

void held_cards(ScreenHost& app, int player, float width, float card_w, const std::string& hook) {
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
  hook_group(hook + "held/", mine ? tr(Text::game_panel_your_cards) : tr(Text::game_panel_cards_of, {{"name", app.name_of(player)}}));
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
    look.selected = mine && app.selection.card() == i;
    look.hovered = hovered && has_target;
    const ImVec2 max(at.x + card_w, at.y + card_h);
    if (active[i].spirit) {
      draw_spirit_card(dl, g.decks().spirits[active[i].key - kSpiritKeyBase], at, max, false, look);
      if (hovered) spirit_tooltip(g.decks().spirits[active[i].key - kSpiritKeyBase], Text::game_spirit_tip_held);
    } else {
      draw_animal_card(dl, g.decks().animals[active[i].key], at, max, active[i].cubes_placed, look);
      if (hovered) card_tooltip(g.decks().animals[active[i].key], active[i].cubes_placed);
    }
    WidgetFlags flags;
    flags.enabled = has_target;
    flags.highlighted = has_target;
    flags.selected = look.selected;
    flags.words = active[i].spirit
                      ? spirit_words(g, player, g.decks().spirits[active[i].key - kSpiritKeyBase])
                      : card_words(g, player, g.decks().animals[active[i].key], active[i].cubes_placed);
    hook_rect(hook + "held/" + std::to_string(i), at, max, flags);
    if (const Action* h = hint_of(app, ActionType::PlaceCube); h && mine && h->a == i) hint_rect(app, at, max, "hint/card");
    if (clicked && has_target) {
      app.selection.toggle_card(i);
    }
  }
  // RULES.md "Crescendo": unfinished whisper cards and the unbuilt tile count in the 4-card limit too.
  for (int k = 0; k < ps.whisper_count; ++k) {
    if (g.now().whisper_cubes[ps.whispers[k]] >= kWhisperCubes) continue;
    slot();
    held_whisper(app, player, ps.whispers[k], ImVec2(card_w, card_h), hook);
  }
  if (const int open = g.open_tile(player); open != kNone) {
    slot();
    held_tile(app, player, open, ImVec2(card_w, card_h), hook);
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
  for (int k = 0; k < ps.whisper_count; ++k) {
    if (g.now().whisper_cubes[ps.whispers[k]] < kWhisperCubes) continue;
    slot();
    held_whisper(app, player, ps.whispers[k], ImVec2(card_w, card_h), hook);
  }
  if (ps.spirit != kNone && ps.spirit_cube) {
    slot();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(card_w, card_h));
    draw_spirit_card(dl, g.decks().spirits[ps.spirit], at, ImVec2(at.x + card_w, at.y + card_h), true, CardLook{});
    if (ImGui::IsItemHovered()) spirit_tooltip(g.decks().spirits[ps.spirit], Text::game_spirit_tip_placed);
  }
  if (shown == 0) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
    ImGui::TextWrapped("%s", tr(Text::game_cards_none));
    ImGui::PopStyleColor();
  }
}

void spirit_choice(ScreenHost& app, float width) {
  const GameState& g = *app.game;
  const PlayerState& ps = g.player(g.current_player());
  ImGui::PushFont(fonts().heading);
  ImGui::TextUnformatted(tr(Text::game_spirit_keep_one));
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
    if (ImGui::IsItemHovered()) spirit_tooltip(card, Text::game_spirit_tip_choice);
    ImGui::PushID(i);
    const FittedLabel keep(tr(Text::game_spirit_keep), card_w);
    ImGui::PushFont(keep.font);
    if (primary_button(keep.text.c_str(), "spirit-option/" + std::to_string(i), ImVec2(card_w, 0),
                       app.is_legal(Action::choose_spirit(i))))
      app.act(Action::choose_spirit(i));
    ImGui::PopFont();
    if (const Action* h = hint_of(app, ActionType::ChooseSpirit); h && h->a == i)
      hint_rect(app, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), "hint/target", 6);
    ImGui::PopID();
    ImGui::EndGroup();
  }
}

}  // namespace harmonies::ui::game_parts
