#include "model/turn_news.hpp"

#include <algorithm>
#include <array>

#include "model/board_words.hpp"
#include "model/game_words.hpp"
#include "model/text.hpp"

namespace harmonies::ui {

namespace {

// More turns than a round ended since the last look: a jump (a replay sought ahead), not news.
bool jumped(const std::vector<Action>& actions, size_t from, int players) {
  const auto ends = std::count_if(actions.begin() + static_cast<long>(from), actions.end(),
                                  [](const Action& a) { return a.type == ActionType::EndTurn; });
  return ends > players;
}

// The turn ending at `end` (its EndTurn) in one sentence, worded from the state before it.
std::string turn_told(const Record& record, size_t end, const std::vector<std::string>& names) {
  size_t start = end;
  while (start > 0 && record.actions[start - 1].type != ActionType::EndTurn) --start;
  GameState before = GameState::create(record.setup);
  for (size_t i = 0; i < start; ++i) before.apply(record.actions[i]);
  const std::vector<Action> turn(record.actions.begin() + static_cast<long>(start),
                                 record.actions.begin() + static_cast<long>(end) + 1);
  const int player = before.current_player();
  const std::string name = player < static_cast<int>(names.size()) ? names[player]
                                                                    : tr(Text::common_player_n, {{"n", player + 1}});
  return turn_summary(before, turn, name);
}

int turn_player(const Record& record, size_t end) {
  GameState g = GameState::create(record.setup);
  size_t start = end;
  while (start > 0 && record.actions[start - 1].type != ActionType::EndTurn) --start;
  for (size_t i = 0; i < start; ++i) g.apply(record.actions[i]);
  return g.current_player();
}

}  // namespace

std::vector<std::string> TurnNews::follow(const Record& record, const GameState& g,
                                          const std::vector<std::string>& names, const std::vector<bool>& told) {
  std::vector<std::string> news;
  const size_t now = record.actions.size();
  if (!following_ || !(record.setup == setup_) || now < actions_ || jumped(record.actions, actions_, g.player_count())) {
    following_ = true;
    setup_ = record.setup;
    actions_ = now;
    last_round_ = g.now().end_triggered;
    over_ = g.is_terminal();
    return news;
  }
  for (size_t i = actions_; i < now; ++i) {
    switch (record.actions[i].type) {
      case ActionType::EndTurn: {
        const int player = turn_player(record, i);
        if (player < static_cast<int>(told.size()) && told[player]) news.push_back(turn_told(record, i, names));
        break;
      }
      case ActionType::UndoStep: news.push_back(tr(Text::mirror_news_took_back)); break;
      case ActionType::RestartTurn: news.push_back(tr(Text::mirror_news_restarted)); break;
      default: break;
    }
  }
  actions_ = now;
  if (!news.empty() && !g.is_terminal() && (record.actions.back().type == ActionType::UndoStep ||
                                            record.actions.back().type == ActionType::RestartTurn))
    news.push_back(turn_state_words(g, names));
  if (g.now().end_triggered && !last_round_) news.push_back(tr(Text::game_top_last_round));
  last_round_ = g.now().end_triggered;
  if (g.is_terminal() && !over_) news.push_back(result_words(g, names));
  over_ = g.is_terminal();
  return news;
}

std::string hint_words(const GameState& g, const Action& action) {
  const Position& now = g.now();
  const Decks& decks = g.decks();
  switch (action.type) {
    case ActionType::TakeSpot: return tr(Text::mirror_hint_spot, {{"spot", spot_words(g, action.a)}});
    case ActionType::PlaceToken:
      return tr(Text::mirror_hint_token, {{"colour", token_colour_name(static_cast<Token>(action.a))},
                                          {"space", action.b + 1}});
    case ActionType::TakeCard: return tr(Text::mirror_hint_card, {{"name", card_name(decks.animals[now.row[action.a]])}});
    case ActionType::DiscardCard:
      return tr(Text::mirror_hint_discard, {{"name", card_name(decks.animals[now.row[action.a]])}});
    case ActionType::PlaceCube: {
      std::array<ActiveCard, kMaxActiveCards + 1> active;
      g.active_cards(g.current_player(), active);
      const int key = active[action.a].key;
      const char* name = key >= kSpiritKeyBase ? card_name(decks.spirits[key - kSpiritKeyBase]) : card_name(decks.animals[key]);
      return tr(Text::mirror_hint_cube, {{"name", name}, {"space", action.b + 1}});
    }
    case ActionType::EndTurn: return tr(Text::mirror_hint_end_turn);
    case ActionType::ChooseSpirit:
      return tr(Text::mirror_hint_card,
                {{"name", card_name(decks.spirits[now.players[g.current_player()].spirit_options[action.a]])}});
    case ActionType::TakeWhisper:
      return tr(Text::mirror_hint_card, {{"name", card_name(decks.whispers[now.whisper_row[action.a]])}});
    case ActionType::PlaceWhisper: return tr(Text::mirror_hint_whisper, {{"space", action.b + 1}});
    case ActionType::TakeTile:
      return tr(Text::mirror_hint_card, {{"name", card_name(decks.sanctuaries[now.tile_row[action.a]])}});
    case ActionType::RestartTurn:
    case ActionType::UndoStep: break;
  }
  return tr(Text::mirror_hint_end_turn);
}

}  // namespace harmonies::ui
