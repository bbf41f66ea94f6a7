// WCAG 2.x contrast of every (text colour, surface) pair of the theme (render/palette_colours.hpp): 4.5:1 for
// text, 3:1 for a disabled control's words. The table goes to the log (ctest --output-on-failure, or run the
// suite with "[contrast]" -s), so a palette change shows its figures.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include "render/palette_colours.hpp"

namespace {

using harmonies::ui::colours::Hex;

double linear(unsigned byte) {
  const double c = byte / 255.0;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// WCAG 2.x relative luminance.
double luminance(Hex c) {
  return 0.2126 * linear((c >> 16) & 0xFF) + 0.7152 * linear((c >> 8) & 0xFF) + 0.0722 * linear(c & 0xFF);
}

double contrast(Hex a, Hex b) {
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace

TEST_CASE("contrast: the formula matches WCAG's known values", "[contrast]") {
  CHECK(contrast(0x000000, 0xFFFFFF) == Approx(21.0));
  CHECK(contrast(0x777777, 0xFFFFFF) == Approx(4.48).epsilon(0.005));
  CHECK(contrast(0x123456, 0x123456) == Approx(1.0));
}

TEST_CASE("contrast: every text colour of the theme on every surface it is drawn on", "[contrast]") {
  using harmonies::ui::colours::kContrastPairs;
  std::printf("%-18s %-8s  %-18s %-8s  %6s  %4s  %s\n", "text", "", "surface", "", "ratio", "min", "where");
  int failures = 0;
  for (const auto& pair : kContrastPairs) {
    const double ratio = contrast(pair.text, pair.surface);
    const bool ok = ratio >= pair.minimum;
    failures += !ok;
    std::printf("%-18s #%06X  %-18s #%06X  %6.2f  %4.1f  %s%s\n", pair.text_name, pair.text, pair.surface_name,
                pair.surface, ratio, pair.minimum, pair.where, ok ? "" : "  <-- TOO LOW");
    INFO(pair.text_name << " on " << pair.surface_name << " (" << pair.where << "): " << ratio);
    CHECK(ratio >= pair.minimum);
  }
  std::printf("%d of %zu pairs below their minimum\n", failures, std::size(kContrastPairs));
  std::fflush(stdout);
}
