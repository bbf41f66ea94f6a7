// Share links: a setup, a whole game or a game handed on by link, in the
// page's address; refused with a plain sentence when they do not decode
// (DESIGN.md "File formats", link.hpp).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "harmonies/link.hpp"
#include "harmonies/random_play.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

const std::string kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

const std::vector<std::string> kNames = {"Zoë", "Łucja", "山田", "Ann"};

std::vector<std::string> names_for(int players) { return {kNames.begin(), kNames.begin() + players}; }

Link game_link(LinkKind kind, int players, const std::string& seed, bool with_names) {
  PlayedGame game = play_random_game(make_setup(players, Side::B, true, seed));
  return Link{kind, game.record, with_names ? names_for(players) : std::vector<std::string>{}, {}};
}

// A 4-player game stopped half-way, with names: every part of the format present.
Link sample_link() {
  Link link = game_link(LinkKind::Turn, 4, "sample", true);
  link.record.actions.resize(link.record.actions.size() / 2);
  return link;
}

std::string refusal(std::string_view text) {
  Link out;
  Error e = decode_link(text, out);
  INFO("decoding " << text);
  REQUIRE(e);
  return e.message;
}

Link decoded(std::string_view text) {
  Link out;
  Error e = decode_link(text, out);
  INFO("decoding " << text << ": " << e.message);
  REQUIRE_FALSE(e);
  return out;
}

}  // namespace

TEST_CASE("Links of every kind round-trip for 1 to 4 players", "[link]") {
  for (int players = 1; players <= 4; ++players) {
    for (bool with_names : {false, true}) {
      const std::string seed = "link-" + std::to_string(players);
      for (LinkKind kind : {LinkKind::Game, LinkKind::Turn}) {
        const Link link = game_link(kind, players, seed, with_names);
        const std::string text = encode_link(link);
        REQUIRE(text.find_first_not_of(kAlphabet + ".~") == std::string::npos);
        REQUIRE(decoded(text) == link);
        GameState replayed = GameState::create(link.record.setup);
        REQUIRE_FALSE(replay(decoded(text).record, replayed));
        REQUIRE(replayed.is_terminal());
      }
      const Link setup{LinkKind::Setup, Record{make_setup(players, Side::A, players % 2 == 0, seed), {}}, {}, {}};
      REQUIRE(encode_link(setup).rfind("HS1.", 0) == 0);
      REQUIRE(decoded(encode_link(setup)) == setup);
    }
  }
}

TEST_CASE("A link is found in whatever was pasted or opened", "[link]") {
  const Link link = sample_link();
  const std::string text = encode_link(link);
  REQUIRE(text.find('~') != std::string::npos);
  REQUIRE(decoded("#" + text) == link);
  REQUIRE(decoded("  \t" + text + "\r\n") == link);
  REQUIRE(decoded("https://example.org/harmonies/?seed=x#" + text) == link);
  REQUIRE(decoded("https://example.org/#" + text + "\n") == link);
  std::string escaped = text;
  for (size_t at = escaped.find('~'); at != std::string::npos; at = escaped.find('~', at))
    escaped.replace(at, 1, at % 2 ? "%7E" : "%7e");
  REQUIRE(decoded(escaped) == link);
}

TEST_CASE("A link in progress decodes without judging its moves", "[link]") {
  Link link = sample_link();
  link.record.actions.insert(link.record.actions.begin(), Action::end_turn());
  const Link back = decoded(encode_link(link));
  REQUIRE(back == link);
  GameState g = GameState::create(back.record.setup);
  REQUIRE(replay(back.record, g).message.find("action 0 (end) is illegal") == 0);
}

TEST_CASE("Every single changed character of a link is refused", "[link][robust]") {
  const std::string setup_text = encode_link({LinkKind::Setup, {make_setup(3, Side::B, true, "oak"), {}}, {}, {}});
  for (const std::string& good : {encode_link(sample_link()), setup_text}) {
    int checked = 0;
    for (size_t i = 0; i < good.size(); ++i) {
      for (char c : kAlphabet + ".~") {
        if (c == good[i]) continue;
        std::string bad = good;
        bad[i] = c;
        Link out;
        INFO(bad);
        REQUIRE(decode_link(bad, out));
        ++checked;
      }
    }
    REQUIRE(checked == static_cast<int>(good.size()) * 65);
  }
}

