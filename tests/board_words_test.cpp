// The game in words (wasm/model/board_words.hpp), for players who hear it: positions built with the engine,
// words checked in English and in French and Spanish, every fact as the engine holds it.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "harmonies/scoring.hpp"
#include "model/board_words.hpp"
#include "model/game_words.hpp"
#include "model/text.hpp"
#include "scenario.hpp"
#include "token_aliases.hpp"

using namespace harmonies;
using namespace harmonies::ui;
using namespace harmonies::testing;
using namespace harmonies::testing::colours;

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

int animal_named(const std::string& id) {
  const auto& animals = standard_decks().animals;
  for (size_t k = 0; k < animals.size(); ++k)
    if (animals[k].id == id) return static_cast<int>(k);
  FAIL("no animal " << id);
  return -1;
}

// Side A, the player to move holding the Kestrel (a mountain of 2 with a building south of it; the cube on
// the mountain): a mountain of 2 on index 6 (column 2, row 2 as drawn) and a building, red on brown, on
// index 7 just south of it. Its first cube is then placed on the mountain.
struct KestrelBoard {
  GameState g;
  int me = 0;
  int kestrel = 0;
};

KestrelBoard kestrel_board() {
  const Setup setup = make_setup(2, Side::A, false, "board-words");
  Position p = GameState::create(setup).now();
  KestrelBoard k{GameState::create(setup), p.current, animal_named("kestrel")};
  build(p, k.me, 6, {Gray, Gray});
  build(p, k.me, 7, {Brown, Red});
  hand_card(p, k.me, k.kestrel);
  k.g = resume(setup, p);
  play(k.g, Action::place_cube(0, 6));
  return k;
}

// Takes the first legal action of a type (the test fails when there is none).
Action first_of(const GameState& g, ActionType type) {
  for (const Action& a : g.legal_actions())
    if (a.type == type) return a;
  FAIL("no legal action of type " << static_cast<int>(type));
  return Action::end_turn();
}

}  // namespace

TEST_CASE("rows are counted as the board is drawn: row 1 at the top, places from the left", "[board_words]") {
  const Board a(Side::A), b(Side::B);
  CHECK(space_row(a, 0).row == 1);
  CHECK(space_row(a, 0).place == 1);
  CHECK(space_row(a, 5).row == 1);  // column 2's top space, half a hex lower: still the top row
  CHECK(space_row(a, 5).place == 2);
  CHECK(space_row(a, 22).row == 5);  // the last row holds only the long columns' spaces
  CHECK(space_row(a, 22).place == 3);
  CHECK(space_row(b, 24).row == 4);
  CHECK(space_row(b, 24).place == 4);
}

TEST_CASE("a space says where it is, its stack and its cube", "[board_words]") {
  set_language(Language::English);
  const KestrelBoard k = kestrel_board();
  CHECK(space_words(k.g, k.me, 6) == "Space 7, row 2, place 2: mountain of height 2, Kestrel cube");
  CHECK(space_words(k.g, k.me, 7) == "Space 8, row 3, place 2: building (red on brown)");
  CHECK(space_words(k.g, k.me, 0) == "Space 1, row 1, place 1: empty");
  set_language(Language::French);
  CHECK(space_words(k.g, k.me, 6) == "Case 7, rangée 2, position 2\u00a0: montagne de hauteur 2, cube Faucon crécerelle");
  set_language(Language::Spanish);
  CHECK(space_words(k.g, k.me, 6) == "Casilla 7, fila 2, posición 2: montaña de altura 2, cubo de Cernícalo");
  set_language(Language::English);
}

TEST_CASE("a held card says its habitat, ladder, progress as the engine counts it, and where its cubes are",
          "[board_words]") {
  set_language(Language::English);
  const KestrelBoard k = kestrel_board();
  const AnimalCard& card = standard_decks().animals[k.kestrel];
  const int placed = k.g.now().cubes_on_card[k.kestrel];
  REQUIRE(placed == 1);
  CHECK(card_words(k.g, k.me, card, placed) ==
        "Kestrel. Habitat: cube on mountain of height 2, with building (one hex to the south). Ladder: 4, 8, 13. "
        "1 of 3 cubes placed, scores 4 points now. Its cube is on space 7.");
  // On offer: no progress.
  CHECK(card_words(k.g, -1, card, 0) == "Kestrel. Habitat: cube on mountain of height 2, with building (one hex to the south). "
                                        "Ladder: 4, 8, 13.");
  set_language(Language::French);
  CHECK(has(card_words(k.g, k.me, card, placed), "1 cube posé sur 3, 4 points actuellement."));
  set_language(Language::Spanish);
  CHECK(has(card_words(k.g, k.me, card, placed), "1 cubo colocado de 3, 4 puntos ahora."));
  set_language(Language::English);
}

