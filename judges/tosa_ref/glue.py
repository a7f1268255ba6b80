"""Map scalar glue inside ``tosa.cond_if``/``tosa.while_loop`` regions onto TOSA ops, so that a
region that computes e.g. its loop condition with ``tensor.extract`` + ``arith.cmpi`` +
``tensor.from_elements`` (the form MLIR 22.1.8 can lower, see :mod:`smith.gen.families.tosa_cf`)
serializes as a TOSA graph. A scalar of type T becomes a rank-0 ``tensor<T>``.

The mapping (each row exact, TOSA 1.0.0 specification sections named):

============================  =========================================================
``arith.constant`` scalar      ``tosa.const`` rank 0 (CONST)
``tensor.extract t[c...]``     ``tosa.slice`` at the constant index, ``tosa.reshape`` to
                               rank 0 (SLICE, RESHAPE)
``tensor.from_elements s...``  ``tosa.reshape`` of each to ``[1]``, ``tosa.concat``,
                               ``tosa.reshape`` to the result shape (CONCAT, RESHAPE)
``arith.cmpi`` eq ne slt sle   ``tosa.equal``/``greater``/``greater_equal`` with swapped
sgt sge                        operands, ``tosa.logical_not`` for ne (comparison ops)
``arith.cmpf`` ordered and     idem; NaN compares false in both (TOSA EQUAL/GREATER: "If
unordered predicates           either or both input values are a NaN, the result is false")
``arith.maxsi``/``minsi``      ``tosa.maximum``/``minimum`` (integers)
``arith.extui`` of i1          ``tosa.cast`` bool to integer (CAST: 1 or 0)
``arith.extsi``/``trunci``     ``tosa.cast`` between i8, i16, i32 (CAST: sign-extend or
                               truncate)
``tosa.apply_scale``           ``tosa.rescale`` of rank-0 tensors with zero points 0, scale32
                               (RESCALE: the same ``apply_scale_32``; its output clip to
                               int32 is the identity)
============================  =========================================================

Anything else (unsigned compares, index arithmetic, i64/f64 scalars, non-constant extract
indices) is not mapped: :func:`unmapped` names the first such op and the enclosing control-flow
op stays outside the graph.
"""

from __future__ import annotations

import numpy as np
from mlir import ir

from judges.tosa_ref.types import TOSA_ELEMS, elem_name, is_i1, rank0

#: arith.cmpi predicate -> (tosa op, swap operands, negate)
_CMPI = {0: ("tosa.equal", False, False), 1: ("tosa.equal", False, True),
         2: ("tosa.greater", True, False), 3: ("tosa.greater_equal", True, False),
         4: ("tosa.greater", False, False), 5: ("tosa.greater_equal", False, False)}
#: arith.cmpf predicate -> (tosa op, swap, negate); u-predicates are the negated ordered ones
_CMPF = {1: ("tosa.equal", False, False), 2: ("tosa.greater", False, False),
         3: ("tosa.greater_equal", False, False), 4: ("tosa.greater", True, False),
         5: ("tosa.greater_equal", True, False), 9: ("tosa.greater_equal", True, True),
         10: ("tosa.greater", True, True), 11: ("tosa.greater_equal", False, True),
         12: ("tosa.greater", False, True), 13: ("tosa.equal", False, True)}
_INT_CASTS = ("arith.extsi", "arith.trunci")
_MINMAX = {"arith.maxsi": "tosa.maximum", "arith.minsi": "tosa.minimum"}
GLUE = ("arith.constant", "tensor.extract", "tensor.from_elements", "arith.cmpi", "arith.cmpf",
        "arith.maxsi", "arith.minsi", "arith.extui", "tosa.apply_scale", *_INT_CASTS)


def _const_int(v: ir.Value) -> int | None:
    owner = v.owner
    if isinstance(owner, ir.Block) or owner.name != "arith.constant":
        return None
    attr = owner.attributes["value"]
    return ir.IntegerAttr(attr).value if isinstance(attr, ir.IntegerAttr) else None


def _scalar_ok(t: ir.Type) -> bool:
    return not isinstance(t, ir.ShapedType) and elem_name(t) in TOSA_ELEMS


