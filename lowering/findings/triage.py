"""One classification per finding: located to a pass, or classified (``smith triage``).

For a wrong-code finding (a ``difference`` test, ``lowering.findings.finding_test``):

1. uninitialised memory first (``lowering.findings.uninit``): an output that depends on what fresh
   memory
   holds makes every output comparison unreliable, so ``uninit-input`` (our generator's bug),
   ``uninit-after-pass`` (a finding naming the pass), ``uninit-every-path`` (a pass every path
   runs, named), ``uninit-divergent`` (the pass could not be named) and
   ``nondeterministic-runner`` come before anything else; a named pass gets the key
   ``uninitialised read after P; ops ...; buffer of U`` (the ops P changes, the op first using
   the buffer read uninitialised: ``lowering.findings.uninit_group.uninit_key``), matched against
   the
   known bugs, and every such finding its group (``group``: ``lowering.findings.uninit_group``, the
   key ``smith run`` records it under);
2. otherwise the pass is named by :func:`lowering.findings.localise.localise` (``located``), and the
   finding's key (``first divergent pass P; ops ...``) is matched against the known wrong-code
   bugs (``known_wrong_code.json``): ``known_id``.

A known id is given only when the entry's confirmation holds on the finding
(:func:`lowering.findings.confirm.known_for`: key matches first, then the entries of the pass
named);
a key match whose confirmation fails gives ``near_miss`` (``{"id", "reason"}``) instead.

For a run-time failure with a trap signal (``run`` test):
:func:`lowering.findings.traps.classify_trap`
(``trap-program-ub``, ``trap-introduced-by-pass``, ``trap-every-lowering``); a trap of every
lowering that a known MLIR bug of ``known_traps.json`` explains gets its ``known_id`` and pass.

The result is written to ``FINDING_DIR/triage.json`` (atomically) and returned.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Sequence
from pathlib import Path

import attrs

from ground.fsutil import atomic_write
from ground.toolchain import Toolchain
from lowering.findings.confirm import Probe, confirm_wrong_code, known_for, known_on_reference
from lowering.findings.finding_test import Finding, Oracle, load_finding
from lowering.findings.localise import localise
from lowering.findings.reproducer import strip_resources
from lowering.findings.traps import classify_trap
from lowering.findings.uninit import locate_uninit
from lowering.findings.uninit_group import group_key
from lowering.passmap import base_name, load_passmap
from lowering.pipeline import PassRunner
from lowering.verdict import load_known_wrong_code

LABELS = ("located", "unlocated", "uninit-input", "uninit-after-pass", "uninit-every-path",
          "uninit-divergent",
          "nondeterministic-runner", "trap-program-ub", "trap-introduced-by-pass",
          "trap-every-lowering", "trap-unknown", "not-reproduced", "other")
_UNINIT_LABEL = {"input": "uninit-input", "after-pass": "uninit-after-pass",
                 "every-path": "uninit-every-path", "divergent-path": "uninit-divergent",
                 "nondeterministic-runner": "nondeterministic-runner"}


def triage_finding(directory: str | Path, toolchain: Toolchain, timeout: float = 60.0,
                   write: bool = True) -> dict:
    """Classify the finding in ``directory`` (module docstring).

    Returns:
        ``{"label": one of LABELS, "pass": the pass named or None, "key": the wrong-code key,
        "known_id": ..., "near_miss": ..., "uninit": ..., "localisation": ..., "trap": ...,
        "finding": dir}``.

    Raises:
        UsageError: not a finding directory.
    """
    f = load_finding(directory)
    work = Path(directory).resolve() / "triage-work"
    if f.test.kind == "difference":
        out = _difference(f, toolchain, work, timeout)
    elif f.test.kind == "run":
        out = _trap(f, toolchain, work, timeout)
    else:
        out = {"label": "other", "pass": None}
    out["finding"] = str(directory)
    out["finding_kind"] = f.test.finding_kind
    if write:
        atomic_write(Path(directory) / "triage.json", json.dumps(out, indent=1, sort_keys=True)
                     + "\n")
    shutil.rmtree(work, ignore_errors=True)
    return out


def triage_of_meta(meta: dict) -> dict:
    """The :func:`triage_finding` fields of an ``uninit-read`` finding that ``smith run``
    recorded (its ``meta.json`` ``uninit`` and ``uninit_group``), so that ``smith reduce`` can
    use the finding without a ``smith triage`` run; {} for any other finding."""
    un, group = meta.get("uninit") or {}, meta.get("uninit_group")
    if group is None or un.get("classification") not in _UNINIT_LABEL:
        return {}
    return {"label": _UNINIT_LABEL[un["classification"]], "pass": un.get("pass_name"),
            "uninit": un, "group": group["key"], "buffer_user": group.get("buffer_user"),
            "known_id": group.get("known_id")} | (
        {"key": group["full_key"]} if un.get("pass_name") else {})


def _difference(f: Finding, tc: Toolchain, work: Path, timeout: float) -> dict:
    test = f.test
    assert test.step is not None
    assert test.reference is not None
    program = strip_resources(f.program)
    pm = load_passmap()
    runner = PassRunner(tc, test.step.func_nested, timeout=timeout)
    un = locate_uninit(program, test.step.passes, runner, pm, tc, work / "uninit", test.entry,
                       timeout)
    out: dict = {"uninit": un.to_json()}
    probe = attrs.evolve(finding_probe(f, tc, work, timeout), uninit=un)
    if un.classification in _UNINIT_LABEL:
        out |= {"label": _UNINIT_LABEL[un.classification], "pass": un.pass_name}
        g = group_key(program, un, runner, pm, tc, work / "buffer", test.entry, timeout,
                      load_known_wrong_code())
        probe = attrs.evolve(probe, index=un.index, uninit=un, buffer_user=g.buffer_user)
        known = known_of(g.full_key, un.pass_name, probe)
        if known["known_id"] is None and g.key != g.full_key:
            known = known_of(g.key, un.pass_name, probe) | (
                {"near_miss": known["near_miss"]} if known["near_miss"] else {})
        out |= {"group": g.key, "buffer_user": g.buffer_user} | known | (
            {"key": g.full_key} if un.pass_name is not None else {})
        return out
    loc = localise(test, program, Oracle(tc, work / "localise", timeout=timeout),
                   load_known_wrong_code())
    key = loc.key(test.step.passes, test.reference.passes)
    if named_on_reference(loc.path, loc.pass_name, test.step.passes, test.reference.passes):
        probe = finding_probe(f, tc, work, timeout, swapped=True)
        where = list(probe.divergent)
        probe = attrs.evolve(probe, index=where.index(loc.pass_name)
                             if loc.pass_name in where else None)
    else:
        probe = attrs.evolve(probe, index=loc.index)
    known = known_of(key, loc.pass_name, probe)
    if known["known_id"] is None:
        kid = known_on_reference(load_known_wrong_code(), test.step.passes,
                                 test.reference.passes, lambda: finding_probe(
                                     f, tc, work / "reference-side", timeout, swapped=True))
        known = {"known_id": kid, "near_miss": None} if kid is not None else known
    out |= {"localisation": loc.to_json(), "key": key} | known
    if loc.pass_name is not None:
        out |= {"label": "located", "pass": loc.pass_name}
    elif loc.reason.startswith("the difference does not reproduce"):
        out |= {"label": "not-reproduced", "pass": None}
    else:
        out |= {"label": "unlocated", "pass": None}
    return out


def named_on_reference(path: str | None, pass_name: str | None, divergent: Sequence[str],
                       reference: Sequence[str]) -> bool:
    """Whether the pass localisation named belongs to the reference path: it says so
    (``path == "reference"``), or the pass (base name) is on the reference pass list only, as
    the ``edits`` and ``fold-vs-lowering`` methods name a fold of the majority's path without
    saying where (idiom-campaign finding 457a7eea1ac8: canonicalize on the reference path, whose
    confirmation then read "the responsible pass is not on the divergent path")."""
    if path == "reference":
        return True
    if pass_name is None:
        return False
    name = base_name(pass_name)
    return (name not in {base_name(p) for p in divergent}
            and name in {base_name(p) for p in reference})


def finding_probe(f: Finding, tc: Toolchain, work: Path, timeout: float,
                  swapped: bool = False) -> Probe:
    """The confirmation probe (``lowering.findings.confirm.Probe``) of a wrong-code finding: its
    program, divergent pass list, reference and divergent outputs (``output-reference.txt``,
    ``output-divergent.txt``, else computed from the pass lists); ``swapped``: the roles of
    the two paths exchanged (the pass named is on the reference path, ``Location.path ==
    "reference"``)."""
    test = f.test
    assert test.step is not None
    assert test.reference is not None
    mine, other = (test.reference, test.step) if swapped else (test.step, test.reference)
    ref, div = (f.dir / f"output-{n}.txt" for n in (
        ("divergent", "reference") if swapped else ("reference", "divergent")))
    return Probe(strip_resources(f.program), tuple(mine.passes), None,
                 PassRunner(tc, mine.func_nested, timeout=timeout), load_passmap(), tc,
                 work / "confirm", test.entry, timeout,
                 reference_output=_recorded(ref), divergent_output=_recorded(div),
                 reference=tuple(other.passes),
                 reference_runner=PassRunner(tc, other.func_nested, timeout=timeout))


def _recorded(f: Path) -> str | None:
    """A path's output as the finding directory recorded it (None: not recorded)."""
    return f.read_text().removesuffix("\n") if f.is_file() else None


