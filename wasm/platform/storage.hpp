// The browser's store for Saves: a thin bridge to web/storage.js, which holds
// all of the site's IndexedDB code. Reads come from its in-memory copy (filled
// before main runs); writes reach IndexedDB in the background.
#pragma once

#include <string>

#include "model/saves.hpp"

namespace harmonies::ui {

class BrowserStore : public Store {
 public:
  std::vector<std::string> keys(std::string_view prefix) const override;
  std::optional<std::string> read(std::string_view key) const override;
  void write(std::string_view key, std::string_view text) override;
  void remove(std::string_view key) override;
  bool persistent() const override;
  // Why saves do not last ("" when they do), as web/storage.js's reason code ("not_allowed", "timeout"...):
  // storage_problem() words it for the player.
  std::string problem_code() const;
  // The keys another tab of the site wrote or removed since the last call.
  std::vector<std::string> take_changed_keys();
};

// The player's saves in this browser (loaded on first use).
Saves& saves();
BrowserStore& browser_store();

}  // namespace harmonies::ui
