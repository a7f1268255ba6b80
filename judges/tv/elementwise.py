"""Lifting scalar encodings to tensors and vectors, element by element (arith and math ops
apply elementwise to shaped operands, MLIR arith docs; a scalar ``i1`` condition of
``arith.select`` chooses whole values)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mlir import ir

from judges.tv.state import Encoder, type_of
from judges.tv.sym import ElemType, Scalar, Shaped, Sym, Unsupported

ScalarFn = Callable[..., Scalar | tuple[Scalar, ...]]


def lift(enc: Encoder, op: ir.Operation, fn: ScalarFn, args: Sequence[Sym] | None = None
         ) -> list[Sym]:
    """Apply ``fn(*scalars)`` (returning one Scalar, or a tuple for multi-result ops) to
    the operands of ``op`` elementwise; results get the shapes of ``op``'s result types.

    Raises:
        Unsupported: memref operands or mismatched shapes.
    """
    args = list(args if args is not None else enc.operands(op))
    shaped = [a for a in args if isinstance(a, Shaped)]
    if any(not isinstance(a, Scalar | Shaped) for a in args):
        raise Unsupported(f"{op.name} on memref or shape operands")
    n_res = len(op.results)
    if not shaped:
        out = fn(*args)
        return list(out) if isinstance(out, tuple) else [out]
    shape = shaped[0].shape
    if any(s.shape != shape for s in shaped):
        raise Unsupported(f"{op.name} with operands of different shapes")
    per_elem: list[list[Scalar]] = [[] for _ in range(n_res)]
    for i in range(len(shaped[0].elems)):
        out = fn(*[a.elems[i] if isinstance(a, Shaped) else a for a in args])
        out = out if isinstance(out, tuple) else (out,)
        for k in range(n_res):
            per_elem[k].append(out[k])
    results: list[Sym] = []
    for k, r in enumerate(op.results):
        _, et = type_of(r.type)
        results.append(Shaped(shape, tuple(per_elem[k]), et))
    return results


def result_et(op: ir.Operation, i: int = 0) -> ElemType:
    """Element type of result ``i`` of ``op``."""
    return type_of(op.results[i].type)[1]


def operand_et(op: ir.Operation, i: int = 0) -> ElemType:
    return type_of(op.operands[i].type)[1]
