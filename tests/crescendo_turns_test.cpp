// RULES.md "Modules: Pulse and Crescendo" and "Refills with modules": the Crescendo modules through the
// turn and the game. The rows at setup and their refills, restarts, legal_actions agreeing with check,
// validate, determinized copies; seeded random games play every combination of modules, sides and player
// counts; records and links carry the modules' letters, and their decoders survive mutated module records;
// the daily challenge's modules.
#include <catch2/catch.hpp>

#include "crescendo_fixtures.hpp"
#include "random_games.hpp"

using namespace harmonies;
using namespace harmonies::testing;
using namespace harmonies::testing::colours;
using namespace harmonies::testing::crescendo_fixtures;

// ---------------------------------------------------------------------------
// Setup and the rows

TEST_CASE("RULES.md Sanctuaries and Whispers: three tiles and two whisper cards face up - nothing without the modules",
          "[crescendo][setup]") {
  REQUIRE(standard_decks().sanctuaries.size() == 8);
  REQUIRE(standard_decks().whispers.size() == 8);
  for (int players = 1; players <= 4; ++players) {
    for (int mask = 0; mask < 4; ++mask) {
      const bool sanctuaries = mask & 1, whispers = mask & 2;
      const GameState g = GameState::create(crescendo(players, Side::A, sanctuaries, whispers));
      INFO(players << " players, modules " << mask);
      REQUIRE_FALSE(g.validate());
      for (auto slot : g.now().tile_row) CHECK((slot != kNone) == sanctuaries);
      for (auto slot : g.now().whisper_row) CHECK((slot != kNone) == whispers);
      CHECK(g.now().tile_deck_count == (sanctuaries ? 8 - kTileRow : 0));
      CHECK(g.now().whisper_deck_count == (whispers ? 8 - kWhisperRow : 0));
      // Dealt after everything a base game draws: the pouch, the animals and the first player are the base game's.
      const GameState base = GameState::create(make_setup(players, Side::A, false, "crescendo"));
      CHECK(g.now().pouch == base.now().pouch);
      CHECK(g.now().spots == base.now().spots);
      CHECK(g.now().row == base.now().row);
      CHECK(g.now().deck == base.now().deck);
      CHECK(g.now().first_player == base.now().first_player);
    }
  }
}

// ---------------------------------------------------------------------------
// Refills

TEST_CASE("RULES.md \"Refills with modules\": central board, animal row, whisper row, tile row", "[crescendo][refill]") {
  // The turn's card is an animal or a whisper card: one turn takes an animal card and a tile, the next a whisper
  // card and a tile. Each emptied slot is refilled from the back of its own deck at the end of the turn.
  const auto turn = [](GameState& g, std::initializer_list<Action> takes) {
    for (const Action& a : takes) play(g, a);
    play(g, Action::take_spot(0));
    for (int k = 0; g.now().turn.hand_count > 0; ++k) {
      int s = 0;
      while (!g.player(g.current_player()).board.stacks[s].empty()) ++s;
      play(g, Action::place_token(index_of(g.now().turn.hand[0]), s));
    }
    const Position before = g.now();
    play(g, Action::end_turn());
    return before;
  };
  for (int players : {1, 2}) {
    const Setup setup = crescendo(players, Side::B, true, true, "refills");
    GameState g = GameState::create(setup);
    Position before = turn(g, {Action::take_card(2), Action::take_tile(0)});
    const int spent = players == 1 ? 9 : 3;  // solo: all three spots refill, the leftovers leave the game
    CHECK(g.now().pouch_count == before.pouch_count - spent);
    if (players > 1)
      for (int k = 0; k < 3; ++k) CHECK(g.now().spots[0][k] == before.pouch[before.pouch_count - 1 - k]);
    CHECK(g.now().row[2] == before.deck[before.deck_count - 1]);
    CHECK(g.now().deck_count == before.deck_count - 1);
    CHECK(g.now().tile_row[0] == before.tile_deck[before.tile_deck_count - 1]);
    CHECK(g.now().tile_deck_count == before.tile_deck_count - 1);
    CHECK(g.now().whisper_row == before.whisper_row);
    CHECK(g.now().whisper_deck_count == before.whisper_deck_count);

    // In solo the same player plays on, still holding the open tile: no second tile then.
    if (players == 1) {
      before = turn(g, {Action::take_whisper(1)});
      CHECK(g.now().tile_row == before.tile_row);
    } else {
      before = turn(g, {Action::take_whisper(1), Action::take_tile(2)});
      CHECK(g.now().tile_row[2] == before.tile_deck[before.tile_deck_count - 1]);
      CHECK(g.now().tile_row[1] == before.tile_row[1]);
      CHECK(g.now().tile_deck_count == before.tile_deck_count - 1);
    }
    CHECK(g.now().pouch_count == before.pouch_count - spent);
    CHECK(g.now().row == before.row);
    CHECK(g.now().deck_count == before.deck_count);
    CHECK(g.now().whisper_row[1] == before.whisper_deck[before.whisper_deck_count - 1]);
    CHECK(g.now().whisper_row[0] == before.whisper_row[0]);
    CHECK(g.now().whisper_deck_count == before.whisper_deck_count - 1);
  }
}

