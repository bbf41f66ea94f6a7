// The thin platform layer: a WebGL2 canvas, browser input fed to Dear ImGui,
// high-DPI sizing, and redraw on demand. Everything emscripten-specific about
// the main loop and input lives here (DESIGN.md "The browser app").
#pragma once

#include <functional>

#include "imgui.h"

namespace harmonies::ui {

struct PlatformInfo {
  float device_pixel_ratio = 1;
  ImVec2 css_size{0, 0};  // canvas size in CSS pixels
  bool touch = false;     // the last pointer input was a touch
  bool animations = true; // false with ?noanim=1 in the page URL (the browser tests): no motion, bots unpaced
  // The system asks for less motion (prefers-reduced-motion, followed as it changes): nothing moves on
  // its own (no token or cube dropping, no pulsing outline); the bots keep their pace.
  bool reduced_motion = false;
  bool motion() const { return animations && !reduced_motion; }
};

const PlatformInfo& platform();
// True while input waits in the queue or frames are due: the UI has not settled.
bool platform_busy();
// Input events still queued (the loop applies at most one mouse-button change a frame), counting a
// pending end-of-touch hover reset; and how many frames have applied input so far (it grows in the
// frame that applies an event). Tests wait until nothing is queued and a frame after the last input
// is drawn (test_hook.cpp "input_queued", "input_frame").
int platform_input_queued();
unsigned long platform_input_frames();
// A click of the pointer at `pos` (CSS pixels of the canvas), as a tap makes it: pressed, released, then
// nothing hovered (the page's mirror activating an element: no tooltip is left where no pointer is).
void platform_click_at(ImVec2 pos);
// Asks for `frames` more frames; the loop otherwise sleeps (no CPU when idle).
void request_redraw(int frames = 2);
// Asks for a frame at a later time (now_seconds() clock); the loop sleeps until then: a timer
// that costs nothing meanwhile (a bot's pace, a thinking indicator at a few frames a second).
void request_redraw_at(double seconds);
double now_seconds();
// Reads a query-string flag of the page URL (`?name=1` or `&name`).
bool url_flag(const char* name);

// Opens the page's animal cheatsheet (an HTML overlay above the canvas).
void open_cheatsheet();

using FrameFn = std::function<void()>;
// Creates the WebGL2 context and ImGui; `fonts` builds the font atlas for a
// given device pixel ratio and is called again when it changes. Returns false
// (after telling the page) when WebGL2 is missing.
bool platform_init(std::function<void(float dpr)> fonts);
// Runs `frame` (which builds ImGui windows) whenever a redraw is due.
void platform_run(FrameFn frame);

}  // namespace harmonies::ui
