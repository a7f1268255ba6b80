"""Running pass lists on IR text: one ``--pass-pipeline`` per call, a prefix cache, bisection.

- :func:`render` turns a pass list into ``builtin.module(...)`` (consecutive func-nested passes
  grouped in one ``func.func(...)``), :func:`split_pipeline` goes the other way.
- :class:`PassRunner` runs ``mlir-opt`` on IR given as text (stdin -> stdout; in the compiler
  worker by default, ``ground.compiler``) and caches the result keyed by
  ``sha256(program) + the pass prefix`` (the IR after a prefix is a function of the program
  and the prefix), so paths sharing a prefix compute it once. Thread-safe.
- :func:`first_failing` bisects a failing pass list for the first prefix that fails (cheap:
  log2(n) runs), :func:`stack_of` re-runs a crash without the crash reproducer to get frames.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence

import attrs

from ground.compiler import OptCall, run_call
from ground.proc import ToolResult, run_tool
from ground.textutil import split_top
from ground.toolchain import Toolchain
from lowering.coverage import Collector, with_coverage
from lowering.passmap import base_name


def render(passes: Sequence[str], func_nested: frozenset[str] | set[str]) -> str:
    """``builtin.module(a,func.func(b,c),d)`` for ``passes``."""
    parts: list[str] = []
    group: list[str] = []
    for p in passes:
        if base_name(p) in func_nested:
            group.append(p)
            continue
        if group:
            parts.append(f"func.func({','.join(group)})")
            group = []
        parts.append(p)
    if group:
        parts.append(f"func.func({','.join(group)})")
    return f"builtin.module({','.join(parts)})"


def split_pipeline(pipeline: str) -> tuple[tuple[str, ...], frozenset[str]]:
    """Pass list and func-nested base names of a ``builtin.module(...)`` pipeline (one level of
    ``func.func(...)`` nesting). Inverse of :func:`render` up to grouping."""
    text = pipeline.strip()
    if text.startswith("builtin.module(") and text.endswith(")"):
        text = text[len("builtin.module(") : -1]
    passes: list[str] = []
    nested: set[str] = set()
    for el in split_top(text, opens="({", closes=")}"):
        if el.startswith("func.func(") and el.endswith(")"):
            for p in split_top(el[len("func.func(") : -1], opens="({", closes=")}"):
                passes.append(p)
                nested.add(base_name(p))
        else:
            passes.append(el)
    return tuple(passes), frozenset(nested)


def ir_hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


@attrs.frozen
class StepResult:
    """Outcome of running passes on IR text: ``ok`` and the output ``ir`` (None on failure),
    the mlir-opt ``tool`` result, and whether it came from the cache."""

    ok: bool
    ir: str | None
    tool: ToolResult
    cached: bool = False


class PassRunner:
    """mlir-opt on IR text with a bounded LRU cache keyed by (program hash, pass prefix).

    Args:
        isolation: ``"worker"`` (in process in the compiler worker, falling back to mlir-opt)
            or ``"subprocess"`` (``ground.compiler.ISOLATIONS``).
        debug_types: ``-debug-only=TYPES`` on every run (its lines are in the results'
            stderr, e.g. ``"pattern-application:1"`` for rewrite-pattern coverage).

    Attributes:
        processes: mlir-opt runs (cache misses), for statistics.
        hits: cache hits.
        coverage: when set, :meth:`step` runs collect rewrite-pattern coverage into it
            (``lowering.coverage``); :meth:`run` alone (bisections, reductions) never does. A
            cache hit adds nothing: the cache lives no longer than one program's collector.
    """

    def __init__(self, toolchain: Toolchain, func_nested: frozenset[str],
                 timeout: float = 60.0, max_bytes: int = 256 << 20,
                 extra_args: Sequence[str] = (), isolation: str = "worker",
                 debug_types: str | None = None) -> None:
        self.tc = toolchain
        self.isolation = isolation
        self.debug_types = debug_types
        self.func_nested = func_nested
        self.timeout = timeout
        self.max_bytes = max_bytes
        self.extra_args = tuple(extra_args)
        self._cache: OrderedDict[tuple[str, tuple[str, ...]], StepResult] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self.processes = 0
        self.hits = 0
        self.coverage: Collector | None = None

    symbolize: bool = True  # False: LLVM_DISABLE_SYMBOLIZATION=1 (a crash costs ~0.1 s, not ~1 s)

    def call(self, ir_text: str, passes: Sequence[str], extra: Sequence[str] = ()) -> OptCall:
        """The mlir-opt call running ``passes`` on ``ir_text`` (stdin to stdout)."""
        env = () if self.symbolize else ("LLVM_DISABLE_SYMBOLIZATION=1",)
        return OptCall(self.tc.mlir_opt, render(passes, self.func_nested), text=ir_text,
                       debug_types=self.debug_types, extra=(*self.extra_args, *extra), env=env)

    def argv(self, passes: Sequence[str], extra: Sequence[str] = ()) -> list[str]:
        return self.call("", passes, extra).argv()

    def run(self, ir_text: str, passes: Sequence[str], extra: Sequence[str] = (),
            coverage: Collector | None = None) -> StepResult:
        """Run ``passes`` on ``ir_text`` (uncached); ``coverage`` collects the rewrite patterns
        (threading off; its debug lines never reach ``tool.stderr``)."""
        call = self.call(ir_text, passes, extra)
        if coverage is None:
            res = run_call(call, timeout=self.timeout, isolation=self.isolation)
        else:
            res = run_call(with_coverage(call), timeout=self.timeout, isolation=self.isolation,
                           stderr_lines=coverage.feed)
            coverage.run_ended()
        with self._lock:
            self.processes += 1
        return StepResult(res.ok, res.stdout if res.ok else None, res)

    def step(self, program_key: str, prefix: Sequence[str], ir_text: str,
             passes: Sequence[str]) -> StepResult:
        """Apply ``passes`` to ``ir_text`` (the IR after ``prefix`` of the program whose hash
        is ``program_key``), cached under ``(hash of ir_text, passes)``: content-addressed, so
        every path prefix that led to the same IR shares the result (mlir-opt is deterministic;
        ``program_key`` and ``prefix`` document the call and are not part of the key)."""
        key = (ir_hash(ir_text), tuple(passes))
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None:
                self._cache.move_to_end(key)
                self.hits += 1
                return attrs.evolve(hit, cached=True)
        res = self.run(ir_text, passes, coverage=self.coverage)
        if not res.tool.timed_out:
            size = len(res.ir or "") + len(res.tool.stderr)
            with self._lock:
                self._cache[key] = res
                self._bytes += size
                while self._bytes > self.max_bytes and self._cache:
                    _, old = self._cache.popitem(last=False)
                    self._bytes -= len(old.ir or "") + len(old.tool.stderr)
        return res


def first_failing(n: int, fails: Callable[[int], bool], lo: int = 1, hi: int | None = None
                  ) -> int:
    """The smallest ``k`` in lo..hi (default 1..n) with ``fails(k)`` (prefix of length k
    fails), assuming monotonicity and ``fails(hi)``; ``log2(hi - lo)`` calls."""
    hi = n if hi is None else hi
    while lo < hi:
        mid = (lo + hi) // 2
        if fails(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo


def stack_of(toolchain: Toolchain, ir_text: str, pipeline: str, timeout: float = 60.0
             ) -> ToolResult:
    """Re-run a crashing pipeline without the crash reproducer so LLVM prints its stack."""
    return run_tool([str(toolchain.mlir_opt), "-", f"--pass-pipeline={pipeline}",
                     "-o", "/dev/null"], stdin=ir_text, timeout=timeout)
