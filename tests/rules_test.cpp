// Game flow: turns, cards and cubes, end of game, solo, spirits (RULES.md
// "A turn", "End of the game", "Solo mode", "Nature's Spirit variant").
#include <catch2/catch.hpp>

#include "harmonies/action_codes.hpp"
#include "harmonies/random_play.hpp"
#include "harmonies/state.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

// Builds the stacks a pattern hex asks for on an empty space.
void build_requirement(Position& p, int player, int space, const PatternHex& hex) {
  switch (hex.terrain) {
    case Terrain::Water: build(p, player, space, {Token::Blue}); break;
    case Terrain::Field: build(p, player, space, {Token::Yellow}); break;
    case Terrain::Building: build(p, player, space, {Token::Gray, Token::Red}); break;
    case Terrain::Tree:
      for (int i = 1; i < hex.height; ++i) build(p, player, space, {Token::Brown});
      build(p, player, space, {Token::Green});
      break;
    case Terrain::Mountain:
      for (int i = 0; i < hex.height; ++i) build(p, player, space, {Token::Gray});
      break;
  }
}

// Builds one copy of a card's habitat on empty spaces; returns the cube's space.
int build_habitat(const GameState& g, Position& p, int player, int card_key, int avoid_anchor = -1) {
  const Pattern& pattern = card_key >= kSpiritKeyBase ? g.decks().spirits[card_key - kSpiritKeyBase].pattern
                                                       : g.decks().animals[card_key].pattern;
  const Board& board = p.players[player].board;
  for (int anchor = 0; anchor < board.space_count(); ++anchor) {
    if (anchor == avoid_anchor) continue;
    for (const Placement& pl : g.decks().table(g.setup().side, card_key).at(anchor)) {
      bool free = true;
      for (size_t i = 0; i < pattern.hexes.size(); ++i) free &= board.stacks[pl.spaces[i]].empty();
      if (!free) continue;
      for (size_t i = 0; i < pattern.hexes.size(); ++i)
        build_requirement(p, player, pl.spaces[i], pattern.hexes[i]);
      return anchor;
    }
  }
  FAIL("no room for the habitat");
  return -1;
}

int count_type(const GameState& g, ActionType type) {
  int n = 0;
  for (const Action& a : g.legal_actions()) n += a.type == type;
  return n;
}

}  // namespace

TEST_CASE("Setup: central board, animal row and pouch", "[rules][setup]") {
  SECTION("RULES.md Components: 2-4 players use 5 spots of 3 tokens and 5 face-up cards") {
    for (int players = 2; players <= 4; ++players) {
      GameState g = GameState::create(make_setup(players));
      REQUIRE_FALSE(g.validate());
      REQUIRE(g.spot_count() == 5);
      for (int s = 0; s < 5; ++s) REQUIRE(g.now().spot_count[s] == 3);
      REQUIRE(g.now().pouch_count == kTotalTokens - 15);
      for (int i = 0; i < 5; ++i) REQUIRE(g.now().row[i] != kNone);
      REQUIRE(g.now().deck_count == animals_in_play(g) - 5);
      REQUIRE(g.current_player() == g.now().first_player);
    }
  }
  SECTION("RULES.md Solo mode: the solo side has 3 spots and 3 face-up cards") {
    GameState g = GameState::create(make_setup(1));
    REQUIRE(g.spot_count() == 3);
    REQUIRE(g.now().pouch_count == kTotalTokens - 9);
    REQUIRE(g.now().row[3] == kNone);
    REQUIRE(g.now().deck_count == animals_in_play(g) - 3);
  }
  SECTION("invalid setups are refused with a message") {
    Error e;
    GameState::create(make_setup(0), &e);
    REQUIRE(e.message == "players must be 1 to 4");
    GameState::create(make_setup(5), &e);
    REQUIRE(e);
    GameState g = GameState::create(make_setup(2, Side::A, false, "no spaces allowed"), &e);
    REQUIRE(e.message.find("seed") != std::string::npos);
    REQUIRE(g.is_terminal());
    REQUIRE(g.legal_actions().empty());
  }
}

