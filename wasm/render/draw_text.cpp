// Text on pieces: fitted, wrapped and cut with an ellipsis, and a card's name on one line or two.
#include <algorithm>
#include <cfloat>
#include <cstring>
#include <string>

#include "render/draw_parts.hpp"

namespace harmonies::ui {
using namespace drawing;

namespace drawing {

ImFont* font_or_default(ImFont* f) { return f ? f : ImGui::GetFont(); }

float text_width(ImFont* f, float size, const char* b, const char* e) {
  return f->CalcTextSizeA(size, FLT_MAX, 0.0f, b, e).x;
}

// Text centred on `c`, shrunk a little (when `shrink`) and then ellipsised to fit `max_width`.
void text_fitted(ImDrawList* dl, ImFont* f, float size, ImVec2 c, float max_width, ImU32 col, const char* text,
                 bool shrink) {
  float w = text_width(f, size, text);
  if (w > max_width && shrink) {
    const float shrunk = std::max(size * 0.84f, size * max_width / w);
    size = shrunk;
    w = text_width(f, size, text);
  }
  const std::string shown = ellipsized(f, size, text, max_width);
  if (shown != text) w = text_width(f, size, shown.c_str());
  dl->AddText(f, size, snap(ImVec2(c.x - 0.5f * w, c.y - 0.5f * size)), col, shown.c_str());
}

// Word-wrapped, centred lines; returns the height used. When `draw` is false it
// only measures. Stops (with an ellipsis on the last line) at `max_height`.
float text_wrapped(ImDrawList* dl, ImFont* f, float size, ImVec2 top_centre, float width, float max_height,
                   ImU32 col, const char* text, bool draw) {
  const float line_h = size * 1.15f;
  const float scale = size / f->FontSize;
  const char* end = text + std::strlen(text);
  float y = top_centre.y;
  const char* s = text;
  while (s < end) {
    const char* e = f->CalcWordWrapPositionA(scale, s, end, width);
    if (e == s) e = s + 1;  // a single glyph wider than the box: show it anyway
    const bool last_fits = y + 2.0f * line_h > top_centre.y + max_height + 0.5f;
    const char* next = e;
    while (next < end && (*next == ' ' || *next == '\n')) ++next;
    if (draw) {
      if (last_fits && next < end) {
        char buf[160];
        const std::size_t n = std::min<std::size_t>(static_cast<std::size_t>(end - s), sizeof(buf) - 1);
        std::memcpy(buf, s, n);
        buf[n] = 0;
        text_fitted(dl, f, size, ImVec2(top_centre.x, y + 0.5f * size), width, col, buf, false);
      } else {
        const float w = text_width(f, size, s, e);
        dl->AddText(f, size, snap(ImVec2(top_centre.x - 0.5f * w, y)), col, s, e);
      }
    }
    y += line_h;
    if (last_fits) break;
    s = next;
  }
  return y - top_centre.y;
}

// A card's name under its band, centred on `top_centre.x`: on one line, shrunk a little when need
// be; a name too long for that (French and Spanish names run longer) on two lines, when the card is
// wide or tall enough to spare the height, split where the longer line is shortest. Returns the
// height used.
float card_name_lines(ImDrawList* dl, ImFont* f, float size, ImVec2 top_centre, float width, bool tall, ImU32 col,
                      const char* name) {
  constexpr float kSmallest = 0.84f;  // text_fitted's shrink
  constexpr float kNarrowest = 60.0f;  // room of a card ~70 px wide; narrower keep one line for the diagram's sake
  const auto one_line = [&] {
    text_fitted(dl, f, size, ImVec2(top_centre.x, top_centre.y + 0.5f * size), width, col, name);
    return size;
  };
  if ((width < kNarrowest && !tall) || text_width(f, size * kSmallest, name) <= width) return one_line();
  // A break at a space, or after a hyphen ("Chauve-souris").
  const std::size_t length = std::strlen(name);
  std::size_t at = 0;
  float widest = FLT_MAX;
  for (std::size_t i = 1; i + 1 < length; ++i) {
    const bool space = name[i] == ' ';
    if (!space && name[i - 1] != '-') continue;
    const float w = std::max(text_width(f, size, name, name + i), text_width(f, size, name + i + (space ? 1 : 0)));
    if (w < widest) {
      widest = w;
      at = i;
    }
  }
  if (at == 0 || at >= 90) return one_line();
  char first[96];
  std::memcpy(first, name, at);
  first[at] = 0;
  const char* second = name + at + (name[at] == ' ' ? 1 : 0);
  const float line_size = std::clamp(size * width / widest, size * kSmallest, size);
  const float line_h = line_size * 1.05f;
  text_fitted(dl, f, line_size, ImVec2(top_centre.x, top_centre.y + 0.5f * line_size), width, col, first);
  text_fitted(dl, f, line_size, ImVec2(top_centre.x, top_centre.y + line_h + 0.5f * line_size), width, col, second);
  return line_h + line_size;
}

}  // namespace drawing

std::string ellipsized(ImFont* f, float size, const char* text, float max_width) {
  // Half a pixel of slack: text shrunk to fit exactly measures a hair wider (float rounding), and was cut.
  if (text_width(f, size, text) <= max_width + 0.5f) return text;
  const char* mark = f->FindGlyphNoFallback(0x2026) != nullptr ? "\xE2\x80\xA6" : "...";
  const float mark_w = text_width(f, size, mark);
  std::size_t n = std::strlen(text);
  // Drop whole UTF-8 characters until the rest and the mark fit.
  while (n > 0 && text_width(f, size, text, text + n) + mark_w > max_width) {
    do --n;
    while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80);
  }
  while (n > 0 && text[n - 1] == ' ') --n;
  return std::string(text, n) + mark;
}

}  // namespace harmonies::ui
