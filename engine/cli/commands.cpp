#include "commands.hpp"

#include "arena.hpp"
#include "arguments.hpp"
#include "cards.hpp"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "harmonies/board_file.hpp"
#include "harmonies/bot.hpp"
#include "harmonies/json.hpp"
#include "harmonies/link.hpp"
#include "harmonies/random_play.hpp"
#include "harmonies/record.hpp"
#include "harmonies/review.hpp"
#include "harmonies/scoring.hpp"
#include "harmonies/state.hpp"

namespace harmonies::cli {

namespace {


constexpr const char* kUsage =
    "usage: harmonies-cli <command> [options]\n"
    "  score FILE                 score a board file (JSON) and print the breakdown\n"
    "  play --players N --side A|B|C|D [MODULES] --seed S [--games K] [--bots LEVELS]\n"
    "                             play K games, one JSON line per game: random moves, or bots\n"
    "                             (LEVELS: easy, medium or hard per seat, e.g. hard or hard,easy)\n"
    "                             MODULES: any of --spirits --pulse --sanctuaries --whispers\n"
    "  arena --bots A,B [--players N] [--side A|B|C|D] [MODULES] [--games K] [--seed S]\n"
    "                             bot against bot over K games (seats swapped on paired seeds):\n"
    "                             win rates with 95% intervals and mean scores; solo: mean score\n"
    "                             (A, B: easy, medium, hard, or hard-frozen: the hard bot of\n"
    "                             commit 0e25bd5, to measure the hard bot against)\n"
    "  cards [--games K] [--players N] [--side A|B|C|D] [--bots LEVELS] [--seed S] [--pulse]\n"
    "        [--sanctuaries] [--whispers]\n"
    "                             bots play K games with spirits (default 400, medium, players\n"
    "                             1-4 and sides A/B in turn): a Markdown table of every animal card\n"
    "                             and spirit (and sanctuary tile and whisper card with those\n"
    "                             modules), offered, taken, completed, points per token spent\n"
    "  replay FILE                check a game record and print its scores\n"
    "  check TEXT|FILE|-          check a game record or a share link (given as text, in a file,\n"
    "                             or on stdin with -), replay it and print it as JSON\n"
    "  review TEXT|FILE|- [--player N] [--futures K]\n"
    "                             the hard bot reviews player N's turns (default 0) of a game record\n"
    "                             or link over K shuffled futures (default 8): one JSON object with\n"
    "                             the accuracy, the mean loss and each turn's loss, verdict and best turn\n"
    "  link setup|game|turn TEXT|FILE|- [--names A,B,...] [--seats KINDS]\n"
    "                             make a share link from a record or another link; KINDS: who\n"
    "                             plays each seat, human, easy, medium or hard (e.g. human,medium;\n"
    "                             a turn link is between people: human only)\n"
    "  bench [--players N] [--side A|B|C|D] [MODULES] [--seconds T]\n"
    "                             play random games for T seconds, print games per second\n";

bool read_file(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return false;
  out = text.str();
  return true;
}

// Options of play and bench: --name value pairs and flags.
struct Options {
  Setup setup;
  bool seed_given = false;
  std::vector<BotLevel> bots;  // play: one level per seat (cycled); empty: random play
  int games = 1;
  int seconds = 3;
  std::string error;
};

Options parse_options(int argc, char** argv, int first, bool bench) {
  Options o;
  for (int i = first; i < argc && o.error.empty(); ++i) {
    const std::string arg = argv[i];
    auto value = [&](std::string& out) {
      if (i + 1 >= argc) {
        o.error = arg + " needs a value";
        return false;
      }
      out = argv[++i];
      return true;
    };
    std::string v;
    if (arg == "--players") {
      if (value(v) && !parse_int(v, 1, kMaxPlayers, o.setup.players)) o.error = "--players must be 1 to 4";
    } else if (arg == "--side") {
      if (value(v)) {
        auto side = side_from_name(v);
        if (side) o.setup.side = *side;
        else o.error = "--side must be A, B, C or D";
      }
    } else if (arg == "--spirits") {
      o.setup.spirits = true;
    } else if (arg == "--pulse") {
      o.setup.pulse = true;
    } else if (arg == "--sanctuaries") {
      o.setup.sanctuaries = true;
    } else if (arg == "--whispers") {
      o.setup.whispers = true;
    } else if (arg == "--seed" && !bench) {
      if (value(v)) {
        o.setup.seed = v;
        o.seed_given = true;
        if (Error e = check_seed(v)) o.error = "--seed: " + e.message;
      }
    } else if (arg == "--bots" && !bench) {
      if (value(v)) {
        auto bots = parse_bots(v);
        if (bots) o.bots = *bots;
        else o.error = "--bots must list easy, medium or hard, one per seat (e.g. hard,medium)";
      }
    } else if (arg == "--games" && !bench) {
      if (value(v) && !parse_int(v, 1, 1000000, o.games)) o.error = "--games must be 1 to 1000000";
    } else if (arg == "--seconds" && bench) {
      if (value(v) && !parse_int(v, 1, 600, o.seconds)) o.error = "--seconds must be 1 to 600";
    } else {
      o.error = "unknown option " + arg;
    }
  }
  return o;
}

void add_landscape(json::Value& out, const LandscapeScore& s) {
  out["trees"] = s.trees;
  out["mountains"] = s.mountains;
  out["fields"] = s.fields;
  out["buildings"] = s.buildings;
  out["water"] = s.water;
}

json::Value scores_json(const GameState& state) {
  json::Value out = json::Value::array();
  for (int p = 0; p < state.player_count(); ++p) {
    const PlayerScore s = state.score(p);
    json::Value player = json::Value::object();
    add_landscape(player, s.landscape);
    player["animals"] = s.animals_total;
    player["spirit"] = s.spirit;
    // RULES.md "Sanctuaries" and "Whispers": their points, when the module is on.
    if (state.setup().sanctuaries) player["sanctuaries"] = s.sanctuaries;
    if (state.setup().whispers) player["whispers"] = s.whispers;
    player["total"] = s.total;
    player["animal_cubes"] = s.animal_cubes;
    out.push_back(std::move(player));
  }
  return out;
}

// The fields every game summary has, after the ones before them in `out`.
void add_game(json::Value& out, const GameState& state) {
  out["players"] = state.player_count();
  out["side"] = std::string(side_name(state.setup().side));
  out["spirits"] = state.setup().spirits;
  out["pulse"] = state.setup().pulse;
  out["sanctuaries"] = state.setup().sanctuaries;
  out["whispers"] = state.setup().whispers;
  out["finished"] = state.is_terminal();
  out["scores"] = scores_json(state);
  json::Value winners = json::Value::array();
  for (int w : state.winners()) winners.push_back(w);
  out["winners"] = std::move(winners);
  out["turns"] = state.now().round;
  if (state.setup().solo()) out["suns"] = state.suns();
}

int score_command(int argc, char** argv) {
  if (argc != 3) return refuse("score needs exactly one board file");
  std::string text;
  if (!read_file(argv[2], text)) return refuse(std::string("cannot read ") + argv[2]);
  Board board;
  BoardFileKeys keys;
  if (Error e = parse_board_file(text, board, keys)) return refuse(std::string(argv[2]) + ": " + e.message);
  const LandscapeScore s = score_landscape(board);
  json::Value out = json::Value::object();
  out["side"] = std::string(side_name(board.side));
  add_landscape(out, s);
  int total = s.total();
  // RULES.md "Board files with modules": sides C and D, or a file with a module key.
  if (shows_module_points(board, keys)) {
    out["sanctuaries"] = sanctuary_points(board);
    out["whispers"] = whisper_points(board);
    total += sanctuary_points(board) + whisper_points(board);
  }
  out["total"] = total;
  if (!scores_islands(board.side)) out["river_length"] = longest_river(board);
  else out["islands"] = island_count(board);
  std::cout << json::dump(out) << "\n";
  return 0;
}

int play_command(int argc, char** argv) {
  Options o = parse_options(argc, argv, 2, false);
  if (!o.error.empty()) return refuse(o.error);
  if (!o.seed_given) return refuse("play needs --seed S");
  for (int i = 0; i < o.games; ++i) {
    Setup setup = o.setup;
    setup.seed = nth_seed(o.setup.seed, i);
    if (Error e = check_seed(setup.seed)) return refuse("seed " + setup.seed + ": " + e.message);
    PlayedGame game = o.bots.empty() ? play_random_game(setup) : play_bot_game(setup, o.bots, hash_text(setup.seed));
    json::Value out = json::Value::object();
    out["seed"] = setup.seed;
    add_game(out, game.state);
    out["record"] = encode_record(game.record);
    std::cout << json::dump(out) << "\n";
  }
  return 0;
}

int replay_command(int argc, char** argv) {
  if (argc != 3) return refuse("replay needs exactly one record file");
  std::string text;
  if (!read_file(argv[2], text)) return refuse(std::string("cannot read ") + argv[2]);
  Record record;
  if (Error e = decode_record(text, record)) return refuse(std::string(argv[2]) + ": " + e.message);
  GameState state = GameState::create(record.setup);
  if (Error e = replay(record, state)) return refuse(std::string(argv[2]) + ": " + e.message);
  json::Value out = json::Value::object();
  out["seed"] = record.setup.seed;
  add_game(out, state);
  out["actions"] = record.actions.size();
  std::cout << json::dump(out) << "\n";
  return 0;
}

// A record or a link as the user gave it: "-" is stdin, an existing file is
// read, anything else is the text itself.
std::string argument_text(const std::string& arg) {
  std::string text;
  if (arg == "-") {
    std::ostringstream in;
    in << std::cin.rdbuf();
    return in.str();
  }
  if (read_file(arg, text)) return text;
  return arg;
}

bool is_record(std::string_view text) {
  const size_t start = text.find_first_not_of(" \t\r\n");
  return start != std::string_view::npos && text.substr(start).starts_with("HR");
}

// Decodes a record (as a game link without names) or a link.
Error decode_game(const std::string& text, Link& out) {
  if (!is_record(text)) return decode_link(text, out);
  out = Link{LinkKind::Game, {}, {}, {}};
  return decode_record(text, out.record);
}

std::string kind_name(const std::string& text, LinkKind kind) {
  if (is_record(text)) return "record";
  return kind == LinkKind::Setup ? "setup" : kind == LinkKind::Game ? "game" : "turn";
}

int check_command(int argc, char** argv) {
  if (argc != 3) return refuse("check needs exactly one record or link (text, file, or - for stdin)");
  const std::string text = argument_text(argv[2]);
  Link link;
  if (Error e = decode_game(text, link)) return refuse(e.message);
  GameState state = GameState::create(link.record.setup);
  if (Error e = replay(link.record, state)) return refuse(e.message);
  json::Value out = json::Value::object();
  out["kind"] = kind_name(text, link.kind);
  out["seed"] = link.record.setup.seed;
  add_game(out, state);
  out["actions"] = link.record.actions.size();
  out["names"] = link.names;
  // Only when told: links made before seats, and records, say nothing of who played.
  if (!link.seats.empty()) {
    json::Value seats = json::Value::array();
    for (SeatKind kind : link.seats) seats.push_back(std::string(seat_kind_name(kind)));
    out["seats"] = std::move(seats);
  }
  if (!state.is_terminal()) out["current_player"] = state.current_player();
  std::cout << json::dump(out) << "\n";
  return 0;
}

int review_command(int argc, char** argv) {
  if (argc < 3) return refuse("review needs a record or link (text, file, or - for stdin)");
  int player = 0, futures = kDefaultFutures;
  const std::string error = read_options(argc, argv, 3, {}, {"--player", "--futures"},
                                         [&](const std::string& name, const std::string& v) -> std::string {
    if (name == "--player")
      return parse_int(v, 0, kMaxPlayers - 1, player) ? "" : "--player must be 0 to " + std::to_string(kMaxPlayers - 1);
    return parse_int(v, 1, kMaxFutures, futures) ? "" : "--futures must be 1 to " + std::to_string(kMaxFutures);
  });
  if (!error.empty()) return refuse(error);
  Link link;
  if (Error e = decode_game(argument_text(argv[2]), link)) return refuse(e.message);
  Review review;
  if (Error e = review_game(link.record, player, futures, review)) return refuse(e.message);
  std::cout << json::dump(review_to_json(review)) << "\n";
  return 0;
}

std::optional<LinkKind> link_kind(const std::string& name) {
  if (name == "setup") return LinkKind::Setup;
  if (name == "game") return LinkKind::Game;
  if (name == "turn") return LinkKind::Turn;
  return std::nullopt;
}

constexpr const char* kSeatsUsage = "--seats must list human, easy, medium or hard, one per player (e.g. human,medium)";

std::vector<std::string> split_names(const std::string& list) {
  std::vector<std::string> names;
  std::istringstream in(list);
  for (std::string name; std::getline(in, name, ',');) names.push_back(name);
  if (!list.empty() && list.back() == ',') names.emplace_back();  // getline drops a last empty name
  return names;
}

// "human,medium" as seat kinds; false when one is not a kind.
bool parse_seats(const std::string& list, std::vector<SeatKind>& out) {
  out.clear();
  for (const std::string& name : split_names(list)) {
    const auto kind = seat_kind_from_name(name);
    if (!kind) return false;
    out.push_back(*kind);
  }
  return true;
}

// A link must decode again: the names and seats fit the game and the moves are legal.
Error check_link(const Link& link) {
  const int players = link.record.setup.players;
  if (link.kind == LinkKind::Setup && !link.names.empty()) return fail("a setup link carries no names");
  if (link.kind == LinkKind::Setup && !link.seats.empty()) return fail("a setup link carries no seats");
  if (!link.names.empty() && link.names.size() != static_cast<size_t>(players))
    return fail("--names needs one name per player (" + std::to_string(players) + ")");
  for (const std::string& name : link.names)
    if (Error e = check_name(name)) return fail(json::quote(name) + ": " + e.message);
  if (!link.seats.empty() && link.seats.size() != static_cast<size_t>(players))
    return fail("--seats needs one kind per player (" + std::to_string(players) + ")");
  if (link.kind == LinkKind::Turn)
    for (SeatKind kind : link.seats)
      if (kind != SeatKind::Human) return fail("a turn link hands a game between people: --seats can only be human there");
  GameState state = GameState::create(link.record.setup);
  return replay(link.record, state);
}

int link_command(int argc, char** argv) {
  const auto kind = argc >= 3 ? link_kind(argv[2]) : std::nullopt;
  if (!kind || argc < 4) return refuse("usage: link setup|game|turn TEXT|FILE|- [--names A,B,...] [--seats KINDS]");
  Link link;
  if (Error e = decode_game(argument_text(argv[3]), link)) return refuse(e.message);
  link.kind = *kind;
  if (link.kind == LinkKind::Setup) {
    link.record.actions.clear();
    link.names.clear();
    link.seats.clear();
  }
  // A link given as input keeps its names and seats unless the options replace them.
  for (int i = 4; i < argc; ++i) {
    const std::string option = argv[i];
    if ((option != "--names" && option != "--seats") || i + 1 >= argc) return refuse("unknown option " + option);
    if (option == "--names") link.names = split_names(argv[++i]);
    else if (!parse_seats(argv[++i], link.seats)) return refuse(kSeatsUsage);
  }
  if (Error e = check_link(link)) return refuse(e.message);
  // As the page's links: only the moves that count, not what "Start my turn over" or "Undo" took back.
  link.record = without_undone_actions(link.record);
  std::cout << encode_link(link) << "\n";
  return 0;
}

int bench_command(int argc, char** argv) {
  Options o = parse_options(argc, argv, 2, true);
  if (!o.error.empty()) return refuse(o.error);
  using Clock = std::chrono::steady_clock;
  constexpr int kSignatureGames = 200;
  std::uint64_t signature = 0xcbf29ce484222325ULL;
  long long games = 0, actions = 0;
  const auto start = Clock::now();
  const auto limit = start + std::chrono::seconds(o.seconds);
  double elapsed = 0;
  while (games < kSignatureGames || Clock::now() < limit) {
    Setup setup = o.setup;
    setup.seed = "bench-" + std::to_string(games);
    PlayedGame game = play_random_game(setup);
    actions += static_cast<long long>(game.record.actions.size());
    // The first games' records form a signature that must agree between builds.
    if (games < kSignatureGames) signature = hash_text(encode_record(game.record)) ^ (signature * 31);
    ++games;
  }
  elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  char line[256];
  std::snprintf(line, sizeof line,
                "bench: %d players, side %s%s%s%s%s: %lld games (%lld actions) in %.2f s = %.0f games/s\n"
                "signature: %016llx (first %d games)\n",
                o.setup.players, std::string(side_name(o.setup.side)).c_str(), o.setup.spirits ? ", spirits" : "",
                o.setup.pulse ? ", Pulse" : "", o.setup.sanctuaries ? ", Sanctuaries" : "",
                o.setup.whispers ? ", Whispers" : "", games, actions, elapsed, games / elapsed,
                static_cast<unsigned long long>(signature), kSignatureGames);
  std::cout << line;
  return 0;
}

}  // namespace

int run(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << kUsage;
    return kRefused;
  }
  const std::string command = argv[1];
  if (command == "score") return score_command(argc, argv);
  if (command == "play") return play_command(argc, argv);
  if (command == "replay") return replay_command(argc, argv);
  if (command == "bench") return bench_command(argc, argv);
  if (command == "arena") return arena_command(argc, argv);
  if (command == "cards") return cards_command(argc, argv);
  if (command == "check") return check_command(argc, argv);
  if (command == "review") return review_command(argc, argv);
  if (command == "link") return link_command(argc, argv);
  if (command == "--help" || command == "help") {
    std::cout << kUsage;
    return 0;
  }
  std::cerr << "harmonies-cli: unknown command " << command << "\n" << kUsage;
  return kRefused;
}

}  // namespace harmonies::cli
