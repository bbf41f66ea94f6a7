// The toast: a short notice at the bottom of the screen (a refused action, a
// copied link, whose turn it is) that fades by itself.
#pragma once

#include <string>

namespace harmonies::ui {

// Draws the notice (the app draws it while it stands: App::notify sets it and how long).
void toast(const std::string& message);

}  // namespace harmonies::ui