TEST_CASE("RULES.md \"Refills with modules\": \"A row whose deck is empty shrinks\"", "[crescendo][refill]") {
  const Setup setup = crescendo(4, Side::A, true, true, "shrink");
  Position p = GameState::create(setup).now();
  const int me = p.current;
  // Empty every deck: animals discarded, whisper cards held by the other players, tiles built on their boards.
  p.discard_count = static_cast<std::uint8_t>(p.discard_count + p.deck_count);
  p.deck_count = 0;
  for (int k = 0; p.whisper_deck_count > 0; ++k) give_whisper(p, (me + 1 + k % 3) % 4, p.whisper_deck[0]);
  for (int s = 0; p.tile_deck_count > 0; ++s) give_built_tile(p, (me + 1 + s % 3) % 4, p.tile_deck[0], s);
  GameState g = resume(setup, p);
  REQUIRE(g.now().whisper_deck_count == 0);
  REQUIRE(g.now().tile_deck_count == 0);
  const auto turn = [&](std::initializer_list<Action> takes, int spot) {
    for (const Action& a : takes) play(g, a);
    play(g, Action::take_spot(spot));
    for (int k = 0; g.now().turn.hand_count > 0; ++k)
      play(g, Action::place_token(index_of(g.now().turn.hand[0]), 22 - k));
    play(g, Action::end_turn());
  };
  turn({Action::take_card(0), Action::take_tile(2)}, 0);
  CHECK(g.now().row[0] == kNone);
  CHECK(g.now().tile_row[2] == kNone);
  turn({Action::take_whisper(0), Action::take_tile(0)}, 1);
  CHECK(g.now().whisper_row[0] == kNone);
  CHECK(g.now().whisper_row[1] != kNone);
  CHECK(g.now().tile_row[0] == kNone);
  CHECK(g.now().tile_row[1] != kNone);
  // The third player takes the last whisper card: the row is empty, and offers none.
  turn({Action::take_whisper(1)}, 2);
  CHECK(g.now().whisper_row == std::array<std::int8_t, kWhisperRow>{kNone, kNone});
  play(g, Action::take_spot(3));
  CHECK_FALSE(any_of_type(g, ActionType::TakeWhisper));
  refused(g, Action::take_whisper(0), "no whisper card in that slot");
  refused(g, Action::take_tile(0), "no sanctuary tile in that slot");
  legal(g, Action::take_tile(1));
}

// ---------------------------------------------------------------------------
// Restart and agreement between legal_actions and check

