// The game screen's sections (screens/game/*.cpp), drawn by game_screen
// (screens/game/screen.cpp) into the rectangles of its layout.
#pragma once

#include <cstdint>
#include <string>

#include "app/app.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "model/game_words.hpp"
#include "model/text.hpp"

namespace harmonies::ui::game_parts {

// What each token colour (index_of(Token)) may stand on, for its tooltip.
const char* token_help(int colour);

// --- Shared helpers (common.cpp)
bool hit_area(const char* id, const ImRect& r);
void text_at(ImDrawList* dl, ImVec2 pos, ImFont* font, ImU32 colour, const char* text);
const Action* hint_of(const App& app, ActionType type);
ImU32 hint_colour(const App& app);
void hint_rect(const App& app, ImVec2 min, ImVec2 max, const std::string& hook, float rounding = 10);
void hint_circle(const App& app, ImVec2 centre, float radius, const std::string& hook);
void hint_hex(const App& app, ImVec2 centre, float radius, const std::string& hook);
// The card tooltip's line saying which hex of the habitat takes the cube.
const char* cube_hex_text(Terrain t);
std::string describe_stack(const Stack& s);
// --- The central board (central.cpp)
void spots_section(App& app, const ImRect& r, bool portrait);
std::string hint(const App& app);
// --- Boards (boards.cpp)
void hand_section(App& app, const ImRect& r);
std::uint32_t legal_spaces(const App& app);
void board_section(App& app, const ImRect& r);
void others_section(App& app, const ImRect& r);
// --- Cards (cards.cpp)
void card_tooltip(const AnimalCard& card, int placed);
void row_section(App& app, const ImRect& r, bool portrait);
void held_cards(App& app, int player, float width, float card_w);
void spirit_choice(App& app, float width);
// --- The side panel (panel.cpp)
void score_lines(const App& app, int player, float width);
void panel_section(App& app, const ImRect& r, bool compact);
void actions_section(App& app, const ImRect& r);

}  // namespace harmonies::ui::game_parts
