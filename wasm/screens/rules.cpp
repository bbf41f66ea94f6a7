// "How to play": a short rules screen over the lobby or the game, with the
// allowed stacks drawn as small pictures.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "render/draw.hpp"
#include "harmonies/json.hpp"
#include "harmonies/outcome.hpp"
#include "harmonies/state.hpp"
#include "imgui.h"
#include "model/board_words.hpp"
#include "model/game_words.hpp"
#include "model/text.hpp"
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
  // Wraps only when a (translated) heading is wider than the window.
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
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
  for (int h = 1; h <= kMaxHeight; ++h)
    items.emplace_back(example(Terrain::Mountain, h), tr(Text::rules_stacking_mountain, {{"n", h}}));
  for (int h = 1; h <= kMaxHeight; ++h)
    items.emplace_back(example(Terrain::Tree, h), tr(Text::rules_stacking_tree, {{"n", h}}));
  // Brown, gray, red: the order the page has always shown them in.
  std::vector<Token> bases = building_bases();
  std::stable_partition(bases.begin(), bases.end(), [](Token t) { return t == Token::Brown; });
  for (Token base : bases) {
    Stack building = example(Terrain::Building, 2);
    building.tokens[0] = base;
    items.emplace_back(building, tr(Text::rules_stacking_building, {{"base", token_colour_name(base)}}));
  }
  items.emplace_back(example(Terrain::Water), terrain_name(Terrain::Water));
  items.emplace_back(example(Terrain::Field), terrain_name(Terrain::Field));
  return items;
}

// Draws `text` in `f` at `px`, each line centred in `width` from `top_left`, wrapped at spaces (a no-break space
// holds); returns its height. Without `dl`, only measures.
float centred_lines(ImDrawList* dl, ImFont* f, float px, ImVec2 top_left, float width, const std::string& caption) {
  const char* text = caption.c_str();
  const char* const stop = text + caption.size();
  float y = top_left.y;
  while (text < stop) {
    const char* cut = f->CalcWordWrapPositionA(px / f->FontSize, text, stop, width);
    if (cut <= text) cut = text + 1;
    const ImVec2 ls = f->CalcTextSizeA(px, FLT_MAX, 0, text, cut);
    if (dl) dl->AddText(f, px, ImVec2(top_left.x + (width - ls.x) * 0.5f, y), palette().text, text, cut);
    y += ls.y;
    text = cut;
    while (text < stop && *text == ' ') ++text;
  }
  return y - top_left.y;
}

// The widest word of a caption, in `f` at `px`.
float widest_word(ImFont* f, float px, const std::string& caption) {
  float widest = 0;
  size_t start = 0;
  while (start <= caption.size()) {
    const size_t end = std::min(caption.find(' ', start), caption.size());
    widest = std::max(widest, f->CalcTextSizeA(px, FLT_MAX, 0, caption.c_str() + start, caption.c_str() + end).x);
    start = end + 1;
  }
  return widest;
}

// A row of small stack pictures with captions: a caption wider than its cell takes two lines ("Building" over
// "on brown"), and a word wider than the cell (a longer translation) is drawn a little smaller.
void stack_pictures(const std::vector<std::pair<Stack, std::string>>& items, float width) {
  const float cell = std::clamp(width / static_cast<float>(items.size()), 70.0f, 110.0f);
  const float r = cell * 0.3f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int per_row = std::max(1, static_cast<int>(width / cell));
  ImFont* f = fonts().small;
  const float room = cell - 4;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i % per_row) ImGui::SameLine(0, 0);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const std::string& caption = items[i].second;
    const float px = font_px(f) * std::min(1.0f, room / std::max(1.0f, widest_word(f, font_px(f), caption)));
    const float caption_top = at.y + cell * 0.75f;
    const float caption_h = centred_lines(nullptr, f, px, ImVec2(at.x + 2, caption_top), room, caption);
    ImGui::Dummy(ImVec2(cell, std::max(cell * 0.95f, caption_top - at.y + caption_h + 4)));
    draw_stack(dl, ImVec2(at.x + cell * 0.5f, at.y + cell * 0.42f), r, items[i].first);
    centred_lines(dl, f, px, ImVec2(at.x + 2, caption_top), room, caption);
  }
}

