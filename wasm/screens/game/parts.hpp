// The game screen's sections (screens/game/*.cpp), drawn by game_screen
// (screens/game/screen.cpp) into the rectangles of its layout.
#pragma once

#include <cstdint>
#include <string>

#include "screens/host.hpp"
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
const Action* hint_of(const TableHost& app, ActionType type);
ImU32 hint_colour(const TableHost& app);
void hint_rect(const TableHost& app, ImVec2 min, ImVec2 max, const std::string& hook, float rounding = 10);
void hint_circle(const TableHost& app, ImVec2 centre, float radius, const std::string& hook);
void hint_hex(const TableHost& app, ImVec2 centre, float radius, const std::string& hook);
// The card tooltip's line saying which hex of the habitat takes the cube.
const char* cube_hex_text(Terrain t);
std::string describe_stack(const Stack& s);
// --- The central board (central.cpp)
void spots_section(ScreenHost& app, const ImRect& r, bool portrait);
std::string hint(const ScreenHost& app);
// --- Boards (boards.cpp)
void hand_section(ScreenHost& app, const ImRect& r);
std::uint32_t legal_spaces(const TableHost& app);
void board_section(ScreenHost& app, const ImRect& r);
void others_section(ScreenHost& app, const ImRect& r);
// --- Cards (cards.cpp)
void card_tooltip(const AnimalCard& card, int placed);
void row_section(ScreenHost& app, const ImRect& r, bool portrait);
// `hook`: prefixes the test hook's names ("viewed/" for another player's cards, shown read-only).
void held_cards(ScreenHost& app, int player, float width, float card_w, const std::string& hook = "");
void spirit_choice(ScreenHost& app, float width);
// --- Sanctuaries and Whispers (crescendo.cpp; RULES.md "Crescendo")
inline constexpr float kOfferGap = 8;         // between two offers of a row
inline constexpr float kGroupGap = 16;        // between the rows (animals, whispers, tiles)
inline constexpr float kWhisperWidth = 0.84f;  // a whisper card's width / an animal card's, beside the animals
inline constexpr float kTileChipWidth = 128;  // a tile chip's width, in the column beside the cards
// Where the offers of the modules go: beside the animal row (desktop: the whisper cards, then a column of
// three tile chips as tall as `column_h`, the cards' and their buttons' height), or under it (phone: upright
// items as wide as the cards). `width`: the room they take.
struct OffersLayout {
  ImVec2 whisper, tile;
  float width = 0;
};
OffersLayout module_offers_layout(const GameState& g, bool portrait, float card_w, float card_h, float column_h = 0);
// Draws the whisper row and the tile row from `at`; `label_h` > 0: each row's name above it.
void module_offers(ScreenHost& app, ImVec2 at, bool portrait, const OffersLayout& layout, float label_h);
// A held whisper card (select it to place its cubes) and the unbuilt tile, drawn `size` at the cursor.
void held_whisper(ScreenHost& app, int player, int whisper, ImVec2 size, const std::string& hook = "");
void held_tile(ScreenHost& app, int player, int tile, ImVec2 size, const std::string& hook = "");
// Facts for tests: the held whisper cards, the open tile, the board's sanctuaries and whisper cubes.
void hook_held_modules(const GameState& g, int player);
// The board's tooltip lines for a sanctuary or a whisper cube on `space`: what it scores now ("" if none).
std::string module_space_tip(const GameState& g, int player, int space);
// "Click to build the sanctuary ... here" when the token of `colour` on `space` builds the open tile.
std::string sanctuary_click_tip(const GameState& g, int player, int space, int colour);
// --- The replay at a reviewed turn (review_replay.cpp)
// The replay shows a game whose review is on the review screen: the review's bar goes over the board.
bool review_overlay(const ScreenHost& app);
// The comparison of the reviewed turn whose start the replay shows, if any.
const TurnComparison* review_comparison(ScreenHost& app);
// The bar over the board: the reviewed turn's verdict and loss, the previous and next reviewed turns, and on
// a phone which board is shown. Returns the room left for the board.
ImRect review_bar(ScreenHost& app, const ImRect& r, bool portrait);
// The board as the turn was played beside the board with the suggested turn's pieces as ghosts (a phone:
// the one its toggle chose).
void review_boards(ScreenHost& app, const ImRect& r, const TurnComparison& c, bool portrait);
// Marks on an offer the reviewed turn took (`round`: a spot), played solid and suggested dashed.
void review_offer_marks(ScreenHost& app, ActionType type, int slot, ImVec2 min, ImVec2 max, bool round);
// --- The side panel (panel.cpp)
// `hook`: as for held_cards; the lines' fact is "score_lines" for the current player, "viewed_score_lines" else.
void score_lines(const ScreenHost& app, int player, float width, const std::string& hook = "");
void panel_section(ScreenHost& app, const ImRect& r, bool compact);
void actions_section(ScreenHost& app, const ImRect& r);

}  // namespace harmonies::ui::game_parts
