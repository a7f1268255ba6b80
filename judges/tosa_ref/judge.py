"""Judge one program with the TOSA reference model (TOSA 1.0.0 specification, "TOSA Graph
Compliance": a graph's result on given inputs is VALID, UNPREDICTABLE or ERROR, and a VALID
result must be matched within the precision each op allows).

Steps, each in a subprocess with a timeout, none raising on a tool failure:

1. :func:`judges.tosa_ref.graph.plan_graph` maps ``@compute`` onto a TOSA graph.
2. The probe program (:mod:`judges.tosa_ref.probe`) runs along two reference lowering paths;
   they must agree bit-exactly (else the program is not judged here: cross-path comparison
   owns that difference). Its values feed the graph inputs and are the MLIR side of the
   comparison.
3. The graph is serialized and run in the reference model (:mod:`judges.tosa_ref.model`):
   UNPREDICTABLE is ``spec-ub``, ERROR ``spec-invalid``, a crash or timeout of the model
   ``spec-model-crash``/``spec-model-timeout``, a graph the serializer refuses
   ``spec-serialize-error``.
4. A VALID result is compared with MLIR's output of every graph op: identical is
   ``bit-exact``. Ops that differ are run again one by one on MLIR's own operand values in
   precise (FP64) mode and checked with the reference model's compliance checker against the
   accuracy the specification allows (``accuracy.json``): all compliant is ``within-error``,
   otherwise ``spec-divergence`` at the first non-compliant op in program order.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import attrs
import numpy as np
from mlir import ir

from ground.errors import UsageError
from ground.fsutil import atomic_write
from ground.toolchain import Toolchain
from judges.tosa_ref import compare, probe
from judges.tosa_ref.graph import Plan, build_module, graph_module, plan_graph, unit_of
from judges.tosa_ref.model import ModelRun, run_model, serialize
from judges.tosa_ref.tools import TosaTools
from judges.tosa_ref.types import elem_name, is_float, numpy_dtype
from lowering.execute import Stage

KINDS = ("spec-agree", "spec-ub", "spec-invalid", "spec-divergence", "spec-model-crash",
         "spec-model-timeout", "spec-serialize-error", "spec-not-judged")
_STATUS_KIND = {"unpredictable": "spec-ub", "error": "spec-invalid", "crash": "spec-model-crash",
                "timeout": "spec-model-timeout", "serialize-error": "spec-serialize-error"}
CAST_NAN_MESSAGE = ("NaN input to a float-to-integer CAST: unpredictable (TOSA 1.0 CAST, "
                    "Precision Requirements); the reference model does not flag it")


@attrs.frozen
class Limits:
    """Timeouts in seconds: ``compile`` per mlir-opt, ``run`` per mlir-runner, ``model`` per
    tosa-opt / reference model / checker call; ``probe_paths``: the pipelines of
    ``probe_pipelines.json`` the MLIR side runs along (all must agree; one is enough when the
    caller has compared lowering paths already)."""

    compile: float = 60.0
    run: float = 30.0
    model: float = 30.0
    probe_paths: tuple[str, ...] = probe.PROBE_PATHS


@attrs.frozen
class Verdict:
    """The reference model's opinion of one program.

    Attributes:
        kind: one of :data:`KINDS`.
        agreement: for ``spec-agree``: ``bit-exact``, ``within-error``, or ``unchecked`` (some
            difference could not be judged op by op, see ``unchecked``).
        op: the MLIR op concerned (``tosa.pow``), with ``tosa_op`` the model's name (``POW``).
        message: the REQUIRE/ERROR_IF message, the checker's explanation, or why the program
            was not judged.
        location: where ``op`` is in the program (``line:column``).
        difference: the first differing element, for ``spec-divergence`` and ``cast-nan-to-int``.
        known: names of documented differences seen (``signed-zero``, ``cast-nan-to-int``).
        results, reached: ``@compute`` tensor results, and how many a graph op produced.
        graph_ops: top-level graph ops; ``isolated``: how many ops were re-checked one by
            one, ``within``: the names of those found within the allowed error,
            ``unchecked``: of those whose difference per-op accuracy cannot judge (floats
            inside control flow, or operand values the op alone finds UNPREDICTABLE).
        left_out: control-flow ops kept out of the graph, with the reason.
        workdir: the scratch directory of the judgement.
        run_dir: the reference-model run of the verdict, relative to ``workdir`` (``graph``
            for the whole graph, ``isolated-<n>`` for an op re-run alone): graph.mlir,
            graph.tosa, desc.json, input_<k>.npy.
    """

    kind: str
    agreement: str | None = None
    op: str | None = None
    tosa_op: str | None = None
    message: str | None = None
    location: str | None = None
    difference: compare.Difference | None = None
    known: tuple[str, ...] = ()
    results: int = 0
    reached: int = 0
    graph_ops: int = 0
    isolated: int = 0
    within: tuple[str, ...] = ()
    unchecked: tuple[str, ...] = ()
    left_out: tuple[tuple[str, str], ...] = ()
    workdir: str | None = None
    run_dir: str | None = None

    def to_json(self) -> dict:
        d = attrs.asdict(self, recurse=False)
        d["difference"] = self.difference.to_json() if self.difference else None
        for key in ("known", "within", "unchecked"):
            d[key] = list(d[key])
        d["left_out"] = [list(x) for x in self.left_out]
        return d


def _has_float(op: ir.Operation) -> bool:
    """Whether an op nested in ``op``'s regions makes a floating-point value."""
    found = False

    def visit(o: ir.Operation) -> ir.WalkResult:
        nonlocal found
        if any(is_float(elem_name(r.type)) for r in o.results):
            found = True
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                inner.operation.walk(visit)
    return found


