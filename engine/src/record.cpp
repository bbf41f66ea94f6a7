#include "harmonies/record.hpp"

#include "harmonies/rng.hpp"

namespace harmonies {

namespace {

constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr size_t kChecksumLength = 4;

std::string checksum(std::string_view body) {
  const auto h = static_cast<std::uint32_t>(hash_text(body) & 0xFFFFFFu);
  std::string out;
  for (int shift = 18; shift >= 0; shift -= 6) out += kAlphabet[(h >> shift) & 63];
  return out;
}

}  // namespace

std::string encode_record(const Record& record) {
  std::string body(kRecordMagic);
  body += '.';
  body += static_cast<char>('0' + record.setup.players);
  body += side_name(record.setup.side);
  body += record.setup.spirits ? '1' : '0';
  body += '.';
  body += record.setup.seed;
  body += '.';
  for (const Action& a : record.actions) {
    auto code = encode(a);
    body.append(code.data(), code.size());
  }
  return body + '.' + checksum(body);
}

Error decode_record(std::string_view text, Record& out) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
    text.remove_suffix(1);
  if (text.substr(0, 2) == "HR" && text.substr(0, kRecordMagic.size() + 1) != std::string(kRecordMagic) + ".")
    return fail("this record was written by an unknown version (expected " + std::string(kRecordMagic) + ")");
  if (text.substr(0, kRecordMagic.size() + 1) != std::string(kRecordMagic) + ".")
    return fail("this is not a Harmonies game record");
  const size_t last_dot = text.rfind('.');
  const std::string_view body = text.substr(0, last_dot);
  if (last_dot == std::string_view::npos || text.size() - last_dot - 1 != kChecksumLength ||
      text.substr(last_dot + 1) != checksum(body))
    return fail("the record is damaged: its checksum does not match");

  // body: HR1.<options>.<seed>.<actions>
  std::vector<std::string_view> parts;
  size_t start = 0;
  for (size_t i = 0; i <= body.size(); ++i) {
    if (i == body.size() || body[i] == '.') {
      parts.push_back(body.substr(start, i - start));
      start = i + 1;
    }
  }
  if (parts.size() != 4) return fail("the record is malformed: expected 4 fields");
  const std::string_view options = parts[1];
  if (options.size() != 3 || options[0] < '1' || options[0] > '4' ||
      (options[1] != 'A' && options[1] != 'B') || (options[2] != '0' && options[2] != '1'))
    return fail("the record's options are malformed");
  Record record;
  record.setup.players = options[0] - '0';
  record.setup.side = options[1] == 'A' ? Side::A : Side::B;
  record.setup.spirits = options[2] == '1';
  record.setup.seed = std::string(parts[2]);
  if (Error e = check_seed(record.setup.seed)) return fail("the record's seed is invalid: " + e.message);
  const std::string_view actions = parts[3];
  if (actions.size() % kActionCodeLength != 0) return fail("the record's action list is truncated");
  for (size_t i = 0; i < actions.size(); i += kActionCodeLength) {
    auto action = decode(actions.substr(i, kActionCodeLength));
    if (!action) return fail("the record's action " + std::to_string(i / kActionCodeLength) + " is not an action");
    record.actions.push_back(*action);
  }
  out = std::move(record);
  return {};
}

Error replay(const Record& record, GameState& out) {
  Error error;
  GameState state = GameState::create(record.setup, &error);
  if (error) return error;
  for (size_t i = 0; i < record.actions.size(); ++i) {
    if (Error e = state.apply(record.actions[i]))
      return fail("action " + std::to_string(i) + " (" + to_string(record.actions[i]) + ") is illegal: " + e.message);
  }
  out = std::move(state);
  return {};
}

}  // namespace harmonies
