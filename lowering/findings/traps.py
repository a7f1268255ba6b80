"""Run-time traps (SIGFPE, SIGSEGV, SIGILL, SIGBUS while the lowered program runs): from our
program, or introduced by a lowering?

A UB-free program never traps, whatever the lowering. For a program that traps on a path:

1. **runtime verification**: the program runs on the runtime-check path (``lowering.
   runtime_check``: MLIR's ``generate-runtime-verification``, then a pure lowering). A failed
   check means the program still has UB: ``program-ub``, a gap of our UB elimination (``ubfix``:
   add or fix the rule for that op);
2. **pure lowering**: the program runs on its pure lowering path (no optimisation pass: the path
   with the fewest passes). When it does not trap, an optimisation of the trapping path
   introduced the trap: the pass list of the trapping path is minimised (it must still trap)
   and the pass whose removal makes the program run is named: ``introduced-by-pass``;
3. otherwise every lowering traps and no check fails: ``every-lowering``. Either a conversion
   every path shares is wrong (MLIR bug: reduce the finding to see the op, e.g.
   ``convert-index-to-llvm`` computing ``index.ceildivs(INT_MAX, -1)`` as
   ``(INT_MAX + 1) / -1``), or UB neither our rules nor MLIR's checks cover. The op kinds of
   :data:`TRAP_OPS` found in the program are listed to start with, and the known MLIR bugs of
   ``known_traps.json`` whose key matches are tried (``lowering.known_traps``): the first
   whose confirming edit makes the program run to the end gives ``known_id`` and names its
   pass.
"""

from __future__ import annotations

import re
import signal
from collections.abc import Sequence
from pathlib import Path

import attrs

from ground.draw import Draw
from ground.proc import ToolResult, run_tool
from ground.toolchain import Toolchain
from lowering.execute import compile_path, runner_argv
from lowering.findings.localise import ddmin, lowered_by_pass
from lowering.known_traps import KnownTrap, candidates, load_known_traps, trap_key
from lowering.passmap import PassMap
from lowering.paths import pure_path
from lowering.pipeline import PassRunner
from lowering.runtime_check import check_path, needs_fallback, parse_failure

CLASSES = ("program-ub", "introduced-by-pass", "every-lowering", "no-trap", "unknown")
TRAP_SIGNALS = (signal.SIGFPE, signal.SIGSEGV, signal.SIGILL, signal.SIGBUS)
# ops whose lowering can divide (SIGFPE) or access memory (SIGSEGV)
TRAP_OPS = re.compile(
    r"\b(?:index\.(?:ceildiv[su]|floordivs|div[su]|rem[su])|arith\.(?:ceildiv[su]i|floordivsi|"
    r"div[su]i|rem[su]i)|memref\.(?:copy|load|store)|vector\.(?:load|store|gather|scatter|"
    r"transfer_read|transfer_write|maskedload|maskedstore))\b")


def trap_signal(res: ToolResult | None) -> int | None:
    """The trap signal a runner result ended with (``-N`` return code, or ``128+N`` behind a
    shell), else None."""
    if res is None or res.timed_out or res.returncode is None:
        return None
    rc = res.returncode
    sig = -rc if rc < 0 else rc - 128 if rc > 128 else None
    return sig if sig in {int(s) for s in TRAP_SIGNALS} else None


@attrs.frozen
class TrapReport:
    """Outcome of :func:`classify_trap`.

    Attributes:
        classification: one of :data:`CLASSES`.
        signal: the trap signal number of the trapping path.
        pass_name: the pass that introduces the trap (``introduced-by-pass``).
        check: the failed runtime check (``program-ub``: op, message, location).
        pure_signal: the signal of the pure lowering's run (None: it ran to the end).
        minimal: the minimised trapping pass list (``introduced-by-pass``).
        trap_ops: op names of :data:`TRAP_OPS` in the program.
        lowered_by: ``{op: pass}``: the pass of the pure lowering that converts each of
            ``trap_ops`` (``every-lowering``): the candidates for the pass that traps.
        known_id: the known MLIR bug confirmed (``every-lowering``; its pass is
            ``pass_name``), else None.
        reason: one line.
    """

    classification: str
    signal: int | None = None
    pass_name: str | None = None
    check: dict | None = None
    pure_signal: int | None = None
    minimal: tuple[str, ...] = ()
    trap_ops: tuple[str, ...] = ()
    lowered_by: dict[str, str] = attrs.field(factory=dict)
    known_id: str | None = None
    reason: str = ""

    def to_json(self) -> dict:
        return attrs.asdict(self)


