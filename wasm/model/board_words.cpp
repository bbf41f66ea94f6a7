#include "model/board_words.hpp"

#include <algorithm>
#include <array>
#include <numeric>
#include <optional>

#include "harmonies/scoring.hpp"
#include "model/game_words.hpp"
#include "model/text.hpp"
#include "model/turn_guide.hpp"

namespace harmonies::ui {

namespace {

// Folds items left to right through a two-placeholder text ("{a}, {b}", "{a}; {b}"): each language
// writes its own separator, and French its no-break space before a semicolon.
std::string joined(const std::vector<std::string>& items, Text pair) {
  std::string out;
  for (const std::string& item : items) out = out.empty() ? item : tr(pair, {{"a", out}, {"b", item}});
  return out;
}

std::string sentence(const std::string& text) { return tr(Text::words_sentence, {{"text", text}}); }

// Sentences one after another: the three languages all separate them with a space.
std::string sentences(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items)
    if (!item.empty()) out += (out.empty() ? "" : " ") + item;
  return out;
}

std::string points(int n) { return tr_count(Text::common_points, n); }
std::string space_number(int space) { return std::to_string(space + 1); }

std::string seat_name(const std::vector<std::string>& names, int seat) {
  if (seat < static_cast<int>(names.size()) && !names[seat].empty()) return names[seat];
  return tr(Text::common_player_n, {{"n", seat + 1}});
}

std::string colour_list(const Token* tokens, int count) {
  std::vector<std::string> colours;
  for (int i = 0; i < count; ++i) colours.emplace_back(token_colour_name(tokens[i]));
  return and_list(colours);
}

// A card's cube owner by its key (cards.hpp): an animal, or a spirit from kSpiritKeyBase.
const char* cube_owner_name(const GameState& g, int key) {
  return key >= kSpiritKeyBase ? card_name(g.decks().spirits[key - kSpiritKeyBase]) : card_name(g.decks().animals[key]);
}

// --- Spaces --------------------------------------------------------------

// The tile a sanctuary was built with, found by its two colours among the player's tiles, else among all
// (as the board's tooltip finds it: each tile shows another stack); null when none matches.
const SanctuaryTile* built_tile(const GameState& g, int player, const Stack& stack) {
  const auto matches = [&](const SanctuaryTile& t) { return t.bottom == stack.tokens[0] && t.top == stack.tokens[1]; };
  const PlayerState& ps = g.player(player);
  for (int k = 0; k < ps.tile_count; ++k)
    if (matches(g.decks().sanctuaries[ps.tiles[k]])) return &g.decks().sanctuaries[ps.tiles[k]];
  for (const SanctuaryTile& t : g.decks().sanctuaries)
    if (matches(t)) return &t;
  return nullptr;
}

// The stack's words: what its landscape is (Stack::landscape), with the words a card's habitat uses for
// water, fields, trees and mountains, so that a space and a habitat say the same thing.
std::string stack_words(const GameState& g, int player, int space) {
  const Board& board = g.player(player).board;
  const Stack& s = board.stacks[space];
  switch (s.landscape()) {
    case Landscape::Empty: return tr(Text::words_space_empty);
    case Landscape::Water: return tr(Text::game_card_tip_water);
    case Landscape::Field: return tr(Text::game_card_tip_field);
    case Landscape::Mountain: return tr(Text::game_card_tip_mountain, {{"n", s.height}});
    case Landscape::Tree: return tr(Text::game_card_tip_tree, {{"n", s.height}});
    case Landscape::Building: return tr(Text::words_space_building, {{"base", token_colour_name(s.tokens[0])}});
    case Landscape::Trunk: return tr_count(Text::words_space_trunk, s.height);
    case Landscape::LoneRed: return tr(Text::words_space_lone_red);
    case Landscape::Sanctuary: break;
  }
  const SanctuaryTile* tile = built_tile(g, player, s);
  return tr(Text::words_space_sanctuary, {{"name", tile ? card_name(*tile) : ""},
                                          {"bottom", token_colour_name(s.tokens[0])},
                                          {"top", token_colour_name(s.tokens[1])},
                                          {"points", points(sanctuary_points_at(board, space))}});
}

// What stands on a space: its stack, its animal or spirit cube, its whisper cube and, on side D, whether
// it is dry (scoring.hpp's dry_space, as the board shows it).
std::string space_contents(const GameState& g, int player, int space) {
  const Board& board = g.player(player).board;
  std::vector<std::string> parts{stack_words(g, player, space)};
  if (board.has_card_cube(space)) parts.push_back(tr(Text::words_space_cube, {{"name", cube_owner_name(g, board.cubes[space])}}));
  if (board.has_whisper(space)) parts.push_back(tr(Text::words_space_whisper, {{"points", points(whisper_points_at(board, space))}}));
  switch (dry_space(board, space)) {
    case DrySpace::Dry: parts.emplace_back(tr(Text::words_space_dry)); break;
    case DrySpace::Watered: parts.emplace_back(tr(Text::words_space_watered)); break;
    case DrySpace::No: break;
  }
  return joined(parts, Text::words_list_comma);
}

// --- Cards ---------------------------------------------------------------


// hex.hpp's kDirections, in their order: north, north-east, south-east, south, south-west, north-west.
constexpr std::array<Text, 6> kDirectionWords = {Text::words_dir_n,  Text::words_dir_ne, Text::words_dir_se,
                                                 Text::words_dir_s,  Text::words_dir_sw, Text::words_dir_nw};

std::string steps(int n, int direction) {
  return tr_count(Text::words_card_steps, n, {{"dir", tr(kDirectionWords[direction])}});
}

// The way from one hex to another: a hex vector is a whole number of steps along two neighbouring
// directions of kDirections (the sixth of the plane holding it), the fewest steps there are.
std::string way_words(Axial d) {
  for (int i = 0; i < 6; ++i) {
    const Axial u = kDirections[i], v = kDirections[(i + 1) % 6];
    const int det = u.q * v.r - u.r * v.q;  // ±1 for neighbouring directions
    const int a = (d.q * v.r - d.r * v.q) / det, b = (u.q * d.r - u.r * d.q) / det;
    if (a < 0 || b < 0 || (a == 0 && b == 0)) continue;
    if (b == 0) return steps(a, i);
    if (a == 0) return steps(b, (i + 1) % 6);
    return tr(Text::words_card_then, {{"a", steps(a, i)}, {"b", steps(b, (i + 1) % 6)}});
  }
  return "";
}

// The habitat: the hex that takes the cube, then every other hex by its way from that one (north up, as
// the card draws it; RULES.md: the pattern counts in any rotation).
std::string habitat_words(const Pattern& pattern) {
  const PatternHex& cube = pattern.hexes[static_cast<size_t>(pattern.cube)];
  std::vector<std::string> others;
  for (size_t i = 0; i < pattern.hexes.size(); ++i) {
    if (static_cast<int>(i) == pattern.cube) continue;
    const PatternHex& h = pattern.hexes[i];
    others.push_back(tr(Text::words_card_hex, {{"what", habitat_hex_name(h)},
                                               {"path", way_words(Axial{h.at.q - cube.at.q, h.at.r - cube.at.r})}}));
  }
  if (others.empty()) return tr(Text::words_card_habitat_one, {{"cube", habitat_hex_name(cube)}});
  return tr(Text::words_card_habitat, {{"cube", habitat_hex_name(cube)}, {"others", and_list(others)}});
}

// The spaces of the player's board holding a cube of the card with this key, 1-based, as a list.
std::vector<std::string> cube_spaces(const GameState& g, int player, int key) {
  const Board& board = g.player(player).board;
  std::vector<std::string> spaces;
  for (int s = 0; s < board.space_count(); ++s)
    if (board.cubes[s] == key) spaces.push_back(space_number(s));
  return spaces;
}

int animal_key(const GameState& g, const AnimalCard& card) {
  const auto& animals = g.decks().animals;
  for (size_t k = 0; k < animals.size(); ++k)
    if (animals[k].id == card.id) return static_cast<int>(k);
  return kNone;
}


// --- The whole board -----------------------------------------------------

// How many spaces of each landscape, in the order a player thinks of them; sanctuaries last.
std::string terrain_counts(const Board& board) {
  static constexpr std::array<std::pair<Landscape, Text>, 8> kCounts = {{
      {Landscape::Water, Text::words_board_count_water},
      {Landscape::Field, Text::words_board_count_field},
      {Landscape::Mountain, Text::words_board_count_mountain},
      {Landscape::Tree, Text::words_board_count_tree},
      {Landscape::Building, Text::words_board_count_building},
      {Landscape::Trunk, Text::words_board_count_trunk},
      {Landscape::LoneRed, Text::words_board_count_lone_red},
      {Landscape::Sanctuary, Text::words_board_count_sanctuary},
  }};
  std::vector<std::string> counts;
  for (const auto& [landscape, text] : kCounts) {
    int n = 0;
    for (int s = 0; s < board.space_count(); ++s) n += board.stacks[s].landscape() == landscape ? 1 : 0;
    if (n > 0) counts.push_back(tr_count(text, n));
  }
  if (counts.empty()) return tr(Text::words_board_no_tokens);
  return tr(Text::words_board_terrains, {{"list", and_list(counts)}});
}

std::string row_words(const GameState& g, int player, int row) {
  const Board& board = g.player(player).board;
  std::vector<std::string> spaces;
  // Canonical order is column by column, so the row's spaces come left to right.
  for (int s = 0; s < board.space_count(); ++s) {
    if (board.geometry().offset(s).row != row || (board.stacks[s].empty() && !board.has_cube(s))) continue;
    spaces.push_back(tr(Text::words_board_space, {{"space", tr(Text::words_space_short, {{"n", space_number(s)}})},
                                                  {"what", space_contents(g, player, s)}}));
  }
  if (spaces.empty()) return tr(Text::words_board_row_empty, {{"n", row + 1}});
  return tr(Text::words_board_row, {{"n", row + 1}, {"spaces", joined(spaces, Text::words_join)}});
}

std::string cube_counts(const Board& board) {
  int animals = 0, spirits = 0;
  for (int s = 0; s < board.space_count(); ++s)
    if (board.has_card_cube(s)) ++(board.cubes[s] >= kSpiritKeyBase ? spirits : animals);
  std::vector<std::string> counts;
  if (animals > 0) counts.push_back(tr_count(Text::words_board_count_animal_cubes, animals));
  if (spirits > 0) counts.push_back(tr_count(Text::words_board_count_spirit_cubes, spirits));
  if (board.whisper_count() > 0) counts.push_back(tr_count(Text::words_board_count_whisper_cubes, board.whisper_count()));
  if (counts.empty()) return tr(Text::words_board_no_cubes);
  return tr(Text::words_board_cubes, {{"list", and_list(counts)}});
}

// --- A turn played -------------------------------------------------------

// One step of a turn in words: a token's placement is an item of the "placed ..." clause (consecutive
// placements share one), anything else a clause of its own.
struct StepWords {
  bool placement = false;
  std::string text;
};

// What `action` will do, worded from the state before it (the spot's tokens, the row's card, the active
// card whose cube it is); nothing for the end of the turn and the take-backs.
std::optional<StepWords> step_words(const GameState& g, const Action& action) {
  const Position& now = g.now();
  const int player = g.current_player();
  const Decks& decks = g.decks();
  const auto clause = [](std::string text) { return StepWords{false, std::move(text)}; };
  switch (action.type) {
    case ActionType::TakeSpot:
      return clause(tr(Text::words_summary_spot, {{"tokens", colour_list(now.spots[action.a].data(), now.spot_count[action.a])},
                                                  {"spot", action.a + 1}}));
    case ActionType::PlaceToken: {
      const Token token = static_cast<Token>(action.a);
      if (g.builds_sanctuary(player, action.b, token))
        return clause(tr(Text::words_summary_sanctuary, {{"name", card_name(decks.sanctuaries[g.open_tile(player)])},
                                                         {"colour", token_colour_name(token)},
                                                         {"space", space_number(action.b)}}));
      return StepWords{true, tr(Text::words_summary_placement, {{"colour", token_colour_name(token)},
                                                                {"space", space_number(action.b)}})};
    }
    case ActionType::TakeCard:
      return clause(tr(Text::words_summary_card, {{"name", card_name(decks.animals[now.row[action.a]])}}));
    case ActionType::DiscardCard:
      return clause(tr(Text::words_summary_discard, {{"name", card_name(decks.animals[now.row[action.a]])}}));
    case ActionType::PlaceCube: {
      std::array<ActiveCard, kMaxActiveCards + 1> active;
      g.active_cards(player, active);
      return clause(tr(Text::words_summary_cube, {{"name", cube_owner_name(g, active[action.a].key)},
                                                  {"space", space_number(action.b)}}));
    }
    case ActionType::ChooseSpirit:
      return clause(tr(Text::words_summary_spirit,
                       {{"name", card_name(decks.spirits[now.players[player].spirit_options[action.a]])}}));
    case ActionType::TakeWhisper:
      return clause(tr(Text::words_summary_whisper, {{"name", card_name(decks.whispers[now.whisper_row[action.a]])}}));
    case ActionType::PlaceWhisper:
      return clause(tr(Text::words_summary_whisper_cube, {{"space", space_number(action.b)}}));
    case ActionType::TakeTile:
      return clause(tr(Text::words_summary_tile, {{"name", card_name(decks.sanctuaries[now.tile_row[action.a]])}}));
    case ActionType::EndTurn:
    case ActionType::RestartTurn:
    case ActionType::UndoStep: break;
  }
  return std::nullopt;
}

// The steps as clauses, consecutive placements gathered into one "placed a, b and c".
std::vector<std::string> clauses_of(const std::vector<StepWords>& steps) {
  std::vector<std::string> clauses, placements;
  const auto flush = [&] {
    if (placements.empty()) return;
    clauses.push_back(tr(Text::words_summary_placed, {{"placements", and_list(placements)}}));
    placements.clear();
  };
  for (const StepWords& step : steps) {
    if (step.placement) {
      placements.push_back(step.text);
      continue;
    }
    flush();
    clauses.push_back(step.text);
  }
  flush();
  return clauses;
}

// --- The result ----------------------------------------------------------

// The end screen's winner line (screens/end.cpp says the same); before the end, who leads.
std::string winner_line(const GameState& g, const Outcome& outcome, const std::vector<std::string>& names) {
  const auto name = [&](size_t i) { return seat_name(names, outcome.winners[i]); };
  if (!g.is_terminal()) return sentence(tr(Text::words_result_leads, {{"name", name(0)}}));
  // "{name} wins!" ends with its own mark.
  if (outcome.decision != Decision::Shared || outcome.winners.size() < 2) return tr(Text::end_wins, {{"name", name(0)}});
  if (outcome.winners.size() == 2) return sentence(tr(Text::end_shared_two, {{"first", name(0)}, {"second", name(1)}}));
  if (outcome.winners.size() == 3)
    return sentence(tr(Text::end_shared_three, {{"first", name(0)}, {"second", name(1)}, {"third", name(2)}}));
  return sentence(
      tr(Text::end_shared_four, {{"first", name(0)}, {"second", name(1)}, {"third", name(2)}, {"fourth", name(3)}}));
}

// How a tie on points was settled, as the end screen notes it; nothing before the end.
std::string tie_note(const GameState& g, const Outcome& outcome) {
  if (!g.is_terminal()) return "";
  if (outcome.decision == Decision::AnimalCubes ||
      (outcome.decision == Decision::Shared && outcome.tied_on_points.size() > outcome.winners.size()))
    return tr(Text::end_tie_cubes);
  return outcome.decision == Decision::Shared ? tr(Text::end_tie_shared) : "";
}

}  // namespace

