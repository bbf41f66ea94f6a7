#include "harmonies/link.hpp"

#include <algorithm>
#include <optional>

#include "harmonies/rng.hpp"
#include "record_text.hpp"

namespace harmonies {

namespace {

constexpr std::string_view kVersion = "1";
constexpr std::string_view kSeatsVersion = "2";    // game and turn links that tell who plays each seat
constexpr std::string_view kKindLetters = "SGT";  // in LinkKind's order
constexpr char kNameSeparator = '~';               // outside the base64url alphabet
constexpr size_t kSetupFields = 4;                 // magic, options, seed, checksum
constexpr size_t kGameFields = 6;                  // ... seed, actions, names, checksum
constexpr size_t kSeatsFields = 7;                 // ... names, seats, checksum
constexpr std::string_view kSeatLetters = "pemh";  // in SeatKind's order: person, easy, medium, hard
constexpr std::string_view kSeatKindNames[kSeatKinds] = {"human", "easy", "medium", "hard"};
constexpr size_t kMaxVersionDigits = 3;

// --- names ---------------------------------------------------------------------------------

// The length of a UTF-8 sequence starting with `lead`; 0 for a continuation
// byte or a lead byte that only starts overlong or too large sequences.
size_t utf8_length(unsigned char lead) {
  if (lead < 0x80) return 1;
  if (lead >= 0xC2 && lead <= 0xDF) return 2;
  if (lead >= 0xE0 && lead <= 0xEF) return 3;
  if (lead >= 0xF0 && lead <= 0xF4) return 4;
  return 0;
}

// Length of the well-formed UTF-8 sequence starting at text[i] (0 when it is
// truncated, overlong, a surrogate or beyond U+10FFFF); sets its code point.
size_t utf8_sequence(std::string_view text, size_t i, char32_t& code_point) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  const size_t length = utf8_length(lead);
  if (length == 0 || i + length > text.size()) return 0;
  char32_t value = length == 1 ? lead : lead & (0x7F >> length);
  for (size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    value = (value << 6) | (byte(i + k) & 0x3F);
  }
  constexpr char32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (value < kSmallest[length] || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return 0;
  code_point = value;
  return length;
}

// C0, DEL and C1 controls: they break layouts or hide text in the UI.
bool is_control(char32_t c) { return c < 0x20 || (c >= 0x7F && c < 0xA0); }

// What is wrong with a name, as the end of a sentence about it; empty when nothing.
std::string name_problem(std::string_view name) {
  if (name.empty()) return "is empty";
  if (name.size() > static_cast<size_t>(kMaxNameBytes))
    return "is too long (at most " + std::to_string(kMaxNameBytes) +
           " bytes of text; accented letters take 2, most other scripts 3)";
  for (size_t i = 0; i < name.size();) {
    char32_t c = 0;
    const size_t length = utf8_sequence(name, i, c);
    if (length == 0) return "is not valid UTF-8 text";
    if (is_control(c)) return "contains a control character";
    i += length;
  }
  return {};
}

std::string encode_names(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += kNameSeparator;
    out += text::to_base64(names[i]);
  }
  return out;
}

Error decode_names(std::string_view field, int players, std::vector<std::string>& out) {
  std::vector<std::string> names;
  if (field.empty()) {  // no names: the game shows default ones
    out.clear();
    return {};
  }
  for (size_t start = 0;;) {
    const size_t end = std::min(field.find(kNameSeparator, start), field.size());
    std::string name;
    const std::string which = "the name of player " + std::to_string(names.size() + 1);
    if (!text::from_base64(field.substr(start, end - start), name)) return fail(which + " is damaged");
    if (std::string problem = name_problem(name); !problem.empty()) return fail(which + " " + problem);
    names.push_back(std::move(name));
    if (end == field.size()) break;
    start = end + 1;
  }
  if (names.size() != static_cast<size_t>(players))
    return fail("the link gives " + std::to_string(names.size()) + " player names for a game of " +
                std::to_string(players) + (players == 1 ? " player" : " players"));
  out = std::move(names);
  return {};
}

// --- seats ---------------------------------------------------------------------------------

std::string encode_seats(const std::vector<SeatKind>& seats) {
  std::string out;
  for (SeatKind kind : seats) out += kSeatLetters[static_cast<size_t>(kind)];
  return out;
}

Error decode_seats(std::string_view field, LinkKind kind, int players, std::vector<SeatKind>& out) {
  std::vector<SeatKind> seats;
  for (char c : field) {
    const size_t at = kSeatLetters.find(c);
    // A lowercase letter names a kind of player a later version may know; anything else was changed on the way.
    if (at == std::string_view::npos && c >= 'a' && c <= 'z')
      return fail("the link names a kind of player this version does not know", ErrorKind::Newer);
    if (at == std::string_view::npos) return fail("the link's seats are malformed");
    seats.push_back(static_cast<SeatKind>(at));
  }
  if (seats.size() != static_cast<size_t>(players))
    return fail("the link tells who plays " + std::to_string(seats.size()) + " seats of a game of " +
                std::to_string(players) + (players == 1 ? " player" : " players"));
  if (kind == LinkKind::Turn && std::any_of(seats.begin(), seats.end(), [](SeatKind k) { return k != SeatKind::Human; }))
    return fail("a turn link hands a game between people: it cannot give a seat to a bot");
  out = std::move(seats);
  return {};
}

// --- the link's text -----------------------------------------------------------------------

std::string magic(LinkKind kind, std::string_view version) {
  return std::string("H") + kKindLetters[static_cast<size_t>(kind)] + std::string(version);
}

// The link's own text from whatever was pasted or opened: without spaces
// around it, without the address before '#', with '~' that chat apps
// percent-encoded restored.
std::string link_text(std::string_view pasted) {
  pasted = text::trim(pasted);
  if (const size_t hash = pasted.find('#'); hash != std::string_view::npos)
    pasted = text::trim(pasted.substr(hash + 1));
  std::string out;
  for (size_t i = 0; i < pasted.size(); ++i) {
    const std::string_view rest = pasted.substr(i, 3);
    if (rest == "%7E" || rest == "%7e") {
      out += kNameSeparator;
      i += 2;
    } else {
      out += pasted[i];
    }
  }
  return out;
}

bool all_digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Reads "H<kind><version>." at the start of the text; `seats`: the version with seats.
Error read_magic(std::string_view text, LinkKind& kind, bool& seats) {
  if (text.empty()) return fail("the link is empty", ErrorKind::Empty);
  for (size_t k = 0; k < kKindLetters.size(); ++k) {
    const auto each = static_cast<LinkKind>(k);
    for (std::string_view v : {kVersion, kSeatsVersion})
      if (text.size() < 4 && (each != LinkKind::Setup || v == kVersion) && (magic(each, v) + ".").starts_with(text))
        return fail("the link is incomplete", ErrorKind::Incomplete);
  }
  const size_t letter = text.size() >= 2 ? kKindLetters.find(text[1]) : std::string_view::npos;
  if (text[0] != 'H' || letter == std::string_view::npos) return fail("this is not a Harmonies link", ErrorKind::Foreign);
  const size_t dot = text.find('.');  // after the kind letter, if anywhere
  const std::string_view version = text.substr(2, dot == std::string_view::npos ? dot : dot - 2);
  const auto found = static_cast<LinkKind>(letter);
  // A setup link has no seats to tell: it has no version 2.
  const std::string_view newest = found == LinkKind::Setup ? kVersion : kSeatsVersion;
  if ((version == kVersion || version == newest) && dot != std::string_view::npos) {
    kind = found;
    seats = version == kSeatsVersion;
    return {};
  }
  // A number past the newest known ("3", "10" after "2"); "0" and "01" are not versions.
  const bool later = version.size() > newest.size() || (version.size() == newest.size() && version > newest);
  if (all_digits(version) && version[0] != '0' && version.size() <= kMaxVersionDigits && later)
    return fail("this link was made by a newer version of the game (" + std::string(text.substr(0, 2)) +
                std::string(version) + "); update the page",
                ErrorKind::Newer);
  return fail("this is not a Harmonies link", ErrorKind::Foreign);
}

// Checks the fields' count and the checksum, telling a cut-off link from a damaged one.
Error check_shape(std::string_view text, LinkKind kind, bool seats, const std::vector<std::string_view>& fields) {
  const size_t expected = kind == LinkKind::Setup ? kSetupFields : seats ? kSeatsFields : kGameFields;
  if (fields.size() < expected || (fields.size() == expected && fields.back().size() < text::kChecksumLength))
    return fail("the link is incomplete", ErrorKind::Incomplete);
  if (!text::checksum_matches(text))
    return fail("the link is damaged: its checksum does not match", ErrorKind::Damaged);
  if (kind == LinkKind::Setup && (fields.size() == kGameFields || fields.size() == kSeatsFields))
    return fail("a setup link cannot carry moves or player names", ErrorKind::Damaged);
  if (fields.size() != expected) return fail("the link is damaged: it has the wrong number of parts", ErrorKind::Damaged);
  return {};
}

}  // namespace