TEST_CASE("RULES.md \"Start my turn over\" rewinds the modules' actions too", "[crescendo][restart]") {
  const Setup setup = crescendo(2, Side::D, true, true, "restart");
  Position p = GameState::create(setup).now();
  const int me = p.current;
  const int whisper = p.whisper_row[0];
  const Stack stack = lowest_stack_of(standard_decks().whispers[whisper].terrain);
  for (int k = 0; k < stack.height; ++k) build(p, me, 0, {stack.tokens[k]});
  const int tile = p.tile_row[1];
  build(p, me, 1, {standard_decks().sanctuaries[tile].bottom});
  set_spot(p, 2, {standard_decks().sanctuaries[tile].top, Yellow, Yellow});
  GameState g = resume(setup, p);
  const GameState start = g;
  play(g, Action::take_whisper(0));
  play(g, Action::place_whisper(whisper, 0));
  play(g, Action::take_tile(1));
  play(g, Action::take_spot(2));
  play(g, Action::place_token(index_of(standard_decks().sanctuaries[tile].top), 1));
  REQUIRE(g.player(me).board.is_sanctuary(1));
  play(g, Action::restart_turn());
  CHECK(g == start);
  CHECK(g.now().whisper_row == start.now().whisper_row);
  CHECK(g.player(me).board.whispers == 0u);
}

TEST_CASE("Every action code is listed exactly when check accepts it, and a refused one changes nothing, in games "
          "with the modules",
          "[crescendo][robust]") {
  const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const std::vector<Setup> setups = {crescendo(2, Side::C, true, true, "codes-c", true),
                                     crescendo(1, Side::D, true, true, "codes-d")};
  for (const Setup& setup : setups) {
    Rng rng(hash_text(setup.seed));
    int module_actions = 0;
    int step = 0;
    RandomGameOptions options;  // a random game under every check of random_games.hpp, and these
    options.before = [&](const GameState& g) {
      if (step++ % 11 != 0) return;
      const auto listed = g.legal_actions();
      for (int code = 0; code < 4096; ++code) {
        const char text[2] = {alphabet[code >> 6], alphabet[code & 63]};
        const auto action = decode(std::string_view(text, 2));
        if (!action) continue;
        const bool in_list = std::find(listed.begin(), listed.end(), *action) != listed.end();
        const Error verdict = g.check(*action);
        INFO(to_string(*action) << " at step " << step - 1 << ": " << verdict.message);
        REQUIRE(in_list == verdict.message.empty());
        if (!in_list) {
          GameState copy = g;
          REQUIRE(copy.apply(*action));
          REQUIRE(copy == g);
        }
      }
    };
    // Random play, favouring the modules' actions when there are any.
    options.choose = [&](const GameState&, const ActionList& listed) {
      std::vector<Action> modules;
      for (const Action& a : listed)
        if (a.type == ActionType::TakeWhisper || a.type == ActionType::PlaceWhisper || a.type == ActionType::TakeTile)
          modules.push_back(a);
      const std::vector<Action> pool = random_play_choices(listed);
      const bool module = !modules.empty() && rng.below(2) == 0;
      const Action a = module ? modules[rng.below(static_cast<std::uint32_t>(modules.size()))]
                              : pool[rng.below(static_cast<std::uint32_t>(pool.size()))];
      module_actions += module;
      return a;
    };
    play_checked_game(setup, options);
    CHECK(module_actions > 5);
  }
}

