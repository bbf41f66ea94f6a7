// The look of the game: palette, fonts, and Dear ImGui's style.
#pragma once

#include <string_view>

#include "harmonies/cards.hpp"
#include "harmonies/tokens.hpp"
#include "imgui.h"

namespace harmonies::ui {

struct Palette {
  ImU32 background;     // behind everything (warm paper)
  ImU32 panel;          // panels and cards
  ImU32 panel_border;
  ImU32 text;
  ImU32 text_muted;
  ImU32 accent;         // buttons, highlights of the active player
  ImU32 legal;          // outline of a legal target space
  ImU32 legal_fill;     // soft fill of a legal target space
  ImU32 hover;          // outline of the hovered target
  ImU32 warning;        // last-round banner
  ImU32 board;          // personal board background
  ImU32 empty_space;    // an empty hex on a board
  ImU32 cube;           // animal cubes
  ImU32 spirit_cube;    // the spirit cube
  ImU32 whisper_cube;   // RULES.md "Whispers": a round pearl, unlike the cubes by shape too
  ImU32 suggestion;     // a game review's suggested turn: dashed outlines (the turn played: solid, in `text`)
  ImU32 tokens[kTokenColours];  // indexed by index_of(Token)
  ImU32 terrains[kTerrainCount];  // colour band of a card, by Terrain
};
const Palette& palette();

struct Fonts {
  ImFont* body = nullptr;     // ~17 px: everything by default
  ImFont* small = nullptr;    // ~13 px: captions, ladders
  ImFont* heading = nullptr;  // ~22 px: panel titles, scores
  ImFont* title = nullptr;    // ~40 px: the game's name, the winner
};
const Fonts& fonts();

// The two font files' bytes (subsets of DejaVu Sans made by the build; the page fetches them).
struct FontFiles {
  std::string_view regular, bold;
};
// Builds the font atlas for a device pixel ratio (sharp text on high-DPI screens). The files' bytes must
// outlive the atlas (ImGui reads them again on a rebuild).
void load_fonts(float device_pixel_ratio, const FontFiles& files);
// Dear ImGui's colours, rounding and spacing: a game, not a debug tool.
void apply_theme();

// The logical (CSS pixel) size of a font: fonts are rasterised at size * dpr
// and scaled back by io.FontGlobalScale, so ImDrawList::AddText needs this.
float font_px(const ImFont* font);
// A colour with its alpha multiplied by `alpha` (fading, dimming; above 1
// strengthens a translucent colour, saturating at opaque).
ImU32 with_alpha(ImU32 colour, float alpha);
// The main call to action ("End turn", "Play"): accent fill, light text.
// Every push_primary_button() needs its pop_primary_button().
void push_primary_button();
void pop_primary_button();

}  // namespace harmonies::ui
