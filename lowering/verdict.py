"""Crash signatures, known-crash matching and the one verdict per program.

Verdicts (first match wins):
- ``invalid``: ``mlir-opt`` with no passes rejects the input (parse or verifier error). The
  generator produced a bad program: a bug of ours, not of MLIR.
- ``runtime-check-failed``: an MLIR runtime check inserted by ``generate-runtime-verification``
  failed on the check path of ``smith run --check`` (``lowering.runtime_check``): the program
  still has UB, a gap in our UB elimination. It comes before ``crash``: every other verdict of
  a program with UB is suspect (a runtime crash or a divergence may be that UB); compile-time
  crashes of other paths are still recorded as findings.
- ``crash``: some path's ``mlir-opt`` or ``mlir-runner`` aborted or got a signal (assertion,
  segfault), or the verification run itself crashed. Carries a normalised signature (assertion
  or first error line + top 3 stack frames, see ``lowering.failure``) and ``known`` when it
  matches ``known_crashes.json``.
- ``wrong-code``: the normalised outputs of the bit-exact paths that completed differ (DESIL
  section 5.1 compares against variant 0; we compare all completed paths). On programs with
  float types, paths containing a pass of ``float_inexact.json`` are compared only with
  ``--float-tolerance`` and their disagreement alone gives ``float-inexact``, never
  ``wrong-code`` here; ``smith run`` then bisects the divergent path and judges the
  difference as ``wrong-code`` when the pass named is not in ``float_inexact.json``
  (``lowering.run.program``: rounding by a later pass cannot explain it).
- ``uninit-read``: (given by ``smith run`` after :func:`judge`, never by it) a ``wrong-code``
  difference whose output comes from an uninitialised read on every path (or in the program,
  or where no pass can be named), or changes from run to run: keyed by the read
  (``lowering.findings.uninit_group``: the pass that makes it and the op using the buffer read),
  not by
  the first divergent pass that chance picked, and counted apart from wrong-code signatures.
- ``invalid-ir``: a pass produced IR that does not verify (``PathResult.failure``).
- ``pass-failure``: a pass reported an error on valid input, or the lowered program could not
  be run.
- A path whose lowered program ``mlir-runner`` cannot parse because an op of another dialect
  than ``llvm`` survived the path (``Dialect `vector' not found for custom op 'vector.store'``)
  did not reach LLVM: its status is ``not-lowered`` (:func:`unlowered_op`), it gives no
  verdict and no finding (the path does not lower every op of the program: an op or a type
  with no LLVM lowering in MLIR, as in mutants of MLIR's own tests, or a pass-map gap) and
  ``smith run``/``smith campaign`` count it among the paths' stops, per op.
- ``timeout``: a compile or run hit its limit and nothing above applies (DESIL 7.9: a
  truncated run is *not* wrong code).
- ``ok``: everything else.

Crash detection reads stderr, not only the exit status: with
``--mlir-pass-pipeline-crash-reproducer`` an assertion exits with rc=1 (toolchain.md section 6).
"""

from __future__ import annotations

import enum
import functools
import json
import re
from collections.abc import Sequence
from pathlib import Path

import attrs

from ground.proc import ToolResult
from lowering.execute import PathResult, Stage
from lowering.failure import full_signature, outputs_close, path_is_bit_exact
from lowering.known_traps import load_known_traps
from lowering.pipeline import split_pipeline
from lowering.runtime_check import parse_failure
from lowering.signature import crash_kind, crash_signature

KNOWN_CRASHES_PATH = Path(__file__).with_name("known_crashes.json")
KNOWN_WRONG_CODE_PATH = Path(__file__).with_name("known_wrong_code.json")


class VerdictKind(enum.StrEnum):
    """The one verdict of a program (the module docstring gives the rules, first match wins);
    the members are listed in the order ``summary.json`` counts them."""

    OK = "ok"
    CRASH = "crash"
    INVALID = "invalid"
    TIMEOUT = "timeout"
    WRONG_CODE = "wrong-code"
    UNINIT_READ = "uninit-read"
    PASS_FAILURE = "pass-failure"
    INVALID_IR = "invalid-ir"
    FLOAT_INEXACT = "float-inexact"
    RUNTIME_CHECK_FAILED = "runtime-check-failed"


