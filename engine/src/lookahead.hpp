// The hard bot's judgement of a turn (internal to the engine), shared by the
// hard bot, which picks the candidate whose futures average best, and by the
// game review (review.hpp), which judges a played turn the same way: the same
// candidates, each turn's end played on over the same shuffled futures.
#pragma once

#include <cstdint>
#include <vector>

#include "harmonies/state.hpp"
#include "turn_search.hpp"

namespace harmonies::lookahead {

// The turns the hard bot weighs from `state` (the current player's, from
// wherever the turn stands), best first by the medium search.
std::vector<search::TurnPlan> candidate_turns(const GameState& state);

// One future of a turn whose actions have brought the game to `turn_end` (the
// position before EndTurn): what no player sees shuffled by `seed`, the turn
// ended, the others' turns, then `me`'s next turn, searched quickly.
struct Future {
  double judged = 0;  // what the hard bot maximises: `own`, less a share of the others'
  double own = 0;     // `me`'s evaluation (points and potential), the final score once over
};
Future play_future(const GameState& turn_end, int me, std::uint64_t seed);

}  // namespace harmonies::lookahead