TEST_CASE("Every cut-off link is refused as incomplete", "[link][robust]") {
  for (const Link& link : {sample_link(), Link{LinkKind::Setup, {make_setup(2), {}}, {}, {}}}) {
    const std::string good = encode_link(link);
    REQUIRE(refusal("") == "the link is empty");
    for (size_t length = 1; length < good.size(); ++length)
      REQUIRE(refusal(good.substr(0, length)) == "the link is incomplete");
  }
}

TEST_CASE("Links of other versions, kinds or programs are refused plainly", "[link][robust]") {
  const std::string good = encode_link(sample_link());  // HT1.4B1....
  const std::string rest = good.substr(3);
  REQUIRE(refusal("HG3" + rest) == "this link was made by a newer version of the game (HG3); update the page");
  REQUIRE(refusal("HS9" + rest) == "this link was made by a newer version of the game (HS9); update the page");
  REQUIRE(refusal("HT10" + rest) == "this link was made by a newer version of the game (HT10); update the page");
  for (const std::string& bad : {"HT0" + rest, "HT01" + rest, "HX1" + rest, "HR1" + rest, "ht1" + rest,
                                 "XT1" + rest, "HT1x" + rest, "HTT" + rest})
    REQUIRE(refusal(bad) == "this is not a Harmonies link");
  for (const std::string& bad : std::vector<std::string>{"hello", "https://example.org/", "https://example.org/#", "{\"side\": \"A\"}",
                                 std::string("\0\xff\xfe", 3), std::string(5000, 'H')})
    REQUIRE_FALSE(refusal(bad).empty());
  REQUIRE(refusal("https://example.org/#") == "the link is empty");
  REQUIRE(refusal("hello") == "this is not a Harmonies link");
}

TEST_CASE("A setup link carries no moves and no names", "[link][robust]") {
  Link with_moves{LinkKind::Setup, {make_setup(2), {Action::take_spot(0)}}, {}, {}};
  REQUIRE(refusal(encode_link(with_moves)) == "a setup link cannot carry moves or player names");
  Link with_names{LinkKind::Setup, {make_setup(2), {}}, {"Ann", "Bob"}, {}};
  REQUIRE(refusal(encode_link(with_names)) == "a setup link cannot carry moves or player names");
}

TEST_CASE("Names are short, valid UTF-8 text without control characters", "[link][names]") {
  for (const std::string& good : std::vector<std::string>{"A", "Zoë", "Łucja", "山田", "Ann-Marie O'Neil", "😀 smile",
                                  std::string(24, 'x'), "山山山山山山山山"})
    REQUIRE_FALSE(check_name(good));
  REQUIRE(check_name("").message == "the name is empty");
  REQUIRE(check_name(std::string(25, 'x')).message.find("the name is too long (at most 24 bytes") == 0);
  REQUIRE(check_name("山山山山山山山山x").message.find("too long") != std::string::npos);
  const std::vector<std::string> not_utf8 = {
      "\xff", "Zo\xc3", "\xc3\x28", "\xc0\x80",       // stray, cut off, bad continuation, overlong NUL
      "\xe0\x80\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80",  // overlong '/', a surrogate, beyond U+10FFFF
      "\x80"};
  for (const std::string& bad : not_utf8) REQUIRE(check_name(bad).message == "the name is not valid UTF-8 text");
  for (const std::string& bad : {std::string("a\nb"), std::string("tab\t"), std::string("a\0b", 3),
                                 std::string("del\x7f"), std::string("c1\xc2\x85")})
    REQUIRE(check_name(bad).message == "the name contains a control character");
}

