"""TOSA control flow: COND_IF and WHILE_LOOP (TOSA 1.0.0 specification, "Control Flow
Operators"; MLIR 22.1.8 TosaOps.td ``tosa.cond_if``/``tosa.while_loop``, regions ending in
``tosa.yield``).

Code rather than data because the regions, their block arguments and the yields are coupled.

The regions are isolated from above, as TOSA 1.0 requires (COND_IF/WHILE_LOOP take their
then/else, cond/body graphs with explicit inputs; ``mlir-opt --tosa-validate=
"strict-op-spec-alignment"`` rejects a region that uses a value defined outside it): a region
sees only its block arguments and what it defines, and a value it needs from outside becomes a
new explicit input (:class:`Inputs`, the ``capture`` hook of :meth:`Builder.region`). For a
COND_IF both branches receive every input; for a WHILE_LOOP an input is a carried value the body
passes on unchanged.

Two MLIR 22.1.8 constraints shape it (both checked with mlir-opt, see lowering/passmap.json):

- ``tosa-to-scf`` reads the ``tensor<i1>`` condition with ``tensor.extract``. A condition made by
  an elementwise tosa op would be bufferized into a ``memref<i1>`` (the i1-memref assertion), so
  the condition is ``tensor.from_elements`` of an ``i1`` scalar; ``linalg-fuse-elementwise-ops``,
  which every path runs after ``tosa-to-scf``, folds ``tensor.extract(tensor.from_elements(c))``
  to ``c`` before bufferization.
- Region bodies must not consume an i1 tensor from outside (the fused producer and its consumer
  would sit on both sides of an ``scf.if``/``scf.while`` boundary), so i1 tensors are never
  inputs; and every value a region yields is a tensor (``tosa.yield`` takes tensors): i1 sinks
  are widened to i8, scalar sinks put into a ``tensor<1xT>``.

WHILE_LOOP terminates by construction: a ``tensor<i32>`` counter starts at a constant, the body
adds 1, and the condition is ``counter < bound`` with a constant bound at most 8 above the start
(TOSA leaves a non-terminating loop undefined; DESIL Table 1 control-flow row).
"""

from __future__ import annotations

from ground.errors import Reject
from smith.gen.builder import Builder, Region, Value
from smith.gen.families.registry import family
from smith.gen.families.shaped import (
    branch_yields,
    build_region,
    emit_terminator,
    generic_regions,
    names,
    observable_in,
    reenter,
)
from smith.gen.families.shaped import types as render_types
from smith.gen.layouts import region_layout
from smith.gen.spec import OpSpec
from smith.gen.types import Scalar, Tensor, Type, is_float

#: scalar element types a tosa tensor may hold in smith's programs; others are converted
_WIDEN = {"i1": ("arith.extui", "i8"), "i64": ("arith.trunci", "i32"),
          "f64": ("arith.truncf", "f32"), "index": ("arith.index_cast", "i32")}


class Inputs:
    """The explicit inputs of a control-flow op with ``n`` regions isolated from above: the
    outer values and, per region, the block arguments that receive them (in the same order).

    :meth:`capture` is the ``capture`` hook of region ``i``: the value is chosen (or made) in
    the scope around the op, and every region gets a block argument for it.
    """

    def __init__(self, b: Builder, outer: list[Value], n: int) -> None:
        self.b = b
        self.outer = list(outer)
        self.args = [[b.block_arg(v.type) for v in outer] for _ in range(n)]

    def capture(self, i: int):
        def hook(ty: Type) -> Value:
            with self.b.outside():
                v = self.b.get(ty)
            self.outer.append(v)
            new = [self.b.block_arg(ty) for _ in self.args]
            for args, a in zip(self.args, new):
                args.append(a)
            return new[i]

        return hook


def _carried_inputs(b: Builder, k: int) -> list[Value]:
    """Up to ``k`` distinct pooled tensors to pass into a region: no i1 (see the module
    docstring), no index (the inputs are tosa-conformant tensors: ``Tosa_AnyNumber``,
    TosaTypesBase.td)."""
    cands, _ = b.of_types([Tensor], lambda t: t.elem not in ("i1", "index"), multi_use=True)
    out: list[Value] = []
    for _ in range(k):
        rest = [v for v in cands if v not in out]
        if not rest:
            break
        out.append(b.draw.choice(rest))
    return out


def as_tensor(b: Builder, v: Value) -> Value:
    """``v`` as something ``tosa.yield`` accepts: i1 tensors widened (``observable``), scalars
    (converted to a tosa element type when needed) put into a ``tensor<1xT>``.

    Raises:
        Reject: ``v`` is a memref or vector (cannot leave a tosa region).
    """
    v = observable_in(b, v)
    if isinstance(v.type, Tensor):
        return v
    if not isinstance(v.type, Scalar):
        raise Reject(f"a tosa region cannot yield {v.type.render()}")
    if v.type.elem in _WIDEN:
        op, elem = _WIDEN[v.type.elem]
        v = b.emit(op, [v], [Scalar(elem)], pool=False, kind="glue")[0]
    t = Tensor((1,), v.type.elem)
    return b.emit("tensor.from_elements", [v], [t], pool=False, kind="glue")[0]


