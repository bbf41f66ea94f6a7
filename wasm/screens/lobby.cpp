// The lobby: one click to play solo, or seats, board side, the modules (spirits, Pulse, Sanctuaries,
// Whispers) and seed.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <string>
#include <vector>

#include "harmonies/json.hpp"
#include "imgui.h"
#include "model/seat_names.hpp"
#include "model/text.hpp"
#include "platform/page.hpp"
#include "platform/platform.hpp"
#include "screens/screens.hpp"
#include "platform/storage.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/fit_label.hpp"
#include "screens/rule_numbers.hpp"

namespace harmonies::ui {

namespace {

// ImGui's InputText edits a char buffer: mirror a std::string through one.
bool input_text(const char* label, const char* hint, std::string& value, size_t max_length, const std::string& hook,
                float width, const std::string& words) {
  char buffer[64];
  std::strncpy(buffer, value.c_str(), sizeof buffer - 1);
  buffer[sizeof buffer - 1] = 0;
  ImGui::SetNextItemWidth(width);
  const bool changed = ImGui::InputTextWithHint(label, hint, buffer, std::min(max_length + 1, sizeof buffer));
  hook_item(hook, {.label = buffer, .role = Role::TextBox, .words = words});
  if (changed) value = buffer;
  return changed;
}

// A button whose label may run longer in another language: the small font when the body font does not fit.
bool fitted_button(bool primary, const char* label, const std::string& hook, ImVec2 size) {
  const bool small = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2 > size.x;
  if (small) ImGui::PushFont(fonts().small);
  const bool pressed = primary ? primary_button(label, hook, size) : secondary_button(label, hook, size);
  if (small) ImGui::PopFont();
  return pressed;
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
void seat_kind(ScreenHost& app, int seat, float width) {
  Settings& s = app.lobby.settings;
  int kind = static_cast<int>(s.seats[seat]);
  const char* const kinds[kSeatKinds] = {tr(Text::common_human), tr(Text::common_bot_easy),
                                         tr(Text::common_bot_medium), tr(Text::common_bot_hard)};
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(4, 9));
  const std::string prefix = "lobby/seat-" + std::to_string(seat) + "/kind-";
  hook_group(prefix, tr(Text::lobby_seat, {{"n", seat + 1}}));
  if (segmented("kind", &kind, kinds, kSeatKinds, width, prefix.c_str())) s.seats[seat] = static_cast<Seat>(kind);
  ImGui::PopStyleVar();
  ImGui::PopFont();
  item_tooltip(tr(Text::lobby_seat_kind_tip));
}

void seats(ScreenHost& app, float width) {
  section_label(tr(Text::lobby_players));
  Settings& s = app.lobby.settings;
  int count = s.players - 1;
  const char* const counts[] = {tr(Text::lobby_solo), "2", "3", "4"};
  if (segmented("players", &count, counts, 4, width, "lobby/players-")) s.players = count + 1;
  hook_group("lobby/players-", tr(Text::mirror_group_players));
  const bool by_link = s.by_link && s.players > 1;
  const bool bots_allowed = s.players > 1 && !by_link;
  // The names start after the longest "Seat n"; without bots, who plays a seat follows its name.
  const float label_w = std::max(70.0f, ImGui::CalcTextSize(tr(Text::lobby_seat, {{"n", kMaxPlayers}}).c_str()).x + 8);
  const char* const who = by_link ? tr(Text::lobby_own_device) : tr(Text::common_human);
  const float who_w = std::max(90.0f, ImGui::CalcTextSize(who).x + ImGui::GetStyle().ItemSpacing.x);
  // Wide enough: name and kind on one line; a phone puts the kind under the name.
  const bool one_line = width >= 420;
  const float kind_w = one_line ? 236 : width - label_w;
  const float name_w = bots_allowed ? width - label_w - kind_w - 8 : width - label_w - who_w;
  for (int i = 0; i < s.players; ++i) {
    ImGui::PushID(i);
    const bool bot = bots_allowed && is_bot(s.seats[i]);
    const float name_field = bots_allowed ? (one_line ? name_w : width - label_w) : name_w;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Text::lobby_seat, {{"n", i + 1}}).c_str());
    ImGui::SameLine(label_w);
    if (bot) {
      // A bot's name is given: a muted label in the name field's place.
      const ImVec2 at = ImGui::GetCursorScreenPos();
      ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
      ImGui::TextUnformatted(bot_seat_name(s.seats[i], i).c_str());
      ImGui::PopStyleColor();
      hook_rect("lobby/seat-" + std::to_string(i) + "/bot", at,
                ImVec2(at.x + name_field, at.y + ImGui::GetFrameHeight()),
                {.label = bot_seat_name(s.seats[i], i), .role = Role::Text,
                 .words = tr(Text::mirror_seat_name, {{"n", i + 1}}) + ": " + bot_seat_name(s.seats[i], i)});
    } else {
      input_text("##name", tr(Text::lobby_name_hint), s.names[i], 16, "lobby/seat-" + std::to_string(i) + "/name", name_field,
                 tr(Text::mirror_seat_name, {{"n", i + 1}}));
    }
    if (bots_allowed) {
      if (one_line) ImGui::SameLine(label_w + name_w + 8);
      else ImGui::SetCursorPosX(ImGui::GetCursorPosX() + label_w);
      seat_kind(app, i, kind_w);
    } else {
      ImGui::SameLine();
      ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
      ImGui::TextUnformatted(who);
      ImGui::PopStyleColor();
    }
    ImGui::PopID();
  }
  if (app.lobby.settings.players > 1) {
    section_label(tr(Text::lobby_where));
    int where = app.lobby.settings.by_link ? 1 : 0;
    const char* const places[] = {tr(Text::lobby_one_device), tr(Text::lobby_by_link)};
    if (segmented("where", &where, places, 2, width, "lobby/where-")) app.lobby.settings.by_link = where == 1;
    hook_group("lobby/where-", tr(Text::lobby_where));
    bool any_bot = false;
    for (int i = 0; i < app.lobby.settings.players; ++i) any_bot |= is_bot(app.lobby.settings.seats[i]);
    ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    ImGui::TextUnformatted(app.lobby.settings.by_link ? tr(Text::lobby_where_link)
                           : any_bot                  ? tr(Text::lobby_where_bots)
                                                      : tr(Text::lobby_where_hotseat));
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
}

// What each side changes, with the engine's numbers (scoring.hpp), in the order of the picker.
std::array<std::string, kSides> side_tips() {
  return {tr(Text::lobby_side_a_tip), tr(Text::lobby_side_b_tip),
          tr(Text::lobby_side_c_tip, {{"points", kSideCBuildingPoints}, {"colours", kSideCBuildingMinColours}}),
          tr(Text::lobby_side_d_tip, {{"count", static_cast<int>(kSideDDrySpaces.size())},
                                      {"trees", points_or_text(kSideDTreePoints)},
                                      {"field", kSideDFieldPoints}})};
}

// The four sides as two rows of two: their names fit a phone in every language.
void side_picker(ScreenHost& app, float width) {
  section_label(tr(Text::lobby_board_side));
  int side = static_cast<int>(app.lobby.settings.side);
  const char* const names[kSides] = {tr(Text::lobby_side_a), tr(Text::lobby_side_b), tr(Text::lobby_side_c),
                                     tr(Text::lobby_side_d)};
  const std::array<std::string, kSides> tips = side_tips();
  // The other sides explain themselves on hover; the chosen one's text is under the picker.
  const char* tooltips[kSides] = {tips[0].c_str(), tips[1].c_str(), tips[2].c_str(), tips[3].c_str()};
  tooltips[side] = nullptr;
  hook_group("lobby/side-", tr(Text::mirror_group_side));
  if (segmented("side", &side, names, kSides, width, "lobby/side-", 2, tooltips))
    app.lobby.settings.side = static_cast<Side>(side);
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(tips[side].c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
}

// The two lines of switches: the modules (new game) and the settings below them, in the same column.
enum class Switches { Modules, Settings };

// Where the second switch of a line starts: one x for every line of switches, so their boxes and labels
// line up in two columns in every language. Half the width, or past the longest first label, pulled
// left so that the longest second label ends at the width. When the modules and the settings together
// leave no room (a phone in French), each group keeps columns of its own; 0 when even that leaves none:
// every switch of the group on a line of its own, in one column.
float second_switch_x(float width, Switches group) {
  const float box = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x;
  const auto widest = [&](std::initializer_list<Text> labels) {
    float w = 0;
    for (Text t : labels) w = std::max(w, box + ImGui::CalcTextSize(tr(t)).x);
    return w;
  };
  const float gap = ImGui::GetStyle().ItemSpacing.x * 2;
  const auto column = [&](float first, float second) {
    const float x = std::min(std::max(width * 0.5f, first + gap), width - second);
    return x >= first + gap ? x : 0.0f;
  };
  const float first_modules = widest({Text::lobby_spirits, Text::lobby_sanctuaries});
  const float second_modules = widest({Text::lobby_pulse, Text::lobby_whispers});
  const float first_settings = widest({Text::lobby_animations});
  const float second_settings = widest({Text::lobby_token_symbols});
  const float both = column(std::max(first_modules, first_settings), std::max(second_modules, second_settings));
  if (both > 0) return both;
  return group == Switches::Modules ? column(first_modules, second_modules) : column(first_settings, second_settings);
}

void options(ScreenHost& app, float width) {
  side_picker(app, width);

  // The modules, each on or off with any number of players and any side (RULES.md "Modules"): two
  // switches a line (Spirits and Pulse, then Crescendo's Sanctuaries and Whispers), in the columns of
  // second_switch_x.
  ImGui::Spacing();
  Settings& s = app.lobby.settings;
  const char* spirits = tr(Text::lobby_spirits);
  const char* pulse = tr(Text::lobby_pulse);
  const char* sanctuaries = tr(Text::lobby_sanctuaries);
  const char* whispers = tr(Text::lobby_whispers);
  const float column = second_switch_x(width, Switches::Modules);
  const auto second = [&] {
    if (column > 0) ImGui::SameLine(column);
  };
  // A box ticked is a selected widget for the tests.
  const auto module_box = [&](const char* label, bool* on, const char* hook, const std::string& tip) {
    WidgetFlags flags;
    ImGui::Checkbox(label, on);
    flags.selected = *on;
    flags.role = Role::Toggle;
    flags.label = label;
    hook_item(hook, flags);
    item_tooltip(tip.c_str());
  };
  module_box(spirits, &s.spirits, "lobby/spirits", tr(Text::lobby_spirits_tip));
  second();
  module_box(pulse, &s.pulse, "lobby/pulse", tr(Text::lobby_pulse_tip));
  module_box(sanctuaries, &s.sanctuaries, "lobby/sanctuaries",
             tr(Text::lobby_sanctuaries_tip, {{"row", kTileRow}, {"points", kSanctuaryPointsPerNeighbour}}));
  second();
  module_box(whispers, &s.whispers, "lobby/whispers",
             tr(Text::lobby_whispers_tip, {{"row", kWhisperRow},
                                           {"cubes", kWhisperCubes},
                                           {"shared", kWhisperSharedPoints},
                                           {"alone", kWhisperAlonePoints}}));

  // The seed's label beside its field when both fit (a line less: Start stays on a laptop's screen with
  // four seats), else above it.
  const char* const seed_label = tr(Text::lobby_seed);
  ImGui::PushFont(fonts().small);
  const float seed_label_w = ImGui::CalcTextSize(seed_label).x + ImGui::GetStyle().ItemSpacing.x;
  ImGui::PopFont();
  if (seed_label_w <= width * 0.55f) {
    ImGui::Spacing();
    ImGui::AlignTextToFramePadding();
    ImGui::PushFont(fonts().small);
    ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
    ImGui::TextUnformatted(seed_label);
    ImGui::PopStyleColor();
    ImGui::PopFont();
    ImGui::SameLine(seed_label_w);
    input_text("##seed", tr(Text::lobby_seed_hint), app.lobby.seed, kMaxSeedLength, "lobby/seed", width - seed_label_w,
               tr(Text::mirror_seed));
  } else {
    section_label(seed_label);
    input_text("##seed", tr(Text::lobby_seed_hint), app.lobby.seed, kMaxSeedLength, "lobby/seed", width, tr(Text::mirror_seed));
  }
  if (!app.lobby.seed.empty()) {
    if (check_seed(app.lobby.seed)) {
      ImGui::PushStyleColor(ImGuiCol_Text, palette().warning);
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
      ImGui::TextUnformatted(tr(Text::error_seed_characters));
      ImGui::PopTextWrapPos();
      ImGui::PopStyleColor();
    }
  }
}

Setup setup_from(const LobbyChoices& lobby) {
  Setup setup;
  setup.players = lobby.settings.players;
  setup.side = lobby.settings.side;
  setup.spirits = lobby.settings.spirits;
  setup.pulse = lobby.settings.pulse;
  setup.sanctuaries = lobby.settings.sanctuaries;
  setup.whispers = lobby.settings.whispers;
  setup.seed = lobby.seed;
  return setup;
}

// Starts the game set up in the lobby, keeping the choices for next time.
void start_configured(ScreenHost& app) {
  app.save_settings();
  const bool by_link = app.lobby.settings.by_link && app.lobby.settings.players > 1;
  app.start_game(setup_from(app.lobby), by_link ? GameKind::ByLink : GameKind::Local, app.lobby.settings.seats);
}

// What went wrong outside the game (unreadable saves, refused links, no
// storage), each until dismissed.
void notices(ScreenHost& app, float width) {
  for (size_t i = 0; i < app.notices.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    ImGui::PushStyleColor(ImGuiCol_ChildBg, palette().panel);
    // The wrap position is local to the child, whose text starts after its padding: measure the
    // height for the width the text really gets, or the last line is cut off.
    const ImVec2 pad = ImGui::GetStyle().WindowPadding;
    const float text_w = width - 60;
    const ImVec2 ts = ImGui::CalcTextSize(app.notices[i].c_str(), nullptr, false, text_w - pad.x);
    const float height = std::max(ts.y, ImGui::GetFrameHeight()) + pad.y * 2 + 4;
    ImGui::BeginChild("##notice", ImVec2(width, height), true, ImGuiWindowFlags_NoScrollbar);
    ImGui::PushStyleColor(ImGuiCol_Text, palette().warning);
    ImGui::PushTextWrapPos(text_w);
    ImGui::TextUnformatted(app.notices[i].c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    hook_item("lobby/notice-" + std::to_string(i), {.label = app.notices[i], .role = Role::Text});
    ImGui::SameLine(width - 44);
    const bool dismissed = secondary_button("\xe2\x9c\x95", "lobby/notice-" + std::to_string(i) + "/dismiss");
    hook_words_of_last(tr(Text::common_close));
    ImGui::EndChild();
    ImGui::PopStyleColor();
    ImGui::PopID();
    if (dismissed) {
      app.dismiss_notice(i);
      break;
    }
  }
  hook_fact("notices", json::Value(app.notices));
}

// What "Play against bots" starts: the last bot setup of the lobby, else one medium bot.
std::string quick_bots_text(const Settings& s) {
  bool person = false, bots = false;
  for (int i = 0; i < s.players; ++i) (is_bot(s.seats[i]) ? bots : person) = true;
  if (s.players < 2 || s.by_link || !person || !bots) return tr(Text::lobby_quick_bots_default);
  std::string players;
  for (int i = 0; i < s.players; ++i)
    players += std::string(i ? ", " : "") + (is_bot(s.seats[i])     ? bot_seat_name(s.seats[i], i)
                                             : s.names[i].empty() ? std::string(tr(Text::lobby_a_person))
                                                                  : s.names[i]);
  return tr(Text::lobby_quick_bots_last, {{"players", players}});
}

// Today's challenge: the same solo setup for everyone, with this player's best.
void daily_button(ScreenHost& app, float width) {
  const std::string today = utc_date(unix_ms());
  const auto best = saves().daily_best(today);
  const std::string label = best ? tr(Text::lobby_daily_best, {{"score", best->score}}) : tr(Text::lobby_daily);
  if (secondary_button(label.c_str(), "lobby/daily", ImVec2(width, 44))) app.start_daily();
  item_tooltip(tr(Text::lobby_daily_tip, {{"date", today}}).c_str());
}

// A button of the lobby's rows under the play buttons: its words, hook, tooltip and what it opens.
struct LobbyLink {
  const char* label;
  const char* hook;
  const char* tip;  // nullptr: none
  std::function<void()> open;
};

// The width of each of `count` buttons on a row of `width`.
float link_width(float width, size_t count) {
  const float gap = 8, n = static_cast<float>(count);
  return std::floor((width - gap * (n - 1)) / n);
}

// The font of rows of links, as row_font (fit_label.hpp) picks it for one: the small one when any label is too
// wide for its button, so that the rows never mix sizes.
ImFont* links_font(std::initializer_list<const LobbyLink*> links, float part) {
  const float room = part - ImGui::GetStyle().FramePadding.x * 2;
  for (const LobbyLink* l : links)
    if (ImGui::CalcTextSize(l->label, nullptr, true).x > room) return fonts().small;
  return ImGui::GetFont();
}

// Buttons of one width on a row, in `font` (the small one, on two lines, when a label needs it).
void link_row(std::initializer_list<const LobbyLink*> links, float width, ImFont* font) {
  const float gap = 8;
  const float part = link_width(width, links.size());
  ImGui::PushFont(font);
  std::vector<FittedLabel> fitted;
  for (const LobbyLink* l : links) fitted.emplace_back(l->label, part);
  // One height for the row: two lines of the small font when a label needs them.
  float row_h = ImGui::GetFrameHeight();
  for (const FittedLabel& f : fitted)
    if (f.text.find('\n') != std::string::npos)
      row_h = std::max(row_h, font_px(fonts().small) * 2 + ImGui::GetStyle().FramePadding.y * 2 + 2);
  size_t i = 0;
  for (const LobbyLink* l : links) {
    if (i > 0) ImGui::SameLine(0, gap);
    ImGui::PushFont(fitted[i].font);
    const bool pressed = secondary_button(fitted[i].text.c_str(), l->hook, ImVec2(part, row_h));
    ImGui::PopFont();
    if (l->tip) item_tooltip(l->tip);
    if (pressed) l->open();
    ++i;
  }
  ImGui::PopFont();
}

// A first visit (no game saved, the guided game neither played nor declined): the guided game offered first.
bool first_visit(const ScreenHost& app) {
  const Settings& s = app.lobby.settings;
  return !s.tutorial_done && !s.tutorial_declined && saves().games().empty() && saves().set_aside_games().empty();
}

void tutorial_offer(ScreenHost& app, float width) {
  const Palette& p = palette();
  constexpr float kPad = 16;
  const float text_w = width - kPad * 2;
  const char* title = tr(Text::tutorial_offer_title);
  const char* text = tr(Text::tutorial_offer_text);
  // The panel drawn behind its content once the content's height is known (channel 0 under channel 1).
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->ChannelsSplit(2);
  dl->ChannelsSetCurrent(1);
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const float left = ImGui::GetCursorPosX();
  ImGui::SetCursorPos(ImVec2(left + kPad, ImGui::GetCursorPosY() + kPad));
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + text_w);
  ImGui::PushFont(fonts().heading);
  ImGui::TextUnformatted(title);
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, p.text_muted);
  ImGui::TextUnformatted(text);
  ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
  ImGui::Dummy(ImVec2(0, 4));
  // "No thanks" as wide as its words, the guided game the rest.
  const float skip_w = ImGui::CalcTextSize(tr(Text::tutorial_offer_skip)).x + ImGui::GetStyle().FramePadding.x * 2 + 16;
  if (fitted_button(true, tr(Text::tutorial_offer_start), "lobby/tutorial", ImVec2(text_w - 8 - skip_w, 44)))
    app.start_tutorial();
  item_tooltip(tr(Text::tutorial_lobby_tip));
  ImGui::SameLine(0, 8);
  if (fitted_button(false, tr(Text::tutorial_offer_skip), "lobby/tutorial-decline", ImVec2(skip_w, 44)))
    app.decline_tutorial();
  ImGui::EndGroup();
  const ImVec2 bottom(top.x + width, ImGui::GetItemRectMax().y + kPad);
  dl->ChannelsSetCurrent(0);
  dl->AddRectFilled(top, bottom, p.panel, 10);
  dl->AddRect(top, bottom, p.accent, 10, 0, 1.5f);
  dl->ChannelsMerge();
  hook_rect("lobby/tutorial-offer", top, bottom, {.label = title, .role = Role::Text, .words = std::string(title) + " " + text});
  ImGui::SetCursorScreenPos(ImVec2(top.x, bottom.y + 12));
  ImGui::Dummy(ImVec2(width, 0));
}

// The welcome column: the name, one click to play, and how to play.
void welcome(ScreenHost& app, float width, bool centred) {
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
  line(tr(Text::lobby_tagline), fonts().body, palette().text_muted);
  ImGui::Dummy(ImVec2(0, 14));
  const float left = ImGui::GetCursorPosX();
  notices(app, width);
  ImGui::SetCursorPosX(left);
  const bool offer = first_visit(app);
  if (offer) tutorial_offer(app, width);
  ImGui::SetCursorPosX(left);
  const SavedGame* unfinished = saves().latest_unfinished();
  if (unfinished) {
    const SavedGame entry = *unfinished;
    if (primary_button(tr(Text::lobby_continue), "lobby/continue", ImVec2(width, 52))) app.resume(entry);
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
  // The guided game offered above is a first visit's main button: these are then the other ways in.
  const bool main_buttons = !unfinished && !offer;
  if (fitted_button(main_buttons, tr(Text::lobby_play_solo), "lobby/quick-solo", play_size)) app.start_quick_solo();
  ImGui::SameLine(0, 8);
  if (fitted_button(main_buttons, tr(Text::lobby_play_bots), "lobby/quick-bots", play_size)) app.start_quick_bots();
  item_tooltip(quick_bots_text(app.lobby.settings).c_str());
  ImGui::SetCursorPosX(left);
  daily_button(app, width);
  ImGui::SetCursorPosX(left);
  // How to learn, the animals and "Your record" (the stats of the saved games), in rows of one font: the guided
  // game and the rules, then the animals and the record; a first visit, offered the guided game above, has
  // the other three on one row.
  const LobbyLink tutorial{tr(Text::tutorial_lobby), "lobby/tutorial", tr(Text::tutorial_lobby_tip), [&] { app.start_tutorial(); }};
  const LobbyLink rules{tr(Text::lobby_how_to_play), "lobby/rules", nullptr, [&] { app.open_rules(); }};
  const LobbyLink animals{tr(Text::lobby_animals), "lobby/animals", tr(Text::lobby_animals_tip), [] { open_cheatsheet(); }};
  const LobbyLink record{tr(Text::stats_open), "lobby/stats", tr(Text::stats_open_tip), [&] { app.open_stats(); }};
  if (offer) {
    link_row({&rules, &animals, &record}, width, links_font({&rules, &animals, &record}, link_width(width, 3)));
  } else {
    ImFont* font = links_font({&tutorial, &rules, &animals, &record}, link_width(width, 2));
    link_row({&tutorial, &rules}, width, font);
    ImGui::SetCursorPosX(left);
    link_row({&animals, &record}, width, font);
  }
  hook_fact("tutorial_done", app.lobby.settings.tutorial_done);
  hook_fact("tutorial_offered", offer);
  if (!ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed('A', false) && !app.rules_open) open_cheatsheet();
}

void new_game(ScreenHost& app, float width) {
  ImGui::PushFont(fonts().heading);
  ImGui::TextUnformatted(tr(Text::lobby_new_game));
  ImGui::PopFont();
  seats(app, width);
  options(app, width);
  ImGui::Dummy(ImVec2(0, 8));
  const bool seed_ok = app.lobby.seed.empty() || !check_seed(app.lobby.seed);
  if (primary_button(tr(Text::lobby_start_game), "lobby/start", ImVec2(width, 46), seed_ok)) start_configured(app);
  // Keyboard: Enter starts the configured game when no text field is active.
  if (!ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) && seed_ok &&
      !app.rules_open && !app.share)
    start_configured(app);
}

// Choices that apply to every game, kept in this browser.
void settings_section(ScreenHost& app, float width) {
  section_label(tr(Text::lobby_settings));
  const char* animations = tr(Text::lobby_animations);
  const char* symbols = tr(Text::lobby_token_symbols);
  // In the modules' columns (second_switch_x).
  const float second_x = second_switch_x(width, Switches::Settings);
  bool changed = false;
  if (platform().reduced_motion) {
    // The system's wish wins, and the box says so: off, disabled, the saved choice kept for later.
    bool off = false;
    ImGui::BeginDisabled();
    ImGui::Checkbox(animations, &off);
    ImGui::EndDisabled();
    hook_item("lobby/animations", {.enabled = false, .label = animations, .role = Role::Toggle});
    item_tooltip(tr(Text::lobby_animations_reduced_tip));
  } else {
    changed = ImGui::Checkbox(animations, &app.lobby.settings.animations);
    hook_item("lobby/animations",
              {.selected = app.lobby.settings.animations, .label = animations, .role = Role::Toggle});
  }
  if (second_x > 0) ImGui::SameLine(second_x);
  changed |= ImGui::Checkbox(symbols, &app.lobby.settings.token_symbols);
  hook_item("lobby/token-symbols",
            {.selected = app.lobby.settings.token_symbols, .label = symbols, .role = Role::Toggle});
  item_tooltip(tr(Text::lobby_token_symbols_tip));
  if (changed) app.save_settings();
  ImGui::Spacing();
  language_choice(app, width, "lobby/language-");
}

// Centred, on as many lines as the window's width needs.
void footer() {
  ImGui::PushFont(fonts().small);
  const char* text = tr(Text::lobby_footer);
  const char* const end = text + std::strlen(text);
  ImFont* font = ImGui::GetFont();
  const float wrap_w = ImGui::GetWindowWidth() - ImGui::GetStyle().WindowPadding.x * 2;
  while (text < end) {
    const char* cut = font->CalcWordWrapPositionA(ImGui::GetFontSize() / font->FontSize, text, end, wrap_w);
    if (cut <= text) cut = text + 1;
    centered_text(std::string(text, cut).c_str(), nullptr, palette().text_muted);
    text = cut;
    while (text < end && *text == ' ') ++text;
  }
  ImGui::PopFont();
}

}  // namespace

