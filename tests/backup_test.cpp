// The games file (wasm/model/backup.hpp): every saved game written out and read
// back into another browser's saves, merged without ever losing a game.
#include <catch2/catch.hpp>

#include "model/backup.hpp"
#include "harmonies/random_play.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;
using namespace harmonies::ui;

namespace {

constexpr double kNow = 1.7e12;

SavedGame saved_game(const Record& record, std::string id, double updated_ms) {
  SavedGame g;
  g.id = std::move(id);
  g.record = record;
  for (int p = 0; p < record.setup.players; ++p) g.names.push_back("Player " + std::to_string(p + 1));
  g.started_ms = kNow;
  g.updated_ms = updated_ms;
  GameState state = GameState::create(record.setup);
  REQUIRE_FALSE(replay(record, state));
  summarise(g, state);
  return g;
}

Record first_actions(Record record, size_t count) {
  record.actions.resize(count);
  return record;
}

}  // namespace

TEST_CASE("A games file carries every game to another browser", "[backup]") {
  MemoryStore here_store, there_store;
  Saves here(here_store), there(there_store);
  here.load(kNow);
  there.load(kNow);
  for (int players = 1; players <= 4; ++players) {
    const PlayedGame played = play_random_game(make_setup(players, Side::B, players > 2, "file"));
    SavedGame g = saved_game(players % 2 ? played.record : first_actions(played.record, 9), std::string("g").append(std::to_string(players)),
                             kNow + players);
    if (players == 3) g.kind = GameKind::Daily, g.daily_date = "2026-11-30";
    here.save_game(g);
  }
  const std::string file = export_games(here, kNow);
  ImportReport report;
  REQUIRE_FALSE(import_games(file, there, kNow, report));
  CHECK(report.added == 4);
  CHECK(report.unreadable == 0);
  REQUIRE(there.games() == here.games());
  CHECK(describe(report) == "4 games read: 4 new.");
  CHECK(export_file_name(kNow) == "harmonies-games-2023-11-14.json");

  // Read again: nothing new, nothing doubled.
  REQUIRE_FALSE(import_games(file, there, kNow, report));
  CHECK(report.unchanged == 4);
  CHECK(there.games().size() == 4);
  CHECK(describe(report) == "4 games read: 4 already here.");
}

TEST_CASE("Reading a games file never replaces a game with less of it", "[backup]") {
  const PlayedGame played = play_random_game(make_setup(2, Side::A, false, "merge"));
  const PlayedGame other = play_random_game(make_setup(2, Side::A, false, "another"));
  MemoryStore file_store, store;
  Saves file_saves(file_store), saves(store);
  file_saves.load(kNow);
  saves.load(kNow);
  // The file: "ahead" further on than this browser, "behind" not as far, "clash" another game.
  file_saves.save_game(saved_game(first_actions(played.record, 30), "ahead", kNow));
  file_saves.save_game(saved_game(first_actions(played.record, 10), "behind", kNow));
  file_saves.save_game(saved_game(other.record, "clash", kNow));
  saves.save_game(saved_game(first_actions(played.record, 12), "ahead", kNow));
  saves.save_game(saved_game(first_actions(played.record, 20), "behind", kNow));
  saves.save_game(saved_game(played.record, "clash", kNow));

  ImportReport report;
  REQUIRE_FALSE(import_games(export_games(file_saves, kNow), saves, kNow + 1, report));
  CHECK(report.updated == 1);
  CHECK(report.unchanged == 1);
  CHECK(report.kept_both == 1);
  CHECK(saves.find("ahead")->record.actions.size() == 30);
  CHECK(saves.find("behind")->record.actions.size() == 20);
  CHECK(saves.find("clash")->record == played.record);
  REQUIRE(saves.games().size() == 4);  // the other "clash" under a new id
  CHECK(describe(report) ==
        "3 games read: 1 further on than here, 1 kept beside a different game of the same name, 1 already here.");
}

TEST_CASE("A file that is not a games file changes nothing", "[backup]") {
  const PlayedGame played = play_random_game(make_setup(1, Side::A, false, "kept"));
  MemoryStore store;
  Saves saves(store);
  saves.load(kNow);
  saves.save_game(saved_game(played.record, "kept", kNow));
  const auto before = store.entries;
  ImportReport report;
  for (const char* text : {"", "not json", "[]", "{\"v\": 1, \"kind\": \"settings\"}",
                           "{\"v\": 2, \"kind\": \"harmonies-games\", \"games\": []}",
                           "{\"v\": 1, \"kind\": \"harmonies-games\"}", "{\"kind\": \"harmonies-games\", \"games\": []}"}) {
    INFO(text);
    REQUIRE(import_games(text, saves, kNow, report));
    REQUIRE(store.entries == before);
  }
  CHECK(import_games("{\"v\": 2, \"kind\": \"harmonies-games\", \"games\": []}", saves, kNow, report).message ==
        "the games file has version 2, this page reads version 1");

  // Readable games are taken, damaged entries counted with the first reason.
  MemoryStore other_store;
  Saves other(other_store);
  other.load(kNow);
  other.save_game(saved_game(play_random_game(make_setup(2, Side::B, false, "new")).record, "new", kNow));
  std::string file = export_games(other, kNow);
  file.insert(file.find("\"games\": [") + 10, "{\"v\": 1, \"id\": \"bad\", \"record\": \"HR1.broken\"}, 7, ");
  REQUIRE_FALSE(import_games(file, saves, kNow, report));
  CHECK(report.added == 1);
  CHECK(report.unreadable == 2);
  CHECK(saves.games().size() == 2);
  // The reason in the player's words (the record's checksum failed: damaged).
  CHECK(describe(report).find("2 entries could not be read (it is damaged).") != std::string::npos);
}

