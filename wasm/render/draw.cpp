// Pieces drawn with ImGui draw lists. Tokens are rounded hex prisms seen from
// slightly above: each level of a stack is lifted and shows a shaded side band,
// so heights read at a glance; the top token carries its colour's symbol so the
// board stays readable without colour vision. Everything here is stateless and
// allocation-free: fixed-size point arrays on the stack.
#include "render/draw.hpp"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

#include "harmonies/scoring.hpp"
#include "imgui_internal.h"
#include "model/game_words.hpp"
#include "render/theme.hpp"

namespace harmonies::ui {
namespace {

bool token_symbols_shown = true;  // the player's setting (set_token_symbols)


constexpr float kSqrt3 = 1.7320508f;
constexpr float kPi = 3.14159265f;
constexpr float kCos30 = 0.8660254f;

// --- Layout constants (multiples of a space's radius R, or of a token's radius).
constexpr float kPadX = 0.30f;       // board margin left and right
constexpr float kPadTop = 0.55f;     // room above the top row for lifted stacks
constexpr float kPadBottom = 0.35f;  // room below for the board's edge
constexpr float kTokenScale = 0.86f; // token radius / space radius on a board
constexpr float kSlotScale = 0.92f;  // empty-space hex / space radius
constexpr float kLift = 0.18f;       // height of one token level / token radius
constexpr float kTallCard = 1.5f;    // height / width from which a narrow card has room for a two-line name
constexpr float kRounding = 0.16f;   // hex corner rounding / hex radius
constexpr float kPatternToken = 0.90f;  // token radius / hex radius in card diagrams

// --- Colours

ImU32 channel_mix(ImU32 a, ImU32 b, float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  auto ch = [&](int shift) {
    const float x = static_cast<float>((a >> shift) & 0xFF), y = static_cast<float>((b >> shift) & 0xFF);
    return static_cast<ImU32>(x + (y - x) * t + 0.5f) << shift;
  };
  return ch(IM_COL32_R_SHIFT) | ch(IM_COL32_G_SHIFT) | ch(IM_COL32_B_SHIFT) | (a & IM_COL32_A_MASK);
}
// lighten: a fraction `t` of the way to white; darken: RGB multiplied by `f`. Alpha kept.
ImU32 lighten(ImU32 c, float t) { return channel_mix(c, c | 0x00FFFFFFu, t); }
ImU32 darken(ImU32 c, float f) { return channel_mix(c, c & IM_COL32_A_MASK, 1.0f - f); }
ImU32 fade(ImU32 c, float alpha) { return with_alpha(c, alpha); }

// The symbol's tone on a token: light on dark colours, dark where light would vanish.
ImU32 symbol_colour(Token t) {
  const ImU32 c = palette().tokens[index_of(t)];
  switch (t) {
    case Token::Yellow: return darken(c, 0.52f);
    case Token::Gray: return darken(c, 0.55f);
    default: return lighten(c, 0.62f);
  }
}

// --- Small vector helpers
ImVec2 add(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }
ImVec2 sub(ImVec2 a, ImVec2 b) { return ImVec2(a.x - b.x, a.y - b.y); }
ImVec2 mul(ImVec2 a, float s) { return ImVec2(a.x * s, a.y * s); }
ImVec2 at(ImVec2 c, float x, float y) { return ImVec2(c.x + x, c.y + y); }
ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t); }
ImVec2 snap(ImVec2 p) { return ImVec2(std::floor(p.x + 0.5f), std::floor(p.y + 0.5f)); }
// Whole-pixel stroke widths: ImGui draws those from its baked line texture with
// half the vertices of fractional widths (boards have many outlines).
float stroke(float width) { return std::max(1.0f, std::round(width)); }

// --- The rounded flat-topped hex, as unit points. Index 3*i + s lies on the arc
// of corner i (corner i at 60*i degrees, y down), s = 0..2 at normal angle
// 60*i - 30 + 30*s. So index 1 faces right (0 deg), index 10 faces left (180 deg),
// and indices 1..10 are the lower chain whose side the viewer sees.
constexpr int kHexPoints = 18;
constexpr int kLowerFirst = 1;
constexpr int kLowerLast = 10;

struct UnitHex {
  std::array<ImVec2, kHexPoints> p;
  std::array<float, kHexPoints> normal;  // outward normal angle, radians
};

const UnitHex& unit_hex() {
  static const UnitHex hex = [] {
    UnitHex h{};
    const float k = kRounding;
    const float inner = 1.0f - k / kCos30;  // arc centres, so edges stay where a sharp hex has them
    for (int i = 0; i < 6; ++i) {
      const float corner = static_cast<float>(i) * kPi / 3.0f;
      const ImVec2 centre(inner * std::cos(corner), inner * std::sin(corner));
      for (int s = 0; s < 3; ++s) {
        const float a = corner + static_cast<float>(s - 1) * kPi / 6.0f;
        h.p[3 * i + s] = ImVec2(centre.x + k * std::cos(a), centre.y + k * std::sin(a));
        h.normal[3 * i + s] = a;
      }
    }
    return h;
  }();
  return hex;
}

void hex_points(ImVec2 c, float r, ImVec2* out) {
  const UnitHex& u = unit_hex();
  for (int i = 0; i < kHexPoints; ++i) out[i] = ImVec2(c.x + u.p[i].x * r, c.y + u.p[i].y * r);
}

// Points from normal angle 180 to `last` (<= 360) degrees, along the upper edge.
constexpr int kUpperCount = kHexPoints - kLowerLast + kLowerFirst + 1;  // 180..360 degrees
int upper_chain(ImVec2 c, float r, ImVec2* out, int count = kUpperCount) {
  const UnitHex& u = unit_hex();
  count = std::min(count, kUpperCount);
  for (int i = 0; i < count; ++i) {
    const int k = (kLowerLast + i) % kHexPoints;
    out[i] = ImVec2(c.x + u.p[k].x * r, c.y + u.p[k].y * r);
  }
  return count;
}

// A convex fan with a vertical gradient: lighter at the top, like light from above.
void fill_hex_gradient(ImDrawList* dl, ImVec2 c, float r, ImU32 top, ImU32 bottom, ImU32 middle) {
  ImVec2 pts[kHexPoints];
  hex_points(c, r, pts);
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  dl->PrimReserve(kHexPoints * 3, kHexPoints + 1);
  const ImDrawIdx base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  dl->PrimWriteVtx(c, uv, middle);
  for (const ImVec2& p : pts) {
    const float t = std::clamp((p.y - (c.y - r * kCos30)) / (2.0f * r * kCos30), 0.0f, 1.0f);
    dl->PrimWriteVtx(p, uv, channel_mix(top, bottom, t));
  }
  for (int i = 0; i < kHexPoints; ++i) {
    dl->PrimWriteIdx(base);
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 1 + i));
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 1 + (i + 1) % kHexPoints));
  }
}

// The visible side of a token: the strip between the lower chain of its top
// face and the same chain `depth` lower, shaded by facing (light from the
// upper left) and darker towards the bottom edge.
void fill_side_band(ImDrawList* dl, ImVec2 c, float r, float depth, ImU32 colour) {
  const UnitHex& u = unit_hex();
  constexpr int n = kLowerLast - kLowerFirst + 1;
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  dl->PrimReserve((n - 1) * 6, n * 2);
  const ImDrawIdx base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  for (int k = kLowerFirst; k <= kLowerLast; ++k) {
    const float facing = 0.72f - 0.16f * std::cos(u.normal[k]);
    const ImVec2 p(c.x + u.p[k].x * r, c.y + u.p[k].y * r);
    dl->PrimWriteVtx(p, uv, darken(colour, facing + 0.04f));
    dl->PrimWriteVtx(ImVec2(p.x, p.y + depth), uv, darken(colour, facing - 0.08f));
  }
  for (int i = 0; i + 1 < n; ++i) {
    const ImDrawIdx a = static_cast<ImDrawIdx>(base + 2 * i);
    dl->PrimWriteIdx(a);
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(a + 1));
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(a + 3));
    dl->PrimWriteIdx(a);
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(a + 3));
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(a + 2));
  }
}

// The lower chain moved down by `depth`: the seam under one token level.
void stroke_lower_chain(ImDrawList* dl, ImVec2 c, float r, float depth, ImU32 colour, float thickness) {
  ImVec2 pts[kHexPoints];
  hex_points(ImVec2(c.x, c.y + depth), r, pts);
  dl->AddPolyline(pts + kLowerFirst, kLowerLast - kLowerFirst + 1, colour, ImDrawFlags_None, thickness);
}

// The sides and bottom of a whole stack as one stroke: from the top face's
// left corner down, along the bottom edge, and up to its right corner.
void draw_silhouette_sides(ImDrawList* dl, ImVec2 base, ImVec2 face, float r, ImU32 colour, float thickness) {
  const UnitHex& u = unit_hex();
  ImVec2 pts[kLowerLast - kLowerFirst + 3];
  int n = 0;
  pts[n++] = ImVec2(face.x + u.p[kLowerLast].x * r, face.y + u.p[kLowerLast].y * r);
  for (int k = kLowerLast; k >= kLowerFirst; --k) pts[n++] = ImVec2(base.x + u.p[k].x * r, base.y + u.p[k].y * r);
  pts[n++] = ImVec2(face.x + u.p[kLowerFirst].x * r, face.y + u.p[kLowerFirst].y * r);
  dl->AddPolyline(pts, n, colour, ImDrawFlags_None, thickness);
}

// --- Symbols. `c` centre, `s` the symbol's box size. Below kDetailed pixels the
// shapes drop their fine strokes so they stay crisp blobs.
constexpr float kDetailed = 13.0f;

void symbol_waves(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  const bool small = s < kDetailed;
  const int n = small ? 7 : 11;
  const float t = std::max(1.2f, s * (small ? 0.13f : 0.095f));
  const float amp = s * 0.085f, half = s * 0.40f;
  for (int line = 0; line < 2; ++line) {
    ImVec2 pts[11];
    const float y0 = c.y + (line == 0 ? -0.15f : 0.15f) * s;
    for (int i = 0; i < n; ++i) {
      const float u = static_cast<float>(i) / static_cast<float>(n - 1);
      pts[i] = ImVec2(c.x - half + 2.0f * half * u, y0 + amp * std::sin(u * 2.5f * kPi));
    }
    dl->AddPolyline(pts, n, col, ImDrawFlags_None, t);
  }
}

void symbol_peak(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  const float base = c.y + 0.30f * s;
  if (s >= kDetailed) {  // a smaller peak behind, to the left
    dl->AddTriangleFilled(at(c, -0.22f * s, -0.10f * s), ImVec2(c.x - 0.47f * s, base), ImVec2(c.x + 0.05f * s, base),
                          fade(col, 0.65f));
  }
  const ImVec2 apex = at(c, 0.08f * s, -0.36f * s);
  const ImVec2 left(c.x - 0.32f * s, base), right(c.x + 0.46f * s, base);
  dl->AddTriangleFilled(apex, left, right, col);
  // Snow cap: the top third of the peak, with a notch so it reads as snow.
  const ImU32 snow = lighten(col, 0.88f);
  const ImVec2 l = lerp(apex, left, 0.36f), r = lerp(apex, right, 0.36f);
  if (s >= kDetailed) {
    const ImVec2 notch = ImVec2((l.x + r.x) * 0.5f, (l.y + r.y) * 0.5f - 0.07f * s);
    dl->AddTriangleFilled(apex, l, notch, snow);
    dl->AddTriangleFilled(apex, notch, r, snow);
  } else {
    dl->AddTriangleFilled(apex, l, r, snow);
  }
}