std::string encode_link(const Link& link) {
  // Without seats, version 1: the very text links had before seats.
  const bool seats = !link.seats.empty();
  std::string body = magic(link.kind, seats && link.kind != LinkKind::Setup ? kSeatsVersion : kVersion) + '.';
  text::append_setup(body, link.record.setup);
  // A setup link carries none of these; writing them anyway lets decode_link refuse them.
  if (link.kind != LinkKind::Setup || !link.record.actions.empty() || !link.names.empty() || seats) {
    body += '.';
    append_actions(body, link.record.actions);
    body += '.';
    body += encode_names(link.names);
    if (seats) body += '.' + encode_seats(link.seats);
  }
  return text::seal(std::move(body));
}

Error decode_link(std::string_view pasted, Link& out) {
  const std::string text = link_text(pasted);
  Link link;
  bool seats = false;
  if (Error e = read_magic(text, link.kind, seats)) return e;
  const auto fields = text::split_fields(text);
  if (Error e = check_shape(text, link.kind, seats, fields)) return e;
  // Past the checksum, a field that does not read was changed on the way (or made by something else).
  // A well-sealed link that names a module this version does not know comes from a newer version.
  const auto damaged = [](Error e) {
    return fail(std::move(e.message), e.kind == ErrorKind::Newer ? ErrorKind::Newer : ErrorKind::Damaged);
  };
  if (Error e = text::parse_setup(fields[1], fields[2], "link", link.record.setup)) return damaged(e);
  if (link.kind != LinkKind::Setup) {
    if (Error e = text::parse_actions(fields[3], "link", link.record.actions)) return damaged(e);
    if (Error e = decode_names(fields[4], link.record.setup.players, link.names)) return damaged(e);
    if (seats) {
      if (Error e = decode_seats(fields[5], link.kind, link.record.setup.players, link.seats)) return damaged(e);
    }
  }
  out = std::move(link);
  return {};
}

