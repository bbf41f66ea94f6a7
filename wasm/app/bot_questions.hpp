// Questions to the bots' worker (web/bots.js), shared by bots' turns (bot_turns.cpp) and hints (hints.cpp):
// each answer comes back through App::bot_answer with the question's id.
#pragma once

#include <cstdint>

#include "harmonies/state.hpp"
#include "model/profile.hpp"

namespace harmonies::ui {

class App;

// The hard bot's clock cap per turn, behind its cap on evaluations (engine/bots/src/lookahead.cpp), which
// keeps its turns the same on every machine and within this here: the clock cap only binds on a
// machine far slower, where a turn then still ends within a second.
inline constexpr double kHardBudgetMs = 950;

// A new question's id (never 0).
int new_bot_question();
// Deterministic from the setup's seed, the seat and the turn (and what is asked, `tag`), below 2^53 so
// it crosses into JavaScript exactly.
double bot_seed(const GameState& g, int seat, int turn, std::uint64_t tag);
// Sends a question to the bots (web/bots.js): to their worker, or, when it cannot be used, to the bot engine
// loaded on the page (hard then plays at medium strength). The answer comes later through bot_answer.
void send_bot_question(App& app, int id, Seat kind, double seed, double budget_ms);

}  // namespace harmonies::ui
