// The game: setup, state, legal actions and their effects (RULES.md "A turn",
// "End of the game", "Solo mode", "Nature's Spirit variant").
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "harmonies/actions.hpp"
#include "harmonies/board.hpp"
#include "harmonies/cards.hpp"
#include "harmonies/error.hpp"
#include "harmonies/outcome.hpp"
#include "harmonies/rng.hpp"
#include "harmonies/scoring.hpp"
#include "harmonies/tokens.hpp"

namespace harmonies {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxSpots = 5;        // 3 on the solo side
inline constexpr int kMaxRow = 5;          // face-up animal cards; 3 in solo
inline constexpr int kMaxActiveCards = 4;  // the 4-card limit
inline constexpr int kMaxAnimals = 64;
inline constexpr int kMaxSpirits = 16;
inline constexpr int kMaxSeedLength = 32;
inline constexpr int kTileRow = 3;     // RULES.md "Sanctuaries": face-up tiles
inline constexpr int kWhisperRow = 2;  // RULES.md "Whispers": face-up whisper cards
inline constexpr std::int8_t kNone = -1;
// The most steps one turn can take (RULES.md "A turn", "Sanctuaries", "Whispers"): a central spot, its 3
// tokens, the turn's card (an animal or a whisper card, or in solo the discard instead), a tile, a spirit,
// then cubes: each animal or spirit cube lands on its own space, and so does each whisper cube (only on a
// space with no cube at all). Every step of a turn can be taken back (GameState::last_step).
inline constexpr int kMaxTurnSteps = 1 + 3 + 1 + 1 + 1 + 2 * kMaxSpaces;

// Everything that defines a game before its first action.
struct Setup {
  int players = 2;  // 1 = solo rules
  Side side = Side::A;
  bool spirits = false;  // the Nature's Spirit variant
  bool pulse = false;    // RULES.md "Pulse": 10 more animals, their patterns mirrored too
  bool sanctuaries = false;  // RULES.md "Sanctuaries": tiles allowing one forbidden stack
  bool whispers = false;     // RULES.md "Whispers": cards of two cubes placed on a terrain
  std::string seed = "harmonies";

