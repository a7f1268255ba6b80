"""Symbolic values of translation validation: SMT terms with a poison bit, element by element.

- :class:`Scalar`: one integer/index/float value. Integers (``iN``, ``index`` as 64 bits, ``i1``
  as a 1-bit vector) are z3 bit-vectors; floats (``f16``, ``bf16``, ``f32``, ``f64``) are terms
  of the SMT floating-point theory (IEEE 754, one NaN: NaN payloads are not modelled, as in
  mlir-tv; a bit cast reads a NaN as any NaN pattern, the run's choice, as LLVM LangRef
  leaves the sign and payload of an op's NaN result open). ``poison`` is a z3 Bool: where it
  holds, the value is poison.
- :class:`Shaped`: a tensor or vector of small static shape, its elements in row-major order.
- :class:`Buffer` / :class:`MemRef`: the mutable storage of a memref and a reference to it.
- :class:`ShapeList`: a ``!tosa.shape<N>`` value (constant index list).

Type mapping (:func:`elem_type`) and the helpers that build terms with literal ``False``/``True``
kept out of the formulas (:func:`por`, :func:`pand`). Terms are built in z3's main context,
which :func:`fresh_context` renews for each check.
"""

from __future__ import annotations

import math
import struct
import zlib

import attrs
import z3
from mlir import ir

INDEX_BITS = 64  # index is 64 bits on every lowering path of the pinned toolchain (x86-64)


def fresh_context() -> None:
    """Give z3 a new main context, where every term of the encoding is built. z3 numbers its
    terms in order of creation, reusing the numbers of freed ones, and its simplifier orders
    the operands of ``and``/``or``/``=`` by these numbers: in a context that has built other
    checks' formulas, the same check gives the solver a differently ordered formula (and may
    time out where it validated alone). Called at the start of every check
    (:func:`judges.tv.check.check_texts`); terms of an earlier context stay valid there."""
    z3.z3._main_ctx = z3.Context()
    _KEYS.clear()
    _SIMPLE.clear()


#: structural keys of terms (:func:`structural_key`) by AST id, with the term kept alive so
#: that its id is not reused; renewed with the context
_KEYS: dict[int, tuple[int, z3.ExprRef]] = {}
#: :func:`simp` results by AST id of the input, the input kept alive likewise
_SIMPLE: dict[int, tuple[z3.ExprRef, z3.ExprRef]] = {}


def structural_key(term: z3.ExprRef) -> int:
    """A hash of ``term``'s structure (declaration names and parameters, numerals by their
    text, children in order), the same for equal terms whatever was built before. z3's own
    ``hash()`` is not: a floating-point numeral's hash is the index of its value in z3's
    table of such values, which depends on the numerals created and freed earlier, so two
    equal reductions of constants could order their operands differently (and the target of
    an unchanged op then needed a proof, often a timeout)."""
    todo = [term]
    while todo:
        e = todo[-1]
        i = e.get_id()
        if i in _KEYS:
            todo.pop()
            continue
        if z3.is_const(e) or z3.is_fp_value(e) or z3.is_rational_value(e):
            key = zlib.crc32(e.sexpr().encode())
        else:
            kids = e.children()
            missing = [c for c in kids if c.get_id() not in _KEYS]
            if missing:
                todo.extend(missing)
                continue
            d = e.decl()
            head = zlib.crc32(f"{d.name()} {d.params()}".encode())
            key = hash((head, *(_KEYS[c.get_id()][0] for c in kids)))
        _KEYS[i] = (key, e)
        todo.pop()
    return _KEYS[term.get_id()][0]


def rne() -> z3.FPRMRef:
    """Round to nearest, ties to even (in the current context)."""
    return z3.RNE()


def false() -> z3.BoolRef:
    return z3.BoolVal(False)


def true() -> z3.BoolRef:
    return z3.BoolVal(True)


