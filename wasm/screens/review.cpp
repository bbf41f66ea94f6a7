// The review screen: a game's review for one player (harmonies/review.hpp): the
// accuracy, the mean loss, the turns by verdict, a chart of the expected final
// score turn by turn (the turn played against the best turn found, the costly
// turns marked), and every turn; a chart point or a turn opens the replay at
// that turn, the suggested turn drawn beside the one played. While the review
// is worked out in the bots' worker: its progress and Cancel.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "harmonies/json.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "model/board_words.hpp"
#include "model/saves.hpp"
#include "model/text.hpp"
#include "platform/platform.hpp"
#include "platform/storage.hpp"
#include "platform/test_hook.hpp"
#include "render/theme.hpp"
#include "render/widgets.hpp"
#include "screens/fit_label.hpp"
#include "screens/review_parts.hpp"
#include "screens/screens.hpp"

namespace harmonies::ui {

// --- Shared with the replay (review_parts.hpp) ------------------------------------------------------

ImU32 verdict_colour(Verdict verdict) {
  switch (verdict) {
    case Verdict::Best: return IM_COL32(0x2E, 0x8B, 0x57, 255);        // sea green
    case Verdict::Good: return IM_COL32(0x4F, 0x86, 0xB5, 255);        // steel blue
    case Verdict::Inaccuracy: return IM_COL32(0xD8, 0x94, 0x1A, 255);  // amber
    case Verdict::Mistake: return IM_COL32(0xC4, 0x3D, 0x2B, 255);     // brick red
  }
  return IM_COL32(0, 0, 0, 255);
}

const char* verdict_word(Verdict verdict) {
  switch (verdict) {
    case Verdict::Best: return tr(Text::review_verdict_best);
    case Verdict::Good: return tr(Text::review_verdict_good);
    case Verdict::Inaccuracy: return tr(Text::review_verdict_inaccuracy);
    case Verdict::Mistake: return tr(Text::review_verdict_mistake);
  }
  return "";
}

void draw_verdict_mark(ImDrawList* dl, ImVec2 c, float size, Verdict verdict, bool costliest) {
  const ImU32 fill = verdict_colour(verdict);
  const ImU32 edge = IM_COL32(255, 255, 255, 235);
  const float h = size * 0.5f;
  if (costliest) dl->AddCircle(c, h + 4.0f, palette().text, 24, 1.8f);
  switch (verdict) {
    case Verdict::Best:
      dl->AddCircleFilled(c, h * 0.82f, fill, 20);
      dl->AddCircle(c, h * 0.82f, edge, 20, 1.2f);
      break;
    case Verdict::Good: {
      const float s = h * 0.72f;
      dl->AddRectFilled(ImVec2(c.x - s, c.y - s), ImVec2(c.x + s, c.y + s), fill, 1.5f);
      dl->AddRect(ImVec2(c.x - s, c.y - s), ImVec2(c.x + s, c.y + s), edge, 1.5f, 0, 1.2f);
      break;
    }
    case Verdict::Inaccuracy: {
      const ImVec2 pts[4] = {ImVec2(c.x, c.y - h), ImVec2(c.x + h, c.y), ImVec2(c.x, c.y + h), ImVec2(c.x - h, c.y)};
      dl->AddConvexPolyFilled(pts, 4, fill);
      dl->AddPolyline(pts, 4, edge, ImDrawFlags_Closed, 1.2f);
      break;
    }
    case Verdict::Mistake: {
      const ImVec2 pts[3] = {ImVec2(c.x - h, c.y - h * 0.8f), ImVec2(c.x + h, c.y - h * 0.8f), ImVec2(c.x, c.y + h)};
      dl->AddConvexPolyFilled(pts, 3, fill);
      dl->AddPolyline(pts, 3, edge, ImDrawFlags_Closed, 1.2f);
      break;
    }
  }
}

float verdict_chip_width(Verdict verdict, bool costliest, float height) {
  return height * 0.5f + height * 0.62f + 6.0f + ImGui::CalcTextSize(verdict_word(verdict)).x + height * 0.45f +
         (costliest ? 4.0f : 0.0f);
}

float verdict_chip(Verdict verdict, bool costliest, float height) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float w = verdict_chip_width(verdict, costliest, height);
  const ImU32 colour = verdict_colour(verdict);
  dl->AddRectFilled(at, ImVec2(at.x + w, at.y + height), with_alpha(colour, 0.14f), height * 0.5f);
  dl->AddRect(at, ImVec2(at.x + w, at.y + height), with_alpha(colour, 0.55f), height * 0.5f, 0, 1.0f);
  const float mark = height * 0.62f;
  draw_verdict_mark(dl, ImVec2(at.x + height * 0.5f + mark * 0.5f, at.y + height * 0.5f), mark * (costliest ? 0.8f : 1.0f),
                    verdict, costliest);
  const float text_x = at.x + height * 0.5f + mark + 6.0f + (costliest ? 4.0f : 0.0f);
  dl->AddText(ImVec2(text_x, at.y + (height - ImGui::GetFontSize()) * 0.5f), palette().text, verdict_word(verdict));
  ImGui::Dummy(ImVec2(w, height));
  return w;
}

