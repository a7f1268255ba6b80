"""Translation-validation findings in the usual findings tree (:class:`lowering.findings.store.
FindingStore`): kind ``tv-refuted`` (confirmed by execution) or ``tv-refuted-unconfirmed``
(a bug of ours), deduplicated by signature ``PASS | observable kind | op``, where the op is the
one defining the first differing result in the source (``tosa.mul``, ``arith.ceildivsi``...),
and written once per signature to ``<out>/findings/<kind>/<hash>/``; a refutation of a known
MLIR bug (:mod:`judges.tv.known`) is counted per bug, as wrong code is:

- ``program.mlir`` (the input), ``target.mlir`` (after the pass);
- ``counterexample-with-pass.mlir`` / ``counterexample-without-pass.mlir``: the runnable
  programs of the confirmation, ``run.sh`` lowering and running both;
- ``model.smt2``: the solver's model; ``meta.json``: pass, verdict, counterexample (arguments,
  source and target values), the execution's outputs, seed and options from the program header,
  smith and MLIR versions.
"""

from __future__ import annotations

import json
import os
import shlex
from pathlib import Path

from ground.fsutil import atomic_write
from ground.header import parse_header
from ground.toolchain import Toolchain
from ground.version import __version__
from judges.tv.confirm import PIPELINE
from judges.tv.driver import TVOutcome
from lowering.findings.store import FindingStore


def finding_kind(outcome: TVOutcome) -> str | None:
    return {"refuted": "tv-refuted",
            "refuted-unconfirmed": "tv-refuted-unconfirmed"}.get(outcome.verdict)


def signature(outcome: TVOutcome) -> str:
    """``PIPELINE | what | op`` (see the module doc)."""
    ref = outcome.refutation
    cex = ref.counterexample if ref else None
    if cex is None:
        return f"{outcome.pipeline} | ?"
    what = cex.what.split(":")[0]
    kind = "target UB" if what == "target UB" else what.split(" [")[0].split(" ")[0]
    return f"{outcome.pipeline} | {kind} | {cex.source_op or '?'}"


def record(store: FindingStore, program_id: str, outcome: TVOutcome,
           toolchain: Toolchain, report_known: bool = False) -> Path | None:
    """Count a refutation in ``store``; write its directory when its signature is new. A
    refutation of a known MLIR bug (``outcome.known_id``) is counted per bug in
    ``known_hits.json`` and gets a directory ``<kind>/<bug id>`` only with ``report_known``,
    as ``smith run`` does with wrong code. Returns the finding directory (None for other
    verdicts and for a known bug without ``report_known``)."""
    kind = finding_kind(outcome)
    if kind is None:
        return None
    return store.record(kind, signature(outcome), program_id, outcome.known_id,
                        writer=lambda d: write_dir(d, program_id, outcome, toolchain),
                        extra={"pass": outcome.pipeline}, report_known=report_known)


def write_dir(d: Path, program_id: str, outcome: TVOutcome, toolchain: Toolchain) -> None:
    """Write one TV finding directory (see the module doc)."""
    d.mkdir(parents=True, exist_ok=True)
    atomic_write(d / "program.mlir", outcome.source)
    atomic_write(d / "target.mlir", outcome.target)
    ref = outcome.refutation
    cex = ref.counterexample if ref else None
    conf = outcome.confirmation
    if cex is not None:
        atomic_write(d / "model.smt2", cex.model + "\n")
    if conf is not None and conf.with_pass:
        atomic_write(d / "counterexample-with-pass.mlir", conf.with_pass)
        atomic_write(d / "counterexample-without-pass.mlir", conf.without_pass)
        atomic_write(d / "run.sh", _script(toolchain))
        os.chmod(d / "run.sh", 0o755)
    header = parse_header(outcome.source)
    meta = {
        "program_id": program_id,
        "kind": finding_kind(outcome),
        "pass": outcome.pipeline,
        "verdict": outcome.verdict,
        "reason": outcome.reason,
        "signature": signature(outcome),
        "key": outcome.key,
        "known_id": outcome.known_id,
        "function": ref.func if ref else None,
        "counterexample": None if cex is None else {
            "what": cex.what,
            "args": [{"type": a.type, "values": list(a.floats if a.floats is not None else
                                                     a.bits), "bits": list(a.bits)}
                     for a in cex.args],
            "source": dict(zip(cex.names, cex.source, strict=True)),
            "target": dict(zip(cex.names, cex.target, strict=True)),
            "source_op": cex.source_op,
        },
        "confirmation": None if conf is None else {
            "confirmed": conf.confirmed, "how": conf.how, "as_predicted": conf.as_predicted,
            "with_pass_output": conf.with_output, "without_pass_output": conf.without_output,
            "pipeline": conf.pipeline,
        },
        "solver_seconds": outcome.result.solver_seconds if outcome.result else None,
        "seed": header.get("seed"),
        "options": header.get("options"),
        "program_smith_version": header.get("smith_version"),
        "program_mlir_version": header.get("mlir_version"),
        "smith_version": __version__,
        "mlir_version": toolchain.version(),
        "replay": f"smith judge tv program.mlir --pass {shlex.quote(outcome.pipeline)}",
    }
    atomic_write(d / "meta.json", json.dumps(meta, indent=1, sort_keys=True) + "\n")


def _script(toolchain: Toolchain) -> str:
    """Lower and run both counterexample programs (commands relative to the directory)."""
    opt = shlex.quote(str(toolchain.mlir_opt))
    runner = shlex.quote(str(toolchain.mlir_runner))
    libs = shlex.join([toolchain.shared_libs_flag, *toolchain.runner_codegen])
    lines = ["#!/bin/sh", "# the counterexample with and without the refuted pass",
             'HERE="$(cd "$(dirname "$0")" && pwd)"']
    for side in ("with-pass", "without-pass"):
        lines += [f"echo '== {side}'",
                  f'{opt} "$HERE/counterexample-{side}.mlir" '
                  f"--pass-pipeline={shlex.quote(PIPELINE)} | "
                  f"{runner} -e main --entry-point-result=void {libs}"]
    return "\n".join(lines) + "\n"
