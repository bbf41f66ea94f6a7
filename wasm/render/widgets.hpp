// Small reusable widgets built from ImGui pieces, in the game's style.
#pragma once

#include <string>

#include "imgui.h"
#include "imgui_internal.h"

namespace harmonies::ui {

// A row of buttons of which one is chosen; returns true when the choice changes. With `columns` set,
// the buttons wrap into rows of that many (four choices as two rows of two on a narrow screen); with
// `tooltips`, each button with a non-null one explains its choice on hover (long-press with touch).
bool segmented(const char* id, int* value, const char* const* labels, int count, float width,
               const char* hook_prefix, int columns = 0, const char* const* tooltips = nullptr);
// A large call-to-action button (accent colour) registered in the test hook.
bool primary_button(const char* label, const std::string& hook, ImVec2 size = ImVec2(0, 0), bool enabled = true);
// A quiet secondary button registered in the test hook.
bool secondary_button(const char* label, const std::string& hook, ImVec2 size = ImVec2(0, 0), bool enabled = true);
// A secondary button showing an icon (drawn by `draw_icon`, render/draw.hpp) and, when `with_word`, its word
// after it; the word is the button's label in the test hook either way (a tooltip says it without it).
bool icon_button(const char* word, const std::string& hook, ImVec2 size, bool enabled, bool with_word,
                 void (*draw_icon)(ImDrawList*, ImVec2 centre, float size, ImU32 colour));
// Its width with the word, in the current font.
float icon_button_width(const char* word);
// Muted text wrapped at `width` from the cursor (in `font`, else the current one): notes under a heading.
void muted_wrapped(const std::string& text, float width, ImFont* font = nullptr);
// Text centred horizontally in the current window.
void centered_text(const char* text, ImFont* font = nullptr, ImU32 colour = 0);
// Lets a finger (or the mouse) drag the current window's content up and down
// when the press starts on no widget: ImGui 1.86 only scrolls with the wheel.
void drag_to_scroll();
// Two buttons filling an area (the game screen's turn buttons): side by side
// when the area is short, stacked otherwise. The constructor places the
// cursor for the first button; second() places it for the other.
class ButtonPair {
 public:
  explicit ButtonPair(const ImRect& area);
  ImVec2 size() const { return size_; }
  bool side_by_side() const { return side_by_side_; }
  void second() const;

 private:
  ImRect area_;
  bool side_by_side_;
  ImVec2 size_;
};
// A tooltip for the last item: shown on hover, and on long-press with touch.
void item_tooltip(const char* text);
// The same, for a tooltip that draws more under its text: when it returns true, add the rest (the text's
// wrap width is tooltip_width()) and call end_item_tooltip().
bool begin_item_tooltip(const char* text);
void end_item_tooltip();
float tooltip_width();

// Rings the element the page's mirror has the keyboard's focus on (web/access.js), after keys only, over everything: a
// dark ring with a light edge, seen on every surface. Called once a frame, after every element is registered.
void draw_focus_ring();

}  // namespace harmonies::ui