std::string loss_words(double loss) {
  if (decimal(loss, 1) == decimal(0.0, 1)) return tr(Text::review_no_loss);
  return tr_decimal(Text::review_loss, loss, 1);
}

std::string expected_words(double value) { return decimal(value, 1); }

namespace {

constexpr float kPhoneWidth = 760;  // narrower: one column

// A reviewed turn in words, for the chart's points and the list's rows: "Turn 4: Good, −2 points".
std::string turn_words(const TurnReview& t, bool costliest) {
  return tr(costliest ? Text::mirror_review_turn_costliest : Text::review_bar_line,
            {{"turn", t.turn}, {"verdict", verdict_word(t.verdict)}, {"loss", loss_words(t.loss)}});
}

std::string player_name(const ScreenHost& app, int player) {
  const ReviewView& v = *app.review;
  if (player >= 0 && player < static_cast<int>(v.game.names.size()) && !v.game.names[static_cast<size_t>(player)].empty())
    return v.game.names[static_cast<size_t>(player)];
  return default_player_name(player);
}

// The header: "Back", the title, whose turns and which game.
void header(ScreenHost& app, float left, float width) {
  ImGui::SetCursorPos(ImVec2(left, 14));
  const char* back = tr(Text::common_back);
  const float back_w = std::max(86.0f, ImGui::CalcTextSize(back).x + ImGui::GetStyle().FramePadding.x * 2);
  if (secondary_button(back, "review/back", ImVec2(back_w, 36))) {
    app.leave_review();
    return;
  }
  item_tooltip(tr(Text::review_back_tip));
  ImGui::SameLine(0, 14);
  ImGui::PushFont(fonts().heading);
  ImGui::SetCursorPosY(14 + (36 - ImGui::GetFontSize()) * 0.5f);
  ImGui::TextUnformatted(tr(Text::review_title));
  ImGui::PopFont();
  const ReviewView& v = *app.review;
  const Setup& setup = v.game.record.setup;
  SavedGame about;  // describe_game's words for the game ("Solo, side A, finished")
  about.record = v.game.record;
  const SavedGame* saved = v.game.game_id.empty() ? nullptr : saves().find(v.game.game_id);
  if (saved) about = *saved;
  else {
    about.finished = true;
    GameState state = GameState::create(setup);
    if (!replay(v.game.record, state)) summarise(about, state);
  }
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(fonts().small);
  muted_wrapped(tr(Text::review_game_line,
                   {{"name", player_name(app, v.player)}, {"kind", describe_game(about)}, {"seed", setup.seed}}),
                width);
  ImGui::PopFont();
}

// Whose turns: a choice when the game offers several players.
void player_choice(ScreenHost& app, float left, float width) {
  const ReviewView& v = *app.review;
  if (v.candidates.size() < 2) return;
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(fonts().small);
  muted_wrapped(tr(Text::review_whose), width);
  ImGui::PopFont();
  std::vector<std::string> names;
  for (int p : v.candidates) names.push_back(player_name(app, p));
  std::vector<const char*> labels;
  for (const std::string& n : names) labels.push_back(n.c_str());
  int chosen = static_cast<int>(std::find(v.candidates.begin(), v.candidates.end(), v.player) - v.candidates.begin());
  ImGui::SetCursorPosX(left);
  hook_group("review/player-", tr(Text::review_whose));
  if (segmented("##whose", &chosen, labels.data(), static_cast<int>(labels.size()), width, "review/player-",
                width < 420 && labels.size() > 2 ? 2 : 0))
    app.review_player(v.candidates[static_cast<size_t>(chosen)]);
}

// A review under way: its progress and Cancel.
void progress_block(ScreenHost& app, float left, float width) {
  const ReviewJob& job = app.review_job;
  const std::string name = player_name(app, job.player);
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(fonts().heading);
  ImGui::PushTextWrapPos(left + width);
  ImGui::TextUnformatted(tr(Text::review_running, {{"name", name}}).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::Dummy(ImVec2(0, 4));
  // The bar: turns done out of the player's turns.
  ImGui::SetCursorPosX(left);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float h = 18;
  const float fraction = job.total > 0 ? static_cast<float>(job.done) / static_cast<float>(job.total) : 0.0f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(at, ImVec2(at.x + width, at.y + h), palette().panel, h * 0.5f);
  dl->AddRect(at, ImVec2(at.x + width, at.y + h), palette().panel_border, h * 0.5f, 0, 1.0f);
  if (fraction > 0) dl->AddRectFilled(at, ImVec2(at.x + std::max(h, width * fraction), at.y + h), palette().accent, h * 0.5f);
  ImGui::Dummy(ImVec2(width, h));
  WidgetFlags bar;
  bar.label = job.started ? tr(Text::review_progress, {{"done", job.done}, {"total", job.total}})
                          : std::string(tr(Text::review_loading));
  bar.role = Role::Text;
  hook_item("review/progress", bar);
  ImGui::SetCursorPosX(left);
  ImGui::TextUnformatted(bar.label.c_str());
  ImGui::Dummy(ImVec2(0, 6));
  ImGui::SetCursorPosX(left);
  if (secondary_button(tr(Text::common_cancel), "review/cancel", ImVec2(std::min(width, 220.0f), 40))) {
    app.cancel_review();
    return;
  }
  ImGui::Dummy(ImVec2(0, 10));
  ImGui::SetCursorPosX(left);
  muted_wrapped(tr(Text::review_how, {{"futures", kDefaultFutures}}), width);
  ImGui::SetCursorPosX(left);
  muted_wrapped(tr(job.game.game_id.empty() ? Text::review_keeps_going_session : Text::review_keeps_going), width);
}

// No review to show: why, and the button that starts one.
void start_block(ScreenHost& app, float left, float width, const std::string& why) {
  const ReviewView& v = *app.review;
  const std::string name = player_name(app, v.player);
  if (!why.empty()) {
    ImGui::SetCursorPosX(left);
    ImGui::PushTextWrapPos(left + width);
    ImGui::TextUnformatted(why.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Dummy(ImVec2(0, 6));
  }
  GameReviewer probe;
  const bool has_turns = !GameReviewer::start(v.game.record, v.player, 1, probe) && probe.turns_total() > 0;
  if (!has_turns) {
    ImGui::SetCursorPosX(left);
    muted_wrapped(tr(Text::review_no_turns, {{"name", name}}), width);
    return;
  }
  if (app.review_running()) {  // another game's or player's review: only one at a time
    ImGui::SetCursorPosX(left);
    muted_wrapped(tr(Text::review_other_running, {{"done", app.review_job.done}, {"total", app.review_job.total}}),
                  width);
    ImGui::Dummy(ImVec2(0, 4));
  }
  ImGui::SetCursorPosX(left);
  const std::string label = tr(Text::review_start, {{"name", name}});
  const FittedLabel fitted(label.c_str(), std::min(width, 360.0f));
  ImGui::PushFont(fitted.font);
  const bool pressed = primary_button(fitted.text.c_str(), "review/start", ImVec2(std::min(width, 360.0f), 44));
  ImGui::PopFont();
  if (pressed) app.start_review();
  ImGui::Dummy(ImVec2(0, 8));
  ImGui::SetCursorPosX(left);
  muted_wrapped(tr(Text::review_how, {{"futures", kDefaultFutures}}), width);
}

// Accuracy (big), the mean loss and the turns by verdict. `wide`: the counts beside the accuracy.
void summary(const Review& r, float left, float width) {
  const float col = width >= 300 ? width * 0.42f : width;
  const float top = ImGui::GetCursorPosY();
  ImGui::SetCursorPos(ImVec2(left, top));
  ImGui::BeginGroup();
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, palette().text_muted);
  ImGui::TextUnformatted(tr(Text::review_accuracy));
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::PushFont(fonts().title);
  const std::string accuracy = tr(Text::review_accuracy_value, {{"n", static_cast<long long>(std::lround(r.accuracy))}});
  ImGui::TextUnformatted(accuracy.c_str());
  ImGui::PopFont();
  ImGui::EndGroup();
  WidgetFlags flags;
  flags.label = accuracy;
  flags.role = Role::Text;
  flags.words = tr(Text::words_labelled, {{"label", tr(Text::review_accuracy)}, {"text", accuracy}});
  hook_item("review/accuracy", flags);
  item_tooltip(tr(Text::review_accuracy_tip, {{"five", static_cast<long long>(std::lround(turn_accuracy(5)))},
                                              {"ten", static_cast<long long>(std::lround(turn_accuracy(10)))}})
                   .c_str());
  const float after_accuracy = ImGui::GetCursorPosY();
  // The counts: beside the accuracy when there is room, else under it.
  const bool beside = width >= 300;
  ImGui::SetCursorPos(ImVec2(beside ? left + col : left, beside ? top + 2 : after_accuracy));
  ImGui::BeginGroup();
  const auto counts = verdict_counts(r);
  static constexpr Text kCounts[kVerdicts] = {Text::review_count_best, Text::review_count_good,
                                              Text::review_count_inaccuracy, Text::review_count_mistake};
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float line = ImGui::GetTextLineHeightWithSpacing();
  std::vector<std::string> count_words;
  for (int v = 0; v < kVerdicts; ++v) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    draw_verdict_mark(dl, ImVec2(at.x + 8, at.y + line * 0.5f - 1), 14, static_cast<Verdict>(v));
    ImGui::SetCursorScreenPos(ImVec2(at.x + 22, at.y));
    const std::string text = tr_count(kCounts[v], counts[static_cast<size_t>(v)]);
    count_words.push_back(text);
    ImGui::PushStyleColor(ImGuiCol_Text, counts[static_cast<size_t>(v)] ? palette().text : palette().text_muted);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::EndGroup();
  hook_item("review/counts", {.role = Role::Text, .words = and_list(count_words)});
  item_tooltip(tr(Text::review_verdicts_tip, {{"good", decimal(kGoodLoss, 1)},
                                              {"inaccuracy", decimal(kInaccuracyLoss, 1)},
                                              {"mistake", decimal(kMistakeLoss, 1)}})
                   .c_str());
  const float bottom = std::max(after_accuracy, ImGui::GetCursorPosY());
  ImGui::SetCursorPos(ImVec2(left, bottom + 4));
  const std::string mean = tr_decimal(Text::review_mean_loss, r.mean_loss, 1);
  ImGui::PushTextWrapPos(left + width);
  ImGui::TextUnformatted(mean.c_str());
  ImGui::PopTextWrapPos();
  WidgetFlags mean_flags;
  mean_flags.label = mean;
  mean_flags.role = Role::Text;
  hook_item("review/mean-loss", mean_flags);
  item_tooltip(tr(Text::review_mean_loss_tip));
}

// A tick step for the score axis: about four to six lines.
double tick_step(double span) {
  for (double step : {1.0, 2.0, 5.0, 10.0, 20.0, 25.0, 50.0, 100.0})
    if (span / step <= 6.0) return step;
  return 200.0;
}

void dashed_line(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 colour, float thickness, float dash) {
  const float len = std::sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
  if (len <= 0) return;
  for (float t = 0; t < len; t += dash * 2) {
    const float e = std::min(len, t + dash);
    dl->AddLine(ImVec2(a.x + (b.x - a.x) * t / len, a.y + (b.y - a.y) * t / len),
                ImVec2(a.x + (b.x - a.x) * e / len, a.y + (b.y - a.y) * e / len), colour, thickness);
  }
}

// The turn's tooltip (the chart's points and the list's rows).
void turn_tooltip(const TurnReview& t, bool costliest) {
  std::string text = tr(costliest ? Text::review_tip_title_costliest : Text::review_tip_title,
                        {{"turn", t.turn}, {"verdict", verdict_word(t.verdict)}});
  text += "\n" + loss_words(t.loss);
  text += "\n" + tr(Text::review_tip_played, {{"n", expected_words(t.played)}});
  text += "\n" + tr(Text::review_tip_best, {{"n", expected_words(t.best)}});
  text += "\n" + std::string(tr(Text::review_tip_click));
  item_tooltip(text.c_str());
}

// The legend under the chart, wrapping to the width.
void chart_legend(float left, float width) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImGui::PushFont(fonts().small);
  const float h = ImGui::GetTextLineHeight();
  const ImU32 played = palette().accent, best = with_alpha(palette().text_muted, 0.95f);
  struct Item {
    int kind;  // 0 played line, 1 best line, 2.. verdict marks, 6 costliest ring
    const char* text;
  };
  const Item items[] = {{0, tr(Text::review_legend_played)},
                        {1, tr(Text::review_legend_best)},
                        {2 + static_cast<int>(Verdict::Mistake), tr(Text::review_verdict_mistake)},
                        {2 + static_cast<int>(Verdict::Inaccuracy), tr(Text::review_verdict_inaccuracy)},
                        {6, tr(Text::review_legend_costliest)}};
  float x = left;
  float y = ImGui::GetCursorScreenPos().y;
  const float x0 = ImGui::GetWindowPos().x - ImGui::GetScrollX();
  for (const Item& item : items) {
    const float sample = item.kind <= 1 ? 22.0f : 14.0f;
    const float w = sample + 5 + ImGui::CalcTextSize(item.text).x;
    if (x > left && x + w > left + width) {
      x = left;
      y += h + 4;
    }
    const ImVec2 at(x0 + x, y);
    const float cy = at.y + h * 0.5f;
    if (item.kind == 0) {
      dl->AddLine(ImVec2(at.x, cy), ImVec2(at.x + sample, cy), played, 2.5f);
      dl->AddCircleFilled(ImVec2(at.x + sample * 0.5f, cy), 3, played);
    } else if (item.kind == 1) {
      dashed_line(dl, ImVec2(at.x, cy), ImVec2(at.x + sample, cy), best, 2.0f, 4.0f);
      dl->AddCircle(ImVec2(at.x + sample * 0.5f, cy), 3, best, 12, 1.5f);
    } else if (item.kind == 6) {
      dl->AddCircle(ImVec2(at.x + sample * 0.5f, cy), 6, palette().text, 20, 1.8f);
    } else {
      draw_verdict_mark(dl, ImVec2(at.x + sample * 0.5f, cy), 12, static_cast<Verdict>(item.kind - 2));
    }
    dl->AddText(ImVec2(at.x + sample + 5, at.y), palette().text_muted, item.text);
    x += w + 14;
  }
  ImGui::SetCursorScreenPos(ImVec2(x0 + left, y + h + 2));
  ImGui::Dummy(ImVec2(width, 0));
  ImGui::PopFont();
}

// The chart of expected final scores: x the player's turns, y the score expected after the turn played
// (solid) and after the best turn found (dashed); the marked turns carry their verdict's mark. A click on a
// turn opens the replay there. `height` covers the title, the plot and the legend.
void chart(ScreenHost& app, const Review& r, float left, float width, float plot_h) {
  ImGui::SetCursorPosX(left);
  ImGui::TextUnformatted(tr(Text::review_chart_title));
  const int n = static_cast<int>(r.turns.size());
  if (n == 0) return;
  ImGui::SetCursorPosX(left);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImRect frame(origin, ImVec2(origin.x + width, origin.y + plot_h));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(frame.Min, frame.Max, palette().panel, 10);
  dl->AddRect(frame.Min, frame.Max, palette().panel_border, 10, 0, 1.0f);
  ImGui::PushFont(fonts().small);
  const float label_h = ImGui::GetTextLineHeight();
  // The lines as drawn: a one-turn wobble of the level smoothed out (chart_lines), every turn's gap kept.
  const ChartLine lines = chart_lines(r);
  // The score axis.
  double low = lines.played[0], high = low;
  for (int i = 0; i < n; ++i) {
    low = std::min({low, lines.played[i], lines.best[i]});
    high = std::max({high, lines.played[i], lines.best[i]});
  }
  const double step = tick_step(std::max(1.0, high - low));
  low = std::floor(low / step) * step;
  high = std::ceil(high / step) * step;
  if (high - low < step) high = low + step;
  float axis_w = 0;
  for (double v = low; v <= high + 1e-9; v += step)
    axis_w = std::max(axis_w, ImGui::CalcTextSize(decimal(v, 0).c_str()).x);
  const ImRect plot(ImVec2(frame.Min.x + axis_w + 16, frame.Min.y + 12),
                    ImVec2(frame.Max.x - 14, frame.Max.y - label_h - 12));
  const auto y_of = [&](double v) {
    return plot.Max.y - static_cast<float>((v - low) / (high - low)) * plot.GetHeight();
  };
  const auto x_of = [&](int i) {
    return n == 1 ? plot.GetCenter().x : plot.Min.x + plot.GetWidth() * static_cast<float>(i) / static_cast<float>(n - 1);
  };
  for (double v = low; v <= high + 1e-9; v += step) {
    const float y = y_of(v);
    dl->AddLine(ImVec2(plot.Min.x, y), ImVec2(plot.Max.x, y), with_alpha(palette().panel_border, 0.9f), 1.0f);
    const std::string label = decimal(v, 0);
    dl->AddText(ImVec2(plot.Min.x - 8 - ImGui::CalcTextSize(label.c_str()).x, y - label_h * 0.5f),
                palette().text_muted, label.c_str());
  }
  // The turns' numbers under the plot, as many as fit.
  float number_w = 0;
  for (const TurnReview& t : r.turns) number_w = std::max(number_w, ImGui::CalcTextSize(std::to_string(t.turn).c_str()).x);
  const float spacing = n > 1 ? plot.GetWidth() / static_cast<float>(n - 1) : plot.GetWidth();
  const int every = std::max(1, static_cast<int>(std::ceil((number_w + 8) / std::max(1.0f, spacing))));
  for (int i = 0; i < n; i += every) {
    const std::string label = std::to_string(r.turns[static_cast<size_t>(i)].turn);
    dl->AddText(ImVec2(x_of(i) - ImGui::CalcTextSize(label.c_str()).x * 0.5f, plot.Max.y + 6), palette().text_muted,
                label.c_str());
  }
  ImGui::PopFont();

  // Hover and click: the turn nearest the pointer.
  ImGui::SetCursorScreenPos(frame.Min);
  const bool clicked = ImGui::InvisibleButton("##chart", frame.GetSize());
  const bool hovered = ImGui::IsItemHovered();
  hook_rect("review/chart", frame.Min, frame.Max, {.role = Role::Text, .words = tr(Text::review_chart_title)});
  int under = -1;
  if (hovered) {
    const float mx = ImGui::GetIO().MousePos.x;
    float best = 1e9f;
    for (int i = 0; i < n; ++i)
      if (std::fabs(x_of(i) - mx) < best) best = std::fabs(x_of(i) - mx), under = i;
  }
  if (under >= 0) dl->AddLine(ImVec2(x_of(under), plot.Min.y), ImVec2(x_of(under), plot.Max.y), palette().hover, 2.0f);

  // The lines: best found dashed (drawn first), played solid on top.
  const ImU32 played_colour = palette().accent, best_colour = with_alpha(palette().text_muted, 0.95f);
  for (int i = 0; i + 1 < n; ++i)
    dashed_line(dl, ImVec2(x_of(i), y_of(lines.best[i])), ImVec2(x_of(i + 1), y_of(lines.best[i + 1])), best_colour,
                2.0f, 5.0f);
  for (int i = 0; i < n; ++i) dl->AddCircle(ImVec2(x_of(i), y_of(lines.best[i])), 3, best_colour, 12, 1.5f);
  for (int i = 0; i + 1 < n; ++i)
    dl->AddLine(ImVec2(x_of(i), y_of(lines.played[i])), ImVec2(x_of(i + 1), y_of(lines.played[i + 1])), played_colour,
                2.5f);
  const std::vector<int> marked = marked_turns(r);
  json::Value points = json::Value::array();
  const float hit_w = std::max(10.0f, std::min(36.0f, spacing));
  for (int i = 0; i < n; ++i) {
    const TurnReview& t = r.turns[static_cast<size_t>(i)];
    const ImVec2 p(x_of(i), y_of(lines.played[static_cast<size_t>(i)]));
    const bool mark = std::find(marked.begin(), marked.end(), i) != marked.end();
    if (mark) draw_verdict_mark(dl, p, i == under ? 17 : 14, t.verdict, is_costliest(r, i));
    else dl->AddCircleFilled(p, i == under ? 4.5f : 3.2f, played_colour, 12);
    WidgetFlags flags;
    flags.highlighted = mark;
    flags.selected = i == under;
    flags.role = Role::Text;
    flags.words = turn_words(t, is_costliest(r, i));
    hook_rect("review/chart/" + std::to_string(i), ImVec2(p.x - hit_w * 0.5f, plot.Min.y),
              ImVec2(p.x + hit_w * 0.5f, plot.Max.y), flags);
  }
  if (under >= 0) {
    const size_t u = static_cast<size_t>(under);
    // The tooltip belongs to the chart's button: ImGui's last item is it.
    ImGui::SetCursorScreenPos(frame.Min);
    turn_tooltip(r.turns[u], is_costliest(r, under));
  }
  ImGui::SetCursorScreenPos(ImVec2(frame.Min.x, frame.Max.y + 6));
  if (clicked && under >= 0) {
    app.show_reviewed_turn(under);
    return;
  }
  chart_legend(left, width);
  ImGui::SetCursorPosX(left);
  muted_wrapped(tr(Text::review_chart_note), width, fonts().small);
  (void)points;
}

// One turn of the list: its number, verdict, points lost, expected scores (desktop) and "Show".
bool turn_row(ScreenHost& app, const Review& r, int i, float left, float width, bool phone, float turn_w) {
  const TurnReview& t = r.turns[static_cast<size_t>(i)];
  const std::string hook = "review/turn/" + std::to_string(i);
  const float row_h = phone ? 40 : 38;
  ImGui::SetCursorPosX(left);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImGui::PushID(i);
  const bool clicked = ImGui::InvisibleButton("##row", ImVec2(width, row_h));
  const bool hovered = ImGui::IsItemHovered();
  ImGui::PopID();
  const bool costly = is_costliest(r, i);
  dl->AddRectFilled(at, ImVec2(at.x + width, at.y + row_h),
                    hovered ? with_alpha(palette().hover, 0.16f) : (i % 2 ? palette().background : palette().panel), 8);
  hook_rect(hook, at, ImVec2(at.x + width, at.y + row_h), {.role = Role::Text, .words = turn_words(t, costly)});
  const float cy = at.y + row_h * 0.5f;
  const std::string turn = tr(Text::review_turn, {{"n", t.turn}});
  float x = at.x + 10;
  dl->AddText(ImVec2(x, cy - ImGui::GetFontSize() * 0.5f), palette().text, turn.c_str());
  x += turn_w;
  // The verdict chip, in the small font.
  ImGui::PushFont(fonts().small);
  ImGui::SetCursorScreenPos(ImVec2(x, cy - 12));
  const float chip_w = verdict_chip(t.verdict, costly, 24);
  const float show_w = std::max(phone ? 56.0f : 70.0f, ImGui::CalcTextSize(tr(Text::review_show)).x + 16);
  const float right = at.x + width - show_w - 8;
  const std::string loss = loss_words(t.loss);
  const float loss_w = ImGui::CalcTextSize(loss.c_str()).x;
  const float loss_x = std::max(right - 10 - loss_w, x + chip_w + 6);
  dl->AddText(ImVec2(loss_x, cy - ImGui::GetFontSize() * 0.5f),
              t.verdict == Verdict::Mistake || t.verdict == Verdict::Inaccuracy ? palette().text : palette().text_muted,
              loss.c_str());
  ImGui::SetCursorScreenPos(ImVec2(right, cy - 14));
  ImGui::PushID(i);
  const bool show = secondary_button(tr(Text::review_show), hook + "/show", ImVec2(show_w, 28));
  hook_words_of_last(tr(Text::mirror_review_show_turn, {{"n", t.turn}}));
  ImGui::PopID();
  item_tooltip(tr(Text::review_show_tip));
  if (hovered && !ImGui::IsItemHovered()) {  // the row's own tooltip, off its "Show" button
    ImGui::PopFont();
    turn_tooltip(t, costly);
    ImGui::PushFont(fonts().small);
  }
  ImGui::PopFont();
  ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + row_h + 2));
  ImGui::Dummy(ImVec2(width, 0));
  if (show || clicked) {
    app.show_reviewed_turn(i);
    return true;
  }
  return false;
}

