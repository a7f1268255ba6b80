"""Stepwise lowering-path construction with feedback (LOBE Algorithms 1 and 2, see
``shared/papers/lobe-lowering-space-exploration.txt``), on top of DESIL's op -> pass-chain map.

One path (:func:`construct_path`, Algorithm 1) is built step by step on the real IR:

1. SCAN: the ops present now (MLIR Python bindings, :func:`lowering.paths.collect_ops`), re-run
   after every step that changed the IR.
2. Conversion choice: the candidates are the conversion passes that the present ops need
   (their chains in ``passmap.json``, slots resolved per path by priority) and that have no
   pending predecessor in DESIL's partial order (chains, ``edges``, ``produces``, ``final``).
   Among them the pass with the highest priority is chosen (ties at random).
3. Optimisation phase (variants >= 1): a random subset of ``opt_per_step`` passes recommended
   for the present ops (``lowering/optrec.json``). For speed the optimisations and the
   conversion run in ONE mlir-opt process; only when that fails are they split (optimisations
   alone -- dropped if they fail, DESIL section 3.5 -- then the conversion alone). The
   conversion is therefore chosen on the census taken before the step's optimisations (LOBE
   re-scans in between; optimisations rarely change which conversions apply).
4. A failed conversion lowers that pass's priority for this program (start 10, penalty 1,
   floor 0), so later paths avoid it; a pass that failed or changed nothing is not retried on
   the same IR. A crash ends the path (it is a finding) and also lowers the priority, so a
   crashing pass does not keep eating paths.
5. Until only ``llvm.*`` ops are left or ``max_step`` steps were taken.

:func:`explore_program` (Algorithm 2) builds up to K paths for one program with one shared
priority map (the feedback), optionally within a time budget, runs the lowered ones with
``mlir-runner`` and returns :class:`lowering.execute.PathResult` objects that
``lowering.verdict.judge`` compares.

Variants (DESIL ``diff_num``): path i is variant ``i % variants``; variant 0 is pure lowering
(no optimisation, the reference), variants >= 1 interleave optimisations; path 1 first runs the
passes of ``first_optimized_path_starts_with`` (``passmap.json``: canonicalize) on the
program's own ops.

Each step is one mlir-opt process on the current IR; results are cached by (program hash,
pass prefix) in a :class:`lowering.pipeline.PassRunner`, so paths that share a prefix (frequent:
the first conversions are often the same) reuse it. Determinism: every choice comes from the
``Draw``; only an optional time budget makes the number of paths depend on the clock.
"""

from __future__ import annotations

import shlex
import time
from pathlib import Path

import attrs

from ground.compiler import run_call
from ground.draw import Draw
from ground.errors import UsageError
from ground.proc import ToolResult
from ground.toolchain import Toolchain
from lowering.census import BindingsCrash
from lowering.execute import PathResult, Stage, normalize_output, runner_argv, runner_call
from lowering.failure import is_crash
from lowering.optrec import OptRecommender
from lowering.passmap import PassMap, base_name
from lowering.paths import (
    LoweringPath,
    OpCensus,
    PassGraph,
    add_final_passes,
    collect_ops,
    expand_chains,
    keys_for,
)
from lowering.pipeline import PassRunner, ir_hash, render


@attrs.frozen
class StepwiseOptions:
    """Knobs of stepwise exploration (LOBE defaults: maxStep 30, priority 10, penalty 1).

    Attributes:
        max_step: conversion steps per path.
        init_priority, penalty: feedback scores (floor 0).
        opt_per_step: recommended optimisation passes tried before each conversion.
        variants: path i is variant i % variants; variant 0 has no optimisation.
        feedback: use and update priorities (False: uniform choice, the LOBE ablation).
        time_budget: seconds per program for constructing paths (0: no limit; only the path
            count K limits, which keeps results deterministic).
    """

    max_step: int = 30
    init_priority: int = 10
    penalty: int = 1
    opt_per_step: int = 1
    variants: int = 2
    feedback: bool = True
    time_budget: float = 0.0


