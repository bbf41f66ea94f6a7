// The bots' one-action-at-a-time judgement (internal to the engine): every
// legal action ranked by the evaluation it leads to. The easy bot picks from
// it with noise; the hard bot's futures play the others' turns by its best.
#pragma once

#include <utility>
#include <vector>

#include "harmonies/evaluate.hpp"
#include "harmonies/state.hpp"

namespace harmonies::greedy {

// The actions worth considering now, each with the evaluation it leads to for
// the current player, best first (never "start my turn over", never a solo discard).
std::vector<std::pair<double, Action>> ranked_actions(const GameState& state, const EvalWeights& weights = {});

// Plays the current player's turn to its end, each action the best-ranked one.
void play_turn(GameState& state, const EvalWeights& weights = {});

}  // namespace harmonies::greedy
