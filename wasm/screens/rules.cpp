// "How to play": a short rules screen over the lobby or the game, with the
// allowed stacks drawn as small pictures.
#include <algorithm>

#include "render/draw.hpp"
#include "imgui.h"
#include "platform/platform.hpp"
#include "screens/screens.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"

namespace harmonies::ui {

namespace {

void heading(const char* text) {
  ImGui::Spacing();
  ImGui::PushFont(fonts().heading);
  ImGui::TextUnformatted(text);
  ImGui::PopFont();
}

void paragraph(const char* text) { ImGui::TextWrapped("%s", text); }

Stack stack_of(std::initializer_list<Token> tokens) {
  Stack s;
  for (Token t : tokens) s.tokens[s.height++] = t;
  return s;
}

// A row of small stack pictures with captions.
void stack_pictures(const std::vector<std::pair<Stack, const char*>>& items, float width) {
  const float cell = std::clamp(width / static_cast<float>(items.size()), 70.0f, 110.0f);
  const float r = cell * 0.3f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int per_row = std::max(1, static_cast<int>(width / cell));
  for (size_t i = 0; i < items.size(); ++i) {
    if (i % per_row) ImGui::SameLine(0, 0);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(cell, cell * 0.95f));
    draw_stack(dl, ImVec2(at.x + cell * 0.5f, at.y + cell * 0.42f), r, items[i].first);
    ImFont* f = fonts().small;
    const ImVec2 ts = f->CalcTextSizeA(font_px(f), cell - 4, cell - 4, items[i].second);
    dl->AddText(f, font_px(f), ImVec2(at.x + (cell - ts.x) * 0.5f, at.y + cell * 0.75f), palette().text,
                items[i].second, nullptr, cell - 4);
  }
}

}  // namespace

void rules_overlay(App& app) {
  const ImVec2 size = platform().css_size;
  // A dimmed backdrop that catches clicks: clicking it closes the page.
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(size);
  ImGui::SetNextWindowBgAlpha(0.45f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(30, 36, 28, 255));
  ImGui::Begin("##rules-backdrop", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoNav);
  ImGui::PopStyleColor();
  if (ImGui::IsWindowHovered() && ImGui::IsMouseClicked(0)) app.rules_open = false;
  ImGui::End();

  const ImVec2 win(std::min(720.0f, size.x - 16), size.y - 32);
  ImGui::SetNextWindowPos(ImVec2((size.x - win.x) * 0.5f, 16));
  ImGui::SetNextWindowSize(win);
  ImGui::SetNextWindowFocus();
  ImGui::PushStyleColor(ImGuiCol_WindowBg, palette().panel);
  ImGui::Begin("How to play", nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoTitleBar);
  ImGui::PopStyleColor();
  const float width = ImGui::GetContentRegionAvail().x;
  ImGui::PushFont(fonts().title);
  ImGui::TextUnformatted("How to play");
  ImGui::PopFont();
  ImGui::SameLine(width - 90);
  if (secondary_button("Close", "rules/close", ImVec2(90, 0)) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
    app.rules_open = false;
  hook_rect("rules/window", ImGui::GetWindowPos(),
            ImVec2(ImGui::GetWindowPos().x + win.x, ImGui::GetWindowPos().y + win.y));

  heading("Your turn");
  paragraph("Take the 3 tokens of one spot of the central board and place them on your board, one at a time. "
            "You may also take one animal card from the row (at most 4 unfinished cards), and place animal "
            "cubes, in any order, even between two tokens. \"Start my turn over\" undoes the whole turn until "
            "you end it. The game ends when the pouch runs dry or someone has 2 or fewer empty spaces; the round "
            "is finished so everyone plays as often.");

  heading("Stacking");
  paragraph("Any token goes on an empty space. Stacks only build landscapes:");
  stack_pictures({{stack_of({Token::Gray}), "Mountain 1"},
                  {stack_of({Token::Gray, Token::Gray}), "Mountain 2"},
                  {stack_of({Token::Gray, Token::Gray, Token::Gray}), "Mountain 3"},
                  {stack_of({Token::Green}), "Tree 1"},
                  {stack_of({Token::Brown, Token::Green}), "Tree 2"},
                  {stack_of({Token::Brown, Token::Brown, Token::Green}), "Tree 3"},
                  {stack_of({Token::Brown, Token::Red}), "Building"},
                  {stack_of({Token::Gray, Token::Red}), "Building"},
                  {stack_of({Token::Red, Token::Red}), "Building"},
                  {stack_of({Token::Blue}), "Water"},
                  {stack_of({Token::Yellow}), "Field"}},
                 width);
  paragraph("Blue and yellow never stack. Nothing goes on a green, on a building, or on a space with a cube.");

  heading("Animal cards and cubes");
  paragraph("A card shows a habitat: a few hexes, each asking for water, a field, a building (any base), or a "
            "tree or mountain of an exact height. When the habitat exists on your board, in any rotation (not "
            "mirrored), put the card's lowest cube on the marked hex; that hex must not hold a cube yet. The card "
            "scores the highest number its cubes uncovered. Cubes never move.");

  heading("Scoring");
  paragraph("Trees: 1, 3 or 7 by height. Mountains: 1, 3 or 7 by height, only next to another mountain. "
            "Fields: 5 per group of 2 or more yellows. Buildings: 5 when their neighbours show 3 or more colours. "
            "Water, side A: your longest river scores 0/2/5/8/11/15 for 1-6 tokens, +4 per token after. "
            "Water, side B: 5 per island (a group of spaces not topped by blue). Ties: most animal cubes wins.");

  heading("Solo");
  paragraph("Three spots; after each turn the leftover tokens leave the game and all spots refill. If you took no "
            "card, you may discard one from the row. Your score becomes suns.");

  heading("Keys");
  paragraph("1-5 take a spot - Tab next token - Enter end turn - Backspace start the turn over - A animals - "
            "H this page - Esc cancel.");
  ImGui::End();
}

}  // namespace harmonies::ui