#: verdicts from comparing outputs (finding kinds of a ``difference`` test; the dedup key is the
#: divergent pass, or the uninitialised read for ``uninit-read``)
DIFFERENCES = (VerdictKind.WRONG_CODE, VerdictKind.UNINIT_READ, VerdictKind.FLOAT_INEXACT)
#: verdicts whose signature is a crash or error signature (counted in ``summary.json``)
SIGNED = (VerdictKind.CRASH, VerdictKind.INVALID, VerdictKind.PASS_FAILURE,
          VerdictKind.INVALID_IR, VerdictKind.RUNTIME_CHECK_FAILED)


@attrs.frozen
class KnownCrash:
    """One known MLIR bug: an entry of ``known_crashes.json`` or ``known_wrong_code.json``.

    Attributes:
        id: the bug's id.
        pattern: a regex searched in a signature (a crash signature of :mod:`lowering.failure`,
            or a wrong-code key ``first divergent pass P; ops ...`` of
            ``lowering.findings.reproducer``).
        summary: what goes wrong.
        upstream: the upstream report (``llvm/llvm-project#N``), when there is one.
        reproducer: the project's reproducer fixture, when there is one.
        tv_pattern: a regex searched in a translation-validation refutation's key and
            difference (``judges.tv.known``), when the wrong-code ``pattern`` does not serve.
        pass_name: the entry's ``pass`` (the responsible pass, base name; None: a pass every
            path runs, or not given).
        confirm: the entry's ``confirm`` object: what must hold on a finding for the id to be
            given (``lowering.findings.confirm``; empty: never confirmed).
    """

    id: str
    pattern: str
    summary: str = ""
    upstream: str = ""
    reproducer: str = ""
    tv_pattern: str = ""
    pass_name: str | None = None
    confirm: dict = attrs.field(factory=dict, eq=False, hash=False)


def _known(e: dict, pattern: str) -> KnownCrash:
    return KnownCrash(id=e["id"], pattern=pattern, summary=e.get("summary", ""),
                      upstream=e.get("upstream", ""), reproducer=e.get("reproducer", ""),
                      tv_pattern=e.get("tv_pattern", ""), pass_name=e.get("pass"),
                      confirm=dict(e.get("confirm") or {}))


def load_known_crashes(path: str | Path | None = None) -> tuple[KnownCrash, ...]:
    """Read ``known_crashes.json`` (default: next to this module)."""
    data = json.loads(Path(path or KNOWN_CRASHES_PATH).read_text())
    return tuple(_known(e, e["pattern"]) for e in data["crashes"])


@functools.lru_cache(maxsize=4)
def load_known_wrong_code(path: str | None = None) -> tuple[KnownCrash, ...]:
    """Read ``known_wrong_code.json`` (default: next to this module): the known wrong-code bugs
    with their wrong-code key pattern (``pattern``, else ``^first divergent pass <pass>;``).
    Entries with neither (a pass every path runs) are matched by hand and left out."""
    return tuple(k for k in _wrong_code_entries(path) if k.pattern)


def _wrong_code_entries(path: str | None) -> list[KnownCrash]:
    """Every entry of ``known_wrong_code.json`` in file order, with its wrong-code key
    ``pattern`` (``pattern``, else ``^first divergent pass <pass>;``, else empty)."""
    data = json.loads(Path(path or KNOWN_WRONG_CODE_PATH).read_text())
    return [_known(e, e.get("pattern") or (f"^first divergent pass {re.escape(e['pass'])};"
                                            if e.get("pass") else ""))
            for e in data["bugs"]]


@functools.lru_cache(maxsize=4)
def load_known_tv(path: str | None = None) -> tuple[KnownCrash, ...]:
    """The entries of ``known_wrong_code.json`` that translation validation matches: those
    with a ``tv_pattern``, and those :func:`load_known_wrong_code` reads (``pattern`` empty
    when only ``tv_pattern`` is given)."""
    return tuple(k for k in _wrong_code_entries(path) if k.pattern or k.tv_pattern)


def known_bug(bug_id: str) -> KnownCrash | None:
    """The entry of any table with this id (``known_traps.json`` too: its pattern is over trap
    keys, ``lowering.known_traps``)."""
    traps = (KnownCrash(k.id, k.pattern, k.summary, k.upstream, k.reproducer)
             for k in load_known_traps())
    return next((k for k in (*load_known_crashes(), *load_known_tv(), *traps)
                 if k.id == bug_id), None)


