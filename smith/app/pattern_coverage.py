"""Rewrite-pattern coverage of a campaign or a corpus run (``smith coverage``, ``smith report``).

Reads the per-program ``coverage`` entries (ids into ``patterns.jsonl``, see
``lowering.coverage``) of a campaign journal (``DIR/campaign.jsonl``) or of ``smith run``'s
``verdicts.jsonl`` (``DIR`` itself, or a corpus with its results in ``DIR/run``), in program
order, and answers: which (pass, pattern) pairs were tried and applied, per pass and per dialect;
which applied pairs only one program reaches; which programs applied the most pairs no earlier
program had applied; applied pairs after each program (the curve ``smith report`` plots).
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import attrs

from ground.errors import UsageError
from lowering.coverage import Coverage, PatternTable, dialect_of
from lowering.run_options import COVERAGE_MODES, coverage_mode
from smith.app.campaign_state import JOURNAL_FILE, Journal
from smith.app.records import JournalRecord

Pair = tuple[str, str]


@attrs.frozen
class CoverageData:
    """The programs of a directory that carry coverage, in program order."""

    root: Path
    kind: str  # "campaign" or "run"
    programs: tuple[tuple[str, Coverage], ...]
    without: int = 0  # programs recorded without coverage (--no-coverage, failed early, ...)
    mode: str | None = None  # the run's --coverage (all, sampled, off); None: not recorded


def mode_text(mode: str | None) -> str:
    """``mode`` with what it records: ``"sampled (one path per program)"``."""
    return f"{mode} ({COVERAGE_MODES[mode]})" if mode in COVERAGE_MODES \
        else (mode or "not recorded")


def _mode(settings: Path, *keys: str) -> str | None:
    """The ``coverage`` entry under ``keys`` of the JSON file ``settings``, read as
    ``RunOptions`` reads it (the boolean of older files is a mode: ``coverage_mode``); None
    when absent."""
    try:
        doc = json.loads(settings.read_text())
        for k in keys:
            doc = doc[k]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    value = doc.get("coverage") if isinstance(doc, dict) else None
    return coverage_mode(value) if value is not None else None


def _run_dir(root: Path) -> Path | None:
    for d in (root, root / "run"):
        if (d / "verdicts.jsonl").is_file():
            return d
    return None


def load_coverage(root: str | Path, first: int | None = None) -> CoverageData:
    """The coverage recorded in ``root``: a campaign directory, a ``smith run`` results
    directory, or a corpus whose results are in ``root/run``; with ``first``, only its first
    ``first`` programs in program order (campaign: by program index, so the same programs
    whichever order parallel workers finished them in; run: ``verdicts.jsonl`` order), those
    without coverage included in the count.

    Raises:
        UsageError: none of these, or an id missing from ``patterns.jsonl``.
    """
    root = Path(root)
    if (root / JOURNAL_FILE).is_file():
        kind, src = "campaign", root
        rows = sorted(Journal(root / JOURNAL_FILE).load_readonly(), key=lambda r: r.index)
        mode = _mode(root / "campaign.json", "run")
    elif (d := _run_dir(root)) is not None:
        kind, src = "run", d
        rows = [JournalRecord.from_json(json.loads(x))
                for x in (d / "verdicts.jsonl").read_text().splitlines() if x.strip()]
        mode = _mode(d / "summary.json", "options")
    else:
        raise UsageError(f"{root} holds neither a campaign ({JOURNAL_FILE}) nor results of "
                         f"smith run (verdicts.jsonl)")
    if first is not None:
        rows = rows[:first]
    table = PatternTable.load_readonly(src)
    progs, without = [], 0
    for r in rows:
        if not r.coverage:
            without += 1
            continue
        try:
            progs.append((r.id, Coverage.decode(r.coverage, table)))
        except IndexError:
            raise UsageError(f"{src}: program {r.id} refers to a rewrite pattern that "
                             f"{src / PatternTable.FILE} does not hold") from None
    return CoverageData(root, kind, tuple(progs), without, mode)


def applied_series(data: CoverageData) -> list[int]:
    """Distinct applied (pass, pattern) pairs after each program, in program order."""
    seen: set[Pair] = set()
    out = []
    for _, cov in data.programs:
        seen |= cov.applied
        out.append(len(seen))
    return out


def per_pass(data: CoverageData) -> dict[str, dict[str, int]]:
    """For each pass: distinct patterns tried, applied, and programs that applied one."""
    tried: dict[str, set[str]] = defaultdict(set)
    applied: dict[str, set[str]] = defaultdict(set)
    progs: Counter[str] = Counter()
    for _, cov in data.programs:
        for p, q in cov.tried:
            tried[p].add(q)
        hit = {p for p, _ in cov.applied}
        for p, q in cov.applied:
            applied[p].add(q)
        progs.update(hit)
    return {p: {"tried": len(tried[p]), "applied": len(applied[p]), "programs": progs[p]}
            for p in sorted(tried, key=lambda p: (-len(applied[p]), p))}


def per_dialect(data: CoverageData) -> dict[str, dict[str, int]]:
    """For each dialect (``lowering.coverage.dialect_of``): distinct pairs tried and applied."""
    tried: Counter[str] = Counter()
    applied: Counter[str] = Counter()
    all_tried: set[Pair] = set().union(*(c.tried for _, c in data.programs))
    all_applied: set[Pair] = set().union(*(c.applied for _, c in data.programs))
    for p, q in all_tried:
        tried[dialect_of(q, p)] += 1
        applied[dialect_of(q, p)] += (p, q) in all_applied
    return {d: {"tried": tried[d], "applied": applied[d]}
            for d in sorted(tried, key=lambda d: (-applied[d], d))}


def unique_applied(data: CoverageData) -> dict[Pair, str]:
    """Applied pairs that exactly one program applies, with that program's id."""
    who: dict[Pair, list[str]] = defaultdict(list)
    for pid, cov in data.programs:
        for k in cov.applied:
            who[k].append(pid)
    return {k: v[0] for k, v in sorted(who.items()) if len(v) == 1}


