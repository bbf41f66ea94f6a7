// The bots' search over one whole turn (internal to the engine): every spot,
// the token placements as a beam over placement orders, the card to take (none
// or each face-up card, re-searched with the card held for the best few), then
// the cubes, each position judged by evaluate().
#pragma once

#include <vector>

#include "harmonies/evaluate.hpp"
#include "harmonies/state.hpp"

namespace harmonies::search {

struct Options {
  int beam = 12;           // partial placements kept at each token
  int finals = 3;          // placements tried with each card
  int card_rethinks = 2;   // best (spot, card) turns searched again with the card taken first
  EvalWeights weights;
};

struct TurnPlan {
  std::vector<Action> actions;  // from the given state, EndTurn last
  GameState end;                // the position before EndTurn
  double value = 0;             // evaluate(end) for the player whose turn it is
};

// The best plans, best first, at most `keep`, with distinct end positions.
// `from` may be mid-turn; the current player's turn is planned.
std::vector<TurnPlan> best_turns(const GameState& from, const Options& options, int keep);

}  // namespace harmonies::search
