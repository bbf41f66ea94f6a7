// Crescendo's pieces (RULES.md "Sanctuaries", "Whispers"): a sanctuary on its space, whisper cubes, whisper
// cards and sanctuary tiles, drawn with primitives so they read without colour vision.
#include <algorithm>
#include <cmath>
#include <string>

#include "model/game_words.hpp"
#include "render/draw_parts.hpp"

namespace harmonies::ui {
using namespace drawing;

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
