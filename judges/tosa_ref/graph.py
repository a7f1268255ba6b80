"""The TOSA graph of a smith program, and what the MLIR side must show to feed and judge it.

A program is ``@compute(args) -> results`` plus ``@main`` calling it on constants. Its TOSA
graph is ``@compute`` restricted to TOSA graph ops (TOSA 1.0.0 specification, "Operator
Graphs"), mapped as follows (the partial mapping for programs that mix glue with tosa):

- **Top level: cut.** A value that a graph op uses but that no graph op produces (a scalar
  argument made into a tensor with ``tensor.from_elements``, a ``tensor.extract``-based bridge,
  any arith glue, a ``tosa.apply_scale``) becomes a *graph input*. Its value is the one MLIR
  computes: the probe run (:mod:`judges.tosa_ref.probe`) returns it from ``@compute``. An i1
  tensor made by ``tensor.from_elements`` (the condition of a ``tosa.cond_if``) is fed from its
  i1 scalars, since an i1 tensor cannot leave ``@compute`` in MLIR 22.1.8 (i1 memrefs crash).
- **Inside control flow: map.** Regions of ``tosa.cond_if``/``tosa.while_loop`` are TOSA graphs
  of their own: their glue is rewritten into TOSA ops (:mod:`judges.tosa_ref.glue`); a region
  with unmappable glue or a value captured from above (not TOSA 1.0) keeps the whole
  control-flow op out of the graph, its results become cut values.
- **Outputs**: every non-i1 tensor a top-level graph op produces (so a difference is located
  at the op that made it), in program order.

A ``@compute`` tensor result *reaches* the model when a graph op produces it.
"""

from __future__ import annotations

import attrs
from mlir import ir
from mlir.dialects import func  # noqa: F401  (registers func.func for ir.Module.parse)

from ground.errors import UsageError
from judges.tosa_ref import glue
from judges.tosa_ref.types import TOSA_ELEMS, elem_name, is_i1

#: tosa ops that are not operators of a TOSA graph (spec helpers, terminators, variables)
NOT_GRAPH = frozenset({"tosa.apply_scale", "tosa.yield", "tosa.variable", "tosa.variable_read",
                       "tosa.variable_write", "tosa.custom"})
CONSTANTS = frozenset({"tosa.const", "tosa.const_shape"})


def _graph_type(t: ir.Type) -> bool:
    if str(t).startswith("!tosa.shape<"):
        return True
    return (isinstance(t, ir.RankedTensorType) and ir.RankedTensorType(t).has_static_shape
            and elem_name(t) in TOSA_ELEMS)


def is_graph_op(op: ir.Operation) -> bool:
    """A TOSA operator whose operands and results are static tensors of TOSA element types."""
    return (op.name.startswith("tosa.") and op.name not in NOT_GRAPH
            and all(_graph_type(v.type) for v in op.operands)
            and all(_graph_type(r.type) for r in op.results))


@attrs.frozen
class Input:
    """One graph input: ``observed`` indices into :attr:`Plan.observed` whose values make it
    (one value, or the i1 scalars of a ``tensor.from_elements``)."""

    value: ir.Value
    observed: tuple[int, ...]


@attrs.define(eq=False)
class Plan:
    """How one program maps onto a TOSA graph.

    Attributes:
        module: the parsed program (owns every ir object below).
        compute: its ``@compute`` ``func.func``.
        ops: the top-level graph ops of ``@compute``, in order.
        inputs: graph inputs, in argument order of the graph.
        outputs: graph outputs (op results), in order.
        observed: ``@compute`` values the probe run returns and prints (inputs' sources first,
            then the outputs).
        results: ``@compute``'s tensor results and whether each reaches the model.
        left_out: control-flow ops kept out of the graph, with the reason.
    """

    module: ir.Module
    compute: ir.Operation
    ops: list[ir.Operation]
    inputs: list[Input]
    outputs: list[ir.Value]
    observed: list[ir.Value]
    results: list[tuple[ir.Value, bool]]
    left_out: list[tuple[str, str]]

    @property
    def reached(self) -> int:
        return sum(1 for _, r in self.results if r)


def find_func(module: ir.Module, name: str) -> ir.Operation:
    """The ``func.func @name`` of ``module``.

    Raises:
        UsageError: there is none.
    """
    for op in module.body.operations:
        op = op.operation
        if op.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == name:
            return op
    raise UsageError(f"no func.func @{name} (not a smith program)")


def _producer(v: ir.Value) -> ir.Operation | None:
    owner = v.owner
    return None if isinstance(owner, ir.Block) else owner.operation


