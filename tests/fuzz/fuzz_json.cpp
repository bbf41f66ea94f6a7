// libFuzzer target: JSON comes back from browser storage (settings and saved
// games, wasm/model/profile.hpp), from games files a player loads (wasm/model/backup.hpp)
// and from files given to the CLI (boards), so every
// reader must refuse any bytes cleanly, and what it accepts must survive being
// written out again.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "model/backup.hpp"
#include "harmonies/board_file.hpp"
#include "harmonies/json.hpp"
#include "harmonies/review.hpp"
#include "model/profile.hpp"

namespace {

using namespace harmonies;

void require(bool condition) {
  if (!condition) std::abort();  // libFuzzer saves the input that got here
}

// Every string the parser produced reads back unchanged through quote(), and
// the whole document through dump().
void check_strings(const json::Value& value) {
  if (const std::string* text = json::text(&value)) {
    json::Value back;
    require(!json::parse(json::quote(*text), back) && back == value);
  }
  if (value.is_array())
    for (const json::Value& item : value) check_strings(item);
  if (value.is_object())
    for (const auto& [key, item] : value.get_ref<const json::Value::object_t&>()) {
      json::Value back;
      require(!json::parse(json::quote(key), back) && json::text(&back) && *json::text(&back) == key);
      check_strings(item);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  json::Value parsed;
  if (!json::parse(text, parsed)) {
    check_strings(parsed);
    json::Value again;
    require(!json::parse(json::dump(parsed), again) && again == parsed);
    // A review reads back as it is written (written once, its numbers are rounded for good).
    Review review, again_review;
    if (!review_from_json(parsed, review)) {
      const json::Value written = review_to_json(review);
      require(!review_from_json(written, again_review) && json::dump(review_to_json(again_review)) == json::dump(written));
    }
  }
  ui::Settings settings;
  if (!ui::settings_from_json(text, settings)) {
    ui::Settings again;
    require(!ui::settings_from_json(ui::to_json(settings), again) && again == settings);
  }
  ui::SavedGame saved;
  if (!ui::saved_game_from_json(text, saved)) {
    ui::SavedGame again;
    require(!ui::saved_game_from_json(ui::to_json(saved), again) && again == saved);
  }
  // A games file: what it adds is written out and read back the same.
  ui::MemoryStore store, again_store;
  ui::Saves saves(store), again_saves(again_store);
  ui::ImportReport report;
  if (!ui::import_games(text, saves, 0, report)) {
    require(!ui::import_games(ui::export_games(saves, 0), again_saves, 0, report));
    require(again_saves.games().size() == saves.games().size());
    for (const ui::SavedGame& game : saves.games()) require(again_saves.find(game.id) && *again_saves.find(game.id) == game);
  }
  Board board;
  if (!parse_board_file(text, board)) {
    Board again;
    require(!parse_board_file(board_to_json(board), again) && again == board);
  }
  return 0;
}
