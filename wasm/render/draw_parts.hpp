// render/draw.hpp is defined by seam: draw_layout.cpp (geometry, picking, board grids), draw_tokens.cpp
// (tokens, stacks, cubes), draw_boards.cpp (boards, side D's dry marks), draw_text.cpp (fitted text),
// draw_cards.cpp (animal and spirit cards, patterns, the mirror and undo marks) and draw_crescendo.cpp
// (sanctuaries, whispers). This header holds what they share: proportions, colour and vector helpers,
// the rounded hex, token prisms, fitted text and the card frame. Internal to render/: screens include
// render/draw.hpp only.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>

#include "render/draw.hpp"
#include "render/theme.hpp"

namespace harmonies::ui::drawing {

inline constexpr float kSqrt3 = 1.7320508f;
inline constexpr float kPi = 3.14159265f;
inline constexpr float kCos30 = 0.8660254f;

// --- Layout constants (multiples of a space's radius R, or of a token's radius).
inline constexpr float kPadX = 0.30f;       // board margin left and right
inline constexpr float kPadTop = 0.55f;     // room above the top row for lifted stacks
inline constexpr float kPadBottom = 0.35f;  // room below for the board's edge
inline constexpr float kTokenScale = 0.86f; // token radius / space radius on a board
inline constexpr float kSlotScale = 0.92f;  // empty-space hex / space radius
inline constexpr float kLift = 0.18f;       // height of one token level / token radius
inline constexpr float kTallCard = 1.5f;    // height / width from which a narrow card has room for a two-line name
inline constexpr float kRounding = 0.16f;   // hex corner rounding / hex radius
inline constexpr float kPatternToken = 0.90f;  // token radius / hex radius in card diagrams

// --- Colours (draw_tokens.cpp)
ImU32 channel_mix(ImU32 a, ImU32 b, float t);
// lighten: a fraction `t` of the way to white; darken: RGB multiplied by `f`. Alpha kept.
inline ImU32 lighten(ImU32 c, float t) { return channel_mix(c, c | 0x00FFFFFFu, t); }
inline ImU32 darken(ImU32 c, float f) { return channel_mix(c, c & IM_COL32_A_MASK, 1.0f - f); }
inline ImU32 fade(ImU32 c, float alpha) { return with_alpha(c, alpha); }
// The symbol's tone on a token: light on dark colours, dark where light would vanish.
ImU32 symbol_colour(Token t);

// --- Small vector helpers
inline ImVec2 add(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }
inline ImVec2 sub(ImVec2 a, ImVec2 b) { return ImVec2(a.x - b.x, a.y - b.y); }
inline ImVec2 mul(ImVec2 a, float s) { return ImVec2(a.x * s, a.y * s); }
inline ImVec2 at(ImVec2 c, float x, float y) { return ImVec2(c.x + x, c.y + y); }
inline ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t); }
inline ImVec2 snap(ImVec2 p) { return ImVec2(std::floor(p.x + 0.5f), std::floor(p.y + 0.5f)); }
// Whole-pixel stroke widths: ImGui draws those from its baked line texture with
// half the vertices of fractional widths (boards have many outlines).
inline float stroke(float width) { return std::max(1.0f, std::round(width)); }

// --- The rounded flat-topped hex, as unit points (draw_layout.cpp). Index 3*i + s lies on the arc
// of corner i (corner i at 60*i degrees, y down), s = 0..2 at normal angle
// 60*i - 30 + 30*s. So index 1 faces right (0 deg), index 10 faces left (180 deg),
// and indices 1..10 are the lower chain whose side the viewer sees.
inline constexpr int kHexPoints = 18;
inline constexpr int kLowerFirst = 1;
inline constexpr int kLowerLast = 10;

struct UnitHex {
  std::array<ImVec2, kHexPoints> p;
  std::array<float, kHexPoints> normal;  // outward normal angle, radians
};
const UnitHex& unit_hex();
void hex_points(ImVec2 c, float r, ImVec2* out);
// Points from normal angle 180 to `last` (<= 360) degrees, along the upper edge.
inline constexpr int kUpperCount = kHexPoints - kLowerLast + kLowerFirst + 1;  // 180..360 degrees
int upper_chain(ImVec2 c, float r, ImVec2* out, int count = kUpperCount);

// --- Token prisms (draw_tokens.cpp)

// The physical look of one stack level: its colour, or on card diagrams the
// colours a hex accepts there when it accepts several (a building's base:
// cards.hpp accepted_colours), shown side by side.
struct Level {
  ImU32 colour = 0;
  std::array<Token, kTokenColours> options{};
  int option_count = 0;  // 0: just `colour`
};
// Draws levels bottom to top on the space centred at `c`: level i's top face
// sits (i + 1) * lift above it, its side band reaching down to the level below.
// `symbol`: the top token's symbol (a sanctuary draws its own marks instead).
void draw_levels(ImDrawList* dl, ImVec2 c, float r, const Level* levels, int h, Token top, float alpha,
                 bool symbol = true);
Level level_of(Token t);
// Where the top face of a stack of height h is, for marks drawn over it.
ImVec2 top_face(ImVec2 c, float r, int h);

// --- Text (draw_text.cpp)
ImFont* font_or_default(ImFont* f);
float text_width(ImFont* f, float size, const char* b, const char* e = nullptr);
// Text centred on `c`, shrunk a little (when `shrink`) and then ellipsised to fit `max_width`.
void text_fitted(ImDrawList* dl, ImFont* f, float size, ImVec2 c, float max_width, ImU32 col, const char* text,
                 bool shrink = true);
// Word-wrapped, centred lines; returns the height used. When `draw` is false it
// only measures. Stops (with an ellipsis on the last line) at `max_height`.
float text_wrapped(ImDrawList* dl, ImFont* f, float size, ImVec2 top_centre, float width, float max_height,
                   ImU32 col, const char* text, bool draw);
// A card's name under its band, centred on `top_centre.x`, on one line or two (draw_text.cpp tells how).
// Returns the height used.
float card_name_lines(ImDrawList* dl, ImFont* f, float size, ImVec2 top_centre, float width, bool tall, ImU32 col,
                      const char* name);

// --- The card frame (draw_cards.cpp)
struct CardFrame {
  ImVec2 min, max;
  float rounding = 8;
  float pad = 6;
};
// Shadow, glow, body and border; returns the (possibly lifted) card rectangle.
CardFrame draw_card_body(ImDrawList* dl, ImVec2 min, ImVec2 max, CardLook look, ImU32 fill, ImU32 border);
void draw_card_marks(ImDrawList* dl, const CardFrame& f, CardLook look);
// The coloured strip at the top of a card.
float draw_card_band(ImDrawList* dl, const CardFrame& f, ImU32 left, ImU32 right);
// Largest hex radius so the diagram fits `box`, capped so tiny patterns do not balloon.
float pattern_radius(const Pattern& pattern, ImVec2 box, float cap);
void draw_check_badge(ImDrawList* dl, ImVec2 c, float r);

}  // namespace harmonies::ui::drawing
