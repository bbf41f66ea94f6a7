#include "platform/renderer.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <vector>

#include <GLES3/gl3.h>

namespace harmonies::ui {

namespace {

constexpr const char* kVertexShader = R"(#version 300 es
uniform mat4 u_projection;
in vec2 a_position;
in vec2 a_uv;
in vec4 a_colour;
out vec2 v_uv;
out vec4 v_colour;
void main() {
  v_uv = a_uv;
  v_colour = a_colour;
  gl_Position = u_projection * vec4(a_position, 0.0, 1.0);
})";

constexpr const char* kFragmentShader = R"(#version 300 es
precision mediump float;
uniform sampler2D u_texture;
in vec2 v_uv;
in vec4 v_colour;
out vec4 out_colour;
void main() {
  out_colour = v_colour * texture(u_texture, v_uv);
})";

struct State {
  GLuint program = 0;
  GLint projection = -1;
  GLint texture = -1;
  GLuint vao = 0;
  GLuint vertex_buffer = 0;
  GLuint index_buffer = 0;
  GLuint font_texture = 0;
} gl;

GLuint compile(GLenum type, const char* source) {
  const GLuint shader = glCreateShader(type);
  glShaderSource(shader, 1, &source, nullptr);
  glCompileShader(shader);
  return shader;
}

// A frame as the bytes that decide its pixels: the framebuffer, the clear colour, the projection, every
// vertex, index and draw command. After an input or an action the app builds a few more frames, for
// layouts that take a frame to settle; most come out identical, and drawing them again in software GL
// (the browser tests, machines without a GPU) cost half of all the CPU the frames took.
using FrameBytes = std::vector<unsigned char>;

void append_raw(FrameBytes& out, const void* data, std::size_t size) {
  const auto* p = static_cast<const unsigned char*>(data);
  out.insert(out.end(), p, p + size);
}

template <typename T>
void append(FrameBytes& out, const T& value) {
  append_raw(out, &value, sizeof value);
}

FrameBytes last_drawn, this_frame;
bool last_drawn_valid = false;

// Fills `out` with `data`'s frame; false if a draw command calls back into code (its pixels are not in
// the bytes), so the frame must be drawn.
bool frame_bytes(const ImDrawData* data, int fb_width, int fb_height, ImVec4 clear, FrameBytes& out) {
  out.clear();
  append(out, fb_width);
  append(out, fb_height);
  append(out, clear);
  append(out, data->DisplayPos);
  append(out, data->DisplaySize);
  append(out, data->FramebufferScale);
  append(out, data->CmdListsCount);
  for (int n = 0; n < data->CmdListsCount; ++n) {
    const ImDrawList* list = data->CmdLists[n];
    append(out, list->VtxBuffer.Size);
    append_raw(out, list->VtxBuffer.Data, static_cast<std::size_t>(list->VtxBuffer.Size) * sizeof(ImDrawVert));
    append(out, list->IdxBuffer.Size);
    append_raw(out, list->IdxBuffer.Data, static_cast<std::size_t>(list->IdxBuffer.Size) * sizeof(ImDrawIdx));
    append(out, list->CmdBuffer.Size);
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      if (cmd.UserCallback && cmd.UserCallback != ImDrawCallback_ResetRenderState) return false;
      append(out, cmd.ClipRect);
      append(out, cmd.TextureId);
      append(out, cmd.IdxOffset);
      append(out, cmd.ElemCount);
    }
  }
  return true;
}

// Asked only when linking failed: each query of a shader's status waits for
// its compilation, which a successful link already proves.
void report_compile_errors(GLuint shader) {
  GLint ok = 0;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok) return;
  char log[512] = {};
  glGetShaderInfoLog(shader, sizeof log, nullptr, log);
  std::fprintf(stderr, "harmonies: shader compile failed: %s\n", log);
}

}  // namespace

bool renderer_init() {
  gl.program = glCreateProgram();
  const GLuint vs = compile(GL_VERTEX_SHADER, kVertexShader);
  const GLuint fs = compile(GL_FRAGMENT_SHADER, kFragmentShader);
  glAttachShader(gl.program, vs);
  glAttachShader(gl.program, fs);
  glBindAttribLocation(gl.program, 0, "a_position");
  glBindAttribLocation(gl.program, 1, "a_uv");
  glBindAttribLocation(gl.program, 2, "a_colour");
  glLinkProgram(gl.program);
  GLint linked = 0;
  glGetProgramiv(gl.program, GL_LINK_STATUS, &linked);
  if (!linked) {
    report_compile_errors(vs);
    report_compile_errors(fs);
  }
  glDeleteShader(vs);
  glDeleteShader(fs);
  if (!linked) return false;
  gl.projection = glGetUniformLocation(gl.program, "u_projection");
  gl.texture = glGetUniformLocation(gl.program, "u_texture");

  glGenVertexArrays(1, &gl.vao);
  glGenBuffers(1, &gl.vertex_buffer);
  glGenBuffers(1, &gl.index_buffer);
  glBindVertexArray(gl.vao);
  glBindBuffer(GL_ARRAY_BUFFER, gl.vertex_buffer);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gl.index_buffer);
  glEnableVertexAttribArray(0);
  glEnableVertexAttribArray(1);
  glEnableVertexAttribArray(2);
  const auto stride = static_cast<GLsizei>(sizeof(ImDrawVert));
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(offsetof(ImDrawVert, pos)));
  glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(offsetof(ImDrawVert, uv)));
  glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride, reinterpret_cast<void*>(offsetof(ImDrawVert, col)));
  glBindVertexArray(0);

  ImGuiIO& io = ImGui::GetIO();
  io.BackendRendererName = "harmonies_webgl2";
  return true;
}

