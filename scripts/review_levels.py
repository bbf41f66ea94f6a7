#!/usr/bin/env python3
"""How the hard bot's review rates each bot level (prints figures; not a test).

Each level plays GAMES solo games on side A (seeds review-levels-0...), and each
game is reviewed (`harmonies-cli review`, 8 futures). Prints per level: the mean
accuracy, the mean loss per turn, the share of each verdict and the mean score.

usage: scripts/review_levels.py CLI [GAMES] [JOBS] [LEVELS]   (LEVELS: comma-separated, default easy,medium,hard)

The hint (I in a game) asks one level for the next action; following every hint plays that level's
game, so its line here is how the review judges a game played by the hints.
"""
import collections
import concurrent.futures
import json
import subprocess
import sys

LEVELS = ("easy", "medium", "hard")
VERDICTS = ("best", "good", "inaccuracy", "mistake")


def run(cli, *args):
    return subprocess.run([cli, *args], check=True, capture_output=True, text=True).stdout


def one_game(cli, level, index):
    game = json.loads(run(cli, "play", "--players", "1", "--side", "A", "--seed", f"review-levels-{index}",
                          "--bots", level).splitlines()[0])
    review = json.loads(run(cli, "review", game["record"]))
    return game["scores"][0]["total"], review


def main():
    cli = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    jobs = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    levels = sys.argv[4].split(",") if len(sys.argv) > 4 else LEVELS
    print(f"{games} solo games per level, side A, reviewed over 8 futures")
    print("level   accuracy  mean_loss  best  good  inacc  mistake  score")
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for level in levels:
            results = list(pool.map(lambda i: one_game(cli, level, i), range(games)))
            verdicts = collections.Counter(t["verdict"] for _, r in results for t in r["turns"])
            turns = sum(verdicts.values())
            accuracy = sum(r["accuracy"] for _, r in results) / games
            loss = sum(t["loss"] for _, r in results for t in r["turns"]) / turns
            score = sum(s for s, _ in results) / games
            shares = "  ".join(f"{100 * verdicts[v] / turns:4.0f}%" for v in VERDICTS)
            print(f"{level:7s} {accuracy:8.1f}  {loss:9.2f}  {shares}  {score:5.1f}")


if __name__ == "__main__":
    main()
