// The game in words, for players who hear it (a screen reader reads these as accessible names, live
// regions and the answers to a key): a space, a spot, a token in hand, a card, a score, the whole board,
// the turn so far, a turn someone else played and the result. Every fact comes from the engine's state
// (stacks, cubes, scores, outcome, legal actions, what an action did when replayed) and every word from
// the table of strings (assets/strings/words.json, and the words the screens already use): nothing here
// works out a rule. Each function returns a text in the current language (set_language).
#pragma once

#include <string>
#include <vector>

#include "harmonies/actions.hpp"
#include "harmonies/cards.hpp"
#include "harmonies/state.hpp"

namespace harmonies::ui {

// "blue, yellow and green" / "bleu, jaune et vert" / "azul, amarilla y verde"; "" for none.
std::string and_list(const std::vector<std::string>& items);

// Where a space is as the board is drawn, 1-based: row 1 is the top one. A row is the zigzag line of
// the spaces at the same height of their columns (odd columns are drawn half a hex lower), so a
// board's rows are 5 (sides A, C) or 4 (sides B, D); place counts from the left within the row.
struct SpaceRow {
  int row = 1;
  int place = 1;
};
SpaceRow space_row(const Board& board, int space);

// A space's accessible name: "Space 7, row 2, place 3: mountain of height 2, Snow Leopard cube".
// `space` is the board's index (the hook `space/<i>`); people read it 1-based.
std::string space_words(const GameState& g, int player, int space);

// A central spot (0-based index, read 1-based): "Spot 2: blue, yellow and green", "Spot 2: empty".
std::string spot_words(const GameState& g, int spot);

// A token in the current player's hand, by its place in TurnState::hand (the hook `hand/<i>`):
// "In hand, 1 of 3: blue token".
std::string hand_words(const GameState& g, int slot);

// An animal card: its name, habitat (the cube's hex, then each other hex by its way from it, north up as
// the card draws it), its points ladder, and for a held card (player >= 0) how many of its `placed`
// cubes are on the board, what it scores now and on which spaces they are. player -1: a card on offer.
std::string card_words(const GameState& g, int player, const AnimalCard& card, int placed);
// A Nature's Spirit: its name, rule, habitat, and for the player who kept it whether its cube is placed.
std::string spirit_words(const GameState& g, int player, const SpiritCard& card);
// A whisper card (RULES.md "Whispers"): where its cubes go, what they score; with player >= 0, how many
// of its cubes that player placed.
std::string whisper_words(const GameState& g, int player, const WhisperCard& card);
// A sanctuary tile (RULES.md "Sanctuaries"): the stack it allows and what it scores; `open`: a held,
// unbuilt tile.
std::string tile_words(const SanctuaryTile& tile, bool open);

// The player's score by line, as GameState::score gives it: "Score 23: trees 5, mountains 3, ...".
std::string score_words(const GameState& g, int player);

// The whole board in one text: empty spaces left, how many of each terrain, each row's non-empty
// spaces with their stacks and cubes, and the cubes placed.
std::string board_summary(const GameState& g, int player);

// Where the turn stands: whose turn and which round (or the result once the game is over), the last
// round, the spot taken and the tokens still in hand, the turn's card, and the next step as the prompt
// line words it (turn_guide). `names`: one per seat; a seat without one is "Player N".
std::string turn_state_words(const GameState& g, const std::vector<std::string>& names = {});

// One sentence for a turn someone else played, from the position before it and its actions (each one
// replayed on a copy to know what it did; Undo and "Start my turn over" take their steps back here too):
// "Bot 1 took blue, yellow and green from spot 2; placed blue on space 3, yellow on space 9 and green
// on space 4; took Salmon; placed a Heron cube on space 5."
std::string turn_summary(const GameState& before, const std::vector<Action>& actions, const std::string& player_name);

// The result (GameState::outcome): the winner or the shared victory, how a tie was broken, and every
// player's score, highest first; solo: the final score and its suns.
std::string result_words(const GameState& g, const std::vector<std::string>& names);

}  // namespace harmonies::ui
