// The game's look: a warm paper-and-linen palette, DejaVu fonts rasterised for
// the screen's pixel ratio, and Dear ImGui's style tuned for a board game.
#include "render/theme.hpp"

#include "imgui_internal.h"

#include "render/palette_colours.hpp"

#include <algorithm>

namespace harmonies::ui {
namespace {

namespace raw = colours;

constexpr ImU32 rgb(unsigned hex, unsigned alpha = 255) {
  return IM_COL32((hex >> 16) & 0xFF, (hex >> 8) & 0xFF, hex & 0xFF, alpha);
}

ImVec4 vec(ImU32 c) { return ImGui::ColorConvertU32ToFloat4(c); }

// a + (b - a) * t, channel by channel (alpha too).
ImVec4 mix(ImU32 a, ImU32 b, float t) {
  const ImVec4 x = vec(a), y = vec(b);
  return ImVec4(x.x + (y.x - x.x) * t, x.y + (y.y - x.y) * t, x.z + (y.z - x.z) * t, x.w + (y.w - x.w) * t);
}

ImVec4 alpha(ImU32 c, float a) {
  ImVec4 v = vec(c);
  v.w = a;
  return v;
}

Palette make_palette() {
  Palette p{};
  p.background = rgb(raw::kBackground);
  p.panel = rgb(raw::kPanel);
  p.panel_border = rgb(raw::kPanelBorder);
  p.text = rgb(raw::kText);
  p.text_muted = rgb(raw::kTextMuted);
  p.accent = rgb(raw::kAccent);
  p.legal = rgb(0x10B3A3);        // bright teal: reads on every token colour with its light halo
  p.legal_fill = rgb(0x2CC7B4, 70);
  p.hover = rgb(0xF0A81C);        // warm gold: the target under the pointer
  p.warning = rgb(raw::kWarning);
  p.board = rgb(raw::kBoard);
  p.empty_space = rgb(raw::kEmptySpace);
  p.cube = rgb(raw::kCube);  // pale wood: stands out on all six token colours
  p.spirit_cube = rgb(0x7B5CB8);  // violet
  p.whisper_cube = rgb(0x9FDCD3);  // sea mist
  p.suggestion = rgb(raw::kSuggestion);
  p.tokens[index_of(Token::Blue)] = rgb(0x3A86C8);
  p.tokens[index_of(Token::Gray)] = rgb(0x8C8F94);
  p.tokens[index_of(Token::Brown)] = rgb(0x8A5A33);
  p.tokens[index_of(Token::Green)] = rgb(0x4E9A4A);
  p.tokens[index_of(Token::Yellow)] = rgb(0xE6C14A);
  p.tokens[index_of(Token::Red)] = rgb(0xC4493B);
  p.terrains[static_cast<int>(Terrain::Water)] = p.tokens[index_of(Token::Blue)];
  p.terrains[static_cast<int>(Terrain::Field)] = p.tokens[index_of(Token::Yellow)];
  p.terrains[static_cast<int>(Terrain::Mountain)] = p.tokens[index_of(Token::Gray)];
  p.terrains[static_cast<int>(Terrain::Tree)] = p.tokens[index_of(Token::Green)];
  p.terrains[static_cast<int>(Terrain::Building)] = p.tokens[index_of(Token::Red)];
  return p;
}

Fonts g_fonts;

// Latin-1 and œ (every letter of English, French and Spanish) plus the few symbols the screens use; assets/fonts.md lists the same
// ranges for the build's subset (keep the two in step).
constexpr ImWchar kTextRanges[] = {
    0x0020, 0x00FF,  // Basic Latin + Latin-1 (French and Spanish accents, ñ, ¿ ¡, « », no-break space)
    0x0152, 0x0153,  // Œ œ (French: « cœur », « œuf »)
    0x2013, 0x2014,  // en, em dash
    0x2018, 0x2019,  // single quotes
    0x201C, 0x201D,  // double quotes
    0x2022, 0x2022,  // bullet
    0x2026, 0x2026,  // ellipsis (also ImGui's truncation mark)
    0x2190, 0x2193,  // arrows
    0x21BA, 0x21BB,  // undo / redo circle arrows
    0x2212, 0x2212,  // minus
    0x25B6, 0x25B6,  // play
    0x25C0, 0x25C0,  // back
    0x2600, 0x2600,  // sun (solo score)
    0x2605, 0x2606,  // stars
    0x2699, 0x2699,  // gear
    0x2713, 0x2715,  // check marks, cross
    0,
};
// The title only shows the game's name, player names and the winner line: letters, French and Spanish
// punctuation (no-break space, ¡ ¿ « ») and a few symbols keep its large glyphs from bloating the atlas.
constexpr ImWchar kTitleRanges[] = {
    0x0020, 0x007E, 0x00A0, 0x00FF, 0x0152, 0x0153, 0x2013, 0x2014, 0x2019, 0x2019, 0x2026, 0x2026,
    0x2600, 0x2600, 0x2605, 0x2606, 0,
};

ImFont* add_font(std::string_view file, float px, float scale, const ImWchar* ranges) {
  ImGuiIO& io = ImGui::GetIO();
  ImFontConfig cfg;
  cfg.SizePixels = px * scale;
  // Rasterised at the real pixel size, so horizontal oversampling only helps
  // small text on low-density screens; big glyphs would just waste atlas space.
  cfg.OversampleH = cfg.SizePixels < 24.0f ? 2 : 1;
  cfg.OversampleV = 1;
  cfg.PixelSnapH = false;
  cfg.FontDataOwnedByAtlas = false;  // the caller keeps the file's bytes (each is used at several sizes)
  // No fallback to ImGui's own bitmap font: the page never starts the game without its fonts, and leaving
  // that font out keeps ~12 KB out of the first visit (see load_fonts).
  return io.Fonts->AddFontFromMemoryTTF(const_cast<char*>(file.data()), static_cast<int>(file.size()),
                                        cfg.SizePixels, &cfg, ranges);
}

}  // namespace

const Palette& palette() {
  static const Palette p = make_palette();
  return p;
}

const Fonts& fonts() { return g_fonts; }

float font_px(const ImFont* font) {
  if (!font) font = ImGui::GetFont();
  return font->FontSize * ImGui::GetIO().FontGlobalScale;
}

ImU32 with_alpha(ImU32 colour, float a) {
  const unsigned old = (colour >> IM_COL32_A_SHIFT) & 0xFF;
  // Factors above 1 strengthen a translucent colour, up to opaque.
  const float scaled = std::max(a, 0.0f) * static_cast<float>(old) + 0.5f;
  const unsigned na = static_cast<unsigned>(std::min(scaled, 255.0f));
  return (colour & ~IM_COL32_A_MASK) | (na << IM_COL32_A_SHIFT);
}

void load_fonts(float device_pixel_ratio, const FontFiles& files) {
  ImGuiIO& io = ImGui::GetIO();
  // Very high ratios gain nothing visible and make a huge atlas.
  const float scale = std::clamp(device_pixel_ratio, 1.0f, 3.0f);
  io.Fonts->Clear();
  g_fonts.body = add_font(files.regular, 17.0f, scale, kTextRanges);
  g_fonts.small = add_font(files.regular, 13.0f, scale, kTextRanges);
  g_fonts.heading = add_font(files.bold, 22.0f, scale, kTextRanges);
  g_fonts.title = add_font(files.bold, 40.0f, scale, kTitleRanges);
  io.FontDefault = g_fonts.body;
  io.FontGlobalScale = 1.0f / scale;
  // The builder itself rather than ImFontAtlas::Build(), which would add ImGui's bitmap font to an empty
  // atlas and so keep that font's 12 KB in the wasm. Ours always holds the four fonts above.
  ImFontAtlasGetBuilderForStbTruetype()->FontBuilder_Build(io.Fonts);
}

void apply_theme() {
  const Palette& p = palette();
  ImGuiStyle& s = ImGui::GetStyle();
  s = ImGuiStyle();

  s.WindowPadding = ImVec2(16, 14);
  s.FramePadding = ImVec2(12, 8);
  s.CellPadding = ImVec2(8, 5);
  s.ItemSpacing = ImVec2(10, 8);
  s.ItemInnerSpacing = ImVec2(8, 6);
  s.TouchExtraPadding = ImVec2(0, 0);
  s.IndentSpacing = 20;
  s.ScrollbarSize = 10;
  s.GrabMinSize = 14;

  s.WindowRounding = 12;
  s.ChildRounding = 10;
  s.FrameRounding = 8;
  s.PopupRounding = 10;
  s.ScrollbarRounding = 8;
  s.GrabRounding = 8;
  s.TabRounding = 8;

  s.WindowBorderSize = 0;  // screens are full-canvas windows: no frame around them
  s.ChildBorderSize = 1;
  s.PopupBorderSize = 1;
  s.FrameBorderSize = 0;
  s.TabBorderSize = 0;
  s.WindowTitleAlign = ImVec2(0.5f, 0.5f);
  s.ButtonTextAlign = ImVec2(0.5f, 0.5f);
  s.SelectableTextAlign = ImVec2(0.0f, 0.5f);
  s.DisabledAlpha = raw::kDisabledAlpha;
  s.AntiAliasedLines = true;
  s.AntiAliasedFill = true;

  const ImU32 white = rgb(0xFFFFFF);
  ImVec4* c = s.Colors;
  c[ImGuiCol_Text] = vec(p.text);
  c[ImGuiCol_TextDisabled] = vec(rgb(raw::kTextDisabled));
  c[ImGuiCol_WindowBg] = vec(p.background);
  c[ImGuiCol_ChildBg] = vec(p.panel);
  c[ImGuiCol_PopupBg] = vec(p.panel);
  c[ImGuiCol_Border] = vec(p.panel_border);
  c[ImGuiCol_BorderShadow] = alpha(p.text, 0.0f);
  c[ImGuiCol_FrameBg] = vec(rgb(raw::kFrame));
  c[ImGuiCol_FrameBgHovered] = vec(rgb(raw::kFrameHovered));
  c[ImGuiCol_FrameBgActive] = vec(rgb(raw::kFrameActive));
  c[ImGuiCol_TitleBg] = vec(p.panel);
  c[ImGuiCol_TitleBgActive] = vec(p.panel);
  c[ImGuiCol_TitleBgCollapsed] = vec(p.panel);
  c[ImGuiCol_MenuBarBg] = vec(p.panel);
  c[ImGuiCol_ScrollbarBg] = alpha(p.background, 0.0f);
  c[ImGuiCol_ScrollbarGrab] = vec(rgb(0xD3C9AE));
  c[ImGuiCol_ScrollbarGrabHovered] = vec(rgb(0xC2B795));
  c[ImGuiCol_ScrollbarGrabActive] = vec(rgb(0xAFA37F));
  c[ImGuiCol_CheckMark] = vec(p.accent);
  c[ImGuiCol_SliderGrab] = mix(p.accent, white, 0.15f);
  c[ImGuiCol_SliderGrabActive] = vec(p.accent);
  // Ordinary buttons: a pale wash of the accent, dark text; the primary
  // button (push_primary_button) is the solid accent.
  c[ImGuiCol_Button] = vec(rgb(raw::kButton));
  c[ImGuiCol_ButtonHovered] = vec(rgb(raw::kButtonHovered));
  c[ImGuiCol_ButtonActive] = vec(rgb(raw::kButtonActive));
  c[ImGuiCol_Header] = vec(rgb(raw::kHeader));
  c[ImGuiCol_HeaderHovered] = vec(rgb(raw::kHeaderHovered));
  c[ImGuiCol_HeaderActive] = vec(rgb(raw::kHeaderActive));
  c[ImGuiCol_Separator] = vec(p.panel_border);
  c[ImGuiCol_SeparatorHovered] = mix(p.panel_border, p.accent, 0.5f);
  c[ImGuiCol_SeparatorActive] = vec(p.accent);
  c[ImGuiCol_ResizeGrip] = alpha(p.accent, 0.0f);
  c[ImGuiCol_ResizeGripHovered] = alpha(p.accent, 0.3f);
  c[ImGuiCol_ResizeGripActive] = alpha(p.accent, 0.5f);
  c[ImGuiCol_Tab] = vec(rgb(raw::kTab));
  c[ImGuiCol_TabHovered] = vec(rgb(raw::kTabHovered));
  c[ImGuiCol_TabActive] = vec(rgb(raw::kTabActive));
  c[ImGuiCol_TabUnfocused] = mix(p.background, p.accent, 0.06f);
  c[ImGuiCol_TabUnfocusedActive] = mix(p.panel, p.accent, 0.14f);
  c[ImGuiCol_PlotLines] = vec(p.accent);
  c[ImGuiCol_PlotLinesHovered] = vec(p.hover);
  c[ImGuiCol_PlotHistogram] = vec(p.accent);
  c[ImGuiCol_PlotHistogramHovered] = vec(p.hover);
  c[ImGuiCol_TableHeaderBg] = vec(rgb(raw::kTableHeader));
  c[ImGuiCol_TableBorderStrong] = vec(p.panel_border);
  c[ImGuiCol_TableBorderLight] = mix(p.panel, p.panel_border, 0.6f);
  c[ImGuiCol_TableRowBg] = alpha(p.panel, 0.0f);
  c[ImGuiCol_TableRowBgAlt] = alpha(p.background, raw::kTableRowAltAlpha);
  c[ImGuiCol_TextSelectedBg] = alpha(p.accent, 0.25f);
  c[ImGuiCol_DragDropTarget] = vec(p.hover);
  c[ImGuiCol_NavHighlight] = vec(p.accent);
  c[ImGuiCol_NavWindowingHighlight] = alpha(p.panel, 0.7f);
  c[ImGuiCol_NavWindowingDimBg] = alpha(p.text, 0.2f);
  c[ImGuiCol_ModalWindowDimBg] = alpha(p.text, 0.35f);
}

void push_primary_button() {
  const Palette& p = palette();
  ImGui::PushStyleColor(ImGuiCol_Button, vec(p.accent));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, vec(rgb(raw::kPrimaryHovered)));
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, vec(rgb(raw::kPrimaryActive)));
  ImGui::PushStyleColor(ImGuiCol_Text, vec(rgb(raw::kPrimaryText)));
}

void pop_primary_button() { ImGui::PopStyleColor(4); }

}  // namespace harmonies::ui