TEST_CASE("validate() refuses positions that break the modules' rules - with_position refuses them too",
          "[crescendo][robust]") {
  const Setup setup = crescendo(2, Side::A, true, true, "invalid");
  const Position start = GameState::create(setup).now();
  const int me = start.current;
  const auto refused_position = [&](const Position& p, const std::string& why, const Setup& s) {
    Error e;
    const GameState g = GameState::with_position(s, p, &e);
    INFO("expected: " << why);
    REQUIRE(e);
    CHECK_THAT(e.message, Catch::Contains(why));
    CHECK(g == GameState::create(s));
  };
  const auto refused_here = [&](const Position& p, const std::string& why) { refused_position(p, why, setup); };
  {
    Position p = start;  // a whisper cube on an empty space
    give_whisper(p, me, whisper_named("whisper-spring"));
    p.players[me].board.whispers = 1u << 0;
    p.whisper_cubes[whisper_named("whisper-spring")] = 1;
    refused_here(p, "a whisper cube on a space without its terrain");
  }
  {
    Position p = start;  // a whisper cube on a sanctuary topped by its terrain
    give_built_tile(p, me, tile_named("mountain-spring"), 0);
    give_whisper(p, me, whisper_named("whisper-spring"));
    p.players[me].board.whispers = 1u << 0;
    p.whisper_cubes[whisper_named("whisper-spring")] = 1;
    refused_here(p, "a whisper cube on a space without its terrain");
  }
  {
    Position p = start;  // whisper cubes on the card that are not on the board
    give_whisper(p, me, whisper_named("whisper-spring"));
    p.whisper_cubes[whisper_named("whisper-spring")] = 1;
    refused_here(p, "whisper cubes do not match the board");
  }
  {
    Position p = start;  // cubes on a whisper card nobody holds
    p.whisper_cubes[p.whisper_row[0]] = 1;
    refused_here(p, "cubes on a whisper card nobody holds");
  }
  {
    Position p = start;  // three cubes on a whisper card
    const int spring = whisper_named("whisper-spring");
    give_whisper(p, me, spring);
    for (int s : {0, 1, 2}) {
      build(p, me, s, {Blue});
      p.players[me].board.whispers |= 1u << s;
    }
    p.whisper_cubes[spring] = 3;
    refused_here(p, "too many cubes on a whisper card");
  }
  {
    Position p = start;  // a sanctuary without its tile
    put_sanctuary(p.players[me].board, 0, take_from_pouch(p, Blue), take_from_pouch(p, Yellow));
    refused_here(p, "a sanctuary that matches no built tile");
  }
  {
    Position p = start;  // a built tile without its sanctuary
    give_built_tile(p, me, tile_named("reed-bank"), 0);
    Stack& s = p.players[me].board.stacks[0];
    p.pouch[p.pouch_count++] = s.tokens[0];
    p.pouch[p.pouch_count++] = s.tokens[1];
    s = Stack{};
    refused_here(p, "sanctuaries do not match the tiles");
  }
  {
    Position p = start;  // a sanctuary of the other stack than its tile's
    give_built_tile(p, me, tile_named("reed-bank"), 0);
    std::swap(p.players[me].board.stacks[0].tokens[0], p.players[me].board.stacks[0].tokens[1]);
    refused_here(p, "a sanctuary that matches no built tile");  // blue on yellow: no tile of the player
  }
  {
    Position p = start;  // a tile in two places
    const int id = p.tile_row[0];
    p.players[me].tiles[p.players[me].tile_count++] = static_cast<std::uint8_t>(id);
    p.players[me].tile_open = true;
    refused_here(p, "in two places");
  }
  {
    Position p = start;  // a whisper card lost
    p.whisper_row[1] = kNone;
    refused_here(p, "whisper cards are not all accounted for");
  }
  {
    Position p = start;  // a tile lost
    p.tile_deck_count = static_cast<std::uint8_t>(p.tile_deck_count - 1);
    refused_here(p, "sanctuary tiles are not all accounted for");
  }
  {
    Position p = start;  // an open tile that was never taken
    p.players[me].tile_open = true;
    refused_here(p, "an open sanctuary tile that was not taken");
  }
  {
    Position p = start;  // five in the 4-card limit: four animals and an open tile
    for (int k = 0; k < 4; ++k) hand_card(p, me, p.deck[k]);
    give_open_tile(p, me, p.tile_row[0]);
    refused_here(p, "more than 4 unfinished cards");
  }
  {
    // The modules' rows and decks in a game without them.
    const Setup base = crescendo(2, Side::A, false, false, "invalid");
    Position p = GameState::create(base).now();
    p.whisper_row[0] = 0;
    refused_position(p, "the whisper row is wrong", base);
    p = GameState::create(base).now();
    p.tile_deck[0] = 0;
    p.tile_deck_count = 1;
    refused_position(p, "the sanctuary tile deck is wrong", base);
  }
}

