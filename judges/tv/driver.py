"""Translation validation of real pass applications: run ``mlir-opt`` (subprocess, timeout)
on a program, check that the output refines the input (in a child process,
:mod:`judges.tv.isolate`), and confirm every refutation by execution
(:mod:`judges.tv.confirm`).

- :func:`validate_pass`: one pipeline on one program (``smith tv PROGRAM --pass PIPELINE``);
- :func:`validate_steps`: each step of a lowering path whose input and output stay inside
  the encoded dialects (the building block of ``smith run --tv``).

Verdicts of a pass application (:data:`OUTCOMES`): ``validated``, ``refuted`` (confirmed by
execution, or, for a tosa lowering that every path runs, by the TOSA reference model:
:mod:`judges.tv.confirm_ref`), ``refuted-unconfirmed`` (the solver's counterexample does not
show: a bug of ours, reported as such), ``unsupported``, ``timeout``, ``inconclusive``, and
``pass-failed`` (mlir-opt failed: a crash is a finding for ``smith run``, not for TV).
"""

from __future__ import annotations

import functools
import re
import time
from collections.abc import Sequence

import attrs

from ground.errors import UsageError
from ground.proc import ToolResult, run_tool
from ground.textutil import split_top
from ground.toolchain import Toolchain
from judges.tv.check import TVResult, check_texts
from judges.tv.confirm import Confirmation, confirm
from judges.tv.confirm_ref import confirm_by_reference_model
from judges.tv.isolate import check_isolated
from judges.tv.known import known_refutation, lowers_tosa
from judges.tv.refine import FuncVerdict
from judges.tv.state import ENCODERS, Limits
from lowering.census import BindingsCrash, op_counts
from lowering.passmap import base_name
from lowering.pipeline import render

OUTCOMES = ("validated", "refuted", "refuted-unconfirmed", "unsupported", "timeout",
            "inconclusive", "pass-failed")
# ops the body runner handles itself (judges.tv.state.run_body), and module-level globals
# (read by memref.get_global)
STRUCTURE_OPS = frozenset({"builtin.module", "func.func", "func.return", "cf.br", "cf.cond_br",
                           "cf.switch", "memref.global"})


def pass_argv(pipeline: str, toolchain: Toolchain) -> list[str]:
    """mlir-opt arguments for ``pipeline``: a ``builtin.module(...)`` text as it is; a
    comma-separated list of passes (options in braces, as in
    ``one-shot-bufferize{bufferize-function-boundaries}``) becomes such a pipeline, each pass
    nested in ``func.func(...)`` when it runs on functions (:func:`func_anchored`).

    Raises:
        UsageError: an empty pipeline.
    """
    text = pipeline.strip()
    if not text:
        raise UsageError("empty pass pipeline")
    if text.startswith("builtin.module("):
        return [f"--pass-pipeline={text}"]
    passes = split_top(text, opens="({", closes=")}")
    nested = {p for p in passes if func_anchored(str(toolchain.mlir_opt), base_name(p))}
    return [f"--pass-pipeline={render(passes, frozenset(base_name(p) for p in nested))}"]


@functools.lru_cache(maxsize=256)
def func_anchored(mlir_opt: str, name: str) -> bool:
    """The pass ``name`` runs on ``func.func`` only (mlir-opt cannot schedule it on a module;
    probed once on an empty module)."""
    res = run_tool([mlir_opt, "-", f"--pass-pipeline=builtin.module({name})"],
                   stdin="module {}\n", timeout=60)
    return "unable to schedule pass" in res.stderr or "did you intend to nest" in res.stderr


def apply_pipeline(program_text: str, pipeline: str, toolchain: Toolchain,
                   timeout: float = 60.0) -> ToolResult:
    """``mlir-opt`` on ``program_text`` (stdin) with ``pipeline``; never raises on a compiler
    failure."""
    return run_tool([toolchain.mlir_opt, "-", *pass_argv(pipeline, toolchain)],
                    stdin=program_text, timeout=timeout)


