// "Who plays each seat?": asked when "Continue from here" leaves the replay of
// a link that does not tell who played (links made before they told seats).
// Each seat, with its name, gets a person or a bot of a level; Start plays on.
#include <algorithm>
#include <string>

#include "imgui.h"
#include "model/seat_names.hpp"
#include "model/text.hpp"
#include "platform/platform.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/fit_label.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui {

namespace {

// One line a seat: "Seat 1  Zoë" then the choice, beside the name when there is room, else under it.
void seat_row(std::array<Seat, kMaxPlayers>& kinds, const std::string& name, int seat, float width) {
  ImGui::PushID(seat);
  const std::string label = tr(Text::lobby_seat, {{"n", seat + 1}});
  const float label_w = std::max(70.0f, ImGui::CalcTextSize(tr(Text::lobby_seat, {{"n", kMaxPlayers}}).c_str()).x + 12);
  const bool one_line = width >= 480;
  const float kind_w = one_line ? 260 : width - label_w;
  const float left = ImGui::GetCursorPosX();  // after the window's padding
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(label.c_str());
  ImGui::SameLine(left + label_w);
  // A bot takes a bot's name when the game starts: the name it will have, muted, while it is chosen.
  const bool bot = is_bot(kinds[seat]);
  ImGui::PushStyleColor(ImGuiCol_Text, bot ? palette().text_muted : palette().text);
  ImGui::TextUnformatted((bot ? bot_seat_name(kinds[seat], seat) : name).c_str());
  ImGui::PopStyleColor();
  if (one_line) ImGui::SameLine(left + width - kind_w);
  else ImGui::SetCursorPosX(left + label_w);
  int kind = static_cast<int>(kinds[seat]);
  const char* const labels[kSeatKinds] = {tr(Text::common_human), tr(Text::common_bot_easy),
                                          tr(Text::common_bot_medium), tr(Text::common_bot_hard)};
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(4, 9));
  const std::string prefix = "continue/seat" + std::to_string(seat) + "/kind-";
  // The seat's choice, named as the row shows it: "Seat 1: Zoë".
  hook_group(prefix, tr(Text::words_labelled, {{"label", label}, {"text", bot ? bot_seat_name(kinds[seat], seat) : name}}));
  if (segmented("kind", &kind, labels, kSeatKinds, kind_w, prefix.c_str())) kinds[seat] = static_cast<Seat>(kind);
  ImGui::PopStyleVar();
  ImGui::PopFont();
  ImGui::PopID();
}

}  // namespace

SeatsAnswer continue_seats_dialog(std::array<Seat, kMaxPlayers>& kinds,
                                  const std::array<std::string, kMaxPlayers>& names, int players) {
  if (!ImGui::IsPopupOpen("##continue-seats")) ImGui::OpenPopup("##continue-seats");
  const ImVec2 screen = platform().css_size;
  const float width = std::min(620.0f, screen.x - 24.0f);
  ImGui::SetNextWindowPos(ImVec2(screen.x * 0.5f, screen.y * 0.45f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(width, 0));
  if (!ImGui::BeginPopupModal("##continue-seats", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove))
    return SeatsAnswer::None;
  // A modal dialog for the page's mirror too, named by its question and the note under it.
  hook_begin_dialog(std::string(tr(Text::replay_seats_title)) + " " + tr(Text::replay_seats_note));
  const float inner = width - ImGui::GetStyle().WindowPadding.x * 2;
  ImGui::PushFont(fonts().heading);
  ImGui::TextWrapped("%s", tr(Text::replay_seats_title));
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::TextWrapped("%s", tr(Text::replay_seats_note));
  ImGui::PopStyleColor();
  ImGui::Spacing();
  for (int seat = 0; seat < players; ++seat) seat_row(kinds, names[seat], seat, inner);
  ImGui::Spacing();
  const float half = (inner - 8) * 0.5f;
  ImGui::PushFont(row_font({tr(Text::replay_seats_start), tr(Text::common_cancel)}, half));
  const FittedLabel start_label(tr(Text::replay_seats_start), half);
  ImGui::PushFont(start_label.font);
  const bool start = primary_button(start_label.text.c_str(), "continue/start", ImVec2(half, 44));
  ImGui::PopFont();
  ImGui::SameLine(0, 8);
  const FittedLabel cancel_label(tr(Text::common_cancel), half);
  ImGui::PushFont(cancel_label.font);
  const bool cancel = secondary_button(cancel_label.text.c_str(), "continue/cancel", ImVec2(half, 44));
  ImGui::PopFont();
  ImGui::PopFont();
  if (start || cancel || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    hook_end_dialog();
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return start ? SeatsAnswer::Start : SeatsAnswer::Cancel;
  }
  hook_end_dialog();
  ImGui::EndPopup();
  return SeatsAnswer::None;
}

}  // namespace harmonies::ui
