#include "model/profile.hpp"

#include <algorithm>
#include <cstdio>
#include <iterator>

#include "harmonies/json.hpp"
#include "harmonies/link.hpp"
#include "model/text.hpp"

namespace harmonies::ui {

namespace {

using json::Value;

Value string_array(const std::vector<std::string>& items) {
  Value out = Value::array();
  for (const std::string& item : items) out.push_back(item);
  return out;
}

const char* kind_name(GameKind kind) {
  switch (kind) {
    case GameKind::Local: return "local";
    case GameKind::Daily: return "daily";
    case GameKind::ByLink: return "link";
    case GameKind::Tutorial: return "tutorial";
  }
  return "local";
}

Error open_document(std::string_view text, const char* what, Value& doc) {
  if (Error e = json::parse(text, doc))
    return fail(tr(Text::notices_doc_not_json, {{"what", what}, {"reason", e.message}}), ErrorKind::Damaged);
  return check_document(doc, what);
}

// Optional fields keep their default when absent; a present field of the
// wrong type is an error (the document was damaged or not ours).
Error read_bool(const Value& doc, const char* key, bool& out) {
  const Value* v = json::find(doc, key);
  if (!v) return {};
  if (!v->is_boolean()) return fail(tr(Text::notices_field_bool, {{"key", key}}));
  out = v->get<bool>();
  return {};
}

Error read_int(const Value& doc, const char* key, long long low, long long high, int& out) {
  const Value* v = json::find(doc, key);
  if (!v) return {};
  long long n = 0;
  if (!json::get_int(*v, n) || n < low || n > high) return fail(tr(Text::notices_field_range, {{"key", key}}));
  out = static_cast<int>(n);
  return {};
}

// Times are whole milliseconds since 1970 (what Date.now() gives), so they are
// written back exactly; a fraction or a huge number is not one of ours.
Error read_time(const Value& doc, const char* key, double& out) {
  const Value* v = json::find(doc, key);
  if (!v) return {};
  long long ms = 0;
  if (!json::get_int(*v, ms) || ms < 0) return fail(tr(Text::notices_field_time, {{"key", key}}));
  out = static_cast<double>(ms);
  return {};
}

Error read_side(const Value& doc, Side& out) {
  const Value* v = json::find(doc, "side");
  if (!v) return {};
  const std::string* name = json::text(v);
  auto side = name ? side_from_name(*name) : std::nullopt;
  if (!side) return fail(tr(Text::notices_field_side));
  out = *side;
  return {};
}

// A later version may speak more languages: one this version does not know is simply not chosen.
Error read_language(const Value& doc, std::optional<Language>& out) {
  const Value* v = json::find(doc, "language");
  if (!v) return {};
  const std::string* tag = json::text(v);
  if (!tag) return fail(tr(Text::notices_field_language));
  out = language_from_tag(*tag);
  return {};
}

Error read_names(const Value& doc, size_t most, std::vector<std::string>& out) {
  const Value* v = json::find(doc, "names");
  if (!v) return {};
  if (!v->is_array() || v->size() > most) return fail(tr(Text::notices_field_names_count));
  std::vector<std::string> names;
  for (const Value& item : *v) {
    const std::string* name = json::text(&item);
    if (!name) return fail(tr(Text::notices_field_text, {{"key", "names"}}));
    if (Error e = check_name(*name)) return fail(tr(Text::notices_field_bad_name, {{"reason", e.message}}));
    names.push_back(*name);
  }
  out = std::move(names);
  return {};
}

// "seats" of the settings: kinds by name, at most one per seat.
Error read_seats(const Value& doc, const char* key, bool blank_is_human, std::vector<Seat>& out) {
  const Value* v = json::find(doc, key);
  if (!v) return {};
  if (!v->is_array() || v->size() > static_cast<size_t>(kMaxPlayers))
    return fail(tr(Text::notices_field_seats_count, {{"key", key}}));
  std::vector<Seat> seats;
  for (const Value& item : *v) {
    const std::string* name = json::text(&item);
    if (!name) return fail(tr(Text::notices_field_text, {{"key", key}}));
    std::optional<Seat> seat = blank_is_human && name->empty() ? Seat::Human : seat_from_name(*name);
    if (!seat || (blank_is_human && *seat == Seat::Human && !name->empty()))
      return fail(tr(Text::notices_field_unknown_seat, {{"key", key}, {"seat", *name}}));
    seats.push_back(*seat);
  }
  out = std::move(seats);
  return {};
}

Error read_ints(const Value& doc, const char* key, std::vector<int>& out) {
  const Value* v = json::find(doc, key);
  if (!v) return {};
  if (!v->is_array() || v->size() > static_cast<size_t>(kMaxPlayers))
    return fail(tr(Text::notices_field_numbers_count, {{"key", key}}));
  std::vector<int> items;
  for (const Value& item : *v) {
    long long n = 0;
    if (!json::get_int(item, n) || n < -1000 || n > 1000) return fail(tr(Text::notices_field_scores, {{"key", key}}));
    items.push_back(static_cast<int>(n));
  }
  out = std::move(items);
  return {};
}

Error read_string(const Value& doc, const char* key, size_t longest, std::string& out) {
  const Value* v = json::find(doc, key);
  if (!v) return {};
  const std::string* text = json::text(v);
  if (!text || text->size() > longest) return fail(tr(Text::notices_field_malformed, {{"key", key}}));
  out = *text;
  return {};
}

// The members of a saved game this version reads (the others are kept as they are: SavedGame::newer).
constexpr std::string_view kKnownKeys[] = {"v",        "id",    "kind",  "record", "names", "started",
                                           "updated",  "finished", "turns", "daily", "bots",  "playable_turn",
                                           "totals",   "suns",  "reviews", "rounds", "set_aside", "tutorial_step"};

// The game's reviews: each one that reads and fits the record is kept, the others dropped (the game never
// depends on them).
void read_reviews(const Value& doc, SavedGame& g) {
  const Value* v = json::find(doc, "reviews");
  if (!v || !v->is_array()) return;
  for (const Value& item : *v) {
    SavedReview review;
    if (read_saved_review(item, g.record, review)) continue;
    if (review_of(g.reviews, review.review.player)) continue;  // one per player: the first
    keep_review(g.reviews, std::move(review));
  }
}

}  // namespace

Error check_document(const Value& doc, const char* what) {
  if (!doc.is_object()) return fail(tr(Text::notices_doc_not_object, {{"what", what}}), ErrorKind::Damaged);
  long long version = 0;
  const Value* v = json::find(doc, "v");
  if (!v || !json::get_int(*v, version))
    return fail(tr(Text::notices_doc_no_version, {{"what", what}}), ErrorKind::Damaged);
  if (version != kProfileVersion)
    return fail(tr(Text::notices_doc_version, {{"what", what}, {"version", version}, {"expected", kProfileVersion}}),
                version > kProfileVersion ? ErrorKind::Newer : ErrorKind::Damaged);
  return {};
}

// Seats after Human follow the bot levels in order (Easy, Medium, Hard).
std::optional<BotLevel> bot_level(Seat seat) {
  if (seat == Seat::Human) return std::nullopt;
  return static_cast<BotLevel>(static_cast<int>(seat) - 1);
}

// One spelling for both: the page names a seat's level to the bot worker.
std::string_view seat_name(Seat seat) {
  const std::optional<BotLevel> level = bot_level(seat);
  return level ? bot_level_name(*level) : "human";
}

std::optional<Seat> seat_from_name(std::string_view name) {
  for (int i = 0; i < kSeatKinds; ++i)
    if (seat_name(static_cast<Seat>(i)) == name) return static_cast<Seat>(i);
  return std::nullopt;
}

std::string to_json(const Settings& s) {
  std::vector<std::string> names(s.names.begin(), s.names.end());
  std::vector<std::string> seats;
  for (Seat seat : s.seats) seats.emplace_back(seat_name(seat));
  Value doc = Value::object();
  doc["v"] = kProfileVersion;
  doc["players"] = s.players;
  doc["names"] = string_array(names);
  doc["seats"] = string_array(seats);
  doc["side"] = std::string(side_name(s.side));
  doc["spirits"] = s.spirits;
  if (s.pulse) doc["pulse"] = true;
  if (s.sanctuaries) doc["sanctuaries"] = true;
  if (s.whispers) doc["whispers"] = true;
  doc["by_link"] = s.by_link;
  doc["animations"] = s.animations;
  doc["token_symbols"] = s.token_symbols;
  if (s.tutorial_done) doc["tutorial_done"] = true;
  if (s.tutorial_declined) doc["tutorial_declined"] = true;
  if (s.language) doc["language"] = std::string(language_tag(*s.language));
  return json::dump(doc);
}

Error settings_from_json(std::string_view text, Settings& out) {
  Value doc;
  if (Error e = open_document(text, tr(Text::notices_what_settings), doc)) return e;
  Settings s;
  std::vector<std::string> names;
  std::vector<Seat> seats;
  Error e;
  if ((e = read_int(doc, "players", 1, kMaxPlayers, s.players)) || (e = read_names(doc, kMaxPlayers, names)) ||
      (e = read_seats(doc, "seats", false, seats)) ||
      (e = read_side(doc, s.side)) || (e = read_bool(doc, "spirits", s.spirits)) ||
      (e = read_bool(doc, "pulse", s.pulse)) || (e = read_bool(doc, "sanctuaries", s.sanctuaries)) ||
      (e = read_bool(doc, "whispers", s.whispers)) || (e = read_bool(doc, "by_link", s.by_link)) ||
      (e = read_bool(doc, "animations", s.animations)) ||
      (e = read_bool(doc, "token_symbols", s.token_symbols)) || (e = read_language(doc, s.language)) ||
      (e = read_bool(doc, "tutorial_done", s.tutorial_done)) ||
      (e = read_bool(doc, "tutorial_declined", s.tutorial_declined)))
    return fail(tr(Text::notices_settings_damaged, {{"reason", e.message}}), ErrorKind::Damaged);
  for (size_t i = 0; i < names.size(); ++i) s.names[i] = names[i];
  for (size_t i = 0; i < seats.size(); ++i) s.seats[i] = seats[i];
  out = std::move(s);
  return {};
}

void summarise(SavedGame& saved, const GameState& state) {
  saved.finished = state.is_terminal();
  saved.turns = completed_turns(state);
  saved.rounds = state.now().round;
  saved.totals.clear();
  saved.suns = -1;
  if (!saved.finished) return;
  for (int p = 0; p < state.player_count(); ++p) saved.totals.push_back(state.score(p).total);
  if (state.setup().solo()) saved.suns = state.suns();
}

Error summarise_by_replay(SavedGame& saved) {
  GameState state = GameState::create(saved.record.setup);
  if (Error e = replay(saved.record, state)) return e;
  summarise(saved, state);
  return {};
}

json::Value to_value(const SavedGame& g) {
  Value doc = Value::object();
  doc["v"] = kProfileVersion;
  doc["id"] = g.id;
  doc["kind"] = kind_name(g.kind);
  doc["record"] = encode_record(g.record);
  doc["names"] = string_array(g.names);
  // Whole milliseconds (read_time refuses anything else).
  doc["started"] = static_cast<long long>(g.started_ms);
  doc["updated"] = static_cast<long long>(g.updated_ms);
  doc["finished"] = g.finished;
  doc["turns"] = g.turns;
  doc["rounds"] = g.rounds;
  if (!g.daily_date.empty()) doc["daily"] = g.daily_date;
  if (!g.seats.empty()) {
    Value kinds = Value::array();
    for (Seat seat : g.seats) kinds.push_back(is_bot(seat) ? std::string(seat_name(seat)) : std::string());
    doc["bots"] = std::move(kinds);
  }
  if (g.playable_turn >= 0) doc["playable_turn"] = g.playable_turn;
  if (g.kind == GameKind::Tutorial) doc["tutorial_step"] = g.tutorial_step;
  if (!g.totals.empty()) doc["totals"] = g.totals;
  if (g.suns >= 0) doc["suns"] = g.suns;
  if (g.set_aside_ms > 0) doc["set_aside"] = static_cast<long long>(g.set_aside_ms);
  if (!g.reviews.empty()) {
    Value reviews = Value::array();
    for (const SavedReview& r : g.reviews) reviews.push_back(review_value(r));
    doc["reviews"] = std::move(reviews);
  }
  if (g.newer.is_object())
    for (const auto& [key, value] : g.newer.items())
      if (!json::find(doc, key)) doc[key] = value;
  return doc;
}

std::string to_json(const SavedGame& g) { return json::dump(to_value(g)); }

Error saved_game_from_json(std::string_view text, SavedGame& out) {
  Value doc;
  if (Error e = open_document(text, tr(Text::notices_what_saved_game), doc)) return e;
  return saved_game_from_value(doc, out);
}

Error saved_game_from_value(const json::Value& doc, SavedGame& out) {
  if (Error e = check_document(doc, tr(Text::notices_what_saved_game))) return e;
  SavedGame g;
  std::string kind = "local", record;
  Error e;
  if ((e = read_string(doc, "id", 64, g.id)) || (e = read_string(doc, "kind", 8, kind)) ||
      (e = read_string(doc, "record", 1 << 16, record)) || (e = read_names(doc, kMaxPlayers, g.names)) ||
      (e = read_time(doc, "started", g.started_ms)) || (e = read_time(doc, "updated", g.updated_ms)) ||
      (e = read_bool(doc, "finished", g.finished)) || (e = read_int(doc, "turns", 0, 10000, g.turns)) ||
      (e = read_int(doc, "rounds", 0, 10000, g.rounds)) || (e = read_time(doc, "set_aside", g.set_aside_ms)) ||
      (e = read_string(doc, "daily", 10, g.daily_date)) ||
      (e = read_int(doc, "playable_turn", -1, 10000, g.playable_turn)) || (e = read_ints(doc, "totals", g.totals)) ||
      (e = read_int(doc, "suns", -1, 10, g.suns)) || (e = read_seats(doc, "bots", true, g.seats)) ||
      (e = read_int(doc, "tutorial_step", 0, 1000, g.tutorial_step)))
    return fail(tr(Text::notices_saved_game_damaged, {{"reason", e.message}}), ErrorKind::Damaged);
  if (g.id.empty()) return fail(tr(Text::notices_saved_game_no_id));
  if (kind == "local") g.kind = GameKind::Local;
  else if (kind == "daily") g.kind = GameKind::Daily;
  else if (kind == "link") g.kind = GameKind::ByLink;
  else if (kind == "tutorial") g.kind = GameKind::Tutorial;
  else return fail(tr(Text::notices_saved_game_unknown_kind, {{"kind", kind}}));
  if (Error r = decode_record(record, g.record))
    return fail(tr(Text::notices_saved_game_bad_record, {{"reason", r.message}}), r.kind);
  if (g.names.size() > static_cast<size_t>(g.record.setup.players))
    return fail(tr(Text::notices_saved_game_too_many_names));
  if (g.seats.size() > static_cast<size_t>(g.record.setup.players))
    return fail(tr(Text::notices_saved_game_too_many_seats));
  read_reviews(doc, g);
  for (const auto& [key, value] : doc.items())
    if (std::find(std::begin(kKnownKeys), std::end(kKnownKeys), key) == std::end(kKnownKeys)) g.newer[key] = value;
  out = std::move(g);
  return {};
}

std::string utc_date(double unix_ms) {
  // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm), so no
  // time zone or C library locale is involved.
  long long days = static_cast<long long>(unix_ms / 86400000.0);
  if (unix_ms < 0 && days * 86400000.0 != unix_ms) --days;
  days += 719468;
  const long long era = (days >= 0 ? days : days - 146096) / 146097;
  const long long doe = days - era * 146097;
  const long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const long long mp = (5 * doy + 2) / 153;
  const long long day = doy - (153 * mp + 2) / 5 + 1;
  const long long month = mp < 10 ? mp + 3 : mp - 9;
  const long long year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  char text[64];
  std::snprintf(text, sizeof text, "%04lld-%02lld-%02lld", year, month, day);
  return text;
}

int completed_turns(const GameState& state) {
  int turns = 0;
  for (int p = 0; p < state.player_count(); ++p) turns += state.player(p).turns;
  return turns;
}

}  // namespace harmonies::ui
