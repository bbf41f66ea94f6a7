// Drawing the game's pieces with ImGui draw lists: hexes, token stacks with
// their height and a symbol per colour, cubes, boards and cards. Pure drawing:
// no state, no input (the screens do picking with the geometry helpers).
#pragma once

#include <cstdint>
#include <string>

#include "harmonies/board.hpp"
#include "harmonies/cards.hpp"
#include "harmonies/hex.hpp"
#include "harmonies/scoring.hpp"  // dry_space: side D's dry spaces, as the board stands
#include "imgui.h"
#include "imgui_internal.h"

namespace harmonies::ui {

// --- Board geometry in pixels: flat-topped hexes, `radius` = centre to corner.
// `origin` is the top-left corner of the board's bounding box.
ImVec2 board_extent(const Geometry& g, float radius);
float radius_to_fit(const Geometry& g, ImVec2 available);
ImVec2 space_centre(const Geometry& g, int space, ImVec2 origin, float radius);
// The space under a point, or kNoSpace. Tests the space's own hex, not the
// lifted top of a tall stack (which leans into the space behind it).
int space_at_point(const Geometry& g, ImVec2 origin, float radius, ImVec2 point);

// --- Pieces. Token `radius` is a token's own hex size: draw_board uses 0.86 x
// the space radius. Stacks rise 0.18 x radius per level above `centre`.
void draw_hex(ImDrawList* dl, ImVec2 centre, float radius, ImU32 fill, ImU32 border = 0, float thickness = 1.0f);
// One token seen from above, `radius` its hex size; its colour symbol drawn on it.
void draw_token(ImDrawList* dl, ImVec2 centre, float radius, Token token, float alpha = 1.0f);
// A stack, bottom to top, drawn with visible height (each level lifted and
// shaded) so heights 1, 2 and 3 read at a glance, plus the top token's symbol.
void draw_stack(ImDrawList* dl, ImVec2 centre, float radius, const Stack& stack, float alpha = 1.0f);
// Whether tokens on boards show their colour's symbol (a setting; legends always do).
void set_token_symbols(bool shown);
// The symbol of a colour alone (legend, rules screen): wave, peak, bark, leaf, wheat, roof.
void draw_token_symbol(ImDrawList* dl, ImVec2 centre, float size, Token token, ImU32 colour);
void draw_cube(ImDrawList* dl, ImVec2 centre, float size, ImU32 colour);

// A single piece on a board space of radius R, drawn exactly where draw_board
// puts it, `raise` pixels higher (the screens animate drops with it): a token
// at stack `level` (0 = bottom), or a cube on a stack of `height` tokens.
void draw_token_on_space(ImDrawList* dl, ImVec2 space, float R, int level, Token token, float raise = 0.0f,
                         float alpha = 1.0f);
void draw_cube_on_space(ImDrawList* dl, ImVec2 space, float R, int height, bool spirit, float raise = 0.0f);

// --- Crescendo pieces (RULES.md "Sanctuaries", "Whispers"), drawn with primitives so they read without
// colour vision.
// A completed sanctuary on a board space of radius R centred on `centre` (as draw_board draws it): its two
// tokens, `top` on `bottom`, under a shrine's gate (a torii) with a chip of each colour and its symbol.
void draw_sanctuary_space(ImDrawList* dl, ImVec2 centre, float radius, Token bottom, Token top);
// A whisper cube: a round pearl with a swirl, unlike the (hexagonal, isometric) animal and spirit cubes.
void draw_whisper_cube(ImDrawList* dl, ImVec2 centre, float radius);
// A whisper cube where draw_board puts it on a space of radius R holding `height` tokens: at the front right
// of the top, clear of an animal's or spirit's cube in the middle; `raise` as for draw_cube_on_space.
void draw_whisper_on_space(ImDrawList* dl, ImVec2 space, float R, int height, float raise = 0.0f);

// How a board space is marked.
struct SpaceMarks {
  std::uint32_t legal = 0;     // bit per space: a legal target now
  std::int8_t hovered = kNoSpace;
  std::int8_t fresh = kNoSpace;  // just placed: a soft glow
  std::uint32_t ringed = 0;    // bit per space: a light rim on its top (a game review's turn played: what it added)
  // A game review's suggested turn: the pieces `board` has and this earlier board (the turn's start) has not
  // are drawn as ghosts, translucent and outlined with a dashed line; what both have is drawn as usual.
  const Board* ghosts_over = nullptr;
};
// Spaces where `after` holds more than `before` (tokens, a cube, a whisper cube): what a turn added.
std::uint32_t spaces_added(const Board& before, const Board& after);
// The mark a dry space carries low on its left, drawn with primitives (no font glyph) so it reads
// without colour vision and over any stack: a small hex of cracked earth while dry, an outlined water
// drop once watered. `size` is its height. Where draw_board puts it on a space of radius R, and how big:
void draw_dry_mark(ImDrawList* dl, ImVec2 centre, float size, bool watered);
ImVec2 dry_mark_centre(ImVec2 space, float R);
float dry_mark_size(float R);  // 0 on boards too small for it

// A whole personal board: spaces, stacks, cubes (one colour for animal cubes, another for spirit cubes).
// On side D, a dry space still dry shows cracked earth while empty, and every dry space its mark.
void draw_board(ImDrawList* dl, const Board& board, const Decks& decks, ImVec2 origin, float radius,
                const SpaceMarks& marks = {});

// --- Several boards in a room (the others' boards in a game, the final boards on the end screen): cells of
// a grid, each a card holding a name line `label_h` high over a board with `pad` around it. The column count
// is the one giving the biggest boards; `max_radius` caps them (0: no cap).
struct BoardGrid {
  int count = 1, columns = 1, rows = 1;
  float radius = 1;
  ImVec2 cell;   // one cell's size
  ImVec2 card;   // the card in a cell: the board, its name line and padding (never wider than the cell)
};
BoardGrid board_grid(const Geometry& g, int count, ImVec2 room, float label_h, float pad, float gap,
                     float max_radius = 0);
// The card of board `index` (row by row), centred in its cell; the cells are centred in `room`.
ImRect board_grid_card(const BoardGrid& grid, int index, const ImRect& room, float gap);
// Draws a board card: its panel, the name at the left of the top line and `value` at its right (ellipsizing
// the name where both do not fit), and the board centred under them. `border` 0: the panel's own.
// Returns the board's own rectangle (where its spaces are drawn).
ImRect draw_board_card(ImDrawList* dl, const ImRect& card, const Board& board, const Decks& decks, float radius,
                       float label_h, ImFont* font, const char* name, const char* value, ImU32 name_colour,
                       ImU32 border = 0, float border_width = 1.2f);

// --- Cards
// A habitat as a small hex diagram centred on `centre`: each hex shows its
// terrain (token colours, height as stacked tokens); the cube hex is marked.
void draw_pattern(ImDrawList* dl, const Pattern& pattern, ImVec2 centre, float hex_radius);
// Size of the diagram's bounding box for a hex radius.
ImVec2 pattern_extent(const Pattern& pattern, float hex_radius);

// The mirror mark: a filled triangle and its outlined reflection, tips facing each other across a dashed
// upright line. Drawn with primitives (no glyph of the font); `size` is its height, its width 1.5 x that.
void draw_mirror_mark(ImDrawList* dl, ImVec2 centre, float size, ImU32 colour);
ImVec2 mirror_mark_extent(float size);

// The undo mark: an arrow curving back over the top, from the right round to the left, its head pointing
// down (a step back). Drawn with primitives, `size` wide and high.
void draw_undo_mark(ImDrawList* dl, ImVec2 centre, float size, ImU32 colour);

// `text` as it fits `max_width` at `size`: whole, or cut at a character with "…" (names in narrow places).
std::string ellipsized(ImFont* f, float size, const char* text, float max_width);

struct CardLook {
  bool highlighted = false;  // selectable now (takeable, or holds legal cube targets)
  bool selected = false;
  bool dimmed = false;       // not available (limit reached, finished)
  bool hovered = false;
};
// An animal card: name, colour band of its cube's terrain, habitat diagram,
// and its ladder with `cubes_placed` values covered... uncovered (the highest
// uncovered value is what the card scores now). A card with the mirror mark
// (AnimalCard::mirror_mark) shows it at the bottom left of the diagram, above the ladder.
void draw_animal_card(ImDrawList* dl, const AnimalCard& card, ImVec2 min, ImVec2 max, int cubes_placed,
                      CardLook look = {});
void draw_spirit_card(ImDrawList* dl, const SpiritCard& card, ImVec2 min, ImVec2 max, bool cube_placed,
                      CardLook look = {});
// RULES.md "Whispers": a whisper card, its terrain drawn as a one-hex habitat, and its two whisper cubes
// at the bottom (the first `placed` shown as ticked rings: on the board).
void draw_whisper_card(ImDrawList* dl, const WhisperCard& card, ImVec2 min, ImVec2 max, int placed,
                       const CardLook& look);
// RULES.md "Sanctuaries": a sanctuary tile, a stone tablet showing the sanctuary it builds. Upright: its
// name, the sanctuary, and "yellow on blue" when tall enough; wider than 1.6 x its height: a chip with
// the sanctuary on the left and the name beside it.
void draw_sanctuary_tile(ImDrawList* dl, const SanctuaryTile& tile, ImVec2 min, ImVec2 max, const CardLook& look);

}  // namespace harmonies::ui
