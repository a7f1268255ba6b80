"""Cross-release differential: the same program, the same whole lowering pipelines, two MLIR
releases; a difference is a regression or a fix between them.

For every program of a corpus: both releases' ``mlir-opt`` must accept it (else it is counted
``not-portable`` with the first error: the two releases' syntax differs for some op, e.g. a
``tosa`` enum attribute that is a string in MLIR 21 and an enum in MLIR 22); then each fixed
reference pipeline (``lowering/reference_pipelines.json``) is compiled with each release's
``mlir-opt`` and run with its ``mlir-runner``. Per program and pipeline:

- ``agree``: both run and print the same checksums (normalised runner output);
- ``output-differs``: both run, outputs differ (wrong code in one release: the finding keeps the
  program, both outputs and both commands);
- ``nondeterministic``: outputs differ and one release's output changes when its lowered program
  runs again (the program reads memory it never wrote: a gap in UB elimination);
- ``fails-in <version>``: compilation or the run fails in one release only (a crash or a
  missing lowering that the other release has);
- ``fails-in-both``: both fail (not a cross-release difference).

Writes ``OUT/verdicts.jsonl`` (one line per program), ``OUT/summary.json`` and
``OUT/findings/<program>-<pipeline>/`` for every difference.
"""

from __future__ import annotations

import json
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from ground.errors import UsageError
from ground.fsutil import atomic_write, atomic_write_json
from ground.proc import run_tool
from ground.toolchain import Toolchain
from lowering.execute import (
    PathResult,
    Stage,
    compile_path,
    normalize_output,
    runner_argv,
    verify_program,
)
from lowering.paths import LoweringPath
from lowering.run.summaries import corpus_programs

PIPELINES = Path(__file__).resolve().parent.parent / "lowering" / "reference_pipelines.json"


def reference_paths(names: list[str] | None = None) -> list[LoweringPath]:
    """The fixed reference pipelines (all when ``names`` is None).

    Raises:
        UsageError: a name that is not in ``lowering/reference_pipelines.json``.
    """
    table = json.loads(PIPELINES.read_text())["pipelines"]
    names = names or sorted(table)
    unknown = [n for n in names if n not in table]
    if unknown:
        raise UsageError(f"unknown reference pipeline(s) {', '.join(unknown)}; "
                         f"known: {', '.join(sorted(table))}")
    return [LoweringPath(name=n, passes=(), raw_pipeline=table[n]) for n in names]


def _first_error(stderr: str) -> str:
    line = next((ln for ln in stderr.splitlines() if "error:" in ln), "")
    return line.split("error:", 1)[-1].strip()[:200] if line else stderr.strip()[:200]


def _rerun_same(res: PathResult, tc: Toolchain, timeout: float) -> bool:
    """Whether running the lowered program again prints the same output (a program whose
    output changes from run to run reads memory it never wrote: UB, not a release
    difference)."""
    again = run_tool(runner_argv(tc, res.lowered, res.entry), timeout=timeout,
                     cwd=res.lowered.parent)
    return again.ok and normalize_output(again.stdout) == res.output


def _outcome(res: PathResult) -> str:
    if res.stage == Stage.DONE:
        return "ok"
    if res.timed_out:
        return "timeout"
    return "compile-failed" if res.stage == Stage.COMPILE else "run-failed"


def compare_program(text: str, pid: str, tcs: tuple[Toolchain, Toolchain],
                    versions: tuple[str, str], paths: list[LoweringPath], work: Path,
                    out: Path, timeout: float) -> dict[str, Any]:
    """Judge one program under both releases (see module doc); returns its verdict record."""
    rec: dict[str, Any] = {"id": pid, "pipelines": {}}
    for tc, ver in zip(tcs, versions):
        res = verify_program(text, tc, work / pid / ver, timeout=timeout)
        if not res.ok:
            rec.update(verdict="not-portable", release=ver, error=_first_error(res.stderr))
            return rec
    kinds = []
    for path in paths:
        results = [compile_path(text, path, tc, work / pid / ver, timeout=timeout)
                   for tc, ver in zip(tcs, versions)]
        states = [_outcome(r) for r in results]
        if states == ["ok", "ok"]:
            kind = "agree" if results[0].output == results[1].output else "output-differs"
            if kind == "output-differs" and not all(_rerun_same(r, tc, timeout)
                                                    for r, tc in zip(results, tcs)):
                kind = "nondeterministic"
        elif "ok" in states:
            kind = f"fails-in {versions[states.index('ok') ^ 1]}"
        else:
            kind = "fails-in-both"
        entry = {"verdict": kind, "outcomes": dict(zip(versions, states))}
        for r, ver, st in zip(results, versions, states):
            if st != "ok":
                src = r.compile if st == "compile-failed" or r.run is None else r.run
                entry.setdefault("errors", {})[ver] = _first_error(src.stderr)
        rec["pipelines"][path.name] = entry
        kinds.append(kind)
        if kind not in ("agree", "fails-in-both"):  # a finding
            d = out / "findings" / f"{pid}-{path.name}"
            atomic_write(d / "program.mlir", text)
            for r, ver in zip(results, versions):
                atomic_write(d / f"output-{ver}.txt", r.output + "\n")
                atomic_write(d / f"commands-{ver}.sh", "\n".join(r.commands) + "\n")
            atomic_write_json(d / "meta.json", {"program": pid, "pipeline": path.name,
                                                "versions": list(versions), **entry})
    rec["verdict"] = next((k for k in kinds if k not in ("agree", "fails-in-both")),
                          "agree" if "agree" in kinds else "fails-in-both")
    return rec


def cross_release(corpus: Path, tcs: tuple[Toolchain, Toolchain], out: Path,
                  pipelines: list[str] | None = None, limit: int | None = None, jobs: int = 1,
                  timeout: float = 120.0) -> dict[str, Any]:
    """Run the cross-release differential on ``corpus`` (see module doc).

    Args:
        limit: stop after this many portable programs (None: all).

    Returns the summary (also written to ``out/summary.json``).

    Raises:
        UsageError: bad corpus, unknown pipeline, or the two toolchains are the same release.
    """
    versions = (tcs[0].version(), tcs[1].version())
    if versions[0] == versions[1]:
        raise UsageError(f"--toolchains: both are MLIR {versions[0]}; give two releases")
    paths = reference_paths(pipelines)
    files = corpus_programs(corpus)
    out = Path(out).resolve()  # the tools run in per-program work directories
    out.mkdir(parents=True, exist_ok=True)
    work = out / "work"
    records: list[dict[str, Any]] = []
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futs = [pool.submit(compare_program, f.read_text(), f.stem, tcs, versions, paths, work,
                            out, timeout) for f in files]
        portable = 0
        for fut in futs:
            if limit is not None and portable >= limit:
                fut.cancel()
                continue
            rec = fut.result()
            records.append(rec)
            portable += rec["verdict"] != "not-portable"
    counts = Counter(r["verdict"] for r in records)
    per_pipeline = Counter(e["verdict"] for r in records for e in r["pipelines"].values())
    not_portable = Counter(f"{r['release']}: {r['error']}" for r in records
                           if r["verdict"] == "not-portable")
    summary = {"versions": list(versions), "programs": len(records),
               "portable": len(records) - counts["not-portable"], "verdicts": dict(counts),
               "pipeline_verdicts": dict(per_pipeline), "pipelines": [p.name for p in paths],
               "not_portable_errors": dict(not_portable.most_common())}
    atomic_write(out / "verdicts.jsonl", "".join(json.dumps(r) + "\n" for r in records))
    atomic_write_json(out / "summary.json", summary)
    return summary
