#include "platform/storage.hpp"

#include <emscripten/emscripten.h>

#include "platform/page.hpp"

namespace harmonies::ui {

namespace {

// Strings cross as (pointer, length) into JS and come back out through
// take_page_text (length, then bytes).
EM_JS(int, storage_text_length, (const char* key, int key_length, int what), {
  var s = window.harmoniesStorage;
  var k = UTF8ToString(key, key_length);
  var text = !s ? null : what === 0 ? s.get(k) : what === 1 ? s.keys(k).join('\n') : what === 2 ? s.reason
           : s.takeChanged ? s.takeChanged().join('\n') : "";
  if (text === null || text === undefined) return -1;
  Module.textForWasm = String(text);
  return lengthBytesUTF8(Module.textForWasm);
});

EM_JS(void, storage_put, (const char* key, int key_length, const char* text, int text_length), {
  if (window.harmoniesStorage) window.harmoniesStorage.put(UTF8ToString(key, key_length), UTF8ToString(text, text_length));
});

EM_JS(void, storage_remove, (const char* key, int key_length), {
  if (window.harmoniesStorage) window.harmoniesStorage.remove(UTF8ToString(key, key_length));
});

EM_JS(int, storage_ready, (), { return window.harmoniesStorage && window.harmoniesStorage.status === 'ready' ? 1 : 0; });

enum Query { kGet = 0, kKeys = 1, kProblem = 2, kChanged = 3 };

std::optional<std::string> query(std::string_view key, Query what) {
  return take_page_text(storage_text_length(key.data(), static_cast<int>(key.size()), what));
}

std::vector<std::string> lines(const std::string& joined) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start < joined.size()) {
    size_t end = joined.find('\n', start);
    if (end == std::string::npos) end = joined.size();
    out.push_back(joined.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

}  // namespace

std::vector<std::string> BrowserStore::keys(std::string_view prefix) const {
  return lines(query(prefix, kKeys).value_or(""));
}

std::vector<std::string> BrowserStore::take_changed_keys() { return lines(query("", kChanged).value_or("")); }

std::optional<std::string> BrowserStore::read(std::string_view key) const { return query(key, kGet); }

void BrowserStore::write(std::string_view key, std::string_view text) {
  storage_put(key.data(), static_cast<int>(key.size()), text.data(), static_cast<int>(text.size()));
}

void BrowserStore::remove(std::string_view key) { storage_remove(key.data(), static_cast<int>(key.size())); }

bool BrowserStore::persistent() const { return storage_ready() != 0; }

std::string BrowserStore::problem_code() const { return persistent() ? "" : query("", kProblem).value_or(""); }

BrowserStore& browser_store() {
  static BrowserStore store;
  return store;
}

Saves& saves() {
  static Saves instance(browser_store());
  return instance;
}

}  // namespace harmonies::ui