void symbol_rings(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  const float t = std::max(1.1f, s * 0.085f);
  dl->AddCircle(c, 0.36f * s, col, 0, t);
  if (s >= kDetailed) {
    dl->AddCircle(c, 0.19f * s, col, 0, t * 0.85f);
    dl->AddLine(at(c, 0.10f * s, -0.10f * s), at(c, 0.30f * s, -0.30f * s), col, t * 0.8f);  // a crack in the wood
  }
  dl->AddCircleFilled(c, std::max(1.0f, 0.07f * s), col);
}

// A pointed lens from a to b, `width` across at its middle (leaves, grains).
void fill_lens(ImDrawList* dl, ImVec2 a, ImVec2 b, float width, ImU32 col) {
  constexpr int kSteps = 6;
  const ImVec2 d = sub(b, a);
  const float len = std::sqrt(d.x * d.x + d.y * d.y);
  if (len <= 0.0f) return;
  const ImVec2 n(-d.y / len, d.x / len);
  ImVec2 pts[2 * kSteps];
  for (int i = 0; i < kSteps; ++i) {
    const float u = static_cast<float>(i) / static_cast<float>(kSteps - 1);
    const float w = 0.5f * width * std::sin(u * kPi);
    pts[i] = add(lerp(a, b, u), mul(n, w));
    pts[2 * kSteps - 1 - i] = add(lerp(a, b, u), mul(n, -w));
  }
  dl->AddConvexPolyFilled(pts, 2 * kSteps, col);
}

void symbol_leaf(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  const ImVec2 a = at(c, -0.30f * s, 0.30f * s), b = at(c, 0.36f * s, -0.36f * s);
  fill_lens(dl, a, b, 0.50f * s, col);
  const float t = std::max(1.0f, s * 0.07f);
  dl->AddLine(a, at(c, -0.44f * s, 0.44f * s), col, t);  // stem
  if (s >= kDetailed) dl->AddLine(a, lerp(a, b, 0.8f), darken(col, 0.62f), t * 0.8f);  // midrib
}

void symbol_wheat(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  const float t = std::max(1.1f, s * 0.075f);
  const ImVec2 foot = at(c, -0.06f * s, 0.46f * s), tip = at(c, 0.06f * s, -0.40f * s);
  dl->AddLine(foot, tip, col, t);
  if (s < kDetailed) {  // three slanted strokes either side of the stem
    for (int k = 0; k < 2; ++k) {
      const ImVec2 p = lerp(foot, tip, 0.45f + 0.25f * static_cast<float>(k));
      dl->AddLine(p, at(p, -0.24f * s, -0.14f * s), col, t);
      dl->AddLine(p, at(p, 0.24f * s, -0.14f * s), col, t);
    }
    return;
  }
  for (int k = 0; k < 3; ++k) {
    const ImVec2 p = lerp(foot, tip, 0.38f + 0.19f * static_cast<float>(k));
    fill_lens(dl, p, at(p, -0.24f * s, -0.16f * s), 0.13f * s, col);
    fill_lens(dl, p, at(p, 0.24f * s, -0.13f * s), 0.13f * s, col);
  }
  fill_lens(dl, lerp(foot, tip, 0.92f), at(tip, 0.01f * s, -0.10f * s), 0.12f * s, col);
}

void symbol_house(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  const float eave = c.y - 0.02f * s;
  dl->AddRectFilled(ImVec2(c.x - 0.25f * s, eave - 0.01f * s), ImVec2(c.x + 0.25f * s, c.y + 0.36f * s), col);
  dl->AddTriangleFilled(at(c, 0.0f, -0.40f * s), ImVec2(c.x + 0.40f * s, eave), ImVec2(c.x - 0.40f * s, eave), col);
  if (s >= kDetailed) {
    dl->AddRectFilled(ImVec2(c.x - 0.07f * s, c.y + 0.12f * s), ImVec2(c.x + 0.07f * s, c.y + 0.36f * s),
                      darken(col, 0.5f));
  }
}

// --- Token prisms

// The physical look of one stack level: its colour, or on card diagrams the
// colours a hex accepts there when it accepts several (a building's base:
// cards.hpp accepted_colours), shown side by side.
struct Level {
  ImU32 colour = 0;
  std::array<Token, kTokenColours> options{};
  int option_count = 0;  // 0: just `colour`
};

void draw_contact_shadow(ImDrawList* dl, ImVec2 c, float r, float alpha) {
  ImVec2 pts[kHexPoints];
  hex_points(at(c, 0.0f, r * 0.06f), r * 1.02f, pts);
  dl->AddConvexPolyFilled(pts, kHexPoints, fade(IM_COL32(40, 30, 10, 60), alpha));
}

// The side band of one level whose top face is at `face`.
void draw_level_side(ImDrawList* dl, ImVec2 face, float r, const Level& level, float alpha) {
  const float lift = kLift * r;
  if (level.option_count < 2) {
    fill_side_band(dl, face, r, lift, fade(level.colour, alpha));
    return;
  }
  // "Any base": the side shows each token that may stand there, in equal slices.
  const float slice = 2.0f * r / static_cast<float>(level.option_count);
  for (int k = 0; k < level.option_count; ++k) {
    const float x0 = face.x - r + slice * static_cast<float>(k);
    dl->PushClipRect(ImVec2(x0, face.y - r), ImVec2(x0 + slice, face.y + 2.0f * r), true);
    fill_side_band(dl, face, r, lift, fade(palette().tokens[index_of(level.options[k])], alpha));
    dl->PopClipRect();
  }
}

// The top face: gradient, rim, and a highlight along its lit upper-left edge.
void draw_top_face(ImDrawList* dl, ImVec2 face, float r, ImU32 col, float seam, float alpha) {
  fill_hex_gradient(dl, face, r, fade(lighten(col, 0.16f), alpha), fade(darken(col, 0.90f), alpha),
                    fade(lighten(col, 0.05f), alpha));
  ImVec2 pts[kHexPoints];
  hex_points(face, r, pts);
  dl->AddPolyline(pts, kHexPoints, fade(darken(col, 0.50f), alpha * 0.85f), ImDrawFlags_Closed, seam);
  if (r >= 10.0f) {
    const int n = upper_chain(face, r - seam * 1.6f, pts, 7);  // normals 180..300 degrees
    dl->AddPolyline(pts, n, fade(IM_COL32(255, 255, 255, 90), alpha), ImDrawFlags_None, seam);
  }
}

// The top token's symbol; on tall stacks (when there is room) one pip per
// level under it, a second cue for the height besides the visible sides.
void draw_top_symbol(ImDrawList* dl, ImVec2 face, float r, Token top, int h, float alpha) {
  if (r < 5.0f) return;
  const bool pips = h >= 2 && r >= 14.0f;
  const ImU32 col = fade(symbol_colour(top), alpha);
  if (token_symbols_shown)
    draw_token_symbol(dl, at(face, 0.0f, pips ? -0.10f * r : 0.0f), r * (pips ? 0.92f : 1.02f), top, col);
  if (!pips) return;
  const float pr = std::max(1.2f, r * 0.055f), gap = pr * 3.0f;
  for (int i = 0; i < h; ++i) {
    const float x = face.x + (static_cast<float>(i) - 0.5f * static_cast<float>(h - 1)) * gap;
    dl->AddCircleFilled(ImVec2(x, face.y + 0.58f * r), pr, col, 8);
  }
}

// Draws levels bottom to top on the space centred at `c`: level i's top face
// sits (i + 1) * lift above it, its side band reaching down to the level below.
// `symbol`: the top token's symbol (a sanctuary draws its own marks instead).
void draw_levels(ImDrawList* dl, ImVec2 c, float r, const Level* levels, int h, Token top, float alpha,
                 bool symbol = true) {
  if (h <= 0) return;
  const float lift = kLift * r;
  const float seam = stroke(r * 0.035f);
  draw_contact_shadow(dl, c, r, alpha);
  for (int i = 0; i < h; ++i) {
    const ImVec2 face = at(c, 0.0f, -lift * static_cast<float>(i + 1));
    draw_level_side(dl, face, r, levels[i], alpha);
    // The seam where this level rests on the one below (the bottom edge is the silhouette's).
    if (i > 0) stroke_lower_chain(dl, face, r, lift, fade(darken(levels[i - 1].colour, 0.45f), alpha * 0.9f), seam);
  }
  const ImVec2 face = at(c, 0.0f, -lift * static_cast<float>(h));
  draw_top_face(dl, face, r, levels[h - 1].colour, seam, alpha);
  draw_silhouette_sides(dl, c, face, r, fade(IM_COL32(45, 35, 20, 150), alpha), seam);
  if (symbol) draw_top_symbol(dl, face, r, top, h, alpha);
}

Level level_of(Token t) { return Level{palette().tokens[index_of(t)]}; }

// Where the top face of a stack of height h is, for marks drawn over it.
ImVec2 top_face(ImVec2 c, float r, int h) { return at(c, 0.0f, -kLift * r * static_cast<float>(h)); }

// --- Board order: back to front (by row, odd columns half a row lower), so
// lifted stacks overlap the spaces behind them, never the ones in front.
struct DrawOrder {
  std::array<std::int8_t, kMaxSpaces> space{};
  int count = 0;
};

// One order per shape: sides C and D share the shapes of A and B (Geometry::of).
const DrawOrder& draw_order(const Geometry& g) {
  static std::array<DrawOrder, 2> orders = [] {
    std::array<DrawOrder, 2> o{};
    for (Side side : {Side::A, Side::B}) {
      const Geometry& geo = Geometry::of(side);
      DrawOrder& d = o[shape_index(side)];
      d.count = geo.space_count();
      for (int s = 0; s < d.count; ++s) d.space[s] = static_cast<std::int8_t>(s);
      auto key = [&](int s) { return geo.offset(s).row * 2 + (geo.offset(s).col & 1); };
      std::stable_sort(d.space.begin(), d.space.begin() + d.count,
                       [&](std::int8_t a, std::int8_t b) { return key(a) < key(b); });
    }
    return o;
  }();
  return orders[shape_index(g.side())];
}

bool inside_flat_hex(ImVec2 d, float r) {
  const float ax = std::fabs(d.x), ay = std::fabs(d.y);
  return ay <= kCos30 * r && kCos30 * ax + 0.5f * ay <= kCos30 * r;
}

// --- Board passes

