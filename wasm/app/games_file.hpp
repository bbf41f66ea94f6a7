// The lobby's "save a copy" and "load from a file" of every saved game: the
// page downloads the games file and picks one (web/index.html); what is in it
// is wasm/model/backup.hpp.
#pragma once

#include "app/app.hpp"

namespace harmonies::ui {

// Downloads every saved game as one file.
void download_games_file(App& app);
// Asks the player for a games file; its games are merged into the saves
// when the page has read it (a notice says what was loaded).
void pick_games_file(App& app);

}  // namespace harmonies::ui
