// The engine as seen from the page's JavaScript (embind), documented here once. The files of this folder
// are the only ones that include <emscripten/bind.h>: plain data goes out as value objects (arrays as JS
// arrays), enums as enum_. Nothing returned needs freeing by JS.
//
// The page's API (page_api.cpp), what web/*.js calls:
//   Module.cheatsheet(terrains)   the cheatsheet (web/cheatsheet.js), from the engine's cards_to_come: animals
//                                 still in the deck of the current game (only the modules it plays: Pulse
//                                 cards in a Pulse game only; every card of every module without a game)
//                                 whose habitat needs EVERY listed terrain; also the face-up cards passing
//                                 the same filter (faceUpCards), and pulse (the game plays Pulse; false
//                                 without a game). With Sanctuaries or Whispers (sanctuaries, whispers: the
//                                 game plays them), the tiles and whisper cards not yet taken (tiles,
//                                 whisperCards: the row's first, status "row", then the deck's, status
//                                 "deck", by id: the deck's order stays hidden); without a game all of them
//                                 (status "all"). The filter applies: a tile is kept when every listed
//                                 terrain's colour is one of its two, a whisper card when every listed
//                                 terrain is its own. An unknown terrain gives `error`
//   Module.text(key)              the text of a key of the table ("sheet.title") in the player's language,
//                                 "" for an unknown key; placeholders other than {n} are left for the page
//   Module.textCount(key, n)      the key's plural form for n, with {n} filled in
//   Module.language()             the player's language: "en", "fr" or "es"
//
// The tests' API (test_api.cpp), what the node tests (tests/bindings) and the browser tests (tests/e2e) ask
// of the game the page shows; the page itself never calls it:
//   Module.deck()                 every animal card (base and Pulse): id, slug, name, label, pattern, cube,
//                                 ladder, terrains (name: the deck's English name; label: the name in the
//                                 player's language), module ("base" or "pulse"), mirrors (its pattern also
//                                 matches mirrored: Pulse cards), mirrorDiffers (RULES.md "Pulse", symmetry
//                                 reminder: the mirror image is a shape no rotation gives) and mirrorPattern
//                                 (the engine's mirror_image: that image's hexes, same order and cube index,
//                                 reflected left-right, (q, r) -> (-q, q + r); [] unless it differs)
//   Module.spirits()              every Nature's Spirit card (label and description: name and text in the
//                                 player's language)
//   Module.terrains()             ["water", "field", "mountain", "tree", "building"]
//   Module.sanctuaryTiles()       every sanctuary tile (RULES.md "Sanctuaries"): id, slug, name, label, bottom
//                                 and top (token colours: the stack it allows is top on bottom), colours
//                                 ([bottom, top]), terrains (those whose colour is one of the two), points
//                                 (per neighbour topped by one of them), status
//   Module.whisperCards()         every whisper card (RULES.md "Whispers"): id, slug, name, label, terrain,
//                                 colour (the token that tops its terrain), cubes, sharedPoints and
//                                 alonePoints (per cube with an animal or spirit cube, and alone), status
//   Module.gameState()            the current game's public state (its setup: players, side, spirits,
//                                 pulse, sanctuaries, whispers, seed), or null; with the modules, the
//                                 whisper and tile rows (card objects, null for an empty slot) and decks
//                                 (by id: the order stays hidden); per player, sanctuary and whisper
//                                 points, the whisper cards and tiles taken and whether a tile is unbuilt
//   Module.legalActions()         the current player's legal actions: [{type, a, b, text}]
//   Module.applyAction(action)    applies {type, a, b}; returns {ok, error}
//   Module.newGame(setup)         starts {players, side, spirits, pulse, sanctuaries, whispers, seed};
//                                 returns {ok, error}
// Enums: Module.Terrain, Module.ActionType. The value objects both APIs return, and how they are made from
// the engine's cards, are below (api_values.cpp registers them).
#pragma once

#include <emscripten/bind.h>

#include <string>

#include "harmonies/cards.hpp"
#include "harmonies/scoring.hpp"

namespace harmonies::ui {

using emscripten::val;

struct HexData {
  int q = 0;
  int r = 0;
  Terrain terrain = Terrain::Water;
  int height = 1;
  std::string need;  // "water", "field", "building", "tree1".."tree3", "mountain1".."mountain3"
};

struct AnimalData {
  int id = 0;
  std::string slug;
  std::string name;            // the deck's English name (records, tests)
  std::string label;           // the name in the player's language
  val pattern = val::array();  // HexData[]
  int cube = 0;                // index of the cube's hex in pattern
  Terrain cube_terrain = Terrain::Water;
  std::string cube_need;       // the cube hex's requirement, e.g. "tree2"
  val ladder = val::array();   // number[]
  val terrains = val::array(); // terrain names the habitat needs
  std::string module;          // "base" or "pulse"
  bool mirrors = false;        // the pattern also matches mirrored (RULES.md "Pulse")
  bool mirror_differs = false; // mirrors, and the mirror image is a shape no rotation gives
  val mirror_pattern = val::array();  // HexData[] of the mirror image (left-right) when it differs, else empty
};

// RULES.md "Sanctuaries": a tile allows `top` on `bottom` and is tied to both colours.
struct TileData {
  int id = 0;
  std::string slug;
  std::string name;   // English, as in assets/crescendo.json
  std::string label;  // the name in the player's language
  std::string bottom;  // token colour names
  std::string top;
  val colours = val::array();   // [bottom, top]
  val terrains = val::array();  // the terrains whose colour is one of the two (SanctuaryTile::terrains)
  int points = kSanctuaryPointsPerNeighbour;  // per neighbouring space topped by one of the two colours
  std::string status;  // "row" or "deck" in a game, "all" without one
};

// RULES.md "Whispers": a card naming one terrain, holding its cubes.
struct WhisperData {
  int id = 0;
  std::string slug;
  std::string name;
  std::string label;
  std::string terrain;  // its terrain's name
  std::string colour;   // the token colour that tops that terrain
  int cubes = kWhisperCubes;
  int shared_points = kWhisperSharedPoints;  // per cube sharing its space with an animal or spirit cube
  int alone_points = kWhisperAlonePoints;    // per cube alone
  std::string status;   // "row" or "deck" in a game, "all" without one
};

// A set of terrains as their names, in the order of kTerrainNames.
val names_of(TerrainSet set);
// A pattern's hexes as HexData[].
val pattern_of(const Pattern& pattern);
AnimalData animal_data(int id);
// status: "row" or "deck" in a game, "all" without one.
TileData tile_data(int id, const char* status);
WhisperData whisper_data(int id, const char* status);

}  // namespace harmonies::ui
