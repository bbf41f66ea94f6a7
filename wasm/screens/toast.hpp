// The toast: a short notice at the bottom of the screen (a refused action, a
// copied link, whose turn it is) that fades by itself.
#pragma once

namespace harmonies::ui {

class App;

// Draws app.message until app.message_until (App::notify sets both).
void toast(App& app);

}  // namespace harmonies::ui
