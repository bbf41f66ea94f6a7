// Sharing a link: its full address, copying it to the clipboard where the
// browser allows, and showing the text to copy by hand otherwise.
#pragma once

#include <string>

#include "harmonies/link.hpp"

namespace harmonies::ui {

class App;

struct ShareBox {
  std::string title;  // "Send the turn to Blake"
  std::string note;   // what the receiver will see
  std::string url;    // the whole address to send
  enum class Copy { NotYet, Copied, Refused } copy = Copy::NotYet;
};

// The page's address (without its fragment) followed by '#' and the link.
std::string link_address(const Link& link);
// Asks the page to copy; the answer comes back through harmonies_copied.
void request_copy(const std::string& text);
// The page's current fragment, '#' included ("" when none).
std::string page_fragment();
// Drops the fragment from the address bar (so a reload resumes the saved game
// instead of opening the link again), without reloading.
void clear_page_fragment();
// Draws the share dialog while app.share is set.
void share_dialog(App& app);

}  // namespace harmonies::ui
