// What the screens and the page show, asked of the engine rather than worked out beside it: the cards
// still to come that fit chosen terrains (the cheatsheet), a side-D space's dry or watered state, a
// Pulse card's mirror image, and the points a sanctuary takes from each neighbour.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "harmonies/cards_to_come.hpp"
#include "harmonies/scoring.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

bool holds(const std::vector<int>& ids, int id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }

}  // namespace

TEST_CASE("RULES.md Decks (ours), the cheatsheet's filter: without a game, every card of every module that fits",
          "[cheatsheet]") {
  const Decks& decks = standard_decks();
  const CardsToCome all = cards_to_come(decks, 0);
  CHECK(all.animal_deck.size() == decks.animals.size());
  CHECK(all.tile_deck.size() == decks.sanctuaries.size());
  CHECK(all.whisper_deck.size() == decks.whispers.size());
  CHECK(all.animal_row.empty());
  CHECK(all.tile_row.empty());
  CHECK(all.whisper_row.empty());

  // "Each card names the terrains its habitat needs": every chosen terrain must be among them.
  const TerrainSet wanted = bit(Terrain::Water) | bit(Terrain::Tree);
  const CardsToCome fit = cards_to_come(decks, wanted);
  CHECK_FALSE(fit.animal_deck.empty());
  for (size_t id = 0; id < decks.animals.size(); ++id) {
    const TerrainSet t = decks.animals[id].terrains;
    CHECK(holds(fit.animal_deck, static_cast<int>(id)) == ((t & wanted) == wanted));
  }
  // "Sanctuaries": a tile is tied to its two colours, so it fits when each chosen terrain's colour is one.
  for (size_t id = 0; id < decks.sanctuaries.size(); ++id) {
    const SanctuaryTile& tile = decks.sanctuaries[id];
    const bool fits = tile.has_colour(terrain_colour(Terrain::Water)) && tile.has_colour(terrain_colour(Terrain::Tree));
    CHECK(holds(fit.tile_deck, static_cast<int>(id)) == fits);
  }
  // "Whispers": a card names one terrain, so two chosen terrains leave none, one leaves those naming it.
  CHECK(fit.whisper_deck.empty());
  for (int id : cards_to_come(decks, bit(Terrain::Field)).whisper_deck)
    CHECK(decks.whispers[id].terrain == Terrain::Field);
  CHECK_FALSE(cards_to_come(decks, bit(Terrain::Field)).whisper_deck.empty());
}

TEST_CASE("RULES.md Decks (ours): in a game, the cheatsheet lists the cards not taken, decks by id, rows by slot",
          "[cheatsheet][crescendo]") {
  Setup setup = make_setup(2);
  setup.sanctuaries = true;
  setup.whispers = true;
  GameState g = GameState::create(setup);
  const CardsToCome before = cards_to_come(g, 0);
  // The deck in the order of ids (its real order stays hidden), the face-up row in slot order.
  CHECK(before.animal_deck == g.deck_cards());
  std::vector<int> row;
  for (int i = 0; i < g.row_size(); ++i)
    if (g.now().row[i] != kNone) row.push_back(g.now().row[i]);
  CHECK(before.animal_row == row);
  CHECK(std::is_sorted(before.tile_deck.begin(), before.tile_deck.end()));
  CHECK(std::is_sorted(before.whisper_deck.begin(), before.whisper_deck.end()));
  // RULES.md "Sanctuaries": three tiles face up; "Whispers": two whisper cards face up.
  CHECK(before.tile_row.size() == kTileRow);
  CHECK(before.whisper_row.size() == kWhisperRow);
  CHECK(before.tile_row.size() + before.tile_deck.size() == g.decks().sanctuaries.size());
  // Without Pulse, its cards are in no list.
  for (int id : before.animal_deck) CHECK(g.decks().animals[id].module == Module::Base);

  // A card taken leaves the lists; so does a tile.
  const int card = g.now().row[0];
  const int tile = g.now().tile_row[0];
  play(g, Action::take_card(0));
  play(g, Action::take_tile(0));
  const CardsToCome after = cards_to_come(g, 0);
  CHECK_FALSE(holds(after.animal_row, card));
  CHECK_FALSE(holds(after.animal_deck, card));
  CHECK_FALSE(holds(after.tile_row, tile));
  CHECK(after.animal_row.size() == before.animal_row.size() - 1);

  // The filter applies to every list.
  const TerrainSet wanted = bit(Terrain::Mountain);
  const CardsToCome fit = cards_to_come(g, wanted);
  for (int id : fit.animal_row) CHECK(g.decks().animals[id].needs_all(wanted));
  for (int id : fit.animal_deck) CHECK(g.decks().animals[id].needs_all(wanted));
  for (int id : fit.tile_row) CHECK(g.decks().sanctuaries[id].has_colour(Token::Gray));
  for (int id : fit.tile_deck) CHECK(g.decks().sanctuaries[id].has_colour(Token::Gray));
  for (int id : fit.whisper_deck) CHECK(g.decks().whispers[id].terrain == Terrain::Mountain);
  for (int id : after.animal_deck) CHECK(holds(fit.animal_deck, id) == g.decks().animals[id].needs_all(wanted));
}