void turn_list(ScreenHost& app, const Review& r, float left, float width, bool phone) {
  ImGui::SetCursorPosX(left);
  ImGui::TextUnformatted(tr(Text::review_turns));
  // One column for the turns' numbers, as wide as the widest ("Turno 21" runs longer than "Turn 1").
  float turn_w = 0;
  for (const TurnReview& t : r.turns)
    turn_w = std::max(turn_w, ImGui::CalcTextSize(tr(Text::review_turn, {{"n", t.turn}}).c_str()).x);
  turn_w += phone ? 10 : 16;
  for (int i = 0; i < static_cast<int>(r.turns.size()); ++i)
    if (turn_row(app, r, i, left, width, phone, turn_w)) return;
}

// The facts tests read: what the screen shows and where the review stands.
void review_facts(const ScreenHost& app, const SavedReview* shown) {
  const ReviewView& v = *app.review;
  const bool running = app.review_running_for(v.game, v.player);
  const char* state = running              ? "running"
                      : shown              ? "done"
                      : !v.error.empty()   ? "error"
                      : v.cancelled        ? "cancelled"
                                           : "idle";
  hook_fact("review_state", std::string(state));
  hook_fact("review_player", v.player);
  hook_fact("review_candidates", json::Value(v.candidates));
  if (running) {
    hook_fact("review_done", app.review_job.done);
    hook_fact("review_total", app.review_job.total);
  }
  if (!v.error.empty()) hook_fact("review_error", std::string(v.error));
  if (v.wall_ms >= 0) hook_fact("review_ms", static_cast<long>(v.ms));
  if (v.wall_ms >= 0) hook_fact("review_wall_ms", static_cast<long>(v.wall_ms));
  if (!shown) return;
  const Review& r = shown->review;
  hook_fact("review_source", v.computed ? "computed" : "kept");
  hook_fact("review_turns", r.turns.size());
  hook_fact("review_marked", json::Value(marked_turns(r)));
  hook_fact("review_costliest", json::Value(r.costliest));
  hook_fact("review_accuracy", std::round(r.accuracy * 10) / 10);
  json::Value verdicts = json::Value::array();
  for (const TurnReview& t : r.turns) verdicts.push_back(std::string(verdict_name(t.verdict)));
  hook_fact("review_verdicts", verdicts);
}

}  // namespace

