// The end screen's score sheet: every player's points by category and by
// animal card, the winners marked, and under the totals the tie-break (animal
// cubes placed), which is no points.
#pragma once

#include <string>
#include <vector>

#include "screens/host.hpp"
#include "imgui.h"

namespace harmonies::ui {

// The score sheet is three tables with the same columns: the names, the rows
// by category and animal (these scroll when the screen is short), and the
// totals, so the names and the totals always stay in view.
class ScoreSheet {
 public:
  // `outcome`: the engine's, for these scores (GameState::outcome).
  ScoreSheet(const ScreenHost& app, const Outcome& outcome)
      : app_(app), g_(*app.game), n_(g_.player_count()), outcome_(outcome) {
    for (int i = 0; i < n_; ++i) scores_.push_back(g_.score(i));
  }

  // Draws the sheet `width` wide, at most `room` high.
  void draw(float width, float room);

 private:
  // A table row is its text's height and the cell padding above and below,
  // so the sheet's height is known before it is drawn: the panel fits it from
  // the first frame, and the buttons below never move.
  static float row_height(float text_height);
  int detail_rows() const;
  bool won(int player) const;
  bool begin(const char* id, float width) const;
  void header(float width) const;
  void details(float width) const;
  float tie_break_height(float columns) const;
  // A player's name in the header, in lines that fit `width`, and the font they take.
  struct NameLines {
    std::vector<std::string> lines;
    ImFont* font = nullptr;
    bool cut = false;  // a word too wide even in the small font, cut with "…"
  };
  // `small`: the small font from the start.
  static NameLines name_lines(const std::string& name, float width, bool small);
  NameLines header_name(int player, float width, bool small) const;
  // A player's column as ImGui's stretched columns share `columns` (less a pixel, as for the tie-break).
  float player_column_width(float columns) const;
  float header_height(float columns);  // sets header_small_
  float totals_height() const;
  void totals(float width) const;
  void tie_break_row() const;
  template <class ValueOf>
  void row(const char* label, ValueOf value_of, bool bold = false) const;

  const ScreenHost& app_;
  const GameState& g_;
  const int n_;
  const Outcome outcome_;
  std::vector<PlayerScore> scores_;
  float label_weight_ = 1;     // the labels' column's stretch weight, a player's being 1 (draw sets it)
  bool header_small_ = false;  // the names in the small font (one needs it)
  float header_h_ = 0;     // the names' row's height, long names wrapped (draw sets it)
  float tie_break_h_ = 0;  // the tie-break row's height, its label wrapped to its column (draw sets it)
};

}  // namespace harmonies::ui
