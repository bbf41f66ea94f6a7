// What the review screen and the replay at a reviewed turn share: each verdict's
// look (a colour and a shape, so it reads without colour vision), its words,
// and the numbers of a turn in the player's language.
#pragma once

#include <string>

#include "harmonies/review.hpp"
#include "imgui.h"
#include "model/text.hpp"

namespace harmonies::ui {

ImU32 verdict_colour(Verdict verdict);
const char* verdict_word(Verdict verdict);
// The verdict's mark: best a circle, good a square, inaccuracy a diamond, mistake a triangle pointing down;
// `size` its height. `costliest`: a ring around it (the chart's and the list's mark of the costliest turns).
void draw_verdict_mark(ImDrawList* dl, ImVec2 centre, float size, Verdict verdict, bool costliest = false);
// The mark and the verdict's word in a rounded chip at the cursor, `height` tall; returns its width.
float verdict_chip(Verdict verdict, bool costliest, float height);
float verdict_chip_width(Verdict verdict, bool costliest, float height);
// "−6.2 points", or "No points lost".
std::string loss_words(double loss);
// An expected score: one decimal, the language's way.
std::string expected_words(double value);

}  // namespace harmonies::ui