TEST_CASE("a habitat's other hexes are given by their way from the cube's hex", "[board_words]") {
  set_language(Language::English);
  const GameState g = GameState::create(make_setup(2));
  const auto& animals = standard_decks().animals;
  // Salmon: water (cube), water south-east of it, a mountain of 2 two hexes south-east.
  CHECK(has(card_words(g, -1, animals[animal_named("salmon")], 0),
            "Habitat: cube on water, with water (one hex to the south-east) and mountain of height 2 (2 hexes to the "
            "south-east)."));
  // Badger: a hex two steps away off the six straight lines.
  CHECK(has(card_words(g, -1, animals[animal_named("badger")], 0),
            "tree of height 1 (one hex to the north-east, then one hex to the south-east)"));
}

TEST_CASE("a spot lists its tokens, or says it is empty once taken, and the hand names each token", "[board_words]") {
  set_language(Language::English);
  GameState g = GameState::create(make_setup(2, Side::A, false, "board-words-spot"));
  const auto& spot = g.now().spots[1];
  const std::string colours = std::string(token_colour_name(spot[0])) + ", " + token_colour_name(spot[1]) + " and " +
                              token_colour_name(spot[2]);
  CHECK(spot_words(g, 1) == "Spot 2: " + colours);
  play(g, Action::take_spot(1));
  CHECK(spot_words(g, 1) == "Spot 2: empty");
  CHECK(hand_words(g, 0) == "In hand, 1 of 3: " + std::string(token_colour_name(g.now().turn.hand[0])) + " token");
  set_language(Language::French);
  CHECK(spot_words(g, 1) == "Emplacement 2\u00a0: vide");
  set_language(Language::Spanish);
  CHECK(spot_words(g, 1) == "Espacio 2: vacío");
  CHECK(hand_words(g, 2) == "En la mano, 3 de 3: ficha " + std::string(token_colour_name(g.now().turn.hand[2])));
  set_language(Language::English);
}

TEST_CASE("lists join with each language's conjunction", "[board_words]") {
  set_language(Language::English);
  CHECK(and_list({}).empty());
  CHECK(and_list({"blue"}) == "blue");
  CHECK(and_list({"blue", "yellow"}) == "blue and yellow");
  CHECK(and_list({"blue", "yellow", "green"}) == "blue, yellow and green");
  set_language(Language::French);
  CHECK(and_list({"bleu", "jaune", "vert"}) == "bleu, jaune et vert");
  set_language(Language::Spanish);
  CHECK(and_list({"azul", "amarilla", "verde"}) == "azul, amarilla y verde");
  set_language(Language::English);
}

TEST_CASE("the score reads GameState::score line by line", "[board_words]") {
  set_language(Language::English);
  const KestrelBoard k = kestrel_board();
  const PlayerScore s = k.g.score(k.me);
  const std::string words = score_words(k.g, k.me);
  INFO(words);
  CHECK(has(words, "Score " + std::to_string(s.total) + ": trees 0, mountains " + std::to_string(s.landscape.mountains)));
  CHECK(has(words, "animals 4 (Kestrel 4)"));
  CHECK_FALSE(has(words, "spirit"));  // no Nature's Spirits in this game
  set_language(Language::French);
  CHECK(has(score_words(k.g, k.me), "Score " + std::to_string(s.total) + "\u00a0: arbres 0"));
  set_language(Language::English);
}

TEST_CASE("the board summary counts terrains, lists each row's spaces and the cubes", "[board_words]") {
  set_language(Language::English);
  const KestrelBoard k = kestrel_board();
  const std::string words = board_summary(k.g, k.me);
  INFO(words);
  CHECK(has(words, "Side A: 21 of 23 spaces empty."));
  CHECK(has(words, "Terrains: 1 mountain and 1 building."));
  CHECK(has(words, "Row 1: empty."));
  CHECK(has(words, "Row 2: space 7, mountain of height 2, Kestrel cube."));
  CHECK(has(words, "Row 3: space 8, building (red on brown)."));
  CHECK(has(words, "Cubes: 1 animal cube."));
  set_language(Language::Spanish);
  CHECK(has(board_summary(k.g, k.me), "Cara A: 21 casillas vacías de 23."));
  set_language(Language::English);
}

TEST_CASE("the turn's state: whose turn, the spot taken, the tokens left, the next step", "[board_words]") {
  set_language(Language::English);
  GameState g = GameState::create(make_setup(2, Side::A, false, "board-words-turn"));
  const std::vector<std::string> names{"Alex", "Sam"};
  const std::string name = names[g.current_player()];
  CHECK(turn_state_words(g, names) == name + "'s turn, round 1. Take the 3 tokens of one spot.");
  play(g, Action::take_spot(0));
  play(g, first_of(g, ActionType::PlaceToken));
  const std::string words = turn_state_words(g, names);
  INFO(words);
  CHECK(has(words, "Took spot 1; in hand: " + std::string(token_colour_name(g.now().turn.hand[0])) + " and " +
                       token_colour_name(g.now().turn.hand[1]) + "."));
  CHECK(has(words, "Place the "));
  set_language(Language::French);
  CHECK(has(turn_state_words(g, names), "Au tour de " + name + ", manche 1."));
  set_language(Language::English);
}

