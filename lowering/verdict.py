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
  or first error line + top 3 stack frames, see ``lowering.triage``) and ``known`` when it
  matches ``known_crashes.json``.
- ``wrong-code``: the normalised outputs of the bit-exact paths that completed differ (DESIL
  section 5.1 compares against variant 0; we compare all completed paths). On programs with
  float types, paths containing a pass of ``float_inexact.json`` are compared only with
  ``--float-tolerance`` and their disagreement alone gives ``float-inexact``, never
  ``wrong-code``.
- ``invalid-ir``: a pass produced IR that does not verify (``PathResult.failure``).
- ``pass-failure``: a pass reported an error on valid input, or the lowered program could not
  be run (an op was left unconverted).
- ``timeout``: a compile or run hit its limit and nothing above applies (DESIL 7.9: a
  truncated run is *not* wrong code).
- ``ok``: everything else.

Crash detection reads stderr, not only the exit status: with
``--mlir-pass-pipeline-crash-reproducer`` an assertion exits with rc=1 (toolchain.md section 6).
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Sequence
from pathlib import Path

import attrs

from lowering.execute import PathResult
from smith.proc import ToolResult

KNOWN_CRASHES_PATH = Path(__file__).with_name("known_crashes.json")
KNOWN_WRONG_CODE_PATH = Path(__file__).with_name("known_wrong_code.json")
VERDICTS = (
    "ok", "crash", "invalid", "timeout", "wrong-code", "pass-failure", "invalid-ir",
    "float-inexact", "runtime-check-failed",
)

_ASSERT = re.compile(r"Assertion [`'].*[`'] failed")
_CRASH_MARKERS = ("PLEASE submit a bug report", "reproducer generated at", "Stack dump:")
_TOOL_PREFIX = re.compile(r"^\S*(?:mlir-opt|mlir-runner|mlir-translate)\S*:\s+")
_PATH = re.compile(r"(?:[\w.+~-]*/)+([\w.+-]+)")
_FILE_LINE_COL = re.compile(r"([\w.+-]+\.\w+):\d+(?::\d+)?")
_LOC = re.compile(r'loc\((?:"[^"]*"(?::\d+:\d+)?|[^()]*)\)')
_HEX = re.compile(r"0x[0-9a-fA-F]+")
_SSA = re.compile(r"%(arg)?\d+(#\d+)?")
_BLOCK = re.compile(r"\^bb\d+")
_LEADING_LOC = re.compile(r"^.*?:\s*(error|note|warning):\s*")


def normalize_message(line: str) -> str:
    """Strip what varies between runs and builds from one diagnostic line: the tool prefix,
    directory parts of paths, line:col numbers, addresses, SSA value and block numbers."""
    s = _TOOL_PREFIX.sub("", line.strip())
    s = _LOC.sub("loc(?)", s)
    s = _PATH.sub(r"\1", s)
    s = _FILE_LINE_COL.sub(r"\1:L", s)
    s = _HEX.sub("0x?", s)
    s = _SSA.sub(lambda m: "%arg?" if m.group(1) else "%?", s)
    s = _BLOCK.sub("^bb?", s)
    return re.sub(r"\s+", " ", s)


def crash_kind(result: ToolResult) -> str:
    """``"timeout"``, ``"assertion"``, ``"signal"`` (abort/segfault without an assertion
    message), ``"error"`` (a diagnostic and a non-zero exit) or ``"ok"``."""
    if result.timed_out:
        return "timeout"
    if result.ok:
        return "ok"
    if _ASSERT.search(result.stderr):
        return "assertion"
    if (result.returncode or 0) < 0 or any(m in result.stderr for m in _CRASH_MARKERS):
        return "signal"
    return "error"


def crash_signature(result: ToolResult) -> str:
    """A stable one-line signature: the ``Assertion ... failed`` line, else the first
    ``error:`` line, else ``signal N``, else ``exit N`` -- normalised by
    :func:`normalize_message`. An ``error:`` line loses its location prefix."""
    lines = result.stderr.splitlines()
    for line in lines:
        if _ASSERT.search(line):
            return normalize_message(line)
    for line in lines:
        if "error:" in line:
            return "error: " + normalize_message(_LEADING_LOC.sub("", line, count=1))
    rc = result.returncode
    if rc is not None and rc < 0:
        return f"signal {-rc}"
    if rc is None:
        return "timeout"
    first = next((ln for ln in lines if ln.strip()), "")
    return normalize_message(first) if first else f"exit {rc}"


@attrs.frozen
class KnownCrash:
    """One known MLIR bug: an entry of ``known_crashes.json`` or ``known_wrong_code.json``.

    Attributes:
        id: the bug's id.
        pattern: a regex searched in a signature (a crash signature of :mod:`lowering.triage`,
            or a wrong-code key ``first divergent pass P; ops ...`` of ``lowering.repro``).
        summary: what goes wrong.
        upstream: the upstream report (``llvm/llvm-project#N``), when there is one.
        reproducer: the project's reproducer fixture, when there is one.
    """

    id: str
    pattern: str
    summary: str = ""
    upstream: str = ""
    reproducer: str = ""


def _known(e: dict, pattern: str) -> KnownCrash:
    return KnownCrash(id=e["id"], pattern=pattern, summary=e.get("summary", ""),
                      upstream=e.get("upstream", ""), reproducer=e.get("reproducer", ""))


