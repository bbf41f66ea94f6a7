#include "model/tutorial.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <vector>

#include "harmonies/board.hpp"
#include "harmonies/scoring.hpp"

namespace harmonies::ui {

namespace {

// Found by playing the lessons' turns on seeds until each of turns 1-5 offered a spot for its lesson (a
// brown and a green, two grays, a red and its base, two yellows, two blues) and the row a two-hex habitat
// (tests/tutorial_test.cpp plays them).
constexpr const char* kSeed = "learn-806";
constexpr int kPlayer = 0;

enum class Kind { Read, Act };

// What an acting step waits for, read from the game.
enum class Goal {
  None,        // a reading step
  SpotTaken,   // the turn's spot taken, and with it what the next lesson builds
  Tree,        // a tree of at least two tokens
  Mountain,    // a mountain of at least two grays
  Building,
  Field,       // a group of yellows that scores
  River,       // a river of at least two blues
  CardHeld,
  Cube,
  TurnEnded,
  GameOver,
};

struct Step {
  Lesson lesson;
  Kind kind;
  Goal goal;
  // The turn (1-based) the step belongs to: once it is over the step is passed, met or not. 0: any turn.
  int turn;
  // The colours the step's building is made of, the first tried first for the outline.
  std::array<Token, 3> colours;
  int colour_count;
  // The short word for an action that would make the step impossible this turn (or end it too soon).
  std::optional<Text> word;
};

constexpr Token B = Token::Blue, G = Token::Gray, Br = Token::Brown, Gr = Token::Green, Y = Token::Yellow,
                R = Token::Red;

constexpr Step kSteps[] = {
    {Lesson::Welcome, Kind::Read, Goal::None, 0, {}, 0, std::nullopt},
    {Lesson::TakeForTree, Kind::Act, Goal::SpotTaken, 1, {}, 0, Text::tutorial_word_take},
    {Lesson::Tree, Kind::Act, Goal::Tree, 1, {Br, Gr}, 2, Text::tutorial_word_tree},
    {Lesson::Card, Kind::Act, Goal::CardHeld, 0, {}, 0, Text::tutorial_word_card},
    {Lesson::CardLimit, Kind::Read, Goal::None, 0, {}, 0, std::nullopt},
    {Lesson::EndFirstTurn, Kind::Act, Goal::TurnEnded, 1, {}, 0, std::nullopt},
    {Lesson::TakeForMountain, Kind::Act, Goal::SpotTaken, 2, {}, 0, Text::tutorial_word_take},
    {Lesson::Mountain, Kind::Act, Goal::Mountain, 2, {G}, 1, Text::tutorial_word_mountain},
    {Lesson::EndSecondTurn, Kind::Act, Goal::TurnEnded, 2, {}, 0, std::nullopt},
    {Lesson::TakeForBuilding, Kind::Act, Goal::SpotTaken, 3, {}, 0, Text::tutorial_word_take},
    {Lesson::Building, Kind::Act, Goal::Building, 3, {G, Br, R}, 3, Text::tutorial_word_building},
    {Lesson::EndThirdTurn, Kind::Act, Goal::TurnEnded, 3, {}, 0, std::nullopt},
    {Lesson::TakeForField, Kind::Act, Goal::SpotTaken, 4, {}, 0, Text::tutorial_word_take},
    {Lesson::Field, Kind::Act, Goal::Field, 4, {Y}, 1, Text::tutorial_word_field},
    {Lesson::EndFourthTurn, Kind::Act, Goal::TurnEnded, 4, {}, 0, std::nullopt},
    {Lesson::TakeForRiver, Kind::Act, Goal::SpotTaken, 5, {}, 0, Text::tutorial_word_take},
    {Lesson::River, Kind::Act, Goal::River, 5, {B}, 1, Text::tutorial_word_river},
    {Lesson::Cube, Kind::Act, Goal::Cube, 0, {}, 0, Text::tutorial_word_cube},
    {Lesson::EndFifthTurn, Kind::Act, Goal::TurnEnded, 5, {}, 0, std::nullopt},
    {Lesson::Finish, Kind::Act, Goal::GameOver, 0, {}, 0, std::nullopt},
    {Lesson::Scores, Kind::Read, Goal::None, 0, {}, 0, std::nullopt},
    {Lesson::Suns, Kind::Read, Goal::None, 0, {}, 0, std::nullopt},
    {Lesson::Done, Kind::Read, Goal::None, 0, {}, 0, std::nullopt},
};
constexpr int kStepCount = static_cast<int>(std::size(kSteps));
constexpr int kFirstEndStep = static_cast<int>(Lesson::Scores);

const Board& board_of(const GameState& game) { return game.player(kPlayer).board; }
int turns_done(const GameState& game) { return game.player(kPlayer).turns; }

bool any_stack(const Board& board, Landscape landscape, int min_height) {
  const int spaces = Geometry::of(board.side).space_count();
  for (int s = 0; s < spaces; ++s)
    if (board.stacks[s].landscape() == landscape && board.stacks[s].height >= min_height) return true;
  return false;
}

bool any_cube(const Board& board) {
  return std::any_of(board.cubes.begin(), board.cubes.end(), [](std::int8_t c) { return c != kNoCube; });
}

// The board's own goals (the lessons that build something), met on the game as it stands.
bool built(const GameState& game, Goal goal) {
  const Board& board = board_of(game);
  switch (goal) {
    case Goal::Tree: return any_stack(board, Landscape::Tree, 2);
    case Goal::Mountain: return any_stack(board, Landscape::Mountain, 2);
    case Goal::Building: return any_stack(board, Landscape::Building, 2);
    case Goal::Field: return field_points(board) > 0;
    case Goal::River: return longest_river(board) >= 2;
    default: return false;
  }
}

bool met(const GameState& game, const Step& step) {
  switch (step.goal) {
    case Goal::None: return false;
    case Goal::SpotTaken: return turns_done(game) == step.turn - 1 && game.now().turn.spot != kNone;
    case Goal::CardHeld: return game.player(kPlayer).taken_count > 0;
    case Goal::Cube: return any_cube(board_of(game));
    case Goal::TurnEnded: return turns_done(game) >= step.turn;
    case Goal::GameOver: return game.is_terminal();
    default: return built(game, step.goal);
  }
}

// A step whose turn is over, or any board step once the game is: it can no longer be met.
bool passed(const GameState& game, const Step& step) {
  if (game.is_terminal()) return step.kind == Kind::Act;
  return step.turn > 0 && step.goal != Goal::TurnEnded && turns_done(game) >= step.turn;
}

// The spaces in the order the outline prefers them: the middle column first, middle rows first, so the
// lessons' buildings stand where there is room around them.
std::vector<int> preferred_spaces(Side side) {
  const Geometry& geo = Geometry::of(side);
  std::vector<int> spaces(geo.space_count());
  for (int s = 0; s < geo.space_count(); ++s) spaces[s] = s;
  const auto distance = [&](int s) {
    const Offset o = geo.offset(s);
    const int middle_col = geo.column_count() / 2;
    return std::abs(o.col - middle_col) * 10 + std::abs(2 * o.row - (geo.column_height(o.col) - 1));
  };
  std::stable_sort(spaces.begin(), spaces.end(), [&](int a, int b) { return distance(a) < distance(b); });
  return spaces;
}

// The legal placements of the step's colours, in its colour order and the preferred spaces' order.
std::vector<Action> placements(const GameState& game, const Step& step) {
  const std::vector<Action> legal = game.legal_actions();
  std::vector<Action> out;
  for (int c = 0; c < step.colour_count; ++c)
    for (int space : preferred_spaces(game.setup().side)) {
      const Action a = Action::place_token(static_cast<int>(step.colours[c]), space);
      if (std::find(legal.begin(), legal.end(), a) != legal.end()) out.push_back(a);
    }
  return out;
}

// Whether the tokens in hand can still build the step's goal this turn, by trying their placements (at
// most three tokens, of the step's colours only); `first` receives the first placement of a way found.
bool reachable(const GameState& game, const Step& step, Action* first = nullptr) {
  if (built(game, step.goal)) return true;
  if (game.now().turn.hand_count == 0) return false;
  for (const Action& a : placements(game, step)) {
    GameState after = game;
    if (after.apply(a)) continue;
    if (reachable(after, step)) {
      if (first) *first = a;
      return true;
    }
  }
  return false;
}

// The acting step a reading step leads to (the one whose checks apply meanwhile); kStepCount when none.
int acting_step_from(int step) {
  while (step < kStepCount && kSteps[step].kind != Kind::Act) ++step;
  return step;
}

// The lesson a spot is taken for: the board step after it.
const Step& building_after(int take_step) { return kSteps[std::min(take_step + 1, kStepCount - 1)]; }

bool spot_serves(const GameState& game, int take_step, int spot) {
  GameState after = game;
  if (after.apply(Action::take_spot(spot))) return false;
  return reachable(after, building_after(take_step));
}

}  // namespace

std::string_view lesson_name(Lesson lesson) {
  static constexpr std::string_view kNames[] = {
      "welcome",        "take-for-tree",     "tree",          "card",           "card-limit",     "end-first-turn",
      "take-for-mountain", "mountain",       "end-second-turn", "take-for-building", "building",    "end-third-turn",
      "take-for-field", "field",             "end-fourth-turn", "take-for-river", "river",          "cube",
      "end-fifth-turn", "finish",            "scores",        "suns",           "done"};
  static_assert(std::size(kNames) == kStepCount);
  return kNames[static_cast<int>(lesson)];
}

Setup tutorial_setup() {
  Setup setup;
  setup.players = 1;
  setup.side = Side::A;
  setup.seed = kSeed;
  return setup;
}

Tutorial::Tutorial(int step) : step_(std::clamp(step, 0, kStepCount)) {}

int Tutorial::step_count() { return kStepCount; }

Lesson Tutorial::lesson() const { return kSteps[std::min(step_, kStepCount - 1)].lesson; }

bool Tutorial::reads() const { return !done() && kSteps[step_].kind == Kind::Read; }

bool Tutorial::at_the_end() const { return step_ >= kFirstEndStep; }

bool Tutorial::cube_placeable(const GameState& game) {
  const std::vector<Action> legal = game.legal_actions();
  return std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.type == ActionType::PlaceCube; });
}