class Unsupported(Exception):
    """An op, type or attribute the encoding does not cover: the verdict is ``unsupported``
    naming it, never a guess."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


@attrs.frozen
class ElemType:
    """An element type: ``kind`` ``"int"`` (width bits; index is 64) or ``"float"`` (``ebits``
    exponent bits, ``sbits`` significand bits including the hidden bit)."""

    name: str
    kind: str
    width: int
    ebits: int = 0
    sbits: int = 0

    @property
    def is_float(self) -> bool:
        return self.kind == "float"

    def sort(self) -> z3.SortRef:
        if self.is_float:
            return z3.FPSort(self.ebits, self.sbits)
        return z3.BitVecSort(self.width)


_FLOATS = {"f16": (5, 11), "bf16": (8, 8), "f32": (8, 24), "f64": (11, 53)}


def elem_type(t: ir.Type) -> ElemType:
    """The :class:`ElemType` of a scalar MLIR type.

    Raises:
        Unsupported: any other type (f8 variants, tf32, f80, complex, ...).
    """
    if isinstance(t, ir.IndexType):
        return ElemType("index", "int", INDEX_BITS)
    if isinstance(t, ir.IntegerType):
        it = ir.IntegerType(t)
        if not it.is_signless:
            raise Unsupported(f"type {t} (signed/unsigned integers)")
        return ElemType(str(t), "int", it.width)
    name = str(t)
    if name in _FLOATS:
        e, s = _FLOATS[name]
        return ElemType(name, "float", e + s, e, s)
    raise Unsupported(f"type {t}")


@attrs.frozen
class Scalar:
    """One value: ``v`` (bit-vector or FP term) and ``poison`` (Bool term)."""

    v: z3.ExprRef
    poison: z3.BoolRef = attrs.field(factory=false)


@attrs.frozen
class Shaped:
    """A tensor or vector of static ``shape`` with ``elems`` in row-major order."""

    shape: tuple[int, ...]
    elems: tuple[Scalar, ...]
    et: ElemType

    def __attrs_post_init__(self) -> None:
        assert len(self.elems) == numel(self.shape), (self.shape, len(self.elems))

    def at(self, idx: tuple[int, ...]) -> Scalar:
        return self.elems[linear(self.shape, idx)]


class Buffer:
    """The storage of one memref: ``elems`` (mutable list, row-major) of static ``shape``;
    ``init`` tells whether the elements were defined at allocation (function arguments) or
    are uninitialised (``memref.alloc``: reading them gives poison)."""

    def __init__(self, shape: tuple[int, ...], et: ElemType, elems: list[Scalar], name: str):
        self.shape, self.et, self.elems, self.name = shape, et, elems, name


@attrs.frozen
class MemRef:
    """A reference to a :class:`Buffer` (identity layout, static shape)."""

    buffer: Buffer

    @property
    def shape(self) -> tuple[int, ...]:
        return self.buffer.shape


@attrs.frozen
class ShapeList:
    """A ``!tosa.shape<N>`` value: N index constants."""

    values: tuple[int, ...]


Sym = Scalar | Shaped | MemRef | ShapeList


def numel(shape: tuple[int, ...]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def linear(shape: tuple[int, ...], idx: tuple[int, ...]) -> int:
    """Row-major position of ``idx`` in ``shape``."""
    pos = 0
    for d, i in zip(shape, idx, strict=True):
        pos = pos * d + i
    return pos


def unlinear(shape: tuple[int, ...], pos: int) -> tuple[int, ...]:
    out = []
    for d in reversed(shape):
        out.append(pos % d)
        pos //= d
    return tuple(reversed(out))


def indices(shape: tuple[int, ...]):
    """Every index tuple of ``shape`` in row-major order."""
    return (unlinear(shape, p) for p in range(numel(shape)))


def simp(term: z3.ExprRef) -> z3.ExprRef:
    """z3's simplifier without flattening associative ops: flattening turns the repeated
    squaring of ``math.ipowi`` into a product of 2**63 factors. Memoised per context (the
    encoding simplifies the same operand terms again and again, e.g. in :func:`ordered`)."""
    i = term.get_id()
    hit = _SIMPLE.get(i)
    if hit is None:
        hit = _SIMPLE[i] = (term, z3.simplify(term, flat=False))
    return hit[1]


def _literal(t: z3.ExprRef) -> int:
    """1 for the literal ``True``, -1 for ``False``, 0 for any other term: one call of z3's C
    API (``z3.is_true``/``is_false`` take several, and the encoding asks for every poison
    flag it combines)."""
    return z3.Z3_get_bool_value(t.ctx_ref(), t.as_ast())


def por(*terms: z3.BoolRef) -> z3.BoolRef:
    """Disjunction with literal ``False`` dropped (and ``True`` absorbing)."""
    keep = []
    for t in terms:
        lit = _literal(t)
        if lit == 1:
            return true()
        if lit == 0:
            keep.append(t)
    if not keep:
        return false()
    return keep[0] if len(keep) == 1 else z3.Or(*keep)


def pand(*terms: z3.BoolRef) -> z3.BoolRef:
    """Conjunction with literal ``True`` dropped (and ``False`` absorbing)."""
    keep = []
    for t in terms:
        lit = _literal(t)
        if lit == -1:
            return false()
        if lit == 0:
            keep.append(t)
    if not keep:
        return true()
    return keep[0] if len(keep) == 1 else z3.And(*keep)


def pnot(t: z3.BoolRef) -> z3.BoolRef:
    lit = _literal(t)
    if lit:
        return false() if lit == 1 else true()
    return z3.Not(t)


def ite(c: z3.BoolRef, a: z3.ExprRef, b: z3.ExprRef) -> z3.ExprRef:
    """``If(c, a, b)`` folded when ``c`` is a literal or both arms are the same term."""
    lit = _literal(c)
    if lit:
        return a if lit == 1 else b
    if a.eq(b):
        return a
    return z3.If(c, a, b)


def select_scalar(c: z3.BoolRef, a: Scalar, b: Scalar) -> Scalar:
    """The value of ``a`` where ``c`` holds, else ``b`` (poison likewise)."""
    return Scalar(ite(c, a.v, b.v), ite(c, a.poison, b.poison))


def select_value(c: Scalar, a: Scalar, b: Scalar) -> Scalar:
    """``select`` on an ``i1`` condition: poison when the condition is, else the chosen value
    with its poison (MLIR arith docs, ``arith.select``; ``tosa.select`` the same)."""
    r = select_scalar(bool_of(c), a, b)
    return Scalar(r.v, por(c.poison, r.poison))


def select_sym(c: z3.BoolRef, a: Sym, b: Sym) -> Sym:
    """:func:`select_scalar` lifted to shaped values (same shape)."""
    if isinstance(a, Scalar):
        return select_scalar(c, a, b)
    if isinstance(a, Shaped):
        return Shaped(a.shape, tuple(select_scalar(c, x, y) for x, y in
                                     zip(a.elems, b.elems, strict=True)), a.et)
    if isinstance(a, ShapeList) and a == b:
        return a
    if isinstance(a, MemRef) and a.buffer is b.buffer:
        return a
    raise Unsupported("merging memrefs or shape values from different branches")


def ordered(a: Scalar, b: Scalar) -> tuple[Scalar, Scalar]:
    """The operands of a commutative op in a canonical order (by the structural hash of
    their simplified terms), so that ``maxsi(1, x)`` and ``maxsi(x, 1)``, or
    ``mulf(minnumf(x, x), y)`` and ``mulf(x, y)``, give the same term and need no proof. Not
    by AST id: the simplifier builds fresh numerals whose ids depend on what was freed
    before, which made the order, and so the verdicts, depend on the history of the process;
    nor by z3's ``hash()`` (see :func:`structural_key`)."""
    ka = (structural_key(simp(a.v)), structural_key(simp(a.poison)))
    kb = (structural_key(simp(b.v)), structural_key(simp(b.poison)))
    return (a, b) if ka <= kb else (b, a)


