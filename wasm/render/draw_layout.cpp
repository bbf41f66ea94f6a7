// Where the pieces go: board geometry in pixels and picking (the space under a point), grids of boards in
// a room, and the rounded hex every piece is cut from.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

#include "render/draw_parts.hpp"

namespace harmonies::ui {
using namespace drawing;

namespace drawing {

const UnitHex& unit_hex() {
  static const UnitHex hex = [] {
    UnitHex h{};
    const float k = kRounding;
    const float inner = 1.0f - k / kCos30;  // arc centres, so edges stay where a sharp hex has them
    for (int i = 0; i < 6; ++i) {
      const float corner = static_cast<float>(i) * kPi / 3.0f;
      const ImVec2 centre(inner * std::cos(corner), inner * std::sin(corner));
      for (int s = 0; s < 3; ++s) {
        const float a = corner + static_cast<float>(s - 1) * kPi / 6.0f;
        h.p[3 * i + s] = ImVec2(centre.x + k * std::cos(a), centre.y + k * std::sin(a));
        h.normal[3 * i + s] = a;
      }
    }
    return h;
  }();
  return hex;
}

void hex_points(ImVec2 c, float r, ImVec2* out) {
  const UnitHex& u = unit_hex();
  for (int i = 0; i < kHexPoints; ++i) out[i] = ImVec2(c.x + u.p[i].x * r, c.y + u.p[i].y * r);
}

int upper_chain(ImVec2 c, float r, ImVec2* out, int count) {
  const UnitHex& u = unit_hex();
  count = std::min(count, kUpperCount);
  for (int i = 0; i < count; ++i) {
    const int k = (kLowerLast + i) % kHexPoints;
    out[i] = ImVec2(c.x + u.p[k].x * r, c.y + u.p[k].y * r);
  }
  return count;
}

}  // namespace drawing

namespace {

bool inside_flat_hex(ImVec2 d, float r) {
  const float ax = std::fabs(d.x), ay = std::fabs(d.y);
  return ay <= kCos30 * r && kCos30 * ax + 0.5f * ay <= kCos30 * r;
}

}  // namespace

// ---------------------------------------------------------------- geometry

ImVec2 board_extent(const Geometry& g, float radius) {
  float rows = 0;
  for (int c = 0; c < g.column_count(); ++c) {
    rows = std::max(rows, static_cast<float>(g.column_height(c)) + ((c & 1) ? 0.5f : 0.0f));
  }
  const float w = 2.0f + 1.5f * static_cast<float>(g.column_count() - 1) + 2.0f * kPadX;
  const float h = rows * kSqrt3 + kPadTop + kPadBottom;
  return ImVec2(w * radius, h * radius);
}

float radius_to_fit(const Geometry& g, ImVec2 available) {
  const ImVec2 unit = board_extent(g, 1.0f);
  const float r = std::min((available.x - 2.0f) / unit.x, (available.y - 2.0f) / unit.y);
  return std::max(r, 1.0f);
}

ImVec2 space_centre(const Geometry& g, int space, ImVec2 origin, float radius) {
  const Offset o = g.offset(space);
  const float x = kPadX + 1.0f + 1.5f * static_cast<float>(o.col);
  const float y = kPadTop + kSqrt3 * (static_cast<float>(o.row) + 0.5f + ((o.col & 1) ? 0.5f : 0.0f));
  return ImVec2(origin.x + x * radius, origin.y + y * radius);
}

int space_at_point(const Geometry& g, ImVec2 origin, float radius, ImVec2 point) {
  for (int s = 0; s < g.space_count(); ++s) {
    if (inside_flat_hex(sub(point, space_centre(g, s, origin, radius)), radius)) return s;
  }
  return kNoSpace;
}

BoardGrid board_grid(const Geometry& g, int count, ImVec2 room, float label_h, float pad, float gap, float max_radius) {
  BoardGrid best;
  best.radius = 0;
  count = std::max(count, 1);
  best.count = count;
  for (int columns = 1; columns <= count; ++columns) {
    const int rows = (count + columns - 1) / columns;
    const ImVec2 cell((room.x - gap * static_cast<float>(columns - 1)) / static_cast<float>(columns),
                      (room.y - gap * static_cast<float>(rows - 1)) / static_cast<float>(rows));
    const float radius = radius_to_fit(g, ImVec2(cell.x - pad * 2, cell.y - pad * 2 - label_h));
    // Ties go to fewer columns (a column reads down like the seats).
    if (radius > best.radius + 0.01f) {
      best.columns = columns;
      best.rows = rows;
      best.radius = radius;
      best.cell = cell;
    }
  }
  if (max_radius > 0) best.radius = std::min(best.radius, max_radius);
  const ImVec2 ext = board_extent(g, best.radius);
  best.card = ImVec2(std::min(best.cell.x, ext.x + pad * 2), std::min(best.cell.y, ext.y + pad * 2 + label_h));
  return best;
}

ImRect board_grid_card(const BoardGrid& grid, int index, const ImRect& room, float gap) {
  // The cards, not the cells, are centred: capped boards leave room around the whole group, not between cards.
  const float block_h = grid.card.y * static_cast<float>(grid.rows) + gap * static_cast<float>(grid.rows - 1);
  const int row = index / grid.columns, column = index % grid.columns;
  // A last row with fewer cards is centred under the others.
  const int in_row = row == grid.rows - 1 ? grid.count - row * grid.columns : grid.columns;
  const float row_w = grid.card.x * static_cast<float>(in_row) + gap * static_cast<float>(in_row - 1);
  const ImVec2 at(std::round(room.GetCenter().x - row_w * 0.5f + (grid.card.x + gap) * static_cast<float>(column)),
                  std::round(room.GetCenter().y - block_h * 0.5f + (grid.card.y + gap) * static_cast<float>(row)));
  return ImRect(at, ImVec2(at.x + grid.card.x, at.y + grid.card.y));
}

}  // namespace harmonies::ui
