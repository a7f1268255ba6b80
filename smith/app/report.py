"""``smith report DIR``: one self-contained HTML page about a corpus or a campaign.

Everything is inline (CSS, a few lines of JS for sorting and filtering tables, matplotlib charts
as base64 PNGs), so the page can be mailed or attached to an issue; only the links to findings
and reproducers point outside it, relative to the page.

Sections: summary; op and dialect coverage over time (program index as time); op-pair coverage
over time (data-dependency and nesting pairs, :func:`smith.app.export.program_features`) next to
the rewrite patterns applied (``smith.app.pattern_coverage``), with the passes whose patterns
never applied; verdicts
per lowering pass (for each pass, how many paths containing it ended ok / crash / timeout /
wrong-code / differs, each path by its own outcome: :func:`path_class`); findings with links to
their reproducers; op histogram.

Inputs understood: a campaign directory (``campaign.jsonl``), or a corpus directory
(``manifest.json`` + ``programs/``) with, optionally, the results of ``smith run`` in
``DIR/run`` (or ``--run RUN_DIR``). Both are read by one loader (:func:`load_results`: the
journal, or the ``verdicts.jsonl`` of a run made before ``smith run`` kept one, and
``summary.json`` in its one layout); every path's passes come from the record (a record
written before they were leaves its paths out of the per-pass section, with a note).
"""

from __future__ import annotations

import base64
import io
import json
import os
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import attrs
import jinja2

import smith
from ground.errors import SmithError, UsageError
from ground.fsutil import atomic_write
from ground.lazy import load
from ground.manifest import op_totals
from lowering.verdict import VerdictKind
from smith.app.campaign_state import (
    JOURNAL_FILE,
    STATE_FILE,
    CampaignOutcome,
    Journal,
    record_findings,
)
from smith.app.export import Features, load_source, program_features
from smith.app.pattern_coverage import (
    CoverageData,
    applied_series,
    load_coverage,
    mode_text,
    per_pass,
)
from smith.app.records import JournalRecord

V = VerdictKind
#: a completed path of a wrong-code difference when which side is wrong cannot be told (the
#: largest output groups tie, e.g. ``d0 vs d1``, or the record does not say which path printed
#: what)
DIFFERS = "differs"
PATH_CLASSES = (V.OK, V.CRASH, V.PASS_FAILURE, V.INVALID_IR, V.TIMEOUT, V.WRONG_CODE,
                V.UNINIT_READ, V.FLOAT_INEXACT, DIFFERS)
_COLORS = {V.OK: "#4caf50", V.CRASH: "#e53935", V.PASS_FAILURE: "#f06292",
           V.INVALID_IR: "#c2185b", V.TIMEOUT: "#fb8c00", V.WRONG_CODE: "#8e24aa",
           V.UNINIT_READ: "#26a69a", V.FLOAT_INEXACT: "#7986cb", DIFFERS: "#ce93d8",
           V.INVALID: "#6d4c41", CampaignOutcome.GEN_ERROR: "#546e7a",
           CampaignOutcome.ERROR: "#212121", CampaignOutcome.SKIPPED_INPUT: "#bdbdbd",
           CampaignOutcome.ORIGIN_ONLY: "#90a4ae"}


@attrs.define
class ProgramRow:
    """One program as the report sees it."""

    id: str
    index: int
    file: Path | None
    features: Features | None = None
    verdict: str | None = None
    signature: str | None = None
    known_id: str | None = None
    paths: list[dict[str, Any]] = attrs.Factory(list)
    divergence: str | None = None  # which paths printed which output (outputs differ: ...)
    findings: list[Path] = attrs.Factory(list)
    op_histogram: dict[str, int] = attrs.Factory(dict)
    oracle: str | None = None  # the extra judge's verdict kind (smith run --oracle tosa-ref)


