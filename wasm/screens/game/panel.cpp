// The side panel: live score by category and the turn's buttons.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "harmonies/json.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "platform/platform.hpp"
#include "model/board_words.hpp"
#include "platform/test_hook.hpp"
#include "render/draw.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/fit_label.hpp"
#include "screens/game/parts.hpp"
#include "screens/rule_numbers.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui::game_parts {

namespace {

// The help of the landscape lines on the game's side, with that side's numbers from the engine's tables
// (scoring.hpp; RULES.md "Sides C and D": side C's buildings, side D's dry spaces, trees and fields).
struct LandscapeHelp {
  std::string trees, mountains, fields, buildings, water;
};

LandscapeHelp landscape_help(Side side, const Board& board) {
  const bool dry_spaces = side == Side::D;
  const bool village = side == Side::C;
  const std::string heights = height_points_text();
  LandscapeHelp h;
  h.trees = dry_spaces ? tr(Text::game_score_trees_tip_dry, {{"heights", points_or_text(kSideDTreePoints)}})
                       : tr(Text::game_score_trees_tip, {{"heights", heights}});
  h.mountains = tr(dry_spaces ? Text::game_score_mountains_tip_dry : Text::game_score_mountains_tip, {{"heights", heights}});
  h.fields = dry_spaces ? tr(Text::game_score_fields_tip_dry, {{"points", kSideDFieldPoints}, {"min", kFieldMinTokens}})
                        : tr(Text::game_score_fields_tip, {{"points", kFieldPoints}, {"min", kFieldMinTokens}});
  h.buildings = tr(dry_spaces ? Text::game_score_buildings_tip_dry : Text::game_score_buildings_tip,
                   {{"points", village ? kSideCBuildingPoints : kBuildingPoints},
                    {"min", village ? kSideCBuildingMinColours : kBuildingMinColours}});
  h.water = scores_islands(side)
                ? tr(Text::game_score_islands_tip, {{"points", kIslandPoints}}) + "\n" +
                      tr_count(Text::game_score_islands_now, island_count(board))
                : tr(Text::game_score_river_tip, {{"table", river_points_text()}, {"extra", kRiverPointsPerExtraToken}});
  return h;
}

}  // namespace

void score_lines(const ScreenHost& app, int player, float width, const std::string& hook) {
  const GameState& g = *app.game;
  const PlayerScore s = g.score(player);
  struct Line {
    const char* id;  // the test hook's name: "score/Trees"
    Text label;
    int value;
    std::string help;
  };
  const LandscapeHelp help = landscape_help(g.setup().side, g.now().players[player].board);
  const Line lines[] = {
      {"Trees", Text::game_score_trees, s.landscape.trees, help.trees},
      {"Mountains", Text::game_score_mountains, s.landscape.mountains, help.mountains},
      {"Fields", Text::game_score_fields, s.landscape.fields, help.fields},
      {"Buildings", Text::game_score_buildings, s.landscape.buildings, help.buildings},
      {"Water", Text::game_score_water, s.landscape.water, help.water},
      // RULES.md "Crescendo", with the engine's point values (scoring.hpp): scored on the board, beside the landscapes.
      {"Sanctuaries", Text::game_score_sanctuaries, s.sanctuaries,
       tr(Text::game_score_sanctuaries_tip, {{"per", tr_count(Text::common_points, kSanctuaryPointsPerNeighbour)}})},
      {"Whispers", Text::game_score_whispers, s.whispers,
       tr(Text::game_score_whispers_tip, {{"shared", tr_count(Text::common_points, kWhisperSharedPoints)},
                                          {"alone", tr_count(Text::common_points, kWhisperAlonePoints)}})},
      {"Animals", Text::game_score_animals, s.animals_total, tr(Text::game_score_animals_tip)},
      {"Spirit", Text::game_score_spirit, s.spirit, tr(Text::game_score_spirit_tip)},
  };
  json::Value shown = json::Value::object();
  for (const Line& line : lines) {
    if (line.label == Text::game_score_spirit && !g.setup().spirits) continue;
    if (line.label == Text::game_score_sanctuaries && !g.setup().sanctuaries) continue;
    if (line.label == Text::game_score_whispers && !g.setup().whispers) continue;
    ImGui::TextUnformatted(tr(line.label));
    item_tooltip(line.help.c_str());
    ImGui::SameLine(width - 40);
    ImGui::Text("%3d", line.value);
    hook_item(hook + "score/" + line.id, {.role = Role::Text, .words = std::string(tr(line.label)) + ": " + std::to_string(line.value)});
    item_tooltip(line.help.c_str());  // the points explained on the number too
    shown[line.id] = line.value;
  }
  hook_fact(hook.empty() ? "score_lines" : "viewed_score_lines", shown);  // the lines shown and their points, by hook name
}