@attrs.frozen
class TVOutcome:
    """Translation validation of one pass application.

    Attributes:
        pipeline: the pass pipeline checked.
        verdict: one of :data:`OUTCOMES`.
        reason: the unsupported op, the first line of a pass failure, the timeout, ...
        result: the solver's verdicts per function (None when mlir-opt failed).
        confirmation: the execution of a refutation (None otherwise).
        source, target: the IR before and after the pass.
        seconds: wall time (pass, check and confirmation).
        key: a refutation's key, as a wrong-code difference's (:mod:`judges.tv.known`).
        known_id: the known MLIR bug the refutation matches (``known_wrong_code.json``).
    """

    pipeline: str
    verdict: str
    reason: str
    result: TVResult | None
    confirmation: Confirmation | None
    source: str
    target: str
    seconds: float
    key: str = ""
    known_id: str | None = None

    @property
    def refutation(self) -> FuncVerdict | None:
        if self.result is None:
            return None
        return next((f for f in self.result.funcs if f.verdict == "refuted"), None)


def validate_pass(program_text: str, pipeline: str, toolchain: Toolchain,
                  funcs: Sequence[str] | None = None, timeout: float = 30.0,
                  execute: bool = True, isolate: bool = True,
                  compile_timeout: float = 60.0, solver: str = "bitwuzla",
                  printed: str | None = None, after: str | None = None) -> TVOutcome:
    """Apply ``pipeline`` to ``program_text`` with mlir-opt and validate the result.

    Args:
        funcs: functions to check (default: every function defined before and after).
        timeout: the solver's limit per query, in seconds.
        execute: confirm a refutation by execution (without it a refutation stays
            ``refuted-unconfirmed``).
        isolate: check in a child process (False: in this process; for tests and benches).
        solver: the solver backend (:data:`judges.tv.solve.BACKENDS`).
        printed: the program as mlir-opt prints it without passes (:func:`print_program`);
            a pass output equal to it is validated without encoding (nothing changed).
        after: a pipeline run first and not validated: ``pipeline`` is validated on its
            output (e.g. ``tosa-to-linalg`` after ``tosa-to-linalg-named``).

    Raises:
        UsageError: the program does not parse.
    """
    start = time.monotonic()
    if after:
        pre = apply_pipeline(program_text, after, toolchain, compile_timeout)
        if not pre.ok:
            first = next((ln for ln in pre.stderr.splitlines() if ln.strip()), "")
            return TVOutcome(pipeline, "pass-failed", f"the pipeline before it failed: "
                             f"{first[:200]}", None, None, program_text, "",
                             time.monotonic() - start)
        program_text = printed = pre.stdout
    res = apply_pipeline(program_text, pipeline, toolchain, compile_timeout)
    if not res.ok:
        first = next((ln for ln in res.stderr.splitlines() if ln.strip()), "")
        why = "timeout" if res.timed_out else first[:200] or f"exit {res.returncode}"
        return TVOutcome(pipeline, "pass-failed", why, None, None, program_text, "",
                         time.monotonic() - start)
    if printed is not None and res.stdout == printed:
        return TVOutcome(pipeline, "validated", "the pass changed nothing", None, None,
                         program_text, res.stdout, time.monotonic() - start)
    return check_pair(program_text, res.stdout, pipeline, toolchain, funcs, timeout, execute,
                      isolate, start, solver)


def print_program(program_text: str, toolchain: Toolchain, timeout: float = 60.0
                  ) -> str | None:
    """The program as ``mlir-opt`` prints it without passes (None when that fails)."""
    res = run_tool([toolchain.mlir_opt, "-"], stdin=program_text, timeout=timeout)
    return res.stdout if res.ok else None


def check_pair(source: str, target: str, pipeline: str, toolchain: Toolchain,
               funcs: Sequence[str] | None = None, timeout: float = 30.0,
               execute: bool = True, isolate: bool = True,
               start: float | None = None, solver: str = "bitwuzla") -> TVOutcome:
    """Validate an existing source/target pair (see :func:`validate_pass`)."""
    start = time.monotonic() if start is None else start
    names = list(funcs) if funcs else None
    lowering = None if lowers_tosa(pipeline) else str(toolchain.mlir_opt)
    result = (check_isolated(source, target, names, timeout, solver=solver,
                             lowering_opt=lowering) if isolate else
              check_texts(source, target, names, timeout, Limits(lowering_opt=lowering),
                          solver=solver))
    verdict, reason, conf = result.verdict, result.reason, None
    key, known_id = "", None
    ref = next((f for f in result.funcs if f.verdict == "refuted"), None)
    if ref is not None and ref.counterexample is not None:
        cex = ref.counterexample
        key, known_id = known_refutation(source, target, pipeline, cex)
        if execute:
            conf = confirm(source, target, cex, toolchain)
            if not conf.confirmed and lowers_tosa(pipeline):
                conf = confirm_by_reference_model(conf, key, toolchain)
        if conf is None or not conf.confirmed:
            verdict = "refuted-unconfirmed"
        reason = f"@{ref.func}: {cex.what}"
    return TVOutcome(pipeline, verdict, reason, result, conf, source, target,
                     time.monotonic() - start, key, known_id)


