#!/usr/bin/env python3
"""Measures the game review's "points later turns add" table (engine/src/review.cpp).

The hard bot plays games (solo and 2 players, sides A to D); each is reviewed
for every seat, and each turn's expected final score after the turn played is
compared with the seat's real final score. Prints, by the turns the player
still expected at the turn's start, the mean residual (final - expected) and
the number of turns: a calibrated table leaves residuals near 0; otherwise add
each residual to its entry.

usage: scripts/review_calibration.py CLI [GAMES_PER_SETUP]
"""
import collections
import json
import subprocess
import sys


def run(cli, *args):
    return subprocess.run([cli, *args], check=True, capture_output=True, text=True).stdout


def main():
    cli = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    residuals = collections.defaultdict(list)
    for players in (1, 2):
        for side in "ABCD":
            for g in range(games):
                seed = f"calib-{players}{side}-{g}"
                game = json.loads(run(cli, "play", "--players", str(players), "--side", side, "--seed", seed,
                                      "--bots", "hard").splitlines()[0])
                for player in range(players):
                    final = game["scores"][player]["total"]
                    review = json.loads(run(cli, "review", game["record"], "--player", str(player)))
                    for turn in review["turns"]:
                        residuals[turn["turns_left"]].append(final - turn["played"])
    print("turns_left  mean_residual  turns")
    for left in sorted(residuals):
        values = residuals[left]
        print(f"{left:10d}  {sum(values) / len(values):13.2f}  {len(values):5d}")


if __name__ == "__main__":
    main()
