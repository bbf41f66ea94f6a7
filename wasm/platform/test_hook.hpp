// The browser tests' view of the UI (DESIGN.md "A test hook"): every named
// interactive element registers its screen rectangle each frame, and the page
// reads them as JSON through harmonies_test_snapshot().
#pragma once

#include "harmonies/json.hpp"

#include <string>

#include "imgui.h"

namespace harmonies::ui {

struct WidgetFlags {
  bool enabled = true;
  bool highlighted = false;  // a legal target right now (spaces, spots, cards)
  bool selected = false;
  // The words the element shows, when it shows some (buttons): tests read labels in each language.
  std::string label;
};

void hook_begin_frame(const char* screen);
// Publishes the frame just built: tests read the last completed frame.
void hook_end_frame();
// Registers the last ImGui item under `name`.
void hook_item(const std::string& name, WidgetFlags flags = {});
// Registers an explicit rectangle (custom-drawn elements: spaces, tokens, cards).
void hook_rect(const std::string& name, ImVec2 min, ImVec2 max, WidgetFlags flags = {});
// Free-form facts for tests (current player, turn, scores, lists of names) as values: numbers, booleans,
// strings, null, arrays or objects, never JSON text (a string is a string fact).
void hook_fact(const std::string& key, json::Value value);

}  // namespace harmonies::ui
