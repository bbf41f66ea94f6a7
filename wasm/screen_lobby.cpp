// The lobby: one click to play solo, or seats, board side, spirits and seed.
#include <algorithm>
#include <cstring>

#include "imgui.h"
#include "platform.hpp"
#include "screens.hpp"
#include "test_hook.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace harmonies::ui {

namespace {

// ImGui's InputText edits a char buffer: mirror a std::string through one.
bool input_text(const char* label, const char* hint, std::string& value, size_t max_length, const std::string& hook,
                float width) {
  char buffer[64];
  std::strncpy(buffer, value.c_str(), sizeof buffer - 1);
  buffer[sizeof buffer - 1] = 0;
  ImGui::SetNextItemWidth(width);
  const bool changed = ImGui::InputTextWithHint(label, hint, buffer, std::min(max_length + 1, sizeof buffer));
  hook_item(hook);
  if (changed) value = buffer;
  return changed;
}

void section_label(const char* text) {
  ImGui::Spacing();
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::TextUnformatted(text);
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

void seats(App& app, float width) {
  section_label("PLAYERS");
  int count = app.lobby.players - 1;
  static const char* const kCounts[] = {"Solo", "2", "3", "4"};
  if (segmented("players", &count, kCounts, 4, width, "lobby/players-")) app.lobby.players = count + 1;
  for (int i = 0; i < app.lobby.players; ++i) {
    ImGui::PushID(i);
    ImGui::AlignTextToFramePadding();
    ImGui::Text("Seat %d", i + 1);
    ImGui::SameLine(70);
    input_text("##name", "Name", app.lobby.names[i], 16, "lobby/seat-" + std::to_string(i) + "/name",
               width - 70 - 90);
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
    ImGui::TextUnformatted("Human");
    ImGui::PopStyleColor();
    ImGui::PopID();
  }
}

void options(App& app, float width) {
  section_label("BOARD SIDE");
  int side = app.lobby.side == Side::A ? 0 : 1;
  static const char* const kSides[] = {"A - The River", "B - The Islands"};
  if (segmented("side", &side, kSides, 2, width, "lobby/side-")) app.lobby.side = side == 0 ? Side::A : Side::B;
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(side == 0 ? "Water scores your longest river."
                                   : "Water scores every island your rivers cut out.");
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();

  ImGui::Spacing();
  ImGui::Checkbox("Nature's Spirits", &app.lobby.spirits);
  hook_item("lobby/spirits");
  item_tooltip("Each player is dealt two spirit cards and keeps one during the first turn: "
               "one more habitat that scores a bonus rule.");

  section_label("SEED (SAME SEED, SAME GAME)");
  input_text("##seed", "random", app.lobby.seed, kMaxSeedLength, "lobby/seed", width);
  if (!app.lobby.seed.empty()) {
    if (Error e = check_seed(app.lobby.seed)) {
      ImGui::PushStyleColor(ImGuiCol_Text, palette().warning);
      ImGui::TextUnformatted(e.message.c_str());
      ImGui::PopStyleColor();
    }
  }
}

Setup setup_from(const LobbyChoices& lobby) {
  Setup setup;
  setup.players = lobby.players;
  setup.side = lobby.side;
  setup.spirits = lobby.spirits;
  setup.seed = lobby.seed;
  return setup;
}

// The welcome column: the name, one click to play, and how to play.
void welcome(App& app, float width, bool centred) {
  auto line = [&](const char* text, ImFont* font, ImU32 colour) {
    if (centred) {
      centered_text(text, font, colour);
    } else {
      ImGui::PushFont(font);
      ImGui::PushStyleColor(ImGuiCol_Text, colour);
      ImGui::TextUnformatted(text);
      ImGui::PopStyleColor();
      ImGui::PopFont();
    }
  };
  line("Harmonies", fonts().title, palette().text);
  line("Build landscapes, welcome animals.", fonts().body, palette().text_muted);
  ImGui::Dummy(ImVec2(0, 14));
  const float left = ImGui::GetCursorPosX();
  if (primary_button("Play solo now", "lobby/quick-solo", ImVec2(width, 52))) app.start_quick_solo();
  ImGui::SetCursorPosX(left);
  const float half = (width - 8) * 0.5f;
  if (secondary_button("How to play", "lobby/rules", ImVec2(half, 0))) app.rules_open = true;
  ImGui::SameLine(0, 8);
  if (secondary_button("Animals", "lobby/animals", ImVec2(half, 0))) open_cheatsheet();
  item_tooltip("Every animal card of the deck, filtered by the terrains its habitat needs (A).");
  if (!ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed('A', false) && !app.rules_open) open_cheatsheet();
}

void new_game(App& app, float width) {
  ImGui::PushFont(fonts().heading);
  ImGui::TextUnformatted("New game");
  ImGui::PopFont();
  seats(app, width);
  options(app, width);
  ImGui::Dummy(ImVec2(0, 8));
  const bool seed_ok = app.lobby.seed.empty() || !check_seed(app.lobby.seed);
  if (primary_button("Start game", "lobby/start", ImVec2(width, 46), seed_ok)) app.start_game(setup_from(app.lobby));
  // Keyboard: Enter starts the configured game when no text field is active.
  if (!ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) && seed_ok &&
      !app.rules_open)
    app.start_game(setup_from(app.lobby));
}

void footer() {
  ImGui::PushFont(fonts().small);
  centered_text("An unofficial fan implementation of Harmonies (Libellud, 2024).", nullptr, palette().text_muted);
  ImGui::PopFont();
}

}  // namespace

void lobby_screen(App& app) {
  hook_begin_frame("lobby");
  begin_fullscreen("##lobby");
  const ImVec2 size = platform().css_size;
  if (size.x >= 960) {
    // Wide screens: welcome on the left, the new game's options on the right.
    const float col = 440, gap = 72;
    const float left = (size.x - col * 2 - gap) * 0.5f;
    const float top = std::max(24.0f, (size.y - 640) * 0.4f);
    ImGui::SetCursorPos(ImVec2(left, top + 40));
    ImGui::BeginGroup();
    welcome(app, col, false);
    ImGui::Dummy(ImVec2(0, 18));
    ImGui::PushTextWrapPos(left + col);
    ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
    ImGui::TextWrapped("Take three tokens a turn and stack them into trees, mountains and buildings beside "
                       "rivers and fields. Animals settle where their habitat appears. Solo or hot-seat, "
                       "nothing to install.");
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    ImGui::SetCursorPos(ImVec2(left + col + gap, top));
    ImGui::BeginGroup();
    new_game(app, col);
    ImGui::EndGroup();
    ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY() + 12, size.y - 30));
    footer();
  } else {
    const float width = std::min(480.0f, size.x - 40.0f);
    const float left = (size.x - width) * 0.5f;
    ImGui::SetCursorPosY(std::max(24.0f, size.y * 0.05f));
    ImGui::SetCursorPosX(left);
    ImGui::BeginGroup();
    welcome(app, width, true);
    ImGui::Dummy(ImVec2(0, 10));
    new_game(app, width);
    ImGui::EndGroup();
    ImGui::Dummy(ImVec2(0, 16));
    footer();
    ImGui::Dummy(ImVec2(0, 16));
  }
  drag_to_scroll();
  ImGui::End();
}

}  // namespace harmonies::ui
