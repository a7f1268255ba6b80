"""Checksum instrumentation: make every result of a program observable as printed i64 lines.

Why: differential testing compares stdout across lowering paths; a program must print a
deterministic, bit-exact digest of everything it computes (DESIL's CheckSum tool, see
``../shared/reference/desil-mlirod.md`` §4, which skips floats and sums with ``addi``; we fold
floats bit-exactly and use a positional hash so that permutations are caught too).

Design, inserted at the end of the entry function (``@main`` unless told otherwise; it must
take no arguments, return nothing and have one block), before its ``func.return``:
- values: every result of a ``func.call`` in the entry's body, plus every other value defined
  at top level in the entry's body that has no uses; in op order, then result order;
- scalar -> i64: integers sign-extended (``extsi``), i1 zero-extended (``extui``), i64 as is,
  index via ``arith.index_cast``, wider integers as their 64-bit chunks (low first, folded
  like elements); floats: ``arith.bitcast`` to the same-width integer, NaN
  replaced by the canonical quiet-NaN *bit pattern* (``cmpf uno`` + ``select`` on the integer
  bits, so no NaN constant ever travels through float registers), then sign-extended (a NaN
  whose bits the program reads itself, ``arith.bitcast``/``math.copysign`` in ``@compute``, is
  made canonical by ``ubfix.rules.nan_bits``);
- static vector: unrolled constant-position ``vector.extract``s, same fold;
- ranked tensor or memref (rank 0 included, any layout, static or dynamic sizes -- these read
  with ``tensor.dim``/``memref.dim``, so every element is hashed whatever the runtime shape):
  nested ``scf.for`` loops in row-major order with an i64 ``iter_args`` accumulator,
  ``h = h * 1000003 + v`` from
  ``h = SEED``, wrapping (no flags); elements read with ``tensor.extract`` / ``memref.load``
  (smith's ``@compute`` returns every root memref it allocated, so every buffer it wrote is
  observed; values computed inside regions reach ``@compute``'s results through yields);
- one ``vector.print`` per value in that order, then one line with the combined checksum
  ``H = fold(SEED, per-value checksums)`` computed the same way.
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import scf, vector

from ground.errors import InternalError, UsageError
from ground.mlir_ir import context, entry_function
from ubfix.build import Builder, to_signed
from ubfix.floats import CANONICAL_NAN_BITS
from ubfix.rewrite import diagnostic_line, header_comments, parse_module

MULTIPLIER = 1000003
SEED = to_signed(0xCBF29CE484222325, 64)  # FNV-1a 64-bit offset basis: any fixed odd constant


def _scalar_to_i64(b: Builder, v: ir.Value, filename: str) -> ir.Value:
    t = v.type
    i64 = b.i64
    if isinstance(t, ir.IndexType):
        return b.op("arith.index_cast", [v], i64)
    if isinstance(t, ir.IntegerType):
        w = t.width
        if w == 64:
            return v
        if w > 64:  # wider integers: their 64-bit chunks, low first, folded like elements
            h = None
            for k in range(0, w, 64):
                part = v if k == 0 else b.binary("arith.shrui", v, b.const(t, k))
                part = b.op("arith.trunci", [part], i64)
                h = part if h is None else _combine(b, h, part)
            return h
        return b.op("arith.extui" if w == 1 else "arith.extsi", [v], i64)
    if isinstance(t, ir.FloatType) and str(t) in CANONICAL_NAN_BITS:
        bits = b.canonical_nan_bits(v)
        return bits if t.width == 64 else b.op("arith.extsi", [bits], i64)
    raise UsageError(f"{filename}:1: cannot checksum a value of type {t}")


def _combine(b: Builder, h: ir.Value, v: ir.Value) -> ir.Value:
    """``h * MULTIPLIER + v`` in wrapping i64 arithmetic."""
    return b.binary("arith.addi", b.binary("arith.muli", h, b.const(b.i64, MULTIPLIER)), v)


def _tensor_checksum(b: Builder, t_val: ir.Value, filename: str) -> ir.Value:
    t = t_val.type
    is_memref = isinstance(t, ir.MemRefType)
    if not (isinstance(t, ir.RankedTensorType) or is_memref):
        raise UsageError(f"{filename}:1: cannot checksum {t}: only ranked tensors and memrefs")
    if isinstance(t.element_type, ir.IntegerType) and t.element_type.width == 1:
        raise UsageError(f"{filename}:1: @compute returns an i1 tensor ({t}); widen it to i8 in "
                         "@compute (i1 memrefs crash MLIR 22.1.8's finalize-memref-to-llvm)")
    index = ir.IndexType.get()
    c0, c1 = b.const(index, 0), b.const(index, 1)
    dim_op = "memref.dim" if is_memref else "tensor.dim"
    dims = [b.const(index, n) if not ir.ShapedType.is_dynamic_size(n)
            else b.op(dim_op, [t_val, b.const(index, d)], index) for d, n in enumerate(t.shape)]

    def nest(bb: Builder, level: int, h: ir.Value, ivs: list[ir.Value]) -> ir.Value:
        if level == t.rank:
            e = bb.op("memref.load" if is_memref else "tensor.extract", [t_val, *ivs],
                      t.element_type)
            return _combine(bb, h, _scalar_to_i64(bb, e, filename))
        loop = scf.ForOp(c0, dims[level], c1, [h], loc=bb.loc, ip=bb.ip)
        inner = Builder(ip=ir.InsertionPoint(loop.body), loc=bb.loc)
        h2 = nest(inner, level + 1, loop.inner_iter_args[0], [*ivs, loop.induction_variable])
        scf.YieldOp([h2], loc=bb.loc, ip=inner.ip)
        return loop.results[0]

    return nest(b, 0, b.const(b.i64, SEED), [])


def _vector_checksum(b: Builder, v: ir.Value, filename: str) -> ir.Value:
    """Row-major fold over a static vector, unrolled with constant ``vector.extract``s
    (vectors are small and live in registers, so i1 vectors are fine here)."""
    t = v.type
    if any(ir.ShapedType.is_dynamic_size(d) for d in t.shape) or t.scalable:
        raise UsageError(f"{filename}:1: cannot checksum {t}: only static vectors")
    h = b.const(b.i64, SEED)
    positions = [[]]
    for d in t.shape:
        positions = [p + [i] for p in positions for i in range(d)]
    for pos in positions:
        e = vector.ExtractOp(v, [], pos, loc=b.loc, ip=b.ip).result
        h = _combine(b, h, _scalar_to_i64(b, e, filename))
    return h


def observed_values(main: ir.Operation) -> list[ir.Value]:
    """The values of the entry function ``main`` to checksum, in a fixed order (see module
    docstring)."""
    block = main.regions[0].blocks[0]
    out: list[ir.Value] = []
    for op in block.operations:
        op = op.operation
        for r in op.results:
            if op.name == "func.call" or not list(r.uses):
                out.append(r)
    return out


def instrument_checksum(module_text: str, filename: str = "<input>", entry: str = "main") -> str:
    """Append checksum computation and printing to the entry function of ``module_text``.

    Args:
        module_text: an MLIR module with ``func.func @<entry>()`` (smith's program contract:
            ``@main``).
        filename: used only in error messages.
        entry: the symbol name of the entry function.

    Returns:
        The instrumented module text; leading ``//`` comment lines kept on top. Running it
        prints one i64 line per observed value, then the combined checksum line.

    Raises:
        UsageError: the input does not parse/verify; the entry function is missing, takes
            arguments, returns values or has several blocks; or a value cannot be
            checksummed (i1 tensor, unranked, scalable vector, unsupported element type).
    """
    header = header_comments(module_text)
    with context():
        module = parse_module(module_text, filename)
        instrument_module(module, filename, entry)
        return header + str(module)


def instrument_module(module: ir.Module, filename: str = "<input>", entry: str = "main") -> None:
    """:func:`instrument_checksum` on a parsed, verified ``module``, changed in place (no
    reparse: a caller that already holds the module saves a parse and a print).

    Raises:
        UsageError: as :func:`instrument_checksum`, but for parsing.
    """
    main = entry_function(module, entry, filename)
    if len(main.regions[0].blocks) != 1:
        raise UsageError(f"{filename}:1: entry function @{entry} has several blocks; the "
                         "checksum needs a single-block entry function")
    block = main.regions[0].blocks[0]
    ops = [o.operation for o in block.operations]
    terminator = ops[-1]
    values = observed_values(main)
    b = Builder(terminator)
    sums = []
    for v in values:
        if isinstance(v.type, ir.VectorType):
            sums.append(_vector_checksum(b, v, filename))
        elif isinstance(v.type, ir.ShapedType):
            sums.append(_tensor_checksum(b, v, filename))
        else:
            sums.append(_scalar_to_i64(b, v, filename))
    total = b.const(b.i64, SEED)
    for h in sums:
        b.op("vector.print", [h], None)
        total = _combine(b, total, h)
    b.op("vector.print", [total], None)
    try:
        module.operation.verify()
    except ir.MLIRError as err:  # pragma: no cover - a bug here, not bad input
        raise InternalError("checksum instrumentation produced invalid IR: "
                            + diagnostic_line(err, filename)) from None