TEST_CASE("A determinized copy of a module game keeps every invariant and what the players see", "[crescendo][bot]") {
  for (int players = 1; players <= 4; ++players) {
    const Setup setup = crescendo(players, static_cast<Side>(players - 1), true, true, "futures", players % 2 == 0);
    GameState g = GameState::create(setup);
    RandomPlayer player(hash_text(setup.seed));
    for (int step = 0; step < 60 * players && !g.is_terminal(); ++step) REQUIRE_FALSE(g.apply(player.choose(g)));
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      const GameState copy = g.determinized(seed);
      const Error e = copy.validate();
      INFO(e.message);
      REQUIRE_FALSE(e);
      CHECK(copy.now().players == g.now().players);
      CHECK(copy.now().whisper_row == g.now().whisper_row);
      CHECK(copy.now().tile_row == g.now().tile_row);
      CHECK(copy.now().whisper_cubes == g.now().whisper_cubes);
      const auto sorted = [](auto deck, int n) {
        std::sort(deck.begin(), deck.begin() + n);
        return deck;
      };
      CHECK(sorted(copy.now().whisper_deck, copy.now().whisper_deck_count) ==
            sorted(g.now().whisper_deck, g.now().whisper_deck_count));
      CHECK(sorted(copy.now().tile_deck, copy.now().tile_deck_count) == sorted(g.now().tile_deck, g.now().tile_deck_count));
      // The copy plays on to the end, and can start its turn over.
      GameState future = copy;
      RandomPlayer other(seed);
      if (future.now().turn.actions > 0) {
        REQUIRE_FALSE(future.apply(Action::restart_turn()));
        REQUIRE_FALSE(future.validate());
      }
      while (!future.is_terminal()) REQUIRE_FALSE(future.apply(other.choose(future)));
      REQUIRE_FALSE(future.validate());
    }
  }
}

// ---------------------------------------------------------------------------
// Random games with every combination of modules

namespace {

struct ModuleCounts {
  int tiles_taken = 0;
  int sanctuaries_built = 0;
  int final_cubes_on_sanctuaries = 0;
  int whispers_taken = 0;
  int whisper_cubes = 0;
  int cubes_on_whispers = 0;  // animal or spirit cubes joining a whisper cube
  int restarts = 0;
  int games = 0;
};

bool is_module_action(ActionType t) {
  return t == ActionType::TakeWhisper || t == ActionType::PlaceWhisper || t == ActionType::TakeTile;
}

// Plays one seeded game under every check of random_games.hpp. Favours the modules' actions and cubes (so
// that rare moves happen), and sometimes starts a turn over after a module action and plays it again.
void play_checked(const Setup& setup, std::uint64_t seed, ModuleCounts& counts) {
  Rng rng(seed);
  std::vector<Action> this_turn;
  bool restarted = false;
  ++counts.games;
  RandomGameOptions options;
  options.max_actions = 6000;
  options.choose = [&](const GameState&, const ActionList& legal) {
    const std::vector<Action> choices = random_play_choices(legal);
    std::array<Action, ActionList::kCapacity> favoured;
    int n = 0;
    for (const Action& c : choices)
      if (is_module_action(c.type) || c.type == ActionType::PlaceCube) favoured[n++] = c;
    return n > 0 && rng.below(3) != 0 ? favoured[rng.below(static_cast<std::uint32_t>(n))]
                                      : choices[rng.below(static_cast<std::uint32_t>(choices.size()))];
  };
  options.after = [&](CheckedGame& game, const GameState& before, const Action& a) {
    const GameState& g = game.state();
    if (a.type == ActionType::EndTurn) {
      this_turn.clear();
      restarted = false;
      return;
    }
    this_turn.push_back(a);
    if (g.is_terminal()) return;
    const int me = g.current_player();
    const Board& board = before.player(me).board;
    counts.tiles_taken += a.type == ActionType::TakeTile;
    counts.whispers_taken += a.type == ActionType::TakeWhisper;
    counts.whisper_cubes += a.type == ActionType::PlaceWhisper;
    counts.sanctuaries_built += g.player(me).board.sanctuary_count() > board.sanctuary_count();
    counts.final_cubes_on_sanctuaries += a.type == ActionType::PlaceCube && board.is_sanctuary(a.b);
    counts.cubes_on_whispers += a.type == ActionType::PlaceCube && board.has_whisper(a.b);
    // Start the turn over after a module action, now and then, and play the same actions again.
    if (is_module_action(a.type) && !restarted && rng.below(4) == 0) {
      const GameState done = g;
      game.play(Action::restart_turn());
      REQUIRE(g.now() == g.turn_start());
      for (const Action& again : this_turn) game.play(again);
      REQUIRE(g == done);
      restarted = true;
      ++counts.restarts;
    }
  };
  play_checked_game(setup, options);  // the record, module letters included, round-trips and replays
}

}  // namespace