TEST_CASE("A seed fixes the pouch order, the deck order and the first player", "[rules][seed]") {
  GameState a = GameState::create(make_setup(3, Side::B, true, "oak-7"));
  GameState b = GameState::create(make_setup(3, Side::B, true, "oak-7"));
  REQUIRE(a == b);
  bool differs = false;
  for (const char* seed : {"oak-8", "Oak-7", "birch"}) {
    GameState c = GameState::create(make_setup(3, Side::B, true, seed));
    differs |= !(c.now().pouch == a.now().pouch) || !(c.now().deck == a.now().deck);
  }
  REQUIRE(differs);
  // Over many seeds every seat gets to start.
  std::array<int, 4> starts{};
  for (int i = 0; i < 200; ++i) ++starts[GameState::create(make_setup(4, Side::A, false, std::to_string(i))).now().first_player];
  for (int seat = 0; seat < 4; ++seat) REQUIRE(starts[seat] > 20);
}

TEST_CASE("RULES.md A turn: take all 3 tokens of one spot, place them one at a time", "[rules][turn]") {
  GameState g = GameState::create(make_setup(2));
  const int me = g.current_player();
  REQUIRE(g.check(Action::end_turn()).message == "take the tokens of a central spot first");
  REQUIRE(count_type(g, ActionType::TakeSpot) == 5);
  REQUIRE(count_type(g, ActionType::PlaceToken) == 0);

  const auto spot = g.now().spots[2];
  play(g, Action::take_spot(2));
  REQUIRE(g.now().turn.hand_count == 3);
  REQUIRE(g.now().spot_count[2] == 0);
  REQUIRE(count_type(g, ActionType::TakeSpot) == 0);  // one spot per turn
  REQUIRE(g.check(Action::take_spot(3)).message == "tokens were already taken this turn");

  // Each token may go on any empty space: all 23 are legal for each colour in hand.
  for (const Action& a : g.legal_actions())
    if (a.type == ActionType::PlaceToken) REQUIRE(g.player(me).board.stacks[a.b].empty());
  for (int k = 0; k < 3; ++k) {
    REQUIRE(g.check(Action::end_turn()).message == "place all your tokens first");
    play(g, Action::place_token(index_of(spot[k]), k));
  }
  REQUIRE(g.player(me).board.token_count() == 3);
  play(g, Action::end_turn());
  REQUIRE(g.current_player() == (me + 1) % 2);
  REQUIRE(g.now().spot_count[2] == 3);  // refilled from the pouch
  REQUIRE(g.now().pouch_count == kTotalTokens - 18);
  REQUIRE(g.player(me).turns == 1);
}

TEST_CASE("RULES.md A turn: legal spaces follow the stacking rules", "[rules][turn]") {
  Setup setup = make_setup(2);
  GameState fresh = GameState::create(setup);
  Position p = fresh.now();
  const int me = p.current;
  build(p, me, 0, {Token::Gray});
  build(p, me, 1, {Token::Green});
  build(p, me, 2, {Token::Brown, Token::Brown});
  fill_board(p, me, 3);
  // Put a gray, a green and a red in spot 0.
  for (int k = 0; k < 3; ++k) p.pouch[p.pouch_count++] = p.spots[0][k];
  p.spots[0] = {take_from_pouch(p, Token::Gray), take_from_pouch(p, Token::Green), take_from_pouch(p, Token::Red)};
  GameState g = resume(setup, p);
  play(g, Action::take_spot(0));
  REQUIRE(is_legal(g, Action::place_token(index_of(Token::Gray), 0)));    // gray on gray
  REQUIRE_FALSE(is_legal(g, Action::place_token(index_of(Token::Gray), 1)));  // nothing on green
  REQUIRE(is_legal(g, Action::place_token(index_of(Token::Green), 2)));   // green on 2 browns
  REQUIRE(is_legal(g, Action::place_token(index_of(Token::Red), 0)));     // red on one gray
  REQUIRE_FALSE(is_legal(g, Action::place_token(index_of(Token::Red), 2)));   // not on 2 browns
  REQUIRE(g.check(Action::place_token(index_of(Token::Red), 2)).message ==
          "a red token cannot go on that stack");
  REQUIRE(g.check(Action::place_token(index_of(Token::Blue), 5)).message == "no blue token in hand");
}

