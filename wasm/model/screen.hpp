// Which screen is up (the app's navigation; a review's "Back" keeps one).
#pragma once

namespace harmonies::ui {

enum class Screen { Lobby, Game, End, Review };

}  // namespace harmonies::ui
