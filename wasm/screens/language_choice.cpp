// The language menu of the lobby and the game menu: the three languages by their own names.
#include "model/language.hpp"
#include "model/text.hpp"
#include "platform/test_hook.hpp"
#include "render/widgets.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui {

void language_choice(NavigationHost& app, float width, const char* hook_prefix) {
  const char* labels[kLanguageCount];
  for (int i = 0; i < kLanguageCount; ++i) labels[i] = language_name(kLanguages[i]);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr(Text::language_menu));
  item_tooltip(tr(Text::language_menu_tip));
  const float label_w = ImGui::GetItemRectSize().x + ImGui::GetStyle().ItemSpacing.x;
  ImGui::SameLine();
  int chosen = static_cast<int>(current_language());
  hook_group(hook_prefix, tr(Text::mirror_group_language));
  if (segmented("language", &chosen, labels, kLanguageCount, width - label_w, hook_prefix))
    app.choose_language(kLanguages[chosen]);
  item_tooltip(tr(Text::language_menu_tip));
}

}  // namespace harmonies::ui
