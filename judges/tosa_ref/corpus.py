"""Judge many programs with the TOSA reference model: ``verdicts.jsonl``, ``summary.json`` and one
reproducer directory per program with a spec verdict other than agreement.

Layout of the output directory::

    verdicts.jsonl                       one line per program: {"program": ..., verdict fields}
    summary.json                         counts (see :func:`summarize`)
    findings/<kind>/<program stem>/      program.mlir, probe.mlir, graph.mlir, graph.tosa,
                                         desc.json, input_<k>.npy  (replay: cd there;
                                         tosa_reference_model --test_desc desc.json)

Programs are judged in worker processes (spawned, never forked: see :mod:`ground.proc`); the
verdict of each program depends only on the program, so the files are the same whatever
``jobs`` is (``summary.json`` has no timings).
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from ground.errors import UsageError
from ground.fsutil import atomic_write, atomic_write_json, writable_dir
from ground.proc import SPAWN
from ground.toolchain import Toolchain
from judges.tosa_ref.judge import KINDS, Limits, Verdict, judge_program, keep_reproducer
from judges.tosa_ref.tools import TosaTools

_NUMBER = re.compile(r"-?\d+(\.\d+)?(e[-+]?\d+)?")
#: verdict kinds that are not written as findings
QUIET = ("spec-agree", "spec-not-judged")


def program_files(paths: list[Path]) -> list[Path]:
    """Program files named by ``paths``: ``.mlir`` files, or corpus directories (their
    ``programs/*.mlir``, else their ``*.mlir``), sorted within each directory.

    Raises:
        UsageError: a path does not exist or holds no program.
    """
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            found = sorted((p / "programs").glob("*.mlir")) or sorted(p.glob("*.mlir"))
            if not found:
                raise UsageError(f"{p}: no .mlir programs (nor programs/*.mlir)")
            out += found
        elif p.is_file():
            out.append(p)
        else:
            raise UsageError(f"{p} does not exist")
    return out


def _judge_one(args: tuple[str, Toolchain, TosaTools, Limits, str]) -> tuple[str, dict]:
    path, tc, tools, limits, out = args
    text = Path(path).read_text()
    with tempfile.TemporaryDirectory(prefix="smith-tosa-ref-") as tmp:
        try:
            v = judge_program(text, tc, tools, tmp, limits)
        except UsageError as exc:
            v = Verdict("spec-not-judged", message=str(exc))
        except Exception as exc:  # a bug of ours must not end a long run: counted, visible
            v = Verdict("spec-not-judged", message=f"internal error: {type(exc).__name__}: "
                        f"{exc}")
        row = v.to_json()
        row.pop("workdir")
        row.pop("run_dir")
        if v.kind not in QUIET:
            dest = Path(out) / "findings" / v.kind / Path(path).stem
            keep_reproducer(v, text, dest)
            row["reproducer"] = str(dest)
    return path, row


def judge_corpus(paths: list[Path], out: Path, toolchain: Toolchain, tools: TosaTools,
                 jobs: int = 1, progress: bool | None = None,
                 limits: Limits = Limits()) -> dict:
    """Judge every program of ``paths``; write the output directory; return the summary.

    Raises:
        UsageError: a path does not exist, or ``out`` cannot be written.
    """
    files = program_files(paths)
    out = writable_dir(out)
    work = [(str(f), toolchain, tools, limits, str(out)) for f in files]
    rows: dict[str, dict] = {}
    show = sys.stderr.isatty() if progress is None else progress

    with Progress(TextColumn("tosa-ref"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  disable=not show) as bar:
        task = bar.add_task("judge", total=len(work))
        if jobs <= 1:
            results = map(_judge_one, work)
            for path, row in results:
                rows[path] = row
                bar.advance(task)
        else:
            with ProcessPoolExecutor(max_workers=jobs, mp_context=SPAWN) as pool:
                for path, row in pool.map(_judge_one, work):
                    rows[path] = row
                    bar.advance(task)
    lines = [json.dumps({"program": p, **rows[p]}, sort_keys=True) for p in map(str, files)]
    atomic_write(out / "verdicts.jsonl", "\n".join(lines) + "\n")
    summary = summarize([rows[str(f)] for f in files])
    atomic_write_json(out / "summary.json", summary)
    return summary


def message_key(row: dict) -> str:
    """``op: message`` with numbers replaced by N (groups UB/ERROR verdicts); an op inside a
    control-flow region is named by the model's operator name."""
    msg = _NUMBER.sub("N", row.get("message") or "")
    op = row.get("op") or (f"tosa.{row['tosa_op'].lower()}" if row.get("tosa_op") else "?")
    return f"{op}: {msg}"


def summarize(rows: list[dict]) -> dict:
    """Counts over verdict rows: per kind, the agreement table, UNPREDICTABLE/ERROR by op and
    message, divergences by op, named known differences, and how many ``@compute`` tensor
    results reached the model."""
    kinds = Counter(r["kind"] for r in rows)
    agreement = Counter(r["agreement"] for r in rows if r["kind"] == "spec-agree")
    results = sum(r.get("results", 0) for r in rows)
    reached = sum(r.get("reached", 0) for r in rows)
    by_message = {k: Counter(message_key(r) for r in rows if r["kind"] == k)
                  for k in ("spec-ub", "spec-invalid", "spec-serialize-error",
                            "spec-model-crash", "spec-not-judged")}
    left_out = Counter(f"{op}: {why}" for r in rows for op, why in r.get("left_out", []))
    return {
        "programs": len(rows),
        "kinds": {k: kinds.get(k, 0) for k in KINDS},
        "agreement": {"bit-exact": agreement.get("bit-exact", 0),
                      "within-error": agreement.get("within-error", 0),
                      "unchecked": agreement.get("unchecked", 0),
                      "spec-divergence": kinds.get("spec-divergence", 0)},
        "unpredictable": dict(by_message["spec-ub"].most_common()),
        "error": dict(by_message["spec-invalid"].most_common()),
        "serialize_error": dict(by_message["spec-serialize-error"].most_common()),
        "model_crash": dict(by_message["spec-model-crash"].most_common()),
        "not_judged": dict(by_message["spec-not-judged"].most_common()),
        "divergence_ops": dict(Counter(r.get("op") for r in rows
                                       if r["kind"] == "spec-divergence").most_common()),
        "known_differences": dict(Counter(k for r in rows for k in r.get("known", []))
                                  .most_common()),
        "within_error_ops": dict(Counter(o for r in rows for o in r.get("within", []))
                                 .most_common()),
        "unchecked_ops": dict(Counter(o for r in rows for o in r.get("unchecked", []))
                              .most_common()),
        "results": results,
        "reached": reached,
        "reach_rate": round(reached / results, 4) if results else None,
        "left_out": dict(left_out.most_common()),
    }


def render(summary: dict) -> str:
    """The summary as text lines for the terminal."""
    n = summary["programs"]
    lines = [f"tosa-ref: {n} programs"]
    lines += [f"  {k:22s} {v}" for k, v in summary["kinds"].items() if v]
    a = summary["agreement"]
    lines.append(f"agreement: bit-exact {a['bit-exact']}, within allowed error "
                 f"{a['within-error']}, unchecked {a['unchecked']}, spec-divergence "
                 f"{a['spec-divergence']}")
    rate = summary["reach_rate"]
    lines.append(f"@compute tensor results reaching the model: {summary['reached']}/"
                 f"{summary['results']}" + (f" ({100 * rate:.1f} %)" if rate is not None else ""))
    for title, key in (("UNPREDICTABLE", "unpredictable"), ("ERROR", "error"),
                       ("serializer refused", "serialize_error"), ("model crash",
                                                                   "model_crash"),
                       ("not judged", "not_judged"), ("divergence", "divergence_ops"),
                       ("within the allowed error (ops re-checked alone)", "within_error_ops"),
                       ("unchecked", "unchecked_ops"),
                       ("known differences", "known_differences")):
        if summary[key]:
            lines.append(f"{title}:")
            lines += [f"  {v:4d}  {k}" for k, v in summary[key].items()]
    return "\n".join(lines)
