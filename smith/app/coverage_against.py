"""``smith coverage DIR --against OTHER``: smith's applied (pass, pattern) pairs beside another
set, per pass, with the pairs only one side applies.

OTHER is a PAIRS.json file (format ``smith-pattern-pairs/1``, written by
``smith seeds import --coverage``: MLIR's own tests run with their RUN-line pipelines) or
another directory ``smith coverage`` reads (a campaign or ``smith run`` results).
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

from ground.errors import UsageError
from ground.fsutil import read_format_json
from smith.app.pattern_coverage import CoverageData, load_coverage

Pair = tuple[str, str]
PAIRS_FORMAT = "smith-pattern-pairs/1"


def load_pairs(path: str | Path) -> tuple[set[Pair], set[Pair], str]:
    """(applied, tried, description) of ``path``: a PAIRS.json file or a directory
    :func:`~smith.app.pattern_coverage.load_coverage` reads.

    Raises:
        UsageError: unreadable, not JSON, not of format ``smith-pattern-pairs/1``, or a
            directory without coverage.
    """
    path = Path(path)
    if path.is_dir():
        applied, tried = _union(load_coverage(path))
        return applied, tried, f"{path} (coverage of its programs)"
    doc = read_format_json(path, PAIRS_FORMAT, " (pattern pairs, written by smith seeds import "
                           "--coverage)")
    try:
        applied = {(str(p), str(q)) for p, q in doc["applied"]}
        tried = {(str(p), str(q)) for p, q in doc["tried"]} | applied
    except (KeyError, TypeError, ValueError):
        raise UsageError(f"{path}: 'applied' and 'tried' must be lists of [pass, pattern]") \
            from None
    return applied, tried, f"{path} ({doc.get('source', '?')}, {doc.get('runs', '?')} runs)"


def _union(data: CoverageData) -> tuple[set[Pair], set[Pair]]:
    applied: set[Pair] = set()
    tried: set[Pair] = set()
    for _, cov in data.programs:
        applied |= cov.applied
        tried |= cov.tried
    return applied, tried


def compare(data: CoverageData, other: tuple[set[Pair], set[Pair], str]) -> dict[str, Any]:
    """The ``smith coverage --against --json`` document: per pass (the pass manager's name),
    applied / tried on each side, applied by both, and the patterns only one side applies;
    totals over all passes and over the passes smith's programs ran (tried a pattern in)."""
    ours_applied, ours_tried = _union(data)
    theirs_applied, theirs_tried, what = other
    passes = sorted({p for p, _ in ours_tried | theirs_tried})
    rows = {}
    for p in passes:
        oa = {q for pp, q in ours_applied if pp == p}
        ta = {q for pp, q in theirs_applied if pp == p}
        rows[p] = {"smith_applied": len(oa),
                   "smith_tried": sum(1 for pp, _ in ours_tried if pp == p),
                   "other_applied": len(ta),
                   "other_tried": sum(1 for pp, _ in theirs_tried if pp == p),
                   "both": len(oa & ta), "smith_only": sorted(oa - ta),
                   "other_only": sorted(ta - oa)}
    ran = {p for p, _ in ours_tried}

    def total(keep) -> dict[str, int]:
        out: dict[str, int] = defaultdict(int)
        for p, r in rows.items():
            if keep(p):
                for k in ("smith_applied", "smith_tried", "other_applied", "other_tried",
                          "both"):
                    out[k] += r[k]
                out["smith_only"] += len(r["smith_only"])
                out["other_only"] += len(r["other_only"])
        return dict(out)

    order = sorted(rows, key=lambda p: (-rows[p]["other_applied"] - rows[p]["smith_applied"],
                                        p))
    return {"directory": str(data.root), "programs": len(data.programs), "against": what,
            "per_pass": {p: rows[p] for p in order}, "total": total(lambda p: True),
            "total_smith_passes": total(lambda p: p in ran)}


def render_against(doc: dict[str, Any], top: int = 10) -> str:
    """The human form of :func:`compare`'s document: one row per pass (applied / tried on
    each side, both, only one side), then per pass the first ``top`` patterns only the other
    side applies and those only smith applies."""
    head = (f"{'smith applied/tried':>20} {'other applied/tried':>20} {'both':>5} "
            f"{'smith only':>10} {'other only':>10}  pass")
    lines = [f"{doc['directory']}: {doc['programs']} programs, against {doc['against']}", "",
             head]

    def row(r: dict, name: str) -> str:
        so = r["smith_only"] if isinstance(r["smith_only"], int) else len(r["smith_only"])
        oo = r["other_only"] if isinstance(r["other_only"], int) else len(r["other_only"])
        return (f"{r['smith_applied']:>9}/{r['smith_tried']:<10} "
                f"{r['other_applied']:>9}/{r['other_tried']:<10} {r['both']:>5} {so:>10} "
                f"{oo:>10}  {name}")

    for p, r in doc["per_pass"].items():
        lines.append(row(r, p))
    lines += [row(doc["total_smith_passes"], "all passes smith ran"),
              row(doc["total"], "all passes")]
    for key, title in (("other_only", "applied by the other side only"),
                       ("smith_only", "applied by smith only")):
        lines += ["", f"{title} (first {top} per pass; --json lists all):"]
        for p, r in doc["per_pass"].items():
            if r[key]:
                more = f", ... {len(r[key]) - top} more" if len(r[key]) > top else ""
                lines.append(f"  {p} ({len(r[key])}): {', '.join(r[key][:top])}{more}")
    return "\n".join(lines)
