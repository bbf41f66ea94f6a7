#include "app/games_file.hpp"

#include "model/backup.hpp"
#include "platform/page.hpp"
#include "platform/platform.hpp"
#include "platform/storage.hpp"

namespace harmonies::ui {

namespace {

// The file the player picked (or why it could not be read), merged into the saves.
void games_file_read(App& app, std::string_view text, std::string_view error) {
  ImportReport report;
  Error e = !error.empty() ? fail(std::string(error)) : import_games(text, saves(), unix_ms(), report);
  if (e) {
    // Kept in the lobby's notices: the player may want to read it twice.
    app.notices.push_back("This file cannot be loaded: " + e.message + ". Your saved games are unchanged.");
    app.notify("This file cannot be loaded.", 4.0);
  } else {
    if (report.unreadable > 0) app.notices.push_back(describe(report));
    app.notify(describe(report), 6.0);
  }
}

}  // namespace

void download_games_file(App& app) {
  const double now = unix_ms();
  const std::string name = export_file_name(now);
  const bool ok = download_file(name, export_games(saves(), now));
  const size_t count = saves().games().size();
  app.notify(ok ? "Saved a copy of " + std::to_string(count) + (count == 1 ? " game" : " games") + " as " + name
                : "This browser did not let the game save a file.",
             5.0);
}

void pick_games_file(App& app) {
  page_events().file_read = [&app](std::string_view text, std::string_view error) {
    games_file_read(app, text, error);
  };
  pick_file();
}

}  // namespace harmonies::ui