// RULES.md "Sides C and D": what each side changes, with the engine's numbers (scoring.hpp), and side D's
// two marks as the board draws them.
void sides_c_and_d() {
  heading(tr(Text::rules_sides_heading));
  paragraph(tr(Text::rules_side_c_text, {{"points", kSideCBuildingPoints},
                                         {"colours", kSideCBuildingMinColours},
                                         {"base_points", kBuildingPoints},
                                         {"base_colours", kBuildingMinColours}})
                .c_str());
  paragraph(tr(Text::rules_side_d_text, {{"count", static_cast<int>(kSideDDrySpaces.size())},
                                         {"trees", points_or_text(kSideDTreePoints)},
                                         {"field", kSideDFieldPoints}})
                .c_str());
  // Each mark followed by its meaning, on one row, centred on the row's middle.
  const float size = std::round(ImGui::GetFontSize() * 1.3f);
  const float row_h = std::max(size + 4, ImGui::GetTextLineHeight());
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float x = at.x;
  const auto mark = [&](bool watered, const char* meaning, const char* hook) {
    draw_dry_mark(dl, ImVec2(x + 4 + size * 0.5f, at.y + row_h * 0.5f), size, watered);
    hook_rect(hook, ImVec2(x, at.y), ImVec2(x + size + 8, at.y + row_h), {.role = Role::Text, .words = meaning});
    x += size + 14;
    dl->AddText(ImVec2(x, at.y + 0.5f * (row_h - ImGui::GetTextLineHeight())), ImGui::GetColorU32(ImGuiCol_Text),
                meaning);
    x += ImGui::CalcTextSize(meaning).x + 24;
  };
  mark(false, tr(Text::rules_side_d_dry), "rules/dry-mark");
  mark(true, tr(Text::rules_side_d_watered), "rules/watered-mark");
  ImGui::Dummy(ImVec2(x - at.x, row_h));
}

// A terrain in a sentence ("2 cubes on field"), as the cheatsheet's words say it.
const char* terrain_word(Terrain terrain) {
  switch (terrain) {
    case Terrain::Water: return tr(Text::sheet_terrain_water);
    case Terrain::Field: return tr(Text::sheet_terrain_field);
    case Terrain::Mountain: return tr(Text::sheet_terrain_mountain);
    case Terrain::Tree: return tr(Text::sheet_terrain_tree);
    case Terrain::Building: return tr(Text::sheet_terrain_building);
  }
  return "";
}

// A picture of the rules with its caption under it, drawn from its top-left corner.
struct Picture {
  ImVec2 size;
  std::function<void(ImDrawList*, ImVec2)> draw;
  std::string caption;
  std::string hook;
  std::string words = {};  // what a screen reader says for it; empty: the caption
};

