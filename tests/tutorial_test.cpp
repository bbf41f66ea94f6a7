// The guided first game (wasm/model/tutorial.hpp): following the outline plays every lesson to the end of
// the game; moves that teach the same are accepted, moves that break a lesson get its word and are not
// played; a player who goes another way is never stuck behind a lesson the game can no longer give.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <vector>

#include "harmonies/scoring.hpp"
#include "model/profile.hpp"
#include "model/tutorial.hpp"

using namespace harmonies;
using namespace harmonies::ui;

namespace {

// The player's move as the app plays it: the lesson's check first, then the engine, then the steps.
std::optional<Text> play(GameState& game, Tutorial& tutorial, const Action& action) {
  if (std::optional<Text> word = tutorial.refuse(game, action)) return word;
  REQUIRE_FALSE(game.apply(action));
  tutorial.catch_up(game);
  return std::nullopt;
}

// Reading steps read, acting steps played as outlined; where the player chooses freely (the last turns),
// the first legal placement, cube, then the end of the turn. Returns the lessons seen, in order.
std::vector<Lesson> follow_outline(GameState& game, Tutorial& tutorial) {
  std::vector<Lesson> seen;
  for (int guard = 0; guard < 2000 && !tutorial.done(); ++guard) {
    if (seen.empty() || seen.back() != tutorial.lesson()) seen.push_back(tutorial.lesson());
    if (tutorial.reads()) {
      tutorial.next(game);
      continue;
    }
    std::optional<Action> action = tutorial.suggestion(game);
    if (!action) {
      const std::vector<Action> legal = game.legal_actions();
      for (ActionType type : {ActionType::PlaceCube, ActionType::TakeSpot, ActionType::PlaceToken, ActionType::EndTurn}) {
        const auto it = std::find_if(legal.begin(), legal.end(), [&](const Action& a) { return a.type == type; });
        if (it != legal.end()) {
          action = *it;
          break;
        }
      }
    }
    REQUIRE(action);
    REQUIRE_FALSE(play(game, tutorial, *action));
  }
  return seen;
}

GameState tutorial_game() { return GameState::create(tutorial_setup()); }

}  // namespace

TEST_CASE("following the outline plays every lesson in order, to the end of the game", "[tutorial]") {
  GameState game = tutorial_game();
  Tutorial tutorial;
  const std::vector<Lesson> seen = follow_outline(game, tutorial);
  REQUIRE(tutorial.done());
  REQUIRE(game.is_terminal());
  // Every step was shown: none was passed over because the fixed setup could not give it.
  REQUIRE(static_cast<int>(seen.size()) == Tutorial::step_count());
  for (int i = 0; i < Tutorial::step_count(); ++i) CHECK(seen[i] == static_cast<Lesson>(i));
  const Board& board = game.player(0).board;
  CHECK(score_landscape(board).trees > 0);
  CHECK(score_landscape(board).fields >= kFieldPoints);
  CHECK(longest_river(board) >= 2);
  CHECK(game.player(0).taken_count >= 1);
  // A short game: the lessons' five turns and a few more.
  CHECK(game.player(0).turns <= 12);
}

TEST_CASE("each lesson's first step is offered on the turn it teaches", "[tutorial]") {
  GameState game = tutorial_game();
  Tutorial tutorial;
  REQUIRE(tutorial.lesson() == Lesson::Welcome);
  REQUIRE(tutorial.reads());
  REQUIRE_FALSE(tutorial.suggestion(game));  // nothing outlined while the player reads
  tutorial.next(game);
  REQUIRE(tutorial.lesson() == Lesson::TakeForTree);
  const std::optional<Action> take = tutorial.suggestion(game);
  REQUIRE(take);
  REQUIRE(take->type == ActionType::TakeSpot);
  const auto& spot = game.now().spots[take->a];
  CHECK(std::count(spot.begin(), spot.end(), Token::Brown) >= 1);
  CHECK(std::count(spot.begin(), spot.end(), Token::Green) >= 1);
}

TEST_CASE("a spot that cannot teach the lesson is refused with a word, one that can is accepted", "[tutorial]") {
  GameState game = tutorial_game();
  Tutorial tutorial;
  tutorial.next(game);
  int refused = 0, accepted = 0;
  for (int s = 0; s < game.spot_count(); ++s) {
    const auto& spot = game.now().spots[s];
    const bool serves = std::count(spot.begin(), spot.end(), Token::Brown) >= 1 &&
                        std::count(spot.begin(), spot.end(), Token::Green) >= 1;
    const std::optional<Text> word = tutorial.refuse(game, Action::take_spot(s));
    if (serves) {
      CHECK_FALSE(word);
      ++accepted;
    } else {
      REQUIRE(word);
      CHECK(*word == Text::tutorial_word_take);
      ++refused;
    }
  }
  CHECK(accepted >= 1);
  CHECK(refused >= 1);  // the fixed setup offers both
  // The refused spot was not taken: the game is as it was.
  CHECK(game.now().turn.spot == kNone);
}