TEST_CASE("RULES.md A turn: optional actions in any order, even between placements", "[rules][turn]") {
  Setup setup = make_setup(2);
  GameState g = GameState::create(setup);
  // Take a card before any token.
  play(g, Action::take_card(1));
  REQUIRE(g.check(Action::take_card(2)).message == "a card was already taken this turn");
  play(g, Action::take_spot(0));
  const Token t = g.now().turn.hand[0];
  play(g, Action::place_token(index_of(t), 4));
  // Between placements the card row is still refilled only at the end of the turn.
  REQUIRE(g.now().row[1] == kNone);
  while (g.now().turn.hand_count) play(g, Action::place_token(index_of(g.now().turn.hand[0]), 10 + g.now().turn.hand_count));
  play(g, Action::end_turn());
  REQUIRE(g.now().row[1] != kNone);
  REQUIRE(g.now().deck_count == animals_in_play(g) - 6);
}

TEST_CASE("RULES.md A turn: a card only while holding fewer than 4 unfinished cards", "[rules][cards]") {
  Setup setup = make_setup(2);
  GameState fresh = GameState::create(setup);
  Position p = fresh.now();
  const int me = p.current;
  for (int slot = 0; slot < 4; ++slot) give_card_from_row(fresh, p, me, slot);
  GameState g = resume(setup, p);
  REQUIRE(count_type(g, ActionType::TakeCard) == 0);
  REQUIRE(g.check(Action::take_card(4)).message == "already holding 4 unfinished cards");

  SECTION("a completed card leaves the limit") {
    const int id = p.players[me].taken[0];
    const int cubes = g.decks().animals[id].cubes();
    for (int k = 0; k < cubes; ++k) {
      const int space = build_habitat(g, p, me, id);
      p.players[me].board.cubes[space] = static_cast<std::int8_t>(id);
      ++p.cubes_on_card[id];
    }
    GameState done = resume(setup, p);
    REQUIRE(done.check(Action::take_card(4)).message.empty());
    std::array<ActiveCard, kMaxActiveCards + 1> active;
    REQUIRE(done.active_cards(me, active) == 3);
    REQUIRE(done.score(me).animal_cubes == cubes);
    REQUIRE(done.score(me).animals_total == g.decks().animals[id].ladder.back());
  }
}

TEST_CASE("RULES.md A turn: cubes go on a cube-free matching space, lowest first", "[rules][cubes]") {
  Setup setup = make_setup(2);
  GameState fresh = GameState::create(setup);
  Position p = fresh.now();
  const int me = p.current;
  const int id = give_card_from_row(fresh, p, me, 0);
  const AnimalCard& card = fresh.decks().animals[id];
  const int first = build_habitat(fresh, p, me, id);
  GameState g = resume(setup, p);

  REQUIRE(g.cube_targets(me, id) & (1u << first));
  REQUIRE(g.score(me).animals_total == 0);
  play(g, Action::place_cube(0, first));
  REQUIRE(g.player(me).board.cubes[first] == id);
  REQUIRE(g.now().cubes_on_card[id] == 1);
  REQUIRE(g.score(me).animals_total == card.ladder[0]);  // the highest uncovered value
  // The space that received the cube cannot take another one.
  REQUIRE_FALSE(g.cube_targets(me, id) & (1u << first));
  REQUIRE(g.check(Action::place_cube(0, first)).message == "that space already holds a cube");
  // Nor can a token go on it.
  play(g, Action::take_spot(0));
  for (const Action& a : g.legal_actions())
    if (a.type == ActionType::PlaceToken) REQUIRE(a.b != first);

  SECTION("a space where the habitat does not match is refused") {
    int empty = 0;
    while (!g.player(me).board.stacks[empty].empty()) ++empty;
    REQUIRE(g.check(Action::place_cube(0, empty)).message == "the card's habitat does not match there");
  }
}

