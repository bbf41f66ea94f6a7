// The lobby: one click to play solo, or seats, board side, spirits and seed.
#include <algorithm>
#include <cstring>

#include "harmonies/json.hpp"
#include "imgui.h"
#include "platform/platform.hpp"
#include "screens/screens.hpp"
#include "platform/storage.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"

namespace harmonies::ui {

namespace {

// ImGui's InputText edits a char buffer: mirror a std::string through one.
bool input_text(const char* label, const char* hint, std::string& value, size_t max_length, const std::string& hook,
                float width) {
  char buffer[64];
  std::strncpy(buffer, value.c_str(), sizeof buffer - 1);
  buffer[sizeof buffer - 1] = 0;
  ImGui::SetNextItemWidth(width);
  const bool changed = ImGui::InputTextWithHint(label, hint, buffer, std::min(max_length + 1, sizeof buffer));
  hook_item(hook);
  if (changed) value = buffer;
  return changed;
}

void section_label(const char* text) {
  ImGui::Spacing();
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::TextUnformatted(text);
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

// Who plays a seat: a person or a bot of some level (games on one device with 2+ players).
void seat_kind(App& app, int seat, float width) {
  Settings& s = app.lobby.settings;
  int kind = static_cast<int>(s.seats[seat]);
  static const char* const kKinds[] = {"Human", "Easy", "Medium", "Hard"};
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(4, 9));
  const std::string prefix = "lobby/seat-" + std::to_string(seat) + "/kind-";
  if (segmented("kind", &kind, kKinds, kSeatKinds, width, prefix.c_str())) s.seats[seat] = static_cast<Seat>(kind);
  ImGui::PopStyleVar();
  ImGui::PopFont();
  item_tooltip("A person, or a bot: easy (beatable), medium (plays the whole turn well), hard (looks ahead).");
}

void seats(App& app, float width) {
  section_label("PLAYERS");
  Settings& s = app.lobby.settings;
  int count = s.players - 1;
  static const char* const kCounts[] = {"Solo", "2", "3", "4"};
  if (segmented("players", &count, kCounts, 4, width, "lobby/players-")) s.players = count + 1;
  const bool by_link = s.by_link && s.players > 1;
  const bool bots_allowed = s.players > 1 && !by_link;
  // Wide enough: name and kind on one line; a phone puts the kind under the name.
  const bool one_line = width >= 420;
  const float kind_w = one_line ? 236 : width - 70;
  const float name_w = bots_allowed ? width - 70 - kind_w - 8 : width - 70 - 90;
  for (int i = 0; i < s.players; ++i) {
    ImGui::PushID(i);
    const bool bot = bots_allowed && is_bot(s.seats[i]);
    const float name_field = bots_allowed ? (one_line ? name_w : width - 70) : name_w;
    ImGui::AlignTextToFramePadding();
    ImGui::Text("Seat %d", i + 1);
    ImGui::SameLine(70);
    if (bot) {
      // A bot's name is given: a muted label in the name field's place.
      const ImVec2 at = ImGui::GetCursorScreenPos();
      ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
      ImGui::TextUnformatted(bot_seat_name(s.seats[i], i).c_str());
      ImGui::PopStyleColor();
      hook_rect("lobby/seat-" + std::to_string(i) + "/bot", at,
                ImVec2(at.x + name_field, at.y + ImGui::GetFrameHeight()));
    } else {
      input_text("##name", "Name", s.names[i], 16, "lobby/seat-" + std::to_string(i) + "/name", name_field);
    }
    if (bots_allowed) {
      if (one_line) ImGui::SameLine(70 + name_w + 8);
      else ImGui::SetCursorPosX(ImGui::GetCursorPosX() + 70);
      seat_kind(app, i, kind_w);
    } else {
      ImGui::SameLine();
      ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
      ImGui::TextUnformatted(by_link ? "Own device" : "Human");
      ImGui::PopStyleColor();
    }
    ImGui::PopID();
  }
  if (app.lobby.settings.players > 1) {
    section_label("WHERE");
    int where = app.lobby.settings.by_link ? 1 : 0;
    static const char* const kWhere[] = {"One device", "By link"};
    if (segmented("where", &where, kWhere, 2, width, "lobby/where-")) app.lobby.settings.by_link = where == 1;
    bool any_bot = false;
    for (int i = 0; i < app.lobby.settings.players; ++i) any_bot |= is_bot(app.lobby.settings.seats[i]);
    ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    ImGui::TextUnformatted(app.lobby.settings.by_link
                               ? "Each friend plays on their own device: after your turn, send the link it makes. "
                                 "Games by link are between people only."
                           : any_bot ? "Bots play their turns here; pass the device around if several people play."
                                     : "Pass the device around: hot-seat.");
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
}

void options(App& app, float width) {
  section_label("BOARD SIDE");
  int side = app.lobby.settings.side == Side::A ? 0 : 1;
  static const char* const kSides[] = {"A - The River", "B - The Islands"};
  if (segmented("side", &side, kSides, 2, width, "lobby/side-")) app.lobby.settings.side = side == 0 ? Side::A : Side::B;
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(side == 0 ? "Water scores your longest river."
                                   : "Water scores every island your rivers cut out.");
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();

  ImGui::Spacing();
  ImGui::Checkbox("Nature's Spirits", &app.lobby.settings.spirits);
  hook_item("lobby/spirits");
  item_tooltip("Each player is dealt two spirit cards and keeps one during the first turn: "
               "one more habitat that scores a bonus rule.");

  section_label("SEED (SAME SEED, SAME GAME)");
  input_text("##seed", "random", app.lobby.seed, kMaxSeedLength, "lobby/seed", width);
  if (!app.lobby.seed.empty()) {
    if (Error e = check_seed(app.lobby.seed)) {
      ImGui::PushStyleColor(ImGuiCol_Text, palette().warning);
      ImGui::TextUnformatted(e.message.c_str());
      ImGui::PopStyleColor();
    }
  }
}

Setup setup_from(const LobbyChoices& lobby) {
  Setup setup;
  setup.players = lobby.settings.players;
  setup.side = lobby.settings.side;
  setup.spirits = lobby.settings.spirits;
  setup.seed = lobby.seed;
  return setup;
}

// Starts the game set up in the lobby, keeping the choices for next time.
void start_configured(App& app) {
  app.save_settings();
  const bool by_link = app.lobby.settings.by_link && app.lobby.settings.players > 1;
  app.start_game(setup_from(app.lobby), by_link ? GameKind::ByLink : GameKind::Local, app.lobby.settings.seats);
}

// What went wrong outside the game (unreadable saves, refused links, no
// storage), each until dismissed.
void notices(App& app, float width) {
  for (size_t i = 0; i < app.notices.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    ImGui::PushStyleColor(ImGuiCol_ChildBg, palette().panel);
    const float text_w = width - 60;
    const ImVec2 ts = ImGui::CalcTextSize(app.notices[i].c_str(), nullptr, false, text_w);
    ImGui::BeginChild("##notice", ImVec2(width, ts.y + 20), true, ImGuiWindowFlags_NoScrollbar);
    ImGui::PushStyleColor(ImGuiCol_Text, palette().warning);
    ImGui::PushTextWrapPos(text_w);
    ImGui::TextUnformatted(app.notices[i].c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    hook_item("lobby/notice-" + std::to_string(i));
    ImGui::SameLine(width - 44);
    const bool dismissed = secondary_button("\xe2\x9c\x95", "lobby/notice-" + std::to_string(i) + "/dismiss");
    ImGui::EndChild();
    ImGui::PopStyleColor();
    ImGui::PopID();
    if (dismissed) {
      app.notices.erase(app.notices.begin() + static_cast<long>(i));
      break;
    }
  }
  hook_value("notices", json::Value(app.notices));
}

// What "Play against bots" starts: the last bot setup of the lobby, else one medium bot.
std::string quick_bots_text(const Settings& s) {
  bool person = false, bots = false;
  for (int i = 0; i < s.players; ++i) (is_bot(s.seats[i]) ? bots : person) = true;
  if (s.players < 2 || s.by_link || !person || !bots) return "You against a medium bot, board side A.";
  std::string text = "Your last bot game:";
  for (int i = 0; i < s.players; ++i)
    text += std::string(i ? ", " : " ") + (is_bot(s.seats[i]) ? bot_seat_name(s.seats[i], i) : s.names[i].empty() ? "a person" : s.names[i]);
  return text + "; board side A.";
}

// Today's challenge: the same solo setup for everyone, with this player's best.
void daily_button(App& app, float width) {
  const std::string today = utc_date(unix_ms());
  const auto best = saves().daily_best(today);
  const std::string label = best ? "Daily challenge - best " + std::to_string(best->score) : "Daily challenge";
  if (secondary_button(label.c_str(), "lobby/daily", ImVec2(width, 44))) app.start_daily();
  item_tooltip(("Today's solo game (" + today + ", UTC): the same setup for everyone. Play it as often as "
                "you like; your best score of the day is kept.").c_str());
}

// The welcome column: the name, one click to play, and how to play.
void welcome(App& app, float width, bool centred) {
  auto line = [&](const char* text, ImFont* font, ImU32 colour) {
    if (centred) {
      centered_text(text, font, colour);
    } else {
      ImGui::PushFont(font);
      ImGui::PushStyleColor(ImGuiCol_Text, colour);
      ImGui::TextUnformatted(text);
      ImGui::PopStyleColor();
      ImGui::PopFont();
    }
  };
  line("Harmonies", fonts().title, palette().text);
  line("Build landscapes, welcome animals.", fonts().body, palette().text_muted);
  ImGui::Dummy(ImVec2(0, 14));
  const float left = ImGui::GetCursorPosX();
  notices(app, width);
  ImGui::SetCursorPosX(left);
  const SavedGame* unfinished = saves().latest_unfinished();
  if (unfinished) {
    const SavedGame entry = *unfinished;
    if (primary_button("Continue", "lobby/continue", ImVec2(width, 52))) app.resume(entry);
    item_tooltip(describe_game(entry).c_str());
    ImGui::SetCursorPosX(left);
    ImGui::PushFont(fonts().small);
    ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
    ImGui::TextUnformatted(describe_game(entry).c_str());
    ImGui::PopStyleColor();
    ImGui::PopFont();
    ImGui::SetCursorPosX(left);
  }
  const float half_w = (width - 8) * 0.5f;
  const ImVec2 play_size = unfinished ? ImVec2(half_w, 44) : ImVec2(half_w, 52);
  if ((unfinished ? secondary_button("Play solo now", "lobby/quick-solo", play_size)
                  : primary_button("Play solo now", "lobby/quick-solo", play_size)))
    app.start_quick_solo();
  ImGui::SameLine(0, 8);
  if ((unfinished ? secondary_button("Play against bots", "lobby/quick-bots", play_size)
                  : primary_button("Play against bots", "lobby/quick-bots", play_size)))
    app.start_quick_bots();
  item_tooltip(quick_bots_text(app.lobby.settings).c_str());
  ImGui::SetCursorPosX(left);
  daily_button(app, width);
  ImGui::SetCursorPosX(left);
  const float half = (width - 8) * 0.5f;
  if (secondary_button("How to play", "lobby/rules", ImVec2(half, 0))) app.rules_open = true;
  ImGui::SameLine(0, 8);
  if (secondary_button("Animals", "lobby/animals", ImVec2(half, 0))) open_cheatsheet();
  item_tooltip("Every animal card of the deck, filtered by the terrains its habitat needs (A).");
  if (!ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed('A', false) && !app.rules_open) open_cheatsheet();
}

void new_game(App& app, float width) {
  ImGui::PushFont(fonts().heading);
  ImGui::TextUnformatted("New game");
  ImGui::PopFont();
  seats(app, width);
  options(app, width);
  ImGui::Dummy(ImVec2(0, 8));
  const bool seed_ok = app.lobby.seed.empty() || !check_seed(app.lobby.seed);
  if (primary_button("Start game", "lobby/start", ImVec2(width, 46), seed_ok)) start_configured(app);
  // Keyboard: Enter starts the configured game when no text field is active.
  if (!ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) && seed_ok &&
      !app.rules_open && !app.share)
    start_configured(app);
}

// Choices that apply to every game, kept in this browser.
void settings_section(App& app, float width) {
  section_label("SETTINGS");
  bool changed = ImGui::Checkbox("Animations", &app.lobby.settings.animations);
  hook_item("lobby/animations");
  ImGui::SameLine(width * 0.5f);
  changed |= ImGui::Checkbox("Symbols on tokens", &app.lobby.settings.token_symbols);
  hook_item("lobby/token-symbols");
  item_tooltip("A symbol on each token (wave, peak, bark, leaf, wheat, roof): the colours read without colour vision.");
  if (changed) app.save_settings();
}

void footer() {
  ImGui::PushFont(fonts().small);
  centered_text("An unofficial fan implementation of Harmonies (Libellud, 2024).", nullptr, palette().text_muted);
  ImGui::PopFont();
}

}  // namespace

void lobby_screen(App& app) {
  hook_begin_frame("lobby");
  begin_fullscreen("##lobby");
  const ImVec2 size = platform().css_size;
  if (size.x >= 960) {
    // Wide screens: welcome on the left, the new game's options on the right.
    const float col = 440, gap = 72;
    const float left = (size.x - col * 2 - gap) * 0.5f;
    const float top = std::max(24.0f, (size.y - 640) * 0.4f);
    ImGui::SetCursorPos(ImVec2(left, top + 40));
    ImGui::BeginGroup();
    welcome(app, col, false);
    ImGui::Dummy(ImVec2(0, 18));
    ImGui::PushTextWrapPos(left + col);
    ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
    ImGui::TextWrapped("Take three tokens a turn and stack them into trees, mountains and buildings beside "
                       "rivers and fields. Animals settle where their habitat appears. Solo, hot-seat or "
                       "by link with friends; your games stay in this browser.");
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::Dummy(ImVec2(0, 18));
    history_section(app, col);
    ImGui::EndGroup();
    const float left_bottom = ImGui::GetCursorPosY();
    ImGui::SetCursorPos(ImVec2(left + col + gap, top));
    ImGui::BeginGroup();
    new_game(app, col);
    ImGui::Dummy(ImVec2(0, 8));
    settings_section(app, col);
    ImGui::EndGroup();
    ImGui::SetCursorPosY(std::max(std::max(ImGui::GetCursorPosY(), left_bottom) + 12, size.y - 30));
    footer();
  } else {
    const float width = std::min(480.0f, size.x - 40.0f);
    const float left = (size.x - width) * 0.5f;
    ImGui::SetCursorPosY(std::max(24.0f, size.y * 0.05f));
    ImGui::SetCursorPosX(left);
    ImGui::BeginGroup();
    welcome(app, width, true);
    ImGui::Dummy(ImVec2(0, 10));
    new_game(app, width);
    ImGui::Dummy(ImVec2(0, 8));
    settings_section(app, width);
    ImGui::Dummy(ImVec2(0, 16));
    history_section(app, width);
    ImGui::EndGroup();
    ImGui::Dummy(ImVec2(0, 16));
    footer();
    ImGui::Dummy(ImVec2(0, 16));
  }
  drag_to_scroll();
  ImGui::End();
}

}  // namespace harmonies::ui
