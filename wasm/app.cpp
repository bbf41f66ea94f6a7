#include "app.hpp"

#include <emscripten/emscripten.h>

#include "imgui.h"
#include "platform.hpp"
#include "screens.hpp"
#include "test_hook.hpp"

namespace harmonies::ui {

App::App() {
  // A link may carry a seed (?seed=...): prefill the lobby with it.
  char seed[64] = {};
  EM_ASM(
      {
        var s = new URLSearchParams(window.location.search).get("seed") || "";
        stringToUTF8(s, $0, 63);
      },
      seed);
  if (!check_seed(seed)) lobby.seed = seed;
  session().on_change = [] { request_redraw(3); };
}

std::string random_seed() {
  static const char* const kWords[] = {"river", "fern",  "heron", "birch",  "meadow", "otter", "cedar",
                                       "brook", "moss",  "lark",  "willow", "stone",  "fox",   "reed",
                                       "maple", "dune",  "wren",  "pine",   "marsh",  "hare",  "ridge",
                                       "clover", "elk",  "lynx",  "aspen",  "delta",  "kite",  "sedge"};
  constexpr int kCount = sizeof(kWords) / sizeof(kWords[0]);
  auto pick = [] { return static_cast<int>(emscripten_random() * kCount) % kCount; };
  const int number = static_cast<int>(emscripten_random() * 90) + 10;
  return std::string(kWords[pick()]) + "-" + kWords[pick()] + "-" + std::to_string(number);
}

void App::start_game(Setup setup) {
  if (setup.seed.empty()) setup.seed = random_seed();
  if (Error error = session().start(setup)) {
    notify("Cannot start: " + error.message);
    return;
  }
  for (int i = 0; i < kMaxPlayers; ++i)
    names[i] = lobby.names[i].empty() ? "Player " + std::to_string(i + 1) : lobby.names[i];
  if (setup.players == 1 && lobby.players != 1) names[0] = lobby.names[0].empty() ? "You" : lobby.names[0];
  selection = Selection{};
  animations.clear();
  screen = Screen::Game;
  after_change();
}

void App::start_quick_solo() {
  Setup setup;
  setup.players = 1;
  setup.side = Side::A;
  setup.spirits = false;
  setup.seed = "";
  start_game(setup);
}

bool App::is_legal(const Action& a) const {
  for (const Action& l : legal_)
    if (l == a) return true;
  return false;
}

bool App::act(const Action& action) {
  if (!game) return false;
  const int player = game->current_player();
  if (Error e = session().apply(action)) {
    notify(e.message);
    return false;
  }
  if (action.type == ActionType::PlaceToken) animations.add(Drop{Drop::TokenDrop, player, action.b});
  if (action.type == ActionType::PlaceCube) animations.add(Drop{Drop::CubeDrop, player, action.b});
  if (action.type == ActionType::EndTurn || action.type == ActionType::RestartTurn) selection = Selection{};
  after_change();
  if (game->is_terminal()) {
    screen = Screen::End;
  } else if (action.type == ActionType::EndTurn && game->player_count() > 1) {
    notify(name_of(game->current_player()) + "'s turn", 2.0);
  }
  return true;
}

void App::after_change() {
  seen_version_ = session().version;
  legal_ = game ? game->legal_actions() : std::vector<Action>{};
  auto_select();
  request_redraw(3);
}

// Keeps the selection meaningful: a token in hand stays selected while any is
// left; a card selection is dropped when it has no target any more.
void App::auto_select() {
  if (!game) return;
  const TurnState& turn = game->now().turn;
  bool colour_in_hand = false;
  for (int i = 0; i < turn.hand_count; ++i) colour_in_hand |= index_of(turn.hand[i]) == selection.hand_colour;
  if (!colour_in_hand) selection.hand_colour = turn.hand_count > 0 && selection.card < 0 ? index_of(turn.hand[0]) : -1;
  if (selection.card >= 0) {
    bool has_target = false;
    for (const Action& a : legal_) has_target |= a.type == ActionType::PlaceCube && a.a == selection.card;
    if (!has_target) selection.card = -1;
  }
}

void App::back_to_lobby() {
  // The lobby has no game: the cheatsheet then shows the whole deck.
  session().end();
  screen = Screen::Lobby;
  selection = Selection{};
  request_redraw(3);
}

void App::notify(std::string text, double seconds) {
  message = std::move(text);
  message_until = now_seconds() + seconds;
  request_redraw(2);
}

void App::frame() {
  // Actions may also come from the page's scripts (bindings): keep up with them.
  if (seen_version_ != session().version) {
    after_change();
    if (game && game->is_terminal() && screen == Screen::Game) screen = Screen::End;
  }
  animations.update();
  switch (screen) {
    case Screen::Lobby: lobby_screen(*this); break;
    case Screen::Game: game_screen(*this); break;
    case Screen::End: end_screen(*this); break;
  }
  if (rules_open) rules_overlay(*this);
  if (!message.empty()) {
    const double left = message_until - now_seconds();
    if (left <= 0) {
      message.clear();
    } else {
      // A toast at the bottom centre; it fades by itself.
      const ImVec2 size = platform().css_size;
      ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y - 24), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
      ImGui::SetNextWindowBgAlpha(0.92f);
      ImGui::Begin("##toast", nullptr,
                   ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoInputs |
                       ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
      ImGui::TextUnformatted(message.c_str());
      hook_item("toast");
      ImGui::End();
      request_redraw(1);
    }
  }
  hook_end_frame();
}

bool begin_fullscreen(const char* id) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(platform().css_size);
  return ImGui::Begin(id, nullptr,
                      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
}

}  // namespace harmonies::ui
