// "How to play": a short rules screen over the lobby or the game, with the
// allowed stacks drawn as small pictures.
#include <algorithm>
#include <string>
#include <vector>

#include "render/draw.hpp"
#include "imgui.h"
#include "platform/platform.hpp"
#include "screens/rule_numbers.hpp"
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

// The engine's example stack for a hex asking for `terrain` at `height` (cards.hpp).
Stack example(Terrain terrain, int height = 1) {
  PatternHex hex;
  hex.terrain = terrain;
  hex.height = static_cast<std::uint8_t>(height);
  return example_stack(hex);
}

// Every stack a landscape can be, from the engine's stacking rules: mountains
// and trees by height, a building on each base it accepts, water and field.
std::vector<std::pair<Stack, std::string>> landscape_pictures() {
  std::vector<std::pair<Stack, std::string>> items;
  for (int h = 1; h <= kMaxHeight; ++h) items.emplace_back(example(Terrain::Mountain, h), "Mountain " + std::to_string(h));
  for (int h = 1; h <= kMaxHeight; ++h) items.emplace_back(example(Terrain::Tree, h), "Tree " + std::to_string(h));
  // Brown, gray, red: the order the page has always shown them in.
  std::vector<Token> bases = building_bases();
  std::stable_partition(bases.begin(), bases.end(), [](Token t) { return t == Token::Brown; });
  for (Token base : bases) {
    Stack building = example(Terrain::Building, 2);
    building.tokens[0] = base;
    items.emplace_back(building, "Building");
  }
  items.emplace_back(example(Terrain::Water), "Water");
  items.emplace_back(example(Terrain::Field), "Field");
  return items;
}

// A row of small stack pictures with captions.
void stack_pictures(const std::vector<std::pair<Stack, std::string>>& items, float width) {
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
    const char* caption = items[i].second.c_str();
    const ImVec2 ts = f->CalcTextSizeA(font_px(f), cell - 4, cell - 4, caption);
    dl->AddText(f, font_px(f), ImVec2(at.x + (cell - ts.x) * 0.5f, at.y + cell * 0.75f), palette().text, caption,
                nullptr, cell - 4);
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
  stack_pictures(landscape_pictures(), width);
  paragraph("Blue and yellow never stack. Nothing goes on a green, on a building, or on a space with a cube.");

  heading("Animal cards and cubes");
  paragraph("A card shows a habitat: a few hexes, each asking for water, a field, a building (any base), or a "
            "tree or mountain of an exact height. When the habitat exists on your board, in any rotation (not "
            "mirrored), put the card's lowest cube on the marked hex; that hex must not hold a cube yet. The card "
            "scores the highest number its cubes uncovered. Cubes never move.");

  heading("Scoring");
  // The numbers are the engine's point tables (scoring.hpp).
  const std::string heights = height_points_text();
  const std::string scoring =
      "Trees: " + heights + " by height. Mountains: " + heights + " by height, only next to another mountain. " +
      "Fields: " + std::to_string(kFieldPoints) + " per group of " + std::to_string(kFieldMinTokens) +
      " or more yellows. Buildings: " + std::to_string(kBuildingPoints) + " when their neighbours show " +
      std::to_string(kBuildingMinColours) + " or more colours. Water, side A: your longest river scores " +
      river_points_text() + " for 1-" + std::to_string(river_table_length()) + " tokens, +" +
      std::to_string(kRiverPointsPerExtraToken) + " per token after. Water, side B: " + std::to_string(kIslandPoints) +
      " per island (a group of spaces not topped by blue). Ties: most animal cubes wins.";
  paragraph(scoring.c_str());

  heading("Solo");
  paragraph("Three spots; after each turn the leftover tokens leave the game and all spots refill. If you took no "
            "card, you may discard one from the row. Your score becomes suns.");

  heading("Keys");
  paragraph("1-5 take a spot - Tab next token - Enter end turn - Backspace start the turn over - A animals - "
            "H this page - Esc cancel.");
  ImGui::End();
}

}  // namespace harmonies::ui