TEST_CASE("a turn someone else played in one sentence, take-backs taken back", "[board_words]") {
  set_language(Language::English);
  const GameState before = GameState::create(make_setup(2, Side::A, false, "board-words-summary"));
  GameState g = before;
  const auto& spot = before.now().spots[1];
  const std::string card = card_name(before.decks().animals[before.now().row[0]]);
  // Three tokens on empty spaces, one placement taken back and made again elsewhere, then a card.
  const std::vector<Action> actions{
      Action::take_spot(1),
      Action::place_token(index_of(spot[0]), 2),
      Action::place_token(index_of(spot[1]), 8),
      Action::undo_step(),
      Action::place_token(index_of(spot[1]), 10),
      Action::place_token(index_of(spot[2]), 14),
      Action::take_card(0),
      Action::end_turn(),
  };
  for (const Action& a : actions) play(g, a);
  const std::string c0 = token_colour_name(spot[0]), c1 = token_colour_name(spot[1]), c2 = token_colour_name(spot[2]);
  CHECK(turn_summary(before, actions, "Bot 1") ==
        "Bot 1 took " + c0 + ", " + c1 + " and " + c2 + " from spot 2; placed " + c0 + " on space 3, " + c1 +
            " on space 11 and " + c2 + " on space 15; took " + card + ".");
  // "Start my turn over" takes the whole turn back: only what follows it counts.
  std::vector<Action> restarted{Action::take_spot(1), Action::restart_turn()};
  restarted.insert(restarted.end(), actions.begin(), actions.end());
  CHECK(turn_summary(before, restarted, "Bot 1") == turn_summary(before, actions, "Bot 1"));
  set_language(Language::French);
  const std::string fr = turn_summary(before, actions, "Bot 1");
  INFO(fr);
  CHECK(has(fr, "Bot 1 a pris "));
  CHECK(has(fr, "à l\u2019emplacement 2\u00a0; posé "));
  set_language(Language::Spanish);
  CHECK(has(turn_summary(before, actions, "Bot 1"), "Bot 1 tomó "));
  set_language(Language::English);
}

TEST_CASE("a cube placed in a turn is named by its card and space", "[board_words]") {
  set_language(Language::English);
  const KestrelBoard k = kestrel_board();
  // The same position before the cube: the cube's step is worded from the active card it comes from.
  const Setup setup = make_setup(2, Side::A, false, "board-words");
  Position p = GameState::create(setup).now();
  build(p, k.me, 6, {Gray, Gray});
  build(p, k.me, 7, {Brown, Red});
  hand_card(p, k.me, k.kestrel);
  const GameState before = resume(setup, p);
  CHECK(turn_summary(before, {Action::place_cube(0, 6)}, "Alex") == "Alex placed a Kestrel cube on space 7.");
  CHECK(turn_summary(before, {}, "Alex") == "Alex ended the turn.");
}

TEST_CASE("the result: winner, tie note and scores, and in solo the score and its suns", "[board_words]") {
  set_language(Language::English);
  GameState duo = GameState::create(make_setup(2, Side::A, false, "board-words-end"));
  while (!duo.is_terminal()) play_plain_turn(duo);
  const std::vector<std::string> names{"Alex", "Sam"};
  const Outcome outcome = duo.outcome();
  const std::string words = result_words(duo, names);
  INFO(words);
  if (outcome.decision == Decision::Shared) CHECK(has(words, "Shared victory: Alex and Sam."));
  else CHECK(has(words, names[outcome.winners[0]] + " wins!"));
  for (int seat = 0; seat < 2; ++seat)
    CHECK(has(words, names[seat] + " " + std::to_string(duo.score(seat).total) + " points"));
  CHECK(turn_state_words(duo, names) == words);  // once the game is over, the turn's state is the result

  GameState solo = GameState::create(make_setup(1, Side::A, false, "board-words-solo"));
  while (!solo.is_terminal()) play_plain_turn(solo);
  CHECK(result_words(solo, {"Alex"}) == "Final score: " + std::to_string(solo.score(0).total) + ". " +
                                            tr_count(Text::common_suns, solo.suns()) + ".");
  set_language(Language::Spanish);
  CHECK(has(result_words(solo, {"Alex"}), "Puntuación final: " + std::to_string(solo.score(0).total) + "."));
  set_language(Language::English);
}
