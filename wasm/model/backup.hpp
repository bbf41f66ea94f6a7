// A file of every saved game: a copy kept outside the browser (clearing the
// site's data, another browser, another device). Reading one merges it into
// the saves and never replaces a game with less of it. Games set aside travel too,
// marked so ("set_aside"): a copy keeps everything the player has, and the other
// browser keeps them aside; a game it already has stays set aside or not as it was. Pure C++, tested
// natively (tests/backup_test.cpp); the page downloads and picks the file.
#pragma once

#include <string>
#include <string_view>

#include "harmonies/error.hpp"
#include "model/saves.hpp"

namespace harmonies::ui {

// What reading a games file did, game by game.
struct ImportReport {
  int added = 0;       // games this browser did not have
  int updated = 0;     // games the file has further on than this browser
  int unchanged = 0;   // games this browser already has as far, or further
  int kept_both = 0;   // the same id but another game: the file's is added beside
  int unreadable = 0;  // entries that could not be read (the first reason below)
  std::string first_problem;
};

// {"v": 1, "kind": "harmonies-games", "exported": <ms>, "games": [<saved game>, ...]}
std::string export_games(const Saves& saves, double now_ms);
// The file's name for a download on that day: "harmonies-games-YYYY-MM-DD.json".
std::string export_file_name(double now_ms);

// Merges the games of a file into `saves`. An error (and nothing changed)
// when the text is not a games file at all; otherwise each game is taken,
// kept, or counted unreadable in `report`.
Error import_games(std::string_view text, Saves& saves, double now_ms, ImportReport& report);
// One sentence for the player: "3 games loaded: 2 new, 1 further on."
std::string describe(const ImportReport& report);

}  // namespace harmonies::ui