void panel_section(ScreenHost& app, const ImRect& r, bool compact) {
  const GameState& g = *app.game;
  const int me = g.current_player();
  // Another player's board on view: their score and cards, read only, in the same places.
  const int viewed = app.selection.viewed_player();
  const int shown = viewed >= 0 && viewed < g.player_count() ? viewed : me;
  const std::string hook = shown == me ? "" : "viewed/";
  ImGui::SetCursorScreenPos(ImVec2(r.Min.x + 12, r.Min.y + (compact ? 4 : 10)));
  ImGui::BeginChild("##panel", ImVec2(r.GetWidth() - 24, r.GetHeight() - (compact ? 6 : 14)), false);
  const float width = ImGui::GetContentRegionAvail().x;
  ImGui::PushFont(fonts().heading);
  ImGui::Text("%s", app.name_of(shown).c_str());
  ImGui::SameLine(width - 60);
  ImGui::Text("%3d", g.score(shown).total);
  hook_item(hook + "score/total", {.role = Role::Text, .words = score_words(g, shown)});
  ImGui::PopFont();
  hook_fact("score", g.score(me).total);
  if (shown != me) {
    hook_fact("viewed_player", shown);
    hook_fact("viewed_score", g.score(shown).total);
  }
  const int empty = g.player(shown).board.empty_spaces();
  ImGui::PushStyleColor(ImGuiCol_Text, empty <= 5 ? palette().warning : palette().text_muted);
  ImGui::TextUnformatted(tr_count(Text::game_panel_empty_spaces, empty).c_str());
  ImGui::PopStyleColor();
  hook_item(hook + "panel/empty-spaces", {.role = Role::Text, .words = tr_count(Text::game_panel_empty_spaces, empty)});
  item_tooltip(tr(Text::game_panel_empty_spaces_tip));
  // On a phone the cards come first (they are what you act on); the score follows.
  if (!compact) {
    score_lines(app, shown, width, hook);
    ImGui::Separator();
  }
  if (shown == me && g.setup().spirits && g.player(me).spirit == kNone) {
    spirit_choice(app, width);
    ImGui::Separator();
  }
  if (!compact)
    ImGui::TextUnformatted(shown != me || app.is_bot_seat(me)
                               ? tr(Text::game_panel_cards_of, {{"name", app.name_of(shown)}}).c_str()
                               : tr(Text::game_panel_your_cards));
  const float card_w = compact ? std::clamp((width - 24) / 4.0f, 78.0f, 96.0f)
                               : std::clamp((width - 16) / 3.0f, 80.0f, 110.0f);
  held_cards(app, shown, width, card_w, hook);
  if (compact) {
    ImGui::Separator();
    score_lines(app, shown, width, hook);
  }
  drag_to_scroll();
  ImGui::EndChild();
}

// "Undo" comes first, then "Start my turn over" and "End turn". A desktop stacks the two turn buttons and
// puts Undo (icon and word) beside "Start my turn over"; a phone has them side by side, and Undo before them
// shows its icon alone (its tooltip says what it does).
void actions_section(ScreenHost& app, const ImRect& r) {
  const bool can_end = app.is_legal(Action::end_turn());
  const bool can_restart = app.is_legal(Action::restart_turn());
  const bool can_undo = app.is_legal(Action::undo_step());
  const ButtonPair pair(r);
  const bool phone = pair.side_by_side();
  const char* const undo_word = tr(Text::game_turn_undo);
  const float gap = 8;
  const float undo_w = phone ? pair.size().y + 6 : std::min(icon_button_width(undo_word), pair.size().x * 0.45f);
  const ImVec2 undo_size(undo_w, pair.size().y);
  const ImVec2 restart_size(phone ? pair.size().x - 0.5f * (undo_w + gap) : pair.size().x - undo_w - gap, pair.size().y);
  const ImVec2 end_size(phone ? restart_size.x : pair.size().x, pair.size().y);
  const bool undo_word_fits = icon_button_width(undo_word) <= undo_w;
  if (icon_button(undo_word, "button/undo", undo_size, can_undo, !phone && undo_word_fits, draw_undo_mark))
    app.act(Action::undo_step());
  item_tooltip(tr(Text::game_turn_undo_tip));
  ImGui::SameLine(0, gap);
  ImGui::PushFont(row_font({tr(Text::game_turn_restart), tr(Text::game_turn_end)}, restart_size.x));
  const FittedLabel restart(tr(Text::game_turn_restart), restart_size.x);
  ImGui::PushFont(restart.font);
  if (secondary_button(restart.text.c_str(), "button/restart-turn", restart_size, can_restart))
    app.act(Action::restart_turn());
  ImGui::PopFont();
  item_tooltip(tr(Text::game_turn_restart_tip));
  pair.second();
  const FittedLabel end(tr(Text::game_turn_end), end_size.x);
  ImGui::PushFont(end.font);
  if (primary_button(end.text.c_str(), "button/end-turn", end_size, can_end)) app.act(Action::end_turn());
  ImGui::PopFont();
  if (hint_of(app, ActionType::EndTurn)) hint_rect(app, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), "hint/target", 6);
  item_tooltip(tr(Text::game_turn_end_tip));
  ImGui::PopFont();
}

}  // namespace harmonies::ui::game_parts
