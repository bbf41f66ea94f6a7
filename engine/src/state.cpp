#include "harmonies/state.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace harmonies {

Error check_seed(std::string_view seed) {
  if (seed.empty()) return fail("the seed is empty");
  if (seed.size() > static_cast<size_t>(kMaxSeedLength))
    return fail("the seed is longer than " + std::to_string(kMaxSeedLength) + " characters");
  for (char c : seed) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '-' || c == '_';
    if (!ok) return fail("the seed may only hold letters, digits, '-' and '_'");
  }
  return {};
}

Error check_setup(const Setup& setup) {
  if (setup.players < 1 || setup.players > kMaxPlayers) return fail("players must be 1 to 4");
  return check_seed(setup.seed);
}

GameState GameState::create(const Setup& setup, Error* error, const Decks& decks) {
  GameState state(setup, decks);
  Error e = check_setup(setup);
  if (!e && decks.animals.size() < static_cast<size_t>(kMaxRow))
    e = fail("the animal deck is too small");
  if (!e && setup.spirits && decks.spirits.size() < static_cast<size_t>(2 * setup.players))
    e = fail("the spirit deck is too small for this many players");
  if (error) *error = e;
  if (e) {
    state.setup_.players = 1;  // keep the unusable state's indices in range
    state.now_.game_over = true;
    state.turn_start_ = state.now_;
    return state;
  }
  state.deal();
  return state;
}

GameState GameState::with_position(const Setup& setup, const Position& position, Error* error,
                                   const Decks& decks) {
  Error e;
  GameState state = create(setup, &e, decks);
  if (!e) {
    state.now_ = position;
    state.turn_start_ = position;
    // The current turn's actions cannot be rewound past the given position, nor taken back (no steps).
    state.now_.turn.actions = 0;
    state.turn_start_.turn.actions = 0;
    e = state.validate();
    if (e) state = create(setup, nullptr, decks);
  }
  if (error) *error = e;
  return state;
}

// The seed fixes, in this order: pouch order, deck order, spirits dealt, first player.
void GameState::deal() {
  Position& p = now_;
  p.rng = Rng(hash_text(setup_.seed));
  for (int c = 0, n = 0; c < kTokenColours; ++c)
    for (int k = 0; k < kPouchCounts[c]; ++k) p.pouch[n++] = static_cast<Token>(c);
  p.pouch_count = kTotalTokens;
  p.rng.shuffle(p.pouch.data(), kTotalTokens);

  // Base cards first, in file order, then Pulse's: a base game deals exactly as before the module.
  const int animals = static_cast<int>(decks_->animals.size());
  p.deck_count = 0;
  for (int i = 0; i < animals; ++i)
    if (in_play(i)) p.deck[p.deck_count++] = static_cast<std::uint8_t>(i);
  p.rng.shuffle(p.deck.data(), p.deck_count);
  p.card_owner.fill(kNone);

  for (int i = 0; i < player_count(); ++i) p.players[i].board = Board(setup_.side);
  if (setup_.spirits) {
    std::array<std::uint8_t, kMaxSpirits> spirits{};
    const int n = static_cast<int>(decks_->spirits.size());
    for (int i = 0; i < n; ++i) spirits[i] = static_cast<std::uint8_t>(i);
    p.rng.shuffle(spirits.data(), static_cast<std::uint32_t>(n));
    for (int i = 0; i < player_count(); ++i) {
      p.players[i].spirit_options[0] = static_cast<std::int8_t>(spirits[2 * i]);
      p.players[i].spirit_options[1] = static_cast<std::int8_t>(spirits[2 * i + 1]);
    }
  }
  p.first_player = static_cast<std::uint8_t>(p.rng.below(static_cast<std::uint32_t>(player_count())));
  p.current = p.first_player;

  for (int s = 0; s < spot_count(); ++s)
    while (p.spot_count[s] < 3) p.spots[s][p.spot_count[s]++] = draw();
  p.row.fill(kNone);
  refill_row();
  // After everything a base game draws, so base games deal as before the modules.
  if (setup_.whispers) {
    p.whisper_deck_count = static_cast<std::uint8_t>(decks_->whispers.size());
    for (int i = 0; i < p.whisper_deck_count; ++i) p.whisper_deck[i] = static_cast<std::uint8_t>(i);
    p.rng.shuffle(p.whisper_deck.data(), p.whisper_deck_count);
  }
  if (setup_.sanctuaries) {
    p.tile_deck_count = static_cast<std::uint8_t>(decks_->sanctuaries.size());
    for (int i = 0; i < p.tile_deck_count; ++i) p.tile_deck[i] = static_cast<std::uint8_t>(i);
    p.rng.shuffle(p.tile_deck.data(), p.tile_deck_count);
  }
  refill_module_rows();
  begin_turn();
}