std::optional<Text> Tutorial::refuse(const GameState& game, const Action& action) const {
  if (is_take_back(action.type) || game.is_terminal()) return std::nullopt;
  const int index = acting_step_from(step_);
  if (index >= kStepCount) return std::nullopt;
  const Step& step = kSteps[index];
  if (passed(game, step) || met(game, step)) return std::nullopt;
  if (step.goal == Goal::SpotTaken && action.type == ActionType::TakeSpot) {
    if (spot_serves(game, index, action.a)) return std::nullopt;
    // A spot that cannot teach the lesson is refused only while another can.
    for (int s = 0; s < game.spot_count(); ++s)
      if (spot_serves(game, index, s)) return step.word;
    return std::nullopt;
  }
  // The turn's card, or a cube its habitat already takes, before the turn ends (the next turns' lessons
  // need the turns they are played in).
  if (action.type == ActionType::EndTurn &&
      ((step.goal == Goal::CardHeld && turns_done(game) == 0) || (step.goal == Goal::Cube && cube_placeable(game))))
    return step.word;
  if (step.colour_count > 0 && action.type == ActionType::PlaceToken && reachable(game, step)) {
    GameState after = game;
    if (after.apply(action)) return std::nullopt;  // the engine's own refusal says why
    if (!reachable(after, step)) return step.word;
  }
  return std::nullopt;
}

