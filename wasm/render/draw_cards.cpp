// Animal and spirit cards: the card's frame, its habitat diagram (a pattern; the engine's mirrored_upright
// gives its reflection), the ladder of points, and the mirror and undo marks.
#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <vector>

#include "model/game_words.hpp"
#include "render/draw_parts.hpp"
#include "render/palette_colours.hpp"

namespace harmonies::ui {
using namespace drawing;

namespace drawing {

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

}  // namespace drawing

namespace {

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
      text_fitted(dl, f, size * 0.92f, c, w - 2.0f, fade(p.text_muted, colours::kLadderPassedAlpha), num);
    }
  }
}

// The spirit cards' band runs from violet to teal: mystic, and unlike any terrain.
constexpr ImU32 kSpiritBandLeft = IM_COL32(0x6A, 0x4F, 0xB0, 255);
constexpr ImU32 kSpiritBandRight = IM_COL32(0x2A, 0x9D, 0x9A, 255);

}  // namespace

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

}  // namespace harmonies::ui