@attrs.frozen
class StepEvent:
    """One attempted pass: ``phase`` opt/conv, ``outcome`` ok/noop/fail/crash/timeout."""

    step: int
    phase: str
    pass_: str
    outcome: str
    cached: bool = False


@attrs.frozen
class StepPath:
    """A constructed path.

    Attributes:
        name: ``s0``, ``s1``...
        variant: see :class:`StepwiseOptions`.
        passes: passes applied successfully, in order (plus the crashing/timing-out pass last
            when ``status`` is ``crash``/``timeout``).
        status: ``lowered`` (only llvm ops left), ``crash``, ``timeout``, ``stuck`` (no
            candidate left), ``max-step``, ``scan-crash`` (the MLIR bindings crashed
            rescanning the IR: ``failing`` holds their stderr) or ``scan-error`` (the IR the
            last pass printed does not parse again, a printer/parser round-trip bug:
            ``failing`` holds the parse error).
        final_ir: the IR after the last successful pass.
        failing: the mlir-opt result of the crashing/timing-out step.
        events: every attempt.
        left: op names other than ``llvm.*`` still present at the end (empty when lowered).
    """

    name: str
    variant: int
    passes: tuple[str, ...]
    status: str
    final_ir: str
    failing: ToolResult | None
    events: tuple[StepEvent, ...]
    left: tuple[str, ...] = ()

    def stop_reason(self) -> str:
        """Why the path did not reach LLVM, as one dedup-friendly line ("" when lowered):
        ``crash <pass>``, ``timeout <pass>``, or ``stuck``/``max-step`` with the dialects of
        the ops left and the conversions that failed last (e.g. ``stuck: linalg
        [failed: convert-linalg-to-loops]``)."""
        if self.status == "lowered":
            return ""
        if self.status in ("crash", "timeout"):
            return f"{self.status} {self.passes[-1] if self.passes else '?'}"
        if self.status in ("scan-crash", "scan-error"):
            return f"{self.status} after {self.passes[-1] if self.passes else 'no pass'}"
        dialects = sorted({n.split(".", 1)[0] for n in self.left})
        failed = sorted({e.pass_ for e in self.events if e.phase == "conv"
                         and e.outcome == "fail"})
        tail = f" [failed: {', '.join(failed)}]" if failed else ""
        return f"{self.status}: {','.join(dialects) or '-'}{tail}"


class _NoRoundTrip(Exception):
    """mlir-opt printed IR that does not parse again; ``result`` holds the parse error."""

    def __init__(self, result: ToolResult) -> None:
        super().__init__(result.stderr)
        self.result = result


def _rescan(ir_text: str) -> OpCensus:
    """The census of IR a pass printed. Raises :class:`_NoRoundTrip` when it does not parse
    (seen: an operand-less ``linalg.generic`` left by ``linalg-fuse-elementwise-ops``), and
    :class:`~lowering.census.BindingsCrash` when the bindings crash on it."""
    try:
        return collect_ops(ir_text)
    except UsageError as exc:
        raise _NoRoundTrip(ToolResult(("mlir-python-bindings", "parse"), 1, "", str(exc),
                                      False, 0.0)) from exc


def is_lowered(census: OpCensus) -> bool:
    """Only ``llvm.*`` ops (and the module) are left."""
    return all(n.startswith("llvm.") or n == "builtin.module" for n in census.names)


def _reaches(succ: dict[str, set[str]], src: str) -> set[str]:
    seen, stack = set(), [src]
    while stack:
        n = stack.pop()
        for m in succ.get(n, ()):
            if m not in seen:
                seen.add(m)
                stack.append(m)
    return seen


def _blocked(succ: dict[str, set[str]], pending: set[str]) -> set[str]:
    """Pending passes that must wait: some other pending pass strictly precedes them in the
    partial order. Passes on a common cycle (two chains ordering them both ways) do not block
    each other, so the sources of the condensed order stay ready (DESIL's topological sort
    needs an acyclic order; on a cycle it would stall and fall back to any pass, observed as
    reconcile-unrealized-casts running mid-path)."""
    reach = {n: _reaches(succ, n) for n in pending}
    return {n for n in pending
            if any(n in reach[m] and m not in reach[n] for m in pending if m != n)}


