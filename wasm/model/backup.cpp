#include "model/backup.hpp"

#include "model/reconcile.hpp"

#include "harmonies/json.hpp"
#include "harmonies/link.hpp"

namespace harmonies::ui {

namespace {

constexpr std::string_view kFileKind = "harmonies-games";
// A games file is a few KB per game: anything far larger is not one.
constexpr size_t kLargestFile = 32u << 20;

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// Reads one game of the file: its fields, then its actions replayed.
Error read_game(const json::Value& item, SavedGame& game) {
  if (Error e = saved_game_from_value(item, game)) return e;
  if (Error e = summarise_by_replay(game)) return fail("its moves do not replay: " + e.message);
  return {};
}

// Takes one readable game of the file into the saves.
void merge(SavedGame game, Saves& saves, double now_ms, ImportReport& report) {
  const SavedGame* known = saves.find(game.id);
  if (!known) {
    saves.save_game(game);
    ++report.added;
    return;
  }
  // The rule every copy of a game meets (model/reconcile.hpp); the copy here keeps its id.
  switch (reconcile(known->record, game.record).merge) {
    case Merge::KeepMine: ++report.unchanged; return;
    case Merge::TakeTheirs:
      saves.save_game(game);
      ++report.updated;
      return;
    case Merge::Conflict:
    case Merge::Unrelated:
      // Two games under one id (two browsers that never met): keep both.
      game.id = saves.new_id(now_ms);
      saves.save_game(game);
      ++report.kept_both;
      return;
  }
}

}  // namespace

std::string export_games(const Saves& saves, double now_ms) {
  json::Value head = json::Value::object();
  head["v"] = kProfileVersion;
  head["kind"] = std::string(kFileKind);
  head["exported"] = static_cast<long long>(now_ms);
  // One game a line: {"v": 1, ..., "games": [\n{game},\n{game}\n]}
  std::string out = json::dump(head);
  out.pop_back();
  out += ", \"games\": [";
  bool first = true;
  for (const SavedGame& game : saves.games()) {
    out += (first ? "\n" : ",\n") + to_json(game);
    first = false;
  }
  return out + "\n]}\n";
}

std::string export_file_name(double now_ms) { return "harmonies-games-" + utc_date(now_ms) + ".json"; }

Error import_games(std::string_view text, Saves& saves, double now_ms, ImportReport& report) {
  report = ImportReport{};
  if (text.size() > kLargestFile) return fail("the file is too large to be a games file");
  json::Value doc;
  if (Error e = json::parse(text, doc)) return fail("the file is not a games file (" + e.message + ")");
  const std::string* kind = json::text(json::find(doc, "kind"));
  if (!kind || *kind != kFileKind)
    return fail("the file is not a games file saved by this game");
  if (Error e = check_document(doc, "the games file")) return e;
  const json::Value* games = json::find(doc, "games");
  if (!games || !games->is_array()) return fail("the games file lists no games");
  for (const json::Value& item : *games) {
    SavedGame game;
    if (Error e = read_game(item, game)) {
      if (report.unreadable++ == 0) report.first_problem = e.message;
      continue;
    }
    merge(std::move(game), saves, now_ms, report);
  }
  return {};
}

std::string describe(const ImportReport& r) {
  const int read = r.added + r.updated + r.unchanged + r.kept_both;
  std::string text = read == 0 ? std::string("No game loaded")
                               : plural(read, "game", "games") + " read";
  std::string parts;
  const auto part = [&](int n, const std::string& what) {
    if (n > 0) parts.append(parts.empty() ? "" : ", ").append(std::to_string(n)).append(" ").append(what);
  };
  part(r.added, "new");
  part(r.updated, "further on than here");
  part(r.kept_both, "kept beside a different game of the same name");
  part(r.unchanged, "already here");
  // append() rather than "literal" + string: GCC 12 warns falsely (-Wrestrict) on the latter.
  if (!parts.empty()) text.append(": ").append(parts);
  text.append(".");
  if (r.unreadable > 0)
    text.append(" ").append(plural(r.unreadable, "entry", "entries")).append(" could not be read (")
        .append(r.first_problem).append(").");
  return text;
}

}  // namespace harmonies::ui
