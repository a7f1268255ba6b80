"""Checksum lines read back as values of the program's own types (``smith report-bug``).

The checksum instrumentation (``ubfix.checksum``) ends the entry function with one
``vector.print`` of an i64 per observed value, then one line with the combined checksum. Each
printed i64 is, by construction:

- a scalar: an integer sign-extended (``arith.extsi``; i1 zero-extended), an ``index`` through
  ``arith.index_cast``, a float as its bits (``arith.bitcast``, NaN replaced by the canonical
  quiet-NaN bits through ``arith.select``) sign-extended: decoded back exactly, per type;
- a ranked tensor or memref: ``h = SEED; h = h * MULTIPLIER + element`` over its elements in an
  ``scf.for`` nest; a static vector: the same fold unrolled. With one element it is decoded
  (``element = h - SEED * MULTIPLIER``, wrapping); with more it is a hash, not decodable;
- the combined checksum of the lines before it (a hash, not decodable).

:func:`printed_lines` reads which line is which from the program (MLIR Python bindings: the
definition of each printed value is followed back); :func:`decode` turns a printed integer into
the value text, e.g. ``-8388608`` of an f32 into ``-inf``, ``22602`` of an f16 into
``190.125``, ``-3`` of an i8 into ``-3``.
"""

from __future__ import annotations

import math
import struct

import attrs
from mlir import ir

from ground.mlir_ir import context, entry_function
from ubfix.checksum import MULTIPLIER, SEED
from ubfix.rewrite import parse_module

_MASK64 = (1 << 64) - 1
#: float type -> struct format of its bits (bf16 goes through f32: its bits are f32's upper half)
#: ops reading one element of a shaped value (the checksum's element reads)
_READS = ("vector.extract", "tensor.extract", "memref.load")
_FLOAT_FORMATS = {"f16": ("<e", "<H", 16), "f32": ("<f", "<I", 32), "f64": ("<d", "<Q", 64)}


@attrs.frozen
class Line:
    """What one printed checksum line holds.

    Attributes:
        kind: ``scalar`` (one value, decodable), ``element`` (a one-element tensor, memref or
            vector, decodable), ``hash`` (elements folded, not decodable), ``combined`` (the
            checksum of the lines before it), ``printed`` (a value of another type than i64
            printed as itself: not a checksum line), ``unknown`` (an i64 of unknown origin).
        type: the element type decoded to (``f16``, ``i8``, ``index``...), "" for a hash.
        source: what the value is, e.g. ``tensor<1x1x1x1xf16>`` result 0 of ``@compute``.
        elements: element count of a shaped value (1 for a scalar).
    """

    kind: str
    type: str = ""
    source: str = ""
    elements: int = 1

    @property
    def decodable(self) -> bool:
        return self.kind in ("scalar", "element")


def _owner(v: ir.Value) -> ir.Operation | None:
    owner = v.owner
    return owner.operation if isinstance(owner, ir.OpView) else (
        owner if isinstance(owner, ir.Operation) else None)


def _describe(v: ir.Value) -> str:
    """``tensor<...> result k of @callee``, ``element [i, j] of`` one, ``t from op``."""
    op = _owner(v)
    t = str(v.type)
    if op is not None and op.name in ("tensor.extract", "memref.load") and all(
            _constant_index(i) is not None for i in list(op.operands)[1:]):
        at = ", ".join(str(_constant_index(i)) for i in list(op.operands)[1:])
        return f"element [{at}] of {_describe(op.operands[0])}"
    if op is None:
        return f"`{t}` argument"
    if op.name == "func.call":
        callee = str(op.attributes["callee"]).lstrip("@")
        return f"`{t}` result {ir.OpResult(v).result_number} of `@{callee}`"
    return f"`{t}` from `{op.name}`"


def _constant_index(v: ir.Value) -> int | None:
    op = _owner(v)
    if op is None or op.name != "arith.constant":
        return None
    try:
        return ir.IntegerAttr(op.attributes["value"]).value
    except (ValueError, KeyError):
        return None


def _scalar_source(v: ir.Value) -> ir.Value | None:
    """The scalar a checksum i64 was made of (through ``extsi``/``extui``/``index_cast``, the
    NaN ``select`` and ``bitcast``), or None when ``v`` is not such a chain."""
    seen = v
    for _ in range(6):
        op = _owner(seen)
        if op is None:
            return seen
        name = op.name
        if name in ("arith.extsi", "arith.extui", "arith.index_cast", "arith.bitcast"):
            seen = op.operands[0]
        elif name == "arith.select" and len(op.operands) == 3:
            seen = op.operands[2]  # select(cmpf uno x x, canonical NaN bits, bitcast x)
        else:
            return seen
    return seen


def _element_type_of(v: ir.Value) -> str:
    t = v.type
    return str(ir.ShapedType(t).element_type) if isinstance(t, ir.ShapedType) else str(t)


def _fold_leaves(v: ir.Value) -> list[ir.Value] | None:
    """The right operands of an ``h * MULTIPLIER + x`` chain from the seed, left to right;
    None when ``v`` is not such a chain."""
    leaves: list[ir.Value] = []
    cur = v
    while True:
        op = _owner(cur)
        if op is None or op.name != "arith.addi":
            break
        mul = _owner(op.operands[0])
        if mul is None or mul.name != "arith.muli":
            return None
        leaves.append(op.operands[1])
        cur = mul.operands[0]
    op = _owner(cur)
    ok = op is not None and op.name == "arith.constant" and leaves
    return leaves[::-1] if ok else None