std::string and_list(const std::vector<std::string>& items) {
  if (items.empty()) return "";
  if (items.size() == 1) return items[0];
  if (items.size() == 2) return tr(Text::words_list_pair, {{"a", items[0]}, {"b", items[1]}});
  const std::vector<std::string> head(items.begin(), items.end() - 1);
  return tr(Text::words_list_last, {{"a", joined(head, Text::words_list_comma)}, {"b", items.back()}});
}

SpaceRow space_row(const Board& board, int space) {
  const Geometry& geo = board.geometry();
  const Offset at = geo.offset(space);
  SpaceRow r;
  r.row = at.row + 1;
  for (int s = 0; s < geo.space_count(); ++s)
    if (geo.offset(s).row == at.row && geo.offset(s).col < at.col) ++r.place;
  return r;
}

std::string space_words(const GameState& g, int player, int space) {
  const SpaceRow at = space_row(g.player(player).board, space);
  const std::string where =
      tr(Text::words_space_where, {{"n", space_number(space)}, {"row", at.row}, {"place", at.place}});
  return tr(Text::words_labelled, {{"label", where}, {"text", space_contents(g, player, space)}});
}

std::string spot_words(const GameState& g, int spot) {
  const Position& now = g.now();
  if (now.spot_count[spot] == 0) return tr(Text::words_spot_empty, {{"n", spot + 1}});
  return tr(Text::words_spot, {{"n", spot + 1}, {"tokens", colour_list(now.spots[spot].data(), now.spot_count[spot])}});
}