TEST_CASE("RULES.md A turn: a placed cube never moves, even if the pattern is broken", "[rules][cubes]") {
  Setup setup = make_setup(2);
  GameState fresh = GameState::create(setup);
  // Find a card whose habitat has a mountain of height 1 or 2 outside its cube hex.
  for (int slot = 0; slot < 5; ++slot) {
    Position p = fresh.now();
    const int me = p.current;
    const int id = p.row[slot];
    const Pattern& pattern = fresh.decks().animals[id].pattern;
    int growable = -1;
    for (size_t i = 0; i < pattern.hexes.size(); ++i)
      if (static_cast<int>(i) != pattern.cube && pattern.hexes[i].terrain == Terrain::Mountain &&
          pattern.hexes[i].height < 3)
        growable = static_cast<int>(i);
    if (growable < 0) continue;
    give_card_from_row(fresh, p, me, slot);
    const int anchor = build_habitat(fresh, p, me, id);
    GameState g = resume(setup, p);
    play(g, Action::place_cube(0, anchor));
    // Grow the mountain: the match is broken, the cube and its points stay.
    const auto& placements = g.decks().table(setup.side, id).at(anchor);
    int grow_space = -1;
    for (const Placement& pl : placements)
      if (satisfies(g.player(me).board.stacks[pl.spaces[growable]], pattern.hexes[growable]))
        grow_space = pl.spaces[growable];
    REQUIRE(grow_space >= 0);
    Position q = g.now();
    build(q, me, grow_space, {Token::Gray});
    GameState broken = resume(setup, q);
    REQUIRE(broken.player(me).board.cubes[anchor] == id);
    REQUIRE(broken.score(me).animals_total == g.decks().animals[id].ladder[0]);
    return;
  }
  WARN("no card in this row has a growable mountain; covered by other seeds");
}

TEST_CASE("RULES.md End of the game: 2 or fewer empty spaces, then equal turns", "[rules][end]") {
  Setup setup = make_setup(3);
  GameState fresh = GameState::create(setup);
  Position p = fresh.now();
  const int first = p.first_player;
  const int second = (first + 1) % 3;
  const int third = (first + 2) % 3;

  SECTION("a trigger by the second player lets the third play, then the game ends") {
    fill_board(p, second, 5);  // after 3 more tokens: 2 empty spaces
    GameState g = resume(setup, p);
    play_plain_turn(g);  // first player
    REQUIRE_FALSE(g.now().end_triggered);
    play_plain_turn(g);  // second player fills up to 2 empty spaces
    REQUIRE(g.player(second).board.empty_spaces() == 2);
    REQUIRE(g.now().end_triggered);
    REQUIRE_FALSE(g.is_terminal());
    REQUIRE(g.current_player() == third);
    play_plain_turn(g);
    REQUIRE(g.is_terminal());
    for (int i = 0; i < 3; ++i) REQUIRE(g.player(i).turns == 1);
    REQUIRE(g.legal_actions().empty());
    REQUIRE(g.apply(Action::take_spot(0)).message == "the game is over");
  }
  SECTION("a trigger by the last player in the round ends the game at once") {
    fill_board(p, third, 5);
    GameState g = resume(setup, p);
    play_plain_turn(g);
    play_plain_turn(g);
    REQUIRE_FALSE(g.now().end_triggered);
    play_plain_turn(g);
    REQUIRE(g.is_terminal());
  }
  SECTION("3 empty spaces left do not trigger the end") {
    fill_board(p, first, 6);
    GameState g = resume(setup, p);
    play_plain_turn(g);
    REQUIRE(g.player(first).board.empty_spaces() == 3);
    REQUIRE_FALSE(g.now().end_triggered);
  }
}