def first_appliers(data: CoverageData) -> Counter[str]:
    """Per program: how many pairs it applied that no program before it had applied."""
    seen: set[Pair] = set()
    out: Counter[str] = Counter()
    for pid, cov in data.programs:
        new = cov.applied - seen
        if new:
            out[pid] = len(new)
        seen |= new
    return out


def silent_passes(data: CoverageData) -> list[str]:
    """Passes whose rewrite patterns were tried but none ever applied."""
    return sorted(p for p, row in per_pass(data).items() if row["tried"] and not row["applied"])


def summarize(data: CoverageData, top: int = 10) -> dict[str, Any]:
    """The ``smith coverage --json`` document."""
    tried = set().union(*(c.tried for _, c in data.programs))
    applied = set().union(*(c.applied for _, c in data.programs))
    firsts = first_appliers(data)
    return {
        "directory": str(data.root), "kind": data.kind, "mode": data.mode,
        "programs": len(data.programs), "programs_without_coverage": data.without,
        "pairs_tried": len(tried), "pairs_applied": len(applied),
        "patterns_tried": len({q for _, q in tried}),
        "patterns_applied": len({q for _, q in applied}),
        "per_pass": per_pass(data), "per_dialect": per_dialect(data),
        "silent_passes": silent_passes(data),
        "unique": [{"pass": p, "pattern": q, "program": pid}
                   for (p, q), pid in unique_applied(data).items()],
        "top_new": [{"program": pid, "new_applied": n} for pid, n in firsts.most_common(top)],
    }


def render(doc: dict[str, Any], top: int = 10) -> str:
    """The human summary of :func:`summarize`'s document."""
    lines = [f"{doc['directory']} ({doc['kind']}): {doc['programs']} programs with coverage"
             + (f", {doc['programs_without_coverage']} without" if
                doc["programs_without_coverage"] else ""),
             f"coverage mode: {mode_text(doc.get('mode'))}",
             f"(pass, pattern) pairs: {doc['pairs_applied']} applied of {doc['pairs_tried']} "
             f"tried; distinct patterns: {doc['patterns_applied']} applied of "
             f"{doc['patterns_tried']} tried", "", "per pass (tried / applied / programs):"]
    for p, row in doc["per_pass"].items():
        lines.append(f"  {row['tried']:5d} {row['applied']:5d} {row['programs']:7d}  {p}")
    lines += ["", "per dialect (tried / applied):"]
    for d, row in doc["per_dialect"].items():
        lines.append(f"  {row['tried']:5d} {row['applied']:5d}  {d}")
    if doc["silent_passes"]:
        lines += ["", "passes whose patterns never applied: " + ", ".join(doc["silent_passes"])]
    uniq = doc["unique"]
    lines += ["", f"applied by one program only: {len(uniq)}"]
    lines += [f"  {u['program']}  {u['pass']}: {u['pattern']}" for u in uniq[:top]]
    if len(uniq) > top:
        lines.append(f"  ... {len(uniq) - top} more (--json lists all)")
    lines += ["", "programs applying the most pairs first (in program order):"]
    lines += [f"  {t['new_applied']:5d}  {t['program']}" for t in doc["top_new"]]
    return "\n".join(lines)