std::string hand_words(const GameState& g, int slot) {
  const TurnState& turn = g.now().turn;
  return tr(Text::words_hand,
            {{"i", slot + 1}, {"n", static_cast<int>(turn.hand_count)}, {"colour", token_colour_name(turn.hand[slot])}});
}

std::string card_words(const GameState& g, int player, const AnimalCard& card, int placed) {
  std::vector<std::string> values;
  for (int v : card.ladder) values.push_back(std::to_string(v));
  std::vector<std::string> parts{sentence(card_name(card)), sentence(habitat_words(card.pattern))};
  // RULES.md "Pulse": the mirror counts too.
  if (card.mirrors()) parts.emplace_back(tr(Text::game_card_tip_pulse));
  parts.push_back(sentence(tr(Text::game_card_tip_ladder, {{"values", joined(values, Text::words_list_comma)}})));
  if (player < 0) return sentences(parts);
  const std::string now = points(card.points(placed));
  parts.push_back(sentence(placed >= card.cubes()
                               ? tr(Text::words_card_complete, {{"total", card.cubes()}, {"points", now}})
                               : tr_count(Text::words_card_progress, placed, {{"total", card.cubes()}, {"points", now}})));
  const std::vector<std::string> spaces = cube_spaces(g, player, animal_key(g, card));
  if (spaces.size() == 1) parts.push_back(sentence(tr(Text::words_card_cube_on, {{"space", spaces[0]}})));
  if (spaces.size() > 1) parts.push_back(sentence(tr(Text::words_card_cubes_on, {{"spaces", and_list(spaces)}})));
  return sentences(parts);
}

