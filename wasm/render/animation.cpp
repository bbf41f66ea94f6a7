#include "render/animation.hpp"

#include <algorithm>

#include "platform/platform.hpp"

namespace harmonies::ui {

void Animations::add(Drop drop) {
  if (!enabled) return;
  drop.start = now_seconds();
  drops_.push_back(drop);
  request_redraw(2);
}

float Animations::progress(int player, int space, Drop::Kind kind) const {
  const double now = now_seconds();
  for (auto it = drops_.rbegin(); it != drops_.rend(); ++it) {
    if (it->player == player && it->space == space && it->kind == kind) {
      const double t = (now - it->start) / kSeconds;
      return static_cast<float>(std::clamp(t, 0.0, 1.0));
    }
  }
  return 1.0f;
}

bool Animations::running() const { return !drops_.empty(); }

void Animations::update() {
  const double now = now_seconds();
  drops_.erase(std::remove_if(drops_.begin(), drops_.end(),
                              [&](const Drop& d) { return now - d.start > kSeconds; }),
               drops_.end());
  if (!drops_.empty()) request_redraw(2);
}

float ease_out(float t) {
  const float u = 1.0f - t;
  return 1.0f - u * u * u;
}

}  // namespace harmonies::ui
