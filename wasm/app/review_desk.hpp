// Game reviews: the review screen's view, the review being worked out in the bots' worker, and the reviews
// of games not saved here (review_jobs.cpp).
#pragma once

#include <optional>

#include "model/review_view.hpp"
#include "model/reviews.hpp"

namespace harmonies::ui {

struct ReviewDesk {
  std::optional<ReviewView> review;  // the review screen, and the replay at its reviewed turns
  ReviewJob review_job;
  ReviewShelf review_shelf;  // reviews of games not saved here, for the session
  int reviews_started = 0;   // review jobs started during this visit (tests: none for a kept review)
};

}  // namespace harmonies::ui