TEST_CASE("RULES.md Crescendo: a games file carries Sanctuaries and Whispers games, and older files read as before",
          "[backup][crescendo]") {
  MemoryStore here_store, there_store;
  Saves here(here_store), there(there_store);
  here.load(kNow);
  there.load(kNow);
  // Each module alone, both, and with Pulse and spirits, on the four sides; finished and mid-game.
  for (int i = 0; i < 4; ++i) {
    Setup setup = make_setup(1 + i, static_cast<Side>(i), i == 3, "crescendo-file-" + std::to_string(i));
    setup.sanctuaries = i != 1;
    setup.whispers = i != 0;
    setup.pulse = i == 3;
    const PlayedGame played = play_random_game(setup);
    here.save_game(saved_game(i % 2 ? first_actions(played.record, 15) : played.record, "c" + std::to_string(i),
                              kNow + i));
  }
  const std::string file = export_games(here, kNow);
  CHECK(file.find("HR1.1A0S.") != std::string::npos);
  CHECK(file.find("HR1.2B0W.") != std::string::npos);
  CHECK(file.find("HR1.3C0SW.") != std::string::npos);
  CHECK(file.find("HR1.4D1PSW.") != std::string::npos);
  ImportReport report;
  REQUIRE_FALSE(import_games(file, there, kNow, report));
  CHECK(report.added == 4);
  CHECK(report.unreadable == 0);
  REQUIRE(there.games() == here.games());
  const SavedGame* all = there.find("c3");
  REQUIRE(all);
  CHECK((all->record.setup.pulse && all->record.setup.sanctuaries && all->record.setup.whispers));
  CHECK(all->record.setup.side == Side::D);

  // A file written before the modules: its records carry no module letter, and read with every module off.
  MemoryStore old_store;
  Saves old(old_store);
  old.load(kNow);
  const PlayedGame base = play_random_game(make_setup(2, Side::B, true, "before-crescendo"));
  old.save_game(saved_game(base.record, "old", kNow));
  const std::string before = export_games(old, kNow);
  CHECK(before.find("HR1.2B1.") != std::string::npos);
  REQUIRE_FALSE(import_games(before, there, kNow, report));
  CHECK(report.added == 1);
  const Setup& read = there.find("old")->record.setup;
  CHECK_FALSE((read.pulse || read.sanctuaries || read.whispers));
  CHECK(read == base.record.setup);
}

// A game set aside is the player's still (Saves::set_aside): the file keeps it, marked, and another
// browser reading the file keeps it aside too; whether a game it already has is set aside stays its own.
TEST_CASE("A games file carries the games set aside, still set aside", "[backup][aside]") {
  MemoryStore here_store, there_store;
  Saves here(here_store), there(there_store);
  here.load(kNow);
  there.load(kNow);
  const PlayedGame solo = play_random_game(make_setup(1, Side::A, false, "file-aside"));
  const PlayedGame duo = play_random_game(make_setup(2, Side::A, false, "file-aside-2"));
  here.save_game(saved_game(solo.record, "solo", kNow + 1));
  here.save_game(saved_game(duo.record, "duo", kNow + 2));
  REQUIRE(here.set_aside("solo", kNow + 10));
  // The other browser has the two-player game half played, in its list.
  there.save_game(saved_game(first_actions(duo.record, 9), "duo", kNow));

  const std::string file = export_games(here, kNow + 20);
  ImportReport report;
  REQUIRE_FALSE(import_games(file, there, kNow + 30, report));
  CHECK(report.added == 1);
  CHECK(report.updated == 1);
  REQUIRE(there.set_aside_games().size() == 1);
  CHECK(there.set_aside_games()[0] == here.set_aside_games()[0]);
  CHECK(there.solo_bests().empty());
  REQUIRE(there.games().size() == 1);
  CHECK(there.games()[0].record == duo.record);  // further on: taken, and left in the list

  // Set aside here, further on in the file: the moves are taken, the game stays aside.
  REQUIRE(there.set_aside("duo", kNow + 40));
  MemoryStore third_store;
  Saves third(third_store);
  third.load(kNow);
  third.save_game(saved_game(first_actions(duo.record, 9), "duo", kNow));
  REQUIRE(third.set_aside("duo", kNow + 50));
  REQUIRE_FALSE(import_games(export_games(here, kNow + 60), third, kNow + 60, report));
  REQUIRE(third.find("duo"));
  CHECK(third.find("duo")->record == duo.record);
  CHECK(third.find("duo")->set_aside_ms == kNow + 50);
  CHECK(third.games().empty());
}
