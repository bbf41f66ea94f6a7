// Tokens, stacks and cubes drawn with ImGui draw lists. Tokens are rounded hex prisms seen from
// slightly above: each level of a stack is lifted and shows a shaded side band,
// so heights read at a glance; the top token carries its colour's symbol so the
// board stays readable without colour vision. Everything here is stateless and
// allocation-free: fixed-size point arrays on the stack.
#include <algorithm>
#include <array>
#include <cmath>

#include "render/draw_parts.hpp"

namespace harmonies::ui {
using namespace drawing;

namespace {

bool token_symbols_shown = true;  // the player's setting (set_token_symbols)

}  // namespace

namespace drawing {

ImU32 channel_mix(ImU32 a, ImU32 b, float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  auto ch = [&](int shift) {
    const float x = static_cast<float>((a >> shift) & 0xFF), y = static_cast<float>((b >> shift) & 0xFF);
    return static_cast<ImU32>(x + (y - x) * t + 0.5f) << shift;
  };
  return ch(IM_COL32_R_SHIFT) | ch(IM_COL32_G_SHIFT) | ch(IM_COL32_B_SHIFT) | (a & IM_COL32_A_MASK);
}

// The symbol's tone on a token: light on dark colours, dark where light would vanish.
ImU32 symbol_colour(Token t) {
  const ImU32 c = palette().tokens[index_of(t)];
  switch (t) {
    case Token::Yellow: return darken(c, 0.52f);
    case Token::Gray: return darken(c, 0.55f);
    default: return lighten(c, 0.62f);
  }
}

}  // namespace drawing

namespace {

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

}  // namespace

namespace drawing {

// Draws levels bottom to top on the space centred at `c`: level i's top face
// sits (i + 1) * lift above it, its side band reaching down to the level below.
// `symbol`: the top token's symbol (a sanctuary draws its own marks instead).
void draw_levels(ImDrawList* dl, ImVec2 c, float r, const Level* levels, int h, Token top, float alpha,
                 bool symbol) {
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

}  // namespace drawing

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

}  // namespace harmonies::ui
