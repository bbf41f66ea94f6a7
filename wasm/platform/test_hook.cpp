#include "platform/test_hook.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <emscripten/emscripten.h>

#include "harmonies/json.hpp"
#include "platform/access_mirror.hpp"
#include "platform/platform.hpp"

namespace harmonies::ui {

namespace {

// The frame being built, and the last one completed (what tests read).
HookFrame building;
HookFrame published;
int open_dialog = -1;  // the dialog being registered (hook_begin_dialog), -1: none
std::string snapshot_text;
// The last published frame that applied input (see platform_input_frames()).
unsigned long input_frame = 0;
unsigned long input_frames_seen = 0;

void publish() {
  if (building.screen.empty()) return;
  building.number = published.number + 1;
  if (platform_input_frames() != input_frames_seen) {
    input_frames_seen = platform_input_frames();
    input_frame = building.number;
  }
  published = std::move(building);
  building = HookFrame{};
}

}  // namespace

void hook_begin_frame(const char* screen) {
  building = HookFrame{};
  building.screen = screen;
  open_dialog = -1;
}

void hook_end_frame() {
  access_mirror_publish(building);
  publish();
}

namespace {

// Scrolls the nearest window that can scroll and does not show the rectangle whole (a focused element out of
// view); the next frame draws it in view.
void bring_into_view(ImVec2 min, ImVec2 max) {
  for (ImGuiWindow* w = ImGui::GetCurrentWindow(); w; w = w->ParentWindow) {
    const ImRect view = w->InnerRect;
    float dy = 0;
    if (min.y < view.Min.y) dy = min.y - view.Min.y - 8;
    else if (max.y > view.Max.y) dy = std::min(max.y - view.Max.y + 8, min.y - view.Min.y - 8);
    if (dy == 0 || w->ScrollMax.y <= 0) continue;
    ImGui::SetScrollY(w, std::clamp(w->Scroll.y + dy, 0.0f, w->ScrollMax.y));
    request_redraw(2);
    return;
  }
}

}  // namespace

void hook_rect(const std::string& name, ImVec2 min, ImVec2 max, WidgetFlags flags) {
  if (access_take_view_request(name)) bring_into_view(min, max);
  building.widgets.push_back(HookEntry{name, min, max, std::move(flags), open_dialog});
}

void hook_words_of_last(std::string words) {
  if (!building.widgets.empty()) building.widgets.back().flags.words = std::move(words);
}

void hook_expanded_of_last(bool shown) {
  if (!building.widgets.empty()) building.widgets.back().flags.expanded = shown ? 1 : 0;
}

void hook_group(const std::string& prefix, std::string words, Role role) {
  for (WidgetGroup& g : building.groups) {
    if (g.prefix != prefix) continue;
    if (!words.empty()) g.words = std::move(words);
    if (role != Role::Button) g.role = role;
    return;
  }
  building.groups.push_back(WidgetGroup{prefix, std::move(words), role});
}

void hook_begin_dialog(std::string words) {
  building.dialogs.push_back(std::move(words));
  open_dialog = static_cast<int>(building.dialogs.size()) - 1;
}

void hook_end_dialog() { open_dialog = -1; }

const HookFrame& hook_building() { return building; }
const HookFrame& hook_published() { return published; }

const HookEntry* hook_find_building(const std::string& name) {
  for (const HookEntry& e : building.widgets)
    if (e.name == name) return &e;
  return nullptr;
}

void hook_item(const std::string& name, WidgetFlags flags) {
  hook_rect(name, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), flags);
}

void hook_fact(const std::string& key, json::Value value) { building.facts.emplace_back(key, std::move(value)); }

}  // namespace harmonies::ui

using harmonies::ui::published;

extern "C" {

// JSON: {"screen": ..., "frame": n, "busy": b, "input_queued": n, "input_frame": n, "widgets": [{"name", "x", "y",
// "w", "h", "enabled", "highlighted", "selected", "label" (when it shows words)}...], "facts": {...}}; coordinates in CSS pixels of the canvas.
// input_queued: input events not applied yet (now); input_frame: the last frame that applied input.
EMSCRIPTEN_KEEPALIVE const char* harmonies_test_snapshot() {
  using harmonies::json::Value;
  const auto tenths = [](float v) { return std::round(static_cast<double>(v) * 10) / 10; };
  Value snapshot = Value::object();
  snapshot["screen"] = published.screen;
  snapshot["frame"] = published.number;
  snapshot["busy"] = harmonies::ui::platform_busy();
  snapshot["input_queued"] = harmonies::ui::platform_input_queued();
  snapshot["input_frame"] = harmonies::ui::input_frame;
  Value widgets = Value::array();
  for (const auto& w : published.widgets) {
    Value widget = Value::object();
    widget["name"] = w.name;
    widget["x"] = tenths(w.min.x);
    widget["y"] = tenths(w.min.y);
    widget["w"] = tenths(w.max.x - w.min.x);
    widget["h"] = tenths(w.max.y - w.min.y);
    widget["enabled"] = w.flags.enabled;
    widget["highlighted"] = w.flags.highlighted;
    widget["selected"] = w.flags.selected;
    if (!w.flags.label.empty()) widget["label"] = w.flags.label;
    widgets.push_back(std::move(widget));
  }
  snapshot["widgets"] = std::move(widgets);
  Value facts = Value::object();
  for (const auto& [k, v] : published.facts) facts[k] = v;
  snapshot["facts"] = std::move(facts);
  std::string& out = harmonies::ui::snapshot_text;
  out = harmonies::json::dump(snapshot);
  return out.c_str();
}
}
