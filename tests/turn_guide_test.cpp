// The game screen's guidance (wasm/model/turn_guide.hpp): the prompt line follows the turn as the engine's
// legal actions say (no "take a card" once the turn's card is taken), and a suggested action selects what
// a click on its outlined target needs to do exactly that action.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <string>

#include "model/game_words.hpp"
#include "model/text.hpp"
#include "model/turn_guide.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::ui;
using harmonies::testing::make_setup;

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The first legal action of this type (none: an action of type RestartTurn, never asked for here).
std::optional<Action> first_of(const std::vector<Action>& legal, ActionType type) {
  const auto it = std::find_if(legal.begin(), legal.end(), [&](const Action& a) { return a.type == type; });
  if (it == legal.end()) return std::nullopt;
  return *it;
}

void place_every_token(GameState& g) {
  while (const std::optional<Action> place = first_of(g.legal_actions(), ActionType::PlaceToken))
    REQUIRE_FALSE(g.apply(*place));
}

std::string prompt_of(const GameState& g, const PromptSelection& picked = {}) {
  return turn_prompt(g.legal_actions(), picked, false);
}

}  // namespace

TEST_CASE("the prompt line follows the turn's legal actions", "[turn_guide]") {
  set_language(Language::English);
  GameState g = GameState::create(make_setup(1, Side::A, false, "turn-guide"));
  CHECK(prompt_of(g) == "Take the 3 tokens of one spot");
  REQUIRE_FALSE(g.apply(*first_of(g.legal_actions(), ActionType::TakeSpot)));
  // Tokens in hand: the selected colour, or the first one with a space when the selection has none.
  const int colour = index_of(g.now().turn.hand[0]);
  PromptSelection picked;
  picked.hand_colour = colour;
  CHECK(has(prompt_of(g, picked), std::string("Place the ") + token_colour_name(static_cast<Token>(colour)) + " token"));
  place_every_token(g);
  REQUIRE(g.now().turn.hand_count == 0);
  // Solo, no card taken yet: take or discard one, or end the turn.
  std::string p = prompt_of(g);
  CHECK(has(p, "take or discard a card"));
  CHECK(has(p, "end your turn"));
  REQUIRE_FALSE(g.apply(*first_of(g.legal_actions(), ActionType::TakeCard)));
  p = prompt_of(g);
  INFO(p);
  CHECK_FALSE(has(p, "card"));
  CHECK(has(p, "end your turn"));
  // A held card selected: its cube's space.
  PromptSelection card;
  card.card = true;
  CHECK(prompt_of(g, card) == "Pick a highlighted space for the cube");
  set_language(Language::French);
  CHECK(has(prompt_of(g), "finir votre tour"));
  set_language(Language::English);
}

TEST_CASE("a discarded card leaves no card to take in the prompt", "[turn_guide]") {
  set_language(Language::English);
  GameState g = GameState::create(make_setup(1, Side::A, false, "turn-guide-discard"));
  REQUIRE_FALSE(g.apply(*first_of(g.legal_actions(), ActionType::DiscardCard)));
  REQUIRE_FALSE(g.apply(*first_of(g.legal_actions(), ActionType::TakeSpot)));
  place_every_token(g);
  const std::string p = prompt_of(g);
  INFO(p);
  CHECK_FALSE(has(p, "card"));
  CHECK(p == "You can end your turn");
}

TEST_CASE("with spirits, the prompt asks for one until it is kept", "[turn_guide]") {
  set_language(Language::English);
  GameState g = GameState::create(make_setup(2, Side::A, true, "turn-guide-spirits"));
  REQUIRE_FALSE(g.apply(*first_of(g.legal_actions(), ActionType::TakeSpot)));
  place_every_token(g);
  CHECK(prompt_of(g) == "Keep one of your two spirits");
  CHECK(turn_prompt(g.legal_actions(), {}, true) == "Keep one of your two spirits (Cards tab)");
  REQUIRE_FALSE(g.apply(Action::choose_spirit(0)));
  CHECK_FALSE(has(prompt_of(g), "spirit"));
  CHECK(has(prompt_of(g), "end your turn"));
}

TEST_CASE("a suggested action selects what its outlined target needs", "[turn_guide]") {
  const ActionFocus token = focus_of(Action::place_token(2, 7));
  CHECK(token.hand_colour == 2);
  CHECK(token.card == -1);
  CHECK(token.whisper == -1);
  CHECK(token.target == ScreenPart::Board);
  CHECK(token.source == ScreenPart::Hand);
  const ActionFocus cube = focus_of(Action::place_cube(1, 4));
  CHECK(cube.card == 1);
  CHECK(cube.hand_colour == -1);
  CHECK(cube.source == ScreenPart::HeldCards);
  const ActionFocus whisper = focus_of(Action::place_whisper(5, 4));
  CHECK(whisper.whisper == 5);
  CHECK(whisper.source == ScreenPart::HeldCards);
  CHECK(focus_of(Action::take_card(0)).target == ScreenPart::Offers);
  CHECK(focus_of(Action::discard_card(0)).target == ScreenPart::Offers);
  CHECK(focus_of(Action::take_whisper(0)).target == ScreenPart::Offers);
  CHECK(focus_of(Action::take_tile(0)).target == ScreenPart::Offers);
  CHECK(focus_of(Action::choose_spirit(1)).target == ScreenPart::HeldCards);
  CHECK(focus_of(Action::take_spot(3)).target == ScreenPart::Spots);
  CHECK(focus_of(Action::end_turn()).target == ScreenPart::TurnButtons);
  CHECK(focus_of(Action::end_turn()).source == ScreenPart::None);
}