def match_known(signature: str, known: Sequence[KnownCrash]) -> str | None:
    """The id of the first known bug whose pattern is found in ``signature``, else None: the
    key alone, a candidate. ``smith run``/``smith campaign`` and ``smith triage`` give an id
    only when the entry's confirmation holds too (``lowering.findings.confirm.known_for``); key
    matching
    alone still serves the verdict's first guess (:func:`judge`, corrected by the caller),
    localisation (which culprit to prefer), reduction (same bug) and translation validation."""
    for k in known:
        if re.search(k.pattern, signature):
            return k.id
    return None


@attrs.frozen
class PathVerdict:
    """Per-path summary: ``status`` is ``ok``/``timeout``/``assertion``/``signal``/``error``;
    ``stage`` the stage reached (see ``execute.PathResult``)."""

    name: str
    stage: str
    status: str
    signature: str | None
    seconds: float


@attrs.frozen
class Verdict:
    """The one verdict of a program.

    Attributes:
        kind: the verdict.
        signature: primary crash signature (``crash``/``invalid``), or a short description of
            the output difference (``wrong-code``) or of the timed-out stage (``timeout``).
        known: the primary signature (crash, invalid IR after a pass, pass failure) matches
            ``known_crashes.json``; an unknown signature on another path is primary first.
        known_id: the id of that entry.
        crash_kind: ``assertion``/``signal``/``error`` for a crash.
        signatures: every distinct crash signature over all paths (sorted).
        paths: per-path summaries, in path order.
    """

    kind: str
    signature: str | None = None
    known: bool = False
    known_id: str | None = None
    crash_kind: str | None = None
    signatures: tuple[str, ...] = ()
    paths: tuple[PathVerdict, ...] = ()


#: mlir-runner's parse errors on an op whose dialect it does not load (it loads the LLVM
#: dialect and few others; ``mlir/lib/AsmParser/Parser.cpp`` for text, the bytecode reader
#: names only the dialect)
_UNLOWERED = re.compile(r"error: Dialect `[\w.]+' not found for custom op '([\w.]+)'|"
                        r"error: unregistered operation '([\w.]+)' found in dialect|"
                        r"error: dialect '([\w.]+)' is unknown")


def unlowered_op(r: PathResult, known: Sequence[KnownCrash] = ()) -> str | None:
    """The op (``vector.store``; ``vector dialect`` when the runner read bytecode, which names
    only the dialect) that survived path ``r`` when ``mlir-runner`` failed, without a signal
    or a timeout, because it cannot parse that op of the lowered program, else None (the path
    did not reach LLVM; the module docstring says how it counts). None too when the runner's
    signature (``runtime: error: ...``) matches an entry of ``known``: a pass that leaves an
    op behind can be a known MLIR bug (``linalg-fuse-elementwise-operandless-generic``), which
    stays a pass failure."""
    tool = r.run
    if r.stage != Stage.RUN or tool is None or crash_kind(tool) != "error":
        return None
    m = _UNLOWERED.search(tool.stderr)
    if m is None or match_known("runtime: " + crash_signature(tool), known):
        return None
    return m.group(1) or m.group(2) or f"{m.group(3)} dialect"


def path_verdict(r: PathResult, known: Sequence[KnownCrash] = ()) -> PathVerdict:
    """Classify one path's result (status ``ok``/``timeout``/``assertion``/``signal``/
    ``error``/``invalid-ir``/``runtime-check``/``not-lowered``); crash signatures get the top
    stack frames, a failed MLIR runtime check the op and message (``lowering.runtime_check``),
    a path that left an op unlowered ``not lowered: OP`` (:func:`unlowered_op`, with
    ``known``)."""

    tool = r.compile if r.stage == Stage.COMPILE else r.run
    if tool is None or r.stage == Stage.DONE:
        return PathVerdict(r.path.name, r.stage, "ok", None, r.seconds)
    check = parse_failure(tool.stdout) if r.stage == Stage.RUN else None
    if check is not None:
        return PathVerdict(r.path.name, r.stage, "runtime-check", check.signature, r.seconds)
    op = unlowered_op(r, known)
    if op is not None:
        return PathVerdict(r.path.name, r.stage, "not-lowered", f"not lowered: {op}", r.seconds)
    status = crash_kind(tool)
    if status == "error" and getattr(r, "failure", None) == "invalid-ir":
        status = "invalid-ir"
    if status == "timeout":
        sig = None
    elif status in ("assertion", "signal"):
        sig = full_signature(tool, frames_from=getattr(r, "stack", None) or None)
    else:
        sig = crash_signature(tool)
    if sig is not None and r.stage == Stage.RUN:
        sig = "runtime: " + sig
    return PathVerdict(r.path.name, r.stage, status, sig, r.seconds)


