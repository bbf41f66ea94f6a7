// Helpers for scenario tests that start from a hand-made position: tokens are
// moved out of the pouch so that every position still accounts for all 120.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "harmonies/record.hpp"
#include "harmonies/state.hpp"

namespace harmonies::testing {

inline Setup make_setup(int players, Side side = Side::A, bool spirits = false, std::string seed = "test") {
  Setup s;
  s.players = players;
  s.side = side;
  s.spirits = spirits;
  s.seed = std::move(seed);
  return s;
}

// The animal cards this game's deck holds: the base 32, and Pulse's 10 with the module on.
inline size_t animals_in_play(const GameState& g) {
  size_t n = 0;
  for (size_t id = 0; id < g.decks().animals.size(); ++id) n += g.in_play(static_cast<int>(id)) ? 1 : 0;
  return n;
}

// Takes one token of `colour` out of the pouch (fails the test if none is left).
inline Token take_from_pouch(Position& p, Token colour) {
  for (int i = 0; i < p.pouch_count; ++i) {
    if (p.pouch[i] == colour) {
      p.pouch[i] = p.pouch[--p.pouch_count];
      return colour;
    }
  }
  FAIL("no " << token_name(colour) << " token left in the pouch");
  return colour;
}

// A stack written bottom to top, built without any rule check (so that illegal stacks can be described too).
inline Stack stack_of(const std::vector<Token>& tokens) {
  Stack s;
  for (Token t : tokens) s.tokens[s.height++] = t;
  return s;
}

// Stacks tokens from the pouch on a player's board, bottom to top.
inline void build(Position& p, int player, int space, std::initializer_list<Token> stack) {
  for (Token t : stack) {
    REQUIRE(p.players[player].board.can_place(space, t));
    p.players[player].board.place(space, take_from_pouch(p, t));
  }
}

// Fills every empty space of a player's board but `keep_empty` of them with
// single yellow or blue tokens (never forming anything else).
inline void fill_board(Position& p, int player, int keep_empty) {
  Board& b = p.players[player].board;
  int empty = b.empty_spaces();
  for (int s = 0; s < b.space_count() && empty > keep_empty; ++s) {
    if (!b.stacks[s].empty()) continue;
    build(p, player, s, {s % 2 ? Token::Yellow : Token::Blue});
    --empty;
  }
}

// Moves pouch tokens onto the boards until `leave` remain, stacking where the
// rules allow (mountains, trees, buildings first, so few spaces are used) and
// keeping keep_empty[player] empty spaces on each board.
inline void drain_pouch(Position& p, int players, int leave, std::array<int, kMaxPlayers> keep_empty) {
  // Colours that stack come out first: gray, brown, green, red, then blue and yellow.
  constexpr std::array<Token, kTokenColours> kOrder = {Token::Yellow, Token::Blue, Token::Red,
                                                      Token::Green, Token::Brown, Token::Gray};
  std::sort(p.pouch.begin(), p.pouch.begin() + p.pouch_count, [&](Token a, Token b) {
    return std::find(kOrder.begin(), kOrder.end(), a) < std::find(kOrder.begin(), kOrder.end(), b);
  });
  while (p.pouch_count > leave) {
    const Token t = p.pouch[p.pouch_count - 1];
    bool placed = false;
    for (int player = 0; player < players && !placed; ++player) {
      Board& b = p.players[player].board;
      for (int s = 0; s < b.space_count() && !placed; ++s)
        if (!b.stacks[s].empty() && b.can_place(s, t)) {
          b.place(s, t);
          placed = true;
        }
    }
    for (int player = 0; player < players && !placed; ++player) {
      Board& b = p.players[player].board;
      for (int s = 0; s < b.space_count() && !placed && b.empty_spaces() > keep_empty[player]; ++s)
        if (b.stacks[s].empty()) {
          b.place(s, t);
          placed = true;
        }
    }
    REQUIRE(placed);
    --p.pouch_count;
  }
}

// Gives a player animal card `id` straight from wherever it lies (row or deck), as if taken earlier.
inline void hand_card(Position& p, int player, int id) {
  for (int i = 0; i < kMaxRow; ++i)
    if (p.row[i] == id) p.row[i] = kNone;
  for (int i = 0; i < p.deck_count; ++i)
    if (p.deck[i] == id) {
      p.deck[i] = p.deck[--p.deck_count];
      break;
    }
  p.card_owner[id] = static_cast<std::int8_t>(player);
  p.players[player].taken[p.players[player].taken_count++] = static_cast<std::uint8_t>(id);
}

// Gives a player the face-up card in `slot`, as if taken on an earlier turn.
inline int give_card_from_row(GameState& game, Position& p, int player, int slot) {
  const int id = p.row[slot];
  REQUIRE(id >= 0);
  p.row[slot] = kNone;
  p.card_owner[id] = static_cast<std::int8_t>(player);
  p.players[player].taken[p.players[player].taken_count++] = static_cast<std::uint8_t>(id);
  (void)game;
  return id;
}

inline GameState resume(const Setup& setup, const Position& p) {
  Error e;
  GameState g = GameState::with_position(setup, p, &e);
  INFO(e.message);
  REQUIRE_FALSE(e);
  return g;
}

// What random play chooses from (random_play.cpp): the legal actions but the two take-backs listed last,
// Undo and "Start my turn over", unless nothing else is legal: then the restart alone.
template <typename Actions>
std::vector<Action> random_play_choices(const Actions& legal) {
  std::vector<Action> out(legal.begin(), legal.end());
  if (out.size() >= 2 && out.back().type == ActionType::RestartTurn) {
    if (out.size() > 2) out.resize(out.size() - 2);
    else out.erase(out.begin());
  }
  return out;
}

inline bool is_legal(const GameState& g, const Action& a) {
  for (const Action& l : g.legal_actions())
    if (l == a) return true;
  return false;
}

// Applies an action that must be legal.
inline void play(GameState& g, const Action& a) {
  Error e = g.apply(a);
  INFO(to_string(a) << ": " << e.message);
  REQUIRE_FALSE(e);
  REQUIRE_FALSE(g.validate());
}

// Takes spot `spot` and places its tokens on the first spaces that accept them.
inline void play_plain_turn(GameState& g, int spot = -1) {
  if (spot < 0) {
    for (int s = 0; s < g.spot_count(); ++s)
      if (g.now().spot_count[s] > 0) {
        spot = s;
        break;
      }
  }
  play(g, Action::take_spot(spot));
  while (g.now().turn.hand_count > 0) {
    const Token t = g.now().turn.hand[0];
    const Board& b = g.player(g.current_player()).board;
    int target = -1;
    for (int s = 0; s < b.space_count() && target < 0; ++s)
      if (b.stacks[s].empty()) target = s;
    for (int s = 0; s < b.space_count() && target < 0; ++s)
      if (b.can_place(s, t)) target = s;
    REQUIRE(target >= 0);
    play(g, Action::place_token(index_of(t), target));
  }
  if (g.setup().spirits && g.player(g.current_player()).spirit == kNone) play(g, Action::choose_spirit(0));
  play(g, Action::end_turn());
}

// `played` as a player who takes back steps now and then: the first step of every other turn taken back
// (Undo) and played again, and every third turn started over after two steps and played again. This is
// the raw record a saved game keeps; without_undone_actions() of it is `played` again.
inline Record with_steps_taken_back(const Record& played) {
  GameState state = GameState::create(played.setup);
  Record raw{played.setup, {}};
  const auto again = [&](const Action& a) {
    play(state, a);
    raw.actions.push_back(a);
  };
  size_t turn_start = 0;  // where the current turn begins in played.actions
  int turn = 0;
  for (size_t i = 0; i < played.actions.size(); ++i) {
    const Action& a = played.actions[i];
    again(a);
    if (a.type == ActionType::EndTurn) {
      turn_start = i + 1;
      ++turn;
      continue;
    }
    if (turn % 2 == 0 && i == turn_start && !state.check(Action::undo_step())) {
      again(Action::undo_step());
      again(a);
    }
    if (turn % 3 == 1 && i == turn_start + 1 && !state.check(Action::restart_turn())) {
      again(Action::restart_turn());
      for (size_t j = turn_start; j <= i; ++j) again(played.actions[j]);
    }
  }
  return raw;
}

}  // namespace harmonies::testing