TEST_CASE("512 seeded random games, two of every combination of modules, sides and player counts keep every invariant",
          "[crescendo][random]") {
  ModuleCounts counts;
  int index = 0;
  for (int players = 1; players <= 4; ++players)
    for (Side side : {Side::A, Side::B, Side::C, Side::D})
      for (int modules = 0; modules < 16; ++modules)
        for (int game = 0; game < 2; ++game) {
          Setup setup = make_setup(players, side, modules & 8, "cresc-" + std::to_string(index));
          setup.pulse = modules & 1;
          setup.sanctuaries = modules & 2;
          setup.whispers = modules & 4;
          play_checked(setup, static_cast<std::uint64_t>(index) * 7919 + 1, counts);
          ++index;
        }
  REQUIRE(counts.games == 2 * 4 * 4 * 16);
  INFO("tiles " << counts.tiles_taken << ", sanctuaries " << counts.sanctuaries_built << ", final cubes on them "
                << counts.final_cubes_on_sanctuaries << ", whisper cards " << counts.whispers_taken
                << ", whisper cubes " << counts.whisper_cubes << ", cubes joining them " << counts.cubes_on_whispers
                << ", restarts " << counts.restarts);
  // Random play exercises every module action.
  CHECK(counts.tiles_taken > 200);
  CHECK(counts.sanctuaries_built > 100);
  CHECK(counts.final_cubes_on_sanctuaries > 0);
  CHECK(counts.whispers_taken > 200);
  CHECK(counts.whisper_cubes > 200);
  CHECK(counts.cubes_on_whispers > 20);
  CHECK(counts.restarts > 100);
}

// ---------------------------------------------------------------------------
// Records, links and their decoders

namespace {

std::string reseal(std::string body) {
  const auto h = static_cast<std::uint32_t>(hash_text(body) & 0xFFFFFFu);
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  body += '.';
  for (int shift = 18; shift >= 0; shift -= 6) body += alphabet[(h >> shift) & 63];
  return body;
}

// A short random game (stopped after `actions`) of a module setup.
Record module_record(const Setup& setup, size_t actions) {
  GameState g = GameState::create(setup);
  Rng rng(hash_text(setup.seed) + 3);
  Record record{setup, {}};
  while (!g.is_terminal() && record.actions.size() < actions) {
    const auto legal = g.legal_actions();
    std::vector<Action> pool;
    for (const Action& a : legal)
      if (is_module_action(a.type)) pool.push_back(a);
    if (pool.empty() || rng.below(2)) pool = random_play_choices(legal);
    const Action a = pool[rng.below(static_cast<std::uint32_t>(pool.size()))];
    REQUIRE_FALSE(g.apply(a));
    record.actions.push_back(a);
  }
  return record;
}

}  // namespace

