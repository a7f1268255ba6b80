"""Fill-pattern reduction of an uninitialised-read finding (``smith reduce`` on a wrong-code
finding ``smith triage`` labelled ``uninit-*``, ``lowering.findings.triage``).

The outputs of such a finding differ because a lowered program reads memory it never wrote,
so the two paths' outputs are not the test: the test is the one triage classified it with
(``lowering.findings.uninit``), at the same place:

- ``uninit-input`` (our generator's bug): the program's output changes when its own fresh
  allocations (``tensor.empty``, ``memref.alloc``/``alloca``) are filled with one byte pattern
  or another (``lowering.findings.uninit.depends_on_fresh``);
- ``uninit-every-path`` (pass ``X`` of the pure lowering ``L``): the same fill after ``L[:k]``
  (``X`` = ``L[k-1]``) changes the output, after ``L[:k-1]`` it does not;
- ``uninit-after-pass`` (pass ``X`` of the divergent path ``D``): ``D[:k]`` completed by a pure
  lowering reads uninitialised memory (fresh memory filled at the LLVM level, heap and stack,
  ``lowering.findings.uninit.run_patterns``), ``D[:k-1]`` completed likewise does not;
- ``uninit-divergent``: the divergent path reads uninitialised memory, the pure lowering not.

A candidate must also keep the op that first uses the buffer read uninitialised
(``lowering.findings.uninit.read_buffer``: a reduction of one ``one-shot-bufferize`` bug must not
slide
to another), and each stage's result passes the test once ``ubfix`` guarded it (an
out-of-bounds read is not an uninitialised one). The stages are those of a wrong-code reduction
(``lowering.reduction.steps``: one output line kept, regions inlined, op-level delta debugging,
returned values dropped), each candidate cleaned of dead code.

The reduced finding's test (``reduce.json`` ``test``, ``reduce.sh``, ``smith replay``) is the
``uninit`` test of ``lowering.findings.finding_test`` on fixed pipelines: the path that reads
(``L``,
``D[:k]`` + its completion, or ``D``) against the one that does not (``D[:k-1]`` + its
completion, or ``L``; none for ``input`` and ``every-path``, where every lowering reads).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import attrs

from ground.errors import UsageError
from lowering.findings.finding_test import FindingTest, Oracle
from lowering.findings.uninit import (
    completed_runs,
    depends_on_fresh,
    read_buffer,
    run_patterns,
)
from lowering.passmap import PassMap
from lowering.paths import pure_path
from lowering.pipeline import PassRunner
from lowering.reduction.steps import clean, guarded, reduce_ops

LABELS = ("uninit-input", "uninit-every-path", "uninit-after-pass", "uninit-divergent")


@attrs.define
class FillTest:
    """The fill-pattern test of an uninitialised-read finding (module docstring).

    Attributes:
        label: one of :data:`LABELS`.
        passes: the pass list the place is on (``L`` or ``D``).
        k: the prefix length through the pass that introduces the read (None: no pass).
        user: the op first using the buffer read uninitialised (None: not checked).
        oracle: gives the toolchain, the scratch directory, the deadline and the test count.
    """

    label: str
    passes: tuple[str, ...]
    k: int | None
    runner: PassRunner
    pm: PassMap
    oracle: Oracle
    entry: str = "main"
    user: str | None = None
    _n: int = 0

    def _dir(self) -> Path:
        self._n += 1
        return self.oracle.work / "fill" / str(self._n % 8)

    def _prefix(self, text: str, j: int) -> str | None:
        if j == 0:
            return text
        res = self.runner.run(text, list(self.passes[:j]))
        return res.ir if res.ok else None

    def _fresh(self, text: str, j: int) -> bool | None:
        """The output depends on the fresh allocations of the IR after ``passes[:j]``."""
        ir = self._prefix(text, j)
        return None if ir is None else depends_on_fresh(
            ir, self.pm, self.runner, self.oracle.tc, self._dir(), self.entry,
            self.oracle.timeout)

    def _reads(self, text: str, j: int | None) -> bool | None:
        """``passes[:j]`` (None: the pure lowering) completed by a pure lowering reads
        uninitialised memory (LLVM-level fill)."""
        runs = completed_runs(text, self.passes[:j] if j is not None else (), self.runner,
                              self.pm, self.oracle.tc, self._dir(), self.entry,
                              self.oracle.timeout)
        return runs.reads_uninitialised if runs is not None and runs.stable else None

    def holds(self, text: str) -> bool:
        """``text`` reads uninitialised memory at the finding's place (False past the
        deadline)."""
        if self.oracle.out_of_time():
            return False
        self.oracle.tests += 1
        k = self.k
        if self.label == "uninit-input":
            ok = self._fresh(text, 0) is True
        elif self.label == "uninit-every-path":
            assert k is not None
            ok = self._fresh(text, k) is True and self._fresh(text, k - 1) is False
        elif self.label == "uninit-after-pass":
            assert k is not None
            ok = self._reads(text, k) is True and self._reads(text, k - 1) is False
        else:
            ok = (self._reads(text, len(self.passes)) is True
                  and self._reads(text, None) is False)
        return ok and (self.user is None or self.buffer_user(text) == self.user)

    def buffer_user(self, text: str) -> str | None:
        """The op first using the buffer read uninitialised after ``passes[:k]``."""
        ir = self._prefix(text, self.k or 0)
        return None if ir is None else read_buffer(
            ir, self.pm, self.runner, self.oracle.tc, self._dir(), self.entry,
            self.oracle.timeout)

    def final_test(self, test: FindingTest, text: str) -> FindingTest:
        """The ``uninit`` test of ``lowering.findings.finding_test`` on fixed pipelines for the
        reduced
        ``text`` (module docstring)."""
        assert test.step is not None
        base = attrs.evolve(test, kind="uninit", reference=None)
        pure = pure_path(text, self.pm) or self.passes
        k = self.k
        if self.label == "uninit-after-pass" and k is not None:
            reads, clean_ = ([*self.passes[:j], *(pure_path(self._prefix(text, j) or text,
                                                            self.pm) or ())]
                             for j in (k, k - 1))
            return attrs.evolve(base.with_passes(reads), reference=test.step.with_passes(
                clean_))
        if self.label == "uninit-divergent":
            return attrs.evolve(base, reference=test.step.with_passes(pure))
        return base.with_passes(pure if self.label == "uninit-input" else self.passes)


def fill_test(triage: dict, test: FindingTest, program: str, runner: PassRunner, pm: PassMap,
              oracle: Oracle) -> FillTest:
    """The fill test of a finding from its ``triage.json`` data (``lowering.findings.triage``).

    Raises:
        UsageError: the label is not an uninitialised read, or the program does not pass the
            test.
    """
    label = triage.get("label")
    if label not in LABELS:
        raise UsageError(f"not an uninitialised read (smith finding triage says {label})")
    assert test.step is not None
    un = triage.get("uninit") or {}
    k = None
    if label == "uninit-every-path":
        passes = pure_path(program, pm) or ()
        before = tuple(un.get("before") or ())
        k = len(before) + 1
        if tuple(passes[:len(before)]) != before:
            raise UsageError("the pure lowering changed since smith finding triage ran; run it "
                             "again")
    else:
        passes = tuple(test.step.passes)
        if label == "uninit-after-pass":
            k = un["index"] + 1
    ft = FillTest(label, tuple(passes), k, runner, pm, oracle, test.entry)
    ft.user = triage.get("buffer_user") if label in ("uninit-every-path",
                                                     "uninit-after-pass") else None
    if not ft.holds(program):
        raise UsageError(f"the finding's uninitialised read ({label}) does not reproduce")
    return ft


def reduce_uninit(ft: FillTest, program: str, log: Callable[[str], None],
                  report: Callable[[str | None], None]) -> str:
    """The reduced program (module docstring); ``report(candidate or None)`` after each test.
    """
    # remove-dead-values runs as one stage of reduce_ops (it crashes on some loops: as a
    # subprocess without a symbolized stack that costs ~0.1 s); candidates are cleaned in
    # process
    runner = PassRunner(ft.oracle.tc, frozenset(), timeout=ft.oracle.timeout,
                        isolation="subprocess")
    runner.symbolize = False

    def pred(cand: str) -> str | None:
        c = clean(cand, None, ft.entry)
        ok = ft.holds(c)
        report(c if ok else None)
        return c if ok else None

    def keep(t: str) -> bool:
        fixed = guarded(t)
        return fixed is not None and ft.holds(fixed)

    return reduce_ops(program, _pattern_outputs(ft, program), pred, keep,
                      "  the result does not read fresh memory once ubfix guards it: stage "
                      "undone", runner, log, ft.oracle.out_of_time, ft.entry)


def _pattern_outputs(ft: FillTest, program: str) -> dict[str, str]:
    """The outputs of the reading path's lowering with the two fill patterns, as the
    ``reference``/``divergent`` pair ``cut_to_lines`` keeps one differing line of."""
    low = ft.runner.run(program, list(ft.passes))
    runs = run_patterns(ft.oracle.tc, low.ir or "", ft.oracle.work / "fill" / "outputs",
                        ft.entry, ft.oracle.timeout) if low.ok else None
    if runs is None or any(o is None for o in runs.outputs):
        return {"reference": "", "divergent": ""}
    return {"reference": runs.outputs[0] or "", "divergent": runs.outputs[1] or ""}
