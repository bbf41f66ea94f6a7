// The central board's spots (take three tokens) and the line telling the
// player what to do next.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "harmonies/json.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "model/board_words.hpp"
#include "model/turn_guide.hpp"
#include "platform/platform.hpp"
#include "platform/test_hook.hpp"
#include "render/draw.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/game/parts.hpp"
#include "screens/rule_numbers.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui::game_parts {

void spots_section(ScreenHost& app, const ImRect& r, bool portrait) {
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
    text_at(dl, ImVec2(r.Min.x + 16, r.Min.y + 10), h, p.text, tr(Text::common_central_board));
    const float top = r.Min.y + 44, bottom = r.Max.y - 30;
    dy = (bottom - top) / n;
    plate = std::min(dy * 0.44f, r.GetWidth() * 0.3f);
    dx = 0;
    cx0 = r.GetCenter().x;
    cy0 = top + dy * 0.5f;
  }
  hook_group("spot/", tr(Text::mirror_group_spots));
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
    const float token_r = plate * 0.38f;
    for (int k = 0; k < g.now().spot_count[s]; ++k) {
      const float a = -1.5708f + 2.0944f * k;
      draw_token(dl, ImVec2(c.x + std::cos(a) * plate * 0.45f, c.y + std::sin(a) * plate * 0.45f), token_r,
                 g.now().spots[s][k]);
    }
    WidgetFlags flags;
    flags.enabled = legal;
    flags.highlighted = legal;
    flags.words = spot_words(g, s);
    hook_rect("spot/" + std::to_string(s), area.Min, area.Max, flags);
    if (const Action* h = hint_of(app, ActionType::TakeSpot); h && h->a == s) hint_circle(app, c, plate, "hint/target");
    review_offer_marks(app, ActionType::TakeSpot, s, area.Min, area.Max, true);
    // The spot a bot just took, while it places the tokens.
    if (app.bot_turn() && app.bot.last_spot == s && app.bot.last_player == g.current_player())
      dl->AddCircle(c, plate + 4, with_alpha(p.hover, 0.9f), 32, 3.0f);
    if (hovered && legal) item_tooltip(tr(Text::game_spot_tip, {{"n", s + 1}}).c_str());
    if (clicked && legal) app.act(Action::take_spot(s));
  }
  const std::string counts =
      portrait && g.player_count() > 1
          ? tr(Text::game_counts_phone,
               {{"round", g.now().round + 1}, {"pouch", g.now().pouch_count}, {"deck", g.now().deck_count}})
          : tr(Text::game_counts_desktop, {{"pouch", g.now().pouch_count}, {"deck", g.now().deck_count}});
  ImFont* sf = fonts().small;
  const ImVec2 ts = sf->CalcTextSizeA(font_px(sf), FLT_MAX, 0, counts.c_str());
  // On a phone the counts sit under the turn line of the top bar.
  const ImVec2 at = portrait ? ImVec2(r.Min.x + 16, r.Min.y - ts.y - 3)
                             : ImVec2(r.GetCenter().x - ts.x * 0.5f, r.Max.y - ts.y - 8);
  text_at(dl, at, sf, p.text_muted, counts.c_str());
  // The tokens on offer, so tests can compare setups across browsers.
  json::Value spots = json::Value::array();
  for (int s = 0; s < n; ++s) {
    json::Value tokens = json::Value::array();
    for (int k = 0; k < g.now().spot_count[s]; ++k) tokens.push_back(std::string(token_name(g.now().spots[s][k])));
    spots.push_back(std::move(tokens));
  }
  hook_fact("spots", spots);
  hook_fact("pouch", g.now().pouch_count);
  hook_fact("deck", g.now().deck_count);
}

// What the player should do next, in a few words.
std::string hint(const ScreenHost& app) {
  const GameState& g = *app.game;
  if (app.bot_turn()) {
    const std::string& name = app.name_of(g.current_player());
    return tr(app.bot.request ? Text::game_advice_bot_thinking : Text::game_advice_bot_playing, {{"name", name}});
  }
  if (app.hint.action) {
    const Action& a = *app.hint.action;
    switch (a.type) {
      case ActionType::TakeSpot: return tr(Text::game_advice_hint_spot);
      case ActionType::PlaceToken:
        return tr(Text::game_advice_hint_token, {{"colour", token_colour_name(static_cast<Token>(a.a))}});
      case ActionType::TakeCard: return tr(Text::game_advice_hint_card);
      case ActionType::PlaceCube: return tr(Text::game_advice_hint_cube);
      case ActionType::ChooseSpirit: return tr(Text::game_advice_hint_spirit);
      case ActionType::DiscardCard: return tr(Text::game_advice_hint_discard);
      case ActionType::EndTurn: return tr(Text::game_advice_hint_end);
      case ActionType::TakeWhisper: return tr(Text::game_advice_hint_whisper);
      case ActionType::PlaceWhisper: return tr(Text::game_advice_hint_place_whisper);
      case ActionType::TakeTile: return tr(Text::game_advice_hint_tile);
      case ActionType::RestartTurn:
      case ActionType::UndoStep: break;  // never a hint: the bots take nothing back
    }
  }
  if (app.selection.viewed_player() >= 0)
    return tr(Text::game_advice_viewing, {{"name", app.name_of(app.selection.viewed_player())}});
  // The turn's next step, from the engine's legal actions (model/turn_guide.hpp).
  PromptSelection picked;
  picked.hand_colour = app.selection.hand_colour();
  picked.card = app.selection.card() >= 0;
  picked.whisper = app.selection.whisper() >= 0;
  return turn_prompt(app.legal(), picked, app.portrait_layout);
}

}  // namespace harmonies::ui::game_parts