TEST_CASE("RULES.md End of the game: the pouch cannot refill the central board", "[rules][end]") {
  Setup setup = make_setup(4, Side::B);
  GameState fresh = GameState::create(setup);
  Position p = fresh.now();
  // The first player keeps room for a turn without triggering the other end.
  std::array<int, kMaxPlayers> keep{};
  for (int i = 0; i < 4; ++i) keep[i] = i == p.first_player ? 6 : 3;
  drain_pouch(p, 4, 2, keep);
  GameState g = resume(setup, p);
  const int first = g.current_player();
  play_plain_turn(g);
  // The refill puts in what is left and triggers the end...
  REQUIRE(g.now().end_triggered);
  REQUIRE(g.now().pouch_count == 0);
  int refilled = 0;
  for (int s = 0; s < 5; ++s) refilled += g.now().spot_count[s] == 2;
  REQUIRE(refilled == 1);
  // ...and the round is finished so that everyone plays as often.
  for (int k = 1; k < 4; ++k) {
    REQUIRE_FALSE(g.is_terminal());
    REQUIRE(g.current_player() == (first + k) % 4);
    play_plain_turn(g);
  }
  REQUIRE(g.is_terminal());
  for (int i = 0; i < 4; ++i) REQUIRE(g.player(i).turns == 1);
}

TEST_CASE("RULES.md End of the game: ties go to the most animal cubes, else shared", "[rules][end]") {
  Setup setup = make_setup(2);
  GameState fresh = GameState::create(setup);
  Position p = fresh.now();
  // Identical landscapes: two lone trees each.
  for (int player = 0; player < 2; ++player) build(p, player, 0, {Token::Green});
  SECTION("a shared victory") {
    GameState g = resume(setup, p);
    REQUIRE(g.winners() == std::vector<int>{0, 1});
  }
  SECTION("equal totals, more cubes wins") {
    // Player 0 gets a tree worth 2 more (3 instead of 1) and player 1 a card cube worth 2.
    const int id = give_card_from_row(fresh, p, 1, 0);
    const AnimalCard& card = fresh.decks().animals[id];
    const int anchor = build_habitat(fresh, p, 1, id);
    p.players[1].board.cubes[anchor] = static_cast<std::int8_t>(id);
    p.cubes_on_card[id] = 1;
    GameState probe = resume(setup, p);
    const int gap = probe.score(1).total - probe.score(0).total;
    REQUIRE(gap > 0);
    // Give player 0 exactly `gap` points of lone trees (1 point each).
    // Lone trees score 1 each, whatever their neighbours.
    for (int s = 1, left = gap; left > 0; ++s) {
      if (!p.players[0].board.stacks[s].empty()) continue;
      build(p, 0, s, {Token::Green});
      --left;
    }
    GameState g = resume(setup, p);
    REQUIRE(g.score(0).total == g.score(1).total);
    REQUIRE(g.score(1).animal_cubes == 1);
    REQUIRE(g.winners() == std::vector<int>{1});
    REQUIRE(g.score(1).animals_total == card.ladder[0]);
  }
}

TEST_CASE("RULES.md Start my turn over: rewinds everything the turn did", "[rules][restart]") {
  GameState g = GameState::create(make_setup(2));
  REQUIRE(g.check(Action::restart_turn()).message == "nothing to start over");
  const GameState at_start = g;
  play(g, Action::take_card(0));
  play(g, Action::take_spot(3));
  play(g, Action::place_token(index_of(g.now().turn.hand[0]), 7));
  REQUIRE(is_legal(g, Action::restart_turn()));
  play(g, Action::restart_turn());
  REQUIRE(g.now() == at_start.now());
  REQUIRE(g == at_start);
  // After the turn ends there is nothing left to rewind.
  play_plain_turn(g);
  REQUIRE(g.check(Action::restart_turn()));
}