def known_of(key: str, pass_name: str | None, probe: Probe) -> dict:
    """``{"known_id", "near_miss"}`` of the wrong-code ``key``, confirmed on the finding
    (``probe``, :func:`finding_probe`; ``pass_name``: the pass triage named)."""
    kid, near = known_for("wrong-code", key, load_known_wrong_code(),
                          lambda e: confirm_wrong_code(e, probe),
                          base_name(pass_name) if pass_name else None)
    return {"known_id": kid, "near_miss": near}


def _trap(f: Finding, tc: Toolchain, work: Path, timeout: float) -> dict:
    test = f.test
    assert test.step is not None
    rep = classify_trap(strip_resources(f.program), test.step.passes, test.step.func_nested,
                        load_passmap(), tc, work, test.entry, timeout)
    label = {"program-ub": "trap-program-ub", "introduced-by-pass": "trap-introduced-by-pass",
             "every-lowering": "trap-every-lowering"}.get(rep.classification, "trap-unknown")
    if rep.classification == "no-trap":
        label = "other"
    pass_name = rep.pass_name or (next(iter(rep.lowered_by.values()))
                                  if len(set(rep.lowered_by.values())) == 1 else None)
    return {"label": label, "pass": pass_name, "known_id": rep.known_id, "trap": rep.to_json()}


