#include "share.hpp"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <vector>

#include "app.hpp"
#include "harmonies/json.hpp"
#include "imgui.h"
#include "platform.hpp"
#include "test_hook.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace harmonies::ui {

namespace {

EM_JS(int, page_text_length, (int what), {
  // Links point at the page itself, without this visit's query (?noanim, ?seed).
  var text = what === 0 ? location.origin + location.pathname : location.hash;
  Module.pageText = text;
  return lengthBytesUTF8(text);
});

EM_JS(void, page_text_copy, (char* out, int size), {
  stringToUTF8(Module.pageText, out, size);
  Module.pageText = null;
});

std::string page_text(int what) {
  const int length = page_text_length(what);
  std::string text(static_cast<size_t>(length) + 1, '\0');
  page_text_copy(text.data(), length + 1);
  text.resize(static_cast<size_t>(length));
  return text;
}

App* sharing_app = nullptr;  // the app whose dialog awaits the clipboard's answer

}  // namespace

std::string link_address(const Link& link) { return page_text(0) + "#" + encode_link(link); }

std::string page_fragment() { return page_text(1); }

void clear_page_fragment() {
  EM_ASM({
    if (location.hash) history.replaceState(null, "", location.href.split("#")[0]);
  });
}

void request_copy(const std::string& text) {
  EM_ASM({ if (window.harmoniesCopy) window.harmoniesCopy(UTF8ToString($0)); }, text.c_str());
}

void share_dialog(App& app) {
  if (!app.share) return;
  sharing_app = &app;
  if (!ImGui::IsPopupOpen("##share")) ImGui::OpenPopup("##share");
  const ImVec2 screen = platform().css_size;
  const float width = std::min(560.0f, screen.x - 24.0f);
  ImGui::SetNextWindowPos(ImVec2(screen.x * 0.5f, screen.y * 0.4f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(width, 0));
  if (!ImGui::BeginPopupModal("##share", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove)) return;
  ShareBox& box = *app.share;
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
  hook_item("share/link");
  hook_fact("share_link", json::quote(box.url));
  if (box.copy == ShareBox::Copy::Refused) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette().warning);
    ImGui::TextWrapped("This browser did not let the game copy. Select the link above and copy it yourself.");
    ImGui::PopStyleColor();
  }
  ImGui::Spacing();
  const float half = (inner - 8) * 0.5f;
  const char* copy_label = box.copy == ShareBox::Copy::Copied ? "Copied" : "Copy link";
  if (primary_button(copy_label, "share/copy", ImVec2(half, 44))) request_copy(box.url);
  ImGui::SameLine(0, 8);
  if (secondary_button("Close", "share/close", ImVec2(half, 44)) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    app.share.reset();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace harmonies::ui

// The page answers request_copy here.
extern "C" EMSCRIPTEN_KEEPALIVE void harmonies_copied(int ok) {
  using namespace harmonies::ui;
  if (!sharing_app || !sharing_app->share) return;
  sharing_app->share->copy = ok ? ShareBox::Copy::Copied : ShareBox::Copy::Refused;
  if (ok) sharing_app->notify("Link copied", 2.0);
  request_redraw(2);
}
