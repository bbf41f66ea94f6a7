#include "app/app.hpp"

#include <algorithm>
#include <cstdio>

#include "model/error_words.hpp"
#include "model/text.hpp"
#include "render/draw.hpp"
#include "harmonies/json.hpp"
#include "imgui.h"
#include "platform/access_mirror.hpp"
#include "platform/page.hpp"
#include "platform/platform.hpp"
#include "screens/screens.hpp"
#include "platform/storage.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/toast.hpp"

namespace harmonies::ui {

namespace {

bool other_tabs_wrote = false;  // another tab wrote to the saves, or the storage opened late, since the last frame

}  // namespace

App::App() {
  session().on_change = [] {
    request_redraw(3);
    announce_game_change();
  };
  listen_to_page();
  Saves& s = saves();
  // What loading finds wrong is told in the player's language: the settings (and the language they keep)
  // are read first. Damaged settings are refused here and set aside by load().
  s.refresh("settings");
  nav.lobby.settings = s.settings();
  apply_language();
  s.load(unix_ms());
  for (const std::string& problem : s.problems()) nav.notices.push_back(problem);
  if (!browser_store().persistent()) {
    nav.not_saved_notice =
        tr(Text::notices_not_saved_here, {{"reason", storage_problem(browser_store().problem_code())}});
    nav.notices.push_back(nav.not_saved_notice);
  }
  nav.lobby.settings = s.settings();
  set_token_symbols(nav.lobby.settings.token_symbols);

  // An old-style link may carry a seed (?seed=...): prefill the lobby with it.
  const std::string seed = page_query("seed");
  if (!check_seed(seed)) nav.lobby.seed = seed;

  const std::string fragment = page_fragment();
  if (fragment.size() > 1) {
    open_link(fragment);
  } else if (const SavedGame* open = s.find(s.open_game_id())) {
    // The page was left in a game: pick it up exactly where it was.
    resume(*open);
  }
}

std::string random_seed() {
  static const char* const kWords[] = {"river", "fern",  "heron", "birch",  "meadow", "otter", "cedar",
                                       "brook", "moss",  "lark",  "willow", "stone",  "fox",   "reed",
                                       "maple", "dune",  "wren",  "pine",   "marsh",  "hare",  "ridge",
                                       "clover", "elk",  "lynx",  "aspen",  "delta",  "kite",  "sedge"};
  constexpr int kCount = sizeof(kWords) / sizeof(kWords[0]);
  auto pick = [] { return static_cast<int>(page_random() * kCount) % kCount; };
  const int number = static_cast<int>(page_random() * 90) + 10;
  return std::string(kWords[pick()]) + "-" + kWords[pick()] + "-" + std::to_string(number);
}

// What the page tells the app (platform/page.hpp).
void App::listen_to_page() {
  PageEvents& events = page_events();
  events.link_opened = [this](std::string_view fragment) { open_link(fragment); };
  events.storage_failed = [this](std::string_view reason) {
    nav.notices.push_back(tr(Text::notices_storage_failed, {{"reason", storage_problem(reason)}}));
    notify(tr(Text::notices_storage_failed_short), 6.0);
  };
  events.storage_changed = [] { other_tabs_wrote = true; };
  events.bot_answered = [this](int id, std::string_view actions, std::string_view error, double ms,
                               bool unavailable) { bot_answer(id, actions, error, ms, unavailable); };
  events.review_progress = [this](int id, int done, int total) { review_progress(id, done, total); };
  events.review_done = [this](int id, std::string_view json, std::string_view error, double ms, double wall_ms,
                              bool unavailable) { review_done(id, json, error, ms, wall_ms, unavailable); };
  events.copied = [this](bool ok) {
    if (!nav.share) return;
    nav.share->copy = ok ? ShareBox::Copy::Copied : ShareBox::Copy::Refused;
    if (ok) notify(tr(Text::notices_link_copied), 2.0);
  };
  events.texts_arrived = [this] { apply_language(); };
}

// --- Starting, resuming, leaving --------------------------------------------

void App::enter_game(const std::vector<std::string>& seat_names, const std::vector<Seat>& seat_kinds) {
  saved_generation_ = session().generation;
  for (int i = 0; i < kMaxPlayers; ++i) {
    turn.names[i] = i < static_cast<int>(seat_names.size()) ? seat_names[i] : default_player_name(i);
    turn.seats[i] = i < static_cast<int>(seat_kinds.size()) ? seat_kinds[i] : Seat::Human;
  }
  forget_bot_questions();
  pacing.bot = BotPlay{};
  pacing.hint = HintState{};
  turn.selection.clear();
  turn.animations.clear();
  nav.share.reset();
  nav.screen = game && game->is_terminal() ? Screen::End : Screen::Game;
  after_change();
  follow_tutorial(true);
}

void App::start_game(Setup setup, GameKind kind, std::array<Seat, kMaxPlayers> seat_kinds) {
  if (setup.seed.empty()) setup.seed = random_seed();
  if (session().start(setup)) {
    notify(tr(Text::notices_cannot_start, {{"reason", setup_problem(setup)}}));
    return;
  }
  replays.replay.reset();
  replays.replay_game_id.clear();
  reviews.review.reset();
  SavedGame entry;
  entry.id = saves().new_id(unix_ms());
  entry.kind = kind;
  entry.started_ms = unix_ms();
  // Bots play only on this device: solo and games by link are people only.
  if (kind == GameKind::ByLink || setup.solo()) seat_kinds = {};
  entry.names = seat_names(nav.lobby.settings, setup.players, seat_kinds);
  if (std::any_of(seat_kinds.begin(), seat_kinds.end(), [](Seat k) { return is_bot(k); }))
    entry.seats.assign(seat_kinds.begin(), seat_kinds.begin() + setup.players);
  if (setup.solo() && nav.lobby.settings.players != 1 && nav.lobby.settings.names[0].empty())
    entry.names[0] = tr(Text::notices_you);
  if (kind == GameKind::Daily) entry.daily_date = utc_date(entry.started_ms);
  if (kind == GameKind::ByLink) entry.playable_turn = 0;
  saved = entry;
  enter_game(entry.names, entry.seats);
  save_game();
  saves().set_open_game(entry.id);
  if (kind == GameKind::ByLink)
    notify(tr(Text::notices_by_link_first_turn, {{"name", name_of(game->current_player())}}), 5.0);
}

void App::start_quick_solo() {
  Setup setup;
  setup.players = 1;
  setup.side = Side::A;
  setup.spirits = false;
  setup.pulse = false;  // the quick games are the base game, whatever the lobby's modules
  setup.sanctuaries = false;
  setup.whispers = false;
  setup.seed = "";
  start_game(setup);
}

void App::start_quick_bots() {
  const Settings& s = nav.lobby.settings;
  // The last bot setup used in the lobby (a person and a bot at least, on this device), if any.
  bool person = false, bots = false;
  for (int i = 0; i < s.players; ++i) (is_bot(s.seats[i]) ? bots : person) = true;
  Setup setup;
  setup.side = Side::A;
  setup.spirits = false;
  setup.pulse = false;  // the quick games are the base game, whatever the lobby's modules
  setup.sanctuaries = false;
  setup.whispers = false;
  setup.seed = "";
  std::array<Seat, kMaxPlayers> kinds{};
  if (s.players > 1 && !s.by_link && person && bots) {
    setup.players = s.players;
    kinds = s.seats;
  } else {
    setup.players = 2;
    kinds[1] = Seat::Medium;
  }
  start_game(setup, GameKind::Local, kinds);
}

void App::start_daily() {
  const std::string today = utc_date(unix_ms());
  for (const SavedGame& g : saves().games())
    if (g.kind == GameKind::Daily && g.daily_date == today && !g.finished) return resume(g);
  int year = 0, month = 0, day = 0;
  std::sscanf(today.c_str(), "%d-%d-%d", &year, &month, &day);
  start_game(daily_setup(year, month, day), GameKind::Daily);
}

void App::resume(const SavedGame& entry) {
  if (Error e = slot.open(entry)) {
    console_warn("Harmonies: the saved game cannot be resumed: " + e.message);
    notify(tr(Text::notices_cannot_resume, {{"reason", save_problem(e)}}));
    return;
  }
  replays.replay.reset();
  replays.replay_game_id.clear();
  enter_game(entry.names, entry.seats);
}

void App::back_to_lobby() {
  // The lobby has no game: the cheatsheet then shows the whole deck.
  if (replays.replay) clear_page_fragment();
  forget_bot_questions();
  session().end();
  slot.close();
  replays.replay.reset();
  replays.replay_game_id.clear();
  reviews.review.reset();
  nav.share.reset();
  nav.tutorial.reset();
  saved_generation_ = session().generation;
  nav.screen = Screen::Lobby;
  turn.selection.clear();
  request_redraw(3);
}

// --- Playing ----------------------------------------------------------------

bool App::can_act() const { return game && !replays.replay && !waiting_for_link() && !bot_turn(); }

bool App::bot_turn() const {
  return game && !replays.replay && !game->is_terminal() && nav.screen != Screen::Lobby &&
         is_bot_seat(game->current_player());
}

bool App::waiting_for_link() const {
  return game && saved && saved->kind == GameKind::ByLink && completed_turns(*game) != saved->playable_turn;
}

void App::play_link_turn_here() {
  if (!saved || !game) return;
  saved->playable_turn = completed_turns(*game);
  save_game();
  after_change();
}

bool App::is_legal(const Action& a) const {
  for (const Action& l : turn.legal)
    if (l == a) return true;
  return false;
}

bool App::act(const Action& action) {
  if (!can_act()) return false;
  const int player = game->current_player();
  const Action* last = game->last_step();
  const std::optional<Action> taken_back =
      action.type == ActionType::UndoStep && last ? std::optional<Action>(*last) : std::nullopt;
  // The guided game's lesson may refuse a legal move that would make it impossible: its word says why.
  if (nav.tutorial) {
    if (const std::optional<Text> word = nav.tutorial->tutorial.refuse(*game, action)) {
      nav.tutorial->word = word;
      announce(tr(*word));
      request_redraw(2);
      return false;
    }
  }
  if (Error e = session().apply(action)) {
    notify(e.message);
    return false;
  }
  if (taken_back) turn.selection.after_undo(*taken_back);
  acted(action, player);
  return true;
}

void App::acted(const Action& action, int player) {
  if (action.type == ActionType::PlaceToken) turn.animations.add(Drop{Drop::TokenDrop, player, action.b});
  if (action.type == ActionType::PlaceCube) turn.animations.add(Drop{Drop::CubeDrop, player, action.b});
  if (action.type == ActionType::PlaceWhisper) turn.animations.add(Drop{Drop::WhisperDrop, player, action.b});
  if (action.type == ActionType::EndTurn || action.type == ActionType::RestartTurn) turn.selection.clear();
  // A drop still running for a piece taken back would show whatever is now on its space falling.
  if (is_take_back(action.type)) turn.animations.clear();
  after_change();
  follow_tutorial(false);
  if (action.type == ActionType::EndTurn && waiting_for_link()) {
    const std::string next = name_of(game->current_player());
    open_share(game->is_terminal() ? tr(Text::notices_share_final_title)
                                   : tr(Text::notices_share_turn_title, {{"name", next}}),
               game->is_terminal() ? tr(Text::notices_share_final_note)
                                   : tr(Text::notices_share_turn_note, {{"name", next}}),
               game_link(LinkKind::Turn));
  }
  if (game->is_terminal()) {
    nav.screen = Screen::End;
    nav.message_until = 0;  // a "whose turn" notice would cover the final scores
  } else if (action.type == ActionType::EndTurn && game->player_count() > 1 && !waiting_for_link()) {
    notify(tr(Text::notices_whose_turn, {{"name", name_of(game->current_player())}}), 2.0);
  }
}

// Another tab of the site wrote to the saves. The game on screen follows when
// the other tab played it further, so neither tab later overwrites the other's
// moves; when this tab's record prevails it is written again, so the store
// ends with what both tabs show.
void App::follow_other_tabs() {
  // Set by the page's callback below: no call into the page on frames without news.
  if (!other_tabs_wrote) return;
  other_tabs_wrote = false;
  take_up_late_storage();
  const std::vector<std::string> keys = browser_store().take_changed_keys();
  if (keys.empty()) return;
  for (const std::string& key : keys) saves().refresh(key);
  request_redraw(3);
  if (replays.replay) return;
  switch (slot.follow_store(unix_ms())) {
    case GameSlot::Followed::Nothing:
    case GameSlot::Followed::Kept: return;
    case GameSlot::Followed::Took: {
      const bool reviewing = nav.screen == Screen::Review;  // the review on screen stays up
      enter_game(saved->names, saved->seats);
      if (reviewing) nav.screen = Screen::Review;
      notify(tr(Text::notices_other_tab_took), 4.0);
      return;
    }
    case GameSlot::Followed::Forked:
      notify(tr(Text::notices_other_tab_forked), 5.0);
      return;
  }
}

// web/storage.js took the storage up after the game had stopped waiting for it (its saves come in as
// changed keys, above): the notice that games are not kept goes, and the player hears that they are.
void App::take_up_late_storage() {
  if (nav.not_saved_notice.empty() || !browser_store().persistent()) return;
  std::erase(nav.notices, nav.not_saved_notice);
  nav.not_saved_notice.clear();
  notify(tr(Text::notices_storage_opened_late), 6.0);
}

void App::save_game() {
  if (!replays.replay) slot.save(unix_ms());
}

// The language chosen (else the browser's) once its texts are here: English is compiled in, the others
// come from the page (web/language.js fetches the one a visit starts in alongside the wasm, the others when
// chosen). Until then, and when they cannot be had, the game keeps the language it shows.
void App::apply_language() {
  const Language wanted = nav.lobby.settings.language.value_or(
      language_from_tag(browser_language()).value_or(Language::English));
  if (!has_texts(wanted)) {
    std::string file;
    const PageTexts texts = page_texts(language_tag(wanted), file);
    if (texts == PageTexts::Loading) return;  // PageEvents::texts_arrived calls again
    const Error error = texts == PageTexts::Ready ? load_texts(wanted, file) : Error::none();
    if (texts == PageTexts::Failed || error) {
      if (error) console_warn(error.message);
      notify(tr(Text::notices_language_unavailable), 6.0);
    }
  }
  const Language shown = has_texts(wanted) ? wanted : current_language();
  set_language(shown);
  show_page_language(language_tag(shown));
}

void App::choose_language(Language language) {
  nav.lobby.settings.language = language;
  apply_language();
  save_settings();
}

void App::save_settings() {
  saves().save_settings(nav.lobby.settings);
  set_token_symbols(nav.lobby.settings.token_symbols);
  request_redraw(2);
}

// A game started by the page's scripts (bindings' newGame) replaced the one
// on screen: that one is already saved; this one gets its own entry.
void App::adopt_outside_game() {
  saved.reset();
  replays.replay.reset();
  if (!game) return;
  SavedGame entry;
  entry.id = saves().new_id(unix_ms());
  entry.started_ms = unix_ms();
  entry.names = seat_names(nav.lobby.settings, record.setup.players);
  saved = entry;
  saved_generation_ = session().generation;
  forget_bot_questions();
  pacing.bot = BotPlay{};
  pacing.hint = HintState{};
  for (int i = 0; i < kMaxPlayers; ++i) {
    turn.names[i] = i < static_cast<int>(entry.names.size()) ? entry.names[i] : default_player_name(i);
    turn.seats[i] = Seat::Human;
  }
  save_game();
  saves().set_open_game(entry.id);
  if (nav.screen == Screen::Lobby || nav.screen == Screen::Stats) nav.screen = Screen::Game;
}

void App::after_change() {
  if (saved_generation_ != session().generation && (saved || game) && !replays.replay) adopt_outside_game();
  const bool changed = turn.seen_version != session().version;
  turn.seen_version = session().version;
  turn.legal = game && can_act() ? game->legal_actions() : std::vector<Action>{};
  keep_hint_current();  // a hint belongs to its position; the hint's plan follows the game (hints.cpp)
  if (game) turn.selection.keep_meaningful(game->now().turn, turn.legal);
  if (game) tell_news();
  // Every action is saved at once: a reload or a closed tab loses nothing.
  if (changed && slot.unsaved()) save_game();
  request_redraw(3);
}

// The page's live region hears of each turn a bot played, or every turn when several people share the
// game (hot-seat, links), of a step taken back, the last round and the result.
void App::tell_news() {
  const int players = game->player_count();
  std::vector<std::string> names;
  std::vector<bool> told;
  int people = 0;
  for (int i = 0; i < players; ++i) people += is_bot(turn.seats[i]) ? 0 : 1;
  for (int i = 0; i < players; ++i) {
    names.push_back(name_of(i));
    told.push_back(is_bot(turn.seats[i]) || people > 1);
  }
  for (const std::string& text : turn.news.follow(record, *game, names, told)) announce(text);
}

void App::notify(std::string text, double seconds) {
  nav.message = std::move(text);
  nav.message_until = now_seconds() + seconds;
  request_redraw(2);
}

// --- The frame ----------------------------------------------------------------

void App::frame() {
  follow_other_tabs();
  // Actions may also come from the page's scripts (bindings): keep up with them.
  if (turn.seen_version != session().version) {
    after_change();
    if (game && game->is_terminal() && nav.screen == Screen::Game && !replays.replay) nav.screen = Screen::End;
  }
  if (replays.replay) replay_tick();
  bot_tick();
  // Each frame: the system's prefers-reduced-motion may change while the page is open.
  turn.animations.enabled = platform().motion() && nav.lobby.settings.animations;
  turn.animations.update();
  // The guided game's card belongs to the guided game on screen: not to its replay, nor to another game.
  if (nav.tutorial && (replays.replay || !saved || saved->kind != GameKind::Tutorial)) nav.tutorial.reset();
  outline_tutorial_step();
  switch (nav.screen) {
    case Screen::Lobby: lobby_screen(host_); break;
    case Screen::Game: game_screen(host_); break;
    case Screen::End: end_screen(host_); break;
    case Screen::Review: review_screen(host_); break;
    case Screen::Stats: stats_screen(host_); break;
  }
  if (nav.rules_open) rules_overlay(host_);
  if (nav.share && share_dialog(*nav.share)) nav.share.reset();
  ask_continue_seats();
  hook_fact("storage", browser_store().persistent() ? "saved" : "not saved");
  hook_fact("animations", turn.animations.enabled);
  hook_fact("language", std::string(language_tag(current_language())));
  hook_fact("focus", access_focused());  // the element the canvas rings for the keyboard (web/access.js)
  if (saved) hook_fact("game_id", std::string(saved->id));
  // The review under way in the bots' worker, if any (tests wait on it).
  hook_fact("review_running", reviews.review_job.request != 0);
  hook_fact("reviews_started", reviews.reviews_started);
  if (game && nav.screen == Screen::Game) {  // the tokens in hand: which one a click placed (browser tests)
    const TurnState& turn = game->now().turn;
    json::Value hand = json::Value::array();
    for (int i = 0; i < turn.hand_count; ++i) hand.push_back(std::string(token_name(turn.hand[i])));
    hook_fact("hand", hand);
  }
  if (!nav.message.empty() && nav.message_until - now_seconds() <= 0) nav.message.clear();
  if (!nav.message.empty()) toast(nav.message);
  draw_focus_ring();
  hook_end_frame();
}

// "Who plays each seat?" while it is open; it closes by itself when the replay was left meanwhile
// (another link, the lobby).
void App::ask_continue_seats() {
  if (!replays.continue_seats) return;
  if (!replays.replay || !game) {
    replays.continue_seats.reset();
    return;
  }
  switch (continue_seats_dialog(*replays.continue_seats, turn.names, game->player_count())) {
    case SeatsAnswer::Start: {
      const std::array<Seat, kMaxPlayers> kinds = *replays.continue_seats;
      continue_with_seats(kinds);
      break;
    }
    case SeatsAnswer::Cancel: replays.continue_seats.reset(); break;
    case SeatsAnswer::None: break;
  }
}

}  // namespace harmonies::ui