def _op_unmapped(op: ir.Operation) -> str | None:
    """Why ``op`` (a glue op) cannot be mapped, or None."""
    name = op.name
    if name not in GLUE:
        return name
    outs = [r.type for r in op.results]
    if name == "arith.constant":
        t = outs[0]
        ok = isinstance(t, ir.IndexType) or _scalar_ok(t)
        return None if ok else f"{name} of {t}"
    if name == "tensor.extract":
        if any(_const_int(i) is None for i in list(op.operands)[1:]):
            return "tensor.extract at a non-constant index"
        return None if _scalar_ok(outs[0]) else f"{name} of {outs[0]}"
    if name == "arith.cmpi":
        pred = ir.IntegerAttr(op.attributes["predicate"]).value
        ok = pred in _CMPI and _scalar_ok(op.operands[0].type)
        return None if ok else f"{name} predicate {pred} on {op.operands[0].type}"
    if name == "arith.cmpf":
        pred = ir.IntegerAttr(op.attributes["predicate"]).value
        return None if pred in _CMPF else f"{name} predicate {pred}"
    if name in _INT_CASTS or name == "arith.extui":
        src = op.operands[0].type
        if name == "arith.extui" and not is_i1(src):
            return f"{name} of {src}"
        return None if _scalar_ok(src) and _scalar_ok(outs[0]) else f"{name} {src}"
    if name == "tosa.apply_scale":
        if _const_int(op.operands[1]) is None or _const_int(op.operands[2]) is None:
            return "tosa.apply_scale with a non-constant multiplier or shift"
        return None if elem_name(op.operands[0].type) == "i32" else "tosa.apply_scale of i64"
    if name == "tensor.from_elements" or name in _MINMAX:
        return None if all(_scalar_ok(v.type) or isinstance(v.type, ir.ShapedType)
                           for v in op.operands) else f"{name} of unsupported scalars"
    return None


def unmapped(region_op: ir.Operation, is_graph_op) -> str | None:
    """The first reason why the regions of ``region_op`` do not form a TOSA graph (an op that
    is neither a graph op (``is_graph_op(op)``) nor mappable glue, or a value captured from
    above), or None when they do. Nested control flow is checked recursively."""
    for region in region_op.regions:
        for block in region.blocks:
            for op in block.operations:
                op = op.operation
                for v in op.operands:
                    if not _defined_within(v, region):
                        return f"{region_op.name} region uses a value defined above it"
                if op.name == "tosa.yield":
                    continue
                if is_graph_op(op):
                    if op.regions:
                        why = unmapped(op, is_graph_op)
                        if why:
                            return why
                    continue
                why = _op_unmapped(op)
                if why:
                    return why
    return None


def _defined_within(v: ir.Value, region: ir.Region) -> bool:
    owner = v.owner
    block = owner if isinstance(owner, ir.Block) else owner.operation.block
    r = block.region
    while True:
        if r == region:
            return True
        parent = r.owner.operation
        if parent.name in ("func.func", "builtin.module"):
            return False
        r = parent.block.region


