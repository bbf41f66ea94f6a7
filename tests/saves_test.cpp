// What the browser keeps (wasm/model/profile.hpp, wasm/model/saves.hpp), through a memory
// store: every action saved and read back, unreadable entries kept aside and
// reported, settings and bests.
#include <catch2/catch.hpp>

#include <algorithm>

#include "harmonies/random_play.hpp"
#include "model/saves.hpp"
#include "model/text.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;
using namespace harmonies::ui;

namespace {

constexpr double kNow = 1.7e12;

SavedGame saved_from(const PlayedGame& played, std::string id, GameKind kind = GameKind::Local) {
  SavedGame g;
  g.id = std::move(id);
  g.kind = kind;
  g.record = played.record;
  for (int p = 0; p < played.record.setup.players; ++p) g.names.push_back("Player " + std::to_string(p + 1));
  g.started_ms = kNow;
  g.updated_ms = kNow;
  summarise(g, played.state);
  return g;
}

}  // namespace

TEST_CASE("Settings round-trip through their JSON and refuse damage", "[saves]") {
  Settings s;
  s.players = 3;
  s.names = {"Zoë", "Łucja", "山田", "Drew"};
  s.side = Side::B;
  s.spirits = true;
  s.by_link = true;
  s.animations = false;
  s.token_symbols = false;
  s.seats = {Seat::Human, Seat::Easy, Seat::Medium, Seat::Hard};
  s.language = Language::Spanish;
  Settings back;
  REQUIRE_FALSE(settings_from_json(to_json(s), back));
  REQUIRE(back == s);

  REQUIRE(settings_from_json("{\"v\": 2, \"players\": 2}", back).message.find("version 2") != std::string::npos);
  REQUIRE(settings_from_json("{\"players\": 2}", back));
  REQUIRE(settings_from_json("{\"v\": 1, \"players\": 9}", back));
  REQUIRE(settings_from_json("{\"v\": 1, \"side\": \"E\"}", back));
  REQUIRE(settings_from_json("{\"v\": 1, \"names\": [\"a\\u0001\"]}", back));
  REQUIRE(settings_from_json("not json", back));
  REQUIRE(settings_from_json("{\"v\": 1, \"seats\": [\"human\", \"genius\"]}", back));
  REQUIRE(settings_from_json("{\"v\": 1, \"language\": 3}", back));
  // A language a later version speaks reads as none chosen (the browser's languages decide).
  REQUIRE_FALSE(settings_from_json("{\"v\": 1, \"language\": \"de\", \"players\": 2}", back));
  CHECK_FALSE(back.language.has_value());
  CHECK(back.players == 2);
  REQUIRE_FALSE(settings_from_json("{\"v\": 1, \"language\": \"fr-CA\"}", back));
  CHECK(back.language == Language::French);
  // Missing fields keep their defaults: older settings stay readable.
  REQUIRE_FALSE(settings_from_json("{\"v\": 1}", back));
  REQUIRE(back == Settings{});
}

TEST_CASE("Settings are written as they always were", "[saves]") {
  // Text written before nlohmann-json (issue 10) and after is the same, byte for byte.
  CHECK(to_json(Settings{}) ==
        "{\"v\": 1, \"players\": 1, \"names\": [\"Alex\", \"Blake\", \"Casey\", \"Drew\"], "
        "\"seats\": [\"human\", \"human\", \"human\", \"human\"], \"side\": \"A\", \"spirits\": false, "
        "\"by_link\": false, \"animations\": true, \"token_symbols\": true}");
  Settings back;
  REQUIRE_FALSE(settings_from_json(
      "{\"v\": 1, \"players\": 2, \"names\": [\"Zo\u00eb\", \"B\"], \"seats\": [\"human\", \"hard\"], "
      "\"side\": \"B\", \"spirits\": true, \"by_link\": false, \"animations\": true, \"token_symbols\": false}",
      back));
  CHECK(back.players == 2);
  CHECK(back.names[0] == "Zo\xc3\xab");
  CHECK(back.seats[1] == Seat::Hard);
  CHECK_FALSE(back.language.has_value());
  // A chosen language is one more field at the end; none chosen writes nothing.
  Settings french;
  french.language = Language::French;
  CHECK(to_json(french) == to_json(Settings{}).substr(0, to_json(Settings{}).size() - 1) + ", \"language\": \"fr\"}");
}

