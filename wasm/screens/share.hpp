// Sharing a link: its full address, copying it to the clipboard where the
// browser allows, and showing the text to copy by hand otherwise.
#pragma once

#include <string>

#include "harmonies/link.hpp"

namespace harmonies::ui {

struct ShareBox {
  std::string title;  // "Send the turn to Blake"
  std::string note;   // what the receiver will see
  std::string url;    // the whole address to send
  enum class Copy { NotYet, Copied, Refused } copy = Copy::NotYet;
};

// The page's address (without its fragment) followed by '#' and the link.
std::string link_address(const Link& link);
// Draws the share dialog of `box`; true once the player closed it.
bool share_dialog(ShareBox& box);

}  // namespace harmonies::ui