TEST_CASE("RULES.md Crescendo: a game without Sanctuaries and Whispers has no tiles or whisper cards to come",
          "[cheatsheet][crescendo]") {
  const GameState g = GameState::create(make_setup(3));
  const CardsToCome none = cards_to_come(g, 0);
  CHECK(none.tile_row.empty());
  CHECK(none.tile_deck.empty());
  CHECK(none.whisper_row.empty());
  CHECK(none.whisper_deck.empty());
  CHECK(none.animal_deck.size() == static_cast<size_t>(g.now().deck_count));
}

TEST_CASE("RULES.md Sides C and D: a dry space is dry until water stands on it or beside it, other spaces are none",
          "[scoring][sides]") {
  Board d(Side::D);
  const int dry = kSideDDrySpaces[0];
  CHECK(dry_space(d, dry) == DrySpace::Dry);
  // A space that is not one of the eight is no dry space, on side D as on the others.
  int ordinary = 0;
  while (std::find(kSideDDrySpaces.begin(), kSideDDrySpaces.end(), ordinary) != kSideDDrySpaces.end()) ++ordinary;
  CHECK(dry_space(d, ordinary) == DrySpace::No);
  for (Side side : {Side::A, Side::B, Side::C}) CHECK(dry_space(Board(side), dry) == DrySpace::No);
  // A tree on it changes nothing: still dry.
  d.stacks[dry] = stack_of({Token::Green});
  CHECK(dry_space(d, dry) == DrySpace::Dry);
  // "A dry space is ordinary when it, or one of its neighbours, is water".
  Board beside = d;
  beside.stacks[d.geometry().neighbour(dry, 0)] = stack_of({Token::Blue});
  CHECK(dry_space(beside, dry) == DrySpace::Watered);
  Board on = Board(Side::D);
  on.stacks[dry] = stack_of({Token::Blue});
  CHECK(dry_space(on, dry) == DrySpace::Watered);
  // "(topped by blue and not a sanctuary)": a sanctuary with a blue token waters nothing.
  Board sanctuary = Board(Side::D);
  Stack& s = sanctuary.stacks[d.geometry().neighbour(dry, 0)];
  s = stack_of({Token::Yellow, Token::Blue});
  s.sanctuary = true;
  CHECK(dry_space(sanctuary, dry) == DrySpace::Dry);
  // The three answers agree with scoring's own question.
  for (const Board* b : {&d, &beside, &on, &sanctuary})
    for (int space = 0; space < b->space_count(); ++space)
      CHECK((dry_space(*b, space) == DrySpace::Dry) == stays_dry(*b, space));
}