TEST_CASE("RULES.md Pulse: the lobby's switch is kept with the settings, off in settings saved before it", "[saves][pulse]") {
  // Written only when on, after "spirits": settings without Pulse are the same text as before the module.
  Settings pulse;
  pulse.pulse = true;
  const std::string off = to_json(Settings{});
  CHECK(off.find("pulse") == std::string::npos);
  std::string expected = off;
  expected.insert(expected.find(", \"by_link\""), ", \"pulse\": true");
  CHECK(to_json(pulse) == expected);
  Settings back;
  REQUIRE_FALSE(settings_from_json(to_json(pulse), back));
  CHECK(back == pulse);
  CHECK(back.pulse);

  // With every option, spirits and Pulse together, on either side.
  Settings all = pulse;
  all.players = 3;
  all.side = Side::B;
  all.spirits = true;
  REQUIRE_FALSE(settings_from_json(to_json(all), back));
  CHECK(back == all);

  // A document saved before the module (no "pulse") reads as Pulse off, the rest as written.
  back.pulse = true;
  REQUIRE_FALSE(settings_from_json(
      "{\"v\": 1, \"players\": 2, \"names\": [\"Ana\", \"Bo\"], \"seats\": [\"human\", \"hard\"], "
      "\"side\": \"B\", \"spirits\": true, \"by_link\": false, \"animations\": true, \"token_symbols\": true}",
      back));
  CHECK_FALSE(back.pulse);
  CHECK(back.spirits);
  CHECK(back.side == Side::B);
  CHECK(back.players == 2);
  REQUIRE_FALSE(settings_from_json("{\"v\": 1, \"pulse\": false}", back));
  CHECK(back == Settings{});
  REQUIRE_FALSE(settings_from_json("{\"v\": 1, \"pulse\": true, \"players\": 4}", back));
  CHECK(back.pulse);
  CHECK(back.players == 4);
  // Damaged: a switch is true or false.
  CHECK_THAT(settings_from_json("{\"v\": 1, \"pulse\": \"yes\"}", back).message, Catch::Matchers::Contains("pulse"));
  CHECK(settings_from_json("{\"v\": 1, \"pulse\": 1}", back));
}

TEST_CASE("RULES.md Pulse: a saved Pulse game keeps the module, and its solo bests are its own", "[saves][pulse]") {
  Setup setup = make_setup(1, Side::A, false, "pulse-best");
  setup.pulse = true;
  const PlayedGame played = play_random_game(setup);
  const SavedGame saved = saved_from(played, "pulse-1");
  SavedGame back;
  REQUIRE_FALSE(saved_game_from_json(to_json(saved), back));
  CHECK(back == saved);
  CHECK(back.record.setup.pulse);
  CHECK(encode_record(back.record).rfind("HR1.1A0P.", 0) == 0);

  CHECK(solo_configuration(make_setup(1, Side::A)) == "A");
  CHECK(solo_configuration(make_setup(1, Side::B, true)) == "B+spirits");
  CHECK(solo_configuration(setup) == "A+pulse");
  Setup both = make_setup(1, Side::B, true);
  both.pulse = true;
  CHECK(solo_configuration(both) == "B+spirits+pulse");

  MemoryStore store;
  Saves saves(store);
  saves.load(kNow);
  const PlayedGame base = play_random_game(make_setup(1, Side::A, false, "base-best"));
  saves.save_game(saved_from(base, saves.new_id(kNow)));
  saves.save_game(saved_from(played, saves.new_id(kNow)));
  const auto bests = saves.solo_bests();
  REQUIRE(bests.size() == 2);
  CHECK(bests.at("A").score == base.state.score(0).total);
  CHECK(bests.at("A+pulse").score == played.state.score(0).total);
  CHECK(saves.find(bests.at("A+pulse").game_id)->record.setup.pulse);
}

