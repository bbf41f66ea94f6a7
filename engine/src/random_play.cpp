#include "harmonies/random_play.hpp"

namespace harmonies {

Action RandomPlayer::choose(const GameState& state) {
  state.legal_actions(actions_);
  const int n = actions_.size();
  // UndoStep then RestartTurn, when legal, are listed last. Random play never takes a step back and
  // starts its turn over only when nothing else is legal: the same choices, from the same draw, as
  // before UndoStep existed, so every seed plays the same game.
  const bool takes_back = n >= 2 && actions_[n - 1].type == ActionType::RestartTurn;
  const int others = takes_back ? n - 2 : n;
  const int pick = static_cast<int>(rng_.below(static_cast<std::uint32_t>(others > 0 ? others : 1)));
  return others > 0 ? actions_[pick] : actions_[n - 1];
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
