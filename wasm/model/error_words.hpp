// Why a link or a saved game was refused, in the player's language: the engine's ErrorKind worded for
// each (the engine's own message is English, with every detail, for logs and tests).
#pragma once

#include <string_view>

#include "harmonies/error.hpp"
#include "harmonies/state.hpp"

namespace harmonies::ui {

// "the link is damaged (a character was changed or lost on the way)", ...
const char* link_problem(const Error& error);
// For a saved game (French and Spanish: feminine, "partie" / "partida"): "it was damaged in storage", ...
const char* save_problem(const Error& error);
// For an entry of a games file (French "entrée", Spanish "entrada": feminine): "it is damaged", ...
const char* entry_problem(const Error& error);
// For the settings (plural in French and Spanish: "réglages" / "ajustes"): "they were damaged in storage", ...
const char* settings_problem(const Error& error);
// Why the lobby cannot start a game: the only setup a player can get wrong is the seed's characters
// (its length is capped as it is typed).
const char* setup_problem(const Setup& setup);
// Why this browser does not keep the saves, from web/storage.js's reason code ("full", "not_allowed"...).
const char* storage_problem(std::string_view reason);
// Why the bots cannot think in the background, from web/bots.js's reason code ("no_workers"...).
const char* bots_problem(std::string_view reason);

}  // namespace harmonies::ui
