#include "render/widgets.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include "imgui_internal.h"
#include "platform/platform.hpp"
#include "platform/access_mirror.hpp"
#include "platform/test_hook.hpp"
#include "render/palette_colours.hpp"
#include "render/theme.hpp"

namespace harmonies::ui {

namespace {

// Whether every label fits a button `width` wide in `font`.
bool labels_fit(ImFont* font, const char* const* labels, int count, float width) {
  const float room = width - 2.0f * ImGui::GetStyle().FramePadding.x;
  for (int i = 0; i < count; ++i) {
    const char* end = ImGui::FindRenderedTextEnd(labels[i]);  // not the "##id"
    if (font->CalcTextSizeA(font_px(font), FLT_MAX, 0.0f, labels[i], end).x > room) return false;
  }
  return true;
}

// Labels too wide for their buttons (French and Spanish run longer) are set in a smaller font rather
// than cut: the body font when the current one is larger, else the small one. The buttons keep the
// height they have in the current font. Returns whether a font was pushed.
bool smaller_labels(const char* const* labels, int count, ImVec2& size) {
  ImFont* current = ImGui::GetFont();
  if (size.x <= 0.0f || labels_fit(current, labels, count, size.x)) return false;
  ImFont* body = fonts().body;
  ImFont* smaller = body && body->FontSize < current->FontSize && labels_fit(body, labels, count, size.x)
                        ? body
                        : fonts().small;
  if (!smaller || smaller->FontSize >= current->FontSize) return false;
  if (size.y <= 0.0f) size.y = ImGui::GetFrameHeight();
  ImGui::PushFont(smaller);
  return true;
}

// What a label shows: ImGui hides what follows "##" (an ID).
std::string shown_text(const char* label) { return std::string(label, ImGui::FindRenderedTextEnd(label)); }

}  // namespace

bool segmented(const char* id, int* value, const char* const* labels, int count, float width,
               const char* hook_prefix, int columns, const char* const* tooltips) {
  ImGui::PushID(id);
  bool changed = false;
  const float spacing = 4.0f;
  const int per_row = columns > 0 ? std::min(columns, count) : count;
  const float each = (width - spacing * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  ImVec2 size(each, 0);
  // Every label in one font, so the rows read as one control.
  const bool smaller = smaller_labels(labels, count, size);
  // Rows as close together as the buttons in a row; the space after the last row stays the usual one.
  const int last_row_start = (count - 1) / per_row * per_row;
  if (last_row_start > 0) ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(spacing, spacing));
  const float left = ImGui::GetCursorPosX();
  hook_group(hook_prefix, "", Role::Radio);
  for (int i = 0; i < count; ++i) {
    if (i == last_row_start && i > 0) ImGui::PopStyleVar();
    if (i % per_row) ImGui::SameLine(0, spacing);
    else if (i) ImGui::SetCursorPosX(left);
    const bool chosen = *value == i;
    if (chosen) {
      ImGui::PushStyleColor(ImGuiCol_Button, palette().accent);
      ImGui::PushStyleColor(ImGuiCol_ButtonHovered, palette().accent);
      ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 255, 255, 255));
    }
    ImGui::PushID(i);
    if (ImGui::Button(labels[i], size) && !chosen) {
      *value = i;
      changed = true;
    }
    WidgetFlags flags;
    flags.selected = chosen;
    flags.role = Role::Radio;
    flags.label = shown_text(labels[i]);
    hook_item(std::string(hook_prefix) + std::to_string(i), flags);
    ImGui::PopID();
    if (chosen) ImGui::PopStyleColor(3);
    if (tooltips && tooltips[i]) {
      // The tooltip's text in the body font, whatever size the labels took.
      if (smaller) ImGui::PushFont(fonts().body);
      item_tooltip(tooltips[i]);
      if (smaller) ImGui::PopFont();
    }
  }
  if (smaller) ImGui::PopFont();
  ImGui::PopID();
  return changed;
}

namespace {

bool styled_button(const char* label, const std::string& hook, ImVec2 size, bool enabled, bool primary) {
  const Palette& p = palette();
  // A disabled primary button looks like a disabled ordinary one: faded white words on a faded accent had
  // 1.8:1 (render/palette_colours.hpp, kDisabledAlpha).
  primary = primary && enabled;
  if (primary) {
    ImGui::PushStyleColor(ImGuiCol_Button, p.accent);
    // Hovered: a little darker, as push_primary_button's (the light words keep 6.8:1).
    const colours::Hex hovered = colours::kPrimaryHovered;
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, IM_COL32(hovered >> 16, (hovered >> 8) & 0xFF, hovered & 0xFF, 255));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, p.accent);
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 255, 255, 255));
  }
  if (!enabled) ImGui::BeginDisabled();
  const bool smaller = smaller_labels(&label, 1, size);
  const bool pressed = ImGui::Button(label, size);
  if (smaller) ImGui::PopFont();
  if (!enabled) ImGui::EndDisabled();
  if (primary) ImGui::PopStyleColor(4);
  WidgetFlags flags;
  flags.enabled = enabled;
  flags.label = shown_text(label);
  hook_item(hook, flags);
  return pressed && enabled;
}

}  // namespace

namespace {

constexpr float kIconGap = 6.0f;  // between an icon and its word

float icon_size() { return std::round(ImGui::GetFontSize() * 0.95f); }

}  // namespace

