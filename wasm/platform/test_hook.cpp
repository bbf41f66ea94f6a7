#include "platform/test_hook.hpp"

#include <cmath>
#include <vector>

#include <emscripten/emscripten.h>

#include "harmonies/json.hpp"
#include "platform/platform.hpp"

namespace harmonies::ui {

namespace {

struct Entry {
  std::string name;
  ImVec2 min, max;
  WidgetFlags flags;
};

struct Frame {
  std::string screen;
  std::vector<Entry> widgets;
  std::vector<std::pair<std::string, json::Value>> facts;
  unsigned long number = 0;
};

// The frame being built, and the last one completed (what tests read).
Frame building;
Frame published;
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
  building = Frame{};
}

}  // namespace

void hook_begin_frame(const char* screen) {
  building = Frame{};
  building.screen = screen;
}

void hook_end_frame() { publish(); }

void hook_rect(const std::string& name, ImVec2 min, ImVec2 max, WidgetFlags flags) {
  building.widgets.push_back(Entry{name, min, max, flags});
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
