#include "model/saves.hpp"

#include <algorithm>

#include "model/error_words.hpp"
#include "model/text.hpp"

namespace harmonies::ui {

namespace {

constexpr std::string_view kSettingsKey = "settings";
constexpr std::string_view kOpenKey = "open";
constexpr std::string_view kGamePrefix = "game/";
constexpr std::string_view kAsidePrefix = "aside/";

std::string game_key(std::string_view id) { return std::string(kGamePrefix) + std::string(id); }

bool more_recent(const SavedGame& a, const SavedGame& b) { return a.updated_ms > b.updated_ms; }
bool set_aside_later(const SavedGame& a, const SavedGame& b) { return a.set_aside_ms > b.set_aside_ms; }

}  // namespace

std::vector<std::string> MemoryStore::keys(std::string_view prefix) const {
  std::vector<std::string> out;
  for (const auto& [key, _] : entries)
    if (key.compare(0, prefix.size(), prefix) == 0) out.push_back(key);
  return out;
}

std::optional<std::string> MemoryStore::read(std::string_view key) const {
  auto it = entries.find(std::string(key));
  if (it == entries.end()) return std::nullopt;
  return it->second;
}

std::vector<std::string_view> setup_modules(const Setup& setup) {
  std::vector<std::string_view> out;
  if (setup.spirits) out.emplace_back("spirits");
  if (setup.pulse) out.emplace_back("pulse");
  if (setup.sanctuaries) out.emplace_back("sanctuaries");
  if (setup.whispers) out.emplace_back("whispers");
  return out;
}

std::string solo_configuration(const Setup& setup) {
  std::string key(side_name(setup.side));
  for (std::string_view module : setup_modules(setup)) key += "+" + std::string(module);
  return key;
}

std::string modules_words(const Setup& setup, bool and_last) {
  std::vector<const char*> words;
  if (setup.spirits) words.push_back(tr(Text::history_module_spirits));
  if (setup.pulse) words.push_back(tr(Text::history_module_pulse));
  if (setup.sanctuaries) words.push_back(tr(Text::history_module_sanctuaries));
  if (setup.whispers) words.push_back(tr(Text::history_module_whispers));
  std::string out;
  for (size_t i = 0; i < words.size(); ++i) {
    if (i == 0) out = words[i];
    else if (and_last && i + 1 == words.size()) out = tr(Text::history_modules_and, {{"list", out}, {"item", words[i]}});
    else out += std::string(", ") + words[i];
  }
  return out;
}

std::string describe_game(const SavedGame& g) {
  const Setup& s = g.record.setup;
  const bool by_link = g.kind == GameKind::ByLink;
  const std::string kind = g.kind == GameKind::Daily      ? std::string(tr(Text::history_game_daily))
                           : g.kind == GameKind::Tutorial ? std::string(tr(Text::tutorial_title))
                           : s.solo() ? std::string(by_link ? tr(Text::history_game_solo_by_link) : tr(Text::history_game_solo))
                                      : tr_count(by_link ? Text::history_game_players_by_link : Text::history_game_players,
                                                 s.players);
  // Over: the rounds played. Going on: the round under way, the one after those completed.
  const std::string progress =
      g.finished ? tr_count(s.solo() ? Text::history_progress_turns : Text::history_progress_rounds, g.rounds)
                 : tr(s.solo() ? Text::history_progress_turn : Text::history_progress_round, {{"n", g.rounds + 1}});
  const std::string side(side_name(s.side));
  // The modules as a list after the side ("spirits, Pulse, whispers"), the same in every language.
  const std::string modules = modules_words(s, false);
  if (modules.empty()) return tr(Text::history_game_summary, {{"kind", kind}, {"side", side}, {"progress", progress}});
  return tr(Text::history_game_summary_modules,
            {{"kind", kind}, {"side", side}, {"modules", modules}, {"progress", progress}});
}

void Saves::load(double now_ms) {
  problems_.clear();
  games_.clear();
  aside_.clear();
  settings_ = Settings{};
  if (auto text = store_->read(kSettingsKey)) {
    if (Error e = settings_from_json(*text, settings_)) {
      settings_ = Settings{};
      put_away_unreadable(std::string(kSettingsKey), now_ms, tr(Text::notices_saves_settings_set_aside, {{"reason", settings_problem(e)}}));
    }
  }
  for (const std::string& key : store_->keys(kGamePrefix)) {
    SavedGame game;
    if (Error error = read_game(key, store_->read(key), game)) {
      put_away_unreadable(key, now_ms, tr(Text::notices_saves_game_set_aside, {{"reason", save_problem(error)}}));
      continue;
    }
    (game.set_aside_ms > 0 ? aside_ : games_).push_back(std::move(game));
  }
  std::stable_sort(games_.begin(), games_.end(), more_recent);
  std::stable_sort(aside_.begin(), aside_.end(), set_aside_later);
}

void Saves::file(SavedGame game) {
  if (game.set_aside_ms > 0)
    aside_.insert(std::upper_bound(aside_.begin(), aside_.end(), game, set_aside_later), std::move(game));
  else
    games_.insert(std::upper_bound(games_.begin(), games_.end(), game, more_recent), std::move(game));
}

bool Saves::unfile(std::string_view id) {
  for (std::vector<SavedGame>* list : {&games_, &aside_}) {
    auto it = std::find_if(list->begin(), list->end(), [&](const SavedGame& g) { return g.id == id; });
    if (it == list->end()) continue;
    list->erase(it);
    return true;
  }
  return false;
}

Error Saves::read_game(std::string_view key, const std::optional<std::string>& text, SavedGame& game) {
  Error error = text ? saved_game_from_json(*text, game) : fail(tr(Text::notices_saves_vanished));
  if (!error && game_key(game.id) != key) error = fail(tr(Text::notices_saves_wrong_key));
  if (!error) error = summarise_by_replay(game);
  return error;
}

bool Saves::refresh(std::string_view key) {
  if (key == kSettingsKey) {
    Settings settings;
    const auto text = store_->read(kSettingsKey);
    if (!text || settings_from_json(*text, settings) || settings == settings_) return false;
    settings_ = settings;
    return true;
  }
  if (key.substr(0, kGamePrefix.size()) != kGamePrefix) return false;
  const std::string id(key.substr(kGamePrefix.size()));
  const std::optional<std::string> text = store_->read(key);
  const bool stored = text.has_value();
  SavedGame game;
  // What another page wrote and this one cannot read (a newer version's, say)
  // is left to that page, never set aside from under it.
  if (stored && read_game(key, text, game)) return false;
  const SavedGame* was = find(id);
  if (was && stored && *was == game) return false;
  const bool known = unfile(id);
  if (stored) file(std::move(game));
  return known || stored;
}

// `why` is the whole notice: what could not be read, and that it was kept aside.
void Saves::put_away_unreadable(const std::string& key, double now_ms, const std::string& why) {
  // Kept, not deleted: a later version (or a person) may still recover it.
  if (auto text = store_->read(key)) {
    store_->write(std::string(kAsidePrefix) + key + "@" + std::to_string(static_cast<long long>(now_ms)), *text);
  }
  store_->remove(key);
  problems_.push_back(why);
}

void Saves::save_settings(const Settings& settings) {
  if (settings == settings_ && store_->read(kSettingsKey)) return;
  settings_ = settings;
  store_->write(kSettingsKey, to_json(settings_));
}

const SavedGame* Saves::find(std::string_view id) const {
  for (const std::vector<SavedGame>* list : {&games_, &aside_})
    for (const SavedGame& g : *list)
      if (g.id == id) return &g;
  return nullptr;
}

const SavedGame* Saves::latest_unfinished() const {
  for (const SavedGame& g : games_)
    if (!g.finished) return &g;
  return nullptr;
}

const SavedGame* Saves::find_by_link(const Setup& setup) const {
  // A set-aside game too: the next turn of a game by link continues it (and brings it back) rather than
  // starting a second copy.
  for (const std::vector<SavedGame>* list : {&games_, &aside_})
    for (const SavedGame& g : *list)
      if (g.kind == GameKind::ByLink && g.record.setup == setup) return &g;
  return nullptr;
}

void Saves::save_game(const SavedGame& game) {
  store_->write(game_key(game.id), to_json(game));
  unfile(game.id);
  file(game);
}

bool Saves::set_aside(std::string_view id, double now_ms) {
  auto it = std::find_if(games_.begin(), games_.end(), [&](const SavedGame& g) { return g.id == id; });
  if (it == games_.end()) return false;
  SavedGame game = *it;
  // Never 0, the mark of a game in the list.
  game.set_aside_ms = std::max(1.0, now_ms);
  if (open_game_id() == id) set_open_game("");
  save_game(game);
  return true;
}

bool Saves::bring_back(std::string_view id) {
  auto it = std::find_if(aside_.begin(), aside_.end(), [&](const SavedGame& g) { return g.id == id; });
  if (it == aside_.end()) return false;
  SavedGame game = *it;
  game.set_aside_ms = 0;
  save_game(game);
  return true;
}

bool Saves::keep_review(std::string_view id, const SavedReview& review) {
  const SavedGame* known = find(id);
  if (!known || check_review(known->record, review.review)) return false;
  SavedGame game = *known;
  ui::keep_review(game.reviews, review);
  save_game(game);
  return true;
}

std::string Saves::new_id(double now_ms) {
  // Time in base 36 plus a counter: unique on this device, sorts by start.
  static constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
  auto base36 = [](unsigned long long n) {
    std::string out;
    do {
      out.insert(out.begin(), kDigits[n % 36]);
      n /= 36;
    } while (n);
    return out;
  };
  std::string id;
  do {
    id = base36(static_cast<unsigned long long>(now_ms)) + "-" + base36(counter_++);
  } while (find(id) || store_->read(game_key(id)));
  return id;
}

std::string Saves::open_game_id() const { return store_->read(kOpenKey).value_or(""); }

void Saves::set_open_game(std::string_view id) {
  if (open_game_id() == id) return;
  if (id.empty()) store_->remove(kOpenKey);
  else store_->write(kOpenKey, id);
}

std::map<std::string, Best> Saves::solo_bests() const {
  std::map<std::string, Best> bests;
  for (const SavedGame& g : games_) {
    // A guided game was played as told: not a best of the player's own.
    if (!g.finished || !g.record.setup.solo() || g.totals.empty() || g.kind == GameKind::Tutorial) continue;
    const std::string key = solo_configuration(g.record.setup);
    auto it = bests.find(key);
    if (it == bests.end() || g.totals[0] > it->second.score) bests[key] = Best{g.totals[0], g.suns, g.id};
  }
  return bests;
}

std::optional<Best> Saves::daily_best(std::string_view date) const {
  std::optional<Best> best;
  for (const SavedGame& g : games_) {
    if (g.kind != GameKind::Daily || g.daily_date != date || !g.finished || g.totals.empty()) continue;
    if (!best || g.totals[0] > best->score) best = Best{g.totals[0], g.suns, g.id};
  }
  return best;
}

}  // namespace harmonies::ui
