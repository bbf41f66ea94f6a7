// Share links: what follows '#' in the page's address. A link carries a setup
// (everyone who opens it gets the same pouch, deck and first player), a whole
// game to replay, or a game handed to the next player by link. Nothing reaches
// a server; a link is versioned and checksummed and is refused clearly when it
// does not decode (DESIGN.md "File formats").
//
//   setup:  HS1.<players><side><spirits>.<seed>.<checksum>
//   game:   HG1.<players><side><spirits>.<seed>.<actions>.<names>.<checksum>
//   turn:   HT1.<players><side><spirits>.<seed>.<actions>.<names>.<checksum>
//   with seats:  HG2 and HT2, the same with .<seats> after <names>
//
// <actions> as in records (two characters each, action_codes.hpp); <names> the
// seats' names, each base64url-encoded UTF-8, joined by '~' (empty: default
// names); <seats> who plays each seat, one letter a seat: p a person, e m h a
// bot of level easy, medium, hard (a letter this version does not know comes
// from a newer version); <checksum> 4 characters, 24 bits of FNV-1a over the
// text before it (the same text form as records: engine/src/record_text.hpp).
// A link without seats is written as version 1, byte for byte as before seats
// existed; with seats as version 2, which versions before seats refuse as a
// newer version's. A turn link hands a game between people: its seats, if
// any, are all people.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harmonies/error.hpp"
#include "harmonies/record.hpp"

namespace harmonies {

enum class LinkKind { Setup, Game, Turn };

inline constexpr int kMaxNameBytes = 24;  // UTF-8 bytes per seat name

// Who plays a seat, as a link tells it: a person, or a bot of a level. Only
// data here: the bots themselves are in bot.hpp.
enum class SeatKind : std::uint8_t { Human, Easy, Medium, Hard };
inline constexpr int kSeatKinds = 4;
std::string_view seat_kind_name(SeatKind kind);  // "human", "easy", "medium", "hard"
std::optional<SeatKind> seat_kind_from_name(std::string_view name);

struct Link {
  LinkKind kind = LinkKind::Setup;
  Record record;                   // a setup link has no actions
  std::vector<std::string> names;  // empty, or one per seat
  std::vector<SeatKind> seats;     // empty (not told: links made before seats), or one per seat
  bool operator==(const Link&) const = default;
};

// The link's text, without '#'. Writes what it is given: a setup link with
// actions or names, or names that check_name refuses, come out as text that
// decode_link refuses.
std::string encode_link(const Link& link);
// Accepts the text with or without a leading '#', or a whole address (the
// part after its '#'), with spaces around it and '~' sent as %7E. Checks shape,
// version, checksum, names and seats; a setup link must carry no actions, a
// turn link no bot. Does not
// check the actions' legality (see replay). Never throws; a refusal is one
// plain sentence starting in lowercase, for the page to show after its own
// words (e.g. "the link is incomplete").
Error decode_link(std::string_view text, Link& out);
// A seat name is 1..kMaxNameBytes bytes of valid UTF-8 without control characters.
Error check_name(std::string_view name);
// The name of a seat (0-based) that carries none, as every screen shows it:
// "Player 1" for seat 0. It passes check_name.
std::string default_player_name(int seat);

// How an incoming game relates to the one a device already knows.
enum class Continuation {
  Same,       // identical
  Extends,    // the incoming game continues the known one
  Older,      // the incoming game is a prefix of the known one (an old link)
  Diverges,   // same setup, but the actions differ at `at`
  OtherGame,  // a different setup: not the same game
};
struct Comparison {
  Continuation relation = Continuation::OtherGame;
  size_t at = 0;  // Diverges: the first differing action's index
};
Comparison compare_games(const Record& known, const Record& incoming);

// The daily solo challenge of a UTC date: the same setup for everyone that
// day (seed "daily-YYYY-MM-DD"; side, spirits and, from 2026-12-07, Pulse vary with the date). Out of
// range numbers are clamped (years 0-9999, months 1-12, days 1-31), so any
// input gives a valid setup.
Setup daily_setup(int year, int month, int day);

}  // namespace harmonies
