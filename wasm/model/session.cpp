#include "model/session.hpp"

#include "model/text.hpp"

namespace harmonies::ui {

Session& session() {
  static Session instance;
  return instance;
}

Error Session::start(const Setup& setup) { return load(Record{setup, {}}); }

Error Session::load(const Record& from) {
  GameState state = GameState::create(from.setup);
  if (Error e = replay(from, state)) return e;
  game = std::move(state);
  record = from;
  changed(true);
  return {};
}

Error Session::apply(const Action& action) {
  if (!game) return fail(tr(Text::notices_no_game));
  if (Error e = game->apply(action)) return e;
  record.actions.push_back(action);
  changed(false);
  return {};
}

void Session::end() {
  game.reset();
  record = Record{};
  changed(true);
}

void Session::changed(bool new_game) {
  if (new_game) ++generation;
  ++version;
  if (on_change) on_change();
}

}  // namespace harmonies::ui
