// The page around the canvas: every call from C++ into the page's scripts
// (web/index.html, bots.js, storage.js) and every call the page makes back
// (the extern "C" entries of page.cpp), so the rest of the app never sees
// emscripten. The page's calls reach the app through PageEvents.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace harmonies::ui {

// What the page tells the app; the app sets these at start.
struct PageEvents {
  std::function<void(std::string_view fragment)> link_opened;  // the address's fragment changed
  std::function<void(std::string_view reason)> storage_failed;  // a write failed (web/storage.js's reason code)
  std::function<void()> storage_changed;                       // another tab wrote to the saves
  // The bots' answer: the rest of a turn as action codes, or why there is none;
  // `unavailable`: the worker cannot be used.
  std::function<void(int id, std::string_view actions, std::string_view error, double ms, bool unavailable)>
      bot_answered;
  // A game review in the bots' worker (start_review_job): after the start and after each turn...
  std::function<void(int id, int done, int total)> review_progress;
  // ...and at its end: the review as JSON (harmonies/review.hpp review_to_json), or why there is none;
  // `ms` the engine's time over every turn, `wall_ms` from the start to the end (the worker's clocks);
  // `unavailable`: the worker cannot be used (a review never runs on the page).
  std::function<void(int id, std::string_view json, std::string_view error, double ms, double wall_ms,
                     bool unavailable)>
      review_done;
  std::function<void(bool ok)> copied;  // the clipboard's answer to copy_to_clipboard
  // The file the player picked (text), or why none could be read (error: "too_large" or "unreadable").
  std::function<void(std::string_view text, std::string_view error)> file_read;
  // A language's texts asked for with page_texts arrived, or could not be had.
  std::function<void()> texts_arrived;
};
PageEvents& page_events();

// Text the page leaves in Module.textForWasm, `length` UTF-8 bytes long
// (-1: none), copied out of JS: the one way strings come from the page.
std::optional<std::string> take_page_text(int length);

// Milliseconds since 1970 (the browser's clock).
double unix_ms();
// A uniform number in [0, 1) from the browser (not for anything replayed).
double page_random();

// The page's address without its query and fragment ("https://host/path/").
std::string page_address();
// The address's fragment, '#' included ("" when none).
std::string page_fragment();
// Drops the fragment from the address bar without reloading.
void clear_page_fragment();
// A query parameter of the address ("" when absent).
std::string page_query(const char* name);

// The game's font files (fonts/DejaVuSans.ttf, fonts/DejaVuSans-Bold.ttf: subsets made by the build), which
// the page fetches before the game starts (index.html): their bytes, copied once and kept for the page's
// lifetime ("" if the page has none, which it never starts without).
enum class PageFont { Regular, Bold };
std::string_view page_font(PageFont which);
// The page says the game could not be loaded, in place of the game (index.html's status).
void show_page_load_failed();

// The language tag the browser's preferences choose ("en", "fr", "es"; "en" when none is spoken here).
std::string browser_language();
// The page around the canvas follows the game's language: <html lang>, title, description, the
// page's own messages and the cheatsheet (web/language.js).
void show_page_language(const char* tag);
// A language's texts file (model/text.hpp texts_file_name), fetched by the page (web/language.js): Ready
// (its text in `out`; the page lets go of its copy), Loading (PageEvents::texts_arrived follows), or
// Failed (the network and the offline cache had none; asking again tries again).
enum class PageTexts { Ready, Loading, Failed };
PageTexts page_texts(const char* tag, std::string& out);

// Asks the page to copy; the answer comes back as PageEvents::copied.
void copy_to_clipboard(const std::string& text);
// Saves `text` as a downloaded file; false when the browser refuses.
bool download_file(const std::string& name, const std::string& text);
// Opens the page's file picker; the answer comes back as PageEvents::file_read.
void pick_file();

// Asks the bots' worker (web/bots.js) for the rest of a turn; the answer comes
// back as PageEvents::bot_answered (also when the worker is missing).
void ask_bots(int id, const std::string& record, std::string_view level, double seed, double budget_ms);
void cancel_bots(int id);
// Asks the bots' worker to review `player`'s turns of the game record (web/bots.js); progress and the
// result come back as PageEvents::review_progress and review_done (also when the worker is missing).
void start_review_job(int id, const std::string& record, int player, int futures);
// Stops the review between two of its turns; nothing more is reported for it.
void cancel_review_job(int id);

// Tells the page the game changed (the cheatsheet overlay refreshes).
void announce_game_change();
void console_warn(const std::string& text);
void console_log(const std::string& text);
// Milliseconds from a monotonic clock (performance.now()).
double monotonic_ms();

}  // namespace harmonies::ui
