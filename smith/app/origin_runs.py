"""A mutant of an MLIR test run along its origin test's own pipelines (``smith campaign
--seeds DIR``, on unless ``--no-seed-pipelines``).

Besides its differential run along smith's lowering paths, a mutant whose seed's origin test
file has pipelines in ``DIR/pipelines.json`` (:mod:`smith.app.seed_pipelines`) is run through
each of them with ``mlir-opt`` (a subprocess: the flags are the test's own,
``ground.compiler.OptCall.extra``; the campaign's compile timeout), so the campaign applies the
rewrite patterns MLIR's own tests apply:

- coverage: with the campaign's ``--coverage`` on, the runs print
  :data:`lowering.coverage.DEBUG_TYPES` and their (pass, pattern) pairs, named as the pass
  manager reports them, join the program's coverage;
- a crash (``lowering.signature.crash_kind`` ``assertion`` or ``signal``) is a ``crash``
  finding in the program's :class:`lowering.findings.store.FindingStore`, its signature with the
  stack's top frames (``lowering.failure.full_signature``), its known id confirmed as for a
  lowering path's crash (``lowering.findings.confirm.known_for``); the finding directory holds the
  mutant (``program.mlir``), ``repro.sh`` (the exact ``mlir-opt`` command; exit 1:
  reproduced), ``origin.err`` and ``meta.json`` (``origin``: the test file and flags);
- a pass failure (an error diagnostic, a non-zero exit without a crash) or a timeout is only
  counted: the test's pipeline may need what the mutant no longer has.

The journal record's ``origin_runs`` counts them: ``{"file", "pipelines", "ok",
"pass_failures", "timeouts", "crashes", "seconds"}``.

Calibration: on a seed's first-pass visit (``MutantSeed.calibrate``, :mod:`smith.app.seed_pick`)
the unmutated seed runs along the same pipelines too (a mutant often no longer has what the
origin's patterns match): its pairs join the program's coverage, a crash is a finding as above
(``program.mlir``: the seed's text, ``meta.json`` ``origin.subject``: ``"seed"``), and the
record's ``seed_runs`` counts them like ``origin_runs``. A pipeline seed's program
(``origin-only``, :func:`smith.app.tasks.run_one`) runs along them whether it was mutated or not.
"""

from __future__ import annotations

import json
import os
import shlex
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ground.compiler import OptCall, run_call
from ground.fsutil import atomic_write
from ground.toolchain import Toolchain
from ground.version import __version__
from lowering.coverage import DEBUG_TYPES, Collector, Coverage, supported
from lowering.failure import full_signature
from lowering.findings.confirm import confirm_crash, known_for
from lowering.findings.store import FindingStore, how_to
from lowering.run_options import RunOptions
from lowering.signature import crash_kind
from lowering.verdict import KnownCrash
from smith.app.records import Task

#: what the journal record counts per outcome of ``crash_kind``
_COUNTED = {"ok": "ok", "error": "pass_failures", "timeout": "timeouts", "assertion": "crashes",
            "signal": "crashes"}


def origin_call(toolchain: Toolchain, src: Path | str, flags: Sequence[str],
                coverage: bool = False) -> OptCall:
    """The ``mlir-opt`` call running the test's pass ``flags`` on ``src`` (output discarded,
    threading off as in smith's paths; ``coverage``: with :data:`DEBUG_TYPES`)."""
    return OptCall(toolchain.mlir_opt, None, input=src, output=os.devnull,
                   debug_types=DEBUG_TYPES if coverage else None, threading=False,
                   extra=tuple(flags))


def _script(toolchain: Toolchain, flags: Sequence[str], subject: str = "mutant") -> str:
    """``repro.sh``: the origin run on the program (last argument, default ``program.mlir``
    next to the script; ``subject``: what it is, a mutant or the seed); exit 1 when
    ``mlir-opt`` crashes (a signal or an assertion)."""
    argv = origin_call(toolchain, "@F", flags).argv()
    cmd = " ".join('"$f"' if a == "@F" else shlex.quote(a) for a in argv)
    return ("#!/bin/sh\n"
            f"# the origin test's pipeline on the {subject}; exit 1: mlir-opt crashed "
            "(reproduced)\n"
            'HERE="$(cd "$(dirname "$0")" && pwd)"\n'
            'f="${1:-$HERE/program.mlir}"\n'
            f"{cmd} 2>\"${{TMPDIR:-/tmp}}/origin-$$.err\"\n"
            "rc=$?\n"
            'grep -q -e "Assertion .* failed" -e "PLEASE submit a bug report" '
            '"${TMPDIR:-/tmp}/origin-$$.err"; hit=$?\n'
            'rm -f "${TMPDIR:-/tmp}/origin-$$.err"\n'
            'if [ "$rc" -gt 128 ] || [ "$hit" -eq 0 ]; then exit 1; fi\n'
            "exit 0\n")