def _location(op: ir.Operation) -> str | None:
    text = str(op.location)
    if text.startswith("loc(") and ":" in text:
        parts = text.rstrip(")").split(":")
        return f"{parts[-2]}:{parts[-1]}"
    return None


class _Judge:
    def __init__(self, text: str, toolchain: Toolchain, tools: TosaTools, workdir: Path,
                 limits: Limits) -> None:
        self.text, self.tc, self.tools, self.wd, self.limits = text, toolchain, tools, workdir, \
            limits
        self.plan: Plan | None = None
        self.values: dict[ir.Value, np.ndarray] = {}

    def verdict(self, kind: str, **kw) -> Verdict:
        p = self.plan
        base = {"results": len(p.results), "reached": p.reached, "graph_ops": len(p.ops),
                "left_out": tuple(p.left_out)} if p else {}
        return Verdict(kind, **{"workdir": str(self.wd), **base, **kw})

    def run(self) -> Verdict:
        self.plan = plan = plan_graph(ir.Module.parse(self.text))
        if not plan.outputs:
            return self.verdict("spec-not-judged", message="no TOSA graph op")
        values = self.probe()
        if isinstance(values, Verdict):
            return values
        self.values = dict(zip(plan.observed, values))
        inputs = [self.input_array(i) for i in plan.inputs]
        chain = self.model(self.wd / "graph", str(graph_module(plan)), inputs,
                           len(plan.outputs))
        if chain.status != "valid":
            return self.failed(chain, plan.outputs)
        return self.compare(chain)

    def probe(self) -> tuple[np.ndarray, ...] | Verdict:
        text = probe.probe_text(self.plan, self.text)
        runs = []
        for name in self.limits.probe_paths:
            r = probe.run_probe(self.plan, text, self.tc, self.wd / "probe", name,
                                self.limits.compile, self.limits.run)
            if r.values is None:
                tool = r.path.run if r.path.stage == Stage.RUN else r.path.compile
                errors = [ln for ln in (tool.stderr if tool else "").splitlines()
                          if "error:" in ln and "Failures have been detected" not in ln]
                why = errors[0].split("error:", 1)[1].strip() if errors else r.path.stage
                return self.verdict("spec-not-judged",
                                    message=f"MLIR probe failed along {name}: {why}")
            runs.append(r.values)
        for other in runs[1:]:
            if any(compare.difference(a, b) is not None for a, b in zip(runs[0], other)):
                return self.verdict("spec-not-judged",
                                    message="MLIR lowering paths disagree (cross-path finding)")
        return runs[0]

    def input_array(self, i) -> np.ndarray:
        elem = elem_name(i.value.type)
        shape = tuple(ir.RankedTensorType(i.value.type).shape)
        parts = [self.values[self.plan.observed[k]] for k in i.observed]
        arr = parts[0] if len(parts) == 1 else np.array([p.reshape(()) for p in parts])
        return np.asarray(arr).astype(numpy_dtype(elem)).reshape(shape)

    def model(self, wd: Path, graph_text: str, inputs: list[np.ndarray], n_out: int,
              precise: bool = False, compliance: dict | None = None) -> ModelRun:
        bad = serialize(self.tools, graph_text, wd, self.limits.model)
        if bad is not None:
            return bad
        return run_model(self.tools, wd, inputs, n_out, self.limits.model, precise, compliance)

    def failed(self, run: ModelRun, outputs: list[ir.Value]) -> Verdict:
        k = run.output_index
        op = None
        if k is not None and k < len(outputs):
            owner = outputs[k].owner
            op = owner.operation if not isinstance(owner, ir.Block) else None
        return self.verdict(_STATUS_KIND[run.status], op=op.name if op else None,
                            tosa_op=run.op, message=run.message,
                            location=_location(op) if op else None, run_dir="graph")

    def compare(self, chain: ModelRun) -> Verdict:
        plan = self.plan
        known: list[str] = []
        suspects: list[ir.Operation] = []
        for v, model_out in zip(plan.outputs, chain.outputs):
            op = v.owner.operation
            d = compare.difference(self.values[v], model_out, self.nan_input(op))
            if d is None:
                continue
            if d.known == "cast-nan-to-int":
                return self.verdict("spec-ub", op=op.name, tosa_op="CAST",
                                    message=CAST_NAN_MESSAGE, location=_location(op),
                                    difference=d, known=("cast-nan-to-int",), run_dir="graph")
            if d.known:
                known.append(d.known)
            elif op not in suspects:
                suspects.append(op)
        if not suspects:
            agreement = "within-error" if known else "bit-exact"
            return self.verdict("spec-agree", agreement=agreement,
                                known=tuple(sorted(set(known))))
        return self.isolate(suspects, known)

    def nan_input(self, op: ir.Operation) -> np.ndarray | None:
        if op.name != "tosa.cast" or not is_float(elem_name(op.operands[0].type)) \
                or is_float(elem_name(op.results[0].type)):
            return None
        return self.values.get(op.operands[0])

    def isolate(self, suspects: list[ir.Operation], known: list[str]) -> Verdict:
        """Re-run each differing op alone on MLIR's operand values, in precise mode, and check
        MLIR's output with the compliance checker. A control-flow op is re-run as a whole in
        normal mode: accuracy is defined per op, so float differences from inside its regions
        are ``unchecked`` (counted, not a divergence); integer-only regions must match."""
        within: list[str] = []
        unchecked: list[str] = []
        for n, op in enumerate(suspects):
            ops, ins, outs = unit_of(self.plan, op)
            arrays = [self.value_of(v) for v in ins]
            wd = self.wd / f"isolated-{n}"
            text = str(build_module(self.plan.module.context, [(ops, ins, outs)]))
            if op.regions:
                run = self.model(wd, text, arrays, len(outs))
                verdict = None if run.status != "valid" else self.check_region_op(
                    op, outs, run, wd, known)
            else:
                run = self.model(wd, text, arrays, len(outs), precise=True,
                                 compliance=self.compliance(op, outs))
                verdict = None if run.status != "valid" else self.check_outputs(
                    op, outs, run, wd, known)
            if isinstance(verdict, Verdict):
                return verdict
            if run.status != "valid" or verdict == "unchecked":
                unchecked.append(op.name)  # e.g. MLIR's operand values are UB for the op alone
            else:
                within.append(op.name)
        return self.verdict("spec-agree", agreement="unchecked" if unchecked else "within-error",
                            isolated=len(suspects), within=tuple(within),
                            unchecked=tuple(unchecked), known=tuple(sorted(set(known))))

    def compliance(self, op: ir.Operation, outs: list[ir.Value]) -> dict:
        """desc.json ``meta.compliance`` for the outputs of ``op`` (``accuracy.json``)."""
        entries = {f"TosaOutput_{k}": compare.compliance_entry(op, v) for k, v in enumerate(outs)}
        for e in entries.values():
            if "max_relative_info" in e:  # RESIZE: relative to the largest input magnitude
                source = np.abs(self.array_of(op.operands[0]).astype(np.float64))
                top = float(np.nanmax(source, initial=0.0))
                # an infinite input makes the bound infinite (no requirement but NaN for NaN);
                # desc.json is strict JSON, so the largest finite double stands for it
                e["max_relative_info"]["max"] = top if np.isfinite(top) else \
                    float(np.finfo(np.float64).max)
        return {"version": "1.0", "tensors": entries}

    def check_region_op(self, op: ir.Operation, outs: list[ir.Value], run: ModelRun, wd: Path,
                        known: list[str]) -> Verdict | str | None:
        floats = _has_float(op)
        for k, v in enumerate(outs):
            d = compare.difference(self.values[v], run.outputs[k])
            if d is None or d.known:
                continue
            if floats:
                return "unchecked"
            return self.verdict("spec-divergence", op=op.name, location=_location(op),
                                message="integer result of a control-flow op differs",
                                difference=d, known=tuple(sorted(set(known))), run_dir=wd.name)
        return None

    def check_outputs(self, op: ir.Operation, outs: list[ir.Value], run: ModelRun, wd: Path,
                      known: list[str]) -> Verdict | None:
        """Check MLIR's outputs of ``op`` against its precise-mode run: floats with the
        compliance checker, integers exactly."""
        for k, v in enumerate(outs):
            mine = self.values[v]
            if is_float(elem_name(v.type)):
                if op.name == "tosa.pow":  # PRECOMPUTED mode: the spec's bound per element
                    np.save(wd / f"bounds_output_{k}.npy", compare.pow_bounds(
                        self.array_of(op.operands[0]), self.array_of(op.operands[1]),
                        run.outputs[k], elem_name(v.type)))
                checked, exempt = self.exempt(op, mine, run.outputs[k])
                ok, why = compare.verify(self.tools, wd, k, checked, self.limits.model)
                if ok:
                    if exempt:
                        known.append("dot-product-unbounded")
                    continue
                d = compare.failing_element(mine, run.outputs[k], why) or compare.difference(
                    mine, run.outputs[k])
                d = attrs.evolve(d, result=k) if d else None
                return self.verdict("spec-divergence", op=op.name, message=why,
                                    location=_location(op), difference=d,
                                    known=tuple(sorted(set(known))), run_dir=wd.name)
            d = compare.difference(mine, run.outputs[k], self.nan_input(op))
            if d is None:
                continue
            d = attrs.evolve(d, result=k)
            if d.known == "cast-nan-to-int":
                return self.verdict("spec-ub", op=op.name, tosa_op="CAST",
                                    message=CAST_NAN_MESSAGE, location=_location(op),
                                    difference=d, known=("cast-nan-to-int",), run_dir=wd.name)
            return self.verdict("spec-divergence", op=op.name, location=_location(op),
                                message="integer result differs (integers must match exactly)",
                                difference=d, known=tuple(sorted(set(known))), run_dir=wd.name)
        return None

    def exempt(self, op: ir.Operation, mine: np.ndarray,
               ref: np.ndarray) -> tuple[np.ndarray, bool]:
        """``mine`` with the elements the specification sets no accuracy requirement on (a
        convolution output with a non-finite dot-product bound, see
        :func:`compare.unbounded_mask`) replaced by the reference, unless the reference is NaN;
        and whether any element was replaced."""
        if op.name not in compare.EXTRA_MULTIPLIES:
            return mine, False
        local = "local_bound" in op.attributes and ir.BoolAttr(op.attributes["local_bound"]).value
        mask = compare.unbounded_mask(op.name, mine.shape,
                                      *(self.array_of(op.operands[i]) for i in range(3)),
                                      local_bound=local)
        mask &= ~np.isnan(ref) & (mine.astype(np.float64) != ref)
        if not bool(mask.any()):
            return mine, False
        patched = mine.copy()
        with np.errstate(over="ignore"):
            patched[mask] = ref[mask].astype(mine.dtype)
        return patched, True

    def value_of(self, v: ir.Value) -> np.ndarray:
        for i in self.plan.inputs:
            if i.value == v:
                return self.input_array(i)
        return self.values[v]

    def array_of(self, v: ir.Value) -> np.ndarray:
        """MLIR's value of ``v``, a graph input, an observed output or a ``tosa.const``."""
        owner = v.owner
        if not isinstance(owner, ir.Block) and owner.operation.name == "tosa.const":
            return np.array(ir.DenseElementsAttr(owner.operation.attributes["values"]))
        return self.value_of(v)


