// The side panel: live score by category and the turn's buttons.
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

namespace harmonies::ui::game_parts {

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

}  // namespace harmonies::ui::game_parts
