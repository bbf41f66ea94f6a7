// The screens of the app; each builds its ImGui windows for one frame.
#pragma once

#include <string>

#include "imgui.h"
#include "imgui_internal.h"
#include "platform/platform.hpp"
#include "screens/host.hpp"

namespace harmonies::ui {

void lobby_screen(ScreenHost& app);
void game_screen(ScreenHost& app);
void end_screen(ScreenHost& app);
// A game's review: accuracy, the chart of expected scores, every turn (wasm/screens/review.cpp).
void review_screen(ScreenHost& app);
// "Review" for a game, with the progress of a review under way for it (end screen, saved games, replay).
bool review_button(ScreenHost& app, const std::string& game_id, const Record& record, const char* hook, ImVec2 size);
// "Your record": the stats of the saved games (wasm/screens/stats.cpp).
void stats_screen(ScreenHost& app);
// "How to play": an overlay above any screen while app.rules_open.
void rules_overlay(ScreenHost& app);

// The replay's controls: stepping and the turn slider over `strip`, leaving
// and "continue from here" in `buttons` (wasm/screens/replay_controls.cpp).
void replay_controls(ScreenHost& app, const ImRect& strip, const ImRect& buttons);
// "Who plays each seat?": continuing a replay whose link does not tell who played; `kinds` is the choice
// for each seat, changed in place (wasm/screens/continue_seats.cpp).
enum class SeatsAnswer { None, Start, Cancel };
SeatsAnswer continue_seats_dialog(std::array<Seat, kMaxPlayers>& kinds, const std::array<std::string, kMaxPlayers>& names,
                                  int players);

// The guided first game's card (wasm/screens/tutorial_coach.cpp): the step, what to do and why, the lesson's
// last word, and "Next" on a reading step, in `area` (its height from tutorial_coach_height for the width).
void tutorial_coach(ScreenHost& app, const ImRect& area);
float tutorial_coach_height(ScreenHost& app, float width);
// The step in words: what to do, then why (the card's two lines; the live region hears them at each step).
struct TutorialWords {
  std::string say, why;
};
TutorialWords tutorial_words(const Tutorial& tutorial, const GameState& game);

// The lobby's list of saved games and solo bests (wasm/screens/history.cpp).
void history_section(ScreenHost& app, float width);

// "Language" and the three languages by their own names (the lobby's settings, the game menu): a choice
// applies at once, mid-game included, and is kept with the settings. Hooks: hook_prefix + 0..2.
void language_choice(NavigationHost& app, float width, const char* hook_prefix);

// A full-screen undecorated window covering the canvas. It draws no background of its own: the frame
// starts by clearing the canvas to the window colour (platform.cpp), and painting it again was half the
// pixels a frame fills (a software-drawn frame's main cost, in the browser tests as on a phone's GPU).
inline bool begin_fullscreen(const char* id) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(platform().css_size);
  return ImGui::Begin(id, nullptr,
                      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                          ImGuiWindowFlags_NoBackground);
}

}  // namespace harmonies::ui