TEST_CASE("RULES.md Crescendo: the Sanctuaries and Whispers switches are kept with the settings, off before them", "[saves][crescendo]") {
  // Written only when on, after "pulse": settings without them are the same text as before the modules.
  Settings both;
  both.sanctuaries = true;
  both.whispers = true;
  const std::string off = to_json(Settings{});
  CHECK(off.find("sanctuaries") == std::string::npos);
  CHECK(off.find("whispers") == std::string::npos);
  std::string expected = off;
  expected.insert(expected.find(", \"by_link\""), ", \"sanctuaries\": true, \"whispers\": true");
  CHECK(to_json(both) == expected);
  Settings back;
  REQUIRE_FALSE(settings_from_json(to_json(both), back));
  CHECK(back == both);

  // Each on its own, and with every other option, on sides C and D.
  for (int mask = 0; mask < 16; ++mask) {
    Settings s;
    s.players = 1 + mask % 4;
    s.side = mask % 2 ? Side::D : Side::C;
    s.spirits = mask & 1;
    s.pulse = mask & 2;
    s.sanctuaries = mask & 4;
    s.whispers = mask & 8;
    REQUIRE_FALSE(settings_from_json(to_json(s), back));
    CHECK(back == s);
  }
  Settings pulse_first;
  pulse_first.pulse = true;
  pulse_first.whispers = true;
  CHECK(to_json(pulse_first).find("\"pulse\": true, \"whispers\": true, \"by_link\"") != std::string::npos);

  // Settings saved before the modules (no key) read as both off, the rest as written.
  back.sanctuaries = back.whispers = true;
  REQUIRE_FALSE(settings_from_json(
      "{\"v\": 1, \"players\": 3, \"names\": [\"Ana\", \"Bo\", \"Cy\"], \"seats\": [\"human\", \"hard\", \"easy\"], "
      "\"side\": \"B\", \"spirits\": true, \"pulse\": true, \"by_link\": false, \"animations\": true, "
      "\"token_symbols\": true}",
      back));
  CHECK_FALSE(back.sanctuaries);
  CHECK_FALSE(back.whispers);
  CHECK(back.pulse);
  CHECK(back.spirits);
  CHECK(back.players == 3);
  REQUIRE_FALSE(settings_from_json("{\"v\": 1, \"sanctuaries\": false, \"whispers\": false}", back));
  CHECK(back == Settings{});
  REQUIRE_FALSE(settings_from_json("{\"v\": 1, \"whispers\": true, \"side\": \"D\"}", back));
  CHECK(back.whispers);
  CHECK_FALSE(back.sanctuaries);
  CHECK(back.side == Side::D);
  // Damaged: a switch is true or false, and the message names it.
  CHECK_THAT(settings_from_json("{\"v\": 1, \"sanctuaries\": \"yes\"}", back).message, Catch::Matchers::Contains("sanctuaries"));
  CHECK_THAT(settings_from_json("{\"v\": 1, \"whispers\": 1}", back).message, Catch::Matchers::Contains("whispers"));
}

namespace {

// Did the game use the module: a tile or a whisper card taken?
bool took(const Record& record, ActionType type) {
  return std::any_of(record.actions.begin(), record.actions.end(), [&](const Action& a) { return a.type == type; });
}

}  // namespace

TEST_CASE("RULES.md Crescendo: a saved Sanctuaries and Whispers game keeps its modules, and its solo bests are its own",
          "[saves][crescendo]") {
  Setup setup = make_setup(1, Side::C, false, "crescendo-best");
  setup.sanctuaries = true;
  setup.whispers = true;
  const PlayedGame played = play_random_game(setup);
  REQUIRE(played.state.is_terminal());
  CHECK(took(played.record, ActionType::TakeTile));
  CHECK(took(played.record, ActionType::TakeWhisper));
  const SavedGame saved = saved_from(played, "crescendo-1");
  SavedGame back;
  REQUIRE_FALSE(saved_game_from_json(to_json(saved), back));
  CHECK(back == saved);
  CHECK(back.record.setup == setup);
  CHECK(encode_record(back.record).rfind("HR1.1C0SW.", 0) == 0);
  REQUIRE_FALSE(summarise_by_replay(back));
  CHECK(back.totals == saved.totals);
  CHECK(back.suns == saved.suns);

  // The keys: the side, then each module on, in a fixed order; the keys of older games are unchanged.
  CHECK(solo_configuration(make_setup(1, Side::A)) == "A");
  CHECK(solo_configuration(make_setup(1, Side::B, true)) == "B+spirits");
  CHECK(solo_configuration(setup) == "C+sanctuaries+whispers");
  Setup all = make_setup(1, Side::D, true);
  all.pulse = all.sanctuaries = all.whispers = true;
  CHECK(solo_configuration(all) == "D+spirits+pulse+sanctuaries+whispers");
  Setup whispers = make_setup(1, Side::A);
  whispers.whispers = true;
  CHECK(solo_configuration(whispers) == "A+whispers");
  CHECK(setup_modules(make_setup(1, Side::A)).empty());
  CHECK(setup_modules(all) == std::vector<std::string_view>{"spirits", "pulse", "sanctuaries", "whispers"});

  MemoryStore store;
  Saves saves(store);
  saves.load(kNow);
  const PlayedGame base = play_random_game(make_setup(1, Side::C, false, "base-c"));
  Setup only_sanctuaries = make_setup(1, Side::C, false, "sanctuaries-c");
  only_sanctuaries.sanctuaries = true;
  const PlayedGame sanctuaries = play_random_game(only_sanctuaries);
  for (const PlayedGame* p : {&base, &played, &sanctuaries}) saves.save_game(saved_from(*p, saves.new_id(kNow)));
  // Read back from the store, as a new page would.
  Saves again(store);
  again.load(kNow);
  REQUIRE(again.problems().empty());
  const auto bests = again.solo_bests();
  REQUIRE(bests.size() == 3);
  CHECK(bests.at("C").score == base.state.score(0).total);
  CHECK(bests.at("C+sanctuaries").score == sanctuaries.state.score(0).total);
  CHECK(bests.at("C+sanctuaries+whispers").score == played.state.score(0).total);
  CHECK(again.find(bests.at("C+sanctuaries+whispers").game_id)->record.setup == setup);
}