def bool_of(s: Scalar) -> z3.BoolRef:
    """An ``i1`` scalar as a Bool (its poison is separate)."""
    return s.v == z3.BitVecVal(1, 1)


def from_bool(b: z3.BoolRef, poison: z3.BoolRef | None = None) -> Scalar:
    return Scalar(ite(b, z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)),
                  false() if poison is None else poison)


def int_const(value: int, width: int) -> z3.BitVecRef:
    return z3.BitVecVal(value % (1 << width), width)


def float_const(value: float, et: ElemType) -> z3.FPRef:
    """An FP literal of ``et`` for the Python float ``value`` (exact for values that come from
    an attribute of that type; NaN becomes the one SMT NaN)."""
    sort = et.sort()
    if math.isnan(value):
        return z3.fpNaN(sort)
    if math.isinf(value):
        return z3.fpPlusInfinity(sort) if value > 0 else z3.fpMinusInfinity(sort)
    if value == 0.0:
        return z3.fpMinusZero(sort) if math.copysign(1.0, value) < 0 else z3.fpPlusZero(sort)
    return z3.fpFP(*_fp_fields(value, et))


def _fp_fields(value: float, et: ElemType):
    """Sign, exponent and significand bit-vectors of ``value`` rounded to ``et`` (exact when
    ``value`` is representable in ``et``)."""
    bits = float_bits(value, et)
    m = et.sbits - 1
    return (z3.BitVecVal(bits >> (et.ebits + m), 1),
            z3.BitVecVal((bits >> m) & ((1 << et.ebits) - 1), et.ebits),
            z3.BitVecVal(bits & ((1 << m) - 1), m))


