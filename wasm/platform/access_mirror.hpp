// The canvas for the keyboard and assistive technology (DESIGN.md "Accessibility"): each frame's named
// elements (platform/test_hook.hpp) are handed to the page's mirror (web/access.js), which keeps a real
// element over each one's pixels, with its role, its words and its state. The page activates an element
// as a pointer click at its centre, and says which one has the keyboard's focus (the canvas draws its ring).
#pragma once

#include <string>

#include "platform/test_hook.hpp"

namespace harmonies::ui {

// Sends the page the frame's elements when they changed since the last frame sent.
void access_mirror_publish(const HookFrame& frame);
// Says `text` in the page's polite live region (a bot's turn, a hint, the result).
void announce(const std::string& text);
// The element the keyboard's focus is on in the page's mirror ("" when none).
const std::string& access_focused();
// Whether the focus ring shows: after a key, not after a pointer or a finger (a browser's :focus-visible).
bool access_ring_shown();
// True once, for the element the focus just moved to: the screen scrolls it into view if it is out of view
// (a short screen, a long list), as a browser does for a focused element.
bool access_take_view_request(const std::string& name);

}  // namespace harmonies::ui