TEST_CASE("Records and links carry the modules as the letters P, S, W, in that order, and round-trip",
          "[crescendo][record][link]") {
  for (int modules = 0; modules < 8; ++modules) {
    Setup setup = make_setup(1 + modules % 4, static_cast<Side>(modules % 4), modules % 3 == 0,
                             "letters-" + std::to_string(modules));
    setup.pulse = modules & 1;
    setup.sanctuaries = modules & 2;
    setup.whispers = modules & 4;
    const std::string letters =
        std::string(setup.pulse ? "P" : "") + (setup.sanctuaries ? "S" : "") + (setup.whispers ? "W" : "");
    const std::string options = std::to_string(setup.players) + std::string(side_name(setup.side)) +
                                (setup.spirits ? "1" : "0") + letters;
    const Record record = module_record(setup, 120);
    const std::string text = encode_record(record);
    INFO(text);
    REQUIRE(text.rfind("HR1." + options + "." + setup.seed + ".", 0) == 0);
    Record back;
    REQUIRE_FALSE(decode_record(text, back));
    REQUIRE(back == record);
    GameState replayed = GameState::create(back.setup);
    REQUIRE_FALSE(replay(back, replayed));
    for (LinkKind kind : {LinkKind::Setup, LinkKind::Game, LinkKind::Turn}) {
      const Link link{kind, kind == LinkKind::Setup ? Record{setup, {}} : record, {}, {}};
      const std::string link_text = encode_link(link);
      REQUIRE(link_text.find("1." + options + "." + setup.seed + ".") == 2);
      Link link_back;
      REQUIRE_FALSE(decode_link(link_text, link_back));
      REQUIRE(link_back == link);
    }
  }
}

TEST_CASE("Module letters out of order or repeated are malformed - an unknown letter is a newer version's",
          "[crescendo][record][link]") {
  const Record record = module_record(crescendo(2, Side::A, true, true, "order"), 40);
  std::string body = encode_record(record);
  body.resize(body.rfind('.'));
  REQUIRE(body.rfind("HR1.2A0SW.order.", 0) == 0);
  const std::string rest = body.substr(std::string("HR1.2A0SW").size());
  const auto kind_of = [&](const std::string& options) {
    Record out;
    const Error e = decode_record(reseal("HR1." + options + rest), out);
    INFO(options << ": " << e.message);
    REQUIRE(e);
    return e.kind;
  };
  for (const char* malformed : {"2A1WS", "2A0SP", "2A0WP", "2A0SS", "2A0PP", "2A0WW", "2A0PSWS", "2A0s", "2A0S1"})
    CHECK(kind_of(malformed) == ErrorKind::Damaged);
  for (const char* newer : {"2A1X", "2A0SX", "2A0PSWZ", "2A0Q", "2A0A"}) CHECK(kind_of(newer) == ErrorKind::Newer);
  Record out;
  for (const char* fine : {"2A0S", "2A0W", "2A0SW", "2A0PSW", "2D1PW", "2C0PS"}) {
    INFO(fine);
    REQUIRE_FALSE(decode_record(reseal(std::string("HR1.") + fine + rest), out));
  }
  // Links read their options the same way.
  const Link link{LinkKind::Setup, Record{record.setup, {}}, {}, {}};
  std::string link_body = encode_link(link);
  link_body.resize(link_body.rfind('.'));
  REQUIRE(link_body == "HS1.2A0SW.order");
  Link link_out;
  CHECK(decode_link(reseal("HS1.2A1WS.order"), link_out).kind == ErrorKind::Damaged);
  CHECK(decode_link(reseal("HS1.2A1X.order"), link_out).kind == ErrorKind::Newer);
  REQUIRE_FALSE(decode_link(reseal("HS1.2B1PSW.order"), link_out));
  CHECK(link_out.record.setup.pulse);
  CHECK(link_out.record.setup.sanctuaries);
  CHECK(link_out.record.setup.whispers);
  // A base game writes no letter, as before the modules.
  CHECK(encode_link(Link{LinkKind::Setup, Record{make_setup(2), {}}, {}, {}}).rfind("HS1.2A0.test.", 0) == 0);
}

