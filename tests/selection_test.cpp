// The selection's rules (wasm/model/selection.hpp): picking one thing to place drops the others, picking
// it again drops it, Undo selects what it took back, a hint selects what its target needs, and a pick
// without a legal target does not stay.
#include <catch2/catch.hpp>

#include <vector>

#include "model/selection.hpp"

using namespace harmonies;
using namespace harmonies::ui;

namespace {

TurnState hand_of(std::initializer_list<Token> tokens) {
  TurnState turn;
  for (Token t : tokens) turn.hand[turn.hand_count++] = t;
  return turn;
}

}  // namespace

TEST_CASE("Picking a card or a whisper card drops the token, picking it again drops it", "[selection]") {
  Selection s;
  s.toggle_viewed_player(2);
  s.pick_hand_colour(index_of(Token::Green));
  CHECK(s.hand_colour() == index_of(Token::Green));
  CHECK(s.viewed_player() == -1);
  CHECK(s.picks_token());

  s.toggle_card(1);
  CHECK(s.card() == 1);
  CHECK_FALSE(s.picks_token());
  s.toggle_whisper(7);
  CHECK(s.whisper() == 7);
  CHECK(s.card() == -1);
  s.toggle_whisper(7);
  CHECK(s.whisper() == -1);
  CHECK(s.hand_colour() == -1);
  CHECK(s.picks_token());

  s.toggle_card(0);
  s.pick_hand_colour(index_of(Token::Blue));
  CHECK(s.card() == -1);
  CHECK(s.hand_colour() == index_of(Token::Blue));
}

TEST_CASE("Another player's board is shown until asked again, Escape, or a pick", "[selection]") {
  Selection s;
  s.toggle_viewed_player(1);
  CHECK(s.viewed_player() == 1);
  s.toggle_viewed_player(2);
  CHECK(s.viewed_player() == 2);
  s.toggle_viewed_player(2);
  CHECK(s.viewed_player() == -1);
  s.toggle_viewed_player(1);
  s.toggle_card(0);
  CHECK(s.viewed_player() == -1);
  s.toggle_viewed_player(1);
  s.drop_picks();
  CHECK(s.viewed_player() == -1);
  CHECK(s.card() == -1);
  s.toggle_viewed_player(1);
  s.view_own_board();
  CHECK(s.viewed_player() == -1);
}

TEST_CASE("Tab cycles the colours in hand and keeps the board shown", "[selection]") {
  const TurnState turn = hand_of({Token::Blue, Token::Gray, Token::Red});
  Selection s;
  s.pick_hand_colour(index_of(Token::Gray));
  s.toggle_viewed_player(1);
  s.cycle_hand_colour(turn);
  CHECK(s.hand_colour() == index_of(Token::Red));
  CHECK(s.viewed_player() == 1);
  s.cycle_hand_colour(turn);
  CHECK(s.hand_colour() == index_of(Token::Blue));
}

TEST_CASE("Undo selects again what it took back", "[selection]") {
  Selection s;
  s.toggle_viewed_player(1);
  s.after_undo(Action::place_token(index_of(Token::Brown), 4));
  CHECK(s.hand_colour() == index_of(Token::Brown));
  CHECK(s.viewed_player() == -1);
  s.after_undo(Action::place_cube(2, 4));
  CHECK(s.card() == 2);
  CHECK(s.hand_colour() == -1);
  s.after_undo(Action::place_whisper(9, 4));
  CHECK(s.whisper() == 9);
  CHECK(s.card() == -1);
  s.after_undo(Action::take_spot(0));
  CHECK(s.whisper() == -1);
  CHECK(s.card() == -1);
}

TEST_CASE("A hint selects what a click on its target needs", "[selection]") {
  Selection s;
  s.toggle_card(1);
  s.toggle_viewed_player(2);
  ActionFocus token;
  token.hand_colour = index_of(Token::Yellow);
  s.follow_hint(token);
  CHECK(s.hand_colour() == index_of(Token::Yellow));
  CHECK(s.card() == -1);
  CHECK(s.viewed_player() == -1);
  ActionFocus whisper;
  whisper.whisper = 3;
  s.follow_hint(whisper);
  CHECK(s.whisper() == 3);
  CHECK(s.hand_colour() == index_of(Token::Yellow));
}

TEST_CASE("A pick without a legal target does not stay, a token in hand stays picked", "[selection]") {
  const TurnState turn = hand_of({Token::Green, Token::Gray});
  Selection s;
  s.keep_meaningful(turn, {});
  CHECK(s.hand_colour() == index_of(Token::Green));

  s.pick_hand_colour(index_of(Token::Gray));
  s.keep_meaningful(hand_of({Token::Green}), {});
  CHECK(s.hand_colour() == index_of(Token::Green));

  s.toggle_card(1);
  s.keep_meaningful(turn, {Action::place_cube(1, 5)});
  CHECK(s.card() == 1);
  s.keep_meaningful(turn, {Action::place_cube(0, 5)});
  CHECK(s.card() == -1);

  s.toggle_whisper(4);
  s.keep_meaningful(hand_of({}), {Action::place_token(0, 1)});
  CHECK(s.whisper() == -1);
  CHECK(s.hand_colour() == -1);
}
