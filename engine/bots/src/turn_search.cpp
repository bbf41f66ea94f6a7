#include "turn_search.hpp"

#include <algorithm>
#include <unordered_set>

#include "harmonies/rng.hpp"

namespace harmonies::search {

namespace {

struct Node {
  GameState state;
  std::vector<Action> actions;
  double value = 0;
};

class Searcher {
 public:
  Searcher(const GameState& from, const Options& options)
      : options_(options), me_(from.current_player()) {}

  std::vector<TurnPlan> run(const GameState& from, int keep);

 private:
  Node child(const Node& parent, const Action& a) const {
    Node c = parent;
    c.state.apply(a);
    c.actions.push_back(a);
    c.value = evaluate(c.state, me_, options_.weights);
    return c;
  }
  std::vector<Node> of_type(const Node& node, ActionType type) const;
  std::vector<Node> place_tokens(const Node& start) const;
  Node place_cubes(Node node) const;
  void finish(const Node& placed, std::vector<Node>& leaves) const;
  void add_tile(Node& leaf) const;

  const Options& options_;
  int me_;
};

std::uint64_t board_key(const GameState& state, int player) {
  const Board& b = state.player(player).board;
  std::uint64_t h = 1469598103934665603ULL;
  const int spaces = b.space_count();
  for (int s = 0; s < spaces; ++s) {
    const Stack& st = b.stacks[s];
    std::uint64_t v = st.height;
    for (int k = 0; k < st.height; ++k) v = v * 7 + static_cast<std::uint64_t>(index_of(st.tokens[k])) + 1;
    v = v * 131 + static_cast<std::uint64_t>(b.cubes[s] + 1);
    v = v * 5 + (b.has_whisper(s) ? 1 : 0) + (st.sanctuary ? 2 : 0);
    h = (h ^ v) * 1099511628211ULL;
  }
  const TurnState& t = state.now().turn;
  for (int i = 0; i < t.hand_count; ++i) h = (h ^ (static_cast<std::uint64_t>(index_of(t.hand[i])) + 11)) * 1099511628211ULL;
  // The cards held tell apart turns that differ only by the card taken.
  const PlayerState& ps = state.player(player);
  for (int i = 0; i < ps.taken_count; ++i) h = (h ^ (ps.taken[i] + 101u)) * 1099511628211ULL;
  for (int i = 0; i < ps.whisper_count; ++i) h = (h ^ (ps.whispers[i] + 211u)) * 1099511628211ULL;
  for (int i = 0; i < ps.tile_count; ++i) h = (h ^ (ps.tiles[i] + 307u)) * 1099511628211ULL;
  h = (h ^ static_cast<std::uint64_t>(ps.spirit + 2)) * 1099511628211ULL;
  return h;
}

// Keeps the best `width` nodes with distinct boards, best first. Sorts
// indices, not nodes: a node holds a whole game state.
void prune(std::vector<Node>& nodes, int player, size_t width) {
  std::vector<size_t> order(nodes.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return nodes[a].value > nodes[b].value; });
  std::vector<std::uint64_t> seen;
  std::vector<Node> kept;
  for (size_t i : order) {
    const std::uint64_t key = board_key(nodes[i].state, player);
    if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
    seen.push_back(key);
    kept.push_back(std::move(nodes[i]));
    if (kept.size() >= width) break;
  }
  nodes = std::move(kept);
}

std::vector<Node> Searcher::of_type(const Node& node, ActionType type) const {
  std::vector<Node> out;
  ActionList legal;
  node.state.legal_actions(legal);
  for (const Action& a : legal)
    if (a.type == type) out.push_back(child(node, a));
  return out;
}

// The token placements are made directly: listing every legal action would
// also work out every card's cube targets, the search's costliest part.
std::vector<Node> Searcher::place_tokens(const Node& start) const {
  std::vector<Node> level{start};
  while (level.front().state.now().turn.hand_count > 0) {
    std::vector<Node> next;
    // The same board reached in another order is evaluated once: prune() would keep the first anyway.
    std::unordered_set<std::uint64_t> seen;
    for (const Node& n : level) {
      const TurnState& t = n.state.now().turn;
      const Board& board = n.state.player(me_).board;
      unsigned done = 0;  // colours already expanded (a hand may hold two of one colour)
      for (int i = 0; i < t.hand_count; ++i) {
        const int colour = index_of(t.hand[i]);
        if (done & (1u << colour)) continue;
        done |= 1u << colour;
        const int spaces = board.space_count();
        for (int s = 0; s < spaces; ++s)
          if (board.can_place(s, t.hand[i]) || n.state.builds_sanctuary(me_, s, t.hand[i])) {
            Node c = n;
            const Action a = Action::place_token(colour, s);
            c.state.apply(a);
            c.actions.push_back(a);
            if (!seen.insert(board_key(c.state, me_)).second) continue;
            c.value = evaluate(c.state, me_, options_.weights);
            next.push_back(std::move(c));
          }
      }
    }
    if (next.empty()) break;  // no legal space for what is left (cannot happen with an empty space)
    prune(next, me_, static_cast<size_t>(options_.beam));
    level = std::move(next);
  }
  return level;
}

const Node& best_of(const std::vector<Node>& nodes) {
  return *std::max_element(nodes.begin(), nodes.end(), [](const Node& a, const Node& b) { return a.value < b.value; });
}

Node Searcher::place_cubes(Node node) const {
  // Every animal cube raises its card's points: place them while any fits, best first. A whisper
  // cube goes where it raises the evaluation (it blocks tokens), and first where an animal cube can
  // follow it: sharing, it scores 5 instead of 2 (RULES.md "Whispers"), and an animal cube placed
  // first would leave it no room there.
  for (;;) {
    std::vector<Node> cubes = of_type(node, ActionType::PlaceCube);
    std::vector<Node> whispers = of_type(node, ActionType::PlaceWhisper);
    std::uint32_t cube_spaces = 0;
    for (const Node& c : cubes) cube_spaces |= 1u << c.actions.back().b;
    std::vector<Node> shared, options = std::move(cubes);
    for (Node& w : whispers) {
      if (cube_spaces & (1u << w.actions.back().b)) shared.push_back(std::move(w));
      else if (w.value > node.value) options.push_back(std::move(w));
    }
    if (!shared.empty()) node = best_of(shared);
    else if (!options.empty()) node = best_of(options);
    else return node;
  }
}

void Searcher::finish(const Node& placed, std::vector<Node>& leaves) const {
  leaves.push_back(place_cubes(placed));
  for (ActionType card : {ActionType::TakeCard, ActionType::TakeWhisper})
    for (const Node& with_card : of_type(placed, card)) leaves.push_back(place_cubes(with_card));
}

// A sanctuary tile is taken at the end of a chosen turn, when holding it looks better than not: it is
// built on a later turn (RULES.md "Sanctuaries"). Tiles barely change which turn is best, so they
// are not searched with every placement.
void Searcher::add_tile(Node& leaf) const {
  std::vector<Node> with_tile = of_type(leaf, ActionType::TakeTile);
  if (with_tile.empty()) return;
  const Node& best = best_of(with_tile);
  if (best.value > leaf.value) leaf = best;
}

std::vector<TurnPlan> Searcher::run(const GameState& from, int keep) {
  Node root{from, {}, evaluate(from, me_, options_.weights)};
  std::vector<Node> roots = of_type(root, ActionType::ChooseSpirit);
  if (roots.empty()) roots.push_back(root);

  std::vector<Node> spots;
  for (const Node& r : roots) {
    std::vector<Node> taken = r.state.now().turn.spot == kNone ? of_type(r, ActionType::TakeSpot) : std::vector<Node>{};
    if (taken.empty()) taken.push_back(r);
    for (Node& t : taken) spots.push_back(std::move(t));
  }

  std::vector<Node> leaves;
  for (const Node& spot : spots) {
    std::vector<Node> placed = place_tokens(spot);
    const size_t finals = std::min(placed.size(), static_cast<size_t>(options_.finals));
    for (size_t i = 0; i < finals; ++i) finish(placed[i], leaves);
  }
  prune(leaves, me_, leaves.size());

  // The best turns that took a card chose it after placing: search them again
  // with the card in hand first, so the placements can aim at its habitat.
  int rethinks = 0;
  std::vector<Node> again;
  for (const Node& leaf : leaves) {
    if (rethinks >= options_.card_rethinks) break;
    auto card = std::find_if(leaf.actions.begin(), leaf.actions.end(), [](const Action& a) {
      return a.type == ActionType::TakeCard || a.type == ActionType::TakeWhisper;
    });
    if (card == leaf.actions.end()) continue;
    ++rethinks;
    Node start = root;
    for (const Action& a : leaf.actions) {
      if (a.type == ActionType::PlaceToken || a.type == ActionType::PlaceCube || a.type == ActionType::PlaceWhisper) break;
      start = child(start, a);  // the spirit and the spot, as before
    }
    if (start.state.check(*card)) continue;
    start = child(start, *card);
    for (const Node& placed : place_tokens(start)) {
      again.push_back(place_cubes(placed));
      break;  // the best placement with the card held
    }
  }
  for (Node& n : again) leaves.push_back(std::move(n));
  prune(leaves, me_, static_cast<size_t>(std::max(keep, 1)));
  for (Node& leaf : leaves) add_tile(leaf);

  std::vector<TurnPlan> plans;
  for (Node& leaf : leaves) {
    TurnPlan plan{std::move(leaf.actions), std::move(leaf.state), leaf.value};
    plan.actions.push_back(Action::end_turn());
    plans.push_back(std::move(plan));
  }
  return plans;
}

}  // namespace

std::vector<TurnPlan> best_turns(const GameState& from, const Options& options, int keep) {
  Searcher searcher(from, options);
  return searcher.run(from, keep);
}

}  // namespace harmonies::search