// Pictures side by side, their captions centred under them in the small font, on as many rows as `width` needs.
void picture_row(const std::vector<Picture>& pictures, float width) {
  constexpr float kGap = 18.0f;
  ImFont* f = fonts().small;
  const float px = font_px(f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  size_t i = 0;
  while (i < pictures.size()) {
    // As many as fit on this row (at least one).
    size_t end = i;
    float used = 0;
    while (end < pictures.size() && (end == i || used + kGap + pictures[end].size.x <= width)) {
      used += (end == i ? 0 : kGap) + pictures[end].size.x;
      ++end;
    }
    float row_h = 0;
    for (size_t k = i; k < end; ++k) {
      const float caption_h = centred_lines(nullptr, f, px, ImVec2(0, 0), pictures[k].size.x, pictures[k].caption);
      row_h = std::max(row_h, pictures[k].size.y + 6 + caption_h);
    }
    const ImVec2 at = ImGui::GetCursorScreenPos();
    float x = at.x + std::max(0.0f, (width - used) * 0.5f);
    for (size_t k = i; k < end; ++k) {
      const Picture& p = pictures[k];
      p.draw(dl, ImVec2(x, at.y));
      // Each caption line centred under the picture.
      const float y = at.y + p.size.y + 6 + centred_lines(dl, f, px, ImVec2(x, at.y + p.size.y + 6), p.size.x, p.caption);
      if (!p.hook.empty())
        hook_rect(p.hook, ImVec2(x, at.y), ImVec2(x + p.size.x, y),
                  {.role = Role::Text, .words = p.words.empty() ? p.caption : p.words});
      x += p.size.x + kGap;
    }
    ImGui::Dummy(ImVec2(width, row_h + 4));
    i = end;
  }
}

// A board space as draw_board draws it: its recess on the board's face, then the tokens on it.
void space_recess(ImDrawList* dl, ImVec2 c, float R) {
  draw_hex(dl, c, 1.10f * R, palette().board);
  draw_hex(dl, c, 0.92f * R, palette().empty_space, palette().panel_border, 1.0f);
}
void space_tokens(ImDrawList* dl, ImVec2 c, float R, const Stack& stack) {
  for (int level = 0; level < stack.height; ++level) draw_token_on_space(dl, c, R, level, stack.tokens[level]);
}

Stack stack_of(std::initializer_list<Token> tokens) {
  Stack s;
  for (Token t : tokens) s.tokens[s.height++] = t;
  return s;
}

// RULES.md "Sanctuaries": a tile, and the sanctuary it builds among its neighbours, those of its colours
// marked with the points the engine gives each (sanctuary_points_from).
void sanctuaries_section(float width) {
  heading(tr(Text::rules_sanctuaries_heading));
  paragraph(tr(Text::rules_sanctuaries_text, {{"row", kTileRow}, {"points", kSanctuaryPointsPerNeighbour}}).c_str());
  const SanctuaryTile& tile = standard_decks().sanctuaries.front();  // the Reed Bank: yellow on blue
  // The sanctuary on a space with six neighbours, on a board of side A.
  Board board(Side::A);
  const Geometry& g = board.geometry();
  int centre = 0;
  while (g.neighbour_count(centre) < 6) ++centre;
  board.stacks[centre] = stack_of({tile.bottom, tile.top});
  board.stacks[centre].sanctuary = true;
  // Around it, three tops of its colours and three others (one space left empty).
  const Stack around[6] = {stack_of({tile.top}),  stack_of({Token::Brown, Token::Green}), stack_of({tile.bottom}),
                           Stack{},               stack_of({Token::Gray}),                stack_of({tile.top})};
  for (int i = 0; i < 6; ++i) board.stacks[g.neighbour(centre, i)] = around[i];
  const int total = sanctuary_points(board);
  std::array<int, 6> each{};
  int counted = 0;
  for (int i = 0; i < 6; ++i) {
    each[i] = sanctuary_points_from(board, centre, g.neighbour(centre, i));
    counted += each[i] > 0 ? 1 : 0;
  }

  // Side by side on a phone too: the tile (3.6 R wide) and the seven spaces (5.8 R) with a gap between.
  const float R = std::round(std::min(std::clamp(ImGui::GetFontSize() * 1.9f, 22.0f, 34.0f), (width - 18.0f) / 9.4f));
  const ImVec2 tile_size(std::round(R * 3.6f), std::round(R * 5.0f));
  const ImVec2 cluster(R * 5.8f, R * 6.0f);
  std::vector<Picture> pictures;
  pictures.push_back({tile_size,
                      [&](ImDrawList* dl, ImVec2 at) {
                        draw_sanctuary_tile(dl, tile, at, ImVec2(at.x + tile_size.x, at.y + tile_size.y), CardLook{});
                      },
                      tr(Text::rules_sanctuaries_tile,
                         {{"top", token_colour_name(tile.top)}, {"bottom", token_colour_name(tile.bottom)}}),
                      "rules/sanctuary-tile"});
  pictures.back().words = tile_words(tile, false);  // the tile as it shows: its name, stack and points
  pictures.push_back({cluster,
                      [&](ImDrawList* dl, ImVec2 at) {
                        // The board's own layout of these seven spaces, centred in the picture.
                        const ImVec2 mid(at.x + cluster.x * 0.5f, at.y + cluster.y * 0.5f);
                        const ImVec2 c0 = space_centre(g, centre, ImVec2(0, 0), R);
                        const auto place = [&](int space) {
                          const ImVec2 c = space_centre(g, space, ImVec2(0, 0), R);
                          return ImVec2(mid.x + c.x - c0.x, mid.y + c.y - c0.y);
                        };
                        std::vector<int> spaces{centre};
                        for (int i = 0; i < 6; ++i) spaces.push_back(g.neighbour(centre, i));
                        for (int n : spaces) space_recess(dl, place(n), R);
                        // Back to front, as on the board: a tall stack leans over the space behind it.
                        std::stable_sort(spaces.begin(), spaces.end(),
                                         [&](int a, int b) { return place(a).y < place(b).y; });
                        for (int n : spaces) {
                          if (n == centre) draw_sanctuary_space(dl, mid, R, tile.bottom, tile.top);
                          else space_tokens(dl, place(n), R, board.stacks[n]);
                        }
                        // "+3" on each neighbour that scores, at its outer edge.
                        ImFont* f = fonts().small;
                        const float px = font_px(f);
                        for (int i = 0; i < 6; ++i) {
                          if (each[i] <= 0) continue;
                          const ImVec2 c = place(g.neighbour(centre, i));
                          const std::string plus = "+" + std::to_string(each[i]);
                          const ImVec2 ts = f->CalcTextSizeA(px, FLT_MAX, 0, plus.c_str());
                          const ImVec2 pos(c.x + (c.x - mid.x) * 0.42f - ts.x * 0.5f,
                                           c.y + (c.y - mid.y) * 0.42f - ts.y * 0.5f);
                          dl->AddRectFilled(ImVec2(pos.x - 3, pos.y - 1), ImVec2(pos.x + ts.x + 3, pos.y + ts.y + 1),
                                            palette().accent, 6.0f);
                          dl->AddText(f, px, pos, IM_COL32(255, 255, 255, 255), plus.c_str());
                        }
                      },
                      tr(Text::rules_sanctuaries_example, {{"count", counted},
                                                           {"first", token_colour_name(tile.bottom)},
                                                           {"second", token_colour_name(tile.top)},
                                                           {"points", total}}),
                      "rules/sanctuary-example"});
  picture_row(pictures, width);
}

// RULES.md "Whispers": a whisper card, and its cube on a space of its terrain with an animal cube, then alone,
// with the points the engine gives each (whisper_points).
void whispers_section(float width) {
  heading(tr(Text::rules_whispers_heading));
  paragraph(tr(Text::rules_whispers_text, {{"row", kWhisperRow},
                                           {"cubes", kWhisperCubes},
                                           {"shared", kWhisperSharedPoints},
                                           {"alone", kWhisperAlonePoints}})
                .c_str());
  // The first whisper card naming a field: a yellow token is the whole terrain.
  const auto& cards = standard_decks().whispers;
  const WhisperCard& card =
      *std::find_if(cards.begin(), cards.end(), [](const WhisperCard& w) { return w.terrain == Terrain::Field; });
  const Stack field = stack_of({terrain_colour(card.terrain)});
  Board shared(Side::A), alone(Side::A);
  shared.stacks[0] = alone.stacks[0] = field;
  shared.whispers = alone.whispers = 1u;
  shared.cubes[0] = 0;  // an animal card's cube
  const int shared_points = whisper_points(shared), alone_points = whisper_points(alone);

  // The card (3 R wide) and the two spaces (3.2 R each, room for their captions) on one row, a phone's too.
  const float R = std::round(std::min(std::clamp(ImGui::GetFontSize() * 2.3f, 26.0f, 40.0f), (width - 36.0f) / 9.4f));
  const ImVec2 card_size(std::round(R * 3.0f), std::round(R * 4.1f));
  const ImVec2 space(R * 3.2f, R * 2.8f);
  const auto space_picture = [&](bool with_animal) {
    return [&, with_animal](ImDrawList* dl, ImVec2 at) {
      const ImVec2 c(at.x + space.x * 0.5f, at.y + space.y * 0.5f);
      space_recess(dl, c, R);
      space_tokens(dl, c, R, field);
      if (with_animal) draw_cube_on_space(dl, c, R, field.height, false);
      draw_whisper_on_space(dl, c, R, field.height);
    };
  };
  std::vector<Picture> pictures;
  pictures.push_back({card_size,
                      [&](ImDrawList* dl, ImVec2 at) {
                        draw_whisper_card(dl, card, at, ImVec2(at.x + card_size.x, at.y + card_size.y), 0, CardLook{});
                      },
                      tr(Text::rules_whispers_card), "rules/whisper-card"});
  // The card as it shows: its name, its terrain and its cubes.
  pictures.back().words = tr(Text::words_labelled,
                             {{"label", card_name(card)},
                              {"text", tr(Text::sheet_whisper_rule, {{"cubes", kWhisperCubes},
                                                                     {"terrain", terrain_word(card.terrain)}})}});
  pictures.push_back({space, space_picture(true), tr(Text::rules_whispers_shared, {{"points", shared_points}}),
                      "rules/whisper-shared"});
  pictures.push_back({space, space_picture(false), tr(Text::rules_whispers_alone, {{"points", alone_points}}),
                      "rules/whisper-alone"});
  picture_row(pictures, width);
}

// RULES.md "Nature's Spirit variant": the deal, the cube, the limit and the scoring, with the engine's numbers,
// and a spirit of each kind as the game draws it, then its cube on the space its habitat marks.
void spirits_section(float width) {
  heading(tr(Text::rules_spirits_heading));
  const int dealt = static_cast<int>(PlayerState{}.spirit_options.size());
  paragraph(tr(Text::rules_spirits_text, {{"dealt", dealt},
                                          {"kept", 1},
                                          {"limit", kMaxActiveCards},
                                          {"without", kSunsWithoutSpirit},
                                          {"group", kSunsGroupSpirit}})
                .c_str());
  const auto& spirits = standard_decks().spirits;
  const auto first_of = [&](SpiritKind kind) -> const SpiritCard& {
    return *std::find_if(spirits.begin(), spirits.end(), [&](const SpiritCard& c) { return c.rule.kind == kind; });
  };
  const SpiritCard& group = first_of(SpiritKind::Group);
  const SpiritCard& count = first_of(SpiritKind::Count);
  // Cards large enough for their rule text to be read; three side by side on a phone too.
  const float card_w = std::floor(std::clamp((width - 38.0f) / 3.0f, 96.0f, 150.0f));  // picture_row's gaps: 18
  const ImVec2 card_size(card_w, std::round(card_w * 1.38f));
  const float R = std::round(card_w * 0.26f);
  const ImVec2 space(card_w, card_size.y);
  const Stack cube_stack = example_stack(group.pattern.hexes[static_cast<size_t>(group.pattern.cube)]);
  const auto card_picture = [&](const SpiritCard& card) {
    return [&card, card_size](ImDrawList* dl, ImVec2 at) {
      draw_spirit_card(dl, card, at, ImVec2(at.x + card_size.x, at.y + card_size.y), false, CardLook{});
    };
  };
  std::vector<Picture> pictures;
  // A card's picture in words: its caption, then the card's name and rule.
  const auto card_words = [](const char* caption, const SpiritCard& card) {
    return tr(Text::words_labelled,
              {{"label", caption}, {"text", tr(Text::words_join, {{"a", card_name(card)}, {"b", card_text(card)}})}});
  };
  pictures.push_back({card_size, card_picture(group), tr(Text::rules_spirits_group), "rules/spirit-group",
                      card_words(tr(Text::rules_spirits_group), group)});
  pictures.push_back({card_size, card_picture(count), tr(Text::rules_spirits_count), "rules/spirit-count",
                      card_words(tr(Text::rules_spirits_count), count)});
  pictures.push_back({space,
                      [&](ImDrawList* dl, ImVec2 at) {
                        const ImVec2 c(at.x + space.x * 0.5f, at.y + space.y * 0.55f);
                        space_recess(dl, c, R);
                        space_tokens(dl, c, R, cube_stack);
                        draw_cube_on_space(dl, c, R, cube_stack.height, true);
                      },
                      tr(Text::rules_spirits_cube), "rules/spirit-cube"});
  picture_row(pictures, width);
}

// Every key the game answers, each on its row: the key drawn as a key cap, then what it does.
void keys_section(float width) {
  heading(tr(Text::rules_keys_heading));
  struct Key {
    std::string cap;
    const char* what;
    const char* id;
  };
  const std::vector<Key> keys = {
      {tr(Text::rules_keys_focus_key), tr(Text::rules_keys_focus), "focus"},
      {tr(Text::rules_keys_spots_key, {{"last", kMaxSpots}}), tr(Text::rules_keys_spots), "spots"},
      {tr(Text::rules_keys_tab_key), tr(Text::rules_keys_tab), "token"},
      {tr(Text::rules_keys_enter_key), tr(Text::rules_keys_enter), "enter"},
      {tr(Text::rules_keys_backspace_key), tr(Text::rules_keys_backspace), "backspace"},
      {tr(Text::rules_keys_undo_key), tr(Text::rules_keys_undo), "undo"},
      {"I", tr(Text::rules_keys_hint), "hint"},
      {"A", tr(Text::rules_keys_animals), "animals"},
      {"H", tr(Text::rules_keys_rules), "rules"},
      {"D", tr(Text::rules_keys_describe), "describe"},
      {tr(Text::rules_keys_escape_key), tr(Text::rules_keys_escape), "escape"},
      {"\xE2\x86\x90 \xE2\x86\x92", tr(Text::rules_keys_replay_step), "replay-step"},
      {tr(Text::rules_keys_replay_turn_key), tr(Text::rules_keys_replay_turn), "replay-turn"},
      {tr(Text::rules_keys_space_key), tr(Text::rules_keys_replay_play), "replay-play"},
  };
  float cap_w = 0;
  for (const Key& k : keys) cap_w = std::max(cap_w, ImGui::CalcTextSize(k.cap.c_str()).x);
  cap_w = std::min(cap_w + 16, width * 0.45f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  json::Value listed = json::Value::array();
  for (const Key& k : keys) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float line_h = ImGui::GetTextLineHeight();
    const ImVec2 ts = ImGui::CalcTextSize(k.cap.c_str(), nullptr, false, cap_w - 12);
    dl->AddRectFilled(ImVec2(at.x, at.y - 1), ImVec2(at.x + cap_w, at.y + ts.y + 3), palette().background, 5.0f);
    dl->AddRect(ImVec2(at.x, at.y - 1), ImVec2(at.x + cap_w, at.y + ts.y + 3), palette().panel_border, 5.0f);
    ImGui::SetCursorScreenPos(ImVec2(at.x + (cap_w - ts.x) * 0.5f, at.y + 1));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + cap_w - 12);
    ImGui::TextUnformatted(k.cap.c_str());
    ImGui::PopTextWrapPos();
    ImGui::SetCursorScreenPos(ImVec2(at.x + cap_w + 12, at.y + 1));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - cap_w - 12);
    ImGui::TextUnformatted(k.what);
    ImGui::PopTextWrapPos();
    const float bottom = std::max(ImGui::GetItemRectMax().y, at.y + ts.y + 3);
    WidgetFlags flags;
    flags.label = k.cap;
    flags.role = Role::Text;
    flags.words = k.cap + ": " + k.what;
    hook_rect(std::string("rules/key/") + k.id, at, ImVec2(at.x + width, bottom), flags);
    listed.push_back(json::Value(k.id));
    ImGui::SetCursorScreenPos(ImVec2(at.x, std::max(bottom, at.y + line_h) + 6));
  }
  ImGui::Dummy(ImVec2(width, 0));
  hook_fact("rules_keys", listed);
}

}  // namespace

