// A label that fits a fixed-width button: French and Spanish run 20-30% longer than the English the
// buttons were sized for. The body font while the label fits, else the small font, else the small
// font on two lines (the space nearest the middle becomes a line break; no-break spaces stay).
//   const FittedLabel label(tr(Text::end_new_seed), size.x);
//   ImGui::PushFont(label.font); secondary_button(label.text.c_str(), hook, size); ImGui::PopFont();
#pragma once

#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <string>

#include "imgui.h"
#include "render/theme.hpp"

namespace harmonies::ui {

struct FittedLabel {
  FittedLabel(const char* label, float button_width) : text(label), font(ImGui::GetFont()) {
    const float room = button_width - ImGui::GetStyle().FramePadding.x * 2;
    if (ImGui::CalcTextSize(label, nullptr, true).x <= room) return;
    font = fonts().small;
    ImGui::PushFont(font);
    const bool one_line = ImGui::CalcTextSize(label, nullptr, true).x <= room;
    ImGui::PopFont();
    if (one_line) return;
    const size_t shown = std::min(text.find("##"), text.size());  // "##id" is not shown
    const long middle = static_cast<long>(shown / 2);
    size_t best = std::string::npos;
    for (size_t i = 0; i < shown; ++i)
      if (text[i] == ' ' && (best == std::string::npos ||
                             std::labs(static_cast<long>(i) - middle) < std::labs(static_cast<long>(best) - middle)))
        best = i;
    if (best != std::string::npos) text[best] = '\n';
  }
  std::string text;  // the label to show (and the button's ID)
  ImFont* font;      // to push around the button
};

// The font for a row of buttons of one width: the current font when every label fits, else the small
// one, so a row never mixes sizes. Push it around the row; FittedLabel then starts from it.
inline ImFont* row_font(std::initializer_list<const char*> labels, float button_width) {
  const float room = button_width - ImGui::GetStyle().FramePadding.x * 2;
  for (const char* label : labels)
    if (ImGui::CalcTextSize(label, nullptr, true).x > room) return fonts().small;
  return ImGui::GetFont();
}

}  // namespace harmonies::ui