def choose_slots(pm: PassMap, priorities: dict[str, int], draw: Draw, opts: StepwiseOptions
                 ) -> dict[str, tuple[str, ...]]:
    """One alternative per slot: the highest-priority ones (the lowest pass priority of an
    alternative counts), ties at random; uniform without feedback."""
    choice: dict[str, tuple[str, ...]] = {}
    for slot in sorted(pm.slots):
        alts = list(pm.slots[slot])
        if opts.feedback:
            score = [min(priorities.get(p, opts.init_priority) for p in a) for a in alts]
            best = max(score)
            alts = [a for a, s in zip(alts, score) if s == best]
        choice[slot] = draw.choice(alts)
    return choice


def symbolic_keys(census: OpCensus, pm: PassMap) -> set[str]:
    """The passmap's symbolic keys that describe the current IR: ``~linalg-tensors`` (linalg
    ops on tensors: elementwise fusion, which keeps i1 tensors out of memory, then
    bufferization) and ``~linalg-buffers`` (linalg ops on memrefs)."""
    out: set[str] = set()
    if any(n.startswith("linalg.") for n in census.names):
        if "<tensor>" in census.type_keys:
            out.add("~linalg-tensors")
        if "<memref>" in census.type_keys:
            out.add("~linalg-buffers")
    return {k for k in out if k in pm.chains}


class _Graph:
    """The conversion graph for the current ops (chains with this path's slot choices)."""

    def __init__(self, census: OpCensus, pm: PassMap, choice: dict, draw: Draw) -> None:
        keys, _ = keys_for(census, pm)
        keys = sorted(set(keys) | symbolic_keys(census, pm))
        g = PassGraph()
        g.choice = dict(choice)
        expand_chains(g, keys, pm, draw)
        add_final_passes(g, pm)
        self.g = g
        self.keys = keys
        self.final = set(pm.final)

    def triggers(self, node: str) -> set[str]:
        """Present keys whose chain contains ``node``."""
        return {k for k in self.keys if node in self.g.expanded.get(k, ())}


