// Personal boards: the board and its spaces drawn back to front, side D's dry spaces and their marks, what a space holds,
// the marks a screen puts on spaces (targets, a fresh token's glow, a review's rings and ghosts), and a
// board on a card with its owner's name.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string>

#include "harmonies/scoring.hpp"
#include "render/draw_parts.hpp"

namespace harmonies::ui {
using namespace drawing;

namespace {

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

}  // namespace

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

}  // namespace harmonies::ui