void draw_board_base(ImDrawList* dl, const Geometry& g, ImVec2 origin, float R) {
  const Palette& p = palette();
  ImVec2 pts[kHexPoints];
  // The board's edge: enlarged hexes, shifted down for thickness; then its face.
  // Their union follows the board's own outline, like a die-cut board.
  const ImU32 edge = darken(p.board, 0.80f);
  for (int s = 0; s < g.space_count(); ++s) {
    hex_points(at(space_centre(g, s, origin, R), 0.0f, 0.08f * R), 1.15f * R, pts);
    dl->AddConvexPolyFilled(pts, kHexPoints, edge);
  }
  for (int s = 0; s < g.space_count(); ++s) {
    hex_points(space_centre(g, s, origin, R), 1.10f * R, pts);
    dl->AddConvexPolyFilled(pts, kHexPoints, p.board);
  }
}

void draw_empty_space(ImDrawList* dl, ImVec2 c, float R) {
  const Palette& p = palette();
  ImVec2 pts[kHexPoints];
  hex_points(c, kSlotScale * R, pts);
  dl->AddConvexPolyFilled(pts, kHexPoints, p.empty_space);
  const float t = stroke(R * 0.03f);
  dl->AddPolyline(pts, kHexPoints, darken(p.board, 0.84f), ImDrawFlags_Closed, t);
  // A faint inner shadow along the top edge: the space is a shallow recess.
  if (R >= 14.0f) {
    const int n = upper_chain(at(c, 0.0f, t), kSlotScale * R - t * 1.5f, pts);
    dl->AddPolyline(pts, n, fade(darken(p.board, 0.8f), 0.45f), ImDrawFlags_None, t);
  }
}

// A warm halo behind the space: concentric translucent hexes, densest inside.
void draw_glow(ImDrawList* dl, ImVec2 c, float R) {
  const ImU32 glow = lighten(palette().hover, 0.25f);
  ImVec2 pts[kHexPoints];
  for (int i = 0; i < 4; ++i) {
    hex_points(c, R * (1.20f - 0.06f * static_cast<float>(i)), pts);
    dl->AddConvexPolyFilled(pts, kHexPoints, fade(glow, 0.25f + 0.1f * static_cast<float>(i)));
  }
}

// ...and a light rim on the new token itself, so the glow reads even where
// neighbours cover the halo.
void draw_fresh_rim(ImDrawList* dl, ImVec2 c, float R, int height) {
  const float r = height > 0 ? kTokenScale * R : kSlotScale * R;
  const ImVec2 face = height > 0 ? top_face(c, kTokenScale * R, height) : c;
  ImVec2 pts[kHexPoints];
  const float t = stroke(std::max(1.5f, R * 0.05f));
  hex_points(face, r - t * 0.5f, pts);
  dl->AddPolyline(pts, kHexPoints, fade(lighten(palette().hover, 0.55f), 0.95f), ImDrawFlags_Closed, t);
}

// --- Side D's dry spaces

// The sun-baked tone of a dry space's recess: a second cue besides its cracks, never the only one.
ImU32 dry_earth() { return channel_mix(palette().empty_space, IM_COL32(0xD8, 0xB0, 0x72, 0xFF), 0.45f); }
ImU32 crack_colour() { return darken(dry_earth(), 0.50f); }

// Cracked earth: a wavy crack across with branches that split the ground into clods, in units of the
// hex radius (all within its inscribed circle, so any turn keeps them inside).
struct Crack {
  int count;
  std::array<ImVec2, 5> points;
};
const Crack kCracks[] = {
    {5, {{{-0.72f, 0.10f}, {-0.35f, 0.02f}, {-0.10f, 0.18f}, {0.22f, 0.06f}, {0.70f, 0.20f}}}},
    {3, {{{-0.35f, 0.02f}, {-0.42f, -0.30f}, {-0.28f, -0.62f}}}},
    {3, {{{0.22f, 0.06f}, {0.30f, -0.28f}, {0.12f, -0.58f}}}},
    {2, {{{0.30f, -0.28f}, {0.58f, -0.40f}}}},
    {3, {{{-0.10f, 0.18f}, {-0.18f, 0.48f}, {-0.05f, 0.70f}}}},
    {3, {{{0.46f, 0.15f}, {0.44f, 0.46f}, {0.30f, 0.64f}}}},
};
// The mark's simpler crack: the wavy line and one branch, which still read at a few pixels.
constexpr int kMarkCracks = 2;

void draw_cracks(ImDrawList* dl, ImVec2 c, float r, float turn, int count, float width) {
  const float cs = std::cos(turn), sn = std::sin(turn);
  for (int k = 0; k < count; ++k) {
    const Crack& crack = kCracks[k];
    ImVec2 line[5];
    for (int i = 0; i < crack.count; ++i) {
      const ImVec2 u = crack.points[i];
      line[i] = at(c, r * (u.x * cs - u.y * sn), r * (u.x * sn + u.y * cs));
    }
    dl->AddPolyline(line, crack.count, crack_colour(), ImDrawFlags_None, width);
  }
}

// The recess of a dry space: dry earth with cracks, turned by `turn` radians.
void draw_dry_recess(ImDrawList* dl, ImVec2 c, float R, float turn) {
  const float r = kSlotScale * R;
  ImVec2 pts[kHexPoints];
  hex_points(c, r, pts);
  dl->AddConvexPolyFilled(pts, kHexPoints, dry_earth());
  dl->AddPolyline(pts, kHexPoints, darken(palette().board, 0.84f), ImDrawFlags_Closed, stroke(R * 0.03f));
  draw_cracks(dl, c, r, turn, static_cast<int>(std::size(kCracks)), stroke(R * 0.045f));
}

// A small tile of the same cracked earth, with a light rim that keeps it apart from any token under it.
void draw_dry_tile(ImDrawList* dl, ImVec2 c, float size) {
  const float r = 0.5f * size;
  const float t = stroke(size * 0.08f);
  ImVec2 pts[kHexPoints];
  hex_points(c, r + t, pts);
  dl->AddConvexPolyFilled(pts, kHexPoints, IM_COL32(255, 255, 255, 225));
  hex_points(c, r, pts);
  dl->AddConvexPolyFilled(pts, kHexPoints, dry_earth());
  dl->AddPolyline(pts, kHexPoints, crack_colour(), ImDrawFlags_Closed, t);
  draw_cracks(dl, c, r, 0.0f, kMarkCracks, t);
}

// A water drop in outline: a round bottom rising to a point, light inside so it shows on any token.
void draw_drop(ImDrawList* dl, ImVec2 c, float size) {
  const float r = 0.30f * size;                    // the round part
  const ImVec2 round = at(c, 0.0f, 0.18f * size);  // its centre
  const ImVec2 tip = at(c, 0.0f, -0.48f * size);
  // The tangents from the tip touch the circle this far (in angle) from straight up.
  const float a = std::acos(r / (round.y - tip.y));
  const float t = stroke(size * 0.09f);
  const ImU32 line = darken(palette().tokens[index_of(Token::Blue)], 0.60f);
  auto outline = [&](float grow) {
    dl->PathLineTo(at(tip, 0.0f, -grow * 1.6f));
    dl->PathArcTo(round, r + grow, -0.5f * kPi + a, 1.5f * kPi - a, 20);
  };
  outline(t);
  dl->PathFillConvex(IM_COL32(255, 255, 255, 225));  // a halo over dark tokens
  outline(0.0f);
  dl->PathFillConvex(lighten(palette().tokens[index_of(Token::Blue)], 0.80f));
  outline(0.0f);
  dl->PathStroke(line, ImDrawFlags_Closed, t);
}

void draw_space_contents(ImDrawList* dl, const Board& board, int s, ImVec2 c, float R) {
  const Stack& stack = board.stacks[s];
  // RULES.md "Sanctuaries": a completed sanctuary's two tokens under its shrine.
  if (stack.sanctuary && stack.height == 2) draw_sanctuary_space(dl, c, R, stack.tokens[0], stack.tokens[1]);
  else if (!stack.empty()) draw_stack(dl, c, kTokenScale * R, stack);
  if (board.has_card_cube(s)) draw_cube_on_space(dl, c, R, stack.height, board.cubes[s] >= kSpiritKeyBase);
  // RULES.md "Whispers": a whisper cube sits at the front of the top, beside an animal's or spirit's cube.
  if (board.has_whisper(s)) draw_whisper_on_space(dl, c, R, stack.height);
}

void draw_target_mark(ImDrawList* dl, ImVec2 c, float R, int height, bool hovered) {
  const Palette& p = palette();
  const float r = height > 0 ? kTokenScale * R : kSlotScale * R;
  const ImVec2 face = height > 0 ? top_face(c, kTokenScale * R, height) : c;
  ImVec2 pts[kHexPoints];
  hex_points(face, r, pts);
  // Softer over a token, so its colour and symbol still show through.
  const float fill = (height > 0 ? 0.5f : 1.0f) * (hovered ? 1.8f : 1.0f);
  dl->AddConvexPolyFilled(pts, kHexPoints, fade(p.legal_fill, fill));
  const float t = stroke(std::max(2.0f, R * (hovered ? 0.11f : 0.075f)));
  hex_points(face, r - t * 0.5f, pts);
  // A light halo under the stroke keeps it visible on dark and bright tokens alike.
  dl->AddPolyline(pts, kHexPoints, IM_COL32(255, 255, 255, 200), ImDrawFlags_Closed, t + 2.0f);
  dl->AddPolyline(pts, kHexPoints, hovered ? p.hover : p.legal, ImDrawFlags_Closed, t);
}

// --- Text

ImFont* font_or_default(ImFont* f) { return f ? f : ImGui::GetFont(); }

float text_width(ImFont* f, float size, const char* b, const char* e = nullptr) {
  return f->CalcTextSizeA(size, FLT_MAX, 0.0f, b, e).x;
}

// Text centred on `c`, shrunk a little (when `shrink`) and then ellipsised to fit `max_width`.
void text_fitted(ImDrawList* dl, ImFont* f, float size, ImVec2 c, float max_width, ImU32 col, const char* text,
                 bool shrink = true) {
  float w = text_width(f, size, text);
  if (w > max_width && shrink) {
    const float shrunk = std::max(size * 0.84f, size * max_width / w);
    size = shrunk;
    w = text_width(f, size, text);
  }
  const std::string shown = ellipsized(f, size, text, max_width);
  if (shown != text) w = text_width(f, size, shown.c_str());
  dl->AddText(f, size, snap(ImVec2(c.x - 0.5f * w, c.y - 0.5f * size)), col, shown.c_str());
}

