// The screens of the app; each builds its ImGui windows for one frame.
#pragma once

#include <string>

#include "app/app.hpp"
#include "imgui.h"
#include "imgui_internal.h"

namespace harmonies::ui {

void lobby_screen(App& app);
void game_screen(App& app);
void end_screen(App& app);
// A game's review: accuracy, the chart of expected scores, every turn (wasm/screens/review.cpp).
void review_screen(App& app);
// "Review" for a game, with the progress of a review under way for it (end screen, saved games, replay).
bool review_button(App& app, const std::string& game_id, const Record& record, const char* hook, ImVec2 size);
// "How to play": an overlay above any screen while app.rules_open.
void rules_overlay(App& app);

// The replay's controls: stepping and the turn slider over `strip`, leaving
// and "continue from here" in `buttons` (wasm/screens/replay_controls.cpp).
void replay_controls(App& app, const ImRect& strip, const ImRect& buttons);
// "Who plays each seat?" while app.continue_seats is set: continuing a replay whose link does not
// tell who played (wasm/screens/continue_seats.cpp).
void continue_seats_dialog(App& app);

// The lobby's list of saved games and solo bests (wasm/screens/history.cpp).
void history_section(App& app, float width);

// "Language" and the three languages by their own names (the lobby's settings, the game menu): a choice
// applies at once, mid-game included, and is kept with the settings. Hooks: hook_prefix + 0..2.
void language_choice(App& app, float width, const char* hook_prefix);

// A full-screen undecorated window covering the canvas.
bool begin_fullscreen(const char* id);

}  // namespace harmonies::ui