def encoded(op_names, through_linalg: bool = False) -> list[str]:
    """The op names outside the encoding (empty: every op is encoded); with
    ``through_linalg``, tosa ops count as encoded (their linalg form,
    :mod:`judges.tv.ops_lowered`)."""
    return sorted(n for n in op_names if n not in ENCODERS and n not in STRUCTURE_OPS
                  and not (through_linalg and n.startswith("tosa.")))


@attrs.frozen
class StepCheck:
    """One step of a lowering path: ``index`` (0-based), ``pass_`` and its outcome (None when
    the step was skipped: ``skipped`` names an op outside the encoding)."""

    index: int
    pass_: str
    outcome: TVOutcome | None
    skipped: str = ""

    @property
    def verdict(self) -> str:
        return self.outcome.verdict if self.outcome is not None else "skipped"


def validate_steps(program_text: str, passes: Sequence[str], toolchain: Toolchain,
                   timeout: float = 30.0, execute: bool = True, isolate: bool = True,
                   compile_timeout: float = 60.0, solver: str = "bitwuzla",
                   memo: dict | None = None) -> list[StepCheck]:
    """Run ``passes`` one mlir-opt call at a time and validate each step whose input and
    output contain only encoded ops (``smith run --tv``); other steps are skipped, naming the
    first op outside the encoding. Stops at the first pass that fails, and after the first
    step whose output holds ``llvm`` dialect ops (never encoded; no pass lowers them back).

    Args:
        memo: ``{(input IR, pass): (StepCheck, output IR or None)}`` shared by the paths of
            one program: a step already checked on the same input is not run or checked again.
    """
    out: list[StepCheck] = []
    ir_text = program_text
    for i, p in enumerate(passes):
        key = (ir_text, p)
        if memo is not None and key in memo:
            hit, target = memo[key]
            out.append(attrs.evolve(hit, index=i))
            if target is None or _has_llvm(target):
                break
            ir_text = target
            continue
        res = apply_pipeline(ir_text, p, toolchain, compile_timeout)
        if not res.ok:
            first = next((ln for ln in res.stderr.splitlines() if ln.strip()), "")
            out.append(StepCheck(i, p, TVOutcome(p, "pass-failed", first[:200], None, None,
                                                 ir_text, "", res.seconds)))
            if memo is not None:
                memo[key] = (out[-1], None)
            break
        outside = _outside(ir_text, not lowers_tosa(p)) or _outside(res.stdout,
                                                                   not lowers_tosa(p))
        if outside:
            out.append(StepCheck(i, p, None, outside))
        else:
            out.append(StepCheck(i, p, check_pair(ir_text, res.stdout, p, toolchain, None,
                                                  timeout, execute, isolate, solver=solver)))
        if memo is not None:
            memo[key] = (out[-1], res.stdout)
        if _has_llvm(res.stdout):
            break
        ir_text = res.stdout
    return out


_LLVM_OP = re.compile(r'^\s*(?:%[^=]*=\s*)?"?llvm\.', re.MULTILINE)


def _has_llvm(text: str) -> bool:
    """``text`` holds an op of the llvm dialect (a line that starts one, results aside)."""
    return _LLVM_OP.search(text) is not None


def _outside(text: str, through_linalg: bool) -> str:
    try:
        names = op_counts(text)
    except (BindingsCrash, UsageError) as exc:
        return f"IR the bindings cannot read ({exc})"
    bad = encoded(names, through_linalg)
    return bad[0] if bad else ""
