// harmonies-cli cards: measures the decks with bots (issue 6, DECK_BALANCE.md).
// Bots play K games, the Nature's Spirit variant on, by default over a mix of
// player counts (1, 2, 3, 4 in turn) and both sides; every animal card and
// spirit (and, with those modules, every sanctuary tile and whisper card) is
// followed from the row (or the deal) to the final score. Prints a Markdown
// table per deck and summary lines; deterministic for a seed (the game of
// index i is exactly `play --bots LEVELS --spirits [MODULES] --seed <i-th seed>`
// with the same players and side).
#include "cards.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "arguments.hpp"
#include "harmonies/bot.hpp"

namespace harmonies::cli {

namespace {

struct CardsOptions {
  std::string seed = "cards";
  int games = 400;
  int players = 0;  // 0: cycle 1, 2, 3, 4
  int side = -1;    // -1: A and B in turn
  std::vector<BotLevel> bots{BotLevel::Medium};
  bool pulse = false;  // RULES.md "Pulse": its 10 animals join the deck
  bool sanctuaries = false;  // RULES.md "Sanctuaries": its tile row
  bool whispers = false;     // RULES.md "Whispers": its row of whisper cards
  std::string error;
};

CardsOptions parse(int argc, char** argv) {
  CardsOptions o;
  const std::initializer_list<std::string_view> valued = {"--bots", "--players", "--side", "--games", "--seed"};
  const std::initializer_list<std::string_view> flags = {"--pulse", "--sanctuaries", "--whispers"};
  o.error = read_options(argc, argv, 2, flags, valued, [&](const std::string& name, const std::string& v) {
    if (name == "--pulse" || name == "--sanctuaries" || name == "--whispers") {
      (name == "--pulse" ? o.pulse : name == "--sanctuaries" ? o.sanctuaries : o.whispers) = true;
      return std::string();
    }
    if (name == "--bots") return read_bots(v, o.bots);
    if (name == "--players") return read_players(v, o.players);
    if (name == "--games") return read_games(v, 100000, o.games);
    if (name == "--seed") return read_seed(v, o.seed);
    Side side = Side::A;
    std::string error = read_side(v, side);
    o.side = static_cast<int>(side);
    return error;
  });
  return o;
}

// Tokens one copy of a habitat costs: water and field 1, building 2 (a red on
// one base), a tree or mountain of height h: h.
int habitat_tokens(const Pattern& pattern) {
  int tokens = 0;
  for (const PatternHex& h : pattern.hexes) {
    switch (h.terrain) {
      case Terrain::Water:
      case Terrain::Field: tokens += 1; break;
      case Terrain::Building: tokens += 2; break;
      case Terrain::Tree:
      case Terrain::Mountain: tokens += h.height; break;
    }
  }
  return tokens;
}

// RULES.md "Sanctuaries": a built sanctuary costs its two tokens.
constexpr int kSanctuaryTokens = 2;

// Tokens under one whisper cube: the least stack topped by its terrain (as a one-hex habitat: water,
// field, tree or mountain 1, building 2).
int whisper_tokens(const WhisperCard& card) {
  Pattern one;
  one.hexes.push_back(PatternHex{Axial{}, card.terrain, 1});
  return habitat_tokens(one);
}

// What happened to one card over all games.
struct Tally {
  long long offered = 0;
  long long taken = 0;
  long long completed = 0;   // tiles: built
  long long cubes = 0;       // whisper cards: whisper cubes placed
  long long points = 0;
  long long tokens = 0;      // cubes placed x habitat tokens (tiles: 2 per sanctuary built)
  long long take_turns = 0;  // sum of the taker's turn number (1 = their first)
  long long rule_points = 0; // spirits: the rule's points at the end, cube or not
  long long shared = 0;      // tiles: sanctuaries holding an animal's final cube; whispers: cubes sharing a
                             // space with an animal or spirit cube
};

struct Tallies {
  std::vector<Tally> animals, spirits, tiles, whispers;
};

// Setup of the game of index i: the given players and side, or the mix.
Setup game_setup(const CardsOptions& o, int i) {
  Setup s;
  s.spirits = true;
  s.pulse = o.pulse;
  s.sanctuaries = o.sanctuaries;
  s.whispers = o.whispers;
  s.seed = nth_seed(o.seed, i);
  s.players = o.players ? o.players : 1 + i % kMaxPlayers;
  s.side = o.side >= 0 ? static_cast<Side>(o.side) : static_cast<Side>((i / kMaxPlayers) % 2);
  return s;
}

// Where one player put a tile's sanctuary or a whisper card's cube.
struct Spot {
  int player = 0;
  int space = 0;
};

void play_one(const Setup& setup, const std::vector<BotLevel>& levels, Tallies& tallies) {
  std::vector<Tally>& animals = tallies.animals;
  std::vector<Tally>& spirits = tallies.spirits;
  // Seeded exactly as play_bot_game seeds its bots, so `play --bots` replays the game.
  const std::uint64_t seed = hash_text(setup.seed);
  GameState state = GameState::create(setup);
  std::vector<Bot> bots;
  for (int p = 0; p < setup.players; ++p)
    bots.emplace_back(levels[static_cast<size_t>(p) % levels.size()], seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(p));
  std::vector<int> take_turn(animals.size(), 0);
  std::vector<std::vector<Spot>> built(tallies.tiles.size()), whisper_cubes(tallies.whispers.size());
  bool turn_start = true;
  // Whether the turn's whisper cards and tiles were counted as offered at its start: when not, one
  // taken later in the turn (a card finished meanwhile made room) is counted when taken.
  bool whispers_offered = false, tiles_offered = false;
  while (!state.is_terminal()) {
    const Position& now = state.now();
    const int p = state.current_player();
    if (turn_start) {
      // The 4-card limit counts unfinished whisper cards and an unbuilt tile too (RULES.md "Crescendo").
      const bool room = state.held_unfinished(p) < kMaxActiveCards;
      whispers_offered = room;
      tiles_offered = room && state.open_tile(p) == kNone;
      if (room)
        for (int s = 0; s < state.row_size(); ++s)
          if (now.row[s] != kNone) ++animals[static_cast<size_t>(now.row[s])].offered;
      for (auto id : now.whisper_row)
        if (id != kNone && whispers_offered) ++tallies.whispers[static_cast<size_t>(id)].offered;
      for (auto id : now.tile_row)
        if (id != kNone && tiles_offered) ++tallies.tiles[static_cast<size_t>(id)].offered;
    }
    const Action a = bots[static_cast<size_t>(p)].choose(state);
    const int open_tile = state.open_tile(p);
    if (a.type == ActionType::TakeCard) {
      const int id = now.row[a.a];
      ++animals[static_cast<size_t>(id)].taken;
      take_turn[static_cast<size_t>(id)] = now.players[p].turns + 1;
    } else if (a.type == ActionType::ChooseSpirit) {
      for (int option : now.players[p].spirit_options) ++spirits[static_cast<size_t>(option)].offered;
      ++spirits[static_cast<size_t>(now.players[p].spirit_options[a.a])].taken;
    } else if (a.type == ActionType::TakeWhisper || a.type == ActionType::TakeTile) {
      const bool whisper = a.type == ActionType::TakeWhisper;
      Tally& t = (whisper ? tallies.whispers : tallies.tiles)[static_cast<size_t>(
          whisper ? now.whisper_row[a.a] : now.tile_row[a.a])];
      ++t.taken;
      t.take_turns += now.players[p].turns + 1;
      if (!(whisper ? whispers_offered : tiles_offered)) ++t.offered;
    } else if (a.type == ActionType::PlaceWhisper) {
      whisper_cubes[a.a].push_back({p, a.b});
    }
    state.apply(a);
    // A token that completes the open tile's sanctuary (RULES.md "Sanctuaries", building it).
    if (a.type == ActionType::PlaceToken && open_tile != kNone && state.open_tile(p) == kNone)
      built[static_cast<size_t>(open_tile)].push_back({p, a.b});
    turn_start = a.type == ActionType::EndTurn;
  }
  const Decks& decks = state.decks();
  for (size_t id = 0; id < animals.size(); ++id) {
    if (take_turn[id] == 0) continue;
    const AnimalCard& card = decks.animals[id];
    const int cubes = state.now().cubes_on_card[id];
    Tally& t = animals[id];
    t.completed += cubes == card.cubes();
    t.cubes += cubes;
    t.points += card.points(cubes);
    t.tokens += static_cast<long long>(cubes) * habitat_tokens(card.pattern);
    t.take_turns += take_turn[id];
  }
  for (int p = 0; p < setup.players; ++p) {
    const PlayerState& ps = state.player(p);
    if (ps.spirit == kNone) continue;
    const SpiritCard& spirit = decks.spirits[static_cast<size_t>(ps.spirit)];
    Tally& t = spirits[static_cast<size_t>(ps.spirit)];
    const int rule = spirit_points(ps.board, spirit.rule);
    t.rule_points += rule;
    if (!ps.spirit_cube) continue;
    t.completed += 1;
    t.cubes += 1;
    t.points += rule;
    t.tokens += habitat_tokens(spirit.pattern);
  }
  for (size_t id = 0; id < built.size(); ++id) {
    Tally& t = tallies.tiles[id];
    for (const Spot& at : built[id]) {
      const Board& board = state.player(at.player).board;
      t.completed += 1;
      t.points += sanctuary_points_at(board, at.space);
      t.tokens += kSanctuaryTokens;
      t.shared += board.has_card_cube(at.space);
    }
  }
  for (size_t id = 0; id < whisper_cubes.size(); ++id) {
    Tally& t = tallies.whispers[id];
    t.completed += static_cast<int>(whisper_cubes[id].size()) == kWhisperCubes;
    for (const Spot& at : whisper_cubes[id]) {
      const Board& board = state.player(at.player).board;
      const bool shared = board.has_card_cube(at.space);
      t.cubes += 1;
      t.points += whisper_points_at(board, at.space);
      t.tokens += whisper_tokens(decks.whispers[id]);
      t.shared += shared;
    }
  }
}

double ratio(long long a, long long b) { return b ? static_cast<double>(a) / static_cast<double>(b) : 0; }

std::string fixed(double v, int decimals) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

std::string ladder_text(const std::vector<int>& ladder) {
  std::string out;
  for (size_t i = 0; i < ladder.size(); ++i) {
    if (i) out += '-';
    out += std::to_string(ladder[i]);
  }
  return out;
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

constexpr double kHigh = 1.5;  // flagged above this multiple of the median points per token
constexpr double kLow = 0.6;   // and below this one

// Points per token of every card that spent tokens, and its median.
struct Spread {
  std::vector<double> ppt;  // per card; < 0 when no token was spent
  double median = 0;
};

Spread spread_of(const std::vector<Tally>& tallies) {
  Spread s;
  std::vector<double> measured;
  for (const Tally& t : tallies) {
    s.ppt.push_back(t.tokens ? ratio(t.points, t.tokens) : -1);
    if (t.tokens) measured.push_back(s.ppt.back());
  }
  s.median = median(measured);
  return s;
}

std::string flag(const Spread& s, const std::vector<Tally>& tallies, size_t i) {
  if (tallies[i].taken == 0) return "never taken";
  if (s.ppt[i] < 0) return "never placed";
  if (s.ppt[i] > kHigh * s.median) return "HIGH";
  if (s.ppt[i] < kLow * s.median) return "LOW";
  return "";
}

template <typename Card>
void print_summary(const char* deck, const std::vector<Card>& cards, const std::vector<Tally>& tallies,
                   const Spread& s) {
  double sum = 0, squares = 0;
  int n = 0;
  size_t lo = 0, hi = 0;
  bool any = false;
  for (size_t i = 0; i < tallies.size(); ++i) {
    if (s.ppt[i] < 0) continue;
    sum += s.ppt[i];
    squares += s.ppt[i] * s.ppt[i];
    ++n;
    if (!any || s.ppt[i] < s.ppt[lo]) lo = i;
    if (!any || s.ppt[i] > s.ppt[hi]) hi = i;
    any = true;
  }
  if (!any) {
    std::printf("- %s: no cube placed\n", deck);
    return;
  }
  const double mean = sum / n;
  const double sd = n > 1 ? std::sqrt(std::max(0.0, (squares - sum * mean) / (n - 1))) : 0;
  std::printf("- %s points per token: median %s, mean %s, sd %s (cv %s), min %s (%s), max %s (%s), max/min %s\n", deck,
              fixed(s.median, 2).c_str(), fixed(mean, 2).c_str(), fixed(sd, 2).c_str(), fixed(sd / mean, 2).c_str(),
              fixed(s.ppt[lo], 2).c_str(), cards[lo].id.c_str(), fixed(s.ppt[hi], 2).c_str(), cards[hi].id.c_str(),
              fixed(s.ppt[lo] > 0 ? s.ppt[hi] / s.ppt[lo] : 0, 2).c_str());
  std::string high, low;
  for (size_t i = 0; i < tallies.size(); ++i) {
    const std::string f = flag(s, tallies, i);
    const std::string item = cards[i].id + " " + (s.ppt[i] < 0 ? "(" + f + ")" : fixed(s.ppt[i] / s.median, 2) + "x");
    if (f.empty()) continue;
    std::string& list = f == "HIGH" ? high : low;
    if (!list.empty()) list += ", ";
    list += item;
  }
  std::printf("- %s above %sx the median: %s\n", deck, fixed(kHigh, 1).c_str(), high.empty() ? "none" : high.c_str());
  std::printf("- %s below %sx the median: %s\n", deck, fixed(kLow, 1).c_str(), low.empty() ? "none" : low.c_str());
}

std::string levels_text(const std::vector<BotLevel>& levels) {
  std::string out;
  for (size_t i = 0; i < levels.size(); ++i) {
    if (i) out += ',';
    out += bot_level_name(levels[i]);
  }
  return out;
}

}  // namespace

int cards_command(int argc, char** argv) {
  const CardsOptions o = parse(argc, argv);
  if (!o.error.empty()) return refuse(o.error);
  const Decks& decks = standard_decks();
  Tallies tallies;
  tallies.animals.resize(decks.animals.size());
  tallies.spirits.resize(decks.spirits.size());
  tallies.tiles.resize(decks.sanctuaries.size());
  tallies.whispers.resize(decks.whispers.size());
  for (int i = 0; i < o.games; ++i) {
    const Setup setup = game_setup(o, i);
    if (Error e = check_seed(setup.seed)) return refuse("seed " + setup.seed + ": " + e.message);
    play_one(setup, o.bots, tallies);
  }
  const std::vector<Tally>& animals = tallies.animals;
  const std::vector<Tally>& spirits = tallies.spirits;
  const std::vector<Tally>& tiles = tallies.tiles;
  const std::vector<Tally>& whispers = tallies.whispers;

  const std::string players = o.players ? std::to_string(o.players) : "1, 2, 3, 4 in turn";
  const std::string sides = o.side >= 0 ? std::string(side_name(static_cast<Side>(o.side))) : "A and B in turn";
  std::printf("# Cards measured by bots\n\n");
  std::printf("%d games, bots %s, players %s, side %s, Nature's Spirits on, Pulse %s%s%s, seeds %s...\n\n", o.games,
              levels_text(o.bots).c_str(), players.c_str(), sides.c_str(), o.pulse ? "on" : "off",
              o.sanctuaries ? ", Sanctuaries on" : "", o.whispers ? ", Whispers on" : "", o.seed.c_str());
  std::printf(
      "- offered: turn starts at which the card lay face up in the row while the player to move held fewer\n"
      "  than 4 unfinished cards (spirits: times dealt)\n"
      "- taken: times taken (spirits: kept); take%%: taken / offered\n"
      "- done%%: share of takes whose last cube was placed (spirits: whose cube was placed)\n"
      "- turn: mean turn of the taker when taking it (1 = their first turn)\n"
      "- cubes: mean cubes placed per take; pts: mean points per take, the ladder value reached (spirits:\n"
      "  the rule's points at the end when the cube is placed, else 0; rule: the rule's points at the end, cube or not)\n"
      "- tokens: token cost of one habitat: water 1, field 1, building 2, tree or mountain of height h: h\n"
      "- pts/tok: points per token spent = sum of points over all takes / sum of (cubes placed x tokens)\n"
      "- flag: pts/tok above %sx (HIGH) or below %sx (LOW) the median of its deck\n%s",
      fixed(kHigh, 1).c_str(), fixed(kLow, 1).c_str(), o.sanctuaries || o.whispers ? "" : "\n");
  if (o.sanctuaries || o.whispers)
    std::printf(
        "- tiles and whisper cards: offered also counts a take later in a turn that started without room (a\n"
        "  card finished during the turn made room), so take%% stays within 100\n");
  if (o.sanctuaries)
    std::printf(
        "- sanctuary tiles: offered only while the player to move held no unbuilt tile; built%%: share of takes\n"
        "  built; cube%%: share of built sanctuaries holding an animal's final cube; pts: mean points per take of\n"
        "  its sanctuary (3 per neighbour topped by one of its colours); tokens: its 2; pts/tok: pts / (2 x built)\n");
  if (o.whispers)
    std::printf(
        "- whisper cards: offered from the whisper row; done%%: share of takes whose 2 cubes were placed; cubes:\n"
        "  mean whisper cubes placed per take; shared%%: share of those cubes that share their space with an\n"
        "  animal or spirit cube (5 points, else 2); tokens: the least stack of its terrain under one cube\n");
  if (o.sanctuaries || o.whispers)
    std::printf("- points per take (last line): a whisper card is the turn's card instead of an animal; a tile is\n"
                "  taken besides it\n\n");

  const Spread as = spread_of(animals);
  std::printf("| # | animal | ladder | tokens | offered | taken | take%% | done%% | turn | cubes | pts | pts/tok | flag |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  for (size_t i = 0; i < animals.size(); ++i) {
    const AnimalCard& card = decks.animals[i];
    if (card.module == Module::Pulse && !o.pulse) continue;  // not in these games' deck
    const Tally& t = animals[i];
    const std::string name = card.id + (card.module == Module::Pulse ? " (Pulse)" : "");
    std::printf("| %zu | %s | %s | %d | %lld | %lld | %s | %s | %s | %s | %s | %s | %s |\n", i + 1, name.c_str(),
                ladder_text(card.ladder).c_str(), habitat_tokens(card.pattern), t.offered, t.taken,
                fixed(100 * ratio(t.taken, t.offered), 0).c_str(), fixed(100 * ratio(t.completed, t.taken), 0).c_str(),
                fixed(ratio(t.take_turns, t.taken), 1).c_str(), fixed(ratio(t.cubes, t.taken), 2).c_str(),
                fixed(ratio(t.points, t.taken), 1).c_str(), as.ppt[i] < 0 ? "-" : fixed(as.ppt[i], 2).c_str(),
                flag(as, animals, i).c_str());
  }

  const Spread ss = spread_of(spirits);
  std::printf("\n| # | spirit | rule | tokens | dealt | kept | keep%% | done%% | pts | rule | pts/tok | flag |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  for (size_t i = 0; i < spirits.size(); ++i) {
    const SpiritCard& card = decks.spirits[i];
    const Tally& t = spirits[i];
    std::printf("| %zu | %s | %s | %d | %lld | %lld | %s | %s | %s | %s | %s | %s |\n", i + 1, card.id.c_str(),
                card.text.c_str(), habitat_tokens(card.pattern), t.offered, t.taken,
                fixed(100 * ratio(t.taken, t.offered), 0).c_str(), fixed(100 * ratio(t.completed, t.taken), 0).c_str(),
                fixed(ratio(t.points, t.taken), 1).c_str(), fixed(ratio(t.rule_points, t.taken), 1).c_str(),
                ss.ppt[i] < 0 ? "-" : fixed(ss.ppt[i], 2).c_str(), flag(ss, spirits, i).c_str());
  }

  const Spread ts = spread_of(tiles);
  if (o.sanctuaries) {
    std::printf("\n| # | tile | stack | tokens | offered | taken | take%% | built%% | turn | cube%% | pts | pts/tok | flag |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (size_t i = 0; i < tiles.size(); ++i) {
      const SanctuaryTile& tile = decks.sanctuaries[i];
      const Tally& t = tiles[i];
      const std::string stack = std::string(token_name(tile.top)) + " on " + std::string(token_name(tile.bottom));
      std::printf("| %zu | %s | %s | %d | %lld | %lld | %s | %s | %s | %s | %s | %s | %s |\n", i + 1, tile.id.c_str(),
                  stack.c_str(), kSanctuaryTokens, t.offered, t.taken, fixed(100 * ratio(t.taken, t.offered), 0).c_str(),
                  fixed(100 * ratio(t.completed, t.taken), 0).c_str(), fixed(ratio(t.take_turns, t.taken), 1).c_str(),
                  fixed(100 * ratio(t.shared, t.completed), 0).c_str(), fixed(ratio(t.points, t.taken), 1).c_str(),
                  ts.ppt[i] < 0 ? "-" : fixed(ts.ppt[i], 2).c_str(), flag(ts, tiles, i).c_str());
    }
  }

  const Spread ws = spread_of(whispers);
  if (o.whispers) {
    std::printf(
        "\n| # | whisper | terrain | tokens | offered | taken | take%% | done%% | turn | cubes | shared%% | pts | pts/tok | flag |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (size_t i = 0; i < whispers.size(); ++i) {
      const WhisperCard& card = decks.whispers[i];
      const Tally& t = whispers[i];
      std::printf("| %zu | %s | %s | %d | %lld | %lld | %s | %s | %s | %s | %s | %s | %s | %s |\n", i + 1,
                  card.id.c_str(), std::string(kTerrainNames[static_cast<int>(card.terrain)]).c_str(),
                  whisper_tokens(card), t.offered, t.taken, fixed(100 * ratio(t.taken, t.offered), 0).c_str(),
                  fixed(100 * ratio(t.completed, t.taken), 0).c_str(), fixed(ratio(t.take_turns, t.taken), 1).c_str(),
                  fixed(ratio(t.cubes, t.taken), 2).c_str(), fixed(100 * ratio(t.shared, t.cubes), 0).c_str(),
                  fixed(ratio(t.points, t.taken), 1).c_str(), ws.ppt[i] < 0 ? "-" : fixed(ws.ppt[i], 2).c_str(),
                  flag(ws, whispers, i).c_str());
    }
  }

  std::printf("\n");
  print_summary("animals", decks.animals, animals, as);
  print_summary("spirits", decks.spirits, spirits, ss);
  if (o.sanctuaries) print_summary("sanctuary tiles", decks.sanctuaries, tiles, ts);
  if (o.whispers) print_summary("whisper cards", decks.whispers, whispers, ws);
  if (o.sanctuaries || o.whispers) {
    // Points per take, deck against deck: what one take of the turn's card (or of a tile) brought.
    auto per_take = [](const std::vector<Tally>& list) {
      long long points = 0, taken = 0;
      for (const Tally& t : list) points += t.points, taken += t.taken;
      return fixed(ratio(points, taken), 1) + " (" + std::to_string(taken) + " takes)";
    };
    std::string line = "- points per take: animals " + per_take(animals);
    if (o.whispers) line += ", whisper cards " + per_take(whispers);
    if (o.sanctuaries) line += ", sanctuary tiles " + per_take(tiles);
    std::printf("%s\n", line.c_str());
  }
  return 0;
}

}  // namespace harmonies::cli