TEST_CASE("A link with bad names is refused, naming the player", "[link][names][robust]") {
  Link link = game_link(LinkKind::Game, 3, "names", true);
  auto with_names = [&](std::vector<std::string> names) {
    Link bad = link;
    bad.names = std::move(names);
    return refusal(encode_link(bad));
  };
  REQUIRE(with_names({"Ann", "Bob", "Zo\xc3"}) == "the name of player 3 is not valid UTF-8 text");
  REQUIRE(with_names({"Ann", "a\nb", "Cy"}) == "the name of player 2 contains a control character");
  REQUIRE(with_names({std::string(25, 'x'), "Bob", "Cy"}).find("the name of player 1 is too long") == 0);
  REQUIRE(with_names({"Ann", "", "Cy"}) == "the name of player 2 is empty");
  REQUIRE(with_names({"Ann", "Bob", "Cy", "Dee"}) == "the link gives 4 player names for a game of 3 players");
  REQUIRE(with_names({"Ann", "Bob"}) == "the link gives 2 player names for a game of 3 players");
  link.names = {"Ann", "Bob", std::string(24, 'x')};
  REQUIRE(decoded(encode_link(link)) == link);
}

TEST_CASE("compare_games tells how an incoming game relates to a known one", "[link]") {
  const Record known = sample_link().record;
  Record incoming = known;
  REQUIRE(compare_games(known, incoming).relation == Continuation::Same);
  incoming.actions.push_back(Action::end_turn());
  REQUIRE(compare_games(known, incoming).relation == Continuation::Extends);
  REQUIRE(compare_games(incoming, known).relation == Continuation::Older);
  incoming = known;
  incoming.actions[7] = incoming.actions[7] == Action::end_turn() ? Action::take_spot(0) : Action::end_turn();
  const Comparison diverges = compare_games(known, incoming);
  REQUIRE(diverges.relation == Continuation::Diverges);
  REQUIRE(diverges.at == 7);
  // Shorter and different: still diverging, not older. (erase, not resize: GCC 12 warns falsely on resize here)
  incoming.actions.erase(incoming.actions.begin() + 3, incoming.actions.end());
  incoming.actions[2] = known.actions[2] == Action::end_turn() ? Action::take_spot(0) : Action::end_turn();
  REQUIRE(compare_games(known, incoming).relation == Continuation::Diverges);
  REQUIRE(compare_games(known, incoming).at == 2);
  incoming = known;
  incoming.setup.seed = "other";
  REQUIRE(compare_games(known, incoming).relation == Continuation::OtherGame);
  incoming = known;
  incoming.setup.side = known.setup.side == Side::A ? Side::B : Side::A;
  REQUIRE(compare_games(known, incoming).relation == Continuation::OtherGame);
  const Record empty{known.setup, {}};
  REQUIRE(compare_games(empty, known).relation == Continuation::Extends);
  REQUIRE(compare_games(empty, empty).relation == Continuation::Same);
}

TEST_CASE("The daily challenge is one solo setup per date, varying by day", "[link][daily]") {
  const Setup day = daily_setup(2025, 3, 7);
  REQUIRE(day.players == 1);
  REQUIRE(day.seed == "daily-2025-03-07");
  REQUIRE(daily_setup(2025, 3, 7) == day);
  REQUIRE_FALSE(check_setup(day));
  bool sides[2] = {}, spirits[2] = {};
  for (int i = 0; i < 60; ++i) {
    const Setup s = daily_setup(2025, 1 + i / 28, 1 + i % 28);
    REQUIRE_FALSE(check_setup(s));
    sides[s.side == Side::B] = true;
    spirits[s.spirits] = true;
  }
  REQUIRE((sides[0] && sides[1] && spirits[0] && spirits[1]));
  // Out-of-range dates still give a usable setup.
  for (const Setup& odd : {daily_setup(-5, 0, 99), daily_setup(123456, 13, 0), daily_setup(12, 2, 30)})
    REQUIRE_FALSE(check_setup(odd));
  REQUIRE(daily_setup(12, 2, 30).seed == "daily-0012-02-30");
}

