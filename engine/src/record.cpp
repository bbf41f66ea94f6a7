#include "harmonies/record.hpp"

#include "record_text.hpp"

namespace harmonies {

namespace {

constexpr size_t kRecordFields = 5;  // HR1, options, seed, actions, checksum

}  // namespace

std::string encode_record(const Record& record) {
  std::string body(kRecordMagic);
  body += '.';
  text::append_setup(body, record.setup);
  body += '.';
  append_actions(body, record.actions);
  return text::seal(std::move(body));
}

Error decode_record(std::string_view text, Record& out) {
  text = text::trim(text);
  const std::string magic = std::string(kRecordMagic) + ".";
  if (!text.empty() && std::string_view(magic).starts_with(text)) return fail("the record is incomplete", ErrorKind::Incomplete);
  if (text.starts_with("HR") && !text.starts_with(magic))
    return fail("this record was written by an unknown version (expected " + std::string(kRecordMagic) + ")",
                ErrorKind::Newer);
  if (!text.starts_with(magic)) return fail("this is not a Harmonies game record", ErrorKind::Foreign);
  if (!text::checksum_matches(text))
    return fail("the record is damaged: its checksum does not match", ErrorKind::Damaged);

  const auto fields = text::split_fields(text);
  if (fields.size() != kRecordFields) return fail("the record is malformed: expected 4 fields", ErrorKind::Damaged);
  Record record;
  if (Error e = text::parse_setup(fields[1], fields[2], "record", record.setup))
    return fail(std::move(e.message), e.kind == ErrorKind::Newer ? ErrorKind::Newer : ErrorKind::Damaged);
  if (Error e = text::parse_actions(fields[3], "record", record.actions))
    return fail(std::move(e.message), ErrorKind::Damaged);
  out = std::move(record);
  return {};
}

Record without_undone_actions(const Record& record) {
  Record out{record.setup, {}};
  size_t turn_start = 0;  // where the current turn's actions begin in out
  for (const Action& a : record.actions) {
    if (a.type == ActionType::RestartTurn) {
      out.actions.resize(turn_start);
      continue;
    }
    if (a.type == ActionType::UndoStep) {
      if (out.actions.size() > turn_start) out.actions.pop_back();  // the step it took back
      continue;
    }
    out.actions.push_back(a);
    if (a.type == ActionType::EndTurn) turn_start = out.actions.size();
  }
  return out;
}

Error replay(const Record& record, GameState& out) {
  Error error;
  GameState state = GameState::create(record.setup, &error);
  if (error) return error;
  for (size_t i = 0; i < record.actions.size(); ++i) {
    if (Error e = state.apply(record.actions[i]))
      return fail("action " + std::to_string(i) + " (" + to_string(record.actions[i]) + ") is illegal: " + e.message,
                  ErrorKind::Illegal);
  }
  out = std::move(state);
  return {};
}

}  // namespace harmonies