void lobby_screen(ScreenHost& app) {
  hook_begin_frame("lobby");
  begin_fullscreen("##lobby");
  const ImVec2 size = platform().css_size;
  if (size.x >= 960) {
    // Wide screens: welcome on the left, the new game's options on the right.
    const float col = 440, gap = 72;
    const float left = (size.x - col * 2 - gap) * 0.5f;
    // Up to the top when the new game's column (four seats and their notes) would run past the bottom:
    // Start stays on screen. Its height is the last frame's (a frame later after a change, unseen).
    static float new_game_height = 0;
    const float top = std::max(16.0f, std::min((size.y - 640) * 0.4f, size.y - 16 - new_game_height));
    ImGui::SetCursorPos(ImVec2(left, top + 40));
    ImGui::BeginGroup();
    welcome(app, col, false);
    ImGui::Dummy(ImVec2(0, 18));
    ImGui::PushTextWrapPos(left + col);
    ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
    ImGui::TextWrapped("%s", tr(Text::lobby_about));
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::Dummy(ImVec2(0, 18));
    history_section(app, col);
    ImGui::EndGroup();
    const float left_bottom = ImGui::GetCursorPosY();
    ImGui::SetCursorPos(ImVec2(left + col + gap, top));
    ImGui::BeginGroup();
    new_game(app, col);
    const float height = ImGui::GetCursorPosY() - top;
    if (std::abs(height - new_game_height) > 0.5f) request_redraw(2);  // placed anew on the next frame
    new_game_height = height;
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