void GameState::begin_turn() {
  turn_start_ = now_;
  step_count_ = 0;
}

Token GameState::draw() { return now_.pouch[--now_.pouch_count]; }

void GameState::refill_row() {
  for (int i = 0; i < row_size(); ++i)
    if (now_.row[i] == kNone && now_.deck_count > 0)
      now_.row[i] = static_cast<std::int8_t>(now_.deck[--now_.deck_count]);
}

bool GameState::in_play(int id) const {
  if (id < 0 || id >= static_cast<int>(decks_->animals.size())) return false;
  return decks_->animals[id].module == Module::Base || setup_.pulse;
}

std::vector<int> GameState::deck_cards() const {
  std::vector<int> ids(now_.deck.begin(), now_.deck.begin() + now_.deck_count);
  std::sort(ids.begin(), ids.end());
  return ids;
}

const Pattern& GameState::pattern_of(int key) const {
  if (key >= kSpiritKeyBase) return decks_->spirits[key - kSpiritKeyBase].pattern;
  return decks_->animals[key].pattern;
}

int GameState::active_cards(int player, std::array<ActiveCard, kMaxActiveCards + 1>& out) const {
  const PlayerState& ps = now_.players[player];
  int n = 0;
  for (int i = 0; i < ps.taken_count; ++i) {
    const int id = ps.taken[i];
    const int total = decks_->animals[id].cubes();
    if (now_.cubes_on_card[id] < total && n < kMaxActiveCards + 1)
      out[n++] = ActiveCard{id, false, now_.cubes_on_card[id], total};
  }
  if (ps.spirit != kNone && !ps.spirit_cube && n < kMaxActiveCards + 1)
    out[n++] = ActiveCard{kSpiritKeyBase + ps.spirit, true, 0, 1};
  return n;
}

int GameState::held_unfinished(int player) const {
  std::array<ActiveCard, kMaxActiveCards + 1> active;
  return active_cards(player, active) + held_beyond_active(player);
}

int GameState::held_beyond_active(int player) const {
  const PlayerState& ps = now_.players[player];
  int n = 0;
  for (int i = 0; i < ps.whisper_count; ++i) n += now_.whisper_cubes[ps.whispers[i]] < kWhisperCubes;
  return n + (ps.tile_open ? 1 : 0);
}

int GameState::open_tile(int player) const {
  const PlayerState& ps = now_.players[player];
  return ps.tile_open ? ps.tiles[ps.tile_count - 1] : kNone;
}

std::uint32_t GameState::cube_targets(int player, int key) const {
  return cube_targets(player, key, SpaceSets(now_.players[player].board));
}

// A whisper cube does not block animal and spirit cubes (RULES.md "Whispers").
std::uint32_t GameState::cube_targets(int player, int key, const SpaceSets& spaces) const {
  std::uint32_t targets = spaces.cube_spaces(pattern_of(key), decks_->table(setup_.side, key));
  for_each_space(spaces.sanctuaries(), [&](int s) {
    if (final_cube_on_sanctuary(player, key, s)) targets |= 1u << s;
  });
  return targets;
}

namespace {

int count_nonempty_spots(const Position& p, int spots) {
  int n = 0;
  for (int s = 0; s < spots; ++s) n += p.spot_count[s] > 0;
  return n;
}

bool hand_has(const TurnState& t, int colour) {
  for (int i = 0; i < t.hand_count; ++i)
    if (index_of(t.hand[i]) == colour) return true;
  return false;
}

}  // namespace