def plan_graph(module: ir.Module) -> Plan:
    """Map ``@compute`` of ``module`` onto a TOSA graph (see the module doc).

    Raises:
        UsageError: no ``@compute``, or it has more than one block.
    """
    compute = find_func(module, "compute")
    blocks = list(compute.regions[0].blocks)
    if len(blocks) != 1:
        raise UsageError("@compute must have one block")
    body = [op.operation for op in blocks[0].operations]
    ret = body.pop()
    left_out: list[tuple[str, str]] = []
    in_graph: set[ir.Operation] = set()
    for op in body:
        if not is_graph_op(op):
            continue
        if op.regions:
            why = glue.unmapped(op, is_graph_op)
            if why:
                left_out.append((op.name, why))
                continue
        in_graph.add(op)
    observed: list[ir.Value] = []
    inputs: dict[ir.Value, Input] = {}
    changed = True
    while changed:  # an op fed by an unobservable value leaves the graph, and so on
        changed = False
        for op in body:
            if op not in in_graph:
                continue
            for v in op.operands:
                if v in inputs or _producer(v) in in_graph:
                    continue
                src = _input_source(v)
                if src is None:
                    in_graph.discard(op)
                    left_out.append((op.name, "operand is an i1 tensor made outside the graph"))
                    changed = True
                    break
                inputs[v] = Input(v, tuple(_observe(observed, s) for s in src))
    ops = [op for op in body if op in in_graph]
    outputs = [r for op in ops if op.name not in CONSTANTS for r in op.results
               if not is_i1(r.type)]
    for v in outputs:
        _observe(observed, v)
    results = [(v, _producer(v) in in_graph) for v in ret.operands
               if isinstance(v.type, ir.RankedTensorType)]
    return Plan(module, compute, ops, [i for i in inputs.values() if _used(i, in_graph)],
                outputs, observed, results, left_out)


def _used(i: Input, in_graph: set[ir.Operation]) -> bool:
    return any(u.owner.operation in in_graph for u in i.value.uses)


def _input_source(v: ir.Value) -> list[ir.Value] | None:
    """The values the probe returns to rebuild graph input ``v``, None when it cannot."""
    if not is_i1(v.type):
        return [v]
    op = _producer(v)
    if op is not None and op.name == "tensor.from_elements":
        return list(op.operands)
    return None


def _observe(observed: list[ir.Value], v: ir.Value) -> int:
    for i, w in enumerate(observed):
        if w == v:
            return i
    observed.append(v)
    return len(observed) - 1


def unit_of(plan: Plan, op: ir.Operation) -> tuple[list[ir.Operation], list[ir.Value],
                                                  list[ir.Value]]:
    """The isolated form of top-level graph op ``op``: (ops, inputs, outputs) where ops are
    ``op`` with the constants it reads and the i1 producers that feed it (an i1 tensor never
    leaves ``@compute``, so it is recomputed), inputs the values they read from elsewhere and
    outputs ``op``'s non-i1 results."""
    members = {op}
    stack = [op]
    in_plan = set(plan.ops)
    while stack:
        for v in stack.pop().operands:
            p = _producer(v)
            if p in in_plan and p not in members and (p.name in CONSTANTS or is_i1(v.type)):
                members.add(p)
                stack.append(p)
    ops = [o for o in plan.ops if o in members]
    inputs: list[ir.Value] = []
    for o in ops:
        for v in o.operands:
            if _producer(v) not in members and v not in inputs:
                inputs.append(v)
    return ops, inputs, [r for r in op.results if not is_i1(r.type)]


def build_module(context: ir.Context,
                 units: list[tuple[list[ir.Operation], list[ir.Value], list[ir.Value]]]
                 ) -> ir.Module:
    """A module whose ``func.func @main`` holds ``units`` side by side, each (ops, inputs,
    outputs) with its ops cloned, its inputs as arguments and its outputs as results, in
    order; region glue is lowered to TOSA ops (:mod:`judges.tosa_ref.glue`)."""
    with context, ir.Location.unknown():
        gm = ir.Module.create()
        ftype = ir.FunctionType.get([v.type for _, ins, _ in units for v in ins],
                                    [v.type for _, _, outs in units for v in outs])
        with ir.InsertionPoint(gm.body):
            fn = ir.Operation.create(
                "func.func", regions=1,
                attributes={"sym_name": ir.StringAttr.get("main"),
                            "function_type": ir.TypeAttr.get(ftype)})
        entry = fn.regions[0].blocks.append(*ftype.inputs)
        args = iter(entry.arguments)
        results = []
        with ir.InsertionPoint(entry):
            for ops, ins, outs in units:
                remap = {v: next(args) for v in ins}
                for op in ops:
                    new = op.clone()
                    for k, v in enumerate(op.operands):
                        if v in remap:
                            new.operands[k] = remap[v]
                    for a, b in zip(op.results, new.results):
                        remap[a] = b
                    if new.regions:
                        glue.lower_regions(new, is_graph_op)
                results += [remap[v] for v in outs]
            ir.Operation.create("func.return", operands=results)
        return gm


def graph_module(plan: Plan) -> ir.Module:
    """The program's TOSA graph as ``func.func @main(inputs) -> outputs``."""
    return build_module(plan.module.context,
                        [(plan.ops, [i.value for i in plan.inputs], plan.outputs)])
