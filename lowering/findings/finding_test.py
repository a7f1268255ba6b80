"""The interestingness test of a finding: one definition for ``repro.sh``, ``smith replay`` and
``smith reduce`` (what reproduces in one reproduces in the others).

A :class:`FindingTest` says what a finding is and how to see it again on a program (the
finding's own, or a reduction candidate):

- ``difference`` (wrong-code, float-inexact): the candidate is lowered along the reference and
  the divergent pipeline (``mlir-opt FILE --pass-pipeline=P --mlir-disable-threading -o OUT``,
  what ``--run-reproducer`` does with the ``repro.mlir`` resource block) and both results run
  with ``mlir-runner``; interesting when both lower and run (exit 0) and their outputs differ
  once memref base addresses are masked and trailing blanks dropped;
- ``compile``: ``mlir-opt`` on the failing pipeline exits non-zero and its stderr holds the
  finding's *needle* (a fixed piece of its signature: the assertion text, the top stack frame of
  a signal, the error message up to the first part that varies; DuoReduce's signature oracle);
- ``run``: the pipeline lowers, ``mlir-runner`` exits non-zero with the needle in its output (a
  run-time crash or a failed MLIR runtime check);
- ``verify``: ``mlir-opt`` with no passes rejects the input with the needle;
- ``uninit`` (an uninitialised read, ``lowering.findings.uninit``): the candidate lowered along the
  step prints different outputs when fresh memory is filled with one byte pattern or another
  (heap: ``MALLOC_PERTURB_``; stack: a memset after each ``llvm.alloca``), the same output twice
  with one pattern; and, when there is a reference step, lowered along it prints one output
  whatever the pattern (the read comes with the passes the step has and the reference lacks);
- a finding that timed out (``timeout`` set) is interesting when its step does not finish within
  that many seconds.

:func:`script` writes the same commands and the same comparison as a POSIX shell script
(``repro.sh``: exit 1 when the finding reproduces, 0 when not; the candidate file is the last
argument, default ``program.mlir`` next to the script: the ``mlir-reduce`` test contract), and
:class:`Oracle` runs them from Python (with a cache of lowerings and runs, and a deadline for
``smith reduce --time-limit``).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import time
from collections.abc import Sequence
from pathlib import Path

import attrs

from ground.compiler import OptCall, RunCall, run_call
from ground.errors import UsageError
from ground.proc import ToolResult
from ground.toolchain import Toolchain
from lowering.execute import Stage, runner_call
from lowering.failure import full_signature
from lowering.findings.uninit import PATTERNS, PatternRuns, run_patterns
from lowering.pipeline import render, split_pipeline
from lowering.runtime_check import parse_failure
from lowering.verdict import DIFFERENCES

KINDS = ("difference", "compile", "run", "verify", "uninit")
_ADDR = re.compile(r"base@ = 0x[0-9a-fA-F]*")
# placeholders lowering.signature.normalize_message puts where the raw text varies
_PLACEHOLDER = re.compile(r"%arg\?|%\?|0x\?|:L\b|\^bb\?|loc\(\?\)|\bt\?")
_ASSERTION = re.compile(r"Assertion [`'](.*)[`'] failed")


def mask_output(text: str) -> str:
    """Runner stdout as the test compares it: memref base addresses masked, trailing blanks of
    every line dropped (``sed -e 's/base@ = 0x[0-9a-fA-F]*/base@ = 0x?/g' -e
    's/[[:space:]]*$//'`` in the script)."""
    return "\n".join(ln.rstrip() for ln in _ADDR.sub("base@ = 0x?", text).split("\n"))


def needle_of(signature: str | None) -> tuple[str | None, bool]:
    """The fixed string a failure's output must contain, and whether finding it needs symbolized
    stack frames (a signal without an assertion is known by its top frame).

    ``signature`` is a finding signature of :mod:`lowering.verdict` / :mod:`lowering.failure`
    (``primary line [@ frame < frame < frame]``, ``runtime: `` / ``verify: `` prefixes, ``runtime
    check: op: message``). The needle is the longest piece of the primary line without the
    placeholders normalisation put where the raw text varies (SSA names, line numbers,
    addresses); None when nothing fixed is left (``exit 1``, ``signal 11`` without frames).
    """
    if not signature:
        return None, False
    sig = re.sub(r"^(?:runtime|verify): ", "", signature)
    primary, _, frames = sig.partition(" @ ")
    if primary.startswith("runtime check: "):
        return primary.split(": ", 2)[-1] or None, False
    m = _ASSERTION.search(primary)
    if m:
        primary = m.group(1)
    elif re.fullmatch(r"signal \d+|exit -?\d+|timeout", primary.strip()):
        top = frames.split(" < ", 1)[0].strip().split("::")[-1]  # `file.S:L`: line dropped
        top = max((p.strip() for p in _PLACEHOLDER.split(top)), key=len, default="")
        return (top, True) if top else (None, False)
    else:  # the op name lowering.signature appends to an error that does not name it
        primary = re.sub(r" \[[\w.$]+\]$", "", re.sub(r"^error:\s*", "", primary))
    pieces = [p.strip() for p in _PLACEHOLDER.split(primary)]
    best = max(pieces, key=len, default="")
    return (best[:80] or None), False


@attrs.frozen
class Step:
    """One pipeline of a finding: its pass list, the passes rendered inside ``func.func(...)``
    and the exact ``builtin.module(...)`` text that is run."""

    passes: tuple[str, ...]
    func_nested: frozenset[str]
    pipeline: str

    @classmethod
    def of(cls, pipeline: str, func_nested: Sequence[str] | None = None) -> Step:
        """The step running ``pipeline`` verbatim (``func_nested``: base names nested when the
        pass list is changed; default: those nested in ``pipeline``)."""
        passes, nested = split_pipeline(pipeline)
        return cls(passes, frozenset(func_nested) if func_nested is not None else nested,
                   pipeline)

    def with_passes(self, passes: Sequence[str]) -> Step:
        return Step(tuple(passes), self.func_nested, render(passes, self.func_nested))

    def to_json(self) -> dict:
        return {"pipeline": self.pipeline, "passes": list(self.passes),
                "func_nested": sorted(self.func_nested)}

    @classmethod
    def from_json(cls, data: dict) -> Step:
        return cls(tuple(data["passes"]), frozenset(data["func_nested"]), data["pipeline"])


@attrs.frozen
class FindingTest:
    """What a finding is, as a test on a program (see the module docstring).

    Attributes:
        kind: one of :data:`KINDS`.
        finding_kind: the finding's verdict kind (``wrong-code``, ``crash``, ...).
        step: the divergent (``difference``) or failing pipeline; None for ``verify``.
        reference: the reference pipeline of a ``difference``.
        signature: the recorded finding signature (shown by ``smith replay``).
        needle: fixed string the failing tool's stderr (``run``: output) must contain; None:
            any non-zero exit.
        symbolize: the needle is a stack frame (LLVM symbolization stays on; otherwise it is
            turned off, which makes a crash ~10x cheaper).
        timeout: seconds; set for a finding that timed out (interesting: it times out again).
        entry: the function ``mlir-runner`` calls (``-e``; ``smith run --entry``).
    """

    kind: str = attrs.field(validator=attrs.validators.in_(KINDS))
    finding_kind: str
    step: Step | None = None
    reference: Step | None = None
    signature: str | None = None
    needle: str | None = None
    symbolize: bool = False
    timeout: float | None = None
    entry: str = "main"

    def with_passes(self, passes: Sequence[str] | None = None,
                    reference: Sequence[str] | None = None) -> FindingTest:
        """The same test with other pass lists for the divergent/failing and reference steps."""
        step = self.step.with_passes(passes) if passes is not None and self.step else self.step
        ref = (self.reference.with_passes(reference) if reference is not None and self.reference
               else self.reference)
        return attrs.evolve(self, step=step, reference=ref)

    def to_json(self) -> dict:
        out = attrs.asdict(self, recurse=False)
        out["step"] = self.step.to_json() if self.step else None
        out["reference"] = self.reference.to_json() if self.reference else None
        return out

    @classmethod
    def from_json(cls, data: dict) -> FindingTest:
        """A stored frame needle with a placeholder (``file.S:L``) is derived again."""
        d = dict(data)
        d["step"] = Step.from_json(d["step"]) if d.get("step") else None
        d["reference"] = Step.from_json(d["reference"]) if d.get("reference") else None
        if d.get("needle") and d.get("symbolize") and _PLACEHOLDER.search(d["needle"]):
            d["needle"], d["symbolize"] = needle_of(d.get("signature"))
        return cls(**d)


def failure_test(finding_kind: str, stage: str, pipeline: str | None, signature: str | None,
                 func_nested: Sequence[str] | None = None,
                 timeout: float | None = None, entry: str = "main") -> FindingTest:
    """The test of a failure found at ``stage`` (``verify``, ``compile`` or ``run``) of
    ``pipeline``; ``timeout`` for a step that timed out; ``entry`` the function run."""
    needle, symbolize = needle_of(signature) if timeout is None else (None, False)
    step = (Step.of(pipeline, func_nested) if pipeline is not None and stage != Stage.VERIFY
            else None)
    return FindingTest(stage, finding_kind, step, None, signature, needle, symbolize, timeout,
                       entry)


def difference_test(finding_kind: str, reference: Step, divergent: Step,
                    signature: str | None = None, entry: str = "main") -> FindingTest:
    """The test of a difference between the outputs of two pipelines (``entry``: the
    function run)."""
    return FindingTest("difference", finding_kind, divergent, reference, signature,
                       entry=entry)


# ---- the finding directory ------------------------------------------------------------------

def _resource_pipeline(path: Path) -> str | None:
    m = re.search(r'mlir_reproducer:\s*\{\s*pipeline:\s*("(?:[^"\\]|\\.)*")', path.read_text()) \
        if path.is_file() else None
    return json.loads(m.group(1)) if m else None


def _legacy_test(d: Path, meta: dict) -> FindingTest:
    """The test of a finding written before ``meta.json`` carried one."""
    kind = meta.get("finding_kind") or meta.get("verdict")
    sig = meta.get("finding_signature") or meta.get("signature")
    if kind in DIFFERENCES and meta.get("divergent_passes"):
        steps = []
        for role, repro in (("reference", "repro-ref.mlir"), ("divergent", "repro.mlir")):
            nested = meta.get(f"{role}_func_nested", [])
            text = _resource_pipeline(d / repro) or render(meta[f"{role}_passes"], set(nested))
            steps.append(Step.of(text, nested))
        return difference_test(kind, steps[0], steps[1], sig)
    if kind == "invalid":
        return failure_test(kind, "verify", None, sig)
    pipeline = meta.get("repro_pipeline")
    path = next((p for p in meta.get("paths", []) if p["name"] == meta.get("failing_path")),
                None)
    if pipeline is None or path is None:
        raise UsageError(f"{d}: cannot tell how to replay this {kind} finding (no reproducer "
                         "pipeline in meta.json)")
    return failure_test(kind, path.get("stage") or "compile", pipeline, sig)


@attrs.frozen
class Finding:
    """A finding (or reduced finding) directory: its test, program and metadata."""

    dir: Path
    test: FindingTest
    program: str
    meta: dict
    program_file: str


def load_finding(directory: str | Path) -> Finding:
    """Read a finding directory of ``smith run`` (``meta.json`` + ``program.mlir``) or of
    ``smith reduce`` (``reduce.json`` + ``reduced.mlir``).

    Raises:
        UsageError: not such a directory, or no way to replay it.
    """
    d = Path(directory)
    for meta_name, prog_name in (("meta.json", "program.mlir"), ("reduce.json", "reduced.mlir")):
        if (d / meta_name).is_file():
            break
    else:
        raise UsageError(f"{d} is not a finding directory (no meta.json)")
    try:
        meta = json.loads((d / meta_name).read_text())
        program = (d / prog_name).read_text()
    except (OSError, json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise UsageError(f"{d} is not a readable finding directory: {exc}") from None
    if meta.get("test"):
        test = FindingTest.from_json(meta["test"])
    elif meta_name == "meta.json":
        test = _legacy_test(d, meta)
    else:
        raise UsageError(f"{d}: reduce.json has no test (written by an older smith)")
    return Finding(d, test, program, meta, prog_name)


# ---- running the test -------------------------------------------------------------------------

@attrs.frozen
class Outcome:
    """Result of the test on one program.

    Attributes:
        reproduced: the finding shows.
        reason: one line: what was seen.
        outputs: masked runner outputs by role (``reference``, ``divergent``) when they ran.
        failure: stderr (run: output) of the failing tool, when a tool failed.
        timed_out: a step hit its time limit.
        signature: the failing tool's crash signature (``lowering.failure.full_signature``).
    """

    reproduced: bool
    reason: str
    outputs: dict[str, str] = attrs.field(factory=dict)
    failure: str = ""
    timed_out: bool = False
    signature: str | None = None


class Oracle:
    """Runs a :class:`FindingTest` on programs with the real toolchain.

    Lowerings and runs are cached by (program hash, pipeline) unless ``cache`` is False (to
    try a nondeterministic failure again): the reference of a reduction candidate is computed
    once; a step that timed out is not cached. ``keep_lowered``: how many of the last lowered
    programs :meth:`lowered` gives back (0: none). ``deadline`` (a ``time.monotonic()`` value)
    makes :meth:`search` answer False once passed (reductions stop there); ``max_runs`` does
    the same once the oracle ran its tools that many times (:attr:`processes`), a budget that
    does not depend on the machine's speed or load; :meth:`check` always runs.
    ``isolation``: how the tools run (``ground.compiler.ISOLATIONS``): ``"subprocess"``
    (default: a reduction of a crash would kill and restart the worker on every candidate) or
    ``"worker"`` (in the compiler worker, which re-runs as the tool whatever it cannot give
    exactly as the tool would: a crash, a diagnostic it does not render), for tests that
    mostly lower and run, such as the localisation of a wrong-code difference. ``codegen``
    False runs ``mlir-runner`` without the code generation options of
    ``Toolchain.runner_codegen`` (whether a finding needs them: ``smith report-bug``).

    Attributes:
        tests: programs tested (cache hits included).
        processes: tool runs (in the compiler worker or as processes).
        slowest: seconds of the slowest tool run so far.
    """

    def __init__(self, toolchain: Toolchain, work: Path, timeout: float = 60.0,
                 deadline: float | None = None, cache: bool = True,
                 keep_lowered: int = 0, isolation: str = "subprocess",
                 max_runs: int | None = None, codegen: bool = True) -> None:
        self.tc = toolchain
        self.codegen = codegen
        self.isolation = isolation
        self.keep_lowered = keep_lowered
        self._lowered: dict[tuple[str, str], str] = {}
        self.cache = cache
        self.work = Path(work).resolve()  # tools run with cwd=work: every path absolute
        self.work.mkdir(parents=True, exist_ok=True)
        self.timeout = timeout
        self.deadline = deadline
        self.max_runs = max_runs
        self.tests = 0
        self.processes = 0
        self.slowest = 0.0
        self._cache: dict[tuple[str, str], tuple[ToolResult, ToolResult | None]] = {}
        self._filled: dict[tuple[str, str], PatternRuns | None] = {}

    def out_of_time(self) -> bool:
        """The budget is spent: the deadline has passed, or the tools ran ``max_runs``
        times."""
        return ((self.deadline is not None and time.monotonic() > self.deadline)
                or (self.max_runs is not None and self.processes >= self.max_runs))

    def _tool(self, call: OptCall | RunCall, limit: float | None, symbolize: bool
              ) -> ToolResult:
        self.processes += 1
        env = () if symbolize else ("LLVM_DISABLE_SYMBOLIZATION=1",)
        res = run_call(attrs.evolve(call, env=env), timeout=limit or self.timeout,
                       cwd=self.work, isolation=self.isolation)
        self.slowest = max(self.slowest, res.seconds)
        return res

    def lower_and_run(self, text: str, step: Step, run: bool = True, symbolize: bool = False,
                      opt_limit: float | None = None, run_limit: float | None = None,
                      entry: str = "main") -> tuple[ToolResult, ToolResult | None]:
        """``mlir-opt`` (:func:`opt_argv`) on ``text`` along ``step``, then, when it succeeds
        and ``run``, ``mlir-runner`` on the result, calling ``@entry``; cached by (program,
        pipeline, run, entry)."""
        key = _cache_key(text, step, run, entry)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        src, out = self.work / "candidate.mlir", self.work / "candidate.ll.mlir"
        src.write_text(text)
        comp = self._tool(opt_call(self.tc, src, step.pipeline, out), opt_limit, symbolize)
        call = runner_call(self.tc, out, entry)
        if not self.codegen:
            call = attrs.evolve(call, codegen=())
        res = self._tool(call, run_limit, True) if run and comp.ok else None
        if self.keep_lowered and comp.ok:
            self._lowered[key] = out.read_text()
            while len(self._lowered) > self.keep_lowered:  # oldest first (insertion order)
                del self._lowered[next(iter(self._lowered))]
        out.unlink(missing_ok=True)
        if self.cache and not comp.timed_out and not (res is not None and res.timed_out):
            self._cache[key] = (comp, res)
        return comp, res

    def lowered(self, text: str, step: Step, entry: str = "main") -> str | None:
        """The LLVM-dialect program ``text`` lowers to along ``step``: one of the last
        ``keep_lowered`` lowerings of :meth:`lower_and_run`, else ``mlir-opt`` is run again;
        None when it fails."""
        hit = self._lowered.get(_cache_key(text, step, True, entry))
        if hit is not None:
            return hit
        src, out = self.work / "candidate.mlir", self.work / "candidate.ll.mlir"
        src.write_text(text)
        comp = self._tool(opt_call(self.tc, src, step.pipeline, out), None, False)
        lowered = out.read_text() if comp.ok else None
        out.unlink(missing_ok=True)
        return lowered

    def check(self, test: FindingTest, text: str) -> Outcome:
        """Run ``test`` on the program ``text``."""
        self.tests += 1
        if test.kind == "difference":
            return self._difference(test, text)
        if test.kind == "uninit":
            return self._uninit(test, text)
        if test.kind == "verify":
            src = self.work / "candidate.mlir"
            src.write_text(text)
            res = self._tool(OptCall(self.tc.mlir_opt, None, input=src, output=os.devnull),
                             test.timeout, test.symbolize)
            return _failure_outcome(test, res, "mlir-opt", res.stderr)
        assert test.step is not None
        compile_only = test.kind == "compile"
        comp, res = self.lower_and_run(
            text, test.step, run=not compile_only, symbolize=test.symbolize,
            opt_limit=test.timeout if compile_only else None,
            run_limit=None if compile_only else test.timeout, entry=test.entry)
        if compile_only:
            return _failure_outcome(test, comp, "mlir-opt", comp.stderr)
        if res is None:
            return Outcome(False, "the pipeline fails before the program runs: "
                           + _first_line(comp), failure=comp.stderr, timed_out=comp.timed_out)
        return _failure_outcome(test, res, "mlir-runner", res.stdout + res.stderr)

    def _uninit(self, test: FindingTest, text: str) -> Outcome:
        outputs: dict[str, str] = {}
        for role, step in (("divergent", test.step), ("reference", test.reference)):
            if step is None:
                continue
            key = _cache_key(text, step, True, "fill:" + test.entry)
            if key not in self._filled:
                lowered = self.lowered(text, step, test.entry)
                self._filled[key] = None if lowered is None else run_patterns(
                    self.tc, lowered, self.work / "filled", test.entry, self.timeout)
            runs = self._filled[key]
            if runs is None:
                return Outcome(False, f"the {role} path fails to lower", outputs)
            for byte, out in zip(PATTERNS, runs.outputs):
                outputs[f"{role} 0x{byte:02x}"] = mask_output(out or "")
            if runs.reads_uninitialised is None:
                return Outcome(False, f"the {role} path fails to run", outputs)
            if role == "divergent" and not runs.stable:
                return Outcome(False, "the output changes between runs with the same fill "
                               "pattern (nondeterministic)", outputs)
            if runs.reads_uninitialised != (role == "divergent"):
                return Outcome(False, f"the {role} output "
                               + ("does not depend" if role == "divergent" else "depends")
                               + " on fresh memory", outputs)
        return Outcome(True, "the output changes with the contents of fresh memory"
                       + (", the reference's does not" if test.reference else ""), outputs)

    def search(self, test: FindingTest, text: str) -> bool:
        """:meth:`check` for a reduction step: False once the deadline has passed."""
        return not self.out_of_time() and self.check(test, text).reproduced

    def _difference(self, test: FindingTest, text: str) -> Outcome:
        outputs: dict[str, str] = {}
        for role, step in (("reference", test.reference), ("divergent", test.step)):
            assert step is not None
            comp, run = self.lower_and_run(text, step, symbolize=test.symbolize,
                                           entry=test.entry)
            if run is None:
                return Outcome(False, f"the {role} path fails to lower: {_first_line(comp)}",
                               outputs, comp.stderr, comp.timed_out)
            if not run.ok:
                return Outcome(False, f"the {role} path fails to run: {_first_line(run)}",
                               outputs, run.stderr, run.timed_out)
            outputs[role] = mask_output(run.stdout)
        if outputs["reference"] == outputs["divergent"]:
            return Outcome(False, "the outputs agree", outputs)
        n = sum(a != b for a, b in zip(outputs["reference"].split("\n"),
                                       outputs["divergent"].split("\n")))
        return Outcome(True, f"the outputs differ ({n} line(s))", outputs)


def _cache_key(text: str, step: Step, run: bool, entry: str) -> tuple[str, str]:
    return (hashlib.sha256(text.encode()).hexdigest() + str(run) + entry, step.pipeline)


def _first_line(res: ToolResult) -> str:
    if res.timed_out:
        return "timed out"
    return next((ln.strip() for ln in res.stderr.splitlines() if ln.strip()),
                f"exit {res.returncode}")


def _failure_outcome(test: FindingTest, res: ToolResult, tool: str, output: str) -> Outcome:
    """The verdict of a failure test on one tool result (``output``: what the needle is
    searched in); the signature as ``smith run`` writes it (``lowering.verdict``)."""
    sig = None
    if not res.ok and not res.timed_out:
        check = parse_failure(res.stdout) if tool == "mlir-runner" else None
        sig = check.signature if check else (
            ("runtime: " if tool == "mlir-runner" else "") + full_signature(res))
    if test.timeout is not None:
        return Outcome(res.timed_out, f"{tool} " + ("times out" if res.timed_out else
                                                     "finishes in time"), failure=output,
                       timed_out=res.timed_out)
    if res.timed_out:
        return Outcome(False, f"{tool} times out", failure=output, timed_out=True)
    if res.ok:
        return Outcome(False, f"{tool} succeeds", failure=output)
    if test.needle is not None and test.needle not in output:
        return Outcome(False, f"{tool} fails differently", failure=output, signature=sig)
    return Outcome(True, f"{tool} fails", failure=output, signature=sig)


def opt_call(toolchain: Toolchain, src: Path | str, pipeline: str, out: Path | str) -> OptCall:
    """The mlir-opt call of a test step (what ``--run-reproducer`` does with a reproducer
    whose resource block sets this pipeline, ``disable_threading`` and ``verify_each``)."""
    return OptCall(toolchain.mlir_opt, pipeline, input=src, output=out, threading=False)


def opt_argv(toolchain: Toolchain, src: Path | str, pipeline: str, out: Path | str) -> list[str]:
    """The command line of :func:`opt_call`:
    ``mlir-opt SRC --pass-pipeline=P --mlir-disable-threading -o OUT``."""
    return opt_call(toolchain, src, pipeline, out).argv()