def _write_finding(d: Path, pid: str, text: str, toolchain: Toolchain, origin_file: str,
                   flags: Sequence[str], signature: str, kind: str, known_id: str | None,
                   stderr: str, near: dict | None, subject: str = "mutant") -> None:
    """The finding directory of a crash on an origin pipeline (module docstring)."""
    atomic_write(d / "program.mlir", text)
    atomic_write(d / "repro.sh", _script(toolchain, flags, subject), executable=True)
    atomic_write(d / "origin.err", stderr)
    command = shlex.join(origin_call(toolchain, d / "program.mlir", flags).argv())
    meta = {"program_id": pid, "verdict": "crash", "signature": signature,
            "signatures": [signature], "known": known_id is not None, "known_id": known_id,
            "crash_kind": kind, "smith_version": __version__, "mlir_version": toolchain.version(),
            "origin": {"file": origin_file, "flags": list(flags), "command": command,
                       "subject": subject},
            "toolchain": {"bin_dir": str(toolchain.bin_dir), "lib_dir": str(toolchain.lib_dir)},
            "how_to": {"reproduce": how_to(toolchain)["reproduce"]}}
    if near:
        meta["near_miss"] = near
    atomic_write(d / "meta.json", json.dumps(meta, indent=1, sort_keys=True) + "\n")
    atomic_write(d / "VERSION", toolchain.version_banner() + "\n")


def run_origin_pipelines(text: str, pid: str, origin_file: str,
                         pipelines: Sequence[Sequence[str]], ropts: RunOptions,
                         toolchain: Toolchain, known: tuple[KnownCrash, ...], base: Path,
                         store: FindingStore, subject: str = "mutant"
                         ) -> tuple[dict[str, Any], list[Path], Coverage | None]:
    """Run the program ``text`` (id ``pid``) along each of ``pipelines`` (pass-flag lists of
    the test ``origin_file``) in the scratch directory ``base`` (``subject``: ``"mutant"``,
    or ``"seed"`` for a calibration run; named in its finding directories).

    Returns ``(counts, finding directories, coverage)``: the record's ``origin_runs``
    (module docstring), the crash findings ``store`` recorded (none for a known bug unless
    ``ropts.report_known``) and the runs' rewrite patterns (None when ``ropts.coverage`` is
    off or the toolchain does not print them). Never raises on a tool failure."""
    work = base / ("origin" if subject == "mutant" else f"origin-{subject}") / pid
    work.mkdir(parents=True, exist_ok=True)
    src = work / "program.mlir"
    src.write_text(text)
    collector = Collector() if ropts.coverage != "off" and supported(str(toolchain.mlir_opt)) \
        else None
    counts: dict[str, Any] = {"file": origin_file, "pipelines": len(pipelines), "ok": 0,
                              "pass_failures": 0, "timeouts": 0, "crashes": 0, "seconds": 0.0}
    found: list[Path] = []
    for flags in pipelines:
        res = run_call(origin_call(toolchain, src, flags, coverage=collector is not None),
                       timeout=ropts.compile_timeout, cwd=work, isolation="subprocess",
                       stderr_lines=collector.feed if collector is not None else None)
        if collector is not None:
            collector.run_ended()
        kind = crash_kind(res)
        counts[_COUNTED[kind]] += 1
        counts["seconds"] += res.seconds
        if kind not in ("assertion", "signal"):
            continue
        sig = full_signature(res)
        kid, near = known_for("crash", sig, known, lambda e, s=sig: confirm_crash(e, s, None))
        f = store.record("crash", sig, pid, kid,
                         lambda d, fl=flags, s=sig, k=kind, r=res, n=near: _write_finding(
                             d, pid, text, toolchain, origin_file, fl, s, k, kid, r.stderr, n,
                             subject),
                         extra={"near_miss": near, "origin": origin_file} if near
                         else {"origin": origin_file},
                         report_known=ropts.report_known)
        found += [f] if f else []
    counts["seconds"] = round(counts["seconds"], 3)
    return counts, found, collector.coverage() if collector is not None else None


def task_origin_runs(task: Task, record: dict[str, Any], text: str, pid: str,
                     ropts: RunOptions, toolchain: Toolchain, known: tuple[KnownCrash, ...],
                     base: Path, store: FindingStore, coverage: Coverage | None
                     ) -> tuple[list[Path], Coverage | None]:
    """:func:`run_origin_pipelines` for a campaign task whose seed has origin pipelines
    (``task.mutate.origin``, set by the task maker under ``--seed-pipelines``): the program
    ``text`` when it is the seed's mutant (``record["mutation"]``) or a pipeline seed's
    program (``origin_only``: mutated or not), into ``record["origin_runs"]``; and on a
    calibrating visit (``task.mutate.calibrate``) the unmutated seed, unless ``text`` is it,
    into ``record["seed_runs"]``. Returns the finding directories and ``coverage`` with the
    runs' joined; for any other task nothing and ``coverage`` as it is."""
    m = task.mutate
    origin = m.origin if m is not None else None
    if m is None or not origin:
        return [], coverage
    found: list[Path] = []
    runs = []
    if "mutation" in record or not m.harnessed:
        runs.append(("origin_runs", text, "mutant" if "mutation" in record else "seed"))
    seed_text = Path(m.seed_file).read_text() if m.calibrate else None
    if seed_text is not None and seed_text != text:
        runs.append(("seed_runs", seed_text, "seed"))
    for key, program, subject in runs:
        counts, dirs, cov = run_origin_pipelines(program, pid, origin["file"],
                                                 origin["pipelines"], ropts, toolchain, known,
                                                 base, store, subject)
        record[key] = counts
        found += dirs
        coverage = merged(coverage, cov)
    return found, coverage


def merged(a: Coverage | None, b: Coverage | None) -> Coverage | None:
    """The union of two programs' coverage (a pair applied in either is applied)."""
    if a is None or b is None:
        return a if b is None else b
    pairs = dict(a.pairs)
    for k, v in b.pairs.items():
        pairs[k] = pairs.get(k, False) or v
    return Coverage(pairs)