TEST_CASE("Illegal actions are refused and leave the state untouched", "[rules][robust]") {
  // Every one of the 4096 action codes, on states met along random games.
  for (int players : {1, 2, 4}) {
    PlayedGame game = play_random_game(make_setup(players, players == 4 ? Side::B : Side::A, players != 2, "robust"));
    GameState g = GameState::create(game.record.setup);
    for (size_t step = 0; step < game.record.actions.size(); step += 9) {
      const auto legal = g.legal_actions();
      for (int code = 0; code < 4096; ++code) {
        const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        const char text[2] = {alphabet[code >> 6], alphabet[code & 63]};
        auto action = decode(std::string_view(text, 2));
        if (!action) continue;
        const bool listed = std::find(legal.begin(), legal.end(), *action) != legal.end();
        const Error verdict = g.check(*action);
        INFO(to_string(*action) << " at step " << step << ": " << verdict.message);
        REQUIRE(listed == verdict.message.empty());
        if (!listed) {
          GameState copy = g;
          REQUIRE(copy.apply(*action));
          REQUIRE(copy == g);
        }
      }
      // Advance by up to 9 actions of the recorded game.
      for (size_t k = 0; k < 9 && step + k < game.record.actions.size(); ++k)
        REQUIRE_FALSE(g.apply(game.record.actions[step + k]));
    }
    REQUIRE(g.is_terminal());
  }
}

TEST_CASE("RULES.md Solo mode: leftovers leave the game, all 3 spots refill", "[rules][solo]") {
  GameState g = GameState::create(make_setup(1));
  play_plain_turn(g);
  REQUIRE(g.current_player() == 0);
  int boxed = 0;
  for (int c = 0; c < kTokenColours; ++c) boxed += g.now().boxed[c];
  REQUIRE(boxed == 6);
  for (int s = 0; s < 3; ++s) REQUIRE(g.now().spot_count[s] == 3);
  REQUIRE(g.now().pouch_count == kTotalTokens - 18);

  SECTION("the end comes when the pouch cannot refill all 3 spots: solo ends at once") {
    Setup setup = make_setup(1);
    Position p = g.now();
    // Solo tokens can leave the game: box all but 8 of the pouch.
    while (p.pouch_count > 8) ++p.boxed[index_of(p.pouch[--p.pouch_count])];
    GameState last = resume(setup, p);
    play_plain_turn(last);
    REQUIRE(last.is_terminal());
    REQUIRE(last.now().pouch_count == 0);
    REQUIRE(last.now().spot_count[0] + last.now().spot_count[1] + last.now().spot_count[2] == 8);
  }
}

TEST_CASE("RULES.md Solo mode: discard one face-up card when none was taken", "[rules][solo]") {
  GameState g = GameState::create(make_setup(1));
  REQUIRE(count_type(g, ActionType::DiscardCard) == 3);
  const int discarded = g.now().row[1];
  play(g, Action::discard_card(1));
  REQUIRE(g.check(Action::discard_card(0)).message == "a card was already discarded this turn");
  REQUIRE(g.check(Action::take_card(0)).message == "no card can be taken after discarding one");
  play(g, Action::take_spot(0));
  while (g.now().turn.hand_count) play(g, Action::place_token(index_of(g.now().turn.hand[0]), g.now().turn.hand_count));
  play(g, Action::end_turn());
  REQUIRE(g.now().row[1] != kNone);
  REQUIRE(g.now().row[1] != discarded);
  REQUIRE(g.now().discard_count == 1);

  SECTION("not after taking a card, and never with several players") {
    GameState h = GameState::create(make_setup(1));
    play(h, Action::take_card(0));
    REQUIRE(h.check(Action::discard_card(1)).message == "a card was taken this turn");
    GameState duo = GameState::create(make_setup(2));
    REQUIRE(duo.check(Action::discard_card(1)).message == "discarding a card is a solo rule");
  }
}

TEST_CASE("RULES.md Solo mode: the score converts to suns", "[rules][solo]") {
  // Thresholds 40 70 90 110 130 140 150 160; +1 on side A; +2 without a spirit;
  // +1 with a spirit that scores groups.
  REQUIRE(solo_suns(39, Side::B, true, false) == 0);
  REQUIRE(solo_suns(40, Side::B, true, false) == 1);
  REQUIRE(solo_suns(69, Side::B, true, false) == 1);
  REQUIRE(solo_suns(70, Side::B, true, false) == 2);
  REQUIRE(solo_suns(110, Side::B, true, false) == 4);
  REQUIRE(solo_suns(160, Side::B, true, false) == 8);
  REQUIRE(solo_suns(250, Side::B, true, false) == 8);
  REQUIRE(solo_suns(90, Side::A, true, false) == 4);
  REQUIRE(solo_suns(90, Side::A, false, false) == 6);
  REQUIRE(solo_suns(90, Side::B, true, true) == 4);
  REQUIRE(solo_suns(0, Side::A, false, false) == 3);
  GameState g = GameState::create(make_setup(1, Side::A));
  REQUIRE(g.suns() == solo_suns(g.score(0).total, Side::A, false, false));
}

