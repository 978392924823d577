"""Fit what the ``hard`` side takes as declarer from the trick model's value.

Reads the ``--pairs`` files of ``benchmarks/declarer_stats.py`` (one
``[expected, taken, bid, model value]`` per partnership contract the
measured level declared; the model value is the trick model's mean over the
sampled deals at the declarer's last bid) and fits
``taken = offset + scale * model value`` by least squares — the
``SimBidConfig.play_offset`` and ``play_scale`` of ``bots/simbid.py`` for that
preset.  Prints the fit and the mean absolute error of the model value and of
the corrected value against the tricks taken.

    .venv/bin/python benchmarks/fit_play_correction.py \\
        benchmarks/results/calibration/base_dd_s11.json \\
        benchmarks/results/calibration/base_dd_s12.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", type=Path, nargs="+")
    args = parser.parse_args()
    rows: list[tuple[float, float]] = []
    for path in args.files:
        for _exp, taken, _bid, model in json.loads(path.read_text("utf-8")):
            rows.append((float(model), float(taken)))
    n = len(rows)
    mx = sum(x for x, _ in rows) / n
    my = sum(y for _, y in rows) / n
    sxx = sum((x - mx) ** 2 for x, _ in rows)
    sxy = sum((x - mx) * (y - my) for x, y in rows)
    scale = sxy / sxx if sxx else 1.0
    offset = my - scale * mx
    mae_model = sum(abs(x - y) for x, y in rows) / n
    mae_fit = sum(abs(offset + scale * x - y) for x, y in rows) / n
    print(
        f"{n} contracts: mean model value {mx:.2f}, mean taken {my:.2f}; "
        f"taken = {offset:+.3f} + {scale:.3f} * model value; mean |model - taken| "
        f"{mae_model:.3f}, mean |corrected - taken| {mae_fit:.3f} (in-sample)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
