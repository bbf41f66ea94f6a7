// Game records: a setup and the actions that followed, as one line of
// URL-safe text. A record is the save file, the replay and the share link's
// payload, so it is versioned and checksummed.
//
//   HR1.<players><side><spirits>.<seed>.<actions>.<checksum>
//   e.g. HR1.2A0.blue-river.AAgLAh....Xb3k
//
// actions: two characters per action (action_codes.hpp); checksum: 4 characters,
// 24 bits of FNV-1a over everything before the last '.'.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "harmonies/action_codes.hpp"
#include "harmonies/error.hpp"
#include "harmonies/state.hpp"

namespace harmonies {

inline constexpr std::string_view kRecordMagic = "HR1";

struct Record {
  Setup setup;
  std::vector<Action> actions;
  bool operator==(const Record&) const = default;
};

std::string encode_record(const Record& record);
// Checks the text's shape, version and checksum; not the actions' legality.
Error decode_record(std::string_view text, Record& out);
// The same game without what "Start my turn over" and "Undo" undid: each
// RestartTurn and the actions of its turn before it, each UndoStep and the
// step it took back. It replays to the identical state (a restart restores
// the whole turn-start position, generator included; an undo replays the turn
// without its last step), so share links carry only the moves that count.
Record without_undone_actions(const Record& record);
// Plays the record from its setup; refuses the first illegal action, naming it.
Error replay(const Record& record, GameState& out);

}  // namespace harmonies
