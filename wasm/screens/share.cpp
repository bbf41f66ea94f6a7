#include "screens/share.hpp"

#include <algorithm>
#include <vector>

#include "harmonies/json.hpp"
#include "imgui.h"
#include "model/text.hpp"
#include "platform/page.hpp"
#include "platform/platform.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/fit_label.hpp"

namespace harmonies::ui {

std::string link_address(const Link& link) { return page_address() + "#" + encode_link(link); }

bool share_dialog(ShareBox& box) {
  if (!ImGui::IsPopupOpen("##share")) ImGui::OpenPopup("##share");
  const ImVec2 screen = platform().css_size;
  const float width = std::min(560.0f, screen.x - 24.0f);
  ImGui::SetNextWindowPos(ImVec2(screen.x * 0.5f, screen.y * 0.4f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(width, 0));
  if (!ImGui::BeginPopupModal("##share", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove)) return false;
  // A modal dialog for the page's mirror too: named by its title, the rest of the page out of reach.
  hook_begin_dialog(box.title);
  const float inner = width - ImGui::GetStyle().WindowPadding.x * 2;
  ImGui::PushFont(fonts().heading);
  ImGui::TextWrapped("%s", box.title.c_str());
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::TextWrapped("%s", box.note.c_str());
  ImGui::PopStyleColor();
  ImGui::Spacing();
  // Read-only but selectable: where the clipboard is refused, the player copies it by hand.
  std::vector<char> text(box.url.begin(), box.url.end());
  text.push_back('\0');
  ImGui::SetNextItemWidth(inner);
  ImGui::InputText("##link", text.data(), text.size(), ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
  // The field's text is the link; its name, the note over it (and, the copy refused, the way to copy it).
  const std::string about = box.copy == ShareBox::Copy::Refused ? box.note + " " + tr(Text::share_refused) : box.note;
  hook_item("share/link", {.label = box.url, .role = Role::TextBox, .words = about});
  hook_fact("share_link", std::string(box.url));
  if (box.copy == ShareBox::Copy::Refused) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette().warning);
    ImGui::TextWrapped("%s", tr(Text::share_refused));
    ImGui::PopStyleColor();
  }
  ImGui::Spacing();
  const float half = (inner - 8) * 0.5f;
  ImGui::PushFont(row_font({tr(Text::share_copied), tr(Text::share_copy), tr(Text::common_close)}, half));
  const FittedLabel copy_label(tr(box.copy == ShareBox::Copy::Copied ? Text::share_copied : Text::share_copy), half);
  ImGui::PushFont(copy_label.font);
  const bool copy_pressed = primary_button(copy_label.text.c_str(), "share/copy", ImVec2(half, 44));
  ImGui::PopFont();
  if (copy_pressed) copy_to_clipboard(box.url);
  ImGui::SameLine(0, 8);
  const FittedLabel close_label(tr(Text::common_close), half);
  ImGui::PushFont(close_label.font);
  const bool close_pressed = secondary_button(close_label.text.c_str(), "share/close", ImVec2(half, 44));
  ImGui::PopFont();
  ImGui::PopFont();
  if (close_pressed || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    hook_end_dialog();
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return true;
  }
  hook_end_dialog();
  ImGui::EndPopup();
  return false;
}

}  // namespace harmonies::ui