TEST_CASE("RULES.md Nature's Spirit variant: two dealt, one kept in the first turn", "[rules][spirits]") {
  Setup setup = make_setup(2, Side::A, true);
  GameState g = GameState::create(setup);
  const int me = g.current_player();
  const auto options = g.player(me).spirit_options;
  REQUIRE(options[0] != kNone);
  REQUIRE(options[1] != kNone);
  REQUIRE(options[0] != options[1]);
  REQUIRE(count_type(g, ActionType::ChooseSpirit) == 2);

  play(g, Action::take_spot(0));
  while (g.now().turn.hand_count) play(g, Action::place_token(index_of(g.now().turn.hand[0]), g.now().turn.hand_count));
  REQUIRE(g.check(Action::end_turn()).message == "choose a Nature's Spirit first");
  play(g, Action::choose_spirit(1));
  REQUIRE(g.player(me).spirit == options[1]);
  REQUIRE(g.check(Action::choose_spirit(0)).message == "a spirit was already chosen");
  play(g, Action::end_turn());

  SECTION("without the variant there is no spirit to choose") {
    GameState plain = GameState::create(make_setup(2));
    REQUIRE(plain.check(Action::choose_spirit(0)).message == "this game is played without Nature's Spirits");
  }
}

TEST_CASE("RULES.md Nature's Spirit: counts in the card limit until its cube - scores only with it", "[rules][spirits]") {
  Setup setup = make_setup(2, Side::A, true);
  GameState fresh = GameState::create(setup);
  Position p = fresh.now();
  const int me = p.current;
  p.players[me].spirit = p.players[me].spirit_options[0];
  const int spirit = p.players[me].spirit;
  for (int slot = 0; slot < 3; ++slot) give_card_from_row(fresh, p, me, slot);
  const int key = kSpiritKeyBase + spirit;
  const int anchor = build_habitat(fresh, p, me, key);
  GameState g = resume(setup, p);
  REQUIRE(g.score(me).spirit == 0);  // no cube yet
  REQUIRE(g.check(Action::take_card(3)).message == "already holding 4 unfinished cards");
  std::array<ActiveCard, kMaxActiveCards + 1> active;
  REQUIRE(g.active_cards(me, active) == 4);
  REQUIRE(active[3].spirit);
  play(g, Action::place_cube(3, anchor));
  REQUIRE(g.player(me).spirit_cube);
  REQUIRE(g.check(Action::take_card(3)).message.empty());
  REQUIRE(g.score(me).spirit == spirit_points(g.player(me).board, g.decks().spirits[spirit].rule));
  REQUIRE(g.score(me).spirit > 0);
}

TEST_CASE("Out-of-range action values are refused, never trusted", "[rules][robust]") {
  // Actions built in code can hold any byte values, not only the decodable ones.
  GameState g = GameState::create(make_setup(2, Side::A, true, "bytes"));
  play(g, Action::take_spot(1));
  const GameState before = g;
  int legal = 0;
  for (int type = 0; type < kActionTypes + 2; ++type) {
    for (int a = 0; a < 256; ++a) {
      for (int b = 0; b < 256; ++b) {
        const Action action{static_cast<ActionType>(type), static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
        if (g.check(action).message.empty()) {
          ++legal;
          continue;
        }
        REQUIRE(g.apply(action));
        REQUIRE(g == before);
      }
    }
  }
  // Legal ones are exactly those listed: unused fields must be zero.
  REQUIRE(legal == static_cast<int>(g.legal_actions().size()));
  REQUIRE(g.check(Action{ActionType::EndTurn, 1, 0}).message == "malformed action");
}