void GameState::legal_actions(ActionList& out) const {
  out.clear();
  if (now_.game_over) return;
  const Position& p = now_;
  const TurnState& t = p.turn;
  const PlayerState& ps = p.players[p.current];
  const Board& board = ps.board;

  if (t.spot == kNone)
    for (int s = 0; s < spot_count(); ++s)
      if (p.spot_count[s] > 0) out.push(Action::take_spot(s));

  const SpaceSets spaces(board);
  bool colour_seen[kTokenColours] = {};
  for (int i = 0; i < t.hand_count; ++i) {
    const Token token = t.hand[i];
    const int c = index_of(token);
    if (colour_seen[c]) continue;
    colour_seen[c] = true;
    for_each_space(spaces.accepting(token) | sanctuary_sites(p.current, token),
                   [&](int s) { out.push(Action::place_token(c, s)); });
  }

  std::array<ActiveCard, kMaxActiveCards + 1> active;
  const int active_count = active_cards(p.current, active);
  const bool limit_room = active_count + held_beyond_active(p.current) < kMaxActiveCards;
  if (!t.took_card && !t.discarded && limit_room) {
    for (int i = 0; i < row_size(); ++i)
      if (p.row[i] != kNone) out.push(Action::take_card(i));
    for (int i = 0; i < kWhisperRow; ++i)
      if (p.whisper_row[i] != kNone) out.push(Action::take_whisper(i));
  }
  if (!t.took_tile && !ps.tile_open && limit_room)
    for (int i = 0; i < kTileRow; ++i)
      if (p.tile_row[i] != kNone) out.push(Action::take_tile(i));
  for (int i = 0; i < ps.whisper_count; ++i) {
    const int whisper = ps.whispers[i];
    for_each_space(whisper_targets(p.current, whisper, spaces),
                   [&](int s) { out.push(Action::place_whisper(whisper, s)); });
  }

  for (int i = 0; i < active_count; ++i)
    for_each_space(cube_targets(p.current, active[i].key, spaces), [&](int s) { out.push(Action::place_cube(i, s)); });

  if (setup_.spirits && ps.spirit == kNone && limit_room) {
    out.push(Action::choose_spirit(0));
    out.push(Action::choose_spirit(1));
  }

  if (setup_.solo() && !t.took_card && !t.discarded && p.deck_count > 0)
    for (int i = 0; i < row_size(); ++i)
      if (p.row[i] != kNone) out.push(Action::discard_card(i));

  if (!end_turn_refusal()) out.push(Action::end_turn());
  // Last, so random play and the bots, which never take anything back, can leave them out.
  if (step_count_ > 0) out.push(Action::undo_step());
  if (t.actions > 0) out.push(Action::restart_turn());
}

std::vector<Action> GameState::legal_actions() const {
  ActionList list;
  legal_actions(list);
  return {list.begin(), list.end()};
}

namespace {

// Each action has one form: fields an action type does not use must be zero.
bool well_formed(const Action& action) {
  switch (action.type) {
    case ActionType::PlaceToken:
    case ActionType::PlaceCube: return true;
    case ActionType::PlaceWhisper: return true;
    case ActionType::TakeSpot:
    case ActionType::TakeCard:
    case ActionType::ChooseSpirit:
    case ActionType::DiscardCard:
    case ActionType::TakeWhisper:
    case ActionType::TakeTile: return action.b == 0;
    case ActionType::EndTurn:
    case ActionType::RestartTurn:
    case ActionType::UndoStep: return action.a == 0 && action.b == 0;
  }
  return false;
}

}  // namespace