// Word-wrapped, centred lines; returns the height used. When `draw` is false it
// only measures. Stops (with an ellipsis on the last line) at `max_height`.
float text_wrapped(ImDrawList* dl, ImFont* f, float size, ImVec2 top_centre, float width, float max_height,
                   ImU32 col, const char* text, bool draw) {
  const float line_h = size * 1.15f;
  const float scale = size / f->FontSize;
  const char* end = text + std::strlen(text);
  float y = top_centre.y;
  const char* s = text;
  while (s < end) {
    const char* e = f->CalcWordWrapPositionA(scale, s, end, width);
    if (e == s) e = s + 1;  // a single glyph wider than the box: show it anyway
    const bool last_fits = y + 2.0f * line_h > top_centre.y + max_height + 0.5f;
    const char* next = e;
    while (next < end && (*next == ' ' || *next == '\n')) ++next;
    if (draw) {
      if (last_fits && next < end) {
        char buf[160];
        const std::size_t n = std::min<std::size_t>(static_cast<std::size_t>(end - s), sizeof(buf) - 1);
        std::memcpy(buf, s, n);
        buf[n] = 0;
        text_fitted(dl, f, size, ImVec2(top_centre.x, y + 0.5f * size), width, col, buf, false);
      } else {
        const float w = text_width(f, size, s, e);
        dl->AddText(f, size, snap(ImVec2(top_centre.x - 0.5f * w, y)), col, s, e);
      }
    }
    y += line_h;
    if (last_fits) break;
    s = next;
  }
  return y - top_centre.y;
}

// A card's name under its band, centred on `top_centre.x`: on one line, shrunk a little when need
// be; a name too long for that (French and Spanish names run longer) on two lines, when the card is
// wide or tall enough to spare the height, split where the longer line is shortest. Returns the
// height used.
float card_name_lines(ImDrawList* dl, ImFont* f, float size, ImVec2 top_centre, float width, bool tall, ImU32 col,
                      const char* name) {
  constexpr float kSmallest = 0.84f;  // text_fitted's shrink
  constexpr float kNarrowest = 60.0f;  // room of a card ~70 px wide; narrower keep one line for the diagram's sake
  const auto one_line = [&] {
    text_fitted(dl, f, size, ImVec2(top_centre.x, top_centre.y + 0.5f * size), width, col, name);
    return size;
  };
  if ((width < kNarrowest && !tall) || text_width(f, size * kSmallest, name) <= width) return one_line();
  // A break at a space, or after a hyphen ("Chauve-souris").
  const std::size_t length = std::strlen(name);
  std::size_t at = 0;
  float widest = FLT_MAX;
  for (std::size_t i = 1; i + 1 < length; ++i) {
    const bool space = name[i] == ' ';
    if (!space && name[i - 1] != '-') continue;
    const float w = std::max(text_width(f, size, name, name + i), text_width(f, size, name + i + (space ? 1 : 0)));
    if (w < widest) {
      widest = w;
      at = i;
    }
  }
  if (at == 0 || at >= 90) return one_line();
  char first[96];
  std::memcpy(first, name, at);
  first[at] = 0;
  const char* second = name + at + (name[at] == ' ' ? 1 : 0);
  const float line_size = std::clamp(size * width / widest, size * kSmallest, size);
  const float line_h = line_size * 1.05f;
  text_fitted(dl, f, line_size, ImVec2(top_centre.x, top_centre.y + 0.5f * line_size), width, col, first);
  text_fitted(dl, f, line_size, ImVec2(top_centre.x, top_centre.y + line_h + 0.5f * line_size), width, col, second);
  return line_h + line_size;
}

// --- Cards

struct CardFrame {
  ImVec2 min, max;
  float rounding = 8;
  float pad = 6;
};

// Shadow, glow, body and border; returns the (possibly lifted) card rectangle.
CardFrame draw_card_body(ImDrawList* dl, ImVec2 min, ImVec2 max, CardLook look, ImU32 fill, ImU32 border) {
  const Palette& p = palette();
  const float w = max.x - min.x;
  CardFrame f;
  f.rounding = std::clamp(w * 0.075f, 5.0f, 12.0f);
  f.pad = std::clamp(w * 0.06f, 4.0f, 10.0f);
  const float lift = look.hovered && !look.dimmed ? 3.0f : 0.0f;
  f.min = at(min, 0.0f, -lift);
  f.max = at(max, 0.0f, -lift);
  // Soft shadow: a few widening translucent layers, deeper when lifted.
  for (int i = 0; i < 3; ++i) {
    const float grow = static_cast<float>(i) * 1.2f, drop = 1.5f + lift + static_cast<float>(i);
    dl->AddRectFilled(ImVec2(min.x - grow, min.y + drop - grow), ImVec2(max.x + grow, max.y + drop + grow * 0.5f),
                      IM_COL32(60, 45, 20, look.dimmed ? 8 : 16), f.rounding + grow);
  }
  if (look.highlighted && !look.selected) {
    for (int i = 3; i >= 1; --i) {
      const float g = static_cast<float>(i) * 1.6f;
      const ImU32 glow = fade(p.legal, 0.16f * static_cast<float>(4 - i));
      dl->AddRect(ImVec2(f.min.x - g, f.min.y - g), ImVec2(f.max.x + g, f.max.y + g), glow, f.rounding + g,
                  ImDrawFlags_None, 2.0f);
    }
  }
  dl->AddRectFilled(f.min, f.max, fill, f.rounding);
  dl->AddRect(f.min, f.max, border, f.rounding, ImDrawFlags_None, 1.0f);
  return f;
}

void draw_card_marks(ImDrawList* dl, const CardFrame& f, CardLook look) {
  const Palette& p = palette();
  if (look.dimmed) dl->AddRectFilled(f.min, f.max, fade(p.background, 0.58f), f.rounding);
  if (look.highlighted && !look.selected) {
    dl->AddRect(f.min, f.max, p.legal, f.rounding, ImDrawFlags_None, 2.0f);
  }
  if (look.selected) {
    dl->AddRect(at(f.min, -1.5f, -1.5f), at(f.max, 1.5f, 1.5f), p.accent, f.rounding + 1.5f, ImDrawFlags_None, 3.0f);
  }
}

// The coloured strip at the top of a card.
float draw_card_band(ImDrawList* dl, const CardFrame& f, ImU32 left, ImU32 right) {
  const float h = std::clamp((f.max.y - f.min.y) * 0.06f, 5.0f, 11.0f);
  const ImVec2 bmax(f.max.x, f.min.y + h);
  if (left == right) {
    dl->AddRectFilled(f.min, bmax, left, f.rounding, ImDrawFlags_RoundCornersTop);
  } else {
    // Gradient bands cannot be rounded: round ends in the side colours, gradient between.
    dl->AddRectFilled(f.min, ImVec2(f.min.x + f.rounding * 2, bmax.y), left, f.rounding, ImDrawFlags_RoundCornersTopLeft);
    dl->AddRectFilled(ImVec2(f.max.x - f.rounding * 2, f.min.y), bmax, right, f.rounding, ImDrawFlags_RoundCornersTopRight);
    dl->AddRectFilledMultiColor(ImVec2(f.min.x + f.rounding, f.min.y), ImVec2(f.max.x - f.rounding, bmax.y), left, right,
                                right, left);
  }
  return h;
}

// Largest hex radius so the diagram fits `box`, capped so tiny patterns do not balloon.
float pattern_radius(const Pattern& pattern, ImVec2 box, float cap) {
  const ImVec2 unit = pattern_extent(pattern, 1.0f);
  const float r = std::min(box.x / unit.x, box.y / unit.y);
  return std::clamp(r, 2.0f, cap);
}

void draw_check_badge(ImDrawList* dl, ImVec2 c, float r) {
  const Palette& p = palette();
  dl->AddCircleFilled(c, r + 1.5f, p.panel, 16);
  dl->AddCircleFilled(c, r, p.accent, 16);
  const ImVec2 pts[3] = {at(c, -0.45f * r, 0.02f * r), at(c, -0.12f * r, 0.36f * r), at(c, 0.48f * r, -0.34f * r)};
  dl->AddPolyline(pts, 3, p.panel, ImDrawFlags_None, std::max(1.5f, r * 0.24f));
}

// A cube seen from above on a ladder slot: a rounded square with a visible
// front edge, the value printed small on it.
void draw_ladder_cube(ImDrawList* dl, ImVec2 min, ImVec2 max, ImU32 colour) {
  const float round = (max.x - min.x) * 0.22f;
  const float depth = std::max(1.5f, (max.y - min.y) * 0.12f);
  dl->AddRectFilled(at(min, 0, depth), at(max, 0, 0), darken(colour, 0.70f), round);
  dl->AddRectFilled(min, at(max, 0, -depth), colour, round);
  dl->AddRect(min, max, fade(darken(colour, 0.35f), 0.8f), round, ImDrawFlags_None, 1.0f);
}

void draw_ladder(ImDrawList* dl, const AnimalCard& card, ImVec2 min, ImVec2 max, int placed) {
  const Palette& p = palette();
  const int n = card.cubes();
  if (n <= 0) return;
  const float h = max.y - min.y;
  const float gap = std::max(2.0f, (max.x - min.x) * 0.025f);
  const float w = std::min(h * 1.25f, ((max.x - min.x) - gap * static_cast<float>(n - 1)) / static_cast<float>(n));
  const float total = w * static_cast<float>(n) + gap * static_cast<float>(n - 1);
  float x = 0.5f * (min.x + max.x - total);
  ImFont* f = font_or_default(fonts().small);
  const float size = std::min(font_px(f), h * 0.68f);
  const int current = placed - 1;
  for (int i = 0; i < n; ++i, x += w + gap) {
    const ImVec2 a(x, min.y), b(x + w, max.y);
    const ImVec2 c(x + 0.5f * w, min.y + 0.5f * h);
    char num[8];
    std::snprintf(num, sizeof num, "%d", card.ladder[i]);
    if (i >= placed) {  // still covered by its cube
      draw_ladder_cube(dl, a, b, p.cube);
      text_fitted(dl, f, size * 0.92f, at(c, 0.0f, -h * 0.06f), w - 2.0f, p.text_muted, num);
    } else if (i == current) {  // what the card scores now
      dl->AddRectFilled(a, b, p.accent, w * 0.25f);
      text_fitted(dl, f, size, c, w - 2.0f, p.panel, num);
    } else {  // uncovered and passed
      dl->AddRect(a, b, fade(p.panel_border, 0.9f), w * 0.25f, ImDrawFlags_None, 1.0f);
      text_fitted(dl, f, size * 0.92f, c, w - 2.0f, fade(p.text_muted, 0.75f), num);
    }
  }
}

// The spirit cards' band runs from violet to teal: mystic, and unlike any terrain.
constexpr ImU32 kSpiritBandLeft = IM_COL32(0x6A, 0x4F, 0xB0, 255);
constexpr ImU32 kSpiritBandRight = IM_COL32(0x2A, 0x9D, 0x9A, 255);

}  // namespace

std::string ellipsized(ImFont* f, float size, const char* text, float max_width) {
  // Half a pixel of slack: text shrunk to fit exactly measures a hair wider (float rounding), and was cut.
  if (text_width(f, size, text) <= max_width + 0.5f) return text;
  const char* mark = f->FindGlyphNoFallback(0x2026) != nullptr ? "\xE2\x80\xA6" : "...";
  const float mark_w = text_width(f, size, mark);
  std::size_t n = std::strlen(text);
  // Drop whole UTF-8 characters until the rest and the mark fit.
  while (n > 0 && text_width(f, size, text, text + n) + mark_w > max_width) {
    do --n;
    while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80);
  }
  while (n > 0 && text[n - 1] == ' ') --n;
  return std::string(text, n) + mark;
}

// ---------------------------------------------------------------- geometry

