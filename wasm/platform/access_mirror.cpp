#include "platform/access_mirror.hpp"

#include <cmath>

#include <emscripten/emscripten.h>

#include "harmonies/json.hpp"
#include "model/text.hpp"
#include "platform/platform.hpp"

namespace harmonies::ui {

namespace {

std::string last_sent;
std::string focused;
std::string to_bring_into_view;
bool ring_shown = true;

const char* role_name(Role role) {
  switch (role) {
    case Role::Button: return "button";
    case Role::Toggle: return "checkbox";
    case Role::Radio: return "radio";
    case Role::Tab: return "tab";
    case Role::Slider: return "slider";
    case Role::TextBox: return "textbox";
    case Role::Text: return "text";
  }
  return "button";
}

// What a screen reader says for an element: its words (or its label), and that it is a legal target now.
std::string spoken(const WidgetFlags& f) {
  std::string text = f.words.empty() ? f.label : f.words;
  if (f.highlighted && f.role == Role::Button && !text.empty())
    text = tr(text.back() == '.' ? Text::mirror_available_sentence : Text::mirror_available, {{"what", text}});
  return text;
}

json::Value widget_json(const HookEntry& e) {
  const auto tenths = [](float v) { return std::round(static_cast<double>(v) * 10) / 10; };
  json::Value w = json::Value::object();
  w["name"] = e.name;
  w["role"] = role_name(e.flags.role);
  w["words"] = spoken(e.flags);
  w["x"] = tenths(e.min.x);
  w["y"] = tenths(e.min.y);
  w["w"] = tenths(e.max.x - e.min.x);
  w["h"] = tenths(e.max.y - e.min.y);
  if (!e.flags.enabled) w["disabled"] = true;
  if (e.flags.selected) w["selected"] = true;
  if (e.flags.expanded >= 0) w["expanded"] = e.flags.expanded == 1;
  if (e.flags.role == Role::TextBox) w["text"] = e.flags.label;
  if (e.flags.role == Role::Slider) {
    w["value"] = e.flags.value;
    w["min"] = e.flags.value_min;
    w["max"] = e.flags.value_max;
    w["value_words"] = e.flags.label;
  }
  if (e.dialog >= 0) w["dialog"] = e.dialog;
  return w;
}

}  // namespace

void access_mirror_publish(const HookFrame& frame) {
  json::Value tree = json::Value::object();
  tree["screen"] = frame.screen;
  json::Value dialogs = json::Value::array();
  for (const std::string& d : frame.dialogs) dialogs.push_back(d);
  tree["dialogs"] = std::move(dialogs);
  json::Value groups = json::Value::array();
  for (const WidgetGroup& g : frame.groups) {
    json::Value group = json::Value::object();
    group["prefix"] = g.prefix;
    group["words"] = g.words;
    group["role"] = g.role == Role::Radio ? "radiogroup" : g.role == Role::Tab ? "tablist" : "group";
    groups.push_back(std::move(group));
  }
  tree["groups"] = std::move(groups);
  json::Value widgets = json::Value::array();
  for (const HookEntry& e : frame.widgets) widgets.push_back(widget_json(e));
  tree["widgets"] = std::move(widgets);
  std::string text = json::dump(tree);
  if (text == last_sent) return;
  last_sent = std::move(text);
  EM_ASM({ if (window.harmoniesAccess) window.harmoniesAccess.update(UTF8ToString($0)); }, last_sent.c_str());
}

void announce(const std::string& text) {
  if (text.empty()) return;
  EM_ASM({ if (window.harmoniesAccess) window.harmoniesAccess.announce(UTF8ToString($0)); }, text.c_str());
}

const std::string& access_focused() { return focused; }

bool access_ring_shown() { return ring_shown; }

bool access_take_view_request(const std::string& name) {
  if (to_bring_into_view.empty() || name != to_bring_into_view) return false;
  to_bring_into_view.clear();
  return true;
}

}  // namespace harmonies::ui

extern "C" {

// The page's mirror activates `name` (Enter, Space, a screen reader's click): a pointer click at its
// centre in the last frame drawn. Returns 0 when no such element is on screen.
EMSCRIPTEN_KEEPALIVE int harmonies_access_activate(const char* name) {
  for (const harmonies::ui::HookEntry& e : harmonies::ui::hook_published().widgets) {
    if (e.name != name) continue;
    harmonies::ui::platform_click_at(ImVec2((e.min.x + e.max.x) * 0.5f, (e.min.y + e.max.y) * 0.5f));
    return 1;
  }
  return 0;
}

// The keyboard's focus moved to `name` in the mirror ("" when it left): the canvas rings it.
EMSCRIPTEN_KEEPALIVE void harmonies_access_focus(const char* name) {
  if (harmonies::ui::focused == name) return;
  harmonies::ui::focused = name;
  harmonies::ui::to_bring_into_view = name;
  harmonies::ui::request_redraw(2);
}

// The page's last input was a key (1) or a pointer or a finger (0): the focus ring shows only after keys.
EMSCRIPTEN_KEEPALIVE void harmonies_access_show_ring(int shown) {
  if (harmonies::ui::ring_shown == (shown != 0)) return;
  harmonies::ui::ring_shown = shown != 0;
  harmonies::ui::request_redraw(1);
}

// Tab left a text field being edited: it stops being edited, as a click beside it would do.
EMSCRIPTEN_KEEPALIVE void harmonies_access_leave_text() { harmonies::ui::platform_click_at(ImVec2(-1, -1)); }
}
