// The palette's raw numbers, with no ImGui: theme.cpp builds the Palette and Dear ImGui's style from them, and
// tests/contrast_test.cpp measures every (text colour, surface) pair below against WCAG 2.x (4.5:1 for text;
// 3:1 for the words of a disabled control, which WCAG exempts). A colour drawn as text somewhere new, or a new
// surface under text, belongs in kContrastPairs.
#pragma once

#include <cstdint>

namespace harmonies::ui::colours {

using Hex = std::uint32_t;  // 0xRRGGBB, opaque

// a + (b - a) * t channel by channel, rounded as ImGui rounds a float colour to bytes.
constexpr Hex mix(Hex a, Hex b, float t) {
  Hex out = 0;
  for (int shift = 16; shift >= 0; shift -= 8) {
    const float x = static_cast<float>((a >> shift) & 0xFF), y = static_cast<float>((b >> shift) & 0xFF);
    out |= static_cast<Hex>(x + (y - x) * t + 0.5f) << shift;
  }
  return out;
}
// `colour` at opacity `alpha` over `under`.
constexpr Hex over(Hex under, Hex colour, float alpha) { return mix(under, colour, alpha); }

constexpr Hex kWhite = 0xFFFFFF;
constexpr Hex kBlack = 0x000000;

// The palette (theme.hpp's Palette).
constexpr Hex kBackground = 0xF3EEDF;  // warm paper
constexpr Hex kPanel = 0xFBF8EF;
constexpr Hex kPanelBorder = 0xDCD2B8;
constexpr Hex kText = 0x2F3A2C;
// Secondary words: lighter than kText so they still read as secondary, dark enough for 4.5:1 on the frame.
constexpr Hex kTextMuted = 0x5E6356;
constexpr Hex kAccent = 0x1F6E68;  // deep teal
// The last-round banner (light text on it) and warnings written on the page: a burnt orange, dark enough both ways.
constexpr Hex kWarning = 0xA44B1E;
constexpr Hex kBoard = 0xE2D6B6;
constexpr Hex kEmptySpace = 0xF1EAD6;
constexpr Hex kCube = 0xF7F1E3;  // pale wood; also the covered rungs of a card's ladder
// A game review's suggested turn: dashed outlines on the boards and the words of the "suggested" pill.
constexpr Hex kSuggestion = 0xA05E00;  // deep amber

// Dear ImGui's style (theme.cpp apply_theme).
constexpr Hex kFrame = 0xEAE2CB;  // input fields, check boxes: a shade darker than paper
constexpr Hex kFrameHovered = mix(kFrame, kAccent, 0.12f);
constexpr Hex kFrameActive = mix(kFrame, kAccent, 0.22f);
// Ordinary buttons: a pale wash of the accent, dark text.
constexpr Hex kButton = mix(kPanel, kAccent, 0.16f);
constexpr Hex kButtonHovered = mix(kPanel, kAccent, 0.28f);
constexpr Hex kButtonActive = mix(kPanel, kAccent, 0.40f);
constexpr Hex kHeader = mix(kPanel, kAccent, 0.14f);  // selectables, tree headers
constexpr Hex kHeaderHovered = mix(kPanel, kAccent, 0.24f);
constexpr Hex kHeaderActive = mix(kPanel, kAccent, 0.34f);
constexpr Hex kTab = mix(kBackground, kAccent, 0.10f);
constexpr Hex kTabHovered = mix(kPanel, kAccent, 0.28f);
constexpr Hex kTabActive = mix(kPanel, kAccent, 0.20f);
constexpr Hex kTableHeader = mix(kPanel, kAccent, 0.10f);
constexpr float kTableRowAltAlpha = 0.6f;  // the background over the panel, every other row
constexpr Hex kTableRowAlt = over(kPanel, kBackground, kTableRowAltAlpha);
// ImGui's TextDisabled: the hint in an empty input field (lobby). The muted colour: any paler falls under 4.5:1 on
// the frame, and the hint still reads as one (typed words are kText, 9.2:1).
constexpr Hex kTextDisabled = kTextMuted;
// A disabled control is drawn at this opacity (ImGuiStyle::DisabledAlpha), fill and words alike. At 0.55 a
// disabled button's words had 2.9:1; at 0.7 they have 4.2:1 and still read as off (the enabled words: 9:1, and
// the fill fades too). WCAG exempts disabled controls; the test holds them to 3:1.
constexpr float kDisabledAlpha = 0.7f;

// The primary button ("End turn", "Play"): solid accent, light words. Hovered it darkens a little, as the
// ordinary buttons do (more accent); lightened with white, the light words fell to 4.4:1.
constexpr Hex kPrimaryHovered = mix(kAccent, kBlack, 0.08f);
constexpr Hex kPrimaryActive = mix(kAccent, kBlack, 0.15f);
constexpr Hex kPrimaryText = kPanel;  // push_primary_button's words (styled_button's: white)

// Surfaces drawn elsewhere, their numbers repeated here to be measured (keep them in step).
constexpr Hex kSuggestionPill = 0xFFF4D6;  // screens/game/review_replay.cpp: the "suggested" caption's pill
constexpr Hex kWhisperPaper = 0xF1F7F5;    // render/draw_crescendo.cpp: a whisper card
constexpr Hex kTileStone = 0xECE3D0;       // render/draw_crescendo.cpp: a sanctuary tile
constexpr Hex kLavenderPaper = 0xF6F2FA;   // render/draw_cards.cpp: a spirit card
constexpr float kToastAlpha = 0.94f;       // screens/toast.cpp, screens/history.cpp: kText at this opacity
// render/draw_cards.cpp: a ladder's rungs already passed, kTextMuted faded on the card (covered: on a cube).
constexpr float kLadderPassedAlpha = 0.9f;

struct ContrastPair {
  const char* text_name;
  Hex text;
  const char* surface_name;
  Hex surface;
  float minimum;      // 4.5 for text; 3.0 for a disabled control's words (WCAG exempts them)
  const char* where;  // where the pair is drawn
};

// Every text colour on every surface it is drawn on.
constexpr ContrastPair kContrastPairs[] = {
    // kText: everything by default.
    {"text", kText, "background", kBackground, 4.5f, "screens' pages"},
    {"text", kText, "panel", kPanel, 4.5f, "panels, cards, tooltips, pop-ups, the end screen's sheet"},
    {"text", kText, "frame", kFrame, 4.5f, "input fields"},
    {"text", kText, "frame hovered", kFrameHovered, 4.5f, "input fields"},
    {"text", kText, "frame active", kFrameActive, 4.5f, "input fields"},
    {"text", kText, "button", kButton, 4.5f, "ordinary buttons"},
    {"text", kText, "button hovered", kButtonHovered, 4.5f, "ordinary buttons"},
    {"text", kText, "button active", kButtonActive, 4.5f, "ordinary buttons"},
    {"text", kText, "header", kHeader, 4.5f, "selectables"},
    {"text", kText, "header hovered", kHeaderHovered, 4.5f, "selectables"},
    {"text", kText, "header active", kHeaderActive, 4.5f, "selectables"},
    {"text", kText, "tab", kTab, 4.5f, "tabs"},
    {"text", kText, "tab hovered", kTabHovered, 4.5f, "tabs"},
    {"text", kText, "tab active", kTabActive, 4.5f, "tabs"},
    {"text", kText, "table header", kTableHeader, 4.5f, "score sheet"},
    {"text", kText, "table row alt", kTableRowAlt, 4.5f, "score sheet"},
    {"text", kText, "whisper paper", kWhisperPaper, 4.5f, "whisper cards"},
    {"text", kText, "lavender paper", kLavenderPaper, 4.5f, "spirit cards"},
    // kTextMuted: captions, notes, the review chart's labels, card ladders and captions.
    {"text_muted", kTextMuted, "background", kBackground, 4.5f, "lobby, end screen, game"},
    {"text_muted", kTextMuted, "panel", kPanel, 4.5f, "panels, cards, review chart, share box"},
    {"text_muted", kTextMuted, "frame", kFrame, 4.5f, "next to fields"},
    {"text_muted", kTextMuted, "table row alt", kTableRowAlt, 4.5f, "score sheet"},
    {"text_muted", kTextMuted, "cube", kCube, 4.5f, "a ladder's covered rungs"},
    {"text_muted", kTextMuted, "tile stone", kTileStone, 4.5f, "sanctuary card captions"},
    {"text_muted", kTextMuted, "whisper paper", kWhisperPaper, 4.5f, "whisper cards"},
    {"text_muted 95%", over(kPanel, kTextMuted, 0.95f), "panel", kPanel, 4.5f, "review chart legend"},
    {"text_muted passed", over(kPanel, kTextMuted, kLadderPassedAlpha), "panel", kPanel, 4.5f,
     "a ladder's passed rungs"},
    // kWarning as words, and light words on it.
    {"warning", kWarning, "background", kBackground, 4.5f, "lobby notices, seed error"},
    {"warning", kWarning, "panel", kPanel, 4.5f, "share box, player panel"},
    {"white", kWhite, "warning", kWarning, 4.5f, "last-round banner"},
    // kAccent as words (a winner's score), light words on the accent.
    {"accent", kAccent, "background", kBackground, 4.5f, "end screen"},
    {"accent", kAccent, "panel", kPanel, 4.5f, "score sheet"},
    {"accent", kAccent, "table row alt", kTableRowAlt, 4.5f, "score sheet"},
    {"white", kWhite, "accent", kAccent, 4.5f, "chosen option, phone tabs, primary (widgets)"},
    {"white", kWhite, "primary hovered", kPrimaryHovered, 4.5f, "primary button (widgets)"},
    {"white", kWhite, "primary active", kPrimaryActive, 4.5f, "primary button (widgets)"},
    {"light text", kPrimaryText, "accent", kAccent, 4.5f, "primary button; ladder's current rung"},
    {"light text", kPrimaryText, "primary hovered", kPrimaryHovered, 4.5f, "primary button"},
    {"light text", kPrimaryText, "primary active", kPrimaryActive, 4.5f, "primary button"},
    // Notices on dark ink.
    {"light text", kPanel, "toast", over(kBackground, kText, kToastAlpha), 4.5f, "toasts, undo notice"},
    {"white", kWhite, "text", kText, 4.5f, "review's 'played' pill"},
    // The review's suggestion.
    {"suggestion", kSuggestion, "suggestion pill", kSuggestionPill, 4.5f, "review's 'suggested' pill"},
    // ImGui's TextDisabled: the hint of an empty field.
    {"text_disabled", kTextDisabled, "frame", kFrame, 4.5f, "empty field's hint"},
    {"text_disabled", kTextDisabled, "background", kBackground, 4.5f, "ImGui::TextDisabled"},
    {"text_disabled", kTextDisabled, "panel", kPanel, 4.5f, "ImGui::TextDisabled"},
    // Disabled controls: words and fill both at kDisabledAlpha (a disabled primary button is drawn as an
    // ordinary one, widgets.cpp). WCAG exempts them: 3:1.
    {"disabled text", over(over(kBackground, kButton, kDisabledAlpha), kText, kDisabledAlpha), "disabled button",
     over(kBackground, kButton, kDisabledAlpha), 3.0f, "disabled button on the page"},
    {"disabled text", over(over(kPanel, kButton, kDisabledAlpha), kText, kDisabledAlpha), "disabled button",
     over(kPanel, kButton, kDisabledAlpha), 3.0f, "disabled button on a panel"},
    {"disabled text", over(kBackground, kText, kDisabledAlpha), "background", kBackground, 3.0f,
     "disabled check box's label"},
};

}  // namespace harmonies::ui::colours