bool review_button(ScreenHost& app, const std::string& game_id, const Record& game_record, const char* hook, ImVec2 size) {
  const ReviewJob* job = app.review_job_for(game_id, game_record);
  const std::string label = job && job->total > 0
                                ? tr(Text::review_button_progress, {{"done", job->done}, {"total", job->total}})
                                : std::string(tr(Text::review_button));
  const FittedLabel fitted((label + "###review").c_str(), size.x);
  ImGui::PushFont(fitted.font);
  const bool pressed = secondary_button(fitted.text.c_str(), hook, size);
  ImGui::PopFont();
  item_tooltip(tr(Text::review_button_tip));
  return pressed;
}

void review_screen(ScreenHost& app) {
  hook_begin_frame("review");
  if (!app.review) {
    app.show_lobby();
    hook_end_frame();
    return;
  }
  begin_fullscreen("##review");
  drag_to_scroll();
  const ImVec2 size = platform().css_size;
  const bool phone = size.x < kPhoneWidth;
  const float width = std::min(phone ? size.x - 24.0f : 1080.0f, size.x - 24.0f);
  const float left = std::round((size.x - width) * 0.5f);
  header(app, left, width);
  if (!app.review) {  // "Back" was pressed
    ImGui::End();
    return;
  }
  if (!app.rules_open && !app.share && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    app.leave_review();
    ImGui::End();
    return;
  }
  ImGui::Dummy(ImVec2(0, 4));
  player_choice(app, left, phone ? width : std::min(width, 520.0f));
  ImGui::Dummy(ImVec2(0, 8));
  const ReviewView& v = *app.review;
  const SavedReview* shown = app.shown_review();
  const bool running = app.review_running_for(v.game, v.player);
  review_facts(app, shown);
  if (running) {
    progress_block(app, left, std::min(width, 640.0f));
  } else if (!shown) {
    start_block(app, left, std::min(width, 640.0f),
                !v.error.empty() ? v.error : v.cancelled ? std::string(tr(Text::review_cancelled)) : std::string());
  } else {
    const Review& r = shown->review;
    // A game played on since its review: the review stops before the newer turns.
    const SavedGame* saved = v.game.game_id.empty() ? nullptr : saves().find(v.game.game_id);
    const int newer = saved ? saved->turns - shown->game_turns : 0;
    // The turns played since, and a review of them all.
    const auto newer_turns = [&](float w) {
      if (newer <= 0) return;
      ImGui::SetCursorPosX(left);
      muted_wrapped(tr_count(Text::review_newer_turns, newer), w, fonts().small);
      ImGui::SetCursorPosX(left);
      ImGui::PushFont(fonts().small);
      if (secondary_button(tr(Text::review_again), "review/again")) app.start_review();
      item_tooltip(tr(Text::review_again_tip));
      ImGui::PopFont();
    };
    if (phone) {
      summary(r, left, width);
      newer_turns(width);
      ImGui::Dummy(ImVec2(0, 10));
      chart(app, r, left, width, 210);
      if (app.screen != Screen::Review) {
        ImGui::End();
        return;
      }
      ImGui::Dummy(ImVec2(0, 8));
      turn_list(app, r, left, width, true);
    } else {
      // Two columns: the summary and the chart on the left, the turns on the right (scrolling on their own).
      const float list_w = std::clamp(width * 0.4f, 340.0f, 430.0f);
      const float chart_w = width - list_w - 24;
      const float top = ImGui::GetCursorPosY();
      summary(r, left, chart_w);
      newer_turns(chart_w);
      ImGui::Dummy(ImVec2(0, 10));
      const float chart_h = std::clamp(size.y - ImGui::GetCursorPosY() - 160, 200.0f, 340.0f);
      chart(app, r, left, chart_w, chart_h);
      if (app.screen != Screen::Review) {
        ImGui::End();
        return;
      }
      const float list_x = left + chart_w + 24;
      ImGui::SetCursorPos(ImVec2(list_x, top));
      ImGui::BeginChild("##turns", ImVec2(list_w, std::max(200.0f, size.y - top - 16)), false);
      drag_to_scroll();
      ImGui::Dummy(ImVec2(0, 4));
      turn_list(app, r, 8, list_w - 16 - (ImGui::GetScrollMaxY() > 0 ? 10 : 0), false);
      ImGui::EndChild();
      hook_item("review/turns", {.role = Role::Text, .words = tr(Text::review_turns)});
      if (app.screen != Screen::Review) {
        ImGui::End();
        return;
      }
    }
  }
  ImGui::Dummy(ImVec2(0, 16));
  ImGui::End();
}

}  // namespace harmonies::ui