Error check_name(std::string_view name) {
  const std::string problem = name_problem(name);
  return problem.empty() ? Error{} : fail("the name " + problem);
}

std::string_view seat_kind_name(SeatKind kind) { return kSeatKindNames[static_cast<size_t>(kind)]; }

std::optional<SeatKind> seat_kind_from_name(std::string_view name) {
  for (int k = 0; k < kSeatKinds; ++k)
    if (kSeatKindNames[k] == name) return static_cast<SeatKind>(k);
  return std::nullopt;
}

std::string default_player_name(int seat) { return "Player " + std::to_string(seat + 1); }

Comparison compare_games(const Record& known, const Record& incoming) {
  if (known.setup != incoming.setup) return {Continuation::OtherGame, 0};
  const auto& a = known.actions;
  const auto& b = incoming.actions;
  const size_t common = std::min(a.size(), b.size());
  const size_t at = static_cast<size_t>(std::mismatch(a.begin(), a.begin() + common, b.begin()).first - a.begin());
  if (at < common) return {Continuation::Diverges, at};
  if (a.size() == b.size()) return {Continuation::Same, 0};
  return {a.size() < b.size() ? Continuation::Extends : Continuation::Older, 0};
}

constexpr int kDailyPulseSince = 20261207;
constexpr int kDailyCrescendoSince = 20261214;

Setup daily_setup(int year, int month, int day) {
  // Loose limits keep the seed short and well-formed whatever the caller's clock says.
  year = std::clamp(year, 0, 9999);
  month = std::clamp(month, 1, 12);
  day = std::clamp(day, 1, 31);
  const auto padded = [](int value, size_t width) {
    std::string digits = std::to_string(value);
    return std::string(width - std::min(width, digits.size()), '0') + digits;
  };
  Setup setup;
  setup.players = 1;
  setup.seed = "daily-" + padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2);
  // High bits: FNV-1a's multiplications carry a change in the last characters
  // up into them, while the lowest bits see little of it.
  const std::uint64_t h = hash_text(setup.seed);
  setup.side = (h >> 40) & 1 ? Side::B : Side::A;
  setup.spirits = ((h >> 41) & 1) != 0;
  // Pulse joined the daily challenge on 2026-12-07, about one day in two since; earlier days keep
  // the setups players already played.
  const int date = year * 10000 + month * 100 + day;
  setup.pulse = date >= kDailyPulseSince && ((h >> 42) & 1) != 0;
  // Crescendo joined on 2026-12-14: any of the four sides, and each of its modules on 6 of 16 days.
  // From the hash mixed anew (splitmix64's finaliser), so that they vary independently of the bits above.
  if (date >= kDailyCrescendoSince) {
    std::uint64_t m = h;
    m = (m ^ (m >> 30)) * 0xbf58476d1ce4e5b9ULL;
    m = (m ^ (m >> 27)) * 0x94d049bb133111ebULL;
    m ^= m >> 31;
    setup.side = static_cast<Side>(m & 3);
    setup.sanctuaries = ((m >> 2) & 15) % 3 == 0;
    setup.whispers = ((m >> 6) & 15) % 3 == 0;
  }
  return setup;
}

}  // namespace harmonies