float icon_button_width(const char* word) {
  return icon_size() + kIconGap + ImGui::CalcTextSize(word).x + 2.0f * ImGui::GetStyle().FramePadding.x;
}

bool icon_button(const char* word, const std::string& hook, ImVec2 size, bool enabled, bool with_word,
                 void (*draw_icon)(ImDrawList*, ImVec2 centre, float size, ImU32 colour)) {
  if (!enabled) ImGui::BeginDisabled();
  ImGui::PushID(hook.c_str());
  const bool pressed = ImGui::Button("##icon", size);
  ImGui::PopID();
  // Within the disabled block, so the icon and word fade with the button.
  const ImRect r(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  const ImU32 colour = ImGui::GetColorU32(ImGuiCol_Text);
  const float icon = icon_size();
  const float word_w = with_word ? ImGui::CalcTextSize(word).x : 0.0f;
  const float content = icon + (with_word ? kIconGap + word_w : 0.0f);
  const float left = r.GetCenter().x - 0.5f * content;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  draw_icon(dl, ImVec2(left + 0.5f * icon, r.GetCenter().y), icon, colour);
  if (with_word)
    dl->AddText(ImVec2(std::round(left + icon + kIconGap), std::round(r.GetCenter().y - 0.5f * ImGui::GetFontSize())),
                colour, word);
  if (!enabled) ImGui::EndDisabled();
  WidgetFlags flags;
  flags.enabled = enabled;
  flags.label = word;
  hook_item(hook, flags);
  return pressed && enabled;
}

bool primary_button(const char* label, const std::string& hook, ImVec2 size, bool enabled) {
  return styled_button(label, hook, size, enabled, true);
}

bool secondary_button(const char* label, const std::string& hook, ImVec2 size, bool enabled) {
  return styled_button(label, hook, size, enabled, false);
}

void muted_wrapped(const std::string& text, float width, ImFont* font) {
  if (font) ImGui::PushFont(font);
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  if (font) ImGui::PopFont();
}

void centered_text(const char* text, ImFont* font, ImU32 colour) {
  if (font) ImGui::PushFont(font);
  const float w = ImGui::CalcTextSize(text).x;
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - w) * 0.5f);
  if (colour) ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextUnformatted(text);
  if (colour) ImGui::PopStyleColor();
  if (font) ImGui::PopFont();
}

void drag_to_scroll() {
  if (ImGui::GetScrollMaxY() <= 0 || !ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem)) return;
  // A press on a window's empty space makes the window itself the active item
  // (ImGui's window moving): that is a drag to scroll; any other active item is not.
  const ImGuiID active = ImGui::GetActiveID();
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  if (active != 0 && active != window->MoveId && active != window->RootWindow->MoveId) return;
  if (ImGui::IsMouseDragging(ImGuiMouseButton_Left, 6.0f))
    ImGui::SetScrollY(ImGui::GetScrollY() - ImGui::GetIO().MouseDelta.y);
}

ButtonPair::ButtonPair(const ImRect& area) : area_(area), side_by_side_(area.GetHeight() < 100) {
  const float w = area.GetWidth() - 24;
  const float h = side_by_side_ ? std::min(44.0f, area.GetHeight() - 14) : std::min(44.0f, (area.GetHeight() - 24) * 0.5f);
  size_ = side_by_side_ ? ImVec2((w - 8) * 0.5f, h) : ImVec2(w, h);
  ImGui::SetCursorScreenPos(ImVec2(area.Min.x + 12, area.Min.y + 8));
}

void ButtonPair::second() const {
  if (side_by_side_) ImGui::SameLine(0, 8);
  else ImGui::SetCursorScreenPos(ImVec2(area_.Min.x + 12, ImGui::GetCursorScreenPos().y + 4));
}

float tooltip_width() {
  // 22 em reads well on a desktop; on a phone the tooltip must also stay
  // inside the screen, padding and border included.
  const float screen_w = ImGui::GetIO().DisplaySize.x - 2.0f * ImGui::GetStyle().WindowPadding.x - 16.0f;
  return std::min(ImGui::GetFontSize() * 22.0f, screen_w);
}

bool begin_item_tooltip(const char* text) {
  if (!ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) return false;
  // An auto-sized window takes a frame to fit new text: draw once more when
  // the text changes, or it would stay clipped on an idle page.
  static std::string last_text;
  if (last_text != text) {
    last_text = text;
    request_redraw(2);
  }
  ImGui::BeginTooltip();
  // Tests read which tooltip shows (none behind a dialog or the cheatsheet).
  hook_fact("tooltip", json::Value(text));
  ImGui::PushTextWrapPos(tooltip_width());
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
  return true;
}

void end_item_tooltip() { ImGui::EndTooltip(); }

void item_tooltip(const char* text) {
  if (begin_item_tooltip(text)) end_item_tooltip();
}

void draw_focus_ring() {
  const std::string& name = access_focused();
  if (name.empty() || !access_ring_shown()) return;
  const HookEntry* e = hook_find_building(name);
  if (!e) return;
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const ImVec2 min(e->min.x - 3, e->min.y - 3), max(e->max.x + 3, e->max.y + 3);
  dl->AddRect(ImVec2(min.x - 2, min.y - 2), ImVec2(max.x + 2, max.y + 2), IM_COL32(255, 255, 255, 235), 8, 0, 2);
  dl->AddRect(min, max, palette().text, 6, 0, 3);
}

}  // namespace harmonies::ui