Error GameState::check(const Action& action) const {
  if (now_.game_over) return fail("the game is over");
  if (!well_formed(action)) return fail("malformed action");
  const Position& p = now_;
  const TurnState& t = p.turn;
  const PlayerState& ps = p.players[p.current];

  switch (action.type) {
    case ActionType::TakeSpot:
      if (t.spot != kNone) return fail("tokens were already taken this turn");
      if (action.a >= spot_count()) return fail("there is no central spot " + std::to_string(action.a));
      if (p.spot_count[action.a] == 0) return fail("that central spot is empty");
      return {};
    case ActionType::PlaceToken:
      if (action.a >= kTokenColours) return fail("unknown token colour");
      if (!hand_has(t, action.a))
        return fail("no " + std::string(kTokenNames[action.a]) + " token in hand");
      if (action.b >= ps.board.space_count()) return fail("there is no space " + std::to_string(action.b));
      if (ps.board.has_cube(action.b)) return fail("that space holds a cube");
      if (!can_stack(ps.board.stacks[action.b], static_cast<Token>(action.a)) &&
          !builds_sanctuary(p.current, action.b, static_cast<Token>(action.a)))
        return fail("a " + std::string(kTokenNames[action.a]) + " token cannot go on that stack");
      return {};
    case ActionType::TakeCard:
      if (t.took_card) return fail("a card was already taken this turn");
      if (t.discarded) return fail("no card can be taken after discarding one");
      if (action.a >= row_size() || p.row[action.a] == kNone) return fail("no card in that slot");
      if (held_unfinished(p.current) >= kMaxActiveCards) return fail("already holding 4 unfinished cards");
      return {};
    case ActionType::PlaceCube: {
      std::array<ActiveCard, kMaxActiveCards + 1> active;
      const int active_count = active_cards(p.current, active);
      if (action.a >= active_count) return fail("no unfinished card " + std::to_string(action.a));
      if (action.b >= ps.board.space_count()) return fail("there is no space " + std::to_string(action.b));
      if (ps.board.has_card_cube(action.b)) return fail("that space already holds a cube");
      if (!((cube_targets(p.current, active[action.a].key) >> action.b) & 1u))
        return fail("the card's habitat does not match there");
      return {};
    }
    case ActionType::ChooseSpirit:
      if (!setup_.spirits) return fail("this game is played without Nature's Spirits");
      if (ps.spirit != kNone) return fail("a spirit was already chosen");
      if (action.a > 1) return fail("choose spirit 0 or 1");
      if (held_unfinished(p.current) >= kMaxActiveCards) return fail("already holding 4 unfinished cards");
      return {};
    case ActionType::DiscardCard:
      if (!setup_.solo()) return fail("discarding a card is a solo rule");
      if (t.took_card) return fail("a card was taken this turn");
      if (t.discarded) return fail("a card was already discarded this turn");
      if (action.a >= row_size() || p.row[action.a] == kNone) return fail("no card in that slot");
      if (p.deck_count == 0) return fail("the deck is empty: nothing would replace it");
      return {};
    case ActionType::EndTurn:
      if (const char* refusal = end_turn_refusal()) return fail(refusal);
      return {};
    case ActionType::RestartTurn:
      if (t.actions == 0) return fail("nothing to start over");
      return {};
    case ActionType::UndoStep:
      if (step_count_ == 0) return fail("nothing to undo: the turn has no step to take back");
      return {};
    case ActionType::TakeWhisper:
    case ActionType::PlaceWhisper:
    case ActionType::TakeTile: return check_modules(action);
  }
  return fail("unknown action");
}

// Without building an Error: legal_actions() asks at every step, and the messages are too long for
// a string's inline buffer.
const char* GameState::end_turn_refusal() const {
  const TurnState& t = now_.turn;
  if (t.spot == kNone && count_nonempty_spots(now_, spot_count()) > 0) return "take the tokens of a central spot first";
  if (t.hand_count > 0) return "place all your tokens first";
  if (setup_.spirits && now_.players[now_.current].spirit == kNone) return "choose a Nature's Spirit first";
  return nullptr;
}