TEST_CASE("A finished 4-player game with names fits in an address", "[link][measure]") {
  const std::vector<std::string> names(4, std::string(16, 'n'));
  size_t longest = 0, total = 0;
  constexpr int kGames = 200;
  for (int i = 0; i < kGames; ++i) {
    PlayedGame game = play_random_game(make_setup(4, i % 2 ? Side::B : Side::A, true, "long-" + std::to_string(i)));
    const std::string text = encode_link({LinkKind::Game, game.record, names, {}});
    longest = std::max(longest, text.size());
    total += text.size();
  }
  WARN("longest 4-player game link over " << kGames << " random games: " << longest << " characters (mean "
                                           << total / kGames << ")");
  REQUIRE(longest < 4000);
}

namespace {

// A player who does as much as a turn allows: every cube it can place, a card
// whenever it can, End turn only when nothing else is left. Its records are
// longer than real players' (who skip cards and cubes).
Record busy_game(const Setup& setup, std::uint64_t seed) {
  GameState state = GameState::create(setup);
  Rng rng(seed);
  Record record{setup, {}};
  while (!state.is_terminal()) {
    std::vector<Action> legal = state.legal_actions();
    auto pick = [&](ActionType type) -> const Action* {
      for (const Action& a : legal)
        if (a.type == type) return &a;
      return nullptr;
    };
    const Action* chosen = pick(ActionType::PlaceCube);
    if (!chosen) chosen = pick(ActionType::TakeCard);
    if (!chosen) {
      std::vector<Action> others;
      for (const Action& a : legal)
        if (a.type != ActionType::EndTurn && !is_take_back(a.type)) others.push_back(a);
      const Action a = others.empty() ? *pick(ActionType::EndTurn) : others[rng.below(others.size())];
      REQUIRE_FALSE(state.apply(a));
      record.actions.push_back(a);
      continue;
    }
    const Action a = *chosen;
    REQUIRE_FALSE(state.apply(a));
    record.actions.push_back(a);
  }
  return record;
}

}  // namespace

TEST_CASE("A 4-player game of busy players still fits a chat message", "[link][measure]") {
  const std::vector<std::string> names(4, std::string(16, 'n'));
  size_t longest = 0;
  for (int i = 0; i < 50; ++i) {
    const Record record = busy_game(make_setup(4, i % 2 ? Side::B : Side::A, true, "busy-" + std::to_string(i)), i);
    longest = std::max(longest, encode_link({LinkKind::Game, record, names, {}}).size());
  }
  WARN("longest 4-player game link of busy players over 50 games: " << longest << " characters");
  REQUIRE(longest < 4000);
}

TEST_CASE("Seat names: a seat without a name is \"Player N\", counting from 1, and that name is valid",
          "[link][names]") {
  REQUIRE(default_player_name(0) == "Player 1");
  REQUIRE(default_player_name(3) == "Player 4");
  for (int seat = 0; seat < kMaxPlayers; ++seat) REQUIRE_FALSE(check_name(default_player_name(seat)));
}

TEST_CASE("Each refusal says what kind of problem it is (an app words it in the player's language)", "[link][robust]") {
  const auto kind_of = [](std::string_view text) {
    Link out;
    Error e = decode_link(text, out);
    REQUIRE(e);
    return e.kind;
  };
  const std::string good = encode_link(sample_link());
  CHECK(kind_of("") == ErrorKind::Empty);
  CHECK(kind_of(good.substr(0, good.size() / 2)) == ErrorKind::Incomplete);
  CHECK(kind_of("hello") == ErrorKind::Foreign);
  CHECK(kind_of("HT3" + good.substr(3)) == ErrorKind::Newer);
  // Past the magic, a changed character is damage (or, when it removes a field separator, a cut-off link).
  for (size_t i = 4; i < good.size(); ++i) {
    std::string bad = good;
    bad[i] = bad[i] == 'A' ? 'B' : 'A';
    INFO(bad);
    CHECK(kind_of(bad) == (good[i] == '.' ? ErrorKind::Incomplete : ErrorKind::Damaged));
  }
  CHECK(kind_of(encode_link({LinkKind::Setup, {make_setup(2), {Action::take_spot(0)}}, {}, {}})) == ErrorKind::Damaged);
  // A correctly sealed link whose names do not read: damaged too.
  Link bad_names = sample_link();
  bad_names.names[0] = std::string("\x01", 1);
  CHECK(kind_of(encode_link(bad_names)) == ErrorKind::Damaged);

  Record record;
  const std::string record_text = encode_record(play_random_game(make_setup(2, Side::A, false, "kinds")).record);
  CHECK(decode_record("HR9" + record_text.substr(3), record).kind == ErrorKind::Newer);
  CHECK(decode_record("HR", record).kind == ErrorKind::Incomplete);
  CHECK(decode_record("hello", record).kind == ErrorKind::Foreign);
  Record illegal = decoded(good).record;
  illegal.actions.insert(illegal.actions.begin(), Action::end_turn());
  GameState state = GameState::create(illegal.setup);
  CHECK(replay(illegal, state).kind == ErrorKind::Illegal);
}