class _Construction:
    """The state of LOBE Algorithm 1 while it builds one path (:func:`construct_path`)."""

    def __init__(self, program_text: str, name: str, variant: int, pm: PassMap,
                 rec: OptRecommender | None, runner: PassRunner, draw: Draw,
                 priorities: dict[str, int], opts: StepwiseOptions,
                 leading: tuple[str, ...] = ()) -> None:
        self.name, self.variant, self.pm, self.rec = name, variant, pm, rec
        self.leading = leading
        self.runner, self.draw, self.priorities, self.opts = runner, draw, priorities, opts
        self.pkey = ir_hash(program_text)
        self.ir = program_text
        self.applied: list[str] = []
        self.done: set[str] = set()
        self.left_after: dict[str, set[str]] = {}
        self.tried_at: dict[str, set[str]] = {}
        self.events: list[StepEvent] = []
        self.choice = choose_slots(pm, priorities, draw, opts)
        self.census = OpCensus(frozenset(), frozenset())
        self.step = 0
        self.just_applied: str | None = None

    def end(self, status: str, failing: ToolResult | None = None,
            extra: str | None = None) -> StepPath:
        passes = tuple(self.applied) + ((extra,) if extra else ())
        left = tuple(sorted(n for n in self.census.names
                            if not n.startswith("llvm.") and n != "builtin.module"))
        return StepPath(self.name, self.variant, passes, status, self.ir, failing,
                        tuple(self.events), left)

    def event(self, kind: str, pass_name: str, outcome: str, cached: bool = False) -> None:
        self.events.append(StepEvent(self.step, kind, pass_name, outcome, cached))

    def penalize(self, p: str) -> None:
        if self.opts.feedback:
            self.priorities[p] = max(0, self.priorities.get(p, self.opts.init_priority)
                                     - self.opts.penalty)

    def run(self) -> StepPath:
        try:
            self.census = collect_ops(self.ir)
            ended = self.lead() if self.leading else None
            if ended is not None:
                return ended
            for self.step in range(self.opts.max_step):
                if is_lowered(self.census):
                    return self.end("lowered")
                ended = self.one_step()
                if ended is not None:
                    return ended
        except BindingsCrash as exc:  # the last pass printed IR the bindings cannot parse
            self.event("scan", self.applied[-1] if self.applied else "-", "crash")
            return self.end("scan-crash", exc.result)
        except _NoRoundTrip as exc:  # the last pass printed IR that does not parse again
            self.event("scan", self.applied[-1] if self.applied else "-", "fail")
            return self.end("scan-error", exc.result)
        return self.end("lowered" if is_lowered(self.census) else "max-step")

    def lead(self) -> StepPath | None:
        """The leading passes (``pm.leading_passes``) on the program's own ops, as one
        optimisation step before any conversion: kept when they change the IR, ignored when
        they fail (DESIL section 3.5); a crash or timeout ends the path."""
        passes = list(self.leading)
        res = self.runner.step(self.pkey, self.applied, self.ir, passes)
        if is_crash(res.tool) or res.tool.timed_out:
            outcome = "timeout" if res.tool.timed_out else "crash"
            self.event("opt", "+".join(passes), outcome, res.cached)
            self.applied.extend(passes[:-1])
            return self.end(outcome, res.tool, passes[-1])
        if res.ok and res.ir and res.ir != self.ir:
            self.event("opt", "+".join(passes), "ok", res.cached)
            self.ir = res.ir
            self.applied.extend(passes)
            self.census = _rescan(self.ir)
        else:
            self.event("opt", "+".join(passes), "noop" if res.ok else "fail", res.cached)
        return None

    def pending(self, graph: _Graph) -> set[str]:
        """Conversions whose ops are present (on the census before this step's optimisations)."""
        pending: set[str] = set()
        for n in graph.g.nodes:
            trig = graph.triggers(n)
            if n in graph.final:  # again whenever its ops are back (e.g. new casts)
                if n not in self.done or trig:
                    pending.add(n)
            elif trig and (n not in self.done or trig - self.left_after.get(n, set())):
                pending.add(n)
        return pending

    def ready(self, graph: _Graph, h: str) -> list[str]:
        """The conversions this step may choose from (highest priority first with feedback)."""
        pending = self.pending(graph)
        blocked = _blocked(graph.g.succ, pending)
        tried = self.tried_at.get(h, set())
        # nest barriers wait while ops of a func-nested conversion are left: after
        # convert-func-to-llvm/convert-to-llvm, func.func(...) passes find no func.func
        # (observed: linalg.mul on memrefs left behind, 'stuck: linalg')
        nested_left = {n for n in graph.g.nodes
                       if base_name(n) in self.pm.func_nested and graph.triggers(n)}
        if nested_left:
            blocked |= {n for n in pending if base_name(n) in self.pm.nest_barrier}
        ready = sorted(n for n in pending if n not in blocked and n not in tried)
        if not ready:  # re-run a done conversion whose ops are still present (observed:
            # convert-linalg-to-parallel-loops ran while some linalg ops were still on tensors;
            # after bufferization it was never pending again)
            again = {n for n in graph.g.nodes
                     if n in self.done and graph.triggers(n) and n not in tried}
            ready = sorted(again - _blocked(graph.g.succ, again))
        if not ready:  # the partial order is a hint: fall back to any pending pass
            ready = sorted(n for n in pending if n not in tried)
        if ready and self.opts.feedback:
            init = self.opts.init_priority
            best = max(self.priorities.get(n, init) for n in ready)
            ready = [n for n in ready if self.priorities.get(n, init) == best]
        return ready

    def one_step(self) -> StepPath | None:
        """One conversion (after optional optimisations); the ended path, or None to go on."""
        graph = _Graph(self.census, self.pm, self.choice, self.draw)
        if self.just_applied is not None:
            self.left_after[self.just_applied] = graph.triggers(self.just_applied)
            self.just_applied = None
        h = ir_hash(self.ir)
        ready = self.ready(graph, h)
        if not ready:
            return self.end("stuck")
        conv = self.draw.choice(ready)
        # ---- optimisation phase: a random subset of the recommended passes
        picked: list[str] = []
        if self.variant > 0 and self.rec is not None and self.opts.opt_per_step > 0:
            cands = self.rec.recommend(self.census)
            picked = (self.draw.sample(cands, min(self.opts.opt_per_step, len(cands)))
                      if cands else [])
        if picked:
            ended, step_done, h = self.optimise(picked, conv, h)
            if ended is not None or step_done:
                return ended
        return self.convert(graph, conv, picked, h)

    def optimise(self, picked: list[str], conv: str, h: str) -> tuple[StepPath | None, bool, str]:
        """Optimistic: the optimisations and the conversion in one mlir-opt process; when that
        fails, the optimisations alone. Returns (ended path, step done, IR hash)."""
        res = self.runner.step(self.pkey, self.applied, self.ir, picked + [conv])
        if res.ok:
            for o in picked:
                self.event("opt", o, "ok", res.cached)
            self.event("conv", conv, "ok", res.cached)
            self.done.add(conv)
            if res.ir != self.ir:
                self.ir = res.ir or self.ir
                self.applied.extend(picked + [conv])
                self.just_applied = conv
                self.census = _rescan(self.ir)
            else:
                self.tried_at.setdefault(h, set()).add(conv)
            return None, True, h
        if res.tool.timed_out:
            self.event("opt+conv", "+".join(picked + [conv]), "timeout", res.cached)
            self.penalize(conv)
            self.applied.extend(picked)
            return self.end("timeout", res.tool, conv), True, h
        # something failed or crashed: the optimisations alone, then the conversion alone
        # (so a crash is blamed on, and its reproducer ends with, the pass that crashed)
        ro = self.runner.step(self.pkey, self.applied, self.ir, picked)
        if is_crash(ro.tool) or ro.tool.timed_out:
            outcome = "timeout" if ro.tool.timed_out else "crash"
            self.event("opt", "+".join(picked), outcome, ro.cached)
            self.applied.extend(picked[:-1])
            return self.end(outcome, ro.tool, picked[-1]), True, h
        if ro.ok and ro.ir != self.ir:
            self.event("opt", "+".join(picked), "ok", ro.cached)
            self.ir = ro.ir or self.ir
            self.applied.extend(picked)
            h = ir_hash(self.ir)
        else:
            self.event("opt", "+".join(picked), "fail" if not ro.ok else "noop", ro.cached)
        return None, False, h

    def convert(self, graph: _Graph, conv: str, picked: list[str], h: str) -> StepPath | None:
        """The conversion phase: ``conv`` alone on the current IR."""
        res = self.runner.step(self.pkey, self.applied, self.ir, [conv])
        if is_crash(res.tool) or res.tool.timed_out:
            outcome = "timeout" if res.tool.timed_out else "crash"
            self.event("conv", conv, outcome, res.cached)
            self.penalize(conv)  # later paths explore elsewhere; the crash is reported
            return self.end(outcome, res.tool, conv)
        if not res.ok:
            self.event("conv", conv, "fail", res.cached)
            self.penalize(conv)
            self.tried_at.setdefault(h, set()).add(conv)
            if picked:
                self.census = _rescan(self.ir)
            return None
        self.done.add(conv)
        if res.ir == self.ir:
            self.event("conv", conv, "noop", res.cached)
            self.tried_at.setdefault(h, set()).add(conv)
            self.left_after[conv] = graph.triggers(conv)
            return None
        self.event("conv", conv, "ok", res.cached)
        self.ir = res.ir or self.ir
        self.applied.append(conv)
        self.just_applied = conv
        self.census = _rescan(self.ir)
        return None


