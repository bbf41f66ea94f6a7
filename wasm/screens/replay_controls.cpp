// Watching a recorded game on the game screen: step forward and back, jump to
// a turn, autoplay, and "continue from here" as a new local game. The game
// screen draws the position (every board can be viewed there); this file only
// adds the controls in place of the hand and the turn's buttons.
#include <algorithm>
#include <string>

#include "model/text.hpp"
#include "platform/platform.hpp"
#include "screens/fit_label.hpp"
#include "screens/screens.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"

namespace harmonies::ui {

namespace {

bool step_button(const char* label, const char* hook, const char* tip, float size, bool enabled) {
  const bool pressed = secondary_button(label, hook, ImVec2(size, size), enabled);
  hook_words_of_last(tip);  // the label is arrows only: the tooltip says what it does, and its key
  item_tooltip(tip);
  return pressed;
}

void step_buttons(ScreenHost& app, float size) {
  const Replay& r = *app.replay;
  const bool at_start = r.step() == 0, at_end = r.step() >= r.steps();
  if (step_button("\xe2\x97\x80\xe2\x97\x80", "replay/previous-turn", tr(Text::replay_back_turn_tip), size, !at_start))
    app.replay_previous_turn();
  ImGui::SameLine(0, 4);
  if (step_button("\xe2\x97\x80", "replay/back", tr(Text::replay_back_action_tip), size, !at_start))
    app.replay_seek(r.step() - 1);
  ImGui::SameLine(0, 4);
  // "Play" and "||" share the button's width; a longer translation takes the small font, and the
  // button widens if even that does not fit.
  const char* play_text = tr(Text::replay_play);
  const float padding = ImGui::GetStyle().FramePadding.x * 2;
  ImGui::PushFont(ImGui::CalcTextSize(play_text).x + padding <= size * 1.6f ? ImGui::GetFont() : fonts().small);
  const float play_w = std::max(size * 1.6f, ImGui::CalcTextSize(play_text).x + padding);
  const char* play_label = r.playing ? "||" : play_text;
  const bool play_pressed = secondary_button(play_label, "replay/play", ImVec2(play_w, size), !at_end || r.playing);
  hook_words_of_last(r.playing ? tr(Text::mirror_replay_pause) : tr(Text::replay_play_tip));
  ImGui::PopFont();
  if (play_pressed) app.replay_play_pause(false);
  item_tooltip(tr(Text::replay_play_tip));
  ImGui::SameLine(0, 4);
  if (step_button("\xe2\x96\xb6", "replay/forward", tr(Text::replay_forward_action_tip), size, !at_end))
    app.replay_seek(r.step() + 1);
  ImGui::SameLine(0, 4);
  if (step_button("\xe2\x96\xb6\xe2\x96\xb6", "replay/next-turn", tr(Text::replay_forward_turn_tip), size, !at_end))
    app.replay_next_turn();
}

// Where the slider's "Turn 16 of 16" goes: centred, unless the grab would cover it (a phone's
// narrow slider), then centred in the wider side beside the grab; "16/16" if even that is too narrow.
void slider_label(ImRect frame, int turn, int last, const std::string& label) {
  const float range = static_cast<float>(std::max(1, last - 1));
  const float inner_w = frame.GetWidth() - 4.0f;
  const float grab_w = std::max(inner_w / (range + 1.0f), ImGui::GetStyle().GrabMinSize);
  const float grab_x = frame.Min.x + 2.0f + (inner_w - grab_w) * static_cast<float>(turn - 1) / range;
  const ImRect grab(grab_x, frame.Min.y, grab_x + grab_w, frame.Max.y);
  std::string text = label;
  float text_w = ImGui::CalcTextSize(text.c_str()).x;
  ImRect room = frame;
  if (frame.GetCenter().x + text_w * 0.5f + 4.0f > grab.Min.x && frame.GetCenter().x - text_w * 0.5f - 4.0f < grab.Max.x) {
    const bool left = grab.Min.x - frame.Min.x >= frame.Max.x - grab.Max.x;
    room = left ? ImRect(frame.Min, ImVec2(grab.Min.x, frame.Max.y)) : ImRect(ImVec2(grab.Max.x, frame.Min.y), frame.Max);
    if (text_w + 8.0f > room.GetWidth()) {
      text = std::to_string(turn) + "/" + std::to_string(last);
      text_w = ImGui::CalcTextSize(text.c_str()).x;
    }
  }
  const ImVec2 at(room.GetCenter().x - text_w * 0.5f, frame.GetCenter().y - ImGui::GetTextLineHeight() * 0.5f);
  ImGui::GetWindowDrawList()->AddText(at, ImGui::GetColorU32(ImGuiCol_Text), text.c_str());
}

void turn_slider(ScreenHost& app, float width) {
  const Replay& r = *app.replay;
  int turn = r.turn_at(r.step()) + 1;
  const int last = r.turn_count();
  ImGui::SetNextItemWidth(width);
  // The slider prints nothing itself: slider_label keeps its text clear of the grab.
  if (ImGui::SliderInt("##turn", &turn, 1, std::max(1, last), "", ImGuiSliderFlags_AlwaysClamp)) {
    app.replay_stop();
    app.replay_seek(r.turn_start(turn - 1));
  }
  WidgetFlags flags;
  flags.label = tr(Text::replay_turn_of, {{"turn", turn}, {"last", last}});
  flags.role = Role::Slider;
  flags.words = tr(Text::mirror_replay_turn);
  flags.value = turn;
  flags.value_min = 1;
  flags.value_max = std::max(1, last);
  hook_item("replay/turn", flags);
  slider_label(ImRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax()), turn, last, flags.label);
}

void keys(ScreenHost& app) {
  if (ImGui::GetIO().WantTextInput || app.rules_open || app.share || app.continue_seats) return;
  const Replay& r = *app.replay;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow)) && r.step() > 0) app.replay_seek(r.step() - 1);
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow))) app.replay_seek(r.step() + 1);
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_PageUp))) app.replay_previous_turn();
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_PageDown))) app.replay_next_turn();
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Space), false)) app.replay_play_pause(true);
}

}  // namespace

