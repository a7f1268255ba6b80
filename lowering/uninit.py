"""Uninitialised-read detection: does a lowered program's output depend on what fresh memory
holds?

A correct lowering of a UB-free program never reads memory it has not written. To see whether a
lowered program does, it is run twice with fresh memory filled with two different byte patterns:

- **heap**: glibc's ``MALLOC_PERTURB_=N`` fills every block ``malloc`` returns with ``N ^ 0xff``
  (glibc manual, "Memory Allocation Tunables", ``glibc.malloc.perturb``); ``memref.alloc``
  becomes a ``malloc``/``aligned_alloc`` call in ``finalize-memref-to-llvm``;
- **stack**: :func:`fill_allocas` rewrites the *lowered* LLVM-dialect program (after every pass,
  so no pass can see or fold it) to ``llvm.intr.memset`` every ``llvm.alloca`` (what
  ``memref.alloca`` becomes) with the pattern right after it.

An output that changes with the pattern reads uninitialised memory. :func:`locate_uninit`
then tells where the read comes from:

- ``input``: the pure lowering of the program (``paths.draw_paths(optimize=False)``, no
  optimisation pass) already reads uninitialised memory: the program itself does (an unwritten
  ``memref.alloc``, a ``tensor.empty`` read before it is written): a bug of our generator;
- ``after-pass``: prefix ``k`` of the divergent path completed by the pure lowering is the first
  to read uninitialised memory: pass ``k-1`` introduced the read (a finding naming it);
- ``divergent-path``: only the whole divergent path reads it (no prefix shows it);
- ``nondeterministic-runner``: the output changes between two runs with the *same* pattern
  (threads, addresses, time: not the contents of fresh memory);
- ``none``: the output does not depend on fresh memory.

Heap blocks served from glibc's per-thread cache skip the perturbation, so the runs also set
``GLIBC_TUNABLES=glibc.malloc.tcache_count=0``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path

import attrs

from lowering.execute import normalize_output, runner_argv
from lowering.passmap import PassMap
from lowering.paths import draw_paths
from lowering.pipeline import PassRunner, first_failing
from smith.draw import Draw
from smith.proc import run_tool
from smith.toolchain import Toolchain

PATTERNS = (0x55, 0xAA)  # two byte patterns with no bit in common
CLASSES = ("input", "after-pass", "divergent-path", "nondeterministic-runner", "none",
           "unknown")

_ALLOCA = re.compile(
    r"^(?P<indent>\s*)(?P<res>%[\w.$-]+) = llvm\.alloca (?P<n>%[\w.$-]+) x (?P<ty>.+?)"
    r"(?: \{[^{}]*\})? : \((?P<nty>i\d+)\) -> (?P<pty>!llvm\.ptr(?:<\d+>)?)\s*$")


def fill_allocas(lowered: str, byte: int) -> tuple[str, int]:
    """``lowered`` (LLVM-dialect MLIR text) with every ``llvm.alloca`` followed by a memset of
    its whole allocation to ``byte``; returns (text, allocas filled).

    The size is computed in the IR (``getelementptr null[n]`` of the element type, then
    ``ptrtoint``: the data layout's size, struct padding included), so no type is sized here.
    """
    out: list[str] = []
    count = 0
    for line in lowered.split("\n"):
        out.append(line)
        m = _ALLOCA.match(line)
        if m is None:
            continue
        count += 1
        ind, res, n, ty, nty, pty = (m.group(g) for g in
                                     ("indent", "res", "n", "ty", "nty", "pty"))
        t = f"%smith_fill{count}"
        out += [
            f"{ind}{t}_null = llvm.mlir.zero : {pty}",
            f"{ind}{t}_end = llvm.getelementptr {t}_null[{n}] : ({pty}, {nty}) -> {pty}, {ty}",
            f"{ind}{t}_len = llvm.ptrtoint {t}_end : {pty} to i64",
            f"{ind}{t}_val = llvm.mlir.constant({byte if byte < 128 else byte - 256} : i8) : i8",
            f'{ind}"llvm.intr.memset"({res}, {t}_val, {t}_len) <{{isVolatile = false}}> : '
            f"({pty}, i8, i64) -> ()",
        ]
    return "\n".join(out), count


@attrs.frozen
class PatternRuns:
    """Outputs of one lowered program run with each fill pattern.

    Attributes:
        outputs: normalised stdout per pattern (None: the run failed or timed out).
        allocas: stack allocations filled.
        repeat: the first pattern's output of a second run.
    """

    outputs: tuple[str | None, ...]
    allocas: int
    repeat: str | None = None

    @property
    def stable(self) -> bool:
        """The same pattern gives the same output twice."""
        return self.repeat == self.outputs[0]

    @property
    def reads_uninitialised(self) -> bool | None:
        """True when the outputs differ; None when a run failed."""
        if any(o is None for o in self.outputs):
            return None
        return len(set(self.outputs)) > 1


def run_patterns(toolchain: Toolchain, lowered: str, work: Path, entry: str = "main",
                 timeout: float = 30.0, patterns: Sequence[int] = PATTERNS) -> PatternRuns:
    """Run the LLVM-dialect program ``lowered`` once per byte pattern (heap through
    ``MALLOC_PERTURB_``, stack through :func:`fill_allocas`), and the first once more; the
    files go to ``work``."""
    work.mkdir(parents=True, exist_ok=True)
    outputs: list[str | None] = []
    allocas = 0
    for byte in (*patterns, patterns[0]):
        text, allocas = fill_allocas(lowered, byte)
        f = work / f"filled-{byte:02x}.mlir"
        f.write_text(text)
        env = ["env", f"MALLOC_PERTURB_={byte}", "GLIBC_TUNABLES=glibc.malloc.tcache_count=0"]
        res = run_tool([*env, *runner_argv(toolchain, f, entry)], timeout=timeout, cwd=work)
        outputs.append(normalize_output(res.stdout) if res.ok else None)
    return PatternRuns(tuple(outputs[:-1]), allocas, outputs[-1])


@attrs.frozen
class UninitReport:
    """Outcome of :func:`locate_uninit`.

    Attributes:
        classification: one of :data:`CLASSES`.
        pass_name: the pass that introduces the read (``after-pass``).
        index: its index in the divergent pass list.
        divergent: pattern runs of the whole divergent path.
        pure: pattern runs of the pure lowering of the program.
        reason: one line.
    """

    classification: str
    pass_name: str | None = None
    index: int | None = None
    divergent: PatternRuns | None = None
    pure: PatternRuns | None = None
    reason: str = ""

    def to_json(self) -> dict:
        return attrs.asdict(self)


def _pure(ir: str, pm: PassMap) -> tuple[str, ...] | None:
    try:
        paths = draw_paths(ir, pm, Draw(0), k=1, optimize=False)
    except Exception:  # noqa: BLE001 - intermediate IR the path drawer cannot read
        return None
    return tuple(paths[0].passes) if paths else None


def locate_uninit(program: str, divergent: Sequence[str], runner: PassRunner, pm: PassMap,
                  toolchain: Toolchain, work: Path, entry: str = "main",
                  timeout: float = 30.0) -> UninitReport:
    """Whether the divergent path's program reads uninitialised memory, and where the read
    comes from (module docstring).

    Args:
        program: the program text.
        divergent: the divergent path's pass list.
        runner: runs pass lists (its ``func_nested`` renders them).
        pm: the pass map (pure lowering paths).
        work: scratch directory.
        timeout: seconds per ``mlir-runner`` run.

    Never raises on a tool failure (``unknown`` instead).
    """
    whole = runner.run(program, divergent)
    if not whole.ok:
        return UninitReport("unknown", reason="the divergent path does not lower")
    div_runs = run_patterns(toolchain, whole.ir or "", work / "divergent", entry, timeout)
    if div_runs.reads_uninitialised is None:
        return UninitReport("unknown", divergent=div_runs,
                            reason="the divergent program fails with a fill pattern")
    if not div_runs.stable:
        return UninitReport("nondeterministic-runner", divergent=div_runs,
                            reason="the output changes between runs with the same fill pattern")
    pure_runs = None
    pure = _pure(program, pm)
    if pure is not None:
        low = runner.run(program, pure)
        if low.ok:
            pure_runs = run_patterns(toolchain, low.ir or "", work / "pure", entry, timeout)
            if pure_runs.reads_uninitialised:
                return UninitReport("input", divergent=div_runs, pure=pure_runs,
                                    reason="the pure lowering of the program reads "
                                    "uninitialised memory: the program does")
    if not div_runs.reads_uninitialised:
        return UninitReport("none", divergent=div_runs, pure=pure_runs,
                            reason="the output does not depend on fresh memory")
    cache: dict[int, bool | None] = {len(divergent): True}

    def probe(k: int) -> bool | None:
        """Prefix ``k`` completed by a pure lowering reads uninitialised memory (None: the
        completion fails)."""
        if k not in cache:
            pre = runner.run(program, divergent[:k]) if k else None
            ir = program if k == 0 else (pre.ir if pre is not None and pre.ok else None)
            rest = _pure(ir, pm) if ir is not None else None
            low = runner.run(ir, rest) if ir is not None and rest is not None else None
            cache[k] = None
            if low is not None and low.ok:
                r = run_patterns(toolchain, low.ir or "", work / f"prefix-{k}", entry, timeout)
                cache[k] = r.reads_uninitialised
        return cache[k]

    n = len(divergent)
    k = first_failing(n, lambda k: bool(probe(k))) if n else 0
    if n and probe(k) and probe(k - 1) is False:
        return UninitReport("after-pass", divergent[k - 1], k - 1, div_runs, pure_runs,
                            f"prefix {k} of the divergent path, completed by a pure lowering, "
                            "is the first to read uninitialised memory")
    return UninitReport("divergent-path", None, None, div_runs, pure_runs,
                        "the divergent program reads uninitialised memory; no pass could be "
                        "named (a prefix could not be completed by a pure lowering)")
