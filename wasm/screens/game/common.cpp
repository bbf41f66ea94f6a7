// Shared by the game screen's sections: click areas over drawn pieces, the hint's
// outlines (the hint's next action, where the player would click), and
// words for tokens, terrains and stacks.
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

const char* token_help(int colour) {
  static constexpr Text kHelp[kTokenColours] = {
      Text::game_token_help_blue,  Text::game_token_help_gray,   Text::game_token_help_brown,
      Text::game_token_help_green, Text::game_token_help_yellow, Text::game_token_help_red,
  };
  return tr(kHelp[colour]);
}

// An invisible button over a rectangle; returns true when clicked.
bool hit_area(const char* id, const ImRect& r) {
  ImGui::SetCursorScreenPos(r.Min);
  return ImGui::InvisibleButton(id, ImVec2(std::max(1.0f, r.GetWidth()), std::max(1.0f, r.GetHeight())));
}

void text_at(ImDrawList* dl, ImVec2 pos, ImFont* font, ImU32 colour, const char* text) {
  dl->AddText(font, font_px(font), pos, colour, text);
}

// --- The hint: the hard bot's next action, outlined where the player would click.

// The hint's action if it is of this type.
const Action* hint_of(const TableHost& app, ActionType type) {
  return app.hint.action && app.hint.action->type == type ? &*app.hint.action : nullptr;
}

// The outline's colour: warm gold, pulsing for a few seconds after the hint appears, then steady.
ImU32 hint_colour(const TableHost& app) {
  float glow = 1;
  const double t = now_seconds() - app.hint.shown_at;
  if (platform().motion() && t < 3.0) {
    glow = 0.45f + 0.55f * static_cast<float>(0.5 + 0.5 * std::cos(t * 6.0));
    request_redraw(1);
  }
  return with_alpha(palette().hover, glow);
}

void hint_rect(const TableHost& app, ImVec2 min, ImVec2 max, const std::string& hook, float rounding) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRect(ImVec2(min.x - 4, min.y - 4), ImVec2(max.x + 4, max.y + 4), hint_colour(app), rounding + 3, 0, 4.0f);
  hook_rect(hook, min, max);
}

void hint_circle(const TableHost& app, ImVec2 centre, float radius, const std::string& hook) {
  ImGui::GetWindowDrawList()->AddCircle(centre, radius + 5, hint_colour(app), 40, 4.0f);
  hook_rect(hook, ImVec2(centre.x - radius, centre.y - radius), ImVec2(centre.x + radius, centre.y + radius));
}

void hint_hex(const TableHost& app, ImVec2 centre, float radius, const std::string& hook) {
  draw_hex(ImGui::GetWindowDrawList(), centre, radius, 0, hint_colour(app), 4.0f);
  hook_rect(hook, ImVec2(centre.x - radius * 0.7f, centre.y - radius * 0.7f),
            ImVec2(centre.x + radius * 0.7f, centre.y + radius * 0.7f));
}

const char* cube_hex_text(Terrain t) {
  switch (t) {
    case Terrain::Water: return tr(Text::game_card_tip_cube_water);
    case Terrain::Field: return tr(Text::game_card_tip_cube_field);
    case Terrain::Mountain: return tr(Text::game_card_tip_cube_mountain);
    case Terrain::Tree: return tr(Text::game_card_tip_cube_tree);
    case Terrain::Building: break;
  }
  return tr(Text::game_card_tip_cube_building);
}

std::string describe_stack(const Stack& s) {
  if (s.empty()) return tr(Text::game_space_empty);
  switch (s.landscape()) {
    case Landscape::Water: return terrain_name(Terrain::Water);
    case Landscape::Field: return terrain_name(Terrain::Field);
    case Landscape::Mountain: return tr(Text::game_space_mountain, {{"n", s.height}});
    case Landscape::Tree: return tr(Text::game_space_tree, {{"n", s.height}});
    case Landscape::Building: return terrain_name(Terrain::Building);
    case Landscape::Trunk: return tr(s.height == 1 ? Text::game_space_trunk_1 : Text::game_space_trunk_2);
    case Landscape::LoneRed: return tr(Text::game_space_lone_red);
    case Landscape::Sanctuary:  // its own line says it all (module_space_tip)
    case Landscape::Empty: break;
  }
  return "";
}

// --- Sections --------------------------------------------------------------

}  // namespace harmonies::ui::game_parts
