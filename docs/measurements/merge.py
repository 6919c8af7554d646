#!/usr/bin/env python3
"""Merges runs of `razzia-cli tournament --game speakeasy --json` over consecutive seeds into
one result: the win share over every game, and its 95% interval grouped by pair, as the CLI
computes it (tournament.cpp, clusterInterval95).

    merge.py RUN.json... > MERGED.json
"""
import json
import math
import statistics
import sys


def main(paths):
    runs = [json.load(open(p)) for p in paths]
    first = runs[0]
    for r in runs:
        if (r["candidate"], r["field"]) != (first["candidate"], first["field"]):
            sys.exit(f"{r['candidate']} vs {r['field']} is not {first['candidate']} vs {first['field']}")
    shares = [s for r in runs for s in r["pair_shares"]]
    n = len(shares)
    mean = sum(shares) / n
    half = 1.959963984540054 * math.sqrt(sum((s - mean) ** 2 for s in shares) / (n - 1)) / math.sqrt(n)
    ends = {}
    for r in runs:
        for k, v in r["ends"].items():
            ends[k] = ends.get(k, 0) + v
    games = sum(r["games"] for r in runs)
    levels = list(first["decision_ms"].keys())
    out = {
        "game": first["game"],
        "candidate": first["candidate"],
        "field": first["field"],
        "games": games,
        "pairs": n,
        "seeds": [r["seed"] for r in runs],
        "win_share": mean,
        "ci95": [max(0.0, mean - half), min(1.0, mean + half)],
        "wins": sum(r["wins"] for r in runs),
        "draws": sum(r["draws"] for r in runs),
        "losses": sum(r["losses"] for r in runs),
        "mean_plies": round(sum(r["mean_plies"] * r["games"] for r in runs) / games, 1),
        "ends": ends,
        "decision_ms_median_of_runs": {l: statistics.median(r["decision_ms"][l] for r in runs) for l in levels},
        "decision_max_ms": {l: max(r["decision_max_ms"][l] for r in runs) for l in levels},
        "decisions": {l: sum(r["decisions"][l] for r in runs) for l in levels},
        "pair_shares": shares,
    }
    json.dump(out, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main(sys.argv[1:])