@attrs.define
class ReportData:
    kind: str
    root: Path
    meta: dict[str, Any]
    programs: list[ProgramRow]
    notes: list[str] = attrs.Factory(list)
    summary: dict[str, Any] = attrs.Factory(dict)  # summary.json (load_results)


# --------------------------------------------------------------------------- loading


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise UsageError(f"{path}: unreadable ({exc})") from None


def _features(row: ProgramRow) -> None:
    if row.features is None and row.file is not None and row.file.is_file():
        try:
            row.features = program_features(row.file.read_text())
        except SmithError:
            row.features = None


@attrs.frozen
class Results:
    """What a campaign or run directory says about its programs: the journal records (or
    ``verdicts.jsonl`` lines), by program, and ``summary.json`` (empty when absent)."""

    records: list[JournalRecord]
    summary: dict[str, Any]


def load_results(root: Path) -> Results:
    """The records and summary of the campaign or run directory ``root``: its journal
    (``campaign.jsonl``), else (a run made before ``smith run`` kept one) its
    ``verdicts.jsonl``; ``summary.json`` with the keys of older layouts renamed (``paths`` ->
    ``paths_tried``, a count of finding directories ``findings`` -> ``finding_dirs``).

    Raises:
        UsageError: ``summary.json`` is unreadable.
    """
    if (root / JOURNAL_FILE).is_file():
        records = Journal(root / JOURNAL_FILE).load_readonly()
    else:
        records = []
        text = (root / "verdicts.jsonl").read_text() if (root / "verdicts.jsonl").is_file() else ""
        for line in text.splitlines():
            try:
                records.append(JournalRecord.from_json(json.loads(line)))
            except (json.JSONDecodeError, TypeError):
                continue
    summary = _read_json(root / "summary.json") if (root / "summary.json").is_file() else {}
    if "paths" in summary and "paths_tried" not in summary:
        summary["paths_tried"] = summary.pop("paths")
    if isinstance(summary.get("findings"), int):
        summary["finding_dirs"] = summary.pop("findings")
    return Results(records, summary)


def _apply(row: ProgramRow, r: JournalRecord, root: Path) -> None:
    """Fill ``row`` from its record ``r`` (finding directories relative to ``root``, or
    absolute as old runs wrote them; an old run's per-program directory as a fallback)."""
    row.verdict, row.signature = r.verdict, r.signature
    row.known_id, row.paths = r.known_id, r.paths or []
    row.divergence = r.divergence
    row.oracle = (r.oracle or {}).get("kind")
    listed = [root / f for f in record_findings(r)]  # an absolute f stays absolute
    old = root / "findings" / str(row.verdict) / row.id  # one directory per program
    row.findings = [f for f in listed if f.is_dir()] or ([old] if old.is_dir() else [])
    if r.op_histogram:
        row.op_histogram = r.op_histogram
    if r.features and row.features is None:
        row.features = Features.from_json(r.features)


def load_campaign_dir(root: Path) -> ReportData:
    meta = _read_json(root / STATE_FILE) if (root / STATE_FILE).is_file() else {}
    res = load_results(root)
    rows = []
    for r in sorted(res.records, key=lambda r: r.index):
        row = ProgramRow(id=r.id, index=r.index, file=root / r.file if r.file else None)
        _apply(row, r, root)
        rows.append(row)
    for row in rows:
        _features(row)
    return ReportData("campaign", root, meta, rows, summary=res.summary)


def load_corpus_dir(root: Path, run_dir: Path | None = None) -> ReportData:
    meta, files = load_source(root)
    pmeta = {p["id"]: p for p in meta.get("programs", [])}
    rows = [ProgramRow(id=pid, index=i, file=f,
                       op_histogram=pmeta.get(pid, {}).get("op_histogram") or {})
            for i, (pid, f) in enumerate(files)]
    for row in rows:
        _features(row)
    data = ReportData("corpus", root, meta, rows)
    run_dir = run_dir or root / "run"
    res = load_results(run_dir)
    if not res.records:
        data.notes.append(f"no lowering results in {run_dir}: run `smith run {root}`")
        return data
    data.summary = res.summary
    by_id = {r.id: r for r in rows}
    for v in res.records:
        row = by_id.get(v.id)
        if row is not None:
            _apply(row, v, run_dir)
    if any("passes" not in p for r in rows for p in r.paths):
        data.notes.append(f"{run_dir} records no pass names for some paths (written by an "
                          f"older smith): the per-pass section leaves them out; `smith run "
                          f"{root}` again records them")
    return data