TEST_CASE("The saved games' list names the modules in the player's language", "[saves][crescendo]") {
  Setup s = make_setup(1, Side::D);
  CHECK(modules_words(s, false).empty());
  CHECK(modules_words(s, true).empty());
  s.pulse = true;
  CHECK(modules_words(s, true) == "Pulse");
  s.spirits = true;
  // Spirits and Pulse read as they did before Crescendo.
  CHECK(modules_words(s, false) == "spirits, Pulse");
  CHECK(modules_words(s, true) == "spirits and Pulse");
  s.sanctuaries = s.whispers = true;
  CHECK(modules_words(s, false) == "spirits, Pulse, sanctuaries, whispers");
  CHECK(modules_words(s, true) == "spirits, Pulse, sanctuaries and whispers");
  s.spirits = s.pulse = false;
  CHECK(modules_words(s, true) == "sanctuaries and whispers");
  set_language(Language::French);
  CHECK(modules_words(s, true) == "sanctuaires et murmures");
  s.spirits = true;
  CHECK(modules_words(s, false) == "esprits, sanctuaires, murmures");
  set_language(Language::Spanish);
  CHECK(modules_words(s, true) == "espíritus, santuarios y susurros");
  set_language(Language::English);
}

TEST_CASE("Settings and saved games refuse leading zeros and lone surrogates, saying where", "[saves][robust]") {
  // The old reader took 02 for 2 and turned "\uD800" into bytes that are not UTF-8.
  Settings settings;
  std::string message = settings_from_json("{\"v\": 1,\n \"players\": 02}", settings).message;
  CHECK_THAT(message, Catch::Matchers::StartsWith("the settings is not valid JSON (invalid JSON at line 2, column 13: "));
  CHECK_THAT(message, Catch::Matchers::Contains("leading zero"));
  message = settings_from_json("{\"v\": 1, \"names\": [\"\\uD800\"]}", settings).message;
  CHECK_THAT(message, Catch::Matchers::Contains("invalid JSON at line 1, column "));
  CHECK_THAT(message, Catch::Matchers::Contains("surrogate"));

  const PlayedGame played = play_random_game(make_setup(2, Side::A, false, "zeros"));
  const std::string good = to_json(saved_from(played, "g1"));
  SavedGame out;
  REQUIRE_FALSE(saved_game_from_json(good, out));
  std::string zero = good;
  zero.insert(zero.find("\"turns\": ") + 9, "0");
  CHECK_THAT(saved_game_from_json(zero, out).message, Catch::Matchers::Contains("leading zero"));
  std::string lone = good;
  lone.replace(lone.find("\"g1\""), 4, "\"\\uDBFF\"");
  message = saved_game_from_json(lone, out).message;
  CHECK_THAT(message, Catch::Matchers::StartsWith("the saved game is not valid JSON (invalid JSON at line 1, column "));
  CHECK_THAT(message, Catch::Matchers::Contains("surrogate"));
}

TEST_CASE("A saved game round-trips, finished or mid-turn", "[saves]") {
  for (int players = 1; players <= 4; ++players) {
    const PlayedGame played = play_random_game(make_setup(players, Side::A, players % 2 == 0, "saved"));
    SavedGame finished = saved_from(played, "id-" + std::to_string(players), GameKind::ByLink);
    finished.playable_turn = 3;
    if (players > 1) finished.seats.assign(static_cast<size_t>(players), Seat::Hard), finished.seats[0] = Seat::Human;
    REQUIRE(finished.finished);
    REQUIRE(finished.totals.size() == static_cast<size_t>(players));
    REQUIRE((players == 1) == (finished.suns >= 0));
    SavedGame back;
    REQUIRE_FALSE(saved_game_from_json(to_json(finished), back));
    REQUIRE(back == finished);

    // Mid-turn: the first 7 actions (a spot taken, tokens placed, no end yet).
    SavedGame partial = finished;
    partial.record.actions.resize(7);
    GameState state = GameState::create(partial.record.setup);
    REQUIRE_FALSE(replay(partial.record, state));
    summarise(partial, state);
    REQUIRE_FALSE(partial.finished);
    REQUIRE(saved_game_from_json(to_json(partial), back).message.empty());
    REQUIRE(back == partial);
  }
}