std::string spirit_words(const GameState& g, int player, const SpiritCard& card) {
  std::vector<std::string> parts{sentence(card_name(card)), sentence(card_text(card)), sentence(habitat_words(card.pattern))};
  const auto& spirits = g.decks().spirits;
  const PlayerState* ps = player >= 0 ? &g.player(player) : nullptr;
  if (ps && ps->spirit != kNone && spirits[ps->spirit].id == card.id)
    parts.push_back(sentence(ps->spirit_cube ? tr(Text::words_spirit_placed, {{"points", points(g.score(player).spirit)}})
                                             : std::string(tr(Text::words_spirit_not_placed))));
  return sentences(parts);
}

std::string whisper_words(const GameState& g, int player, const WhisperCard& card) {
  std::vector<std::string> parts{sentence(tr(Text::words_whisper_card, {{"name", card_name(card)},
                                                                        {"cubes", kWhisperCubes},
                                                                        {"where", whisper_where(card.terrain)},
                                                                        {"shared", points(kWhisperSharedPoints)},
                                                                        {"alone", points(kWhisperAlonePoints)}}))};
  if (player >= 0) {
    const PlayerState& ps = g.player(player);
    for (int k = 0; k < ps.whisper_count; ++k)
      if (g.decks().whispers[ps.whispers[k]].id == card.id)
        parts.push_back(sentence(tr_count(Text::words_whisper_progress, g.now().whisper_cubes[ps.whispers[k]],
                                          {{"total", kWhisperCubes}})));
  }
  return sentences(parts);
}

