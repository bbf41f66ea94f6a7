// The bots' thinking, off the page's main thread: web/bot-worker.js loads the
// game's own program (harmonies.js and its wasm) into a Web Worker without
// running main(), and calls these, so a bot that thinks for seconds never
// freezes the page (DESIGN.md "Bots never freeze the page"). Without Workers,
// web/bots.js calls them on the page (easy and medium only). One engine, shipped
// once: the bots' code is in the part of the wasm fetched after the first frame.
//
// Bots: given a game record (setup and every action so far, mid-turn
// included), a level and a seed, harmonies_bot_plan replays the game and
// returns the rest of the current player's turn as action codes
// (action_codes.hpp: 2 characters each, ending with EndTurn), or "!" and what
// went wrong.
//
// Game reviews (harmonies/review.hpp), one turn at a time so the worker can
// report progress and hear a cancel or a bot's question between turns:
// harmonies_review_start, then harmonies_review_step until every turn is done,
// then harmonies_review_result; one review at a time (a new start replaces it).
#include <emscripten/emscripten.h>

#include <string>

#include "harmonies/action_codes.hpp"
#include "harmonies/bot.hpp"
#include "harmonies/record.hpp"
#include "harmonies/review.hpp"

namespace {

std::string answer;  // returned to JS, valid until the next call
harmonies::GameReviewer reviewer;  // the review under way
bool reviewing = false;

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

// Starts reviewing `player`'s whole turns of the game (players from 0) over `futures` shuffled futures:
// "" and the review waits for its steps, or "!" and why it cannot be reviewed.
EMSCRIPTEN_KEEPALIVE const char* harmonies_review_start(const char* record_text, int player, int futures) {
  using namespace harmonies;
  reviewing = false;
  Record record;
  if (Error e = decode_record(record_text ? record_text : "", record)) return refuse("unreadable record: " + e.message);
  if (Error e = GameReviewer::start(record, player, futures, reviewer)) return refuse(e.message);
  reviewing = true;
  answer.clear();
  return answer.c_str();
}

// The turns the review under way judges in all (0 without one).
EMSCRIPTEN_KEEPALIVE int harmonies_review_total() { return reviewing ? reviewer.turns_total() : 0; }

// Judges the next turn; returns the turns done so far (-1 without a review under way).
EMSCRIPTEN_KEEPALIVE int harmonies_review_step() {
  if (!reviewing) return -1;
  reviewer.step();
  return reviewer.turns_done();
}

// The review as JSON (review_to_json) once every turn is done, else "!" and why not; the review ends.
EMSCRIPTEN_KEEPALIVE const char* harmonies_review_result() {
  using namespace harmonies;
  if (!reviewing) return refuse("no review under way");
  if (!reviewer.done()) return refuse("the review is not finished");
  reviewing = false;
  answer = json::dump(review_to_json(reviewer.result()));
  reviewer = GameReviewer{};
  return answer.c_str();
}

// Drops the review under way.
EMSCRIPTEN_KEEPALIVE void harmonies_review_stop() {
  reviewing = false;
  reviewer = harmonies::GameReviewer{};
}

}  // extern "C"