ImVec2 board_extent(const Geometry& g, float radius) {
  float rows = 0;
  for (int c = 0; c < g.column_count(); ++c) {
    rows = std::max(rows, static_cast<float>(g.column_height(c)) + ((c & 1) ? 0.5f : 0.0f));
  }
  const float w = 2.0f + 1.5f * static_cast<float>(g.column_count() - 1) + 2.0f * kPadX;
  const float h = rows * kSqrt3 + kPadTop + kPadBottom;
  return ImVec2(w * radius, h * radius);
}

float radius_to_fit(const Geometry& g, ImVec2 available) {
  const ImVec2 unit = board_extent(g, 1.0f);
  const float r = std::min((available.x - 2.0f) / unit.x, (available.y - 2.0f) / unit.y);
  return std::max(r, 1.0f);
}

ImVec2 space_centre(const Geometry& g, int space, ImVec2 origin, float radius) {
  const Offset o = g.offset(space);
  const float x = kPadX + 1.0f + 1.5f * static_cast<float>(o.col);
  const float y = kPadTop + kSqrt3 * (static_cast<float>(o.row) + 0.5f + ((o.col & 1) ? 0.5f : 0.0f));
  return ImVec2(origin.x + x * radius, origin.y + y * radius);
}

int space_at_point(const Geometry& g, ImVec2 origin, float radius, ImVec2 point) {
  for (int s = 0; s < g.space_count(); ++s) {
    if (inside_flat_hex(sub(point, space_centre(g, s, origin, radius)), radius)) return s;
  }
  return kNoSpace;
}

// ---------------------------------------------------------------- pieces

void draw_hex(ImDrawList* dl, ImVec2 centre, float radius, ImU32 fill, ImU32 border, float thickness) {
  ImVec2 pts[kHexPoints];
  hex_points(centre, radius, pts);
  if (fill & IM_COL32_A_MASK) dl->AddConvexPolyFilled(pts, kHexPoints, fill);
  if (border & IM_COL32_A_MASK) dl->AddPolyline(pts, kHexPoints, border, ImDrawFlags_Closed, thickness);
}

void draw_token(ImDrawList* dl, ImVec2 centre, float radius, Token token, float alpha) {
  const Level level = level_of(token);
  // Centred on its whole silhouette (face plus side), not on its base.
  draw_levels(dl, at(centre, 0.0f, 0.5f * kLift * radius), radius, &level, 1, token, alpha);
}

void draw_stack(ImDrawList* dl, ImVec2 centre, float radius, const Stack& stack, float alpha) {
  if (stack.empty()) return;
  Level levels[kMaxHeight];
  for (int i = 0; i < stack.height; ++i) levels[i] = level_of(stack.tokens[i]);
  draw_levels(dl, centre, radius, levels, stack.height, stack.top(), alpha);
}

void set_token_symbols(bool shown) { token_symbols_shown = shown; }

void draw_token_symbol(ImDrawList* dl, ImVec2 centre, float size, Token token, ImU32 colour) {
  switch (token) {
    case Token::Blue: symbol_waves(dl, centre, size, colour); break;
    case Token::Gray: symbol_peak(dl, centre, size, colour); break;
    case Token::Brown: symbol_rings(dl, centre, size, colour); break;
    case Token::Green: symbol_leaf(dl, centre, size, colour); break;
    case Token::Yellow: symbol_wheat(dl, centre, size, colour); break;
    case Token::Red: symbol_house(dl, centre, size, colour); break;
  }
}

void draw_token_on_space(ImDrawList* dl, ImVec2 space, float R, int level, Token token, float raise, float alpha) {
  const float r = kTokenScale * R;
  // draw_token centres the token on its silhouette: half a level below its top face.
  const ImVec2 face = top_face(space, r, level + 1);
  draw_token(dl, at(face, 0.0f, 0.5f * kLift * r - raise), r, token, alpha);
}

void draw_cube_on_space(ImDrawList* dl, ImVec2 space, float R, int height, bool spirit, float raise) {
  const float r = kTokenScale * R;
  const ImU32 col = spirit ? palette().spirit_cube : palette().cube;
  draw_cube(dl, at(top_face(space, r, height), 0.0f, -0.08f * r - raise), 0.62f * r, col);
}

void draw_cube(ImDrawList* dl, ImVec2 centre, float size, ImU32 colour) {
  // Isometric: a pointy-top hexagon silhouette split into three faces.
  const float a = 0.5f * size;
  const float dx = a * kCos30, dy = a * 0.5f;
  const ImVec2 top = at(centre, 0, -a), ur = at(centre, dx, -dy), lr = at(centre, dx, dy);
  const ImVec2 bottom = at(centre, 0, a), ll = at(centre, -dx, dy), ul = at(centre, -dx, -dy);
  const ImVec2 mid = centre;
  dl->AddConvexPolyFilled(std::array<ImVec2, 4>{top, ur, mid, ul}.data(), 4, lighten(colour, 0.25f));
  dl->AddConvexPolyFilled(std::array<ImVec2, 4>{ul, mid, bottom, ll}.data(), 4, darken(colour, 0.86f));
  dl->AddConvexPolyFilled(std::array<ImVec2, 4>{mid, ur, lr, bottom}.data(), 4, darken(colour, 0.66f));
  const float t = stroke(size * 0.07f);
  const ImU32 edge = IM_COL32(38, 34, 30, 230);
  const ImVec2 outline[6] = {top, ur, lr, bottom, ll, ul};
  dl->AddPolyline(outline, 6, edge, ImDrawFlags_Closed, t);
  const ImU32 inner = fade(edge, 0.45f);
  dl->AddLine(mid, ur, inner, t * 0.7f);
  dl->AddLine(mid, ul, inner, t * 0.7f);
  dl->AddLine(mid, bottom, inner, t * 0.7f);
}

// ---------------------------------------------------------------- Crescendo pieces

namespace {

// A token colour's symbol on a small round chip of that colour, outlined: both colours of a sanctuary
// read without colour vision.
void draw_colour_chip(ImDrawList* dl, ImVec2 c, float r, Token token) {
  const ImU32 col = palette().tokens[index_of(token)];
  dl->AddCircleFilled(c, r + stroke(r * 0.14f), IM_COL32(255, 255, 255, 220), 20);
  dl->AddCircleFilled(c, r, col, 20);
  dl->AddCircle(c, r, darken(col, 0.45f), 20, stroke(r * 0.10f));
  draw_token_symbol(dl, c, r * 1.5f, token, symbol_colour(token));
}

// A shrine's gate (a torii) standing on a sanctuary's top face of token radius r: two posts, a tie beam
// and a lintel whose ends sweep up, in a dark line over a light halo so it reads on every colour.
void draw_shrine_gate(ImDrawList* dl, ImVec2 face, float r) {
  const float t = std::max(1.5f, r * 0.085f);
  const ImVec2 lintel[] = {at(face, -0.66f * r, -0.60f * r), at(face, -0.46f * r, -0.47f * r),
                           at(face, 0.0f, -0.44f * r), at(face, 0.46f * r, -0.47f * r),
                           at(face, 0.66f * r, -0.60f * r)};
  const ImVec2 posts[][2] = {{at(face, -0.36f * r, -0.47f * r), at(face, -0.42f * r, 0.40f * r)},
                             {at(face, 0.36f * r, -0.47f * r), at(face, 0.42f * r, 0.40f * r)}};
  const ImVec2 beam[] = {at(face, -0.52f * r, -0.26f * r), at(face, 0.52f * r, -0.26f * r)};
  const ImU32 halo = IM_COL32(255, 255, 255, 215);
  const ImU32 ink = IM_COL32(0x5A, 0x1E, 0x16, 255);  // lacquer red-brown, dark on every token
  for (int pass = 0; pass < 2; ++pass) {
    const ImU32 col = pass == 0 ? halo : ink;
    const float w = pass == 0 ? t + 2.5f : t;
    dl->AddPolyline(lintel, 5, col, ImDrawFlags_None, w * 1.15f);
    dl->AddPolyline(beam, 2, col, ImDrawFlags_None, w * 0.8f);
    for (const auto& post : posts) dl->AddLine(post[0], post[1], col, w);
  }
}

// The swirl of a whisper cube: a spiral of about one and a half turns from the centre outwards.
void draw_swirl(ImDrawList* dl, ImVec2 c, float r, ImU32 col, float thickness) {
  constexpr int kSteps = 16;
  ImVec2 pts[kSteps];
  for (int i = 0; i < kSteps; ++i) {
    const float u = static_cast<float>(i) / static_cast<float>(kSteps - 1);
    const float a = -0.5f * kPi + u * 3.2f * kPi;
    const float d = r * (0.12f + 0.62f * u);
    pts[i] = at(c, d * std::cos(a), d * std::sin(a));
  }
  dl->AddPolyline(pts, kSteps, col, ImDrawFlags_None, thickness);
}

}  // namespace

void draw_sanctuary_space(ImDrawList* dl, ImVec2 centre, float radius, Token bottom, Token top) {
  const float r = kTokenScale * radius;
  const Level levels[2] = {level_of(bottom), level_of(top)};
  draw_levels(dl, centre, r, levels, 2, top, 1.0f, false);
  const ImVec2 face = top_face(centre, r, 2);
  if (r < 6.0f) return;
  draw_shrine_gate(dl, face, r);
  // Under the gate, the two colours it is tied to: the bottom one on the left, the top one on the right.
  if (r < 13.0f) return;
  const float chip = std::clamp(0.17f * r, 4.0f, 9.0f);
  draw_colour_chip(dl, at(face, -0.21f * r, 0.50f * r), chip, bottom);
  draw_colour_chip(dl, at(face, 0.21f * r, 0.50f * r), chip, top);
}

void draw_whisper_cube(ImDrawList* dl, ImVec2 centre, float radius) {
  const ImU32 base = palette().whisper_cube;
  const ImU32 ink = darken(base, 0.38f);
  const float t = stroke(radius * 0.16f);
  dl->AddCircleFilled(centre, radius + t + 0.5f, IM_COL32(255, 255, 255, 225), 24);  // a halo on dark tokens
  dl->AddCircleFilled(centre, radius, base, 24);
  dl->AddCircleFilled(at(centre, -0.28f * radius, -0.30f * radius), radius * 0.52f, lighten(base, 0.55f), 16);
  dl->AddCircleFilled(at(centre, -0.28f * radius, -0.30f * radius), radius * 0.30f, lighten(base, 0.85f), 12);
  dl->AddCircle(centre, radius, ink, 24, t);
  if (radius >= 4.0f) draw_swirl(dl, centre, radius, ink, std::max(1.0f, radius * 0.16f));
}

void draw_whisper_on_space(ImDrawList* dl, ImVec2 space, float R, int height, float raise) {
  const float r = kTokenScale * R;
  const ImVec2 face = top_face(space, r, std::max(height, 1));
  draw_whisper_cube(dl, at(face, 0.44f * r, 0.28f * r - raise), std::max(2.5f, 0.24f * r));
}

void draw_dry_mark(ImDrawList* dl, ImVec2 centre, float size, bool watered) {
  if (watered) draw_drop(dl, centre, size);
  else draw_dry_tile(dl, centre, size);
}