class _Lowerer:
    """Rewrites glue in place, one block at a time (after :func:`unmapped` said it can)."""

    def __init__(self) -> None:
        self.scalar: dict[ir.Value, ir.Value] = {}   # scalar value -> rank-0 tensor
        self.dead: list[ir.Operation] = []

    def t(self, v: ir.Value) -> ir.Value:
        return self.scalar.get(v, v)

    @staticmethod
    def make(name: str, operands, result: ir.Type, attrs: dict | None = None) -> ir.Value:
        return ir.Operation.create(name, results=[result], operands=list(operands),
                                   attributes=attrs or {}).result

    def const(self, t: ir.RankedTensorType, value) -> ir.Value:
        """A ``tosa.const`` of type ``t`` with every element ``value``."""
        return self.make("tosa.const", [], t, {"values": _splat(t, value)})

    def shape(self, dims) -> ir.Value:
        n = len(dims)
        attr = ir.DenseElementsAttr.get(np.asarray(dims, dtype=np.int64), type=ir.IndexType.get(),
                                        shape=[n])
        return self.make("tosa.const_shape", [], ir.Type.parse(f"!tosa.shape<{n}>"),
                         {"values": attr})

    def reshape(self, v: ir.Value, dims) -> ir.Value:
        t = ir.RankedTensorType(v.type)
        return self.make("tosa.reshape", [v, self.shape(dims)],
                         ir.RankedTensorType.get(list(dims), t.element_type))

    def block(self, block: ir.Block, is_graph_op) -> None:
        for op in list(block.operations):
            op = op.operation
            if is_graph_op(op):
                for region in op.regions:
                    for b in region.blocks:
                        self.block(b, is_graph_op)
                continue
            if op.name in GLUE:
                with ir.InsertionPoint(op):
                    self.lower(op)
                self.dead.append(op)

    def lower(self, op: ir.Operation) -> None:
        name = op.name
        res = op.results[0] if len(op.results) else None
        if name == "arith.constant":
            if isinstance(res.type, ir.IndexType):
                return
            self.scalar[res] = self.const(rank0(res.type), _scalar_value(op))
        elif name == "tensor.extract":
            src = op.operands[0]
            idx = [_const_int(i) for i in list(op.operands)[1:]]
            if idx:  # a rank-0 source is already the scalar
                src = self.make("tosa.slice", [src, self.shape(idx), self.shape([1] * len(idx))],
                                ir.RankedTensorType.get([1] * len(idx),
                                                        ir.RankedTensorType(src.type)
                                                        .element_type))
                src = self.reshape(src, [])
            self.scalar[res] = src
        elif name == "tensor.from_elements":
            t = ir.RankedTensorType(res.type)
            parts = [self.reshape(self.t(v), [1]) for v in op.operands]
            flat = parts[0] if len(parts) == 1 else self.make(
                "tosa.concat", parts, ir.RankedTensorType.get([len(parts)], t.element_type),
                {"axis": ir.IntegerAttr.get(ir.IntegerType.get_signless(32), 0)})
            res.replace_all_uses_with(self.reshape(flat, list(t.shape)))
        elif name in ("arith.cmpi", "arith.cmpf"):
            pred = ir.IntegerAttr(op.attributes["predicate"]).value
            tosa_op, swap, negate = (_CMPI if name == "arith.cmpi" else _CMPF)[pred]
            a, b = self.t(op.operands[0]), self.t(op.operands[1])
            i1 = rank0(ir.IntegerType.get_signless(1))
            c = self.make(tosa_op, [b, a] if swap else [a, b], i1)
            self.scalar[res] = self.make("tosa.logical_not", [c], i1) if negate else c
        elif name in _MINMAX:
            a, b = self.t(op.operands[0]), self.t(op.operands[1])
            self.scalar[res] = self.make(_MINMAX[name], [a, b], a.type)
        elif name in ("arith.extui", *_INT_CASTS):
            self.scalar[res] = self.make("tosa.cast", [self.t(op.operands[0])], rank0(res.type))
        elif name == "tosa.apply_scale":
            self.scalar[res] = self.rescale(op)

    def rescale(self, op: ir.Operation) -> ir.Value:
        i32, i8 = ir.IntegerType.get_signless(32), ir.IntegerType.get_signless(8)
        one = ir.RankedTensorType.get([1], i32)
        mult = self.const(one, _const_int(op.operands[1]))
        shift = self.const(ir.RankedTensorType.get([1], i8), _const_int(op.operands[2]))
        zp = self.const(one, 0)
        false = ir.BoolAttr.get(False)
        attrs = {"scale32": ir.BoolAttr.get(True), "per_channel": false,
                 "input_unsigned": false, "output_unsigned": false,
                 "rounding_mode": op.attributes["rounding_mode"]}
        value = self.t(op.operands[0])
        return self.make("tosa.rescale", [value, mult, shift, zp, zp], value.type, attrs)

    def finish(self) -> None:
        for op in reversed(self.dead):
            op.erase()


def lower_regions(region_op: ir.Operation, is_graph_op) -> None:
    """Rewrite the glue of every region of ``region_op`` (checked with :func:`unmapped`)."""
    low = _Lowerer()
    for region in region_op.regions:
        for block in region.blocks:
            low.block(block, is_graph_op)
    low.finish()


def _scalar_value(op: ir.Operation):
    attr = op.attributes["value"]
    if isinstance(attr, ir.IntegerAttr):
        v = ir.IntegerAttr(attr).value
        return bool(v) if is_i1(attr.type) else v
    return ir.FloatAttr(attr).value


def _splat(t: ir.RankedTensorType, v) -> ir.Attribute:
    e = t.element_type
    if isinstance(e, ir.IntegerType):
        w = ir.IntegerType(e).width
        v = int(v) & 1 if w == 1 else int(v)
        return ir.DenseElementsAttr.get_splat(t, ir.IntegerAttr.get(e, v))
    return ir.DenseElementsAttr.get_splat(t, ir.FloatAttr.get(e, float(v)))