bool Tutorial::catch_up(const GameState& game) {
  const int before = step_;
  while (!done()) {
    const Step& step = kSteps[step_];
    if (game.is_terminal() && step_ < kFirstEndStep) {
      step_ = kFirstEndStep;  // the game ended: straight to its scores
      continue;
    }
    if (step.kind == Kind::Read || !(met(game, step) || passed(game, step))) break;
    ++step_;
  }
  return step_ != before;
}

void Tutorial::next(const GameState& game) {
  if (!reads()) return;
  ++step_;
  catch_up(game);
}

std::optional<Action> Tutorial::suggestion(const GameState& game) const {
  if (done() || reads() || game.is_terminal()) return std::nullopt;
  const Step& step = kSteps[step_];
  const std::vector<Action> legal = game.legal_actions();
  const auto is_legal = [&](const Action& a) { return std::find(legal.begin(), legal.end(), a) != legal.end(); };
  switch (step.goal) {
    case Goal::SpotTaken:
      for (int s = 0; s < game.spot_count(); ++s)
        if (is_legal(Action::take_spot(s)) && spot_serves(game, step_, s)) return Action::take_spot(s);
      return std::nullopt;
    case Goal::CardHeld: {
      // The simplest habitat of the row: the fewest hexes.
      int best = -1;
      size_t fewest = 99;
      for (int slot = 0; slot < game.row_size(); ++slot) {
        const int id = game.now().row[slot];
        if (id < 0 || !is_legal(Action::take_card(slot))) continue;
        const size_t hexes = game.decks().animals[id].pattern.hexes.size();
        if (hexes < fewest) best = slot, fewest = hexes;
      }
      if (best >= 0) return Action::take_card(best);
      return std::nullopt;
    }
    case Goal::Cube:
      for (const Action& a : legal)
        if (a.type == ActionType::PlaceCube) return a;
      return std::nullopt;
    case Goal::TurnEnded: {
      if (is_legal(Action::end_turn())) return Action::end_turn();
      // The tokens left go anywhere: an empty space, so the lessons' buildings stay as built.
      const Board& board = board_of(game);
      const TurnState& turn = game.now().turn;
      for (int h = 0; h < turn.hand_count; ++h)
        for (int space : preferred_spaces(game.setup().side)) {
          const Action a = Action::place_token(static_cast<int>(turn.hand[h]), space);
          if (board.stacks[space].empty() && is_legal(a)) return a;
        }
      for (const Action& a : legal)
        if (a.type == ActionType::PlaceToken) return a;
      return std::nullopt;
    }
    case Goal::GameOver:
    case Goal::None: return std::nullopt;
    default: {
      Action first;
      if (reachable(game, step, &first) && !built(game, step.goal)) return first;
      return std::nullopt;
    }
  }
}

}  // namespace harmonies::ui