TEST_CASE("A damaged saved game is refused with a reason", "[saves]") {
  const PlayedGame played = play_random_game(make_setup(2, Side::B, false, "damaged"));
  const std::string good = to_json(saved_from(played, "g1"));
  SavedGame out;
  REQUIRE_FALSE(saved_game_from_json(good, out));
  // Every truncation is refused, never half-read.
  for (size_t n = 0; n < good.size(); ++n) REQUIRE(saved_game_from_json(good.substr(0, n), out));
  // A changed character inside the record breaks its checksum.
  std::string broken = good;
  const size_t record_at = broken.find("HR1.") + 12;
  broken[record_at] = broken[record_at] == 'A' ? 'B' : 'A';
  REQUIRE(saved_game_from_json(broken, out).message.find("record") != std::string::npos);
  REQUIRE(saved_game_from_json("{\"v\": 1, \"id\": \"x\", \"kind\": \"alien\", \"record\": \"HR1\"}", out));
  REQUIRE(saved_game_from_json("[]", out));
}

// Found by fuzz_json: what the reader accepts must be written back exactly.
TEST_CASE("A saved game reads only what it can write back", "[saves]") {
  const PlayedGame played = play_random_game(make_setup(2, Side::A, false, "exact"));
  const std::string good = to_json(saved_from(played, "g1"));
  const auto with_started = [&](const std::string& value) {
    std::string text = good;
    const size_t at = text.find("\"started\": ") + 11;
    return text.replace(at, text.find(',', at) - at, value);
  };
  SavedGame out;
  REQUIRE_FALSE(saved_game_from_json(with_started("1741300000000"), out));
  REQUIRE(out.started_ms == 1741300000000.0);
  // A fraction or a number past whole milliseconds is not a time we wrote.
  for (const char* bad : {"1.5", "1e300", "-1", "\"today\""})
    REQUIRE(saved_game_from_json(with_started(bad), out).message.find("started") != std::string::npos);

  // Totals kept on an unfinished game survive a round trip.
  SavedGame unfinished = saved_from(played, "g2");
  unfinished.finished = false;
  SavedGame back;
  REQUIRE_FALSE(saved_game_from_json(to_json(unfinished), back));
  REQUIRE(back == unfinished);
}

TEST_CASE("Saves keep every game and set unreadable entries aside", "[saves]") {
  MemoryStore store;
  const PlayedGame a = play_random_game(make_setup(1, Side::A, false, "solo-a"));
  const PlayedGame b = play_random_game(make_setup(1, Side::A, false, "solo-b"));
  {
    Saves saves(store);
    saves.load(kNow);
    REQUIRE(saves.games().empty());
    REQUIRE(saves.problems().empty());
    SavedGame first = saved_from(a, saves.new_id(kNow));
    SavedGame second = saved_from(b, saves.new_id(kNow));
    REQUIRE(first.id != second.id);
    second.updated_ms = kNow + 5;
    saves.save_game(first);
    saves.save_game(second);
    saves.set_open_game(second.id);
  }
  // A damaged entry, an entry of a future version and damaged settings.
  store.entries["game/broken"] = "{\"v\": 1, \"id\": \"broken\", \"record\": \"HR1.1A0.x.AA.zzzz\"}";
  store.entries["game/future"] = "{\"v\": 7}";
  store.entries["settings"] = "{{{";

  Saves saves(store);
  saves.load(kNow + 10);
  REQUIRE(saves.games().size() == 2);
  REQUIRE(saves.games()[0].record.setup.seed == "solo-b");  // most recent first
  REQUIRE(saves.problems().size() == 3);
  // Each notice says what kind of problem it is, in the player's words (the details go to the console).
  const auto said = [&](const std::string& words) {
    return std::any_of(saves.problems().begin(), saves.problems().end(),
                       [&](const std::string& p) { return p.find(words) != std::string::npos; });
  };
  CHECK(said("Your settings could not be read (they were damaged in storage)"));
  CHECK(said("(it was damaged in storage)"));
  CHECK(said("(it was saved by a newer version of the game; reload the page to update it)"));
  REQUIRE(saves.settings() == Settings{});
  REQUIRE(saves.open_game_id() == saves.games()[0].id);
  // Nothing is deleted: each unreadable text sits under aside/.
  REQUIRE(store.keys("aside/").size() == 3);
  REQUIRE_FALSE(store.read("game/broken"));
  for (const std::string& key : store.keys("aside/")) REQUIRE(store.read(key)->size() > 2);
  // A second load finds everything readable.
  Saves again(store);
  again.load(kNow + 20);
  REQUIRE(again.problems().empty());
  REQUIRE(again.games().size() == 2);
}

