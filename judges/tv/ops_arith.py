"""Encodings of the ``arith`` and ``index`` dialects (semantics in :mod:`judges.tv.intsem` and
:mod:`judges.tv.fpsem`; ``index`` ops are 64-bit integer ops, MLIR IndexOps.td: ``index.divs``
"division by zero or INT_MIN / -1 is undefined behavior", shifts by >= 64 give poison,
``index.casts``/``castu`` sign/zero-extend or truncate)."""

from __future__ import annotations

import numpy as np
import z3
from mlir import ir

from judges.tv import fpsem, intsem
from judges.tv.elementwise import lift, operand_et, result_et
from judges.tv.state import Encoder, encoder, type_of
from judges.tv.sym import (
    INDEX_BITS,
    ElemType,
    Scalar,
    Shaped,
    Unsupported,
    float_bits,
    float_const,
    int_const,
    numel,
    por,
    select_value,
)

# ---- attributes ----------------------------------------------------------------------------


def overflow(op: ir.Operation) -> tuple[bool, bool]:
    """``(nsw, nuw)`` of an op's ``overflowFlags`` attribute."""
    if "overflowFlags" not in op.attributes:
        return False, False
    text = str(op.attributes["overflowFlags"])
    return "nsw" in text, "nuw" in text


def exact(op: ir.Operation) -> bool:
    return "isExact" in op.attributes


def enum_index(op: ir.Operation, name: str) -> int:
    """The integer of an i64 enum attribute (``predicate`` of cmpi/cmpf)."""
    return ir.IntegerAttr(op.attributes[name]).value


def fastmath(op: ir.Operation) -> set[str]:
    a = op.attributes["fastmath"] if "fastmath" in op.attributes else None
    return fpsem.fastmath_flags(str(a) if a is not None else None)


def with_fastmath(op: ir.Operation, fn):
    """Wrap a float scalar function with the op's ``nnan``/``ninf`` poison."""
    flags = fastmath(op)
    if not flags:
        return fn

    def wrapped(*xs: Scalar) -> Scalar:
        r = fn(*xs)
        return Scalar(r.v, por(r.poison, fpsem.fastmath_poison(flags, [*xs, r])))

    return wrapped


# ---- constants -----------------------------------------------------------------------------


def scalar_attr(attr: ir.Attribute, et: ElemType) -> Scalar:
    """A scalar ``IntegerAttr``/``FloatAttr``/``BoolAttr``."""
    if isinstance(attr, ir.BoolAttr):
        return Scalar(z3.BitVecVal(int(ir.BoolAttr(attr).value), 1))
    if isinstance(attr, ir.IntegerAttr):
        return Scalar(int_const(ir.IntegerAttr(attr).value, et.width))
    if isinstance(attr, ir.FloatAttr):
        return Scalar(float_const(ir.FloatAttr(attr).value, et))
    raise Unsupported(f"constant attribute {attr}")


def dense_values(attr: ir.Attribute, et: ElemType, n: int) -> list[Scalar]:
    """The ``n`` elements of a dense (or splat) elements attribute, row-major; floats by bit
    pattern so that NaN payloads and -0 are read exactly."""
    if isinstance(attr, ir.DenseElementsAttr) and ir.DenseElementsAttr(attr).is_splat:
        one = scalar_attr(ir.DenseElementsAttr(attr).get_splat_value(), et)
        return [one] * n
    try:
        arr = np.array(attr).reshape(-1)
    except (TypeError, ValueError, RuntimeError):
        raise Unsupported(f"dense attribute of {et.name}") from None
    if len(arr) != n:
        raise Unsupported(f"dense attribute with {len(arr)} elements for {n}")
    if et.is_float:
        out = []
        for x in arr.tolist():
            bits = float_bits(float(x), et)
            out.append(Scalar(z3.fpBVToFP(z3.BitVecVal(bits, et.width), et.sort())))
        return out
    return [Scalar(int_const(int(x), et.width)) for x in arr.tolist()]


def constant(enc: Encoder, op: ir.Operation, key: str = "value") -> list:
    attr = op.attributes[key]
    shape, et = type_of(op.results[0].type)
    if shape is None:
        return [scalar_attr(attr, et)]
    enc.check_size(shape, op.name)
    if isinstance(op.results[0].type, ir.MemRefType):
        raise Unsupported(f"{op.name} of memref type")
    return [Shaped(shape, tuple(dense_values(attr, et, numel(shape))), et)]


@encoder("arith.constant")
def _constant(enc: Encoder, op: ir.Operation):
    return constant(enc, op)


