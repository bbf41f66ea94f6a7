#include "harmonies/random_play.hpp"

namespace harmonies {

Action RandomPlayer::choose(const GameState& state) {
  state.legal_actions(actions_);
  int choices = actions_.size();
  // RestartTurn, when legal, is always listed last.
  if (choices > 1 && actions_[choices - 1].type == ActionType::RestartTurn) --choices;
  return actions_[static_cast<int>(rng_.below(static_cast<std::uint32_t>(choices)))];
}

PlayedGame play_random_game(const Setup& setup) {
  PlayedGame game{GameState::create(setup), Record{setup, {}}};
  // A different stream from the setup's, so choices do not mirror the shuffle.
  RandomPlayer player(hash_text(setup.seed) ^ 0x5eed5eed5eed5eedULL);
  while (!game.state.is_terminal()) {
    const Action action = player.choose(game.state);
    game.state.apply(action);
    game.record.actions.push_back(action);
  }
  return game;
}

}  // namespace harmonies
