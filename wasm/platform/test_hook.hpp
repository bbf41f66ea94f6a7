// The browser tests' view of the UI (DESIGN.md "A test hook"): every named
// interactive element registers its screen rectangle each frame, and the page
// reads them as JSON through harmonies_test_snapshot(). The same entries are the
// page's accessible mirror of the canvas (platform/access_mirror.cpp): each one
// also says what it is (its role) and what a screen reader says for it.
#pragma once

#include "harmonies/json.hpp"

#include <optional>
#include <string>
#include <vector>

#include "imgui.h"
#include "imgui_internal.h"

namespace harmonies::ui {

// What kind of control an element is, for assistive technology.
enum class Role {
  Button,   // activates (the default)
  Toggle,   // a checkbox: `selected` is its state
  Radio,    // one of a group of choices: `selected` is the one chosen
  Tab,      // a tab of a tab strip: `selected` is the tab shown
  Slider,   // a value in a range: `value`, `value_min`, `value_max`; `label` words the value
  TextBox,  // a text field: `label` is its text
  Text,     // words to read, nothing to activate (a status, a score, a banner)
};

struct WidgetFlags {
  bool enabled = true;
  bool highlighted = false;  // a legal target right now (spaces, spots, cards)
  bool selected = false;
  // The words the element shows, when it shows some (buttons): tests read labels in each language.
  std::string label;
  Role role = Role::Button;
  // What a screen reader says for it when its label is not all of it, or it has none (a board space:
  // where it is, its stack, its cubes). Empty: the label.
  std::string words;
  int value = 0, value_min = 0, value_max = 0;  // a slider's
  int expanded = -1;  // a button that shows or hides something: 1 shown, 0 hidden, -1 neither
};

// A set of elements named `prefix` + a number, in a row or an area (the board's spaces, the central
// spots, the hand): one stop of Tab, its elements reached with the arrow keys, and `words` its name.
struct WidgetGroup {
  std::string prefix;
  std::string words;
  Role role = Role::Button;  // Radio: a radio group; Tab: a tab strip; otherwise a plain group
};

struct HookEntry {
  std::string name;
  ImVec2 min, max;
  WidgetFlags flags;
  int dialog = -1;  // the index of the dialog it is in (HookFrame::dialogs), -1: none
};

struct HookFrame {
  std::string screen;
  std::vector<HookEntry> widgets;
  std::vector<WidgetGroup> groups;
  std::vector<std::string> dialogs;  // each modal dialog's name, in the order opened
  std::vector<std::pair<std::string, json::Value>> facts;
  unsigned long number = 0;
};

void hook_begin_frame(const char* screen);
// Publishes the frame just built: tests read the last completed frame.
void hook_end_frame();
// Registers the last ImGui item under `name`.
void hook_item(const std::string& name, WidgetFlags flags = {});
// Registers an explicit rectangle (custom-drawn elements: spaces, tokens, cards).
void hook_rect(const std::string& name, ImVec2 min, ImVec2 max, WidgetFlags flags = {});
// Gives the element registered last the words a screen reader says for it (a button showing only "✕").
void hook_words_of_last(std::string words);
// Says whether the button registered last has what it opens shown (a section, a menu).
void hook_expanded_of_last(bool shown);
// Names the group of elements whose names are `prefix` followed by a number (again for the same prefix:
// the words and role given last, when given).
void hook_group(const std::string& prefix, std::string words, Role role = Role::Button);
// Elements registered between these two are a modal dialog's, named `words`: while it is open, the
// rest of the page is out of reach of the keyboard and of assistive technology.
void hook_begin_dialog(std::string words);
void hook_end_dialog();
// Free-form facts for tests (current player, turn, scores, lists of names) as values: numbers, booleans,
// strings, null, arrays or objects, never JSON text (a string is a string fact).
void hook_fact(const std::string& key, json::Value value);

// The frame being built, and the last one completed.
const HookFrame& hook_building();
const HookFrame& hook_published();
// The element named `name` in the frame being built, if any.
const HookEntry* hook_find_building(const std::string& name);

}  // namespace harmonies::ui
