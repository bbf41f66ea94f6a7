// The guided first game: a solo game on a fixed setup, played one lesson at a time. Each step says what to
// do next and why; a reading step waits for "Next", an acting step for the player's own action, which the
// engine checks as always and the lesson checks for what it teaches: an action that teaches the same is
// accepted (any spot that can build the tree, any card), one that would make the lesson impossible this
// turn (the second gray beside the first rather than on it) is refused with a short word, and anything
// else goes through. The lessons read the game through the engine only (a stack's landscape, the scoring
// functions, the legal actions): they work out no rule of their own.
//
// The setup's seed is fixed so that the turns' offers are known (solo: every turn's nine tokens come from
// the pouch in the seed's order, whatever the player did): each turn of the lessons has a spot holding what
// its lesson needs. A lesson whose turn has passed (the player went another way, or took the turn back) is
// skipped, so the steps never wait for what the game can no longer give.
#pragma once

#include <optional>
#include <string_view>

#include "harmonies/actions.hpp"
#include "harmonies/state.hpp"
#include "model/text.hpp"

namespace harmonies::ui {

// The guided game's setup: solo, side A, no module, the lessons' seed.
Setup tutorial_setup();

// The steps, in order: reading steps (Read), the lessons played on the board, and the end's.
enum class Lesson {
  Welcome,          // read: what the game is
  TakeForTree,      // take a spot that can build a tree of two
  Tree,             // green on brown
  Card,             // take an animal card
  CardLimit,        // read: the 4-card limit
  EndFirstTurn,     // the last token anywhere, end the turn
  TakeForMountain,  // turn 2
  Mountain,         // gray on gray
  EndSecondTurn,
  TakeForBuilding,  // turn 3
  Building,         // red on one gray or brown
  EndThirdTurn,
  TakeForField,     // turn 4
  Field,            // two yellows side by side
  EndFourthTurn,
  TakeForRiver,     // turn 5
  River,            // two blues side by side
  Cube,             // a cube on the card's habitat (any turn)
  EndFifthTurn,
  Finish,           // play on to the end of the game
  Scores,           // read, on the final scores: the categories
  Suns,             // read: solo suns
  Done,             // read: what next
};
// A lesson's name for the test hook (fact "tutorial_lesson"): "welcome", "take-for-tree", "tree"...
std::string_view lesson_name(Lesson lesson);

class Tutorial {
 public:
  // The step a saved guided game is at (clamped to the steps; step_count() once done).
  explicit Tutorial(int step = 0);

  static int step_count();
  int step() const { return step_; }
  bool done() const { return step_ >= step_count(); }
  // A reading step: "Next" goes on (tutorial/next).
  bool reads() const;
  // The steps of the game's end, shown with the final scores.
  bool at_the_end() const;
  // The step's lesson (Lesson::Done once done: its words stay up).
  Lesson lesson() const;
  // The cube's lesson says "place it" once a cube can go on the board, "build its habitat" before.
  static bool cube_placeable(const GameState& game);

  // Before the engine plays the player's `action`: nothing when it may be played, else the short word
  // saying why not. Take-backs ("Undo", "Start my turn over") always go through.
  std::optional<Text> refuse(const GameState& game, const Action& action) const;
  // After an action, and on resuming: past the acting steps the game has met or can no longer meet.
  // True when the step changed.
  bool catch_up(const GameState& game);
  // A reading step read: the next step (the game's steps it already met are passed too).
  void next(const GameState& game);
  // What the outline shows for this step: the spot, the card, the token and space that teach it. None on
  // reading steps and where the player chooses freely.
  std::optional<Action> suggestion(const GameState& game) const;

 private:
  int step_ = 0;
};

// The guided game on screen, as the app keeps it: the lessons' step and the word its check said last
// (until the player's next action goes through).
struct TutorialView {
  Tutorial tutorial;
  std::optional<Text> word;
};

}  // namespace harmonies::ui
