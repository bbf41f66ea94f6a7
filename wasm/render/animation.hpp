// Short animations: a token dropping onto its space, a cube landing. They are
// purely visual; the game state is already updated when they start.
#pragma once

#include <vector>

#include "harmonies/tokens.hpp"

namespace harmonies::ui {

struct Drop {
  enum Kind { TokenDrop, CubeDrop, WhisperDrop } kind = TokenDrop;
  int player = 0;
  int space = 0;
  double start = 0;
};

class Animations {
 public:
  static constexpr double kSeconds = 0.28;
  bool enabled = true;  // the player's setting, off for tests (?noanim=1) and when the system asks for less motion

  void add(Drop drop);
  // 0..1 progress of the latest drop on that space, or 1 when none runs.
  float progress(int player, int space, Drop::Kind kind) const;
  bool running() const;
  void clear() { drops_.clear(); }
  // Drops finished animations; asks for redraws while any runs.
  void update();

 private:
  std::vector<Drop> drops_;
};

// Ease-out: fast start, soft landing.
float ease_out(float t);

}  // namespace harmonies::ui
