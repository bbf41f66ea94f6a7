#include "record_text.hpp"

#include <cstdint>

#include "harmonies/rng.hpp"

namespace harmonies::text {

namespace {

// 24 bits of FNV-1a: a changed character anywhere always changes them (each
// FNV-1a step is a bijection on the low bits), longer damage slips through
// with odds of 1 in 16 million.
std::string checksum(std::string_view body) {
  const auto h = static_cast<std::uint32_t>(hash_text(body) & 0xFFFFFFu);
  std::string out;
  for (int shift = 18; shift >= 0; shift -= 6) out += kAlphabet[(h >> shift) & 63];
  return out;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

}  // namespace

int alphabet_index(char c) {
  const auto pos = kAlphabet.find(c);
  return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

std::vector<std::string_view> split_fields(std::string_view text) {
  std::vector<std::string_view> fields;
  size_t start = 0;
  for (size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == '.') {
      fields.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  return fields;
}

std::string seal(std::string body) {
  const std::string sum = checksum(body);
  return body + '.' + sum;
}

bool checksum_matches(std::string_view text) {
  const size_t last_dot = text.rfind('.');
  if (last_dot == std::string_view::npos) return false;
  return text.substr(last_dot + 1) == checksum(text.substr(0, last_dot));
}

// Options: players, side, spirits ("2A1"), then one letter per module that is on, in a fixed order
// ("2A1P": Pulse; "2C0SW": Sanctuaries and Whispers; order P, S, W). A base game writes no letter, so
// its records and links read as before modules.
void append_setup(std::string& out, const Setup& setup) {
  out += static_cast<char>('0' + setup.players);
  out += side_name(setup.side);
  out += setup.spirits ? '1' : '0';
  if (setup.pulse) out += 'P';
  if (setup.sanctuaries) out += 'S';
  if (setup.whispers) out += 'W';
  out += '.';
  out += setup.seed;
}

Error parse_setup(std::string_view options, std::string_view seed, std::string_view what, Setup& out) {
  const std::string the = "the " + std::string(what) + "'s ";
  if (options.size() < 3 || options[0] < '1' || options[0] > '4' ||
      options[1] < 'A' || options[1] > 'D' || (options[2] != '0' && options[2] != '1'))
    return fail(the + "options are malformed");
  const std::string_view modules = options.substr(3);
  for (char c : modules)
    if (c < 'A' || c > 'Z') return fail(the + "options are malformed");
  // Known letters, each at most once and in their order; a letter this version does not know
  // comes from a newer version.
  constexpr std::string_view kModuleLetters = "PSW";
  size_t next = 0;
  for (char c : modules) {
    const size_t at = kModuleLetters.find(c);
    if (at == std::string_view::npos)
      return fail(the + "options name a module this version does not know", ErrorKind::Newer);
    if (at < next) return fail(the + "options are malformed");
    next = at + 1;
  }
  out.pulse = modules.find('P') != std::string_view::npos;
  out.sanctuaries = modules.find('S') != std::string_view::npos;
  out.whispers = modules.find('W') != std::string_view::npos;
  if (Error e = check_seed(seed)) return fail(the + "seed is invalid: " + e.message);
  out.players = options[0] - '0';
  out.side = static_cast<Side>(options[1] - 'A');
  out.spirits = options[2] == '1';
  out.seed = std::string(seed);
  return {};
}

Error parse_actions(std::string_view codes, std::string_view what, std::vector<Action>& out) {
  if (Error e = decode_actions(codes, out)) return fail("the " + std::string(what) + "'s " + e.message);
  return {};
}

std::string to_base64(std::string_view bytes) {
  std::string out;
  std::uint32_t bits = 0;
  int pending = 0;  // bits in `bits` not yet written
  for (unsigned char byte : bytes) {
    bits = (bits << 8) | byte;
    pending += 8;
    while (pending >= 6) {
      pending -= 6;
      out += kAlphabet[(bits >> pending) & 63];
    }
  }
  if (pending > 0) out += kAlphabet[(bits << (6 - pending)) & 63];
  return out;
}

bool from_base64(std::string_view text, std::string& out) {
  if (text.size() % 4 == 1) return false;  // six bits cannot end a byte string
  std::string bytes;
  std::uint32_t bits = 0;
  int pending = 0;
  for (char c : text) {
    const int value = alphabet_index(c);
    if (value < 0) return false;
    bits = (bits << 6) | static_cast<std::uint32_t>(value);
    pending += 6;
    if (pending >= 8) {
      pending -= 8;
      bytes += static_cast<char>((bits >> pending) & 0xFF);
    }
  }
  if ((bits & ((1u << pending) - 1)) != 0) return false;  // leftover bits must be zero
  out = std::move(bytes);
  return true;
}

}  // namespace harmonies::text