Error GameState::apply(const Action& action) {
  if (Error e = check(action)) return e;
  Position& p = now_;
  TurnState& t = p.turn;
  PlayerState& ps = p.players[p.current];
  const bool step = action.type != ActionType::EndTurn && action.type != ActionType::RestartTurn &&
                    action.type != ActionType::UndoStep;
  if (step) {
    if (t.actions < 255) ++t.actions;
    steps_[step_count_++] = action;  // never full: kMaxTurnSteps bounds a turn's steps
  }

  switch (action.type) {
    case ActionType::TakeSpot:
      t.spot = static_cast<std::int8_t>(action.a);
      t.hand = p.spots[action.a];
      t.hand_count = p.spot_count[action.a];
      p.spot_count[action.a] = 0;
      break;
    case ActionType::PlaceToken: {
      const auto colour = static_cast<Token>(action.a);
      for (int i = 0; i < t.hand_count; ++i) {
        if (t.hand[i] == colour) {
          t.hand[i] = t.hand[--t.hand_count];
          break;
        }
      }
      const bool sanctuary = builds_sanctuary(p.current, action.b, colour);
      ps.board.place(action.b, colour);
      if (sanctuary) {  // the tile is built: it leaves the 4-card limit
        ps.board.stacks[action.b].sanctuary = true;
        ps.tile_open = false;
      }
      break;
    }
    case ActionType::TakeCard: {
      const int id = p.row[action.a];
      p.row[action.a] = kNone;
      p.card_owner[id] = static_cast<std::int8_t>(p.current);
      ps.taken[ps.taken_count++] = static_cast<std::uint8_t>(id);
      t.took_card = true;
      break;
    }
    case ActionType::PlaceCube: {
      std::array<ActiveCard, kMaxActiveCards + 1> active;
      active_cards(p.current, active);
      const ActiveCard& card = active[action.a];
      ps.board.cubes[action.b] = static_cast<std::int8_t>(card.key);
      if (card.spirit) ps.spirit_cube = true;
      else ++p.cubes_on_card[card.key];
      break;
    }
    case ActionType::ChooseSpirit:
      ps.spirit = ps.spirit_options[action.a];
      break;
    case ActionType::DiscardCard:
      p.row[action.a] = kNone;
      ++p.discard_count;
      t.discarded = true;
      break;
    case ActionType::EndTurn:
      finish_turn();
      break;
    case ActionType::RestartTurn:
      now_ = turn_start_;
      step_count_ = 0;
      break;
    case ActionType::UndoStep:
      undo_step();
      break;
    case ActionType::TakeWhisper:
    case ActionType::PlaceWhisper:
    case ActionType::TakeTile: apply_modules(action); break;
  }
#ifndef NDEBUG
  // Debug builds check every invariant after every action.
  if (Error e = validate()) {
    std::fprintf(stderr, "harmonies: invariant broken after %s: %s\n", harmonies::to_string(action).c_str(),
                 e.message.c_str());
    std::abort();
  }
#endif
  return {};
}

void GameState::finish_turn() {
  Position& p = now_;
  PlayerState& ps = p.players[p.current];
  ++ps.turns;
  if (setup_.solo()) {
    // The tokens left on the central board go back to the box; all spots refill.
    for (int s = 0; s < spot_count(); ++s) {
      for (int k = 0; k < p.spot_count[s]; ++k) ++p.boxed[index_of(p.spots[s][k])];
      p.spot_count[s] = 0;
    }
    for (int s = 0; s < spot_count(); ++s) {
      while (p.spot_count[s] < 3 && p.pouch_count > 0) p.spots[s][p.spot_count[s]++] = draw();
      if (p.spot_count[s] < 3) p.end_triggered = true;
    }
  } else if (p.turn.spot != kNone) {
    const int s = p.turn.spot;
    while (p.spot_count[s] < 3 && p.pouch_count > 0) p.spots[s][p.spot_count[s]++] = draw();
    if (p.spot_count[s] < 3) p.end_triggered = true;
  }
  if (p.turn.took_card || p.turn.discarded) refill_row();
  refill_module_rows();
  if (ps.board.empty_spaces() <= 2) p.end_triggered = true;

  const int next = (p.current + 1) % player_count();
  if (next == p.first_player) ++p.round;
  // The round is finished so that everyone has had the same number of turns.
  if (p.end_triggered && next == p.first_player) {
    p.game_over = true;
  } else {
    p.current = static_cast<std::uint8_t>(next);
  }
  p.turn = TurnState{};
  begin_turn();
}

void GameState::undo_step() {
  const int keep = step_count_ - 1;
  now_ = turn_start_;
  step_count_ = 0;
  for (int i = 0; i < keep; ++i) {
    const Action step = steps_[i];
    // Each step was legal from the same position the replay reaches: it is legal again.
    [[maybe_unused]] const Error e = apply(step);
#ifndef NDEBUG
    if (e) {
      std::fprintf(stderr, "harmonies: a step taken again was refused: %s\n", e.message.c_str());
      std::abort();
    }
#endif
  }
}