// Two tabs share one store: each page follows what the other writes.
TEST_CASE("Saves follow entries another page wrote", "[saves]") {
  MemoryStore store;
  Saves here(store), there(store);
  here.load(kNow);
  there.load(kNow);
  const PlayedGame played = play_random_game(make_setup(2, Side::B, false, "two-tabs"));

  // A game started in the other tab appears here.
  SavedGame started = saved_from(played, "g1");
  started.record.actions.resize(4);
  GameState state = GameState::create(started.record.setup);
  REQUIRE_FALSE(replay(started.record, state));
  summarise(started, state);
  there.save_game(started);
  REQUIRE(here.refresh("game/g1"));
  REQUIRE(here.find("g1"));
  REQUIRE(*here.find("g1") == started);
  REQUIRE_FALSE(here.refresh("game/g1"));  // nothing new the second time

  // Played on there: here sees the longer record, summarised anew.
  SavedGame later = saved_from(played, "g1");
  later.updated_ms = kNow + 60000;
  there.save_game(later);
  REQUIRE(here.refresh("game/g1"));
  REQUIRE(here.find("g1")->record == played.record);
  REQUIRE(here.find("g1")->finished);
  REQUIRE(here.games().size() == 1);

  // What this page cannot read is left alone, not set aside from under its writer.
  store.entries["game/g2"] = "{\"v\": 9}";
  REQUIRE_FALSE(here.refresh("game/g2"));
  REQUIRE(store.read("game/g2"));
  REQUIRE(here.problems().empty());

  // Settings, and a removed entry.
  Settings settings;
  settings.players = 3;
  there.save_settings(settings);
  REQUIRE(here.refresh("settings"));
  REQUIRE(here.settings() == settings);
  store.remove("game/g1");
  REQUIRE(here.refresh("game/g1"));
  REQUIRE(here.games().empty());
  REQUIRE_FALSE(here.refresh("open"));
}

TEST_CASE("A game whose actions turn illegal is set aside too", "[saves]") {
  MemoryStore store;
  const PlayedGame played = play_random_game(make_setup(2, Side::A, false, "illegal"));
  SavedGame g = saved_from(played, "g");
  g.record.actions.insert(g.record.actions.begin(), Action::end_turn());  // ending before taking tokens
  store.entries["game/g"] = to_json(g);
  Saves saves(store);
  saves.load(kNow);
  REQUIRE(saves.games().empty());
  REQUIRE(saves.problems().size() == 1);
  REQUIRE(saves.problems()[0].find("its moves break the rules") != std::string::npos);
}

TEST_CASE("Solo bests per configuration and the daily best", "[saves]") {
  MemoryStore store;
  Saves saves(store);
  saves.load(kNow);
  int best_a = -1;
  std::string best_id;
  for (int i = 0; i < 6; ++i) {
    const PlayedGame p = play_random_game(make_setup(1, Side::A, false, "best-" + std::to_string(i)));
    SavedGame g = saved_from(p, saves.new_id(kNow), i < 3 ? GameKind::Daily : GameKind::Local);
    if (i < 3) g.daily_date = "2026-11-30";
    saves.save_game(g);
    if (g.totals[0] > best_a) best_a = g.totals[0], best_id = g.id;
  }
  const PlayedGame spirits = play_random_game(make_setup(1, Side::B, true, "best-b"));
  saves.save_game(saved_from(spirits, saves.new_id(kNow)));
  const auto bests = saves.solo_bests();
  REQUIRE(bests.size() == 2);
  REQUIRE(bests.at("A").score == best_a);
  REQUIRE(bests.at("A").game_id == best_id);
  REQUIRE(bests.at("B+spirits").score == spirits.state.score(0).total);
  REQUIRE(bests.at("B+spirits").suns == spirits.state.suns());

  int daily = -1;
  for (const SavedGame& g : saves.games())
    if (g.kind == GameKind::Daily) daily = std::max(daily, g.totals[0]);
  REQUIRE(saves.daily_best("2026-11-30")->score == daily);
  REQUIRE_FALSE(saves.daily_best("2026-12-01"));
}