TEST_CASE("The decoders survive mutated records and links of module games", "[crescendo][record][link][robust]") {
  // A small deterministic fuzz (tests/fuzz/fuzz_decoders.cpp does it at length under sanitizers): a module
  // record or link with characters changed, dropped or added, sealed again so the checksum passes; whatever
  // decodes encodes back to itself and replays to an end or to its first illegal action.
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~";
  std::vector<std::string> bodies;
  for (const Setup& setup : {crescendo(2, Side::C, true, true, "fuzz-a", true), crescendo(1, Side::D, true, false, "fuzz-b"),
                             crescendo(3, Side::B, false, true, "fuzz-c")}) {
    const Record record = module_record(setup, 90);
    for (std::string text : {encode_record(record), encode_link(Link{LinkKind::Turn, record, {}, {}})}) {
      text.resize(text.rfind('.'));
      bodies.push_back(text);
    }
  }
  Rng rng(20261214);
  int decoded = 0, illegal = 0;
  for (int round = 0; round < 1500; ++round) {
    std::string text = bodies[rng.below(static_cast<std::uint32_t>(bodies.size()))];
    for (int edits = 1 + static_cast<int>(rng.below(3)); edits > 0; --edits) {
      const size_t at = rng.below(static_cast<std::uint32_t>(text.size()));
      switch (rng.below(4)) {
        case 0: text[at] = alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))]; break;
        case 1: text.erase(at, 1); break;
        case 2: text.insert(at, 1, alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))]); break;
        default:  // an action's code swapped for any code: reaches the modules' fields
          if (at + 2 < text.size()) {
            const std::uint32_t code = rng.below(4096);
            text[at] = alphabet[code >> 6];
            text[at + 1] = alphabet[code & 63];
          }
      }
    }
    const std::string sealed = reseal(text);
    INFO(sealed);
    Record record;
    Link link;
    const Record* found = nullptr;
    if (!decode_record(sealed, record)) {
      Record again;
      REQUIRE_FALSE(decode_record(encode_record(record), again));
      REQUIRE(again == record);
      found = &record;
    } else if (!decode_link(sealed, link)) {
      Link again;
      REQUIRE_FALSE(decode_link(encode_link(link), again));
      REQUIRE(again == link);
      found = &link.record;
    }
    if (!found) continue;
    ++decoded;
    GameState g = GameState::create(found->setup);
    const Error e = replay(*found, g);
    illegal += e ? 1 : 0;
    REQUIRE_FALSE(g.validate());
  }
  CHECK(decoded > 100);
  CHECK(illegal > 30);
}

TEST_CASE("The daily challenge: Crescendo's sides and modules from 2026-12-14, never before", "[crescendo][daily]") {
  std::set<Side> sides;
  bool sanctuaries[2] = {}, whispers[2] = {};
  for (int i = 0; i < 90; ++i) {
    const Setup before = daily_setup(2026, 12, 1 + i % 13);
    CHECK_FALSE(before.sanctuaries);
    CHECK_FALSE(before.whispers);
    CHECK((before.side == Side::A || before.side == Side::B));
    const Setup after = daily_setup(2027, 1 + i / 28, 1 + i % 28);
    REQUIRE_FALSE(check_setup(after));
    sides.insert(after.side);
    sanctuaries[after.sanctuaries] = true;
    whispers[after.whispers] = true;
  }
  CHECK(sides.size() == 4);
  CHECK((sanctuaries[0] && sanctuaries[1] && whispers[0] && whispers[1]));
  // A daily game with the modules plays through.
  for (int day = 14; day <= 31; ++day) {
    const Setup s = daily_setup(2026, 12, day);
    if (!s.sanctuaries && !s.whispers) continue;
    ModuleCounts counts;
    play_checked(s, static_cast<std::uint64_t>(day), counts);
    return;
  }
  FAIL("no daily challenge with a Crescendo module in the last days of 2026");
}

TEST_CASE("The daily challenge from 2026-12-14: every side both with and without Nature's Spirits",
          "[crescendo][daily]") {
  // The side comes from bits of the seed's hash that nothing else reads: taken from the spirits' bit, sides
  // C and D would always come with spirits and A and B never.
  std::set<std::pair<Side, bool>> seen;
  for (int i = 0; i < 336; ++i) {
    const Setup s = daily_setup(2027, 1 + i / 28, 1 + i % 28);
    seen.insert({s.side, s.spirits});
  }
  REQUIRE(seen.size() == 8);
}