def load_known_crashes(path: str | Path | None = None) -> tuple[KnownCrash, ...]:
    """Read ``known_crashes.json`` (default: next to this module)."""
    data = json.loads(Path(path or KNOWN_CRASHES_PATH).read_text())
    return tuple(_known(e, e["pattern"]) for e in data["crashes"])


@functools.lru_cache(maxsize=4)
def load_known_wrong_code(path: str | None = None) -> tuple[KnownCrash, ...]:
    """Read ``known_wrong_code.json`` (default: next to this module): the known wrong-code bugs
    with their wrong-code key pattern (``pattern``, else ``^first divergent pass <pass>;``).
    Entries with neither (a pass every path runs) are matched by hand and left out."""
    data = json.loads(Path(path or KNOWN_WRONG_CODE_PATH).read_text())
    return tuple(_known(e, e.get("pattern") or f"^first divergent pass {re.escape(e['pass'])};")
                 for e in data["bugs"] if e.get("pattern") or e.get("pass"))


def known_bug(bug_id: str) -> KnownCrash | None:
    """The entry of either table with this id."""
    return next((k for k in (*load_known_crashes(), *load_known_wrong_code())
                 if k.id == bug_id), None)


def match_known(signature: str, known: Sequence[KnownCrash]) -> str | None:
    """The id of the first known bug whose pattern is found in ``signature``, else None."""
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
        kind: one of :data:`VERDICTS`.
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


def path_verdict(r: PathResult) -> PathVerdict:
    """Classify one path's result (status ``ok``/``timeout``/``assertion``/``signal``/
    ``error``/``invalid-ir``/``runtime-check``); crash signatures get the top stack frames,
    a failed MLIR runtime check the op and message (``lowering.runtime_check``)."""
    from lowering.runtime_check import parse_failure
    from lowering.triage import full_signature

    tool = r.compile if r.stage == "compile" else r.run
    if tool is None or r.stage == "done":
        return PathVerdict(r.path.name, r.stage, "ok", None, r.seconds)
    check = parse_failure(tool.stdout) if r.stage == "run" else None
    if check is not None:
        return PathVerdict(r.path.name, r.stage, "runtime-check", check.signature, r.seconds)
    status = crash_kind(tool)
    if status == "error" and getattr(r, "failure", None) == "invalid-ir":
        status = "invalid-ir"
    if status == "timeout":
        sig = None
    elif status in ("assertion", "signal"):
        sig = full_signature(tool, frames_from=getattr(r, "stack", None) or None)
    else:
        sig = crash_signature(tool)
    if sig is not None and r.stage == "run":
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
        from lowering.pipeline import split_pipeline

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

    Priority: invalid (input) > runtime-check-failed > crash > wrong-code > invalid-ir >
    pass-failure > float-inexact > timeout > ok. ``float_inexact``/``has_floats``/
    ``float_tolerance``: see the module docstring; an inexact pass present on every completed
    path is not counted (it cannot explain a difference between them, e.g.
    ``tosa-optional-decompositions`` when the program has a ``tosa.transpose_conv2d``).
    """
    from lowering.triage import outputs_close, path_is_bit_exact

    vk = crash_kind(verify)
    if vk == "timeout":
        return Verdict("timeout", signature="verify")
    if vk in ("assertion", "signal"):
        sig = "verify: " + crash_signature(verify)
        kid = match_known(sig, known)
        return Verdict("crash", sig, kid is not None, kid, vk, (sig,))
    if vk == "error":
        return Verdict("invalid", crash_signature(verify))
    pvs = tuple(path_verdict(r) for r in results)
    failed = [p for p in pvs
              if p.status in ("assertion", "signal", "error", "invalid-ir", "runtime-check")]
    sigs = tuple(sorted({p.signature for p in failed if p.signature}))
    checks = [p for p in failed if p.status == "runtime-check"]
    if checks:
        return Verdict("runtime-check-failed", checks[0].signature, signatures=sigs, paths=pvs)
    crashes = [p for p in failed if p.status in ("assertion", "signal")]
    if crashes:
        primary, kid = _primary(crashes, known)
        return Verdict("crash", primary.signature, kid is not None, kid, primary.status, sigs, pvs)
    done = [r for r in results if r.stage == "done"]
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
        return Verdict("wrong-code", "outputs differ: " + " vs ".join(sorted(groups)), paths=pvs)
    for kind in ("invalid-ir", "error"):
        bad = [p for p in failed if p.status == kind]
        if bad:
            primary, kid = _primary(bad, known)
            return Verdict("invalid-ir" if kind == "invalid-ir" else "pass-failure",
                           primary.signature, kid is not None, kid, kind, sigs, pvs)
    ref = outputs[0] if outputs else (inexact[0].output if inexact else None)
    off = [r for r in inexact if not outputs_close(ref or "", r.output, float_tolerance)]
    if off:
        return Verdict("float-inexact", "float outputs differ on non-bit-exact path(s): "
                       + "+".join(r.path.name for r in off), paths=pvs)
    timed = [p for p in pvs if p.status == "timeout"]
    if timed:
        return Verdict("timeout", ", ".join(f"{p.name}:{p.stage}" for p in timed), paths=pvs)
    return Verdict("ok", paths=pvs)