def _primary(failed: Sequence[PathVerdict], known: Sequence[KnownCrash]
             ) -> tuple[PathVerdict, str | None]:
    """The path whose signature stands for the verdict -- the first with an unknown signature,
    else the first -- and the id of the known bug its signature matches (None if unknown)."""
    ids = {p.signature: match_known(p.signature or "", known) for p in failed}
    primary = ([p for p in failed if ids[p.signature] is None] or list(failed))[0]
    return primary, ids[primary.signature]


def _path_passes(p) -> tuple[str, ...]:
    if p.raw_pipeline is not None:

        return split_pipeline(p.raw_pipeline)[0]
    return tuple(p.passes)


def judge(
    verify: ToolResult,
    results: Sequence[PathResult],
    known: Sequence[KnownCrash] = (),
    float_inexact: Sequence[str] = (),
    has_floats: bool = False,
    float_tolerance: float = 0.0,
) -> Verdict:
    """Decide the verdict of one program from its verification run and its path results.

    Priority: invalid (input) > runtime-check-failed > crash > wrong-code (``uninit-read``
    when ``smith run`` finds it an uninitialised read) > invalid-ir >
    pass-failure > float-inexact > timeout > ok. ``float_inexact``/``has_floats``/
    ``float_tolerance``: see the module docstring; an inexact pass present on every completed
    path is not counted (it cannot explain a difference between them, e.g.
    ``tosa-optional-decompositions`` when the program has a ``tosa.transpose_conv2d``).
    """

    vk = crash_kind(verify)
    if vk == "timeout":
        return Verdict(VerdictKind.TIMEOUT, signature="verify")
    if vk in ("assertion", "signal"):
        sig = "verify: " + crash_signature(verify)
        kid = match_known(sig, known)
        return Verdict(VerdictKind.CRASH, sig, kid is not None, kid, vk, (sig,))
    if vk == "error":
        return Verdict(VerdictKind.INVALID, crash_signature(verify))
    pvs = tuple(path_verdict(r, known) for r in results)
    failed = [p for p in pvs
              if p.status in ("assertion", "signal", "error", "invalid-ir", "runtime-check")]
    sigs = tuple(sorted({p.signature for p in failed if p.signature}))
    checks = [p for p in failed if p.status == "runtime-check"]
    if checks:
        return Verdict(VerdictKind.RUNTIME_CHECK_FAILED, checks[0].signature, signatures=sigs,
                       paths=pvs)
    crashes = [p for p in failed if p.status in ("assertion", "signal")]
    if crashes:
        primary, kid = _primary(crashes, known)
        return Verdict(VerdictKind.CRASH, primary.signature, kid is not None, kid,
                       primary.status, sigs, pvs)
    done = [r for r in results if r.stage == Stage.DONE]
    # an inexact pass every completed path applies cannot be what sets two of them apart
    shared = {e for e in float_inexact if len(done) > 1 and all(
        not path_is_bit_exact(_path_passes(r.path), (e,)) for r in done)}
    differing = tuple(e for e in float_inexact if e not in shared)
    exact = [r for r in done
             if not has_floats or path_is_bit_exact(_path_passes(r.path), differing)]
    inexact = [r for r in done if r not in exact]
    outputs = sorted({r.output for r in exact})
    if len(outputs) > 1:
        groups = ["+".join(r.path.name for r in exact if r.output == o) for o in outputs]
        return Verdict(VerdictKind.WRONG_CODE, "outputs differ: " + " vs ".join(sorted(groups)),
                       paths=pvs)
    for kind in ("invalid-ir", "error"):
        bad = [p for p in failed if p.status == kind]
        if bad:
            primary, kid = _primary(bad, known)
            return Verdict(VerdictKind.INVALID_IR if kind == "invalid-ir" else "pass-failure",
                           primary.signature, kid is not None, kid, kind, sigs, pvs)
    ref = outputs[0] if outputs else (inexact[0].output if inexact else None)
    off = [r for r in inexact if not outputs_close(ref or "", r.output, float_tolerance)]
    if off:
        return Verdict(VerdictKind.FLOAT_INEXACT, "float outputs differ on non-bit-exact path(s): "
                       + "+".join(r.path.name for r in off), paths=pvs)
    timed = [p for p in pvs if p.status == "timeout"]
    if timed:
        return Verdict(VerdictKind.TIMEOUT, ", ".join(f"{p.name}:{p.stage}" for p in timed),
                       paths=pvs)
    return Verdict(VerdictKind.OK, paths=pvs)