def load_dir(root: str | Path, run_dir: str | Path | None = None) -> ReportData:
    """Read a campaign or corpus directory.

    Raises:
        UsageError: neither.
    """
    root = Path(root)
    if not root.is_dir():
        raise UsageError(f"{root} is not a directory")
    if (root / "campaign.jsonl").is_file() or (root / "campaign.json").is_file():
        return load_campaign_dir(root)
    return load_corpus_dir(root, Path(run_dir) if run_dir else None)


# --------------------------------------------------------------------------- analysis


def program_ops(row: ProgramRow) -> frozenset[str]:
    """The ops a program counts for: the keys of its op histogram (``@compute``, as in the
    manifest: :mod:`ground.manifest`); for a program without one (a foreign file in a corpus
    without manifest), every op of the module."""
    if row.op_histogram:
        return frozenset(row.op_histogram)
    return row.features.ops if row.features is not None else frozenset()


def coverage_series(rows: list[ProgramRow]) -> dict[str, list[int]]:
    """Cumulative distinct ops and dialects (:func:`program_ops`: the corpus's last value is the
    manifest's ``distinct_ops``), data pairs and nesting pairs (whole module) after each
    program."""
    ops: set[str] = set()
    dialects: set[str] = set()
    data: set[tuple[str, str]] = set()
    nest: set[tuple[str, str]] = set()
    series: dict[str, list[int]] = {"ops": [], "dialects": [], "data_pairs": [],
                                    "nest_pairs": []}
    for r in rows:
        ops |= program_ops(r)
        dialects |= {o.split(".", 1)[0] for o in ops}
        if r.features is not None:
            data |= r.features.data_pairs
            nest |= r.features.nest_pairs
        series["ops"].append(len(ops))
        series["dialects"].append(len(dialects))
        series["data_pairs"].append(len(data))
        series["nest_pairs"].append(len(nest))
    return series


def output_groups(divergence: str | None) -> list[set[str]]:
    """The path names of each output of a wrong-code difference, from a record's
    ``divergence`` (``lowering.verdict.judge``: ``outputs differ: d0+d2 vs d1`` ->
    ``[{"d0", "d2"}, {"d1"}]``); empty when ``divergence`` is None or not of that form."""
    head = "outputs differ: "
    if not divergence or not divergence.startswith(head):
        return []
    return [set(g.split("+")) for g in divergence[len(head):].split(" vs ") if g]


def completed_class(name: str, verdict: str | None, signature: str | None,
                    divergence: str | None) -> str:
    """The outcome of the completed path ``name`` of a program (its ``verdict``, ``signature``
    and ``divergence``, :func:`output_groups`): in a wrong-code difference, the paths of the
    one largest output group printed the agreed output (ok) and the others wrong-code; paths in
    tied largest groups, or of a wrong-code program whose record does not say who printed what,
    are :data:`DIFFERS` (neither side is blamed); a float-inexact program's paths named in its
    signature are float-inexact; an uninit-read program's paths are uninit-read (the read is on
    every path, or the output is nondeterministic); every other completed path is ok."""
    if verdict == VerdictKind.UNINIT_READ:  # every path reads fresh memory: none is the reference
        return VerdictKind.UNINIT_READ
    groups = output_groups(divergence)
    mine = next((g for g in groups if name in g), None)
    if mine is not None:
        top = max(len(g) for g in groups)
        if len(mine) < top:
            return VerdictKind.WRONG_CODE
        return VerdictKind.OK if sum(len(g) == top for g in groups) == 1 else DIFFERS
    if verdict == VerdictKind.WRONG_CODE and not groups:
        return DIFFERS
    if verdict == VerdictKind.FLOAT_INEXACT and signature and ":" in signature:
        off = signature.rsplit(":", 1)[1].strip().split("+")
        return VerdictKind.FLOAT_INEXACT if name in off else VerdictKind.OK
    return VerdictKind.OK