def _condition(b: Builder) -> Value:
    """A ``tensor<i1>`` made by ``tensor.from_elements`` of an i1 scalar that is not foldable (a
    constant condition tensor could be folded into a ``dense<..> : tensor<i1>`` global, i.e. i1
    in memory): a pooled one, or a comparison of a pooled or new i32/f32 argument-derived scalar
    with a constant."""
    c = b.pick(lambda v: not v.foldable, within=[Scalar("i1")])
    if c is not None:
        try:  # Builder.emit refuses a second identical i1 producer (cse would merge them)
            return b.emit("tensor.from_elements", [c], [Tensor((), "i1")], pool=False,
                          kind="glue")[0]
        except Reject:
            pass
    elem = b.draw.choice(("i32", "f32"))
    x = b.pick(lambda v: not v.foldable, within=[Scalar(elem)]) or b.new_arg(Scalar(elem))
    k = b.emit("arith.constant", [], [Scalar(elem)],
               {"value": f"{b.draw.integer(-3, 3)}{'.0' if is_float(elem) else ''} : {elem}"},
               pool=False, kind="const")[0]
    cmp = ("arith.cmpf", "2 : i64") if is_float(elem) else ("arith.cmpi", "4 : i64")
    c = b.emit(cmp[0], [x, k], [Scalar("i1")], {"predicate": cmp[1]}, pool=False,
               kind="glue")[0]
    return b.emit("tensor.from_elements", [c], [Tensor((), "i1")], pool=False, kind="glue")[0]


def _emit_region_op(b: Builder, op: str, operands: list[Value],
                    regions: list[tuple[list[Value], list[str]]], res_types: list) -> list[Value]:
    def text():
        body = generic_regions(regions)
        body[0] = f'"{op}"({names(operands)}) ' + body[0]
        outs = ", ".join(t.render() for t in res_types)
        body[-1] += f" : ({render_types(operands)}) -> ({outs})"
        return body

    return b.emit_text(op, operands, res_types, text)


@family("tosa_cond_if")
def cond_if(b: Builder, spec: OpSpec) -> None:
    """COND_IF(condition, inputs...): both regions take the inputs as block arguments and see
    nothing else (see module doc), where the release's layout is ``block_args``
    (:mod:`smith.gen.layouts`); under ``captured`` (MLIR 21, whose printer drops the inputs) there
    are no inputs and the regions read values from above; results are the union of both
    regions' sinks (each region yields its own sinks and a visible value of the same type for
    the other's), at least one."""
    cond = _condition(b)
    isolated = region_layout(spec.name) == "block_args"
    inputs = Inputs(b, _carried_inputs(b, b.draw.integer(0, 2)) if isolated else [], 2)
    regions: list[Region] = []
    for i in range(2):
        regions.append(build_region(b, i, list(inputs.args[i]),
                                    capture=inputs.capture(i) if isolated else None))
    sinks: list[list[Value]] = []
    for r in regions:
        with reenter(b, r):
            sinks.append([as_tensor(b, v) for v in r.sinks])
    res_types = [v.type for s in sinks for v in s]
    extra = []
    if not res_types:  # a cond_if without results would be dead code
        pooled = _carried_inputs(b, 1)
        extra = [pooled[0].type if pooled else Tensor(b.random_shape(), "i32")]
        res_types = list(extra)
    branch_yields(b, regions, sinks, extra, "tosa.yield")
    _emit_region_op(b, spec.name, [cond, *inputs.outer],
                    [(inputs.args[i], r.lines) for i, r in enumerate(regions)], res_types)


@family("tosa_while_loop")
def while_loop(b: Builder, spec: OpSpec) -> None:
    """WHILE_LOOP(counter, carried...): the body region holds the template's children, adds 1
    to the counter and yields every carried value (a body sink of its type, or itself); other
    body sinks become extra carried values with inits from the parent, and so do values the
    body takes from outside (isolated regions, see module doc). The condition region compares
    the counter with a constant bound."""
    i32 = Tensor((), "i32")
    start = b.draw.integer(0, 2)
    bound = start + b.draw.integer(0, int(spec.params.get("max_trips", 8)))
    carried = [(v, b.block_arg(v.type)) for v in _carried_inputs(b, b.draw.integer(0, 2))]
    cnt = b.block_arg(i32)

    def capture(ty: Type) -> Value:  # a new carried value the body passes on unchanged
        with b.outside():
            v = b.get(ty)
        carried.append((v, b.block_arg(ty)))
        return carried[-1][1]

    r = build_region(b, 0, [cnt] + [a for _, a in carried], capture=capture)
    with reenter(b, r):
        one = b.tosa_const(i32, "1")
        nxt = b.emit("tosa.add", [cnt, one], [i32], pool=False, kind="glue")[0]
        sinks = [as_tensor(b, v) for v in r.sinks if v not in [a for _, a in carried]]
    inits = [b.tosa_const(i32, str(start))] + [c[0] for c in carried]
    bargs = [cnt] + [c[1] for c in carried]
    ys: list[Value] = [nxt]
    for _, a in carried:
        m = next((s for s in sinks if s.type == a.type), None)
        if m is not None:
            sinks.remove(m)
        ys.append(m if m is not None else a)
    for s in sinks:
        inits.append(b.get(s.type, p_reuse=0.9))
        bargs.append(b.block_arg(s.type))
        ys.append(s)
    with reenter(b, r):
        emit_terminator(b, "tosa.yield", ys)
    cond_args = [b.block_arg(a.type) for a in bargs]
    e, k, lt, c = (b.new_name() for _ in range(4))
    cond_lines = [
        f'{e} = "tensor.extract"({cond_args[0].name}) : (tensor<i32>) -> i32',
        f'{k} = "arith.constant"() <{{value = {bound} : i32}}> : () -> i32',
        f'{lt} = "arith.cmpi"({e}, {k}) <{{predicate = 2 : i64}}> : (i32, i32) -> i1',
        f'{c} = "tensor.from_elements"({lt}) : (i1) -> tensor<i1>',
        f'"tosa.yield"({c}) : (tensor<i1>) -> ()',
    ]
    _emit_region_op(b, spec.name, inits, [(cond_args, cond_lines), (bargs, r.lines)],
                    [a.type for a in bargs])
