#include "platform/test_hook.hpp"

#include <cstdio>
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
  std::vector<std::pair<std::string, std::string>> facts;
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

void hook_fact(const std::string& key, const std::string& json_value) {
  building.facts.emplace_back(key, json_value);
}

}  // namespace harmonies::ui

using harmonies::ui::published;

extern "C" {

// JSON: {"screen": ..., "frame": n, "busy": b, "input_queued": n, "input_frame": n, "widgets": [{"name", "x", "y",
// "w", "h", "enabled", "highlighted", "selected"}...], "facts": {...}}; coordinates in CSS pixels of the canvas.
// input_queued: input events not applied yet (now); input_frame: the last frame that applied input.
EMSCRIPTEN_KEEPALIVE const char* harmonies_test_snapshot() {
  std::string& out = harmonies::ui::snapshot_text;
  out = "{\"screen\": " + harmonies::json::quote(published.screen) +
        ", \"frame\": " + std::to_string(published.number) +
        ", \"busy\": " + (harmonies::ui::platform_busy() ? "true" : "false") +
        ", \"input_queued\": " + std::to_string(harmonies::ui::platform_input_queued()) +
        ", \"input_frame\": " + std::to_string(harmonies::ui::input_frame) + ", \"widgets\": [";
  char buf[160];
  bool first = true;
  for (const auto& w : published.widgets) {
    std::snprintf(buf, sizeof buf, "\"x\": %.1f, \"y\": %.1f, \"w\": %.1f, \"h\": %.1f", w.min.x, w.min.y,
                  w.max.x - w.min.x, w.max.y - w.min.y);
    out += (first ? "{\"name\": " : ", {\"name\": ") + harmonies::json::quote(w.name) + ", " + buf +
           ", \"enabled\": " + (w.flags.enabled ? "true" : "false") +
           ", \"highlighted\": " + (w.flags.highlighted ? "true" : "false") +
           ", \"selected\": " + (w.flags.selected ? "true" : "false") + "}";
    first = false;
  }
  out += "], \"facts\": {";
  first = true;
  for (const auto& [k, v] : published.facts) {
    out += (first ? "" : ", ") + harmonies::json::quote(k) + ": " + v;
    first = false;
  }
  out += "}}";
  return out.c_str();
}
}