TEST_CASE("RULES.md Pulse: a card's mirror image is its pattern reflected left-right, the shape mirrored() gives",
          "[pulse]") {
  for (const AnimalCard& card : standard_decks().animals) {
    INFO(card.id);
    const Pattern image = mirror_image(card.pattern);
    REQUIRE(image.hexes.size() == card.pattern.hexes.size());
    CHECK(image.cube == card.pattern.cube);
    for (size_t i = 0; i < image.hexes.size(); ++i) {
      const PatternHex& h = card.pattern.hexes[i];
      // Flat-topped hexes: x grows with q alone, so (q, r) -> (-q, q + r) reflects across the upright axis.
      CHECK(image.hexes[i].at == Axial{-h.at.q, h.at.q + h.at.r});
      CHECK(image.hexes[i].terrain == h.terrain);
      CHECK(image.hexes[i].height == h.height);
    }
    // The same shape as mirrored(): a rotation of it, so it differs from the pattern exactly when that does.
    const Pattern other = mirrored(card.pattern);
    bool rotation = false;
    for (int steps = 0; steps < 6 && !rotation; ++steps) {
      bool same = true;
      for (size_t i = 0; i < image.hexes.size(); ++i) same &= rotate(other.hexes[i].at, steps) == image.hexes[i].at;
      rotation = same;
    }
    CHECK(rotation);
    CHECK(mirror_differs(image) == mirror_differs(card.pattern));
    // A mirror's image in the mirror is the pattern again.
    CHECK(mirror_image(image).hexes == card.pattern.hexes);
  }
}

TEST_CASE("RULES.md Sanctuaries: the points a sanctuary takes from each neighbour add up to what it scores",
          "[scoring][crescendo]") {
  const SanctuaryTile& tile = standard_decks().sanctuaries.front();
  Board board(Side::A);
  const Geometry& g = board.geometry();
  int centre = 0;
  while (g.neighbour_count(centre) < 6) ++centre;
  board.stacks[centre] = stack_of({tile.bottom, tile.top});
  board.stacks[centre].sanctuary = true;
  // Its colours on top (whatever the height), another colour, an empty space, and another sanctuary.
  const Token other = tile.has_colour(Token::Gray) ? Token::Red : Token::Gray;
  board.stacks[g.neighbour(centre, 0)] = stack_of({tile.top});
  board.stacks[g.neighbour(centre, 1)] = stack_of({other});
  board.stacks[g.neighbour(centre, 2)] = stack_of({tile.bottom});
  board.stacks[g.neighbour(centre, 4)] = stack_of({tile.bottom, tile.top});
  board.stacks[g.neighbour(centre, 4)].sanctuary = true;
  board.stacks[g.neighbour(centre, 5)] = stack_of({tile.top});
  const int expected[6] = {kSanctuaryPointsPerNeighbour, 0, kSanctuaryPointsPerNeighbour, 0, 0,
                           kSanctuaryPointsPerNeighbour};
  int sum = 0;
  for (int k = 0; k < 6; ++k) {
    INFO("neighbour " << k);
    const int n = g.neighbour(centre, k);
    CHECK(sanctuary_points_from(board, centre, n) == expected[k]);
    sum += sanctuary_points_from(board, centre, n);
  }
  CHECK(sum == sanctuary_points_at(board, centre));
  CHECK(sum == 3 * kSanctuaryPointsPerNeighbour);
  // A space that is no neighbour gives nothing, and a space that is no sanctuary takes nothing.
  for (int s = 0; s < board.space_count(); ++s) {
    bool neighbour = false;
    for (int k = 0; k < 6; ++k) neighbour |= g.neighbour(centre, k) == s;
    if (!neighbour) CHECK(sanctuary_points_from(board, centre, s) == 0);
    CHECK(sanctuary_points_from(board, g.neighbour(centre, 0), s) == 0);
  }
}
