#include "model/backup.hpp"

#include "model/reconcile.hpp"
#include "model/error_words.hpp"
#include "model/text.hpp"

#include "harmonies/json.hpp"
#include "harmonies/link.hpp"

namespace harmonies::ui {

namespace {

constexpr std::string_view kFileKind = "harmonies-games";
// A games file is a few KB per game: anything far larger is not one.
constexpr size_t kLargestFile = 32u << 20;

// Reads one game of the file: its fields, then its actions replayed.
Error read_game(const json::Value& item, SavedGame& game) {
  if (Error e = saved_game_from_value(item, game)) return e;
  if (Error e = summarise_by_replay(game)) return e;  // its moves break the rules (ErrorKind::Illegal)
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
    case Merge::KeepMine: {
      // The file's reviews of the game this browser has as far or further are kept beside its own.
      SavedGame mine = *known;
      if (merge_reviews(mine.reviews, game.reviews, mine.record)) saves.save_game(mine);
      ++report.unchanged;
      return;
    }
    case Merge::TakeTheirs:
      merge_reviews(game.reviews, known->reviews, game.record);
      // Whether a game is set aside is this browser's choice: the file's moves do not undo it.
      game.set_aside_ms = known->set_aside_ms;
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
  // The games set aside too, marked so (a player keeps them, only out of the list): loaded elsewhere they
  // stay set aside.
  for (const std::vector<SavedGame>* list : {&saves.games(), &saves.set_aside_games()})
    for (const SavedGame& game : *list) {
      out += (first ? "\n" : ",\n") + to_json(game);
      first = false;
    }
  return out + "\n]}\n";
}

std::string export_file_name(double now_ms) { return "harmonies-games-" + utc_date(now_ms) + ".json"; }

Error import_games(std::string_view text, Saves& saves, double now_ms, ImportReport& report) {
  report = ImportReport{};
  if (text.size() > kLargestFile) return fail(tr(Text::notices_import_too_large));
  json::Value doc;
  // Where the JSON breaks tells a player nothing: the file is simply not a games file.
  if (json::parse(text, doc)) return fail(tr(Text::notices_import_not_games_file), ErrorKind::Foreign);
  const std::string* kind = json::text(json::find(doc, "kind"));
  if (!kind || *kind != kFileKind)
    return fail(tr(Text::notices_import_not_ours));
  if (Error e = check_document(doc, tr(Text::notices_what_games_file))) return e;
  const json::Value* games = json::find(doc, "games");
  if (!games || !games->is_array()) return fail(tr(Text::notices_import_no_games));
  for (const json::Value& item : *games) {
    SavedGame game;
    if (Error e = read_game(item, game)) {
      if (report.unreadable++ == 0) report.first_problem = entry_problem(e);
      continue;
    }
    merge(std::move(game), saves, now_ms, report);
  }
  return {};
}

std::string describe(const ImportReport& r) {
  const int read = r.added + r.updated + r.unchanged + r.kept_both;
  // "4 games read: 3 new, 1 already here." (the counts of a list, each in its own words)
  std::string parts;
  const auto part = [&](int n, Text what) {
    if (n > 0) parts.append(parts.empty() ? "" : ", ").append(tr_count(what, n));
  };
  part(r.added, Text::notices_import_added);
  part(r.updated, Text::notices_import_updated);
  part(r.kept_both, Text::notices_import_kept_both);
  part(r.unchanged, Text::notices_import_unchanged);
  std::string text = read == 0 ? std::string(tr(Text::notices_import_none))
                               : tr_count(Text::notices_import_read, read, {{"parts", parts}});
  // append() rather than "literal" + string: GCC 12 warns falsely (-Wrestrict) on the latter.
  if (r.unreadable > 0)
    text.append(" ").append(tr_count(Text::notices_import_unreadable, r.unreadable, {{"reason", r.first_problem}}));
  return text;
}

}  // namespace harmonies::ui