TEST_CASE("A game by link is found by its setup", "[saves]") {
  MemoryStore store;
  Saves saves(store);
  saves.load(kNow);
  const PlayedGame p = play_random_game(make_setup(3, Side::B, true, "by-link"));
  saves.save_game(saved_from(p, "local"));
  REQUIRE_FALSE(saves.find_by_link(p.record.setup));
  saves.save_game(saved_from(p, "link", GameKind::ByLink));
  REQUIRE(saves.find_by_link(p.record.setup)->id == "link");
  REQUIRE_FALSE(saves.find_by_link(make_setup(3, Side::B, true, "other")));
}

TEST_CASE("UTC dates of Unix times", "[saves]") {
  REQUIRE(utc_date(0) == "1970-01-01");
  REQUIRE(utc_date(951782400000.0) == "2000-02-29");
  REQUIRE(utc_date(1796083199000.0) == "2026-11-30");  // 23:59:59 UTC
  REQUIRE(utc_date(1796083200000.0) == "2026-12-01");
}

TEST_CASE("A saved game's bots are read back, and bad seat lists refused", "[saves]") {
  const PlayedGame played = play_random_game(make_setup(2, Side::A, false, "seat-list"));
  SavedGame g = saved_from(played, "b");
  g.seats = {Seat::Human, Seat::Medium};
  const std::string text = to_json(g);
  REQUIRE(text.find("\"bots\": [\"\", \"medium\"]") != std::string::npos);
  SavedGame back;
  REQUIRE_FALSE(saved_game_from_json(text, back));
  REQUIRE(back.seats == g.seats);
  // A game without bots writes no list and reads back all human.
  g.seats.clear();
  REQUIRE(to_json(g).find("\"bots\"") == std::string::npos);
  std::string too_many = text;
  too_many.replace(too_many.find("[\"\", \"medium\"]"), 14, "[\"\", \"easy\", \"hard\"]");
  REQUIRE(saved_game_from_json(too_many, back));
}

// The list says how far a game went in rounds (the engine's Position::round), never in every player's turns.
TEST_CASE("A saved game counts its rounds, not every player's turns", "[saves][list]") {
  const PlayedGame played = play_random_game(make_setup(2, Side::A, false, "rounds"));
  const SavedGame finished = saved_from(played, "g");
  REQUIRE(finished.rounds == played.state.now().round);
  // Two players, each a turn a round: a game of N rounds holds 2N turns, and the list says N.
  REQUIRE(finished.turns == 2 * finished.rounds);
  REQUIRE(finished.rounds == played.state.player(0).turns);
  set_language(Language::English);
  CHECK(describe_game(finished).find(std::to_string(finished.rounds) + " rounds") != std::string::npos);
  CHECK(describe_game(finished).find(std::to_string(finished.turns)) == std::string::npos);

  // In progress, after the first player's fifth turn: round 5 is under way (4 completed), not "turn 10".
  SavedGame partial = finished;
  GameState state = GameState::create(partial.record.setup);
  const int first = state.now().first_player;
  partial.record.actions.clear();
  for (const Action& a : finished.record.actions) {
    REQUIRE_FALSE(state.apply(a));
    partial.record.actions.push_back(a);
    if (state.player(first).turns == 5) break;
  }
  summarise(partial, state);
  REQUIRE_FALSE(partial.finished);
  REQUIRE(partial.rounds == 4);
  REQUIRE(partial.turns == 9);
  CHECK(describe_game(partial) == "2 players, side A, round 5");
  SavedGame back;
  REQUIRE_FALSE(saved_game_from_json(to_json(partial), back));
  REQUIRE(back.rounds == 4);

  // Solo, where a round is a turn, the list counts turns as the game screen does.
  const PlayedGame solo = play_random_game(make_setup(1, Side::B, false, "rounds-solo"));
  const SavedGame solo_game = saved_from(solo, "s");
  CHECK(describe_game(solo_game) == "Solo, side B, " + std::to_string(solo.state.now().round) + " turns");
  set_language(Language::French);
  CHECK(describe_game(partial) == "2 joueurs, face A, manche 5");
  set_language(Language::Spanish);
  CHECK(describe_game(partial) == "2 jugadores, cara A, ronda 5");
  set_language(Language::English);
}