void rules_overlay(ScreenHost& app) {
  const ImVec2 size = platform().css_size;
  // A dimmed backdrop that catches clicks: clicking it closes the page.
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(size);
  ImGui::SetNextWindowBgAlpha(0.45f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(30, 36, 28, 255));
  ImGui::Begin("##rules-backdrop", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoNav);
  ImGui::PopStyleColor();
  if (ImGui::IsWindowHovered() && ImGui::IsMouseClicked(0)) app.close_rules();
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
  // The title in the title font, or the heading font when a translation would run under the Close button.
  const char* title = tr(Text::rules_title);
  // A modal dialog for the page's mirror too: the page under it is out of reach while it is open.
  hook_begin_dialog(title);
  ImFont* title_font = fonts().title;
  const float title_room = width - 90 - ImGui::GetStyle().ItemSpacing.x;
  if (title_font->CalcTextSizeA(font_px(title_font), FLT_MAX, 0, title).x > title_room) title_font = fonts().heading;
  ImGui::PushFont(title_font);
  ImGui::TextUnformatted(title);
  ImGui::PopFont();
  ImGui::SameLine(width - 90);
  if (secondary_button(tr(Text::common_close), "rules/close", ImVec2(90, 0)) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
    app.close_rules();
  hook_rect("rules/window", ImGui::GetWindowPos(),
            ImVec2(ImGui::GetWindowPos().x + win.x, ImGui::GetWindowPos().y + win.y),
            {.role = Role::Text, .words = title});

  heading(tr(Text::rules_turn_heading));
  paragraph(tr(Text::rules_turn_text));

  heading(tr(Text::rules_stacking_heading));
  paragraph(tr(Text::rules_stacking_intro));
  stack_pictures(landscape_pictures(), width);
  paragraph(tr(Text::rules_stacking_limits));

  heading(tr(Text::rules_cards_heading));
  paragraph(tr(Text::rules_cards_text));

  spirits_section(width);

  // RULES.md "Pulse": the module's one rule and its symmetry reminder, drawn as the cards show it.
  heading(tr(Text::rules_pulse_heading));
  paragraph(tr(Text::rules_pulse_text));
  {
    const float mark_h = std::round(ImGui::GetFontSize() * 1.2f);
    const ImVec2 mark = mirror_mark_extent(mark_h);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(mark.x + 16, mark.y + 6));
    draw_mirror_mark(ImGui::GetWindowDrawList(), ImVec2(at.x + 8 + mark.x * 0.5f, at.y + 3 + mark.y * 0.5f), mark_h,
                     palette().text);
    hook_rect("rules/mirror-mark", at, ImVec2(at.x + mark.x + 16, at.y + mark.y + 6),
              {.role = Role::Text, .words = tr(Text::sheet_mirror_mark)});
  }

  heading(tr(Text::rules_scoring_heading));
  // The numbers are the engine's point tables (scoring.hpp); the text names three heights.
  static_assert(kMaxHeight == 3, "rules.scoring.text lists the points of heights 1, 2 and 3");
  const std::string scoring =
      tr(Text::rules_scoring_text, {{"low", kHeightPoints[1]},
                                    {"mid", kHeightPoints[2]},
                                    {"high", kHeightPoints[3]},
                                    {"field_points", kFieldPoints},
                                    {"field_min", kFieldMinTokens},
                                    {"building_points", kBuildingPoints},
                                    {"building_colours", kBuildingMinColours},
                                    {"river_points", river_points_text()},
                                    {"river_length", river_table_length()},
                                    {"river_extra", kRiverPointsPerExtraToken},
                                    {"island_points", kIslandPoints}});
  paragraph(scoring.c_str());

  sides_c_and_d();
  sanctuaries_section(width);
  whispers_section(width);

  heading(tr(Text::rules_solo_heading));
  paragraph(tr(Text::rules_solo_text));

  keys_section(width);
  hook_end_dialog();
  ImGui::End();
}

}  // namespace harmonies::ui
