#include "greedy.hpp"

#include <algorithm>

#include "harmonies/evaluate.hpp"

namespace harmonies::greedy {

std::vector<std::pair<double, Action>> ranked_actions(const GameState& state, const EvalWeights& weights) {
  const int me = state.current_player();
  ActionList legal;
  state.legal_actions(legal);
  std::vector<std::pair<double, Action>> scored;
  for (const Action& a : legal) {
    if (is_take_back(a.type) || a.type == ActionType::DiscardCard) continue;
    GameState next = state;
    next.apply(a);
    double value = evaluate(next, me, weights);
    if (a.type == ActionType::EndTurn) value += 0.01;  // ends the turn rather than dither on equal values
    scored.push_back({value, a});
  }
  std::stable_sort(scored.begin(), scored.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
  return scored;
}

void play_turn(GameState& state, const EvalWeights& weights) {
  const int player = state.current_player();
  while (!state.is_terminal() && state.current_player() == player) state.apply(ranked_actions(state, weights).front().second);
}

}  // namespace harmonies::greedy
