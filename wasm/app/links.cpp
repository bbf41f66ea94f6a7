// Links and replays: what a link's fragment opens (a new game from a setup,
// a replay, the next turn of a game played by link), watching a recorded
// game and continuing from it, and the links the share dialog offers.
#include <algorithm>

#include "app/app.hpp"
#include "model/error_words.hpp"
#include "model/text.hpp"
#include "platform/page.hpp"
#include "platform/platform.hpp"

namespace harmonies::ui {

void App::open_link(std::string_view fragment) {
  Link link;
  if (Error e = decode_link(fragment, link)) {
    // Out of the address bar, so a reload resumes the saved game; the notice keeps the reason.
    clear_page_fragment();
    // The player reads what kind of problem it is, in their language; the console keeps every detail.
    console_warn("Harmonies: the link was refused: " + e.message);
    nav.notices.push_back(tr(Text::notices_link_unopenable_kept, {{"reason", link_problem(e)}}));
    if (nav.screen != Screen::Lobby) notify(tr(Text::notices_link_unopenable, {{"reason", link_problem(e)}}), 6.0);
    request_redraw(3);
    return;
  }
  GameState state = GameState::create(link.record.setup);
  if (Error e = harmonies::replay(link.record, state)) {
    clear_page_fragment();
    console_warn("Harmonies: the link's game does not replay: " + e.message);
    nav.notices.push_back(tr(Text::notices_link_unplayable, {{"reason", link_problem(e)}}));
    request_redraw(3);
    return;
  }
  switch (link.kind) {
    case LinkKind::Setup:
      // Opened once: a reload resumes the game instead of starting another.
      clear_page_fragment();
      nav.lobby.seed.clear();
      start_game(link.record.setup);
      break;
    case LinkKind::Game:
      open_replay(link.record, link.names, link.seats);
      // A link made before links had seats does not tell who played: "Continue from here" asks.
      if (replays.replay) replays.replay_seats_unknown = link.seats.empty();
      break;
    case LinkKind::Turn:
      clear_page_fragment();
      open_turn_link(link, state);
      break;
  }
}

void App::open_turn_link(const Link& link, const GameState& state) {
  const std::vector<std::string> link_names =
      link.names.empty() ? seat_names(nav.lobby.settings, link.record.setup.players) : link.names;
  const GameSlot::Arrival arrival = slot.receive_turn(link.record, state, link_names, unix_ms());
  if (arrival.merge == Merge::Conflict) {
    nav.notices.push_back(tr(Text::notices_link_conflict, {{"seed", link.record.setup.seed},
                                                       {"n", static_cast<long long>(arrival.diverges_at) + 1}}));
    back_to_lobby();
    return;
  }
  replays.replay.reset();
  enter_game(saved->names, saved->seats);
  if (arrival.merge == Merge::KeepMine) {
    notify(tr(arrival.same ? Text::notices_link_have_turn : Text::notices_link_older), 5.0);
  } else if (!game->is_terminal()) {
    notify(tr(Text::notices_link_your_turn, {{"name", name_of(game->current_player())}}), 4.0);
  }
}

void App::open_replay(const Record& rec, const std::vector<std::string>& seat_names_in,
                      const std::vector<Seat>& kinds, const std::string& game_id) {
  Replay r;
  if (Error e = Replay::open(rec, seat_names_in, r)) {
    console_warn("Harmonies: the replay cannot be shown: " + e.message);
    nav.notices.push_back(tr(Text::notices_replay_unshowable, {{"reason", link_problem(e)}}));
    return;
  }
  std::vector<std::string> seat = seat_names_in;
  for (int i = static_cast<int>(seat.size()); i < rec.setup.players; ++i) seat.push_back(default_player_name(i));
  // A bot is named as bots are here, in this device's language (a link carries the sharer's words).
  for (int i = 0; i < rec.setup.players && i < static_cast<int>(kinds.size()); ++i)
    if (is_bot(kinds[i])) seat[i] = bot_seat_name(kinds[i], i);
  replays.replay = std::move(r);
  replays.replay_game_id = game_id;
  replays.replay_seats_unknown = false;
  replays.continue_seats.reset();
  slot.close();
  session().load(replays.replay->record());  // without the steps taken back, as the replay shows it
  enter_game(seat, kinds);  // bots do not play in a replay: it only shows
  nav.screen = Screen::Game;  // a finished game is watched too, not summed up
}

void App::continue_from_replay() {
  if (!replays.replay) return;
  if (replays.replay_seats_unknown) {
    replays.continue_seats = std::array<Seat, kMaxPlayers>{};  // everyone a person until chosen otherwise
    request_redraw(3);
    return;
  }
  continue_with_seats(turn.seats);
}

void App::continue_with_seats(const std::array<Seat, kMaxPlayers>& kinds) {
  if (!replays.replay) return;
  const Record from = replays.replay->prefix();
  std::vector<std::string> seat(turn.names.begin(), turn.names.begin() + from.setup.players);
  for (int i = 0; i < from.setup.players; ++i)
    if (is_bot(kinds[i])) seat[i] = bot_seat_name(kinds[i], i);
  clear_page_fragment();
  replays.continue_seats.reset();
  replays.replay_seats_unknown = false;
  replays.replay.reset();
  replays.replay_game_id.clear();
  reviews.review.reset();
  SavedGame entry;
  entry.id = saves().new_id(unix_ms());
  entry.started_ms = unix_ms();
  entry.record = from;
  entry.names = seat;
  // The bots of the watched game stay bots (a saved game's replay, a link with seats), or as chosen.
  for (int i = 0; i < from.setup.players; ++i) entry.seats.push_back(kinds[i]);
  if (std::none_of(entry.seats.begin(), entry.seats.end(), is_bot)) entry.seats.clear();
  resume(entry);
  save_game();
  notify(tr(Text::notices_replay_continued), 4.0);
}

Link App::game_link(LinkKind kind) const {
  Link link;
  link.kind = kind;
  // Links carry only the moves that count: what "Start my turn over" undid is left out.
  link.record = kind == LinkKind::Setup ? Record{record.setup, {}} : without_undone_actions(record);
  if (replays.replay && kind != LinkKind::Setup) link.record = without_undone_actions(replays.replay->record());
  if (kind != LinkKind::Setup)
    for (int i = 0; i < record.setup.players; ++i) link.names.push_back(turn.names[i]);
  // A turn link hands a game between people (a game by link has no bots): only game links tell seats.
  const int players = record.setup.players;
  if (kind == LinkKind::Game)
    link.seats = link_seats(std::vector<Seat>(turn.seats.begin(), turn.seats.begin() + players), players);
  return link;
}

void App::open_share(std::string title, std::string note, const Link& link) {
  nav.share = ShareBox{std::move(title), std::move(note), link_address(link)};
  request_redraw(3);
}

void App::replay_seek(size_t step) {
  if (!replays.replay) return;
  replays.replay->seek(step);
  session().load(replays.replay->prefix());
  turn.animations.clear();
  request_redraw(3);
}

void App::replay_tick() {
  Replay& r = *replays.replay;
  if (!r.playing) return;
  if (r.step() >= r.steps()) {
    r.playing = false;
    return;
  }
  const double now = now_seconds();
  if (now >= r.next_step_at) {
    replay_seek(r.step() + 1);
    r.next_step_at = now + Replay::kAutoplaySeconds;
  }
  request_redraw(1);  // keep frames coming until the next step is due
}

}  // namespace harmonies::ui
