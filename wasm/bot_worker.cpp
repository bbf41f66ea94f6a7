// The bots' thinking, off the page's main thread: an engine-only build
// (build/web/site/bot-engine.js + .wasm) that web/bot-worker.js loads into a
// Web Worker, so a bot that thinks for seconds never freezes the page
// (DESIGN.md "Bots never freeze the page").
//
// One C function: given a game record (setup and every action so far, mid-turn
// included), a level and a seed, it replays the game and returns the rest of
// the current player's turn as action codes (action_codes.hpp: 2 characters
// each, ending with EndTurn), or "!" and what went wrong.
#include <emscripten/emscripten.h>

#include <string>

#include "harmonies/action_codes.hpp"
#include "harmonies/bot.hpp"
#include "harmonies/record.hpp"

namespace {

std::string answer;  // returned to JS, valid until the next call

const char* refuse(const std::string& why) {
  answer = "!" + why;
  return answer.c_str();
}

}  // namespace

extern "C" {

// record: encode_record text; level: "easy" | "medium" | "hard"; seed: a whole
// number below 2^53; budget_ms: the hard bot's wall-clock cap (0: none).
EMSCRIPTEN_KEEPALIVE const char* harmonies_bot_plan(const char* record_text, const char* level_name, double seed,
                                                    double budget_ms) {
  using namespace harmonies;
  Record record;
  if (Error e = decode_record(record_text ? record_text : "", record)) return refuse("unreadable record: " + e.message);
  const std::optional<BotLevel> level = bot_level_from_name(level_name ? level_name : "");
  if (!level) return refuse("unknown bot level \"" + std::string(level_name ? level_name : "") + "\"");
  Error error;
  GameState state = GameState::create(record.setup, &error);
  if (error) return refuse("bad setup: " + error.message);
  if (Error e = replay(record, state)) return refuse("the record does not replay: " + e.message);
  if (state.is_terminal()) return refuse("the game is over");
  BotLimits limits;
  limits.budget_ms = budget_ms > 0 ? budget_ms : 0;
  Bot bot(*level, seed > 0 ? static_cast<std::uint64_t>(seed) : 0, limits);
  const std::vector<Action> plan = bot.plan_turn(state);
  if (plan.empty()) return refuse("the bot found no action");
  answer = encode_actions(plan);
  return answer.c_str();
}

}  // extern "C"
