// Small reusable widgets built from ImGui pieces, in the game's style.
#pragma once

#include <string>

#include "imgui.h"

namespace harmonies::ui {

// A row of buttons of which one is chosen; returns true when the choice changes.
bool segmented(const char* id, int* value, const char* const* labels, int count, float width,
               const char* hook_prefix);
// A large call-to-action button (accent colour) registered in the test hook.
bool primary_button(const char* label, const std::string& hook, ImVec2 size = ImVec2(0, 0), bool enabled = true);
// A quiet secondary button registered in the test hook.
bool secondary_button(const char* label, const std::string& hook, ImVec2 size = ImVec2(0, 0), bool enabled = true);
// Text centred horizontally in the current window.
void centered_text(const char* text, ImFont* font = nullptr, ImU32 colour = 0);
// Lets a finger (or the mouse) drag the current window's content up and down
// when the press starts on no widget: ImGui 1.86 only scrolls with the wheel.
void drag_to_scroll();
// A tooltip for the last item: shown on hover, and on long-press with touch.
void item_tooltip(const char* text);

}  // namespace harmonies::ui
