#include "platform/page.hpp"

#include <emscripten/emscripten.h>

#include "platform/platform.hpp"

namespace harmonies::ui {

namespace {

// Each of these leaves its text in Module.textForWasm and returns its length
// in UTF-8 bytes (-1: no text), for take_page_text.
EM_JS(int, address_text, (int what), {
  // Links point at the page itself, without this visit's query (?noanim, ?seed).
  Module.textForWasm = what === 0 ? location.origin + location.pathname : location.hash;
  return lengthBytesUTF8(Module.textForWasm);
});

EM_JS(int, query_text, (const char* name), {
  var v = new URLSearchParams(window.location.search).get(UTF8ToString(name));
  if (v === null) return -1;
  Module.textForWasm = v;
  return lengthBytesUTF8(v);
});

// The language the browser's preferences choose among those the game speaks (web/language.js).
EM_JS(int, browser_language_text, (), {
  Module.textForWasm = window.harmoniesLanguage ? window.harmoniesLanguage.browser() : "en";
  return lengthBytesUTF8(Module.textForWasm);
});

// A language's texts (web/language.js): -1 while they are on their way, -2 when they could not be had.
EM_JS(int, language_texts_text, (const char* tag), {
  var entry = window.harmoniesLanguage && window.harmoniesLanguage.texts(UTF8ToString(tag));
  if (!entry || entry.state === "failed") return -2;
  if (entry.state !== "ready") return -1;
  Module.textForWasm = entry.text;
  entry.text = "";  // the game keeps its own copy
  return lengthBytesUTF8(Module.textForWasm);
});

EM_JS(int, picked_file_text, (int error), {
  var f = Module.gamesFile || { text: "", error: "nothing was read" };
  Module.textForWasm = String(error ? f.error : f.text);
  return lengthBytesUTF8(Module.textForWasm);
});

EM_JS(int, font_size, (int which), {
  var file = Module.harmoniesFonts && Module.harmoniesFonts[which];
  return file ? file.byteLength : -1;
});

EM_JS(void, font_copy, (int which, char* out), {
  HEAPU8.set(new Uint8Array(Module.harmoniesFonts[which]), out);
  Module.harmoniesFonts[which] = null;  // the game keeps its own copy
});

EM_JS(void, text_copy, (char* out, int size), {
  stringToUTF8(Module.textForWasm, out, size);
  Module.textForWasm = null;
});

}  // namespace

PageEvents& page_events() {
  static PageEvents events;
  return events;
}

std::optional<std::string> take_page_text(int length) {
  if (length < 0) return std::nullopt;
  std::string text(static_cast<size_t>(length) + 1, '\0');
  text_copy(text.data(), length + 1);
  text.resize(static_cast<size_t>(length));
  return text;
}

double unix_ms() { return EM_ASM_DOUBLE({ return Date.now(); }); }

double page_random() { return emscripten_random(); }

double monotonic_ms() { return emscripten_get_now(); }

std::string page_address() { return take_page_text(address_text(0)).value_or(""); }

std::string page_fragment() { return take_page_text(address_text(1)).value_or(""); }

std::string_view page_font(PageFont which) {
  static std::string kept[2];
  std::string& file = kept[static_cast<int>(which)];
  if (file.empty()) {
    const int size = font_size(static_cast<int>(which));
    if (size <= 0) return {};
    file.resize(static_cast<size_t>(size));
    font_copy(static_cast<int>(which), file.data());
  }
  return file;
}

void show_page_load_failed() {
  EM_ASM({ if (window.harmoniesLoadFailed) window.harmoniesLoadFailed(); });
}

std::string browser_language() { return take_page_text(browser_language_text()).value_or("en"); }

void show_page_language(const char* tag) {
  EM_ASM({ if (window.harmoniesLanguage) window.harmoniesLanguage.apply(UTF8ToString($0)); }, tag);
}

PageTexts page_texts(const char* tag, std::string& out) {
  const int length = language_texts_text(tag);
  if (length == -2) return PageTexts::Failed;
  if (length < 0) return PageTexts::Loading;
  out = take_page_text(length).value_or("");
  return PageTexts::Ready;
}

void clear_page_fragment() {
  EM_ASM({
    if (location.hash) history.replaceState(null, "", location.href.split("#")[0]);
  });
}

std::string page_query(const char* name) { return take_page_text(query_text(name)).value_or(""); }

void copy_to_clipboard(const std::string& text) {
  EM_ASM({ if (window.harmoniesCopy) window.harmoniesCopy(UTF8ToString($0)); }, text.c_str());
}

bool download_file(const std::string& name, const std::string& text) {
  return EM_ASM_INT({ return window.harmoniesDownload ? window.harmoniesDownload(UTF8ToString($0), UTF8ToString($1)) : 0; },
                    name.c_str(), text.c_str()) != 0;
}

void pick_file() {
  EM_ASM({ if (window.harmoniesPickFile) window.harmoniesPickFile(); });
}

// bots.js comes after the first frame (the question waits for it); when it cannot be loaded at all, the
// answer comes with bots.js's code for a worker that could not load ("not_loaded", worded by
// bots_problem()). The same for a review below.
void ask_bots(int id, const std::string& record, std::string_view level, double seed, double budget_ms) {
  const std::string level_text(level);
  EM_ASM(
      {
        var id = $0;
        var record = UTF8ToString($1);
        var level = UTF8ToString($2);
        var seed = $3;
        var budget = $4;
        // bots.js comes after the first frame (index.html harmoniesNeed): the question waits for it.
        window.harmoniesNeed('bots').then(function() { window.harmoniesBots.ask(id, record, level, seed, budget); },
                                          function() {
                                            Module.ccall('harmonies_bot_answer', null,
                                                         [ 'number', 'string', 'string', 'number', 'number' ],
                                                         [ id, "", "not_loaded", 0, 1 ]);
                                          });
      },
      id, record.c_str(), level_text.c_str(), seed, budget_ms);
}

void cancel_bots(int id) {
  // After the question it cancels, even while bots.js is still on its way (promise callbacks run in order).
  if (id) EM_ASM({ var id = $0; window.harmoniesNeed('bots').then(function() { window.harmoniesBots.cancel(id); }, function() {}); }, id);
}

void start_review_job(int id, const std::string& record, int player, int futures) {
  EM_ASM(
      {
        var id = $0;
        var record = UTF8ToString($1);
        var player = $2;
        var futures = $3;
        window.harmoniesNeed('bots').then(function() { window.harmoniesBots.review(id, record, player, futures); },
                                          function() {
                                            Module.ccall('harmonies_review_done', null,
                                                         [ 'number', 'string', 'string', 'number', 'number', 'number' ],
                                                         [ id, "", "not_loaded", 0, 0, 1 ]);
                                          });
      },
      id, record.c_str(), player, futures);
}

void cancel_review_job(int id) {
  if (id) {
    EM_ASM({
      var id = $0;
      window.harmoniesNeed('bots').then(function() { window.harmoniesBots.cancelReview(id); }, function() {});
    }, id);
  }
}

void announce_game_change() {
  EM_ASM({
    if (typeof window !== 'undefined' && window.harmoniesOnChange) window.harmoniesOnChange();
  });
}

void console_warn(const std::string& text) {
  EM_ASM({ console.warn(UTF8ToString($0)); }, text.c_str());
}

void console_log(const std::string& text) {
  EM_ASM({ console.log(UTF8ToString($0)); }, text.c_str());
}

}  // namespace harmonies::ui

