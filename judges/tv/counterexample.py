"""Counterexamples of refuted functions: the arguments the solver's model gives, the values of
every observable on both sides (text, and as smith's checksum reads them), and the op that
defines the first differing result."""

from __future__ import annotations

import attrs
import z3
from mlir import ir

from judges.tv.solve import Model
from judges.tv.state import Inputs, func_ops, type_of
from judges.tv.sym import ElemType, Scalar, canonical_nan_bits, float_bits, fp_value, numel


@attrs.frozen
class ArgValue:
    """One argument of a counterexample: its MLIR type, its shape (None for a scalar) and its
    elements row-major (ints as signed values; floats as IEEE bit patterns, ``float`` beside
    them for reading)."""

    type: str
    shape: tuple[int, ...] | None
    elem: str
    bits: tuple[int, ...]
    floats: tuple[float, ...] | None = None


@attrs.frozen
class Counterexample:
    """Arguments on which the target does not refine the source, and what differs.

    Attributes:
        func: the function's symbol name.
        args: one :class:`ArgValue` per argument.
        what: the first difference, e.g. ``"result 0: source -18, target 18"`` or
            ``"target UB"``.
        source, target: per observable, the value of each side (text, ``poison`` or ``UB``).
        model: the solver's model (SMT-LIB text).
        names: the observables (``result 0 [1, 2]``, ``print 3``...).
        source_bits, target_bits: per observable, the value as smith's checksum reads it
            (:mod:`ubfix.checksum`: integers sign-extended, floats as their bits with NaN
            canonical), None for poison or UB.
    """

    func: str
    args: tuple[ArgValue, ...]
    what: str
    source: tuple[str, ...]
    target: tuple[str, ...]
    model: str
    names: tuple[str, ...] = ()
    source_bits: tuple[int | None, ...] = ()
    target_bits: tuple[int | None, ...] = ()
    source_op: str = ""


def fp_float(v: z3.ExprRef, et: ElemType) -> float:
    return fp_value(v, et)


def show(model: Model, s: Scalar) -> str:
    if z3.is_true(model.eval(s.poison)):
        return "poison"
    v = model.eval(s.v)
    if z3.is_bv_value(v):
        return str(v.as_signed_long()) if v.size() > 1 else str(v.as_long())
    sort = v.sort()
    et = ElemType("f", "float", sort.ebits() + sort.sbits(), sort.ebits(), sort.sbits())
    et = attrs.evolve(et, name={(5, 11): "f16", (8, 8): "bf16", (8, 24): "f32",
                                (11, 53): "f64"}[(sort.ebits(), sort.sbits())])
    return repr(fp_float(v, et))


def defining_op(module: ir.Module, func: str, what: str) -> str:
    """The name of the op whose result the source returns at the observable ``what``
    (``result K ...``); ``vector.print``, ``memref`` or ``UB`` for the other observables."""
    if what.startswith("print"):
        return "vector.print"
    if what.startswith("memref"):
        return "memref"
    if not what.startswith("result "):
        return "UB"
    k = int(what.split()[1].rstrip(":"))
    for block in func_ops(module)[func].regions[0].blocks:
        term = [o.operation for o in block.operations][-1]
        if term.name == "func.return":
            owner = term.operands[k].owner
            return owner.name if isinstance(owner, ir.Operation) else \
                getattr(owner, "name", "argument") if not isinstance(owner, ir.Block) \
                else "argument"
    return "?"


def bits_of(model: Model, s: Scalar) -> int | None:
    """The value as the checksum reads it (see :class:`Counterexample`), None for poison."""
    if z3.is_true(model.eval(s.poison)):
        return None
    v = model.eval(s.v)
    if z3.is_bv_value(v):
        return v.as_long() if v.size() == 1 else v.as_signed_long()
    sort = v.sort()
    w = sort.ebits() + sort.sbits()
    if z3.is_true(model.eval(z3.fpIsNaN(v))):
        et = ElemType("f", "float", w, sort.ebits(), sort.sbits())
        bits = canonical_nan_bits(et)
    else:
        bits = model.eval(z3.fpToIEEEBV(v)).as_long()
    return bits - (1 << w) if bits >> (w - 1) else bits


def model_args(model: Model, inputs: Inputs, func: str, module: ir.Module
                ) -> tuple[ArgValue, ...]:
    fn = func_ops(module)[func]
    fty = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
    out = []
    for i, t in enumerate(fty.inputs):
        shape, et = type_of(t)
        keys = [f"{func}.arg{i}"] if shape is None else \
            [f"{func}.arg{i}[{p}]" for p in range(numel(shape))]
        bits, floats = [], []
        for k in keys:
            var = inputs.vars[k][0] if k in inputs.vars else z3.Const(k, et.sort())
            v = model.eval(var)
            if et.is_float:
                f = fp_float(v, et)
                floats.append(f)
                bits.append(float_bits(f, et) if f == f else canonical_nan_bits(et))
            else:
                bits.append(v.as_signed_long() if et.width > 1 else v.as_long())
        out.append(ArgValue(str(t), shape, et.name, tuple(bits),
                            tuple(floats) if et.is_float else None))
    return tuple(out)