std::string tile_words(const SanctuaryTile& tile, bool open) {
  return sentences({sentence(tr(Text::words_tile_card, {{"name", card_name(tile)},
                                                        {"stack", tile_stack_text(tile)},
                                                        {"per", points(kSanctuaryPointsPerNeighbour)},
                                                        {"bottom", token_colour_name(tile.bottom)},
                                                        {"top", token_colour_name(tile.top)}})),
                    open ? sentence(tr(Text::words_tile_open)) : std::string()});
}

std::string score_words(const GameState& g, int player) {
  const PlayerScore s = g.score(player);
  const Setup& setup = g.setup();
  std::vector<std::string> lines{
      tr(Text::words_score_trees, {{"n", s.landscape.trees}}),
      tr(Text::words_score_mountains, {{"n", s.landscape.mountains}}),
      tr(Text::words_score_fields, {{"n", s.landscape.fields}}),
      tr(Text::words_score_buildings, {{"n", s.landscape.buildings}}),
      tr(Text::words_score_water, {{"n", s.landscape.water}}),
  };
  // The lines the score panel shows: a module's line only with the module.
  if (setup.sanctuaries) lines.push_back(tr(Text::words_score_sanctuaries, {{"n", s.sanctuaries}}));
  if (setup.whispers) lines.push_back(tr(Text::words_score_whispers, {{"n", s.whispers}}));
  std::string animals = tr(Text::words_score_animals, {{"n", s.animals_total}});
  std::vector<std::string> details;
  for (const auto& [id, card_points] : s.animals)
    details.push_back(tr(Text::words_score_card, {{"name", card_name(g.decks().animals[id])}, {"n", card_points}}));
  if (!details.empty())
    animals = tr(Text::words_score_detail, {{"line", animals}, {"details", joined(details, Text::words_list_comma)}});
  lines.push_back(animals);
  if (setup.spirits) lines.push_back(tr(Text::words_score_spirit, {{"n", s.spirit}}));
  return tr(Text::words_score, {{"total", s.total}, {"lines", joined(lines, Text::words_list_comma)}});
}