TEST_CASE("the tree lesson refuses the green alone while a brown can carry it, and accepts any order", "[tutorial]") {
  GameState game = tutorial_game();
  Tutorial tutorial;
  tutorial.next(game);
  REQUIRE_FALSE(play(game, tutorial, *tutorial.suggestion(game)));
  REQUIRE(tutorial.lesson() == Lesson::Tree);
  // Green alone on an empty space: a tree of one, and no green left for a taller one.
  const std::optional<Text> word = tutorial.refuse(game, Action::place_token(static_cast<int>(Token::Green), 0));
  REQUIRE(word);
  CHECK(*word == Text::tutorial_word_tree);
  // The other token first (not the lesson's) is fine, then brown anywhere, then green on it.
  const TurnState& turn = game.now().turn;
  std::optional<Token> other;
  for (int h = 0; h < turn.hand_count; ++h)
    if (turn.hand[h] != Token::Brown && turn.hand[h] != Token::Green) other = turn.hand[h];
  REQUIRE(other);
  REQUIRE_FALSE(play(game, tutorial, Action::place_token(static_cast<int>(*other), 22)));
  REQUIRE(tutorial.lesson() == Lesson::Tree);
  REQUIRE_FALSE(play(game, tutorial, Action::place_token(static_cast<int>(Token::Brown), 4)));
  REQUIRE(tutorial.lesson() == Lesson::Tree);
  REQUIRE_FALSE(play(game, tutorial, Action::place_token(static_cast<int>(Token::Green), 4)));
  // The tree stands: on to the card.
  CHECK(tutorial.lesson() == Lesson::Card);
  CHECK(game.player(0).board.stacks[4].landscape() == Landscape::Tree);
}

TEST_CASE("the turn does not end before its card is taken, and take-backs always go through", "[tutorial]") {
  GameState game = tutorial_game();
  Tutorial tutorial;
  tutorial.next(game);
  REQUIRE_FALSE(play(game, tutorial, *tutorial.suggestion(game)));
  while (tutorial.lesson() == Lesson::Tree) REQUIRE_FALSE(play(game, tutorial, *tutorial.suggestion(game)));
  while (game.now().turn.hand_count > 0) {
    const std::vector<Action> legal = game.legal_actions();
    REQUIRE_FALSE(play(game, tutorial, *std::find_if(legal.begin(), legal.end(), [](const Action& a) {
      return a.type == ActionType::PlaceToken;
    })));
  }
  REQUIRE(tutorial.lesson() == Lesson::Card);
  const std::optional<Text> word = tutorial.refuse(game, Action::end_turn());
  REQUIRE(word);
  CHECK(*word == Text::tutorial_word_card);
  CHECK_FALSE(tutorial.refuse(game, Action::undo_step()));
  CHECK_FALSE(tutorial.refuse(game, Action::restart_turn()));
  // Any card teaches taking a card.
  REQUIRE_FALSE(play(game, tutorial, Action::take_card(2)));
  CHECK(tutorial.lesson() == Lesson::CardLimit);
}

TEST_CASE("the mountain lesson refuses the second gray beside the first", "[tutorial]") {
  GameState game = tutorial_game();
  Tutorial tutorial;
  while (tutorial.lesson() != Lesson::Mountain) {
    if (tutorial.reads()) tutorial.next(game);
    else REQUIRE_FALSE(play(game, tutorial, *tutorial.suggestion(game)));
  }
  const std::optional<Action> first = tutorial.suggestion(game);
  REQUIRE(first);
  REQUIRE(first->a == static_cast<int>(Token::Gray));
  REQUIRE_FALSE(play(game, tutorial, *first));
  // The other gray on an empty space leaves two mountains of one: refused.
  int empty = -1;
  for (int s = 0; s < 23 && empty < 0; ++s)
    if (game.player(0).board.stacks[s].empty()) empty = s;
  const std::optional<Text> word = tutorial.refuse(game, Action::place_token(static_cast<int>(Token::Gray), empty));
  REQUIRE(word);
  CHECK(*word == Text::tutorial_word_mountain);
  // On the first gray: a mountain of two.
  REQUIRE_FALSE(play(game, tutorial, Action::place_token(static_cast<int>(Token::Gray), first->b)));
  CHECK(tutorial.lesson() == Lesson::EndSecondTurn);
}