  bool solo() const { return players == 1; }
  bool operator==(const Setup&) const = default;
};

// Seeds are short texts a person can type: letters, digits, '-' and '_'.
Error check_seed(std::string_view seed);
Error check_setup(const Setup& setup);

struct PlayerState {
  Board board;
  std::array<std::uint8_t, kMaxAnimals> taken{};  // animal card ids, in the order taken
  std::uint8_t taken_count = 0;
  std::array<std::int8_t, 2> spirit_options{kNone, kNone};
  std::int8_t spirit = kNone;  // chosen spirit id
  bool spirit_cube = false;    // its cube is placed
  std::array<std::uint8_t, kMaxWhispers> whispers{};  // whisper card ids, in the order taken
  std::uint8_t whisper_count = 0;
  std::array<std::uint8_t, kMaxTiles> tiles{};  // sanctuary tile ids, in the order taken
  std::uint8_t tile_count = 0;
  bool tile_open = false;  // the last tile taken is not built yet (at most one at a time)
  std::uint16_t turns = 0;  // turns completed
  bool operator==(const PlayerState&) const = default;
};

// What the current turn has done so far.
struct TurnState {
  std::int8_t spot = kNone;  // central spot taken this turn
  std::array<Token, 3> hand{};
  std::uint8_t hand_count = 0;
  bool took_card = false;  // an animal or a whisper card: the turn's card
  bool took_tile = false;
  bool discarded = false;
  std::uint8_t actions = 0;  // actions applied this turn (saturating)
  bool operator==(const TurnState&) const = default;
};

// The whole mutable game: copied at each turn start for "Start my turn over".
struct Position {
  Rng rng;
  std::array<PlayerState, kMaxPlayers> players{};
  std::array<std::array<Token, 3>, kMaxSpots> spots{};
  std::array<std::uint8_t, kMaxSpots> spot_count{};
  std::array<Token, kTotalTokens> pouch{};
  std::uint8_t pouch_count = 0;
  std::array<std::uint8_t, kTokenColours> boxed{};  // tokens out of the game (solo leftovers), per colour
  std::array<std::int8_t, kMaxRow> row{};
  std::array<std::uint8_t, kMaxAnimals> deck{};  // drawn from the back
  std::uint8_t deck_count = 0;
  std::uint8_t discard_count = 0;  // solo discards out of the game
  std::array<std::uint8_t, kMaxAnimals> cubes_on_card{};
  std::array<std::int8_t, kMaxAnimals> card_owner{};
  // RULES.md "Whispers" and "Sanctuaries": their rows and decks (drawn from the back),
  // and the cubes placed from each whisper card.
  std::array<std::int8_t, kWhisperRow> whisper_row{kNone, kNone};
  std::array<std::uint8_t, kMaxWhispers> whisper_deck{};
  std::uint8_t whisper_deck_count = 0;
  std::array<std::uint8_t, kMaxWhispers> whisper_cubes{};
  std::array<std::int8_t, kTileRow> tile_row{kNone, kNone, kNone};
  std::array<std::uint8_t, kMaxTiles> tile_deck{};
  std::uint8_t tile_deck_count = 0;
  std::uint8_t current = 0;
  std::uint8_t first_player = 0;
  std::uint16_t round = 0;  // completed rounds
  bool end_triggered = false;
  bool game_over = false;
  TurnState turn;
  bool operator==(const Position&) const = default;
};

// A fixed-capacity list of actions, so enumerating them allocates nothing.
class ActionList {
 public:
  static constexpr int kCapacity = 512;  // tokens, cubes and whisper cubes on 25 spaces
  void clear() { size_ = 0; }
  void push(Action a) { items_[size_++] = a; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Action& operator[](int i) const { return items_[i]; }
  const Action* begin() const { return items_.data(); }
  const Action* end() const { return items_.data() + size_; }

 private:
  std::array<Action, kCapacity> items_;
  int size_ = 0;
};

// A card the current player may still put cubes on.
struct ActiveCard {
  int key = 0;  // animal id, or kSpiritKeyBase + spirit id
  bool spirit = false;
  int cubes_placed = 0;
  int cubes_total = 0;
};

class GameState {
 public:
  // Refuses an invalid setup through `error`; the state is then unusable.
  static GameState create(const Setup& setup, Error* error = nullptr,
                          const Decks& decks = standard_decks());

  // A game resumed from a given position (scenarios, puzzles, tests): refused
  // through `error` unless the position passes validate() for this setup.
  static GameState with_position(const Setup& setup, const Position& position, Error* error = nullptr,
                                 const Decks& decks = standard_decks());

  const Setup& setup() const { return setup_; }
  const Decks& decks() const { return *decks_; }
  const Position& now() const { return now_; }
  const Position& turn_start() const { return turn_start_; }

  int player_count() const { return setup_.players; }
  int spot_count() const { return setup_.solo() ? 3 : 5; }
  int row_size() const { return setup_.solo() ? 3 : 5; }
  int current_player() const { return now_.current; }
  const PlayerState& player(int p) const { return now_.players[p]; }
  bool is_terminal() const { return now_.game_over; }

  // The current player's cards that can still take cubes: animals in the order
  // taken, then the chosen spirit. PlaceCube's `a` indexes this list.
  int active_cards(int player, std::array<ActiveCard, kMaxActiveCards + 1>& out) const;
  // Cards and tiles in the 4-card limit: unfinished animals, the chosen spirit
  // until its cube is placed, unfinished whisper cards and the unbuilt tile.
  int held_unfinished(int player) const;
  // Whether this game's deck holds animal card `id` (its module is on).
  bool in_play(int id) const;
  // RULES.md "Sanctuaries": the tile the player holds unbuilt, or kNone.
  int open_tile(int player) const;
  // Spaces where the whisper card's next cube may go now.
  std::uint32_t whisper_targets(int player, int whisper) const;
  // Does the player hold whisper card `whisper` with a cube still to place?
  bool holds_unfinished_whisper(int player, int whisper) const;
  // RULES.md "Sanctuaries": would `token` on `space` build the player's open tile?
  bool builds_sanctuary(int player, int space, Token token) const;
  // May animal card `card_key`'s next cube go on sanctuary `space` as its final cube?
  bool final_cube_on_sanctuary(int player, int card_key, int space) const;
  // Animal cards still in the deck (not face up, not taken, not discarded),
  // by id: the set is public, its order is not.
  std::vector<int> deck_cards() const;
  // Spaces where the active card's next cube may go now (pattern matched, no cube).
  std::uint32_t cube_targets(int player, int card_key) const;