def classify_trap(program: str, trapping: Sequence[str], func_nested: frozenset[str],
                  pm: PassMap, toolchain: Toolchain, work: Path, entry: str = "main",
                  timeout: float = 60.0) -> TrapReport:
    """Classify the run-time trap of ``program`` on the pass list ``trapping`` (module
    docstring). ``work``: scratch directory. Never raises on a tool failure."""
    work.mkdir(parents=True, exist_ok=True)
    ops = tuple(sorted(set(TRAP_OPS.findall(re.sub(r"//[^\n]*", "", program)))))
    runner = PassRunner(toolchain, func_nested, timeout=timeout)
    run_sig = _SignalRuns(program, runner, toolchain, work, entry, timeout).run

    _ran, sig = run_sig(trapping, "trapping")
    if sig is None:
        return TrapReport("no-trap", trap_ops=ops, reason="the path does not trap")
    for also_after in (True, False):
        rv = compile_path(program, check_path(program, pm, Draw(0), toolchain, timeout,
                                              also_after=also_after),
                          toolchain, work / "rv", timeout=timeout, crash_reproducer=False,
                          entry=entry)
        if not needs_fallback(rv):
            break
    failure = parse_failure(rv.run.stdout) if rv.run is not None else None
    if failure is not None:
        return TrapReport("program-ub", sig, check=failure.to_json(), trap_ops=ops,
                          reason=f"MLIR's runtime check fails: {failure.signature}")
    pure = pure_path(program, pm)
    pure_ok, pure_sig = run_sig(pure, "pure") if pure is not None else (False, None)
    if pure_sig is not None:
        lowered_by = lowered_by_pass(runner, program, pure, ops)
        known = _confirmed_known(program, pure_sig, pure, pm, run_sig)
        if known is not None:
            return TrapReport("every-lowering", sig, known.pass_name, pure_signal=pure_sig,
                              trap_ops=ops, lowered_by=lowered_by, known_id=known.id,
                              reason=f"every lowering traps; known MLIR bug {known.id} of "
                              f"{known.pass_name}: the program runs with its {known.stage} "
                              "edited as the bug's confirm says")
        return TrapReport("every-lowering", sig, pure_signal=pure_sig, trap_ops=ops,
                          lowered_by=lowered_by,
                          reason="the pure lowering traps too and no runtime check fails: a "
                          "conversion every path shares, or UB no check covers")
    if not pure_ok:
        return TrapReport("unknown", sig, trap_ops=ops,
                          reason="the pure lowering does not lower or run")
    minimal = ddmin(list(trapping), lambda ps: run_sig(ps, "cand")[1] is not None)
    for i, p in enumerate(minimal):
        ok, s = run_sig(minimal[:i] + minimal[i + 1:], "cand")
        if ok and s is None:
            return TrapReport("introduced-by-pass", sig, p, pure_signal=None,
                              minimal=tuple(minimal), trap_ops=ops,
                              reason=f"the pure lowering runs; without {p} the minimal "
                              "trapping path runs too")
    return TrapReport("unknown", sig, minimal=tuple(minimal), trap_ops=ops,
                      reason="the pure lowering runs, but no single pass of the minimal "
                      "trapping path removes the trap")


@attrs.frozen
class _SignalRuns:
    """Lower a program (or an edit of it) on a pass list and run it: whether it ran to the end
    and its trap signal."""

    program: str
    runner: PassRunner
    toolchain: Toolchain
    work: Path
    entry: str
    timeout: float

    def run(self, passes: Sequence[str], tag: str, text: str | None = None,
            known: KnownTrap | None = None) -> tuple[bool, int | None]:
        """(lowered and ran to the end, trap signal) of ``text`` (default: the program) on
        ``passes``; ``known``: its ``lowered`` edit is applied to the lowered IR (not
        lowered, or the edit changes nothing: ``(False, None)``)."""
        low = self.runner.run(self.program if text is None else text, passes)
        if not low.ok:
            return False, None
        ir = low.ir or ""
        if known is not None:
            edited = known.edit(ir)
            if edited is None:
                return False, None
            ir = edited
        f = self.work / f"{tag}.ll.mlir"
        f.write_text(ir)
        res = run_tool(runner_argv(self.toolchain, f, self.entry), timeout=self.timeout,
                       cwd=self.work)
        return res.ok, trap_signal(res)


def known_trap(program: str, sig: int, func_nested: frozenset[str], pm: PassMap,
               toolchain: Toolchain, work: Path, entry: str = "main",
               timeout: float = 60.0) -> KnownTrap | None:
    """The known MLIR bug (``known_traps.json``) behind ``program``'s run-time trap with signal
    ``sig``, confirmed as :func:`classify_trap` does for a trap of every lowering: the pure
    lowering traps too and the entry's edit makes it run to the end. Free for a program whose
    trap key no entry matches (no tool run); else 2-3 runs. Never raises on a tool failure."""
    if not candidates(trap_key(program, sig), load_known_traps()):
        return None
    work.mkdir(parents=True, exist_ok=True)
    runs = _SignalRuns(program, PassRunner(toolchain, func_nested, timeout=timeout), toolchain,
                       work, entry, timeout)
    pure = pure_path(program, pm)
    pure_sig = runs.run(pure, "pure")[1] if pure is not None else None
    if pure_sig is None:
        return None
    return _confirmed_known(program, pure_sig, pure, pm, runs.run)


def _confirmed_known(program: str, sig: int, pure: Sequence[str], pm: PassMap,
                     run_sig) -> KnownTrap | None:
    """The first known trap whose pattern matches the key of ``program`` trapping with ``sig``
    on its pure lowering ``pure`` and whose confirming edit makes it run to the end
    (``program`` edit: on the edited program's own pure lowering, as the edit may bring ops
    other passes convert; ``lowered`` edit: on the pure lowering's IR)."""
    for k in candidates(trap_key(program, sig), load_known_traps()):
        if k.stage == "lowered":
            ok, s = run_sig(pure, "known", known=k)
        else:
            edited = k.edit(program)
            path = pure_path(edited, pm) if edited else None
            ok, s = run_sig(path, "known", text=edited) if path is not None else (False, None)
        if ok and s is None:
            return k
    return None


def trapping_paths(results: Sequence) -> list:
    """The path results (``execute.PathResult``) that trapped at run time."""
    return [r for r in results if r.stage == "run" and trap_signal(r.run) is not None]