def path_class(path: dict[str, Any], row: ProgramRow) -> str:
    """One of :data:`PATH_CLASSES` for one path record (``name``, ``status``) of ``row``: its
    own failure (assertion/signal: crash, error: pass-failure, invalid-ir, timeout), else
    :func:`completed_class` (a path's own output, never its program's verdict)."""
    status = path.get("status")
    if status in ("assertion", "signal"):
        return VerdictKind.CRASH
    if status == "error":
        return VerdictKind.PASS_FAILURE
    if status in ("invalid-ir", "timeout"):
        return VerdictKind(status)
    return completed_class(path.get("name", ""), row.verdict, row.signature, row.divergence)


def pass_verdicts(rows: list[ProgramRow]) -> dict[str, Counter[str]]:
    """For each pass name: how many paths containing it ended in each :data:`PATH_CLASSES`
    (:func:`path_class`)."""
    table: dict[str, Counter[str]] = defaultdict(Counter)
    for r in rows:
        for p in r.paths:
            cls = path_class(p, r)
            for name in sorted(set(p.get("passes") or [])):
                table[name][cls] += 1
    return dict(sorted(table.items()))


# --------------------------------------------------------------------------- charts


def _pyplot():
    """matplotlib's pyplot with the Agg back-end, loaded when a chart is drawn."""
    load("matplotlib").use("Agg")
    return load("matplotlib.pyplot")


def _png(fig) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=96, bbox_inches="tight")

    _pyplot().close(fig)
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode()


def _charts(series: dict[str, list[int]], passes: dict[str, Counter[str]],
            verdicts: Counter[str]) -> dict[str, str]:
    plt = _pyplot()

    out: dict[str, str] = {}
    n = len(series["ops"])
    xs = list(range(1, n + 1))
    fig, ax = plt.subplots(figsize=(7.5, 3.4))
    ax.plot(xs, series["ops"], color="#1e88e5", marker="." if n < 60 else None,
            label="distinct ops")
    ax.set_xlabel("programs (generation order)")
    ax.set_ylabel("distinct ops", color="#1e88e5")
    ax2 = ax.twinx()
    ax2.step(xs, series["dialects"], color="#43a047", where="post", label="dialects")
    ax2.set_ylabel("dialects", color="#43a047")
    ax2.set_ylim(0, max(series["dialects"] or [1]) + 1)
    ax.set_title("Op and dialect coverage over time")
    ax.grid(alpha=0.3)
    out["coverage"] = _png(fig)

    fig, ax = plt.subplots(figsize=(7.5, 3.4))
    ax.plot(xs, series["data_pairs"], color="#e53935", label="data-dependency pairs")
    ax.plot(xs, series["nest_pairs"], color="#fb8c00", label="nesting pairs")
    ax.set_xlabel("programs (generation order)")
    ax.set_ylabel("distinct op pairs")
    ax.set_title("Op-pair coverage over time")
    ax.legend(loc="lower right")
    ax.grid(alpha=0.3)
    out["pairs"] = _png(fig)

    if passes:
        names = list(passes)
        fig, ax = plt.subplots(figsize=(8.5, max(2.5, 0.28 * len(names) + 1)))
        left = [0] * len(names)
        for cls in PATH_CLASSES:
            vals = [passes[nm].get(cls, 0) for nm in names]
            if any(vals):
                ax.barh(names, vals, left=left, color=_COLORS[cls], label=cls)
                left = [a + b for a, b in zip(left, vals, strict=True)]
        ax.invert_yaxis()
        ax.set_xlabel("paths containing the pass")
        ax.set_title("Path outcomes per lowering pass")
        ax.legend(loc="lower right", fontsize=8)
        ax.tick_params(axis="y", labelsize=7)
        out["passes"] = _png(fig)

    if verdicts:
        keys = [k for k in _COLORS if verdicts.get(k)]
        fig, ax = plt.subplots(figsize=(5, 2.6))
        ax.bar(keys, [verdicts[k] for k in keys], color=[_COLORS[k] for k in keys])
        ax.set_ylabel("programs")
        ax.set_title("Verdicts")
        out["verdicts"] = _png(fig)
    return out