def float_bits(value: float, et: ElemType) -> int:
    """IEEE bit pattern of ``value`` in ``et`` (round to nearest even for f16/f32; bf16 from the
    f32 pattern with round to nearest even)."""
    if et.name == "f64":
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if et.name == "f32":
        try:
            return struct.unpack("<I", struct.pack("<f", value))[0]
        except OverflowError:  # rounds to infinity
            return 0xFF800000 if value < 0 else 0x7F800000
    if et.name == "f16":
        try:
            return struct.unpack("<H", struct.pack("<e", value))[0]
        except OverflowError:  # rounds to infinity
            return 0xFC00 if value < 0 else 0x7C00
    if et.name == "bf16":
        b = float_bits(value, ElemType("f32", "float", 32, 8, 24))
        if math.isnan(value):
            return 0x7FC0
        return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16) & 0xFFFF
    raise Unsupported(f"type {et.name}")


def bits_to_float(bits: int, et: ElemType) -> float:
    """The Python float of an IEEE bit pattern of ``et``."""
    if et.name == "f64":
        return struct.unpack("<d", struct.pack("<Q", bits))[0]
    if et.name == "f32":
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    if et.name == "f16":
        return struct.unpack("<e", struct.pack("<H", bits))[0]
    if et.name == "bf16":
        return struct.unpack("<f", struct.pack("<I", bits << 16))[0]
    raise Unsupported(f"type {et.name}")


def fp_value(v: z3.ExprRef, et: ElemType) -> float:
    """The Python float of an FP literal of ``et``."""
    if z3.is_true(simp(z3.fpIsNaN(v))):
        return float("nan")
    return bits_to_float(simp(z3.fpToIEEEBV(v)).as_long(), et)


def canonical_nan_bits(et: ElemType) -> int:
    """The quiet NaN pattern MLIR's folders and LLVM produce (sign 0, top mantissa bit set)."""
    m = et.sbits - 1
    return (((1 << et.ebits) - 1) << m) | (1 << (m - 1))


def nan_bits(n: z3.BitVecRef, et: ElemType) -> z3.BitVecRef:
    """A NaN bit pattern of ``et`` picked by the bit-vector ``n`` (``et.width`` bits): ``n``'s
    sign and mantissa under an all-ones exponent, the quiet bit set where ``n``'s mantissa is
    zero (that pattern would be an infinity). Every value of ``n`` gives a NaN and every NaN
    pattern is reached."""
    m = et.sbits - 1
    mant = z3.Extract(m - 1, 0, n)
    zero, quiet = z3.BitVecVal(0, m), z3.BitVecVal(1 << (m - 1), m)
    return z3.Concat(z3.Extract(et.width - 1, et.width - 1, n),
                     z3.BitVecVal((1 << et.ebits) - 1, et.ebits),
                     z3.If(mant == zero, quiet, mant))


def same(a: Scalar, b: Scalar) -> z3.BoolRef:
    """``a`` and ``b`` hold the same value: bit-vectors equal, floats equal as SMT terms (every
    NaN equals every NaN, ``+0`` differs from ``-0``: mlir-tv's refinement, paper section 6.3)."""
    if a.v.eq(b.v):
        return true()
    return a.v == b.v