@encoder("index.constant")
def _index_constant(enc: Encoder, op: ir.Operation):
    return [Scalar(int_const(ir.IntegerAttr(op.attributes["value"]).value, INDEX_BITS))]


@encoder("index.bool.constant")
def _index_bool(enc: Encoder, op: ir.Operation):
    return [Scalar(z3.BitVecVal(int(ir.BoolAttr(op.attributes["value"]).value), 1))]


# ---- integer ops ---------------------------------------------------------------------------

_FLAGGED = {"arith.addi": intsem.add, "arith.subi": intsem.sub, "arith.muli": intsem.mul,
            "arith.shli": intsem.shl}


@encoder(*_FLAGGED)
def _flagged(enc: Encoder, op: ir.Operation):
    nsw, nuw = overflow(op)
    fn = _FLAGGED[op.name]
    return lift(enc, op, lambda a, b: fn(a, b, nsw, nuw))


@encoder("arith.shrui", "arith.shrsi")
def _shr(enc: Encoder, op: ir.Operation):
    fn = intsem.shrui if op.name == "arith.shrui" else intsem.shrsi
    ex = exact(op)
    return lift(enc, op, lambda a, b: fn(a, b, ex))


def _division(enc: Encoder, op: ir.Operation, fn):
    def one(a: Scalar, b: Scalar) -> Scalar:
        r, ub = fn(a, b)
        enc.add_ub(ub)
        return r

    return lift(enc, op, one)


_DIVISIONS = {"arith.ceildivui": intsem.ceildivui, "arith.ceildivsi": intsem.ceildivsi,
              "arith.floordivsi": intsem.floordivsi, "arith.remui": intsem.remui,
              "arith.remsi": intsem.remsi,
              "index.ceildivu": intsem.ceildivui, "index.ceildivs": intsem.ceildivsi,
              "index.floordivs": intsem.floordivsi, "index.remu": intsem.remui,
              "index.rems": intsem.remsi, "index.divu": intsem.divui,
              "index.divs": intsem.divsi}


@encoder(*_DIVISIONS)
def _divisions(enc: Encoder, op: ir.Operation):
    return _division(enc, op, _DIVISIONS[op.name])


@encoder("arith.divui", "arith.divsi")
def _div_exact(enc: Encoder, op: ir.Operation):
    fn = intsem.divui if op.name == "arith.divui" else intsem.divsi
    ex = exact(op)
    return _division(enc, op, lambda a, b: fn(a, b, ex))


_BITWISE = {"arith.andi": "and", "arith.ori": "or", "arith.xori": "xor", "index.and": "and",
            "index.or": "or", "index.xor": "xor"}


@encoder(*_BITWISE)
def _bitwise(enc: Encoder, op: ir.Operation):
    kind = _BITWISE[op.name]
    return lift(enc, op, lambda a, b: intsem.bitwise(kind, a, b))


_MINMAX = {"arith.maxsi": "maxsi", "arith.minsi": "minsi", "arith.maxui": "maxui",
           "arith.minui": "minui", "index.maxs": "maxsi", "index.mins": "minsi",
           "index.maxu": "maxui", "index.minu": "minui"}


@encoder(*_MINMAX)
def _minmax(enc: Encoder, op: ir.Operation):
    kind = _MINMAX[op.name]
    return lift(enc, op, lambda a, b: intsem.minmax(kind, a, b))


@encoder("arith.cmpi")
def _cmpi(enc: Encoder, op: ir.Operation):
    pred = intsem.CMPI[enum_index(op, "predicate")]
    return lift(enc, op, lambda a, b: intsem.cmpi(pred, a, b))


@encoder("index.cmp")
def _index_cmp(enc: Encoder, op: ir.Operation):
    text = str(op.attributes["pred"])  # #index<cmp_predicate slt>
    pred = text[text.rindex(" ") + 1:].rstrip(">")
    if pred not in intsem.CMPI:
        raise Unsupported(f"index.cmp predicate {text}")
    return lift(enc, op, lambda a, b: intsem.cmpi(pred, a, b))


@encoder("arith.addui_extended")
def _addui_extended(enc: Encoder, op: ir.Operation):
    return lift(enc, op, intsem.add_extended)


@encoder("arith.mului_extended", "arith.mulsi_extended")
def _mul_extended(enc: Encoder, op: ir.Operation):
    signed = op.name == "arith.mulsi_extended"
    return lift(enc, op, lambda a, b: intsem.mul_extended(a, b, signed))