void renderer_upload_fonts() {
  ImGuiIO& io = ImGui::GetIO();
  // The atlas is built (render/theme.cpp load_fonts) and its coverage made white RGBA here, as ImGui's
  // GetTexDataAsRGBA32 would: that call would also add ImGui's bitmap font to an empty atlas, and with it
  // ~12 KB of font data to the wasm.
  const int width = io.Fonts->TexWidth, height = io.Fonts->TexHeight;
  std::vector<ImU32> rgba(static_cast<size_t>(width) * static_cast<size_t>(height));
  for (size_t i = 0; i < rgba.size(); ++i) rgba[i] = IM_COL32(255, 255, 255, io.Fonts->TexPixelsAlpha8[i]);
  const void* pixels = rgba.data();
  if (gl.font_texture) glDeleteTextures(1, &gl.font_texture);
  glGenTextures(1, &gl.font_texture);
  glBindTexture(GL_TEXTURE_2D, gl.font_texture);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  io.Fonts->SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(gl.font_texture)));
  renderer_forget_last_frame();  // new glyphs under the same texture name
}

void renderer_forget_last_frame() { last_drawn_valid = false; }

bool renderer_draw(const ImDrawData* data, int fb_width, int fb_height, ImVec4 clear) {
  if (data && frame_bytes(data, fb_width, fb_height, clear, this_frame)) {
    if (last_drawn_valid && this_frame == last_drawn) return false;
    this_frame.swap(last_drawn);
    last_drawn_valid = true;
  } else {
    last_drawn_valid = false;
  }
  glViewport(0, 0, fb_width, fb_height);
  glDisable(GL_SCISSOR_TEST);
  glClearColor(clear.x, clear.y, clear.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  if (!data || fb_width <= 0 || fb_height <= 0) return true;

  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_STENCIL_TEST);
  glEnable(GL_SCISSOR_TEST);

  // Orthographic projection from ImGui's display rectangle.
  const float l = data->DisplayPos.x, r = data->DisplayPos.x + data->DisplaySize.x;
  const float t = data->DisplayPos.y, b = data->DisplayPos.y + data->DisplaySize.y;
  const float projection[16] = {2.0f / (r - l), 0, 0, 0, 0, 2.0f / (t - b), 0, 0, 0, 0, -1, 0,
                                (r + l) / (l - r), (t + b) / (b - t), 0, 1};
  glUseProgram(gl.program);
  glUniformMatrix4fv(gl.projection, 1, GL_FALSE, projection);
  glUniform1i(gl.texture, 0);
  glActiveTexture(GL_TEXTURE0);
  glBindVertexArray(gl.vao);
  glBindBuffer(GL_ARRAY_BUFFER, gl.vertex_buffer);

  const ImVec2 scale = data->FramebufferScale;
  const ImVec2 origin = data->DisplayPos;
  for (int n = 0; n < data->CmdListsCount; ++n) {
    const ImDrawList* list = data->CmdLists[n];
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(list->VtxBuffer.Size) * sizeof(ImDrawVert),
                 list->VtxBuffer.Data, GL_STREAM_DRAW);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(list->IdxBuffer.Size) * sizeof(ImDrawIdx),
                 list->IdxBuffer.Data, GL_STREAM_DRAW);
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      if (cmd.UserCallback) {
        if (cmd.UserCallback != ImDrawCallback_ResetRenderState) cmd.UserCallback(list, &cmd);
        continue;
      }
      const ImVec2 clip_min((cmd.ClipRect.x - origin.x) * scale.x, (cmd.ClipRect.y - origin.y) * scale.y);
      const ImVec2 clip_max((cmd.ClipRect.z - origin.x) * scale.x, (cmd.ClipRect.w - origin.y) * scale.y);
      if (clip_max.x <= clip_min.x || clip_max.y <= clip_min.y) continue;
      glScissor(static_cast<GLint>(clip_min.x), static_cast<GLint>(fb_height - clip_max.y),
                static_cast<GLsizei>(clip_max.x - clip_min.x), static_cast<GLsizei>(clip_max.y - clip_min.y));
      glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(reinterpret_cast<std::uintptr_t>(cmd.GetTexID())));
      // 32-bit indices (see wasm/CMakeLists.txt), so no vertex offset is ever needed.
      glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(cmd.ElemCount),
                     sizeof(ImDrawIdx) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT,
                     reinterpret_cast<void*>(static_cast<std::intptr_t>(cmd.IdxOffset * sizeof(ImDrawIdx))));
    }
  }
  glBindVertexArray(0);
  return true;
}

}  // namespace harmonies::ui