void replay_controls(ScreenHost& app, const ImRect& strip, const ImRect& buttons) {
  if (!app.replay) return;
  const Replay& r = *app.replay;
  const float size = std::min(40.0f, strip.GetHeight() - 12);
  ImGui::SetCursorScreenPos(ImVec2(strip.Min.x + 12, strip.GetCenter().y - size * 0.5f));
  step_buttons(app, size);
  ImGui::SameLine(0, 12);
  const float slider_w = strip.Max.x - ImGui::GetCursorScreenPos().x - 12;
  if (slider_w > 90) {
    ImGui::SetCursorScreenPos(ImVec2(ImGui::GetCursorScreenPos().x,
                                     strip.GetCenter().y - ImGui::GetFrameHeight() * 0.5f));
    turn_slider(app, slider_w);
  }

  // The game's review, "continue from here" and leaving: in a row on a phone; on a desktop the review on a
  // line of its own over the other two.
  const bool row = buttons.GetHeight() < 100;
  const float pad = 12, gap = 8;
  const float inner_w = buttons.GetWidth() - pad * 2;
  const ImVec2 small_size = row ? ImVec2((inner_w - gap * 2) / 3, std::min(44.0f, buttons.GetHeight() - 14))
                                : ImVec2((inner_w - gap) * 0.5f, std::min(44.0f, (buttons.GetHeight() - 16 - gap) * 0.5f));
  const ImVec2 review_size = row ? small_size : ImVec2(inner_w, small_size.y);
  ImGui::SetCursorScreenPos(ImVec2(buttons.Min.x + pad, buttons.Min.y + 8));
  ImGui::PushFont(row_font({tr(Text::review_button), tr(Text::replay_continue), tr(Text::replay_close)}, small_size.x));
  const bool review_pressed = review_button(app, app.replay_game_id, r.record(), "replay/review", review_size);
  if (review_pressed) {
    ImGui::PopFont();
    // Back to the review shown before (its "Back" returns here), or this game's review.
    if (app.review && app.review->game.record == r.record()) {
      app.return_to_review();
    } else {
      app.open_review(app.reviewed_game_on_screen(), Screen::Game);
    }
    return;
  }
  item_tooltip(tr(Text::review_replay_tip));
  if (row) ImGui::SameLine(0, gap);
  else ImGui::SetCursorScreenPos(ImVec2(buttons.Min.x + pad, ImGui::GetItemRectMax().y + gap));
  // A finished position has nothing left to play.
  const FittedLabel continue_label(tr(Text::replay_continue), small_size.x);
  ImGui::PushFont(continue_label.font);
  const bool continue_pressed =
      primary_button(continue_label.text.c_str(), "replay/continue", small_size, !app.game->is_terminal());
  ImGui::PopFont();
  if (continue_pressed) {
    ImGui::PopFont();
    app.continue_from_replay();
    return;
  }
  item_tooltip(tr(Text::replay_continue_tip));
  ImGui::SameLine(0, gap);
  const FittedLabel close_label(tr(Text::replay_close), small_size.x);
  ImGui::PushFont(close_label.font);
  const bool close_pressed = secondary_button(close_label.text.c_str(), "replay/close", small_size);
  ImGui::PopFont();
  ImGui::PopFont();
  if (close_pressed) {
    app.back_to_lobby();
    return;
  }
  keys(app);
  hook_fact("replay_step", r.step());
  hook_fact("replay_steps", r.steps());
  hook_fact("replay_turn", r.turn_at(r.step()));
  hook_fact("replay_turns", r.turn_count());
}

}  // namespace harmonies::ui
