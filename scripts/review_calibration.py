#!/usr/bin/env python3
"""Measures the game review's "points later turns add" tables (engine/bots/src/review.cpp).

The hard bot plays games (sides A to D); each is reviewed for every seat, and
each turn's expected final score after the turn played is compared with the
seat's real final score. Prints, for each table (solo, 2 players, 3 and 4
players), by the turns the player still expected at the turn's start, the
mean residual (final - expected) and the number of turns: a calibrated table
leaves residuals near 0; otherwise add each residual to its entry.

usage: scripts/review_calibration.py CLI [GAMES_PER_SETUP] [JOBS] [PLAYER_COUNTS]
PLAYER_COUNTS: a list such as "1", "3,4" or "1,2" (the default): measure a table again when its bot changed.
"""
import collections
import concurrent.futures
import json
import subprocess
import sys


def run(cli, *args):
    return subprocess.run([cli, *args], check=True, capture_output=True, text=True).stdout


def one_game(cli, players, side, index):
    """(players, [(turns_left, final - expected)]) for every seat's turns of one game."""
    seed = f"calib-{players}{side}-{index}"
    game = json.loads(run(cli, "play", "--players", str(players), "--side", side, "--seed", seed,
                          "--bots", "hard").splitlines()[0])
    out = []
    for player in range(players):
        final = game["scores"][player]["total"]
        review = json.loads(run(cli, "review", game["record"], "--player", str(player)))
        out += [(turn["turns_left"], final - turn["played"]) for turn in review["turns"]]
    return players, out


def main():
    cli = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    jobs = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    counts = [int(n) for n in sys.argv[4].split(",")] if len(sys.argv) > 4 else [1, 2]
    groups = {1: "solo", 2: "2 players", 3: "3 and 4 players", 4: "3 and 4 players"}
    residuals = {name: collections.defaultdict(list) for name in groups.values()}
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        work = [pool.submit(one_game, cli, players, side, g)
                for players in counts for side in "ABCD" for g in range(games)]
        for done in work:
            players, pairs = done.result()
            for left, residual in pairs:
                residuals[groups[players]][left].append(residual)
    for group, table in residuals.items():
        if not table:
            continue
        print(f"{group}\nturns_left  mean_residual  turns")
        for left in sorted(table):
            values = table[left]
            print(f"{left:10d}  {sum(values) / len(values):13.2f}  {len(values):5d}")


if __name__ == "__main__":
    main()