  // The step UndoStep would take back: the turn's last action still standing (ends and restarts are not
  // steps), or nullptr at the turn's start. A restart or an ended turn leaves nothing to take back.
  const Action* last_step() const { return step_count_ > 0 ? &steps_[step_count_ - 1] : nullptr; }

  // Lists every action check() accepts, UndoStep then RestartTurn last when the turn has steps.
  void legal_actions(ActionList& out) const;
  std::vector<Action> legal_actions() const;
  Error check(const Action& action) const;
  // Applies a legal action; an illegal one returns an error and changes nothing.
  Error apply(const Action& action);

  PlayerScore score(int player) const;
  // Who wins and how it was decided: by total, by the tie-break (most animal
  // cubes placed) or shared (outcome.hpp). Meant for a finished game; before
  // the end it tells who leads.
  Outcome outcome() const;
  // outcome().winners: several on a shared victory.
  std::vector<int> winners() const;
  // Solo: suns for the final score (RULES.md "Solo mode").
  int suns() const;

  // A copy in which what no player sees, the order of the pouch and of the
  // animal deck, is shuffled anew: one possible future for bots to play out.
  GameState determinized(std::uint64_t seed) const;

  // Every invariant; an empty error when all hold.
  Error validate() const;
  std::string to_string() const;
  bool operator==(const GameState& other) const {
    return setup_ == other.setup_ && now_ == other.now_ && turn_start_ == other.turn_start_ &&
           std::equal(steps_.begin(), steps_.begin() + step_count_, other.steps_.begin(),
                      other.steps_.begin() + other.step_count_);
  }

 private:
  GameState(const Setup& setup, const Decks& decks) : setup_(setup), decks_(&decks) {}
  void deal();
  Token draw();
  void finish_turn();
  // The turn starts here: "Start my turn over" comes back to it, with no step to take back.
  void begin_turn();
  // UndoStep: the turn's start again, then every step but the last.
  void undo_step();
  void refill_row();
  void refill_module_rows();
  // Unfinished whisper cards and the unbuilt tile: what the 4-card limit counts beyond active_cards().
  int held_beyond_active(int player) const;
  // Spaces where `token` would build the player's open tile (builds_sanctuary()).
  std::uint32_t sanctuary_sites(int player, Token token) const;
  // cube_targets() and whisper_targets() on the player's board sorted once into `spaces`.
  std::uint32_t cube_targets(int player, int card_key, const SpaceSets& spaces) const;
  std::uint32_t whisper_targets(int player, int whisper, const SpaceSets& spaces) const;
  // Why the current player may not end the turn now (check()'s message), or nullptr when they may.
  const char* end_turn_refusal() const;
  Error check_modules(const Action& action) const;
  void apply_modules(const Action& action);
  Error validate_modules() const;
  const Pattern& pattern_of(int card_key) const;

  Setup setup_;
  const Decks* decks_;
  Position now_;
  Position turn_start_;
  // The steps applied since turn_start_, in order: replayed from it, they give now_ (UndoStep replays all
  // but the last). Nothing is drawn from the pouch or a deck during a turn (refills wait for
  // finish_turn(), RULES.md "A turn" and "Refills with modules"; the solo discard is replaced then too), so
  // taking a step back reveals nothing hidden.
  std::array<Action, kMaxTurnSteps> steps_{};
  std::uint8_t step_count_ = 0;
};

}  // namespace harmonies