@encoder("arith.extui", "arith.extsi")
def _ext(enc: Encoder, op: ir.Operation):
    w = result_et(op).width
    fn = intsem.extui if op.name == "arith.extui" else intsem.extsi
    return lift(enc, op, lambda a: fn(a, w))


@encoder("arith.trunci")
def _trunci(enc: Encoder, op: ir.Operation):
    w = result_et(op).width
    nsw, nuw = overflow(op)
    return lift(enc, op, lambda a: intsem.trunci(a, w, nsw, nuw))


@encoder("arith.index_cast", "arith.index_castui", "index.casts", "index.castu")
def _index_cast(enc: Encoder, op: ir.Operation):
    if isinstance(op.results[0].type, ir.MemRefType):
        raise Unsupported(f"{op.name} on memrefs")
    w = result_et(op).width
    signed = op.name in ("arith.index_cast", "index.casts")
    return lift(enc, op, lambda a: intsem.resize(a, w, signed))


@encoder("arith.select")
def _select(enc: Encoder, op: ir.Operation):
    return lift(enc, op, select_value)


@encoder("arith.bitcast")
def _bitcast(enc: Encoder, op: ir.Operation):
    src, dst = operand_et(op), result_et(op)
    if isinstance(op.results[0].type, ir.MemRefType):
        raise Unsupported("arith.bitcast on memrefs")

    def one(a: Scalar) -> Scalar:
        bits = enc.float_bits(a.v, src) if src.is_float else a.v
        v = z3.fpBVToFP(bits, dst.sort()) if dst.is_float else bits
        return Scalar(v, a.poison)

    return lift(enc, op, one)


# ---- index ---------------------------------------------------------------------------------

_INDEX_ARITH = {"index.add": intsem.add, "index.sub": intsem.sub, "index.mul": intsem.mul,
                "index.shl": intsem.shl}


@encoder(*_INDEX_ARITH)
def _index_arith(enc: Encoder, op: ir.Operation):
    fn = _INDEX_ARITH[op.name]
    return lift(enc, op, lambda a, b: fn(a, b))


@encoder("index.shrs", "index.shru")
def _index_shr(enc: Encoder, op: ir.Operation):
    fn = intsem.shrsi if op.name == "index.shrs" else intsem.shrui
    return lift(enc, op, lambda a, b: fn(a, b))


@encoder("index.sizeof")
def _index_sizeof(enc: Encoder, op: ir.Operation):
    return [Scalar(int_const(INDEX_BITS // 8, INDEX_BITS))]


# ---- floating point ------------------------------------------------------------------------

_FBINARY = ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf",
            "minnumf")


@encoder(*[f"arith.{n}" for n in _FBINARY])
def _fbinary(enc: Encoder, op: ir.Operation):
    kind = op.name.split(".", 1)[1]
    return lift(enc, op, with_fastmath(op, lambda a, b: enc.fbinary(kind, a, b)))


@encoder("arith.negf")
def _negf(enc: Encoder, op: ir.Operation):
    return lift(enc, op, with_fastmath(op, lambda a: Scalar(z3.fpNeg(a.v), a.poison)))


@encoder("arith.cmpf")
def _cmpf(enc: Encoder, op: ir.Operation):
    pred = fpsem.CMPF[enum_index(op, "predicate")]
    flags = fastmath(op)

    def one(a: Scalar, b: Scalar) -> Scalar:
        r = fpsem.cmpf(pred, a, b)
        return Scalar(r.v, por(r.poison, fpsem.fastmath_poison(flags, [a, b])))

    return lift(enc, op, one)


@encoder("arith.extf", "arith.truncf")
def _fcast(enc: Encoder, op: ir.Operation):
    dst = result_et(op)
    rm = fpsem.rounding_mode(str(op.attributes["roundingmode"])
                             if "roundingmode" in op.attributes else None)
    return lift(enc, op, with_fastmath(op, lambda a: fpsem.fp_cast(a, dst, rm)))


@encoder("arith.sitofp", "arith.uitofp")
def _itofp(enc: Encoder, op: ir.Operation):
    dst = result_et(op)
    signed = op.name == "arith.sitofp"
    return lift(enc, op, lambda a: fpsem.int_to_fp(a, dst, signed))


@encoder("arith.fptosi", "arith.fptoui")
def _fptoi(enc: Encoder, op: ir.Operation):
    src, dst = operand_et(op), result_et(op)
    signed = op.name == "arith.fptosi"
    return lift(enc, op, lambda a: fpsem.fp_to_int(a, src, dst.width, signed))

