#include "app/games_file.hpp"

#include "model/backup.hpp"
#include "model/text.hpp"
#include "platform/page.hpp"
#include "platform/platform.hpp"
#include "platform/storage.hpp"

namespace harmonies::ui {

namespace {

// The file the player picked (or why it could not be read), merged into the saves.
void games_file_read(App& app, std::string_view text, std::string_view error) {
  ImportReport report;
  // `error`: the page's code for a file it could not hand over ("too_large", "unreadable").
  Error e = error == "too_large"  ? fail(tr(Text::notices_import_too_large))
            : !error.empty()      ? fail(tr(Text::error_file_unreadable))
                                  : import_games(text, saves(), unix_ms(), report);
  if (e) {
    // Kept in the lobby's notices: the player may want to read it twice.
    app.nav.notices.push_back(tr(Text::notices_file_unloadable_kept, {{"reason", e.message}}));
    app.notify(tr(Text::notices_file_unloadable), 4.0);
  } else {
    if (report.unreadable > 0) app.nav.notices.push_back(describe(report));
    app.notify(describe(report), 6.0);
  }
}

}  // namespace

void download_games_file(App& app) {
  const double now = unix_ms();
  const std::string name = export_file_name(now);
  const bool ok = download_file(name, export_games(saves(), now));
  // The games set aside travel in the file too (model/backup.hpp), marked so.
  const auto count = static_cast<long long>(saves().games().size() + saves().set_aside_games().size());
  app.notify(ok ? tr_count(Text::notices_file_saved, count, {{"file", name}})
                : std::string(tr(Text::notices_file_refused)),
             5.0);
}

void pick_games_file(App& app) {
  page_events().file_read = [&app](std::string_view text, std::string_view error) {
    games_file_read(app, text, error);
  };
  pick_file();
}

}  // namespace harmonies::ui