TEST_CASE("Links of Crescendo games carry their module letters and round-trip, names included", "[link][crescendo]") {
  for (int players = 1; players <= 4; ++players) {
    Setup setup = make_setup(players, static_cast<Side>(4 - players), players % 2 == 1, "crescendo-link");
    setup.sanctuaries = true;
    setup.whispers = players > 1;
    setup.pulse = players == 4;
    const PlayedGame game = play_random_game(setup);
    for (LinkKind kind : {LinkKind::Game, LinkKind::Turn}) {
      const Link link{kind, game.record, names_for(players), {}};
      const std::string text = encode_link(link);
      REQUIRE(text.find(std::string(setup.pulse ? "P" : "") + "S" + (setup.whispers ? "W" : "") + ".crescendo-link.") !=
              std::string::npos);
      REQUIRE(decoded(text) == link);
      GameState replayed = GameState::create(setup);
      REQUIRE_FALSE(replay(decoded(text).record, replayed));
      REQUIRE(replayed == game.state);
    }
    const Link setup_link{LinkKind::Setup, Record{setup, {}}, {}, {}};
    REQUIRE(decoded(encode_link(setup_link)) == setup_link);
  }
  // Module letters out of order are damage; an unknown one is a newer version's.
  const auto reseal = [](std::string body) {
    const auto h = static_cast<std::uint32_t>(hash_text(body) & 0xFFFFFFu);
    body += '.';
    for (int shift = 18; shift >= 0; shift -= 6) body += kAlphabet[(h >> shift) & 63];
    return body;
  };
  REQUIRE(refusal(reseal("HS1.2A1WS.seed")) == "the link's options are malformed");
  REQUIRE(refusal(reseal("HG1.2A1X.seed.AA.")) == "the link's options name a module this version does not know");
  Link out;
  CHECK(decode_link(reseal("HS1.2A1X.seed"), out).kind == ErrorKind::Newer);
  CHECK(decoded(reseal("HS1.3D0SW.seed")).record.setup.whispers);
}

namespace {

// The text sealed with its checksum, as encode_link seals it.
std::string sealed(std::string body) {
  const auto h = static_cast<std::uint32_t>(hash_text(body) & 0xFFFFFFu);
  body += '.';
  for (int shift = 18; shift >= 0; shift -= 6) body += kAlphabet[(h >> shift) & 63];
  return body;
}

}  // namespace

TEST_CASE("Links made before seats decode and encode byte for byte as then", "[link][seats]") {
  // Made by harmonies-cli link at the commit before seats (tests/data/links/old-*.txt).
  const std::string actions = "CAJAIBICSAwACAJBKhKiRgwABAJgIDJkRAYEwACAKAIGKERgYhwACAJFJFJG";
  const std::vector<std::string> old_links = {
      "HS1.2A0.seats-pin.8yHk",
      "HG1.2A0.seats-pin." + actions + "..XaKc",
      "HG1.2A0.seats-pin." + actions + ".Wm_Dqw~T3R0ZXIgKG1lZGl1bSk.FsXf",
      "HT1.2A0.seats-pin." + actions + "..GRV7",
      "HT1.2A0.seats-pin." + actions + ".QW5u~Qm9i.Eclx",
  };
  for (const std::string& text : old_links) {
    const Link link = decoded(text);
    CHECK(link.seats.empty());
    CHECK(encode_link(link) == text);
  }
  CHECK(decoded(old_links[2]).names == std::vector<std::string>{"Zoë", "Otter (medium)"});
}