def construct_path(
    program_text: str,
    name: str,
    variant: int,
    pm: PassMap,
    rec: OptRecommender | None,
    runner: PassRunner,
    draw: Draw,
    priorities: dict[str, int],
    opts: StepwiseOptions,
    leading: tuple[str, ...] = (),
) -> StepPath:
    """LOBE Algorithm 1 for one path; updates ``priorities`` in place (the feedback).
    ``leading``: passes run first on the program's own ops (:meth:`_Construction.lead`)."""
    return _Construction(program_text, name, variant, pm, rec, runner, draw, priorities,
                         opts, leading).run()


@attrs.frozen
class Exploration:
    """Outcome of :func:`explore_program`: the constructed paths, the path results to judge
    (lowered, crashed or timed-out paths), the final priorities and counters."""

    paths: tuple[StepPath, ...]
    results: tuple[PathResult, ...]
    priorities: dict[str, int]
    processes: int
    cache_hits: int

    @property
    def lowered(self) -> int:
        return sum(p.status == "lowered" for p in self.paths)


def _no_tool(seconds: float = 0.0) -> ToolResult:
    return ToolResult(("stepwise",), 0, "", "", False, seconds)


def explore_program(
    program_text: str,
    pm: PassMap,
    rec: OptRecommender | None,
    toolchain: Toolchain,
    draw: Draw,
    k: int,
    workdir: str | Path,
    opts: StepwiseOptions = StepwiseOptions(),
    runner: PassRunner | None = None,
    compile_timeout: float = 60.0,
    run_timeout: float = 30.0,
    execute: bool = True,
    entry: str = "main",
) -> Exploration:
    """LOBE Algorithm 2 for one program: up to ``k`` paths sharing one priority map, each
    lowered path run once with mlir-runner (calling ``@entry``). The first path of a variant
    above 0 (``s1``) starts with ``pm.leading_passes``, as ``d1`` does in
    :func:`lowering.paths.draw_paths`."""
    wd = Path(workdir)
    wd.mkdir(parents=True, exist_ok=True)
    nested = frozenset(pm.func_nested | (rec.func_nested if rec else frozenset()))
    runner = runner or PassRunner(toolchain, nested, timeout=compile_timeout)
    priorities: dict[str, int] = {}
    paths: list[StepPath] = []
    results: list[PathResult] = []
    start = time.monotonic()
    src = wd / "program.mlir"
    src.write_text(program_text)
    for i in range(k):
        if opts.time_budget and time.monotonic() - start > opts.time_budget and paths:
            break
        variant = i % max(1, opts.variants)
        lead = pm.leading_passes if i == 1 and variant > 0 else ()
        sp = construct_path(program_text, f"s{i}", variant, pm, rec, runner,
                            draw.fork("stepwise", i), priorities, opts, lead)
        paths.append(sp)
        if sp.status not in ("lowered", "crash", "timeout"):
            continue
        lp = LoweringPath(name=sp.name, passes=sp.passes, func_nested=nested)
        lowered = wd / f"lowered-{sp.name}.mlir"
        oargv = [str(toolchain.mlir_opt), str(src), f"--pass-pipeline={render(sp.passes, nested)}",
                 "-o", str(lowered)]
        rargv = runner_argv(toolchain, lowered, entry)
        commands = (shlex.join(oargv), shlex.join(rargv))
        if sp.status != "lowered":
            results.append(PathResult(lp, Stage.COMPILE, sp.failing, None, "", commands, None,
                                      lowered, entry=entry))
            continue
        lowered.write_text(sp.final_ir)
        if not execute:
            results.append(PathResult(lp, Stage.DONE, _no_tool(), None, "", commands, None, lowered,
                                      entry=entry))
            continue
        run = run_call(runner_call(toolchain, lowered, entry), timeout=run_timeout, cwd=wd,
                       isolation=runner.isolation)
        results.append(PathResult(lp, Stage.DONE if run.ok else Stage.RUN, _no_tool(), run,
                                  normalize_output(run.stdout), commands, None, lowered,
                                  entry=entry))
    return Exploration(tuple(paths), tuple(results), dict(priorities), runner.processes,
                       runner.hits)
