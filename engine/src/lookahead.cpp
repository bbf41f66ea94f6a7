#include "lookahead.hpp"

#include "greedy.hpp"
#include "harmonies/evaluate.hpp"

namespace harmonies::lookahead {

namespace {

constexpr int kCandidates = 16;
constexpr double kRivalWeight = 0.5;  // how much the others' futures count against the player's

// What the player's own next turn is assumed to be: a narrower search than the
// medium bot's, so many futures fit in the hard bot's time.
search::Options quick_options() {
  search::Options o;
  o.beam = 3;
  o.finals = 1;
  o.card_rethinks = 1;
  return o;
}

// A future's worth to `me`: its own position, less part of the others' (what
// this turn leaves them counts: a spot or card taken is one they lack).
Future value_of(const GameState& future, int me, const search::TurnPlan* next) {
  const GameState& at = next ? next->end : future;
  Future f;
  f.own = next ? next->value : evaluate(at, me);
  if (at.is_terminal()) f.own = at.score(me).total;
  f.judged = f.own;
  const int others = at.player_count() - 1;
  if (others == 0) return f;
  double theirs = 0;
  for (int p = 0; p < at.player_count(); ++p)
    if (p != me) theirs += at.is_terminal() ? at.score(p).total : evaluate(at, p);
  f.judged -= kRivalWeight * theirs / others;
  return f;
}

}  // namespace

std::vector<search::TurnPlan> candidate_turns(const GameState& state) {
  return search::best_turns(state, search::Options{}, kCandidates);
}

Future play_future(const GameState& turn_end, int me, std::uint64_t seed) {
  GameState future = turn_end.determinized(seed);
  future.apply(Action::end_turn());
  while (!future.is_terminal() && future.current_player() != me) greedy::play_turn(future);
  if (future.is_terminal()) return value_of(future, me, nullptr);
  const search::TurnPlan next = search::best_turns(future, quick_options(), 1).front();
  return value_of(future, me, &next);
}

}  // namespace harmonies::lookahead