TEST_CASE("Game and turn links tell who plays each seat when given", "[link][seats]") {
  for (int players = 1; players <= 4; ++players) {
    Link link = game_link(LinkKind::Game, players, "seats-" + std::to_string(players), players % 2 == 0);
    for (int seat = 0; seat < players; ++seat) link.seats.push_back(static_cast<SeatKind>(seat % kSeatKinds));
    const std::string text = encode_link(link);
    INFO(text);
    REQUIRE(text.starts_with("HG2."));
    REQUIRE(text.find(std::string(".pemh").substr(0, players + 1) + ".") != std::string::npos);
    REQUIRE(decoded(text) == link);
    // A turn link's seats are people's.
    link.kind = LinkKind::Turn;
    link.seats.assign(players, SeatKind::Human);
    REQUIRE(encode_link(link).starts_with("HT2."));
    REQUIRE(decoded(encode_link(link)) == link);
  }
  for (int k = 0; k < kSeatKinds; ++k) {
    const auto kind = static_cast<SeatKind>(k);
    REQUIRE(seat_kind_from_name(seat_kind_name(kind)) == kind);
  }
  CHECK(seat_kind_name(SeatKind::Medium) == "medium");
  CHECK_FALSE(seat_kind_from_name("Human"));
  CHECK_FALSE(seat_kind_from_name(""));
}

TEST_CASE("Seats that do not fit the game are refused plainly", "[link][seats][robust]") {
  const auto kind_of = [](std::string_view text) {
    Link out;
    return decode_link(text, out).kind;
  };
  // A kind this version does not know: a newer version's link.
  REQUIRE(refusal(sealed("HG2.2A0.x...pz")) == "the link names a kind of player this version does not know");
  CHECK(kind_of(sealed("HG2.2A0.x...pz")) == ErrorKind::Newer);
  REQUIRE(refusal(sealed("HG2.2A0.x...pM")) == "the link's seats are malformed");
  CHECK(kind_of(sealed("HG2.2A0.x...pM")) == ErrorKind::Damaged);
  REQUIRE(refusal(sealed("HG2.2A0.x...pmh")) == "the link tells who plays 3 seats of a game of 2 players");
  REQUIRE(refusal(sealed("HG2.1A0.x...")) == "the link tells who plays 0 seats of a game of 1 player");
  REQUIRE(refusal(sealed("HT2.2A0.x...pe")) == "a turn link hands a game between people: it cannot give a seat to a bot");
  CHECK(kind_of(sealed("HT2.2A0.x...pe")) == ErrorKind::Damaged);
  CHECK(decoded(sealed("HT2.2A0.x...pp")).seats == std::vector<SeatKind>{SeatKind::Human, SeatKind::Human});
  // Version 2 has the seats' part, version 1 none; a setup link has no version 2.
  CHECK(kind_of(sealed("HG2.2A0.x..")) == ErrorKind::Incomplete);
  CHECK(kind_of(sealed("HG1.2A0.x...pm")) == ErrorKind::Damaged);
  REQUIRE(refusal(sealed("HS2.2A0.x")) == "this link was made by a newer version of the game (HS2); update the page");
  REQUIRE(refusal(sealed("HS1.2A0.x...pm")) == "a setup link cannot carry moves or player names");
  REQUIRE(refusal("HG2") == "the link is incomplete");
  // A setup link given seats is written so that it is refused, like one given names.
  const Link setup{LinkKind::Setup, {make_setup(2), {}}, {}, {SeatKind::Human, SeatKind::Easy}};
  REQUIRE(refusal(encode_link(setup)) == "a setup link cannot carry moves or player names");
}
