#include "screens/toast.hpp"

#include <algorithm>

#include "imgui.h"
#include "platform/platform.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"

namespace harmonies::ui {

void toast(const std::string& message) {
  // A toast at the bottom centre; it fades by itself.
  const ImVec2 size = platform().css_size;
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y - 24), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  // Dark ink on the light page: a notice, not part of the card it covers.
  ImGui::PushStyleColor(ImGuiCol_WindowBg, with_alpha(palette().text, 0.94f));
  ImGui::PushStyleColor(ImGuiCol_Text, palette().panel);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 8.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(16, 10));
  // Narrow screens: the toast wraps instead of running off the edges.
  const float widest = std::min(560.0f, size.x - 24.0f);
  const float text_w = ImGui::CalcTextSize(message.c_str()).x;
  ImGui::SetNextWindowSize(ImVec2(std::min(widest, text_w + ImGui::GetStyle().WindowPadding.x * 2 + 2), 0));
  ImGui::Begin("##toast", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoInputs |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
  ImGui::TextWrapped("%s", message.c_str());
  WidgetFlags flags;
  flags.label = message;
  flags.role = Role::Text;
  hook_item("toast", flags);
  ImGui::End();
  ImGui::PopStyleVar(2);
  ImGui::PopStyleColor(2);
  request_redraw(1);
}

}  // namespace harmonies::ui