TEST_CASE("a player who goes another way passes the lessons whose turn is over", "[tutorial]") {
  GameState game = tutorial_game();
  Tutorial tutorial;
  tutorial.next(game);
  // The first turn played as outlined, then turns played without the lessons (a player who took them
  // back, or a saved game resumed past them): each lesson is passed once its turn is over.
  while (tutorial.lesson() != Lesson::TakeForMountain) {
    if (tutorial.reads()) tutorial.next(game);
    else REQUIRE_FALSE(play(game, tutorial, *tutorial.suggestion(game)));
  }
  for (int turn = 0; turn < 2; ++turn) {
    std::vector<Action> legal = game.legal_actions();
    REQUIRE_FALSE(game.apply(legal.front()));  // a spot, whatever it holds
    while (game.now().turn.hand_count > 0) REQUIRE_FALSE(game.apply(game.legal_actions().front()));
    REQUIRE_FALSE(game.apply(Action::end_turn()));
  }
  tutorial.catch_up(game);
  CHECK(tutorial.lesson() == Lesson::TakeForField);
}

TEST_CASE("a guided game resumed at its saved step carries on from there", "[tutorial]") {
  GameState game = tutorial_game();
  Tutorial tutorial;
  while (tutorial.lesson() != Lesson::Building) {
    if (tutorial.reads()) tutorial.next(game);
    else REQUIRE_FALSE(play(game, tutorial, *tutorial.suggestion(game)));
  }
  Tutorial resumed(tutorial.step());
  resumed.catch_up(game);
  CHECK(resumed.lesson() == Lesson::Building);
  CHECK(resumed.suggestion(game) == tutorial.suggestion(game));
  // A step out of range (a damaged save) is clamped: the guided game is done, never out of its table.
  CHECK(Tutorial(999).done());
  CHECK(Tutorial(-4).lesson() == Lesson::Welcome);
}

TEST_CASE("when the game ends, the steps go to its scores", "[tutorial]") {
  GameState game = tutorial_game();
  Tutorial tutorial;
  tutorial.next(game);
  // Played to the end without the lessons.
  while (!game.is_terminal()) {
    const std::vector<Action> legal = game.legal_actions();
    const auto it = std::find_if(legal.begin(), legal.end(), [](const Action& a) {
      return a.type == ActionType::TakeSpot || a.type == ActionType::PlaceToken || a.type == ActionType::EndTurn;
    });
    REQUIRE(it != legal.end());
    REQUIRE_FALSE(game.apply(*it));
  }
  tutorial.catch_up(game);
  CHECK(tutorial.lesson() == Lesson::Scores);
  CHECK(tutorial.at_the_end());
  CHECK(tutorial.reads());
  tutorial.next(game);
  tutorial.next(game);
  CHECK(tutorial.lesson() == Lesson::Done);
  tutorial.next(game);
  CHECK(tutorial.done());
}

TEST_CASE("a saved guided game keeps its kind and step, and the settings whether it was done or declined", "[tutorial]") {
  GameState game = tutorial_game();
  SavedGame saved;
  saved.id = "guided";
  saved.kind = GameKind::Tutorial;
  saved.tutorial_step = 7;
  saved.record.setup = tutorial_setup();
  saved.names = {"Alex"};
  summarise(saved, game);
  SavedGame read;
  REQUIRE_FALSE(saved_game_from_json(to_json(saved), read));
  CHECK(read.kind == GameKind::Tutorial);
  CHECK(read.tutorial_step == 7);
  CHECK(read == saved);
  // A game of another kind writes no step.
  saved.kind = GameKind::Local;
  CHECK(to_json(saved).find("tutorial_step") == std::string::npos);

  Settings settings;
  CHECK(to_json(settings).find("tutorial") == std::string::npos);  // written only once true
  settings.tutorial_done = true;
  settings.tutorial_declined = true;
  Settings back;
  REQUIRE_FALSE(settings_from_json(to_json(settings), back));
  CHECK(back.tutorial_done);
  CHECK(back.tutorial_declined);
  // Settings saved before the guided game: neither.
  REQUIRE_FALSE(settings_from_json(to_json(Settings{}), back));
  CHECK_FALSE(back.tutorial_done);
  CHECK_FALSE(back.tutorial_declined);
}

TEST_CASE("each lesson has its own name for the test hook", "[tutorial]") {
  std::vector<std::string_view> names;
  for (int i = 0; i < Tutorial::step_count(); ++i) names.push_back(lesson_name(static_cast<Lesson>(i)));
  CHECK(names.front() == "welcome");
  CHECK(lesson_name(Lesson::Finish) == "finish");
  CHECK(names.back() == "done");
  std::sort(names.begin(), names.end());
  CHECK(std::adjacent_find(names.begin(), names.end()) == names.end());
}