GameState GameState::determinized(std::uint64_t seed) const {
  GameState copy = *this;
  // From a canonical order, so the result does not depend on the real one.
  std::sort(copy.now_.pouch.begin(), copy.now_.pouch.begin() + copy.now_.pouch_count);
  std::sort(copy.now_.deck.begin(), copy.now_.deck.begin() + copy.now_.deck_count);
  Rng rng(seed);
  rng.shuffle(copy.now_.pouch.data(), copy.now_.pouch_count);
  rng.shuffle(copy.now_.deck.data(), copy.now_.deck_count);
  // The modules' decks after, so a base game's futures are as before the modules.
  Position& n = copy.now_;
  std::sort(n.whisper_deck.begin(), n.whisper_deck.begin() + n.whisper_deck_count);
  std::sort(n.tile_deck.begin(), n.tile_deck.begin() + n.tile_deck_count);
  rng.shuffle(n.whisper_deck.data(), n.whisper_deck_count);
  rng.shuffle(n.tile_deck.data(), n.tile_deck_count);
  // Nothing is drawn during a turn: the turn's start holds the same pouch and decks.
  copy.turn_start_.pouch = n.pouch;
  copy.turn_start_.deck = n.deck;
  copy.turn_start_.whisper_deck = n.whisper_deck;
  copy.turn_start_.tile_deck = n.tile_deck;
  return copy;
}

PlayerScore GameState::score(int player) const {
  const PlayerState& ps = now_.players[player];
  PlayerScore score;
  score.landscape = score_landscape(ps.board);
  for (int i = 0; i < ps.taken_count; ++i) {
    const int id = ps.taken[i];
    const int points = decks_->animals[id].points(now_.cubes_on_card[id]);
    score.animals.emplace_back(id, points);
    score.animals_total += points;
    score.animal_cubes += now_.cubes_on_card[id];
  }
  if (ps.spirit != kNone && ps.spirit_cube)
    score.spirit = spirit_points(ps.board, decks_->spirits[ps.spirit].rule);
  score.sanctuaries = sanctuary_points(ps.board);
  score.whispers = whisper_points(ps.board);
  score.total = score.landscape.total() + score.animals_total + score.spirit + score.sanctuaries + score.whispers;
  return score;
}

Outcome GameState::outcome() const {
  std::vector<PlayerScore> scores;
  for (int i = 0; i < player_count(); ++i) scores.push_back(score(i));
  return decide_outcome(scores);
}

std::vector<int> GameState::winners() const { return outcome().winners; }

int GameState::suns() const {
  const PlayerState& ps = now_.players[0];
  const bool group_spirit =
      ps.spirit != kNone && decks_->spirits[ps.spirit].rule.kind == SpiritKind::Group;
  return solo_suns(score(0).total, setup_.side, setup_.spirits, group_spirit);
}

// One letter per colour for text dumps: Blue, Gray, Trunk (brown), Leaf (green), Yellow, Red.
constexpr std::string_view kTokenLetters = "BGTLYR";

std::string GameState::to_string() const {
  std::ostringstream out;
  const Position& p = now_;
  out << "players " << player_count() << " side " << side_name(setup_.side)
      << (setup_.spirits ? " spirits" : "") << " seed " << setup_.seed << "\n";
  out << "round " << p.round << " current " << int(p.current) << " first " << int(p.first_player)
      << " pouch " << int(p.pouch_count) << " deck " << int(p.deck_count)
      << (p.end_triggered ? " last-round" : "") << (p.game_over ? " over" : "") << "\n";
  out << "spots";
  for (int s = 0; s < spot_count(); ++s) {
    out << " [";
    for (int k = 0; k < p.spot_count[s]; ++k) out << (k ? " " : "") << token_name(p.spots[s][k]);
    out << "]";
  }
  out << "\nrow";
  for (int i = 0; i < row_size(); ++i)
    out << " " << (p.row[i] == kNone ? std::string("-") : decks_->animals[p.row[i]].id);
  out << "\n";
  for (int i = 0; i < player_count(); ++i) {
    const PlayerState& ps = p.players[i];
    out << "player " << i << " score " << score(i).total << " cards";
    for (int k = 0; k < ps.taken_count; ++k)
      out << " " << decks_->animals[ps.taken[k]].id << ":" << int(p.cubes_on_card[ps.taken[k]]);
    out << "\n ";
    for (int s = 0; s < ps.board.space_count(); ++s) {
      const Stack& st = ps.board.stacks[s];
      out << " ";
      if (st.empty()) out << ".";
      for (int k = 0; k < st.height; ++k) out << kTokenLetters[index_of(st.tokens[k])];
      if (ps.board.has_cube(s)) out << "*";
    }
    out << "\n";
  }
  return out.str();
}

}  // namespace harmonies