// Low on the left, well inside the space (on its first token's face): clear of the top token's symbol and
// its height pips, and near enough to the middle that it reads as this space's, not a neighbour's.
ImVec2 dry_mark_centre(ImVec2 space, float R) { return at(space, -0.46f * R, 0.46f * R); }

// Half the space's radius, at least 8 px so its cracks still read; thumbnails too small for that show
// only the cracked recess.
float dry_mark_size(float R) { return R < 14.0f ? 0.0f : std::clamp(0.50f * R, 8.0f, 26.0f); }

std::uint32_t spaces_added(const Board& before, const Board& after) {
  std::uint32_t mask = 0;
  const int n = std::min(before.space_count(), after.space_count());
  for (int s = 0; s < n; ++s) {
    const bool more = after.stacks[s].height > before.stacks[s].height ||
                      (after.has_card_cube(s) && !before.has_card_cube(s)) ||
                      (after.has_whisper(s) && !before.has_whisper(s));
    if (more) mask |= 1u << s;
  }
  return mask;
}

namespace {

// A closed polygon drawn as dashes (ghost pieces: dashed, never solid, so they read apart from real ones
// without colour).
void dashed_outline(ImDrawList* dl, const ImVec2* pts, int n, ImU32 colour, float thickness, float dash) {
  for (int i = 0; i < n; ++i) {
    const ImVec2 a = pts[i], b = pts[(i + 1) % n];
    const float len = std::sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
    if (len <= 0.0f) continue;
    for (float t = 0.0f; t < len; t += dash * 2.0f) {
      const float e = std::min(len, t + dash);
      dl->AddLine(ImVec2(a.x + (b.x - a.x) * t / len, a.y + (b.y - a.y) * t / len),
                  ImVec2(a.x + (b.x - a.x) * e / len, a.y + (b.y - a.y) * e / len), colour, thickness);
    }
  }
}

constexpr float kGhostAlpha = 0.42f;

// The contents of space `s`: what `base` has as usual, what `board` adds above it as ghosts.
void draw_space_with_ghosts(ImDrawList* dl, const Board& base, const Board& board, int s, ImVec2 c, float R) {
  draw_space_contents(dl, base, s, c, R);
  const Stack& before = base.stacks[s];
  const Stack& after = board.stacks[s];
  const float r = kTokenScale * R;
  const ImU32 outline = palette().suggestion;
  const float t = stroke(std::max(1.5f, R * 0.06f));
  ImVec2 pts[kHexPoints];
  for (int level = before.height; level < after.height; ++level) {
    draw_token_on_space(dl, c, R, level, after.tokens[level], 0.0f, kGhostAlpha);
    hex_points(top_face(c, r, level + 1), r, pts);
    dl->AddPolyline(pts, kHexPoints, fade(IM_COL32(255, 255, 255, 255), 0.75f), ImDrawFlags_Closed, t + 1.0f);
    dashed_outline(dl, pts, kHexPoints, outline, t, std::max(2.0f, R * 0.12f));
  }
  if (board.has_card_cube(s) && !base.has_card_cube(s)) {
    const bool spirit = board.cubes[s] >= kSpiritKeyBase;
    const ImVec2 at_cube = at(top_face(c, r, after.height), 0.0f, -0.08f * r);
    draw_cube(dl, at_cube, 0.62f * r, fade(spirit ? palette().spirit_cube : palette().cube, 0.55f));
    const float h = 0.62f * r * 0.5f;
    const ImVec2 hex[6] = {at(at_cube, 0, -h),          at(at_cube, h * kCos30, -h * 0.5f), at(at_cube, h * kCos30, h * 0.5f),
                           at(at_cube, 0, h),           at(at_cube, -h * kCos30, h * 0.5f), at(at_cube, -h * kCos30, -h * 0.5f)};
    dashed_outline(dl, hex, 6, outline, t, std::max(2.0f, R * 0.08f));
  }
  if (board.has_whisper(s) && !base.has_whisper(s)) {
    const ImVec2 face = top_face(c, r, std::max<int>(after.height, 1));
    const ImVec2 pearl = at(face, 0.44f * r, 0.28f * r);
    const float pr = std::max(2.5f, 0.24f * r);
    dl->AddCircleFilled(pearl, pr, fade(palette().whisper_cube, 0.5f), 20);
    ImVec2 ring[16];
    for (int i = 0; i < 16; ++i)
      ring[i] = at(pearl, std::cos(i * kPi / 8) * (pr + 1.5f), std::sin(i * kPi / 8) * (pr + 1.5f));
    dashed_outline(dl, ring, 16, outline, t, std::max(1.5f, pr * 0.3f));
  }
}

}  // namespace

void draw_board(ImDrawList* dl, const Board& board, const Decks& /*decks*/, ImVec2 origin, float radius,
                const SpaceMarks& marks) {
  const Geometry& g = board.geometry();
  draw_board_base(dl, g, origin, radius);
  for (int s = 0; s < g.space_count(); ++s) {
    const ImVec2 c = space_centre(g, s, origin, radius);
    if (dry_space(board, s) == DrySpace::Dry) draw_dry_recess(dl, c, radius, 1.1f * static_cast<float>(s));
    else draw_empty_space(dl, c, radius);
  }
  if (marks.fresh != kNoSpace && marks.fresh < g.space_count()) {
    draw_glow(dl, space_centre(g, marks.fresh, origin, radius), radius);
  }
  const DrawOrder& order = draw_order(g);
  const std::uint32_t ghosts = marks.ghosts_over ? spaces_added(*marks.ghosts_over, board) : 0;
  for (int i = 0; i < order.count; ++i) {
    const int s = order.space[i];
    if (ghosts >> s & 1u) draw_space_with_ghosts(dl, *marks.ghosts_over, board, s, space_centre(g, s, origin, radius), radius);
    else draw_space_contents(dl, board, s, space_centre(g, s, origin, radius), radius);
  }
  // Dry marks over every stack, so a tall stack in front never hides one.
  if (const float size = dry_mark_size(radius); size > 0.0f) {
    for (int s = 0; s < g.space_count(); ++s) {
      const DrySpace dry = dry_space(board, s);
      if (dry == DrySpace::No) continue;
      draw_dry_mark(dl, dry_mark_centre(space_centre(g, s, origin, radius), radius), size, dry == DrySpace::Watered);
    }
  }
  if (marks.fresh != kNoSpace && marks.fresh < g.space_count()) {
    draw_fresh_rim(dl, space_centre(g, marks.fresh, origin, radius), radius, board.stacks[marks.fresh].height);
  }
  // A turn played's new pieces: a solid dark outline on the top (the suggestion's are dashed).
  for (int s = 0; s < g.space_count(); ++s) {
    if (!(marks.ringed >> s & 1u)) continue;
    const ImVec2 c = space_centre(g, s, origin, radius);
    const int h = board.stacks[s].height;
    const float r = h > 0 ? kTokenScale * radius : kSlotScale * radius;
    ImVec2 pts[kHexPoints];
    hex_points(h > 0 ? top_face(c, kTokenScale * radius, h) : c, r, pts);
    const float t = stroke(std::max(1.5f, radius * 0.07f));
    dl->AddPolyline(pts, kHexPoints, fade(IM_COL32(255, 255, 255, 255), 0.8f), ImDrawFlags_Closed, t + 2.0f);
    dl->AddPolyline(pts, kHexPoints, palette().text, ImDrawFlags_Closed, t);
  }
  // Targets last, over everything, so a tall stack in front never hides one.
  for (int s = 0; s < g.space_count(); ++s) {
    if (!(marks.legal >> s & 1u)) continue;
    draw_target_mark(dl, space_centre(g, s, origin, radius), radius, board.stacks[s].height, s == marks.hovered);
  }
}

BoardGrid board_grid(const Geometry& g, int count, ImVec2 room, float label_h, float pad, float gap, float max_radius) {
  BoardGrid best;
  best.radius = 0;
  count = std::max(count, 1);
  best.count = count;
  for (int columns = 1; columns <= count; ++columns) {
    const int rows = (count + columns - 1) / columns;
    const ImVec2 cell((room.x - gap * static_cast<float>(columns - 1)) / static_cast<float>(columns),
                      (room.y - gap * static_cast<float>(rows - 1)) / static_cast<float>(rows));
    const float radius = radius_to_fit(g, ImVec2(cell.x - pad * 2, cell.y - pad * 2 - label_h));
    // Ties go to fewer columns (a column reads down like the seats).
    if (radius > best.radius + 0.01f) {
      best.columns = columns;
      best.rows = rows;
      best.radius = radius;
      best.cell = cell;
    }
  }
  if (max_radius > 0) best.radius = std::min(best.radius, max_radius);
  const ImVec2 ext = board_extent(g, best.radius);
  best.card = ImVec2(std::min(best.cell.x, ext.x + pad * 2), std::min(best.cell.y, ext.y + pad * 2 + label_h));
  return best;
}

ImRect board_grid_card(const BoardGrid& grid, int index, const ImRect& room, float gap) {
  // The cards, not the cells, are centred: capped boards leave room around the whole group, not between cards.
  const float block_h = grid.card.y * static_cast<float>(grid.rows) + gap * static_cast<float>(grid.rows - 1);
  const int row = index / grid.columns, column = index % grid.columns;
  // A last row with fewer cards is centred under the others.
  const int in_row = row == grid.rows - 1 ? grid.count - row * grid.columns : grid.columns;
  const float row_w = grid.card.x * static_cast<float>(in_row) + gap * static_cast<float>(in_row - 1);
  const ImVec2 at(std::round(room.GetCenter().x - row_w * 0.5f + (grid.card.x + gap) * static_cast<float>(column)),
                  std::round(room.GetCenter().y - block_h * 0.5f + (grid.card.y + gap) * static_cast<float>(row)));
  return ImRect(at, ImVec2(at.x + grid.card.x, at.y + grid.card.y));
}

ImRect draw_board_card(ImDrawList* dl, const ImRect& card, const Board& board, const Decks& decks, float radius,
                       float label_h, ImFont* font, const char* name, const char* value, ImU32 name_colour,
                       ImU32 border, float border_width) {
  const Palette& p = palette();
  dl->AddRectFilled(card.Min, card.Max, p.panel, 10);
  dl->AddRect(card.Min, card.Max, border ? border : p.panel_border, 10, 0, border_width);
  const float size = font_px(font);
  const float inset = 10;
  const float text_y = card.Min.y + std::max(4.0f, (label_h - size) * 0.5f + 2);
  const float value_w = text_width(font, size, value);
  dl->AddText(font, size, ImVec2(card.Max.x - inset - value_w, text_y), p.text, value);
  const std::string shown = ellipsized(font, size, name, card.GetWidth() - inset * 2 - value_w - 8);
  dl->AddText(font, size, ImVec2(card.Min.x + inset, text_y), name_colour, shown.c_str());
  const ImVec2 ext = board_extent(board.geometry(), radius);
  const float below = card.Min.y + label_h;
  const ImVec2 origin(std::round(card.GetCenter().x - ext.x * 0.5f),
                      std::round(below + (card.Max.y - below - ext.y) * 0.5f));
  draw_board(dl, board, decks, origin, radius);
  return ImRect(origin, ImVec2(origin.x + ext.x, origin.y + ext.y));
}