def judge_program(text: str, toolchain: Toolchain, tools: TosaTools, workdir: str | Path,
                  limits: Limits = Limits()) -> Verdict:
    """Judge one smith program (module text) with the TOSA reference model.

    Args:
        workdir: scratch directory (created; its ``graph/`` holds the reproducer:
            ``graph.mlir``, ``graph.tosa``, ``desc.json``, ``input_<k>.npy``).

    Raises:
        UsageError: the text does not parse or is not a smith program (no ``@compute``, or a
            ``@main`` that does not call it on constants).

    Never raises on a compiler, runner or reference-model failure (those are verdicts).
    """
    wd = Path(workdir)
    wd.mkdir(parents=True, exist_ok=True)
    with ir.Context(), ir.Location.unknown():
        try:
            return _Judge(text, toolchain, tools, wd, limits).run()
        except ir.MLIRError as exc:
            diags = getattr(exc, "error_diagnostics", None)
            why = f"{diags[0].location}: {diags[0].message}" if diags else str(exc).strip()
            raise UsageError(f"cannot parse program: {why}") from None


def keep_reproducer(verdict: Verdict, program_text: str, dest: Path) -> Path:
    """Copy the files that replay ``verdict`` into ``dest``: ``program.mlir``, ``probe.mlir``
    (the MLIR side), the model run concerned (``graph.mlir``, ``graph.tosa``, ``desc.json``,
    ``input_<k>.npy``; MLIR's outputs ``imp_<k>.npy`` for a divergence), ``verdict.json`` and
    ``replay.sh`` (``tosa_reference_model --test_desc desc.json``, then ``tosa_verify`` for a
    divergence)."""
    dest.mkdir(parents=True, exist_ok=True)
    atomic_write(dest / "program.mlir", program_text)
    wd = Path(verdict.workdir or "")
    if verdict.run_dir:
        for f in sorted((wd / verdict.run_dir).glob("*")):
            if f.is_file() and f.suffix in (".mlir", ".tosa", ".json", ".npy"):
                shutil.copy2(f, dest / f.name)
    if (wd / "probe" / "program.mlir").is_file():
        shutil.copy2(wd / "probe" / "program.mlir", dest / "probe.mlir")
    atomic_write(dest / "verdict.json", json.dumps(verdict.to_json(), indent=1) + "\n")
    lines = ["#!/bin/sh", f"# {verdict.kind}: {verdict.op or verdict.tosa_op or ''} "
             f"{verdict.message or ''}".rstrip(), "cd \"$(dirname \"$0\")\"",
             "tosa-opt graph.mlir --tosa-serialize=tosa-flatbuffer-filename=graph.tosa"]
    if verdict.kind == "spec-divergence" and verdict.difference:
        k = verdict.difference.result
        lines += ["TOSA_MODEL_NO_BACKTRACE=1 tosa_reference_model --test_desc desc.json "
                  "--terminate_early --precise_mode 1",
                  f"tosa_verify --test_desc desc.json --ofm_name TosaOutput_{k} "
                  f"--imp_result_file imp_{k}.npy --ref_result_file output_{k}.npy"
                  + (f" --bnd_result_file bounds_output_{k}.npy"
                     if (dest / f"bounds_output_{k}.npy").is_file() else "")]
    else:
        lines.append("TOSA_MODEL_NO_BACKTRACE=1 tosa_reference_model --test_desc desc.json "
                     "--terminate_early  # exit 0 VALID, 1 UNPREDICTABLE, 2 ERROR")
    atomic_write(dest / "replay.sh", "\n".join(lines) + "\n")
    return dest
