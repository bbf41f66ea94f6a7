// Bots (engine/bots/include/harmonies/bot.hpp): only legal actions, whole games to
// the end at every level, the same game for the same seed, a time budget kept.
#include <catch2/catch.hpp>

#include "harmonies/bot.hpp"
#include "harmonies/evaluate.hpp"
#include "harmonies/record.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

// Plays a game with bots, checking each action before it is applied and every
// invariant after; returns the record.
Record checked_game(const Setup& setup, const std::vector<BotLevel>& seats, std::uint64_t seed, BotLimits limits = {}) {
  GameState state = GameState::create(setup);
  std::vector<Bot> bots;
  for (int p = 0; p < setup.players; ++p) bots.emplace_back(seats[static_cast<size_t>(p) % seats.size()], seed + p, limits);
  Record record{setup, {}};
  int actions = 0;
  while (!state.is_terminal()) {
    const Action a = bots[static_cast<size_t>(state.current_player())].choose(state);
    INFO("seed " << setup.seed << ", action " << actions << ": " << to_string(a));
    REQUIRE_FALSE(is_take_back(a.type));
    REQUIRE_FALSE(state.check(a));
    REQUIRE_FALSE(state.apply(a));
    REQUIRE_FALSE(state.validate());
    record.actions.push_back(a);
    REQUIRE(++actions < 5000);
  }
  return record;
}

// Limits with a budget (0: none) and a number of futures per candidate, on the real clock.
BotLimits limits_of(double budget_ms, int samples) {
  BotLimits limits;
  limits.budget_ms = budget_ms;
  limits.samples = samples;
  return limits;
}

}  // namespace

TEST_CASE("Easy bots play only legal actions to the end", "[bot]") {
  for (int i = 0; i < 40; ++i) {
    const int players = 1 + i % 4;
    checked_game(make_setup(players, i % 3 ? Side::A : Side::B, i % 2 == 0, "easy-" + std::to_string(i)),
                 {BotLevel::Easy}, i);
  }
}

TEST_CASE("Medium bots play only legal actions to the end", "[bot]") {
  for (int i = 0; i < 8; ++i) {
    const int players = 1 + i % 4;
    checked_game(make_setup(players, i % 2 ? Side::A : Side::B, i % 3 == 0, "medium-" + std::to_string(i)),
                 {BotLevel::Medium, BotLevel::Easy}, i);
  }
}

TEST_CASE("Hard bots play only legal actions to the end", "[bot]") {
  BotLimits few;
  few.samples = 1;  // the same search, fewer futures: the test checks legality, not strength
  for (int i = 0; i < 3; ++i) {
    checked_game(make_setup(1 + i, i ? Side::A : Side::B, i == 1, "hard-" + std::to_string(i)),
                 {BotLevel::Hard, BotLevel::Medium}, i, few);
  }
}

TEST_CASE("A bot's game is the same for the same seed", "[bot]") {
  for (BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
    BotLimits limits;
    limits.samples = 2;
    const Setup setup = make_setup(2, Side::A, true, "same-" + std::string(bot_level_name(level)));
    const PlayedGame first = play_bot_game(setup, {level}, 42, limits);
    const PlayedGame again = play_bot_game(setup, {level}, 42, limits);
    REQUIRE(first.record == again.record);
    REQUIRE(first.state == again.state);
  }
  // The easy bot's noise depends on its seed.
  const Setup setup = make_setup(1, Side::A, false, "noise");
  REQUIRE(play_bot_game(setup, {BotLevel::Easy}, 1).record != play_bot_game(setup, {BotLevel::Easy}, 2).record);
}

TEST_CASE("A bot plans a whole turn that ends the turn", "[bot]") {
  const GameState start = GameState::create(make_setup(3, Side::B, true, "plan"));
  for (BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
    Bot bot(level, 7, limits_of(0, 1));
    GameState state = start;
    const std::vector<Action> plan = bot.plan_turn(state);
    REQUIRE_FALSE(plan.empty());
    REQUIRE(plan.back().type == ActionType::EndTurn);
    for (const Action& a : plan) REQUIRE_FALSE(state.apply(a));
    REQUIRE(state.current_player() != start.current_player());
  }
  // From the middle of a turn too (a hint after the spot is taken).
  GameState mid = start;
  REQUIRE_FALSE(mid.apply(Action::choose_spirit(0)));
  REQUIRE_FALSE(mid.apply(Action::take_spot(2)));
  Bot medium(BotLevel::Medium, 1);
  const std::vector<Action> rest = medium.plan_turn(mid);
  for (const Action& a : rest) REQUIRE_FALSE(mid.apply(a));
  REQUIRE(mid.current_player() != start.current_player());
}

TEST_CASE("The hard bot's time budget stops its search", "[bot]") {
  // With 10,000 futures per candidate the search would run for minutes; the budget must stop it at the
  // first check past the budget, one future at most after it ran out. An injected clock makes this
  // exact whatever the machine's speed: each read is 40 ms later than the one before.
  const GameState state = GameState::create(make_setup(2, Side::A, false, "budget"));
  int reads = 0;
  BotLimits limits = limits_of(150, 10000);
  limits.clock_ms = [&reads] { return 40.0 * reads++; };
  Bot bot(BotLevel::Hard, 3, limits);
  const Action a = bot.choose(state);
  REQUIRE_FALSE(state.check(a));
  // Read at the start (0 ms), then before each future after the first round: 40, 80 and 120 ms are
  // within the budget (three more futures), 160 ms is past it: the search stops there.
  REQUIRE(reads == 5);

  // Without a budget the clock is never read: the search is bounded by its samples alone.
  int unbudgeted_reads = 0;
  BotLimits samples_only = limits_of(0, 2);
  samples_only.clock_ms = [&unbudgeted_reads] { return 1000.0 * ++unbudgeted_reads; };
  Bot plain(BotLevel::Hard, 3, samples_only);
  REQUIRE_FALSE(state.check(plain.choose(state)));
  REQUIRE(unbudgeted_reads == 0);
}