// --- The page's calls into the app --------------------------------------------

using harmonies::ui::page_events;
using harmonies::ui::request_redraw;

extern "C" {

EMSCRIPTEN_KEEPALIVE void harmonies_open_link(const char* fragment) {
  if (!fragment || std::string_view(fragment).size() <= 1 || !page_events().link_opened) return;
  page_events().link_opened(fragment);
  request_redraw(3);
}

// `reason`: web/storage.js's code for why a write failed ("full", "refused").
EMSCRIPTEN_KEEPALIVE void harmonies_storage_failed(const char* reason) {
  if (page_events().storage_failed) page_events().storage_failed(reason ? reason : "");
  request_redraw(3);
}

// Another tab wrote to the saves (web/storage.js): the next frame follows it.
EMSCRIPTEN_KEEPALIVE void harmonies_storage_changed() {
  if (page_events().storage_changed) page_events().storage_changed();
  request_redraw(2);
}

// web/bots.js answers ask_bots here.
EMSCRIPTEN_KEEPALIVE void harmonies_bot_answer(int id, const char* actions, const char* error, double ms,
                                               int unavailable) {
  if (page_events().bot_answered)
    page_events().bot_answered(id, actions ? actions : "", error ? error : "", ms, unavailable != 0);
  request_redraw(2);
}

// web/bots.js reports a review's progress here...
EMSCRIPTEN_KEEPALIVE void harmonies_review_progress(int id, int done, int total) {
  if (page_events().review_progress) page_events().review_progress(id, done, total);
  request_redraw(2);
}

// ...and its end: the review's JSON, or why there is none.
EMSCRIPTEN_KEEPALIVE void harmonies_review_done(int id, const char* json, const char* error, double ms, double wall_ms,
                                                int unavailable) {
  if (page_events().review_done)
    page_events().review_done(id, json ? json : "", error ? error : "", ms, wall_ms, unavailable != 0);
  request_redraw(3);
}

// The page answers copy_to_clipboard here.
EMSCRIPTEN_KEEPALIVE void harmonies_copied(int ok) {
  if (page_events().copied) page_events().copied(ok != 0);
  request_redraw(2);
}

// web/language.js has a language's texts, or knows it cannot have them (page_texts says which).
EMSCRIPTEN_KEEPALIVE void harmonies_texts_arrived() {
  if (page_events().texts_arrived) page_events().texts_arrived();
  request_redraw(3);
}

// The page read the file the player picked, or could not (Module.gamesFile).
EMSCRIPTEN_KEEPALIVE void harmonies_games_file_read() {
  using namespace harmonies::ui;
  const std::string error = take_page_text(picked_file_text(1)).value_or("");
  const std::string text = error.empty() ? take_page_text(picked_file_text(0)).value_or("") : std::string();
  EM_ASM({ Module.gamesFile = null; });
  if (page_events().file_read) page_events().file_read(text, error);
  request_redraw(3);
}

}  // extern "C"
