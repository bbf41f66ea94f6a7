#include "model/error_words.hpp"

#include "model/text.hpp"

namespace harmonies::ui {

const char* link_problem(const Error& error) {
  switch (error.kind) {
    case ErrorKind::Empty: return tr(Text::error_link_empty);
    case ErrorKind::Incomplete: return tr(Text::error_link_incomplete);
    case ErrorKind::Foreign: return tr(Text::error_link_foreign);
    case ErrorKind::Newer: return tr(Text::error_link_newer);
    case ErrorKind::Damaged: return tr(Text::error_link_damaged);
    case ErrorKind::Illegal: return tr(Text::error_link_illegal);
    case ErrorKind::Invalid: break;
  }
  return tr(Text::error_link_invalid);
}

const char* save_problem(const Error& error) {
  switch (error.kind) {
    case ErrorKind::Newer: return tr(Text::error_save_newer);
    case ErrorKind::Illegal: return tr(Text::error_save_illegal);
    // A saved game is written by the game itself: anything else wrong with it is damage.
    case ErrorKind::Empty:
    case ErrorKind::Incomplete:
    case ErrorKind::Foreign:
    case ErrorKind::Damaged: return tr(Text::error_save_damaged);
    case ErrorKind::Invalid: break;
  }
  return tr(Text::error_save_invalid);
}

const char* entry_problem(const Error& error) {
  if (error.kind == ErrorKind::Newer) return tr(Text::error_save_newer);
  if (error.kind == ErrorKind::Illegal) return tr(Text::error_save_illegal);
  return tr(Text::error_entry_damaged);
}

const char* settings_problem(const Error& error) {
  return tr(error.kind == ErrorKind::Newer ? Text::error_settings_newer : Text::error_settings_damaged);
}

const char* setup_problem(const Setup& setup) {
  if (!setup.seed.empty() && check_seed(setup.seed)) return tr(Text::error_seed_characters);
  return tr(Text::error_setup_invalid);
}

const char* storage_problem(std::string_view reason) {
  if (reason == "full") return tr(Text::error_storage_full);
  if (reason == "not_allowed") return tr(Text::error_storage_not_allowed);
  if (reason == "timeout") return tr(Text::error_storage_timeout);
  if (reason == "unreadable") return tr(Text::error_storage_unreadable);
  if (reason == "other_tab") return tr(Text::error_storage_other_tab);
  if (reason == "not_opened") return tr(Text::error_storage_not_opened);
  return tr(Text::error_storage_refused);  // "refused", or a code this version does not know
}

const char* bots_problem(std::string_view reason) {
  if (reason == "no_workers") return tr(Text::error_bots_no_workers);
  if (reason == "not_started") return tr(Text::error_bots_not_started);
  return tr(Text::error_bots_not_loaded);  // "not_loaded", or a code this version does not know
}

}  // namespace harmonies::ui