TEST_CASE("The hard bot's cap on evaluations stops its search the same way on every machine", "[bot]") {
  // With 2 players the hard bot stops a turn's futures once it has made 150,000 evaluations (its
  // cap, engine/bots/src/lookahead.cpp), checked before each future: a count, so the turn is the same
  // whatever the machine's speed. The frozen bot, uncapped, makes more on the same opening turn.
  const GameState state = GameState::create(make_setup(2, Side::A, false, "cap"));
  BotLimits frozen;
  frozen.frozen = true;
  const std::uint64_t before_frozen = evaluations_made();
  Bot(BotLevel::Hard, 3, frozen).plan_turn(state);
  const std::uint64_t uncapped = evaluations_made() - before_frozen;
  REQUIRE(uncapped > 150000);

  const std::uint64_t before = evaluations_made();
  const std::vector<Action> plan = Bot(BotLevel::Hard, 3).plan_turn(state);
  const std::uint64_t capped = evaluations_made() - before;
  CHECK(capped > 150000);
  CHECK(capped < 150000 + 5000);  // one future more at most
  CHECK(Bot(BotLevel::Hard, 3).plan_turn(state) == plan);
}

TEST_CASE("Bots see only what players see", "[bot]") {
  // Two games that differ only in the hidden order of the pouch and the deck
  // get the same first turn from a medium bot (and from a hard bot with the
  // same seed): the plans cannot depend on what no player sees.
  const GameState base = GameState::create(make_setup(2, Side::A, false, "hidden"));
  const GameState other = base.determinized(12345);
  REQUIRE_FALSE(base == other);
  for (BotLevel level : {BotLevel::Medium, BotLevel::Hard}) {
    Bot a(level, 9, limits_of(0, 2)), b(level, 9, limits_of(0, 2));
    REQUIRE(a.plan_turn(base) == b.plan_turn(other));
  }
}

TEST_CASE("A shuffled future keeps everything players see", "[bot]") {
  const GameState state = GameState::create(make_setup(3, Side::B, true, "future"));
  const GameState future = state.determinized(99);
  REQUIRE_FALSE(future.validate());
  REQUIRE(future.deck_cards() == state.deck_cards());
  REQUIRE(future.now().spots == state.now().spots);
  REQUIRE(future.now().row == state.now().row);
  REQUIRE(future.now().pouch_count == state.now().pouch_count);
  REQUIRE(evaluate(future, 0) == evaluate(state, 0));
}

TEST_CASE("The frozen hard bot plays as the hard bot of commit 0e25bd5", "[bot]") {
  // BotLimits::frozen: the hard bot's configuration as it was at commit 0e25bd5, kept as data, the
  // opponent `harmonies-cli arena --bots hard,hard-frozen` measures the hard bot against. These are
  // the records `harmonies-cli play --bots hard` printed at that commit (same seeds, every bot hard).
  BotLimits frozen;
  frozen.frozen = true;
  const Setup solo = make_setup(1, Side::B, false, "pin");
  CHECK(encode_record(play_bot_game(solo, {BotLevel::Hard}, hash_text("pin"), frozen).record) ==
        "HR1.1B0.pin.BAJAIhIhQAwAAAJAIFKDQgwAAAJgIiKHQAwAAgJMJMJswAAgQgKiJIKoYBwAAgJJKpIkwAAAIkJNJtYEwAAgIqKOJQwABAIqJQI"
        "SYqwABAImImKUYGwABAIWIxJTQgwAAgJzKXIPwAAgJwIxKLZQYRwA.prJM");
  const Setup duel = make_setup(2, Side::A, false, "pin2");
  CHECK(encode_record(play_bot_game(duel, {BotLevel::Hard}, hash_text("pin2"), frozen).record) ==
        "HR1.2A0.pin2.BgKAIiIiSAwABgKAJCJCRgwABgIhIhIGQAwACARgJiJBJhwABAIhKFJHRgwABAJDJjInRgYiwAAAKnIKIiSAYhYiwABgJMJMKnQAwAB"
        "AIjIjJoQAYHwAAgJsIoKGwACAJNKtKRwAAgIoJJKKYMwABgKQIPJMwAAAJpINIRZNwAAAIjJMKTwAAAIkIVJSwAAAJLKrJswACAIUIPILwACAJJJpIU"
        "wAAgJyKTKkZnwAAgIkIkKSwABgJwJ2IOwA.-nJx");
}

TEST_CASE("The frozen hard bot and the hard bot are the same bot with two configurations", "[bot]") {
  // Both deterministic for a seed; they differ only by what they weigh (lookahead.hpp's Config).
  BotLimits frozen = limits_of(0, 2), current = limits_of(0, 2);
  frozen.frozen = true;
  const Setup setup = make_setup(1, Side::A, false, "configs");
  const PlayedGame a = play_bot_game(setup, {BotLevel::Hard}, 5, frozen);
  REQUIRE(play_bot_game(setup, {BotLevel::Hard}, 5, frozen).record == a.record);
  const PlayedGame b = play_bot_game(setup, {BotLevel::Hard}, 5, current);
  REQUIRE(play_bot_game(setup, {BotLevel::Hard}, 5, current).record == b.record);
  CHECK_FALSE(a.state.validate());
  CHECK_FALSE(b.state.validate());
}
