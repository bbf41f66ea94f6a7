// The game on screen meeting other copies of itself (wasm/model/game_slot.hpp,
// reconcile.hpp): another tab's write, a turn link, a games file. One rule:
// a copy replaces another only when it continues it; otherwise both are kept.
#include <catch2/catch.hpp>

#include "harmonies/random_play.hpp"
#include "model/game_slot.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::ui;
using harmonies::testing::make_setup;

namespace {

constexpr double kNow = 1.7e12;

// The record's first `keep` actions, then `extra` more chosen by `pick` among the legal ones.
Record branch(const Record& base, size_t keep, size_t extra, size_t pick) {
  Record out{base.setup, {base.actions.begin(), base.actions.begin() + static_cast<long>(keep)}};
  GameState state = GameState::create(out.setup);
  REQUIRE_FALSE(replay(out, state));
  for (size_t i = 0; i < extra && !state.is_terminal(); ++i) {
    const std::vector<Action> legal = state.legal_actions();
    const Action a = legal[pick % legal.size()];
    REQUIRE_FALSE(state.apply(a));
    out.actions.push_back(a);
  }
  return out;
}

SavedGame entry_of(const Record& record, std::string id, GameKind kind = GameKind::Local) {
  SavedGame g;
  g.id = std::move(id);
  g.kind = kind;
  g.record = record;
  g.names = {"Ann", "Bob"};
  g.started_ms = kNow;
  REQUIRE_FALSE(summarise_by_replay(g));
  return g;
}

// One browser tab: its own saves over the shared store, its own session and slot.
struct Tab {
  explicit Tab(MemoryStore& store) : saves(store), slot(session, saves) { saves.load(kNow); }
  void play(const Record& upto) {
    for (size_t i = session.record.actions.size(); i < upto.actions.size(); ++i)
      REQUIRE_FALSE(session.apply(upto.actions[i]));
    slot.save(kNow);
  }
  Saves saves;
  Session session;
  GameSlot slot;
};

}  // namespace

TEST_CASE("reconcile: a copy replaces another only when it continues it", "[slot]") {
  const PlayedGame played = play_random_game(make_setup(2, Side::A, false, "reconcile"));
  const Record& whole = played.record;
  const Record half = branch(whole, 20, 0, 0);
  REQUIRE(reconcile(half, whole).merge == Merge::TakeTheirs);
  REQUIRE(reconcile(whole, half).merge == Merge::KeepMine);
  REQUIRE_FALSE(reconcile(whole, half).same);
  REQUIRE(reconcile(whole, whole).merge == Merge::KeepMine);
  REQUIRE(reconcile(whole, whole).same);
  const Record other = branch(whole, 20, 3, 1), another = branch(whole, 20, 3, 2);
  REQUIRE(other.actions != another.actions);
  const Reconciliation r = reconcile(other, another);
  REQUIRE(r.merge == Merge::Conflict);
  REQUIRE(r.diverges_at >= 20);
  Record elsewhere = whole;
  elsewhere.setup.seed = "another-seed";
  REQUIRE(reconcile(whole, elsewhere).merge == Merge::Unrelated);
}

TEST_CASE("reconcile: a link (no undone moves) continues a game whose player restarted a turn", "[slot]") {
  const PlayedGame played = play_random_game(make_setup(2, Side::B, false, "restart"));
  // Here: the start of a turn, one action, "Start my turn over", then the moves that count.
  size_t turn_start = 8;
  while (played.record.actions[turn_start - 1].type != ActionType::EndTurn) ++turn_start;
  Record undone = branch(played.record, turn_start + 1, 0, 0);
  undone.actions.push_back(Action::restart_turn());
  for (size_t i = turn_start; i < turn_start + 4; ++i) undone.actions.push_back(played.record.actions[i]);
  GameState check = GameState::create(undone.setup);
  REQUIRE_FALSE(replay(undone, check));
  const Record link = branch(played.record, turn_start + 6, 0, 0);
  REQUIRE(compare_games(undone, link).relation == Continuation::Diverges);
  REQUIRE(reconcile(undone, link).merge == Merge::TakeTheirs);
  // The same moves, as far: already known.
  const Reconciliation same = reconcile(undone, without_undone_actions(undone));
  REQUIRE(same.merge == Merge::KeepMine);
}

TEST_CASE("Two tabs: the game on screen follows a tab that played further", "[slot]") {
  MemoryStore store;
  const PlayedGame played = play_random_game(make_setup(2, Side::A, false, "two-slots"));
  Tab a(store), b(store);
  const SavedGame start = entry_of(branch(played.record, 0, 0, 0), "g1");
  REQUIRE_FALSE(a.slot.open(start));
  REQUIRE_FALSE(b.slot.open(start));
  a.play(branch(played.record, 6, 0, 0));
  REQUIRE(b.saves.refresh("game/g1"));
  REQUIRE(b.slot.follow_store(kNow) == GameSlot::Followed::Took);
  REQUIRE(b.session.record == a.session.record);
  // Nothing new: nothing happens.
  REQUIRE(b.slot.follow_store(kNow) == GameSlot::Followed::Nothing);
  // An older write reaching a tab further on: it keeps its game and writes it again.
  b.play(branch(played.record, 9, 0, 0));
  store.entries["game/g1"] = to_json(entry_of(branch(played.record, 6, 0, 0), "g1"));
  REQUIRE(b.saves.refresh("game/g1"));
  REQUIRE(b.slot.follow_store(kNow) == GameSlot::Followed::Kept);
  REQUIRE(b.saves.refresh("game/g1") == false);
  Saves reread(store);
  reread.load(kNow);
  REQUIRE(reread.find("g1")->record == b.session.record);
}

