// The screens of the app; each builds its ImGui windows for one frame.
#pragma once

#include "app.hpp"

namespace harmonies::ui {

void lobby_screen(App& app);
void game_screen(App& app);
void end_screen(App& app);
// "How to play": an overlay above any screen while app.rules_open.
void rules_overlay(App& app);

// A full-screen undecorated window covering the canvas.
bool begin_fullscreen(const char* id);

}  // namespace harmonies::ui
