"""Builders of tosa ops for the TOSA guards (:mod:`ubfix.rules.tosa`,
:mod:`ubfix.rules.tosa_spec`): elementwise ops with the TOSA 1.0 §1.9 broadcast result type,
0/1 predicates without ``i1`` tensors, and the shape ops (``reshape``, ``slice``) with their
``tosa.const_shape`` operands. Every op is created before the builder's anchor."""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder, element_type


def broadcast(a: ir.Type, b: ir.Type) -> ir.Type:
    """The TOSA 1.0 §1.9 broadcast of two ranked tensor types of equal rank (element type of
    ``a``): per dim, the one that is not 1 (dynamic if unknown)."""
    ra, rb = ir.RankedTensorType(a), ir.RankedTensorType(b)
    dyn = ir.ShapedType.get_dynamic_size()
    shape = []
    for x, y in zip(ra.shape, rb.shape):
        if x == 1 or x == y:
            shape.append(y)
        elif y == 1:
            shape.append(x)
        else:
            shape.append(x if not ir.ShapedType.is_dynamic_size(x) else
                         y if not ir.ShapedType.is_dynamic_size(y) else dyn)
    return ir.RankedTensorType.get(shape, ra.element_type)


def binary(b: Builder, name: str, x: ir.Value, y: ir.Value) -> ir.Value:
    """An elementwise binary tosa op with the broadcast result type."""
    return b.op(name, [x, y], broadcast(x.type, y.type))


def maximum(b: Builder, x: ir.Value, c) -> ir.Value:
    return binary(b, "tosa.maximum", x, c if isinstance(c, ir.Value) else b.tosa_const(x.type, c))


def minimum(b: Builder, x: ir.Value, c) -> ir.Value:
    return binary(b, "tosa.minimum", x, c if isinstance(c, ir.Value) else b.tosa_const(x.type, c))


def nonzero(b: Builder, d: ir.Value) -> ir.Value:
    """1 where the i32 ``d`` is not 0, else 0: ``clamp(d, -1, 1) & 1`` (no overflow, no i1)."""
    s = minimum(b, maximum(b, d, -1), 1)
    return binary(b, "tosa.bitwise_and", s, b.tosa_const(d.type, 1))


def shift_right(b: Builder, x: ir.Value, n: int, arithmetic: bool = True) -> ir.Value:
    """``x >> n`` (arithmetic or logical) by a constant."""
    c = b.tosa_const(x.type, n)
    if arithmetic:
        return b.op("tosa.arithmetic_right_shift", [x, c], x.type,
                    {"round": ir.BoolAttr.get(False)})
    return b.op("tosa.logical_right_shift", [x, c], x.type)


def bit_and(b: Builder, x: ir.Value, mask: int) -> ir.Value:
    return binary(b, "tosa.bitwise_and", x, b.tosa_const(x.type, mask))


def shape_const(b: Builder, values: list[int]) -> ir.Value:
    """``tosa.const_shape`` holding ``values`` (``!tosa.shape<len>``)."""
    index = ir.IndexType.get()
    attr = ir.DenseElementsAttr.get([ir.IntegerAttr.get(index, v) for v in values],
                                    type=ir.RankedTensorType.get([len(values)], index))
    return b.op("tosa.const_shape", [], ir.Type.parse(f"!tosa.shape<{len(values)}>"),
                {"values": attr})


def reshape(b: Builder, x: ir.Value, shape: list[int]) -> ir.Value:
    """``tosa.reshape`` of ``x`` to the static ``shape``."""
    return b.op("tosa.reshape", [x, shape_const(b, shape)],
                ir.RankedTensorType.get(shape, element_type(x.type)))


def slice_at(b: Builder, x: ir.Value, axis: int, k: int) -> ir.Value:
    """``tosa.slice`` of the static tensor ``x``: index ``k`` of ``axis`` (size 1 there)."""
    t = ir.RankedTensorType(x.type)
    start = [0] * t.rank
    start[axis] = k
    size = list(t.shape)
    size[axis] = 1
    return b.op("tosa.slice", [x, shape_const(b, start), shape_const(b, size)],
                ir.RankedTensorType.get(size, t.element_type))