// ---------------------------------------------------------------- patterns

namespace {

// Hexes of a pattern in pixels relative to axial (0,0), flat-top layout.
ImVec2 pattern_hex_offset(Axial a, float R) {
  return ImVec2(1.5f * R * static_cast<float>(a.q), kSqrt3 * R * (static_cast<float>(a.r) + 0.5f * static_cast<float>(a.q)));
}

// How a pattern hex is shown: the engine's example stack for it (cards.hpp),
// with every colour a level accepts when it accepts several.
int pattern_levels(const PatternHex& h, Level* levels, Token& top) {
  const Stack example = example_stack(h);
  for (int i = 0; i < example.height; ++i) {
    const std::vector<Token> colours = accepted_colours(h, i);
    if (colours.size() < 2) {
      levels[i] = level_of(example.tokens[i]);
      continue;
    }
    Level any{lighten(darken(palette().board, 0.80f), 0.1f)};
    for (Token t : colours) any.options[any.option_count++] = t;
    levels[i] = any;
  }
  if (example.height > 0) top = example.top();
  return example.height;
}

// Bounding box of the drawn diagram relative to axial (0,0): faces, lifts and side bands.
void pattern_bounds(const Pattern& pattern, float R, ImVec2& lo, ImVec2& hi) {
  const float r = kPatternToken * R, lift = kLift * r;
  lo = ImVec2(FLT_MAX, FLT_MAX);
  hi = ImVec2(-FLT_MAX, -FLT_MAX);
  for (const PatternHex& h : pattern.hexes) {
    Level levels[kMaxHeight];
    Token top{};
    const int height = pattern_levels(h, levels, top);
    const ImVec2 c = pattern_hex_offset(h.at, R);
    lo.x = std::min(lo.x, c.x - r);
    hi.x = std::max(hi.x, c.x + r);
    lo.y = std::min(lo.y, c.y - lift * static_cast<float>(height) - kCos30 * r);
    hi.y = std::max(hi.y, c.y + kCos30 * r);
  }
  if (pattern.hexes.empty()) lo = hi = ImVec2(0, 0);
}

}  // namespace

ImVec2 pattern_extent(const Pattern& pattern, float hex_radius) {
  ImVec2 lo, hi;
  pattern_bounds(pattern, hex_radius, lo, hi);
  return sub(hi, lo);
}

void draw_pattern(ImDrawList* dl, const Pattern& pattern, ImVec2 centre, float hex_radius) {
  ImVec2 lo, hi;
  pattern_bounds(pattern, hex_radius, lo, hi);
  const ImVec2 origin = sub(centre, mul(add(lo, hi), 0.5f));
  const float r = kPatternToken * hex_radius;
  // Back to front, like the board.
  std::array<int, kMaxPatternHexes> order{};
  const int n = std::min<int>(static_cast<int>(pattern.hexes.size()), kMaxPatternHexes);
  for (int i = 0; i < n; ++i) order[i] = i;
  std::sort(order.begin(), order.begin() + n, [&](int a, int b) {
    return pattern_hex_offset(pattern.hexes[a].at, 1).y < pattern_hex_offset(pattern.hexes[b].at, 1).y;
  });
  for (int k = 0; k < n; ++k) {
    const PatternHex& h = pattern.hexes[order[k]];
    Level levels[kMaxHeight];
    Token top{};
    const int height = pattern_levels(h, levels, top);
    const ImVec2 c = add(origin, pattern_hex_offset(h.at, hex_radius));
    draw_levels(dl, c, r, levels, height, top, 1.0f);
    if (order[k] == pattern.cube) {
      // The cube's hex: a cube sitting on the stack, as it will on the board.
      const ImVec2 face = top_face(c, r, height);
      draw_cube(dl, at(face, 0.34f * r, -0.30f * r), std::max(5.0f, 0.56f * r), palette().cube);
    }
  }
}

// ---------------------------------------------------------------- the mirror mark

namespace {

constexpr float kMirrorMarkAspect = 1.5f;  // width / height

// Whether the diagram, drawn centred on `centre` with hexes of `R`, comes within a pixel of `box` (each hex
// and its lifted top taken as discs of the hex's outer radius).
bool pattern_reaches(const Pattern& pattern, ImVec2 centre, float R, const ImRect& box) {
  ImVec2 lo, hi;
  pattern_bounds(pattern, R, lo, hi);
  const ImVec2 origin = sub(centre, mul(add(lo, hi), 0.5f));
  const float r = kPatternToken * R;
  const auto disc_hits = [&](ImVec2 c) {
    const float dx = std::max({box.Min.x - c.x, 0.0f, c.x - box.Max.x});
    const float dy = std::max({box.Min.y - c.y, 0.0f, c.y - box.Max.y});
    return dx * dx + dy * dy < (r + 1.0f) * (r + 1.0f);
  };
  for (const PatternHex& h : pattern.hexes) {
    Level levels[kMaxHeight];
    Token top{};
    const int height = pattern_levels(h, levels, top);
    const ImVec2 c = add(origin, pattern_hex_offset(h.at, R));
    if (disc_hits(c) || disc_hits(top_face(c, r, height))) return true;
  }
  return false;
}

}  // namespace

ImVec2 mirror_mark_extent(float size) { return ImVec2(kMirrorMarkAspect * size, size); }

void draw_mirror_mark(ImDrawList* dl, ImVec2 centre, float size, ImU32 colour) {
  const ImVec2 c = snap(centre);
  const float half_w = 0.5f * kMirrorMarkAspect * size;
  const float half_h = 0.40f * size;
  const float tip = 0.17f * size;  // from the mirror line to a triangle's tip
  const float t = stroke(size * 0.11f);
  // The image: filled, pointing right at the mirror.
  dl->AddTriangleFilled(at(c, -half_w, -half_h), at(c, -half_w, half_h), at(c, -tip, 0.0f), colour);
  // Its reflection: the same triangle in outline (the stroke kept inside the same outer shape).
  const float in = 0.5f * t;
  dl->AddTriangle(at(c, half_w - in, -half_h + in * 1.6f), at(c, half_w - in, half_h - in * 1.6f),
                  at(c, tip + in * 1.8f, 0.0f), colour, t);
  // The mirror: an upright dashed line, three dashes from top to bottom.
  const float dash = 0.22f * size, gap = 0.17f * size;
  float y = c.y - 0.5f * size;
  for (int i = 0; i < 3; ++i, y += dash + gap)
    dl->AddRectFilled(ImVec2(c.x - 0.5f * t, y), ImVec2(c.x + 0.5f * t, y + dash), colour);
}

void draw_undo_mark(ImDrawList* dl, ImVec2 centre, float size, ImU32 colour) {
  const ImVec2 c = at(snap(centre), 0.0f, 0.12f * size);  // the arc's centre, under the middle: head and arc balance
  const float r = 0.34f * size;
  const float t = stroke(size * 0.12f);
  // From the left (angle pi) over the top to the right and a little down.
  dl->PathArcTo(c, r, IM_PI, 2.25f * IM_PI, 20);
  dl->PathStroke(colour, 0, t);
  // The head at the left end, pointing down along the arc.
  const ImVec2 end = at(c, -r, 0.0f);
  const float half = 0.2f * size;
  dl->AddTriangleFilled(at(end, -half, -0.02f * size), at(end, half, -0.02f * size), at(end, 0.0f, 0.26f * size), colour);
}

// ---------------------------------------------------------------- cards

void draw_animal_card(ImDrawList* dl, const AnimalCard& card, ImVec2 min, ImVec2 max, int cubes_placed,
                      CardLook look) {
  const Palette& p = palette();
  const CardFrame f = draw_card_body(dl, min, max, look, p.panel, p.panel_border);
  const float w = f.max.x - f.min.x, h = f.max.y - f.min.y;
  const Terrain band_terrain =
      card.pattern.hexes.empty() ? Terrain::Water : card.pattern.hexes[card.pattern.cube].terrain;
  const ImU32 band = p.terrains[static_cast<int>(band_terrain)];
  float y = f.min.y + draw_card_band(dl, f, band, band);

  ImFont* name_font = font_or_default(w < 130.0f ? fonts().small : fonts().body);
  const float name_size = font_px(name_font);
  y += f.pad * 0.6f;
  y += card_name_lines(dl, name_font, name_size, ImVec2(f.min.x + 0.5f * w, y), w - 2.0f * f.pad,
                       h >= kTallCard * w, p.text, card_name(card));
  y += f.pad * 0.5f;

  const float ladder_h = std::clamp(h * 0.14f, 14.0f, 24.0f);
  const float ladder_top = f.max.y - f.pad - ladder_h;
  const ImVec2 box(w - 2.0f * f.pad, ladder_top - y - f.pad * 0.5f);
  // The mirror mark at the bottom left of the diagram's box; the diagram keeps clear of it.
  const bool marked = card.mirror_mark;
  const ImVec2 mark = mirror_mark_extent(std::clamp(w * 0.12f, 9.0f, 14.0f));
  const ImRect mark_r(ImVec2(f.min.x + f.pad, y + box.y - mark.y), ImVec2(f.min.x + f.pad + mark.x, y + box.y));
  if (box.y > 4.0f && !card.pattern.hexes.empty()) {
    const float cap = std::max(8.0f, w * 0.20f);
    ImVec2 centre(f.min.x + 0.5f * w, y + 0.5f * box.y);
    float R = pattern_radius(card.pattern, box, cap);
    // A diagram that would reach the mark moves right where the box has room, else leaves the mark's
    // column free on both sides.
    if (marked && pattern_reaches(card.pattern, centre, R, mark_r)) {
      const float slack = 0.5f * (box.x - pattern_extent(card.pattern, R).x);
      float shift = 1.0f;
      while (shift <= slack && pattern_reaches(card.pattern, ImVec2(centre.x + shift, centre.y), R, mark_r))
        shift += 1.0f;
      if (shift <= slack) centre.x += shift;
      else R = pattern_radius(card.pattern, ImVec2(box.x - 2.0f * (mark.x + 2.0f), box.y), cap);
    }
    draw_pattern(dl, card.pattern, centre, R);
  }
  if (marked) draw_mirror_mark(dl, mark_r.GetCenter(), mark.y, p.text);
  draw_ladder(dl, card, ImVec2(f.min.x + f.pad, ladder_top), ImVec2(f.max.x - f.pad, ladder_top + ladder_h),
              cubes_placed);
  if (cubes_placed >= card.cubes() && card.cubes() > 0) {
    const float br = std::clamp(w * 0.075f, 6.0f, 11.0f);
    draw_check_badge(dl, ImVec2(f.max.x - br * 0.7f, f.min.y + br * 0.7f), br);
  }
  draw_card_marks(dl, f, look);
}

