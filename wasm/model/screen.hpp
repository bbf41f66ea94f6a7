// Which screen is up (the app's navigation; a review's "Back" keeps one).
#pragma once

namespace harmonies::ui {

// Stats: "Your record" (wasm/screens/stats.cpp), opened from the lobby.
enum class Screen { Lobby, Game, End, Review, Stats };

}  // namespace harmonies::ui
