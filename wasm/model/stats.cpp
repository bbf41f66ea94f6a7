#include "model/stats.hpp"

#include <algorithm>

#include "harmonies/record.hpp"
#include "model/text.hpp"

namespace harmonies::ui {

std::string_view category_key(Category category) {
  switch (category) {
    case Category::Trees: return "trees";
    case Category::Mountains: return "mountains";
    case Category::Fields: return "fields";
    case Category::Buildings: return "buildings";
    case Category::Water: return "water";
    case Category::Animals: return "animals";
    case Category::Spirit: return "spirit";
    case Category::Sanctuaries: return "sanctuaries";
    case Category::Whispers: return "whispers";
  }
  return "";
}

std::vector<Category> scored_categories(const Setup& setup) {
  std::vector<Category> out = {Category::Trees, Category::Mountains, Category::Fields,
                               Category::Buildings, Category::Water, Category::Animals};
  if (setup.spirits) out.push_back(Category::Spirit);
  if (setup.sanctuaries) out.push_back(Category::Sanctuaries);
  if (setup.whispers) out.push_back(Category::Whispers);
  return out;
}

int category_points(const PlayerScore& s, Category category) {
  switch (category) {
    case Category::Trees: return s.landscape.trees;
    case Category::Mountains: return s.landscape.mountains;
    case Category::Fields: return s.landscape.fields;
    case Category::Buildings: return s.landscape.buildings;
    case Category::Water: return s.landscape.water;
    case Category::Animals: return s.animals_total;
    case Category::Spirit: return s.spirit;
    case Category::Sanctuaries: return s.sanctuaries;
    case Category::Whispers: return s.whispers;
  }
  return 0;
}

std::string stats_configuration(const Setup& setup) {
  return std::to_string(setup.players) + "-" + solo_configuration(setup);
}

std::string describe_configuration(const Setup& setup) {
  const std::string kind = setup.solo() ? std::string(tr(Text::history_game_solo))
                                        : tr_count(Text::history_game_players, setup.players);
  const std::string side(side_name(setup.side));
  const std::string modules = modules_words(setup, false);
  if (modules.empty()) return tr(Text::stats_config, {{"kind", kind}, {"side", side}});
  return tr(Text::stats_config_modules, {{"kind", kind}, {"side", side}, {"modules", modules}});
}

const ConfigStats* PlayerStats::find(std::string_view key) const {
  for (const ConfigStats& c : configs)
    if (c.key == key) return &c;
  return nullptr;
}

// --- Dates and the daily streak

std::optional<long> day_number(std::string_view date) {
  if (date.size() != 10 || date[4] != '-' || date[7] != '-') return std::nullopt;
  const auto number = [&](size_t at, size_t n) {
    long v = 0;
    for (size_t i = at; i < at + n; ++i) {
      if (date[i] < '0' || date[i] > '9') return -1L;
      v = v * 10 + (date[i] - '0');
    }
    return v;
  };
  long y = number(0, 4);
  const long m = number(5, 2), d = number(8, 2);
  if (y < 0 || m < 1 || m > 12 || d < 1 || d > 31) return std::nullopt;
  // Howard Hinnant's days_from_civil.
  y -= m <= 2 ? 1 : 0;
  const long era = (y >= 0 ? y : y - 399) / 400;
  const long yoe = y - era * 400;
  const long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

Streak daily_streak(const std::vector<std::string>& dates, std::string_view today) {
  // The days played, each once, in order (a sorted vector: one container type less in the download).
  std::vector<long> days;
  for (const std::string& date : dates)
    if (const auto day = day_number(date)) days.push_back(*day);
  std::sort(days.begin(), days.end());
  days.erase(std::unique(days.begin(), days.end()), days.end());
  const auto played = [&](long day) { return std::binary_search(days.begin(), days.end(), day); };
  Streak streak;
  streak.days = static_cast<int>(days.size());
  int run = 0;
  long previous = 0;
  for (long day : days) {
    run = run > 0 && day == previous + 1 ? run + 1 : 1;
    previous = day;
    streak.longest = std::max(streak.longest, run);
  }
  const auto now = day_number(today);
  if (!now) return streak;
  streak.today = played(*now);
  // Ending today, or yesterday while today's game is still to play.
  long day = streak.today ? *now : *now - 1;
  while (played(day)) {
    ++streak.current;
    --day;
  }
  return streak;
}

// --- The record book

const RecordBook::Replayed& RecordBook::replayed(const SavedGame& game) {
  auto it = cache_.find(game.id);
  if (it != cache_.end() && it->second.updated_ms == game.updated_ms &&
      it->second.actions == game.record.actions.size())
    return it->second;
  Replayed r;
  r.updated_ms = game.updated_ms;
  r.actions = game.record.actions.size();
  GameState state = GameState::create(game.record.setup);
  ++replays_;
  if (!replay(game.record, state) && state.is_terminal()) {
    r.ok = true;
    for (int p = 0; p < state.player_count(); ++p) {
      const PlayerScore score = state.score(p);
      std::array<int, kCategories> points{};
      for (int c = 0; c < kCategories; ++c) points[static_cast<size_t>(c)] = category_points(score, static_cast<Category>(c));
      r.categories.push_back(points);
    }
    r.winners = state.outcome().winners;
  }
  return cache_[game.id] = std::move(r);
}

namespace {

// A stable order for the configurations: players, side, then the modules as solo_configuration lists them.
int module_bits(const Setup& s) {
  return (s.spirits ? 1 : 0) | (s.pulse ? 2 : 0) | (s.sanctuaries ? 4 : 0) | (s.whispers ? 8 : 0);
}

bool is_person(const SavedGame& game, int seat) {
  return seat >= static_cast<int>(game.seats.size()) || !is_bot(game.seats[static_cast<size_t>(seat)]);
}

}  // namespace

const PlayerStats& RecordBook::update(const std::vector<SavedGame>& games, std::string_view today) {
  // Nothing changed since the last call: the same figures (the screen asks every frame).
  std::string fingerprint(today);
  for (const SavedGame& g : games)
    if (g.finished)
      fingerprint += "|" + g.id + ":" + std::to_string(static_cast<long long>(g.updated_ms)) + ":" +
                     std::to_string(g.record.actions.size());
  if (fingerprint == fingerprint_ && !fingerprint_.empty()) return stats_;
  fingerprint_ = fingerprint;

  PlayerStats out;
  // Per configuration: its figures and the sums their means come from.
  struct Sums {
    ConfigStats c;
    double scores = 0, suns = 0;
    int sun_games = 0;
    std::array<double, kCategories> categories{};
  };
  std::vector<Sums> configs;  // a handful: found by key, then sorted
  std::vector<std::string> daily_dates;
  std::vector<std::string> kept;
  for (const SavedGame& g : games) {
    kept.push_back(g.id);
    // The guided game was played as told, not the player's own (as Saves::solo_bests).
    if (!g.finished || g.kind == GameKind::Tutorial) continue;
    const int players = g.record.setup.players;
    if (static_cast<int>(g.totals.size()) != players) continue;
    std::vector<int> people;
    for (int p = 0; p < players; ++p)
      if (is_person(g, p)) people.push_back(p);
    if (people.empty()) continue;  // bots only: a game watched, no one's record
    ++out.games;
    const std::string key = stats_configuration(g.record.setup);
    auto found = std::find_if(configs.begin(), configs.end(), [&](const Sums& x) { return x.c.key == key; });
    Sums& sums = found != configs.end() ? *found : configs.emplace_back();
    ConfigStats& c = sums.c;
    if (c.key.empty()) {
      c.key = key;
      c.setup = g.record.setup;
      c.categories = scored_categories(g.record.setup);
    }
    ++c.games;
    int best_here = 0;
    for (int p : people) {
      const int total = g.totals[static_cast<size_t>(p)];
      c.best_score = c.scores == 0 ? total : std::max(c.best_score, total);
      ++c.scores;
      sums.scores += total;
      best_here = std::max(best_here, total);
    }
    if (g.record.setup.solo() && g.suns >= 0) {
      c.best_suns = std::max(c.best_suns, g.suns);
      sums.suns += g.suns;
      ++sums.sun_games;
    }
    if (g.record.setup.solo() && key == "1-A")
      out.best_solo_a = out.best_solo_a ? std::max(*out.best_solo_a, best_here) : best_here;
    out.timeline.push_back(ScorePoint{g.updated_ms, best_here, key, g.id});
    if (g.kind == GameKind::Daily && !g.daily_date.empty()) daily_dates.push_back(g.daily_date);

    const Replayed& r = replayed(g);
    if (!r.ok || static_cast<int>(r.categories.size()) != players) continue;
    for (int p : people) {
      ++c.replayed;
      for (int k = 0; k < kCategories; ++k)
        sums.categories[static_cast<size_t>(k)] += r.categories[static_cast<size_t>(p)][static_cast<size_t>(k)];
    }
    // Against the bots: each level met once per game, won when a person's seat is among the engine's winners.
    bool won = false;
    for (int w : r.winners) won = won || std::find(people.begin(), people.end(), w) != people.end();
    std::array<bool, kBotLevels> met{};
    for (int p = 0; p < players; ++p)
      if (!is_person(g, p))
        if (const auto level = bot_level(g.seats[static_cast<size_t>(p)])) met[static_cast<size_t>(*level)] = true;
    for (int l = 0; l < kBotLevels; ++l) {
      if (!met[static_cast<size_t>(l)]) continue;
      ++c.versus[static_cast<size_t>(l)].games;
      if (won) ++c.versus[static_cast<size_t>(l)].wins;
    }
  }
  // Games gone from the list (set aside, or replaced) leave the cache.
  const auto still_kept = [&](const std::string& id) { return std::find(kept.begin(), kept.end(), id) != kept.end(); };
  for (auto it = cache_.begin(); it != cache_.end();) it = still_kept(it->first) ? std::next(it) : cache_.erase(it);

  for (Sums& sums : configs) {
    ConfigStats& c = sums.c;
    c.mean_score = c.scores ? sums.scores / c.scores : 0;
    if (sums.sun_games > 0) c.mean_suns = sums.suns / sums.sun_games;
    if (c.replayed)
      for (int k = 0; k < kCategories; ++k)
        c.category_means[static_cast<size_t>(k)] = sums.categories[static_cast<size_t>(k)] / c.replayed;
    out.configs.push_back(std::move(c));
  }
  std::sort(out.configs.begin(), out.configs.end(), [](const ConfigStats& a, const ConfigStats& b) {
    if (a.setup.players != b.setup.players) return a.setup.players < b.setup.players;
    if (a.setup.side != b.setup.side) return a.setup.side < b.setup.side;
    return module_bits(a.setup) < module_bits(b.setup);
  });
  std::stable_sort(out.timeline.begin(), out.timeline.end(),
                   [](const ScorePoint& a, const ScorePoint& b) { return a.when_ms < b.when_ms; });
  out.daily = daily_streak(daily_dates, today);
  stats_ = std::move(out);
  return stats_;
}

}  // namespace harmonies::ui