void draw_spirit_card(ImDrawList* dl, const SpiritCard& card, ImVec2 min, ImVec2 max, bool cube_placed,
                      CardLook look) {
  const Palette& p = palette();
  const ImU32 fill = IM_COL32(0xF6, 0xF2, 0xFA, 255);  // a faint lavender paper
  const CardFrame f = draw_card_body(dl, min, max, look, fill, channel_mix(p.panel_border, p.spirit_cube, 0.35f));
  const float w = f.max.x - f.min.x, h = f.max.y - f.min.y;
  float y = f.min.y + draw_card_band(dl, f, kSpiritBandLeft, kSpiritBandRight);

  ImFont* name_font = font_or_default(w < 130.0f ? fonts().small : fonts().body);
  const float name_size = font_px(name_font);
  y += f.pad * 0.6f;
  y += card_name_lines(dl, name_font, name_size, ImVec2(f.min.x + 0.5f * w, y), w - 2.0f * f.pad,
                       h >= kTallCard * w, darken(p.spirit_cube, 0.6f), card_name(card));
  y += f.pad * 0.5f;

  // Bottom up: the cube slot, then the rule text, then the diagram in what is left.
  const float slot = std::clamp(h * 0.11f, 12.0f, 20.0f);
  const float slot_top = f.max.y - f.pad - slot;
  ImFont* tf = font_or_default(fonts().small);
  float ts = font_px(tf) * (w < 130.0f ? 0.85f : 1.0f);
  const float text_w = w - 2.0f * f.pad;
  const float text_max = std::max(ts * 1.2f, h * 0.36f);
  const char* rule = card_text(card);
  float text_h = text_wrapped(dl, tf, ts, ImVec2(0, 0), text_w, FLT_MAX, 0, rule, false);
  if (text_h > text_max) {  // shrink a little before cutting the text
    ts = std::max(ts * 0.8f, 9.0f);
    text_h = std::min(text_max, text_wrapped(dl, tf, ts, ImVec2(0, 0), text_w, FLT_MAX, 0, rule, false));
  }
  const float text_top = slot_top - f.pad * 0.5f - text_h;
  text_wrapped(dl, tf, ts, ImVec2(f.min.x + 0.5f * w, text_top), text_w, text_h, p.text, rule, true);

  const ImVec2 box(w - 2.0f * f.pad, text_top - y - f.pad * 0.5f);
  if (box.y > 4.0f && !card.pattern.hexes.empty()) {
    const float R = pattern_radius(card.pattern, box, std::max(8.0f, w * 0.13f));
    draw_pattern(dl, card.pattern, ImVec2(f.min.x + 0.5f * w, y + 0.5f * box.y), R);
  }
  // The spirit cube: waiting on the card, or placed on the board.
  const ImVec2 sc(f.min.x + 0.5f * w, slot_top + 0.5f * slot);
  if (!cube_placed) {
    draw_ladder_cube(dl, at(sc, -0.5f * slot, -0.5f * slot), at(sc, 0.5f * slot, 0.5f * slot), p.spirit_cube);
  } else {
    dl->AddRect(at(sc, -0.5f * slot, -0.5f * slot), at(sc, 0.5f * slot, 0.5f * slot), fade(p.spirit_cube, 0.5f),
                slot * 0.22f, ImDrawFlags_None, 1.0f);
    draw_check_badge(dl, sc, slot * 0.42f);
  }
  draw_card_marks(dl, f, look);
}


// ---------------------------------------------------------------- Crescendo cards

namespace {

// Whisper cards: misty paper, and a band from their terrain's colour to the whisper cubes' sea mist.
constexpr ImU32 kWhisperPaper = IM_COL32(0xF1, 0xF7, 0xF5, 255);
// Sanctuary tiles: warm stone with an inner line, unlike the cards' paper.
constexpr ImU32 kTileStone = IM_COL32(0xEC, 0xE3, 0xD0, 255);
constexpr ImU32 kTileEdge = IM_COL32(0xB9, 0xA5, 0x80, 255);

// How much room a sanctuary drawn with draw_sanctuary_space takes for a space radius R, and where its
// space centre is in a box of that size (the stack rises above the centre).
ImVec2 sanctuary_extent(float R) {
  const float r = kTokenScale * R;
  return ImVec2(2.0f * r, 2.0f * kCos30 * r + 2.0f * kLift * r);
}
float sanctuary_radius_to_fit(ImVec2 box) {
  const ImVec2 unit = sanctuary_extent(1.0f);
  return std::max(1.0f, std::min(box.x / unit.x, box.y / unit.y));
}
ImVec2 sanctuary_centre_in(ImVec2 box_centre, float R) {
  const float r = kTokenScale * R;
  return at(box_centre, 0.0f, kLift * r);  // half the lift of two levels
}

}  // namespace

void draw_whisper_card(ImDrawList* dl, const WhisperCard& card, ImVec2 min, ImVec2 max, int placed,
                       const CardLook& look) {
  const Palette& p = palette();
  const CardFrame f = draw_card_body(dl, min, max, look, kWhisperPaper, channel_mix(p.panel_border, p.whisper_cube, 0.5f));
  const float w = f.max.x - f.min.x, h = f.max.y - f.min.y;
  const ImU32 terrain = p.terrains[static_cast<int>(card.terrain)];
  float y = f.min.y + draw_card_band(dl, f, terrain, darken(p.whisper_cube, 0.8f));

  ImFont* name_font = font_or_default(w < 130.0f ? fonts().small : fonts().body);
  y += f.pad * 0.6f;
  y += card_name_lines(dl, name_font, font_px(name_font), ImVec2(f.min.x + 0.5f * w, y), w - 2.0f * f.pad,
                       h >= 1.2f * w, darken(p.accent, 0.8f), card_name(card));
  y += f.pad * 0.5f;

  // Bottom up: the two whisper cubes (or the rings they left), then the terrain they go on.
  const float slot = std::clamp(std::min(h * 0.16f, (w - 3.0f * f.pad) * 0.28f), 8.0f, 22.0f);
  const float slot_y = f.max.y - f.pad - slot * 0.5f - 1.0f;
  const float gap = slot * 2.6f;
  for (int i = 0; i < kWhisperCubes; ++i) {
    const ImVec2 c(f.min.x + 0.5f * w + (static_cast<float>(i) - 0.5f) * gap, slot_y);
    if (i >= placed) {
      draw_whisper_cube(dl, c, slot * 0.5f);
    } else {  // placed on the board: the ring it left, ticked
      dl->AddCircle(c, slot * 0.5f, fade(darken(p.whisper_cube, 0.6f), 0.7f), 20, 1.0f);
      draw_check_badge(dl, c, slot * 0.36f);
    }
  }
  const ImVec2 box(w - 2.0f * f.pad, slot_y - slot * 0.5f - f.pad * 0.6f - y);
  if (box.y > 6.0f) {
    // The terrain as a one-hex habitat, drawn as the animal cards draw theirs (no cube hex).
    Pattern terrain_hex;
    PatternHex hex;
    hex.terrain = card.terrain;
    hex.height = card.terrain == Terrain::Building ? 2 : 1;
    terrain_hex.hexes.push_back(hex);
    terrain_hex.cube = -1;
    const ImVec2 c(f.min.x + 0.5f * w, y + 0.5f * box.y);
    const float R = pattern_radius(terrain_hex, box, std::max(8.0f, w * 0.22f));
    draw_pattern(dl, terrain_hex, c, R);
  }
  if (placed >= kWhisperCubes) {
    const float br = std::clamp(w * 0.075f, 6.0f, 11.0f);
    draw_check_badge(dl, ImVec2(f.max.x - br * 0.7f, f.min.y + br * 0.7f), br);
  }
  draw_card_marks(dl, f, look);
}

void draw_sanctuary_tile(ImDrawList* dl, const SanctuaryTile& tile, ImVec2 min, ImVec2 max, const CardLook& look) {
  const Palette& p = palette();
  const CardFrame f = draw_card_body(dl, min, max, look, kTileStone, kTileEdge);
  const float w = f.max.x - f.min.x, h = f.max.y - f.min.y;
  const float inset = std::clamp(w * 0.035f, 2.0f, 4.0f);
  dl->AddRect(at(f.min, inset, inset), at(f.max, -inset, -inset), fade(kTileEdge, 0.7f),
              std::max(2.0f, f.rounding - inset), ImDrawFlags_None, 1.0f);
  ImFont* name_font = font_or_default(fonts().small);
  const float name_size = font_px(name_font);
  const ImU32 ink = darken(kTileEdge, 0.45f);
  if (w > 1.6f * h) {
    // A wide chip: the sanctuary on the left, its name (two lines at most) beside it.
    const float side = std::max(4.0f, h - 2.0f * inset - 3.0f);
    const float R = sanctuary_radius_to_fit(ImVec2(side, side));
    const ImVec2 box_c(f.min.x + inset + 2.0f + 0.5f * side, f.min.y + 0.5f * h);
    draw_sanctuary_space(dl, sanctuary_centre_in(box_c, R), R, tile.bottom, tile.top);
    const float text_w = w - side - 2.0f * inset - f.pad - 4.0f;
    const float text_h = text_wrapped(dl, name_font, name_size, ImVec2(0, 0), text_w, 2.3f * name_size, ink,
                                      card_name(tile), false);
    text_wrapped(dl, name_font, name_size,
                 ImVec2(f.min.x + inset + side + 4.0f + 0.5f * text_w, f.min.y + 0.5f * (h - text_h) - 1.0f), text_w,
                 2.3f * name_size, ink, card_name(tile), true);
  } else {
    float y = f.min.y + f.pad * 0.8f;
    y += card_name_lines(dl, name_font, name_size, ImVec2(f.min.x + 0.5f * w, y), w - 2.0f * f.pad,
                         h >= 1.2f * w, ink, card_name(tile));
    // "yellow on blue" under the sanctuary (on two lines if need be) where the tile is as wide as a held
    // card and tall enough for it: every tile of a row alike, whatever its words.
    const std::string stack = tile_stack_text(tile);
    const float caption_size = name_size * 0.92f, text_w = w - 2.0f * f.pad;
    const float caption_h =
        text_wrapped(dl, name_font, caption_size, ImVec2(0, 0), text_w, 2.3f * caption_size, 0, stack.c_str(), false);
    const bool caption = w >= 76.0f && h - (y - f.min.y) > caption_h + f.pad + 0.55f * w;
    const float bottom = f.max.y - f.pad - (caption ? caption_h : 0.0f);
    const ImVec2 box(w - 2.0f * f.pad, bottom - y - f.pad * 0.5f);
    if (box.y > 8.0f) {
      const float R = std::min(sanctuary_radius_to_fit(box), 0.36f * w);
      draw_sanctuary_space(dl, sanctuary_centre_in(ImVec2(f.min.x + 0.5f * w, y + f.pad * 0.3f + 0.5f * box.y), R),
                           R, tile.bottom, tile.top);
    }
    if (caption)
      text_wrapped(dl, name_font, caption_size, ImVec2(f.min.x + 0.5f * w, bottom), text_w, 2.3f * caption_size,
                   p.text_muted, stack.c_str(), true);
  }
  draw_card_marks(dl, f, look);
}

}  // namespace harmonies::ui
