// Draws Dear ImGui's draw data with WebGL2. We own the whole context, so unlike
// the generic OpenGL backend nothing is read back from GL each frame: WebGL
// state reads (getParameter) stall the page until the GPU catches up.
#pragma once

#include "imgui.h"

namespace harmonies::ui {

// Compiles the shaders and creates the buffers; false if WebGL refused.
bool renderer_init();
// (Re)uploads the font atlas after it was (re)built.
void renderer_upload_fonts();
// Clears the framebuffer and draws one frame, unless it is the frame drawn last (the same draw data,
// size and clear colour): the canvas keeps showing that one, and nothing is sent to WebGL. Returns
// whether it drew.
bool renderer_draw(const ImDrawData* data, int framebuffer_width, int framebuffer_height, ImVec4 clear);
// The canvas lost what it showed (resized): the next frame is drawn even if it is the same.
void renderer_forget_last_frame();

}  // namespace harmonies::ui