std::string board_summary(const GameState& g, int player) {
  const Board& board = g.player(player).board;
  std::vector<std::string> parts{
      sentence(tr_count(Text::words_board_head, board.empty_spaces(),
                        {{"side", side_label(board.side)}, {"total", board.space_count()}})),
      sentence(terrain_counts(board))};
  int rows = 0;
  for (int c = 0; c < board.geometry().column_count(); ++c) rows = std::max(rows, board.geometry().column_height(c));
  for (int r = 0; r < rows; ++r) parts.push_back(sentence(row_words(g, player, r)));
  parts.push_back(sentence(cube_counts(board)));
  return sentences(parts);
}

std::string turn_state_words(const GameState& g, const std::vector<std::string>& names) {
  if (g.is_terminal()) return result_words(g, names);
  const Position& now = g.now();
  const int round = now.round + 1;
  std::vector<std::string> parts{sentence(g.setup().solo() ? tr(Text::words_turn_solo, {{"round", round}})
                                                          : tr(Text::words_turn_of, {{"name", seat_name(names, g.current_player())},
                                                                                     {"round", round}}))};
  if (now.end_triggered) parts.emplace_back(tr(Text::game_top_last_round));
  const TurnState& turn = now.turn;
  if (turn.spot != kNone)
    parts.push_back(sentence(turn.hand_count > 0
                                 ? tr(Text::words_turn_hand, {{"spot", turn.spot + 1}, {"tokens", colour_list(turn.hand.data(), turn.hand_count)}})
                                 : tr(Text::words_turn_hand_done, {{"spot", turn.spot + 1}})));
  if (turn.took_card) parts.push_back(sentence(tr(Text::words_turn_card_taken)));
  if (turn.discarded) parts.push_back(sentence(tr(Text::words_turn_discarded)));
  // The next step as the prompt line words it, from the legal actions alone.
  const std::string prompt = turn_prompt(g.legal_actions(), PromptSelection{}, false);
  if (!prompt.empty()) parts.push_back(sentence(prompt));
  return sentences(parts);
}

std::string turn_summary(const GameState& before, const std::vector<Action>& actions, const std::string& player_name) {
  GameState g = before;
  std::vector<StepWords> steps;
  size_t ended = 0;  // steps of turns already ended: no take-back reaches them
  for (const Action& action : actions) {
    if (g.check(action)) continue;  // refused: it would do nothing
    const std::optional<StepWords> words = step_words(g, action);
    g.apply(action);
    if (words) steps.push_back(*words);
    // Each action but these is one step of the turn (GameState::last_step), so the words follow the engine.
    if (action.type == ActionType::UndoStep && steps.size() > ended) steps.pop_back();
    if (action.type == ActionType::RestartTurn) steps.resize(ended);
    if (action.type == ActionType::EndTurn) ended = steps.size();
  }
  const std::vector<std::string> clauses = clauses_of(steps);
  if (clauses.empty()) return tr(Text::words_summary_nothing, {{"name", player_name}});
  return tr(Text::words_summary_turn, {{"name", player_name}, {"actions", joined(clauses, Text::words_join)}});
}

std::string result_words(const GameState& g, const std::vector<std::string>& names) {
  if (g.setup().solo())
    return sentences({sentence(tr(Text::end_final_score, {{"n", g.score(0).total}})),
                      sentence(tr_count(Text::common_suns, g.suns()))});
  const Outcome outcome = g.outcome();
  std::vector<std::string> parts{winner_line(g, outcome, names), tie_note(g, outcome)};
  std::vector<int> seats(static_cast<size_t>(g.player_count()));
  std::iota(seats.begin(), seats.end(), 0);
  std::vector<int> totals;
  for (int seat : seats) totals.push_back(g.score(seat).total);
  std::stable_sort(seats.begin(), seats.end(), [&](int a, int b) { return totals[a] > totals[b]; });
  std::vector<std::string> scores;
  for (int seat : seats)
    scores.push_back(tr(Text::words_result_score, {{"name", seat_name(names, seat)}, {"points", points(totals[seat])}}));
  parts.push_back(sentence(tr(Text::words_result_scores, {{"list", and_list(scores)}})));
  return sentences(parts);
}

}  // namespace harmonies::ui
