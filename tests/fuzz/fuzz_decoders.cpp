// libFuzzer target: share links and game records arrive from addresses,
// chat apps and files, so their decoders must refuse any bytes cleanly.
// Whatever decodes must encode back to an equal value, and replaying it must
// end (finished, or refused at the first illegal action) without a crash.
// Each input is also tried with a correct checksum appended, so the fuzzer
// reaches the fields behind the checksum (options, seed, moves, names). The
// moves of whatever decodes are also replayed with the modules switched on
// (RULES.md "Modules: Pulse and Crescendo"), so that the fuzzer's action codes
// reach the rules of tiles, sanctuaries and whisper cards.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "harmonies/link.hpp"
#include "harmonies/record.hpp"
#include "record_text.hpp"  // engine-internal: text::seal

namespace {

using namespace harmonies;

void require(bool condition) {
  if (!condition) std::abort();  // libFuzzer saves the input that got here
}

void replay_somehow(const Record& record) {
  GameState state = GameState::create(record.setup);
  (void)replay(record, state);
  require(!state.validate());  // refused at its first illegal action, the state is the last legal one
}

// The same moves under each other combination of Pulse, Sanctuaries and Whispers: still a record that
// round-trips, and a replay that ends.
void replay_with_modules(Record record) {
  const Setup original = record.setup;
  for (int modules = 0; modules < 8; ++modules) {
    record.setup.pulse = (modules & 1) != 0;
    record.setup.sanctuaries = (modules & 2) != 0;
    record.setup.whispers = (modules & 4) != 0;
    if (record.setup == original) continue;
    Record again;
    require(!decode_record(encode_record(record), again) && again == record);
    replay_somehow(record);
  }
}

void fuzz_record(std::string_view text) {
  Record record;
  if (decode_record(text, record)) return;
  Record again;
  require(!decode_record(encode_record(record), again) && again == record);
  replay_somehow(record);
  replay_with_modules(record);
}

void fuzz_link(std::string_view text) {
  Link link;
  if (decode_link(text, link)) return;
  Link again;
  require(!decode_link(encode_link(link), again) && again == link);
  for (const std::string& name : link.names) require(!check_name(name));
  replay_somehow(link.record);
  replay_with_modules(link.record);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string sealed = text::seal(std::string(text));
  for (std::string_view candidate : {text, std::string_view(sealed)}) {
    fuzz_record(candidate);
    fuzz_link(candidate);
  }
  return 0;
}