TEST_CASE("A game set aside leaves the list and the bests, whole, and comes back", "[saves][aside]") {
  MemoryStore store;
  const PlayedGame solo = play_random_game(make_setup(1, Side::A, false, "aside-solo"));
  const PlayedGame duo = play_random_game(make_setup(2, Side::A, false, "aside-duo"));
  const PlayedGame daily = play_random_game(make_setup(1, Side::C, false, "aside-daily"));
  SavedGame kept_solo = saved_from(solo, "solo");
  kept_solo.updated_ms = kNow + 2;
  SavedGame kept_daily = saved_from(daily, "daily", GameKind::Daily);
  kept_daily.daily_date = "2026-12-03";
  SavedGame unfinished = saved_from(duo, "duo");
  unfinished.record.actions.resize(9);
  GameState state = GameState::create(unfinished.record.setup);
  REQUIRE_FALSE(replay(unfinished.record, state));
  summarise(unfinished, state);
  unfinished.updated_ms = kNow + 1;
  {
    Saves saves(store);
    saves.load(kNow);
    saves.save_game(kept_solo);
    saves.save_game(kept_daily);
    saves.save_game(unfinished);
    saves.set_open_game("duo");
    REQUIRE(saves.solo_bests().count("A"));
    REQUIRE(saves.latest_unfinished()->id == "duo");

    REQUIRE(saves.set_aside("solo", kNow + 10));
    REQUIRE(saves.set_aside("duo", kNow + 20));
    REQUIRE(saves.set_aside("daily", kNow + 30));
    REQUIRE_FALSE(saves.set_aside("solo", kNow + 40));  // already aside
    REQUIRE_FALSE(saves.set_aside("nowhere", kNow + 40));
    REQUIRE(saves.games().empty());
    REQUIRE(saves.set_aside_games().size() == 3);
    CHECK(saves.set_aside_games()[0].id == "daily");  // most recently set aside first
    CHECK(saves.solo_bests().empty());
    CHECK_FALSE(saves.daily_best("2026-12-03"));
    CHECK_FALSE(saves.latest_unfinished());
    CHECK(saves.open_game_id().empty());  // a reload does not open a game set aside
    REQUIRE(saves.find("duo"));            // still found by id (reviews, a second tab)
  }
  // Nothing deleted: every entry under its key, whole, marked set aside.
  REQUIRE(store.keys("game/").size() == 3);
  REQUIRE(store.keys("aside/").empty());

  // A reload keeps them aside; bringing one back puts it where its last play places it, moves intact.
  Saves saves(store);
  saves.load(kNow + 50);
  REQUIRE(saves.problems().empty());
  REQUIRE(saves.games().empty());
  REQUIRE(saves.set_aside_games().size() == 3);
  REQUIRE(saves.bring_back("solo"));
  REQUIRE_FALSE(saves.bring_back("solo"));
  REQUIRE(saves.bring_back("duo"));
  REQUIRE(saves.games().size() == 2);
  CHECK(saves.games()[0].id == "solo");
  CHECK(saves.games()[0] == kept_solo);
  CHECK(saves.games()[1] == unfinished);
  CHECK(saves.solo_bests().at("A").game_id == "solo");
  CHECK(saves.set_aside_games().size() == 1);

  // Another page follows: what this one set aside or brought back.
  Saves there(store);
  there.load(kNow + 60);
  REQUIRE(saves.set_aside("solo", kNow + 70));
  REQUIRE(there.refresh("game/solo"));
  CHECK(there.games().size() == 1);
  CHECK(there.set_aside_games().size() == 2);
  CHECK(there.solo_bests().empty());
  REQUIRE(saves.bring_back("daily"));
  REQUIRE(there.refresh("game/daily"));
  CHECK(there.daily_best("2026-12-03")->score == kept_daily.totals[0]);
}

TEST_CASE("A game set aside and played on comes back to the list", "[saves][aside]") {
  MemoryStore store;
  Saves saves(store);
  saves.load(kNow);
  const PlayedGame p = play_random_game(make_setup(2, Side::B, false, "aside-played"));
  SavedGame g = saved_from(p, "link", GameKind::ByLink);
  saves.save_game(g);
  REQUIRE(saves.set_aside("link", kNow + 1));
  // The next turn of a game by link finds the game set aside rather than starting a second copy.
  REQUIRE(saves.find_by_link(p.record.setup));
  CHECK(saves.find_by_link(p.record.setup)->id == "link");
}