def _patterns_chart(series: list[int]) -> str:
    """Distinct applied (pass, pattern) pairs after each program."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7.5, 3.4))
    xs = list(range(1, len(series) + 1))
    ax.plot(xs, series, color="#6a1b9a", marker="." if len(xs) < 60 else None)
    ax.set_xlabel("programs with coverage (program order)")
    ax.set_ylabel("distinct (pass, pattern) applied")
    ax.set_title("Rewrite patterns applied over time")
    ax.grid(alpha=0.3)
    return _png(fig)


def pattern_section(cov: CoverageData | None) -> dict[str, Any] | None:
    """The report's rewrite-pattern part: the chart, totals, and per pass the patterns tried
    and applied (the passes none of whose patterns applied first)."""
    if cov is None or not cov.programs:
        return None
    series = applied_series(cov)
    rows = per_pass(cov)
    order = sorted(rows, key=lambda p: (rows[p]["applied"] > 0, p))
    return {"chart": _patterns_chart(series), "applied": series[-1],
            "programs": len(cov.programs), "mode": mode_text(cov.mode),
            "passes": [(p, rows[p]["tried"], rows[p]["applied"], rows[p]["programs"])
                       for p in order],
            "silent": [p for p in order if not rows[p]["applied"]]}


# --------------------------------------------------------------------------- HTML


def _rel(target: Path, base: Path) -> str:
    return Path(os.path.relpath(target.resolve(), base.resolve())).as_posix()


def _finding_links(row: ProgramRow, base: Path) -> list[tuple[str, str]]:
    """Links to the program, then to each finding directory and its reproducers."""
    links: list[tuple[str, str]] = []
    if row.file is not None and row.file.is_file():
        links.append(("program", _rel(row.file, base)))
    for d in row.findings:
        if not d.is_dir():
            continue
        links.append((f"{d.parent.name}/{d.name}/", _rel(d, base) + "/"))
        for name in ("program.mlir", "meta.json", "hits.json"):
            if (d / name).is_file():
                links.append((name, _rel(d / name, base)))
        for f in (sorted(d.glob("repro*.mlir")) + sorted(d.glob("repro*.sh"))
                  + sorted(d.glob("path-*.sh"))):
            links.append((f.name, _rel(f, base)))
    return links


def _reach(summary: dict[str, Any]) -> list[tuple[str, str]]:
    """The summary row of the paths that reached LLVM (when ``summary.json`` counts them)."""
    tried, lowered = summary.get("paths_tried"), summary.get("paths_lowered")
    if not tried or lowered is None:
        return []
    return [("paths reaching LLVM", f"{lowered}/{tried} ({100.0 * lowered / tried:.1f} %)")]


def _signature_rows(rows: list[ProgramRow]) -> list[tuple[str, str]]:
    """The summary rows counting the distinct bugs (a known id, else the signature) of the
    programs not ok, the uninitialised-read groups (verdict ``uninit-read``) apart."""
    bad = [r for r in rows if r.verdict and r.verdict != V.OK]

    def bug(r: ProgramRow) -> tuple[str, str]:
        return (r.verdict or "", f"known: {r.known_id}" if r.known_id else r.signature or "")

    sigs = {bug(r) for r in bad if r.verdict != V.UNINIT_READ}
    uninit = [r for r in bad if r.verdict == V.UNINIT_READ]
    out = [("distinct signatures (known bugs by id)", str(len(sigs)))]
    if uninit:
        out.append(("uninitialised reads / nondeterministic outputs (not counted as signatures)",
                    f"{len({bug(r) for r in uninit})} groups, {len(uninit)} programs"))
    return out


def render_html(data: ReportData, out_file: Path, patterns: CoverageData | None = None) -> str:
    """The report page for ``data`` (and the rewrite-pattern coverage ``patterns``), with links
    relative to ``out_file``'s directory."""

    base = out_file.parent
    rows = data.programs
    series = coverage_series(rows)
    passes = pass_verdicts(rows)
    verdicts: Counter[str] = Counter(r.verdict for r in rows if r.verdict)
    oracle: Counter[str] = Counter(r.oracle for r in rows if r.oracle)
    charts = _charts(series, passes, verdicts)
    op_progs: Counter[str] = Counter()
    for r in rows:
        op_progs.update(program_ops(r))
    op_total = op_totals(r.op_histogram for r in rows)
    findings = [
        {"id": r.id, "verdict": r.verdict, "signature": r.signature or "",
         "known": r.known_id or "", "links": _finding_links(r, base)}
        for r in rows if r.verdict and r.verdict != "ok"
    ]
    meta = data.meta
    summary = [
        ("directory", str(data.root)),
        ("kind", data.kind),
        ("seed", meta.get("seed")),
        ("dialects", ", ".join((meta.get("options") or {}).get("dialects", []))),
        ("programs", len(rows)),
        ("lowering paths run", sum(len(r.paths) for r in rows)),
        *_reach(data.summary),
        ("distinct ops", series["ops"][-1] if rows else 0),
        ("distinct dialects", series["dialects"][-1] if rows else 0),
        ("data-dependency op pairs", series["data_pairs"][-1] if rows else 0),
        ("nesting op pairs", series["nest_pairs"][-1] if rows else 0),
        ("programs not ok", len(findings)),
        *_signature_rows(rows),
        *([("TOSA reference model (smith run --oracle tosa-ref)",
            ", ".join(f"{k} {n}" for k, n in sorted(oracle.items())))] if oracle else []),
        ("finding directories", len({d for r in rows for d in r.findings})),
        ("MLIR version", meta.get("mlir_version")),
        ("smith version", smith.__version__),
    ]
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("smith.app", "templates"),
        autoescape=jinja2.select_autoescape(["html", "j2"]),
        keep_trailing_newline=True,
    )
    tpl = env.get_template("report.html.j2")
    return tpl.render(
        title=f"smith report: {data.root.name}",
        summary=summary,
        verdicts=[(k, verdicts[k], _COLORS.get(k, "#999")) for k in _COLORS if verdicts.get(k)],
        charts=charts,
        passes=[(nm, [c.get(k, 0) for k in PATH_CLASSES], sum(c.values()))
                for nm, c in passes.items()],
        path_classes=PATH_CLASSES,
        findings=findings,
        ops=[(op, op_progs[op], op_total.get(op, 0))
             for op in sorted(op_progs, key=lambda o: (-op_progs[o], o))],
        notes=data.notes,
        patterns=pattern_section(patterns),
    )


def write_report(root: str | Path, out_file: str | Path | None = None,
                 run_dir: str | Path | None = None) -> Path:
    """Write the report of ``root`` to ``out_file`` (default ``root/report.html``).

    Raises:
        UsageError: ``root`` is neither a corpus nor a campaign directory.
    """
    data = load_dir(root, run_dir)
    out = Path(out_file) if out_file else Path(root) / "report.html"
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"cannot write {out}: {exc.strerror}") from None
    try:
        patterns = load_coverage(Path(run_dir) if run_dir else Path(root))
    except UsageError:  # no lowering results: the page says so already
        patterns = None
    atomic_write(out, render_html(data, out, patterns))
    return out
