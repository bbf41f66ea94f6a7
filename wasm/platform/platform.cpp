#include "platform/platform.hpp"

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <deque>
#include <string>

#include <GLES3/gl3.h>
#include <emscripten/emscripten.h>
#include <emscripten/html5.h>

#include "platform/renderer.hpp"

namespace harmonies::ui {

namespace {

constexpr const char* kCanvas = "#canvas";
constexpr double kLongPressSeconds = 0.45;

PlatformInfo info;
FrameFn frame_fn;
std::function<void(float)> build_fonts;
EMSCRIPTEN_WEBGL_CONTEXT_HANDLE gl_context = 0;
int frames_pending = 3;
double wake_at = 0;  // a frame is due at this time (seconds, now_seconds()); 0: none

// ImGui 1.86 polls input once per frame, so a press and release arriving
// between two frames would be lost: queue events and apply at most one button
// change per frame (what later ImGui versions do internally).
struct InputEvent {
  enum Kind { Move, Down, Up, Wheel, Key, Char } kind;
  ImVec2 pos{0, 0};
  int button = 0;
  float wheel = 0;
  int key = 0;
  bool key_down = false;
  // The modifiers as the key event found them: applied with the key, so a quick Ctrl+Z whose Ctrl is
  // released before the next frame is still a Ctrl+Z there.
  bool ctrl = false, shift = false, alt = false, super = false;
  unsigned codepoint = 0;
};
std::deque<InputEvent> queue;

struct TouchState {
  bool active = false;
  int id = -1;
  double start_time = 0;  // the event's own timestamp (ms): a slow frame must not turn a tap into a long press
  ImVec2 start_pos{0, 0};
  bool moved = false;
} touch;
bool clear_hover_next_frame = false;
unsigned long input_frames = 0;  // frames that applied input (platform_input_frames())

void push(InputEvent e) {
  queue.push_back(e);
  request_redraw(3);
}

void update_canvas_size() {
  double w = 0, h = 0;
  emscripten_get_element_css_size(kCanvas, &w, &h);
  const float dpr = static_cast<float>(emscripten_get_device_pixel_ratio());
  const bool dpr_changed = dpr != info.device_pixel_ratio;
  info.css_size = ImVec2(static_cast<float>(w), static_cast<float>(h));
  info.device_pixel_ratio = dpr;
  emscripten_set_canvas_element_size(kCanvas, static_cast<int>(std::lround(w * dpr)),
                                     static_cast<int>(std::lround(h * dpr)));
  renderer_forget_last_frame();  // setting a canvas's size, even the same one, clears it
  if (dpr_changed && build_fonts) {
    build_fonts(dpr);
    renderer_upload_fonts();
  }
  request_redraw(3);
}

EM_BOOL on_resize(int, const EmscriptenUiEvent*, void*) {
  update_canvas_size();
  return EM_FALSE;
}

EM_BOOL on_mouse(int type, const EmscriptenMouseEvent* e, void*) {
  info.touch = false;
  const ImVec2 pos(static_cast<float>(e->targetX), static_cast<float>(e->targetY));
  const int button = e->button == 2 ? 1 : e->button == 1 ? 2 : 0;
  if (type == EMSCRIPTEN_EVENT_MOUSEMOVE) push({InputEvent::Move, pos});
  else if (type == EMSCRIPTEN_EVENT_MOUSEDOWN) push({InputEvent::Down, pos, button});
  return EM_FALSE;
}

// Releases are watched on the whole window, so a drag that ends outside the
// canvas still ends; its position is converted to canvas coordinates.
EM_BOOL on_window_mouseup(int, const EmscriptenMouseEvent* e, void*) {
  if (info.touch) return EM_FALSE;
  const double left = EM_ASM_DOUBLE({ return Module['canvas'].getBoundingClientRect().left; });
  const double top = EM_ASM_DOUBLE({ return Module['canvas'].getBoundingClientRect().top; });
  const int button = e->button == 2 ? 1 : e->button == 1 ? 2 : 0;
  push({InputEvent::Up, ImVec2(static_cast<float>(e->clientX - left), static_cast<float>(e->clientY - top)), button});
  return EM_FALSE;
}

EM_BOOL on_wheel(int, const EmscriptenWheelEvent* e, void*) {
  // deltaMode 0 = pixels, 1 = lines, 2 = pages.
  double dy = e->deltaY;
  if (e->deltaMode == DOM_DELTA_PIXEL) dy /= 100.0;
  else if (e->deltaMode == DOM_DELTA_PAGE) dy *= 10.0;
  InputEvent ev{InputEvent::Wheel};
  ev.wheel = static_cast<float>(-dy);
  push(ev);
  return EM_TRUE;
}

// Touch: the first finger drives ImGui's mouse. A long press shows tooltips
// without clicking: its release happens off-canvas.
EM_BOOL on_touch(int type, const EmscriptenTouchEvent* e, void*) {
  info.touch = true;
  for (int i = 0; i < e->numTouches; ++i) {
    const EmscriptenTouchPoint& t = e->touches[i];
    if (!t.isChanged) continue;
    const ImVec2 pos(static_cast<float>(t.targetX), static_cast<float>(t.targetY));
    if (type == EMSCRIPTEN_EVENT_TOUCHSTART && !touch.active) {
      touch = TouchState{true, t.identifier, e->timestamp, pos, false};
      push({InputEvent::Move, pos});
      push({InputEvent::Down, pos, 0});
    } else if (t.identifier == touch.id && type == EMSCRIPTEN_EVENT_TOUCHMOVE) {
      const float dx = pos.x - touch.start_pos.x, dy = pos.y - touch.start_pos.y;
      if (dx * dx + dy * dy > 100) touch.moved = true;
      push({InputEvent::Move, pos});
    } else if (t.identifier == touch.id &&
               (type == EMSCRIPTEN_EVENT_TOUCHEND || type == EMSCRIPTEN_EVENT_TOUCHCANCEL)) {
      const bool long_press = !touch.moved && (e->timestamp - touch.start_time) / 1000.0 > kLongPressSeconds;
      const bool cancel = type == EMSCRIPTEN_EVENT_TOUCHCANCEL || long_press;
      const ImVec2 release = cancel ? ImVec2(-FLT_MAX, -FLT_MAX) : pos;
      if (cancel) push({InputEvent::Move, release});
      push({InputEvent::Up, release, 0});
      touch.active = false;
      clear_hover_next_frame = true;
    }
  }
  // No synthesized mouse events, no page scrolling or zooming over the canvas.
  return EM_TRUE;
}

unsigned single_codepoint(const char* utf8) {
  const auto* s = reinterpret_cast<const unsigned char*>(utf8);
  unsigned cp = 0;
  int extra = 0;
  if (s[0] < 0x80) cp = s[0];
  else if ((s[0] & 0xE0) == 0xC0) cp = s[0] & 0x1F, extra = 1;
  else if ((s[0] & 0xF0) == 0xE0) cp = s[0] & 0x0F, extra = 2;
  else if ((s[0] & 0xF8) == 0xF0) cp = s[0] & 0x07, extra = 3;
  else return 0;
  for (int i = 1; i <= extra; ++i) {
    if ((s[i] & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (s[i] & 0x3F);
  }
  return s[extra + 1] == 0 && cp >= 0x20 ? cp : 0;
}

// While an HTML overlay (the animal cheatsheet) is open, the keyboard is its own.
bool overlay_open = false;

EM_BOOL on_key(int type, const EmscriptenKeyboardEvent* e, void*) {
  if (overlay_open) return EM_FALSE;
  // Tab moves the focus into and through the page's mirror of the canvas (web/access.js): never ImGui's.
  if (e->keyCode == 9) return EM_FALSE;
  const bool down = type == EMSCRIPTEN_EVENT_KEYDOWN;
  ImGuiIO& io = ImGui::GetIO();
  if (e->keyCode > 0 && e->keyCode < 512) {
    InputEvent ev{InputEvent::Key};
    ev.key = static_cast<int>(e->keyCode);
    ev.key_down = down;
    ev.ctrl = e->ctrlKey;
    ev.shift = e->shiftKey;
    ev.alt = e->altKey;
    ev.super = e->metaKey;
    push(ev);
    // Browsers on macOS send no keyup for a key pressed while Cmd is held: release it after the press
    // (a frame later), or the next Cmd+Z would find Z still down and not count as a press.
    const bool modifier = e->keyCode == 16 || e->keyCode == 17 || e->keyCode == 18 || e->keyCode == 91 ||
                          e->keyCode == 92 || e->keyCode == 93 || e->keyCode == 224;
    if (down && e->metaKey && !modifier) {
      ev.key_down = false;
      push(ev);
    }
  } else {
    io.KeyCtrl = e->ctrlKey;
    io.KeyShift = e->shiftKey;
    io.KeyAlt = e->altKey;
    io.KeySuper = e->metaKey;
  }
  if (down && !e->ctrlKey && !e->metaKey) {
    if (unsigned cp = single_codepoint(e->key)) {
      InputEvent ev{InputEvent::Char};
      ev.codepoint = cp;
      push(ev);
    }
  }
  // Keep keys the UI uses from scrolling the page, but leave the browser's own shortcuts alone.
  const bool ours = io.WantCaptureKeyboard || io.WantTextInput;
  const bool navigation = e->keyCode == 8 || e->keyCode == 32 || (e->keyCode >= 37 && e->keyCode <= 40);
  return (ours || navigation) && !e->ctrlKey && !e->metaKey ? EM_TRUE : EM_FALSE;
}

// Applies queued input up to (and including) the first mouse-button change, and
// at most one change per key.
void apply_input() {
  ImGuiIO& io = ImGui::GetIO();
  bool key_changed[512] = {};
  if (clear_hover_next_frame && queue.empty() && !touch.active) {
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    clear_hover_next_frame = false;
    ++input_frames;
    request_redraw(1);  // a frame after each frame that applied input: what it did is drawn whole
  }
  if (!queue.empty()) ++input_frames;
  while (!queue.empty()) {
    const InputEvent e = queue.front();
    queue.pop_front();
    switch (e.kind) {
      case InputEvent::Move: io.MousePos = e.pos; break;
      case InputEvent::Down:
      case InputEvent::Up:
        if (e.pos.x > -FLT_MAX) io.MousePos = e.pos;
        io.MouseDown[e.button] = e.kind == InputEvent::Down;
        if (!queue.empty()) request_redraw(2);
        return;
      case InputEvent::Wheel: io.MouseWheel += e.wheel; break;
      case InputEvent::Key:
        // A key changes at most once per frame, or a quick press and release would
        // cancel out; other keys keep flowing, so typing stays fast.
        if (key_changed[e.key]) {
          queue.push_front(e);
          request_redraw(2);
          return;
        }
        key_changed[e.key] = true;
        io.KeysDown[e.key] = e.key_down;
        io.KeyCtrl = e.ctrl;
        io.KeyShift = e.shift;
        io.KeyAlt = e.alt;
        io.KeySuper = e.super;
        break;
      case InputEvent::Char: io.AddInputCharacter(e.codepoint); break;
    }
  }
}

void keymap() {
  ImGuiIO& io = ImGui::GetIO();
  // Browser keyCodes index io.KeysDown.
  io.KeyMap[ImGuiKey_Tab] = 9;
  io.KeyMap[ImGuiKey_LeftArrow] = 37;
  io.KeyMap[ImGuiKey_RightArrow] = 39;
  io.KeyMap[ImGuiKey_UpArrow] = 38;
  io.KeyMap[ImGuiKey_DownArrow] = 40;
  io.KeyMap[ImGuiKey_PageUp] = 33;
  io.KeyMap[ImGuiKey_PageDown] = 34;
  io.KeyMap[ImGuiKey_Home] = 36;
  io.KeyMap[ImGuiKey_End] = 35;
  io.KeyMap[ImGuiKey_Insert] = 45;
  io.KeyMap[ImGuiKey_Delete] = 46;
  io.KeyMap[ImGuiKey_Backspace] = 8;
  io.KeyMap[ImGuiKey_Space] = 32;
  io.KeyMap[ImGuiKey_Enter] = 13;
  io.KeyMap[ImGuiKey_Escape] = 27;
  io.KeyMap[ImGuiKey_KeyPadEnter] = 13;
  io.KeyMap[ImGuiKey_A] = 65;
  io.KeyMap[ImGuiKey_C] = 67;
  io.KeyMap[ImGuiKey_V] = 86;
  io.KeyMap[ImGuiKey_X] = 88;
  io.KeyMap[ImGuiKey_Y] = 89;
  io.KeyMap[ImGuiKey_Z] = 90;
}

// On phones the virtual keyboard only opens for a focused HTML input: mirror
// ImGui's text focus onto a hidden one (see web/index.html).
void sync_text_focus() {
  static bool focused = false;
  const bool want = ImGui::GetIO().WantTextInput;
  if (want == focused) return;
  focused = want;
  EM_ASM({ if (window.harmoniesTextFocus) window.harmoniesTextFocus($0); }, want ? 1 : 0);
}

// CPU time spent building and submitting frames, for the site benchmark.
struct FrameStats {
  unsigned long frames = 0;
  double total_ms = 0;
  double max_ms = 0;
  double build_ms = 0;
  int vertices = 0;
  unsigned long drawn = 0;  // frames sent to WebGL: the others were the same as the last one drawn
} stats;

void loop() {
  if (wake_at > 0 && now_seconds() >= wake_at) {
    wake_at = 0;
    if (frames_pending < 1) frames_pending = 1;
  }
  if (frames_pending <= 0 && queue.empty()) return;
  if (frames_pending > 0) --frames_pending;
  const double started = emscripten_get_now();
  emscripten_webgl_make_context_current(gl_context);
  apply_input();
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = info.css_size;
  io.DisplayFramebufferScale = ImVec2(info.device_pixel_ratio, info.device_pixel_ratio);
  static double last = now_seconds();
  const double t = now_seconds();
  io.DeltaTime = static_cast<float>(t - last > 0 ? (t - last > 0.25 ? 0.25 : t - last) : 1.0 / 60);
  last = t;

  ImGui::NewFrame();
  frame_fn();
  const double built = emscripten_get_now();
  ImGui::Render();
  sync_text_focus();
  const int fb_w = static_cast<int>(std::lround(info.css_size.x * info.device_pixel_ratio));
  const int fb_h = static_cast<int>(std::lround(info.css_size.y * info.device_pixel_ratio));
  if (renderer_draw(ImGui::GetDrawData(), fb_w, fb_h, ImGui::GetStyle().Colors[ImGuiCol_WindowBg])) ++stats.drawn;
  const double spent = emscripten_get_now() - started;
  stats.build_ms += built - started;
  stats.vertices = ImGui::GetDrawData()->TotalVtxCount;
  if (stats.frames++ == 0) EM_ASM({ window.harmoniesFirstFrameAt = performance.now(); });
  stats.total_ms += spent;
  if (spent > stats.max_ms) stats.max_ms = spent;
}

}  // namespace

const PlatformInfo& platform() { return info; }

void platform_click_at(ImVec2 pos) {
  push({InputEvent::Move, pos});
  push({InputEvent::Down, pos, 0});
  push({InputEvent::Up, pos, 0});
  clear_hover_next_frame = true;
}

bool platform_busy() { return !queue.empty() || frames_pending > 0; }

int platform_input_queued() {
  return static_cast<int>(queue.size()) + (clear_hover_next_frame && !touch.active ? 1 : 0);
}

unsigned long platform_input_frames() { return input_frames; }

void request_redraw(int frames) {
  if (frames > frames_pending) frames_pending = frames;
}

void request_redraw_at(double seconds) {
  if (wake_at <= 0 || seconds < wake_at) wake_at = seconds;
}

double now_seconds() { return emscripten_get_now() / 1000.0; }

void open_cheatsheet() {
  // The cheatsheet's script comes after the first frame (index.html harmoniesNeed): waits for it if needed.
  EM_ASM({
    window.harmoniesNeed('cheatsheet').then(function() { window.harmoniesCheatsheet.open(); }, function() {});
  });
}

bool url_flag(const char* name) {
  return EM_ASM_INT(
             {
               var p = new URLSearchParams(window.location.search);
               var v = p.get(UTF8ToString($0));
               return v !== null && v !== '0' && v !== 'false' ? 1 : 0;
             },
             name) != 0;
}

// "frames total_ms max_ms build_ms vertices drawn": frames built since load, their CPU time (all, and
// building the UI alone), the last frame's vertices, and the frames sent to WebGL (the others were
// the same as the last one drawn).
extern "C" EMSCRIPTEN_KEEPALIVE const char* harmonies_frame_stats() {
  static char text[128];
  std::snprintf(text, sizeof text, "%lu %.3f %.3f %.3f %d %lu", stats.frames, stats.total_ms, stats.max_ms,
                stats.build_ms, stats.vertices, stats.drawn);
  return text;
}

// The page opens and closes HTML overlays over the canvas.
extern "C" EMSCRIPTEN_KEEPALIVE void harmonies_set_overlay(int open) {
  overlay_open = open != 0;
  ImGuiIO& io = ImGui::GetIO();
  for (bool& key : io.KeysDown) key = false;  // no key stays held behind the overlay
  // The pointer is on the overlay now: nothing under it stays hovered, so no tooltip lingers behind it.
  if (overlay_open) {
    InputEvent away{InputEvent::Move};
    away.pos = ImVec2(-FLT_MAX, -FLT_MAX);
    push(away);
  }
  request_redraw(3);
}

// The page's media query (prefers-reduced-motion) changed.
extern "C" EMSCRIPTEN_KEEPALIVE void harmonies_set_reduced_motion(int reduce) {
  info.reduced_motion = reduce != 0;
  request_redraw(3);
}

extern "C" EMSCRIPTEN_KEEPALIVE void harmonies_text_input(const char* utf8) {
  ImGui::GetIO().AddInputCharactersUTF8(utf8);
  request_redraw(3);
}

bool platform_init(std::function<void(float)> fonts) {
  EmscriptenWebGLContextAttributes attrs;
  emscripten_webgl_init_context_attributes(&attrs);
  attrs.majorVersion = 2;
  attrs.minorVersion = 0;
  attrs.alpha = EM_FALSE;
  attrs.antialias = EM_FALSE;
  attrs.depth = EM_FALSE;
  attrs.stencil = EM_FALSE;
  gl_context = emscripten_webgl_create_context(kCanvas, &attrs);
  if (gl_context <= 0) {
    EM_ASM({ if (window.harmoniesNoWebGL) window.harmoniesNoWebGL(); });
    return false;
  }
  emscripten_webgl_make_context_current(gl_context);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // layout is code, not a saved file
  io.ConfigInputTextCursorBlink = false;  // a blinking caret would need endless redraws
  io.BackendPlatformName = "harmonies_html5";
  keymap();
  info.animations = !url_flag("noanim");
  info.reduced_motion = EM_ASM_INT({
    if (!window.matchMedia) return 0;
    var query = window.matchMedia('(prefers-reduced-motion: reduce)');
    var follow = function() { Module._harmonies_set_reduced_motion(query.matches ? 1 : 0); };
    if (query.addEventListener) query.addEventListener('change', follow);
    else if (query.addListener) query.addListener(follow);
    return query.matches ? 1 : 0;
  }) != 0;
  build_fonts = std::move(fonts);
  if (!renderer_init()) {
    EM_ASM({ if (window.harmoniesNoWebGL) window.harmoniesNoWebGL(); });
    return false;
  }
  info.device_pixel_ratio = 0;  // forces the first font build
  update_canvas_size();

  emscripten_set_resize_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_FALSE, on_resize);
  emscripten_set_mousedown_callback(kCanvas, nullptr, EM_FALSE, on_mouse);
  emscripten_set_mousemove_callback(kCanvas, nullptr, EM_FALSE, on_mouse);
  emscripten_set_mouseup_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_FALSE, on_window_mouseup);
  emscripten_set_wheel_callback(kCanvas, nullptr, EM_FALSE, on_wheel);
  emscripten_set_touchstart_callback(kCanvas, nullptr, EM_FALSE, on_touch);
  emscripten_set_touchmove_callback(kCanvas, nullptr, EM_FALSE, on_touch);
  emscripten_set_touchend_callback(kCanvas, nullptr, EM_FALSE, on_touch);
  emscripten_set_touchcancel_callback(kCanvas, nullptr, EM_FALSE, on_touch);
  emscripten_set_keydown_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_FALSE, on_key);
  emscripten_set_keyup_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_FALSE, on_key);
  return true;
}

void platform_run(FrameFn frame) {
  frame_fn = std::move(frame);
  request_redraw(3);
  emscripten_set_main_loop(loop, 0, EM_FALSE);
}

}  // namespace harmonies::ui