def _classify(v: ir.Value, printed: list[ir.Value]) -> Line:
    if str(v.type) != "i64":  # printed as itself, not a checksum line
        return Line("printed", str(v.type), _describe(v))
    op = _owner(v)
    if op is not None and op.name == "scf.for":
        return _loop_line(op)
    leaves = _fold_leaves(v)
    if leaves is not None:
        if any(any(leaf == p for p in printed) for leaf in leaves):
            return Line("combined", source=f"checksum of the {len(leaves)} line(s) before it")
        src = [_owner(leaf) for leaf in leaves]
        ext = [_scalar_source(leaf) for leaf in leaves]
        vec = _owner(ext[0]) if ext[0] is not None else None
        if vec is not None and vec.name in _READS and all(s is not None for s in src):
            shaped = vec.operands[0]
            if len(leaves) == 1:
                return Line("element", _element_type_of(shaped), _describe(ext[0]), 1)
            return Line("hash", "", _describe(shaped), len(leaves))
        return Line("unknown")
    src = _scalar_source(v)
    if src is None:
        return Line("unknown")
    t = str(src.type)
    if not (t.startswith(("i", "f", "bf")) or t == "index"):
        return Line("unknown")
    return Line("scalar", t, _describe(src))


def _loop_line(loop: ir.Operation) -> Line:
    """A ``scf.for`` nest folding a tensor or memref: its element read names the value."""
    found: list[ir.Operation] = []

    def visit(o: ir.Operation) -> ir.WalkResult:
        if o.name in ("tensor.extract", "memref.load") and not found:
            found.append(o)
        return ir.WalkResult.ADVANCE

    loop.walk(visit)
    if not found:
        return Line("unknown")
    shaped = found[0].operands[0]
    st = ir.ShapedType(shaped.type)
    n = math.prod(st.shape) if st.has_static_shape else 0
    if n == 1:
        return Line("element", _element_type_of(shaped), _describe(shaped), 1)
    return Line("hash", "", _describe(shaped), n)


def printed_lines(program: str, entry: str = "main") -> list[Line]:
    """One :class:`Line` per top-level ``vector.print`` of ``@entry`` in ``program``, in
    order (what the runner prints, one line each).

    Raises:
        UsageError: ``program`` does not parse or has no such function.
    """
    with context():
        module = parse_module(program, "<program>")
        fn = entry_function(module, entry, "<program>")
        prints = [op.operation for op in fn.regions[0].blocks[0].operations
                  if op.operation.name == "vector.print" and len(op.operation.operands) == 1]
        values = [p.operands[0] for p in prints]
        return [_classify(v, values[:i]) for i, v in enumerate(values)]


def _float_text(bits: int, t: str) -> str:
    """The value of float bits ``bits`` of type ``t`` as text: f16 and bf16 exactly (190.125,
    not the shortest 190.1 that reads back to it), f32 and f64 as the shortest decimal that
    reads back to the same value."""
    if t == "bf16":
        x = struct.unpack("<f", struct.pack("<I", (bits & 0xFFFF) << 16))[0]
        fmt = "<f"
    else:
        fmt, ifmt, width = _FLOAT_FORMATS[t]
        x = struct.unpack(fmt, struct.pack(ifmt, bits & ((1 << width) - 1)))[0]
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    if x == 0:
        return "-0" if math.copysign(1.0, x) < 0 else "0"
    if t in ("f16", "bf16", "f64"):  # the exact value (f16, bf16) or the shortest (f64)
        return repr(x)
    packed = struct.pack(fmt, x)
    for n in range(1, 9):  # 9 significant digits always read back to the same f32
        text = f"{x:.{n}g}"
        try:
            if struct.pack(fmt, float(text)) == packed:
                return text
        except OverflowError:  # rounded past the largest finite f32
            continue
    return f"{x:.9g}"


def decode(line: Line, printed: int) -> str | None:
    """The value ``printed`` (a checksum line's integer) stands for, as text of
    ``line.type``; None when the line is not decodable (a hash of several elements, the
    combined checksum) or the type is not one the checksum folds.

    Integers: the low ``width`` bits, signed (``i1``: ``true``/``false``); floats: the bits
    read as ``f16``/``bf16``/``f32``/``f64``, shortest round-trip text, ``inf``/``-inf``/
    ``nan``/``-0`` spelled so.
    """
    if not line.decodable:
        return None
    v = printed & _MASK64
    if line.kind == "element":
        v = (v - SEED * MULTIPLIER) & _MASK64
    t = line.type
    if t in _FLOAT_FORMATS or t == "bf16":
        return _float_text(v, t)
    if t == "index":
        return str(v - (1 << 64) if v >> 63 else v)
    if t.startswith("i") and t[1:].isdigit():
        w = int(t[1:])
        if w == 1:
            return "true" if v & 1 else "false"
        if w > 64:
            return None
        v &= (1 << w) - 1
        return str(v - (1 << w) if v >> (w - 1) else v)
    return None
