#include "games_file.hpp"

#include <emscripten/emscripten.h>

#include "backup.hpp"
#include "platform.hpp"
#include "storage.hpp"

namespace harmonies::ui {

namespace {

App* picking_app = nullptr;  // for the page's answer below

// The page leaves what it read in Module.gamesFile ({text, error}); it is
// copied out in two steps (length, then bytes), as storage.cpp does.
EM_JS(int, games_file_length, (int error), {
  var f = Module.gamesFile || { text: "", error: "nothing was read" };
  Module.gamesFilePart = String(error ? f.error : f.text);
  return lengthBytesUTF8(Module.gamesFilePart);
});

EM_JS(void, games_file_copy, (char* out, int size), {
  stringToUTF8(Module.gamesFilePart, out, size);
  Module.gamesFilePart = null;
});

std::string games_file_part(bool error) {
  const int length = games_file_length(error ? 1 : 0);
  std::string text(static_cast<size_t>(length) + 1, '\0');
  games_file_copy(text.data(), length + 1);
  text.resize(static_cast<size_t>(length));
  return text;
}

}  // namespace

void download_games_file(App& app) {
  const double now = unix_ms();
  const std::string text = export_games(saves(), now);
  const std::string name = export_file_name(now);
  const int ok = EM_ASM_INT({ return window.harmoniesDownload ? window.harmoniesDownload(UTF8ToString($0), UTF8ToString($1)) : 0; },
                            name.c_str(), text.c_str());
  const size_t count = saves().games().size();
  app.notify(ok ? "Saved a copy of " + std::to_string(count) + (count == 1 ? " game" : " games") + " as " + name
                : "This browser did not let the game save a file.",
             5.0);
}

void pick_games_file(App& app) {
  picking_app = &app;
  EM_ASM({ if (window.harmoniesPickFile) window.harmoniesPickFile(); });
}

}  // namespace harmonies::ui

// The page read the file the player picked, or could not (Module.gamesFile).
extern "C" EMSCRIPTEN_KEEPALIVE void harmonies_games_file_read() {
  using namespace harmonies::ui;
  const std::string error = games_file_part(true);
  const std::string text = error.empty() ? games_file_part(false) : std::string();
  EM_ASM({ Module.gamesFile = null; });
  if (!picking_app) return;
  ImportReport report;
  harmonies::Error e = !error.empty() ? harmonies::fail(error) : import_games(text, saves(), unix_ms(), report);
  if (e) {
    // Kept in the lobby's notices: the player may want to read it twice.
    picking_app->notices.push_back("This file cannot be loaded: " + e.message + ". Your saved games are unchanged.");
    picking_app->notify("This file cannot be loaded.", 4.0);
  } else {
    if (report.unreadable > 0) picking_app->notices.push_back(describe(report));
    picking_app->notify(describe(report), 6.0);
  }
  request_redraw(3);
}