TEST_CASE("Two tabs that played one game differently both keep their moves", "[slot]") {
  MemoryStore store;
  const PlayedGame played = play_random_game(make_setup(2, Side::B, true, "diverging-tabs"));
  Tab a(store), b(store);
  const SavedGame start = entry_of(branch(played.record, 8, 0, 0), "g1");
  REQUIRE_FALSE(a.slot.open(start));
  REQUIRE_FALSE(b.slot.open(start));
  // Both play before hearing of the other: b's write lands last.
  const Record mine = branch(played.record, 8, 2, 1), theirs = branch(played.record, 8, 2, 2);
  REQUIRE(mine.actions != theirs.actions);
  a.play(mine);
  const std::string a_wrote = store.entries["game/g1"];
  b.play(theirs);
  // Each tab now hears of the other's write (the channel carries the text written).
  store.entries["game/g1"] = a_wrote;
  REQUIRE(b.saves.refresh("game/g1"));
  const GameSlot::Followed at_b = b.slot.follow_store(kNow);
  REQUIRE(a.saves.refresh("game/g1"));
  const GameSlot::Followed at_a = a.slot.follow_store(kNow);
  // Exactly one of them goes on under a new id; neither loses a move.
  REQUIRE(((at_a == GameSlot::Followed::Forked) != (at_b == GameSlot::Followed::Forked)));
  REQUIRE(a.session.record == mine);
  REQUIRE(b.session.record == theirs);
  REQUIRE(a.slot.saved->id != b.slot.saved->id);
  Saves reread(store);
  reread.load(kNow);
  REQUIRE(reread.games().size() == 2);
  REQUIRE(reread.find(a.slot.saved->id)->record == mine);
  REQUIRE(reread.find(b.slot.saved->id)->record == theirs);
}

TEST_CASE("A turn link opens, continues, or is refused by the same rule", "[slot]") {
  MemoryStore store;
  Tab here(store);
  const PlayedGame played = play_random_game(make_setup(2, Side::A, false, "by-link"));
  const auto arrive = [&](const Record& record) {
    GameState state = GameState::create(record.setup);
    REQUIRE_FALSE(replay(record, state));
    return here.slot.receive_turn(record, state, {"Ann", "Bob"}, kNow);
  };
  // A game new to this device: saved and on screen.
  const Record first = branch(played.record, 5, 0, 0);
  GameSlot::Arrival got = arrive(first);
  REQUIRE(got.merge == Merge::Unrelated);
  REQUIRE(here.slot.saved);
  REQUIRE(here.slot.saved->kind == GameKind::ByLink);
  const std::string id = here.slot.saved->id;
  REQUIRE(here.saves.find(id)->record == first);
  // The next turn: taken.
  const Record next = branch(played.record, 12, 0, 0);
  got = arrive(next);
  REQUIRE(got.merge == Merge::TakeTheirs);
  REQUIRE(here.saves.find(id)->record == next);
  REQUIRE(here.session.record == next);
  // The same link again, then an older one: the saved game as it stands.
  got = arrive(next);
  REQUIRE((got.merge == Merge::KeepMine && got.same));
  got = arrive(first);
  REQUIRE((got.merge == Merge::KeepMine && !got.same));
  REQUIRE(here.saves.find(id)->record == next);
  // A link that differs: refused, the saved game unchanged.
  const std::string before = store.entries["game/" + id];
  size_t pick = 0;
  while (branch(played.record, 10, 1, pick).actions[10] == played.record.actions[10]) ++pick;
  got = arrive(branch(played.record, 10, 3, pick));
  REQUIRE(got.merge == Merge::Conflict);
  REQUIRE(store.entries["game/" + id] == before);
  REQUIRE(here.saves.games().size() == 1);
}

TEST_CASE("RULES.md Crescendo: a turn link of a Sanctuaries and Whispers game opens and continues with its modules",
          "[slot][crescendo]") {
  MemoryStore store;
  Tab here(store);
  Setup setup = make_setup(2, Side::D, false, "crescendo-link");
  setup.sanctuaries = true;
  setup.whispers = true;
  const PlayedGame played = play_random_game(setup);
  // Through the link's text, as a friend's device receives it.
  const auto arrive = [&](const Record& record) {
    Link link{LinkKind::Turn, record, {"Ann", "Bob"}, {}};
    const std::string text = encode_link(link);
    CHECK(text.rfind("HT1.2D0SW.", 0) == 0);
    Link read;
    REQUIRE_FALSE(decode_link(text, read));
    REQUIRE(read == link);
    GameState state = GameState::create(read.record.setup);
    REQUIRE_FALSE(replay(read.record, state));
    return here.slot.receive_turn(read.record, state, read.names, kNow);
  };
  const Record first = branch(played.record, 14, 0, 0);
  REQUIRE(arrive(first).merge == Merge::Unrelated);
  REQUIRE(here.slot.saved);
  const std::string id = here.slot.saved->id;
  CHECK(here.saves.find(id)->record.setup == setup);
  const Record next = branch(played.record, 40, 0, 0);
  REQUIRE(arrive(next).merge == Merge::TakeTheirs);
  CHECK(here.session.record == next);
  CHECK(here.session.game->setup() == setup);
  // Read back by another tab: the same game, the same modules.
  Tab other(store);
  REQUIRE(other.saves.find(id));
  CHECK(other.saves.find(id)->record == next);
  // The same game's setup without Whispers is another game (its deal differs), never merged into this one.
  Record without = next;
  without.setup.whispers = false;
  CHECK(reconcile(next, without).merge == Merge::Unrelated);
  CHECK_FALSE(here.saves.find_by_link(without.setup));
  CHECK(here.saves.find_by_link(setup)->id == id);
}
