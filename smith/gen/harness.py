"""The harness: any function of a valid MLIR module turned into a differential test.

For each harnessable ``func.func @f`` of the module (top level, with a body), the harness adds

- ``func.func @smith_harness_N(inputs) -> (observed)`` that allocates and fills ``@f``'s memref
  arguments (``memref.alloc`` with small sizes for dynamic dimensions, then ``linalg.fill`` with
  an edge value, as the generator makes its root memrefs; for a strided layout, a 1-D buffer
  covering it and ``memref.reinterpret_cast``), calls ``@f`` and returns ``@f``'s results and
  the memrefs it passed, so the checksum covers results and memref arguments;
- one call of it in ``func.func @main()`` on constants drawn as the generator draws ``@main``'s
  inputs (:mod:`smith.gen.values`: edge-biased integers and floats; ranked tensors and vectors as
  ``arith.constant dense<...>``, ``tensor.cast`` to the argument's type when it has dynamic
  dimensions; ``index`` scalars small and non-negative, as they are mostly sizes and offsets).

Every dynamic dimension of one function gets the same small size (1 to 4, drawn once), so
arguments whose sizes the test assumes equal agree; size 1 in a function with a convolution
or pooling (a window ties the output's size to the input's); raised to the largest static
extent a slice or cast in the function takes on a dynamic dimension
(:func:`smith.gen.harness_sizes.least_size`):
MLIR's tests assume such sizes (``tensor.extract_slice %t[0, 1] [128, 16] [1, 1] :
tensor<?x?xf32>``), and a smaller argument makes the slice read out of bounds, which ubfix
cannot guard (the sizes are static) and every lowering path reads differently (a false
wrong-code finding). Then ``ubfix`` guards every function (:func:`ubfix.rewrite.fix_module`),
the checksum is appended to ``@main`` (:func:`ubfix.checksum.instrument_module`), and the
program is printed and verified again.

A function that cannot be harnessed is skipped with its reason (:data:`REASONS`), never an
error: declared only, unranked or scalable types, element types with no edge values,
memory spaces, i1 tensors and memrefs (known crash memref-i1-load-store), calls of a declared
function (the JIT cannot resolve it), a harness that does not verify. A function that reaches
a declared function, or uses scalable vectors or ``vector.vscale``, is removed from the program
(mlir-runner would fail to link it; x86 code generation cannot select ``vscale``); then so
are the declarations nothing calls (a declared ``@printNewline`` clashes with the one the
checksum's ``vector.print`` lowers to).
"""

from __future__ import annotations

import re

import attrs
import numpy as np
from mlir import ir

from ground.draw import Draw
from ground.errors import InternalError, UsageError
from ground.mlir_ir import context, module_histogram, parse_verified, print_verified
from smith.gen.harness_drop import (
    IDENT,
    drop_uncompilable,
    drop_unused_declarations,
    unguarded_functions,
)
from smith.gen.harness_sizes import (
    DYNAMIC_SIZES,
    func_name,
    functions,
    least_size,
    windowed_functions,
)
from smith.gen.types import Tensor, int_range
from smith.gen.values import dense_literal, float_bits, int_value
from ubfix.checksum import instrument_module
from ubfix.rewrite import fix_module

ENTRY = "main"
WRAPPER = "smith_harness_"
#: tensor and vector constants with more elements are splats (the text stays small)
SPLAT_ABOVE = 256
#: arguments with more elements cannot be harnessed
MAX_ELEMENTS = 1 << 16
#: vector results with more elements are not harnessed (the checksum unrolls a vector into
#: one ``vector.extract`` per element)
MAX_VECTOR_RESULT = 256
_FLOATS = ("f16", "bf16", "f32", "f64")

#: why a function is not harnessed (the keys of :attr:`Harnessed.skipped`'s values)
REASONS = {
    "declaration": "declared only (no body)",
    "unranked": "unranked tensor or memref argument or result",
    "scalable": "scalable vector argument, result or value, or vector.vscale (removed: x86 "
                "code generation cannot select vscale)",
    "element type": "argument or result element type without edge values or checksum",
    "type": "argument or result type the harness does not make (e.g. !llvm.ptr, tuple, complex)",
    "memory space": "memref with a memory space",
    "layout": "memref with a layout that is not strided (e.g. a permutation map)",
    "encoding": "tensor with an encoding (e.g. sparse)",
    "i1 memory": "i1 tensor or memref argument or result (its memref loads and stores crash "
                 "MLIR 22.1.8's finalize-memref-to-llvm: known memref-i1-load-store)",
    "too large": f"argument with more than {MAX_ELEMENTS} elements, or vector result with "
                 f"more than {MAX_VECTOR_RESULT}",
    "calls declared": "calls a declared function (no body to link), or one that is removed",
    "unlowerable": "uses an op no lowering path takes to runnable code (a "
                   "builtin.unrealized_conversion_cast of the test, a constant of more than "
                   "2**32 - 1 elements)",
    "address": "computes a buffer's address (memref.extract_aligned_pointer_as_index, "
               "llvm.ptrtoint): the checksum would differ from run to run",
    "recursive": "on a call cycle: MLIR's tests recurse without a bound (stack overflow)",
    "does not verify": "the harnessed program does not verify",
    "ubfix": "ubfix or the checksum failed on the harnessed program",
    "unguarded": "keeps an op ubfix reports it cannot guard (e.g. a memref.cast to a static "
                 "layout the drawn argument does not have): its UB would be a false alarm",
}


@attrs.frozen
class Harnessed:
    """Outcome of :func:`harness`.

    Attributes:
        text: the verified program (``@main`` calling every harnessed function, UB-guarded,
            checksummed), no header; ``""`` when no function was harnessed.
        functions: harnessed function names, in module order.
        skipped: function name -> reason key of :data:`REASONS`, for the others.
        ubfix_hits: UB rule -> guards inserted.
        op_histogram: op name -> count of the ops of the input module (before the harness).
        notes: function name -> the first diagnostic, for functions skipped because their
            harnessed program does not verify or ubfix or the checksum failed on it.
    """

    text: str
    functions: tuple[str, ...]
    skipped: dict[str, str]
    ubfix_hits: dict[str, int] = attrs.field(factory=dict)
    op_histogram: dict[str, int] = attrs.field(factory=dict)
    notes: dict[str, str] = attrs.field(factory=dict)


class _Skip(Exception):
    """A function cannot be harnessed; ``args[0]`` is the reason key of :data:`REASONS`."""


def symbol(name: str) -> str:
    """``@name`` as MLIR spells a symbol reference (quoted when not a bare identifier)."""
    if IDENT.fullmatch(name):
        return f"@{name}"
    return '@"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _elem_text(t: ir.Type) -> str:
    """The element type of an argument or result as text, when the harness has values and a
    checksum for it (signless integers, index, f16, bf16, f32, f64)."""
    s = str(t)
    if isinstance(t, ir.IntegerType) and t.is_signless or s == "index" or s in _FLOATS:
        return s
    raise _Skip("element type")


def _check_shaped(t: ir.Type) -> None:
    """Reject the shaped types neither the harness nor the checksum handle."""
    if isinstance(t, (ir.UnrankedTensorType, ir.UnrankedMemRefType)):
        raise _Skip("unranked")
    if isinstance(t, ir.VectorType):
        if t.scalable:
            raise _Skip("scalable")
    elif isinstance(t, ir.RankedTensorType):
        if t.encoding is not None:
            raise _Skip("encoding")
    elif isinstance(t, ir.MemRefType):
        if t.memory_space is not None:
            raise _Skip("memory space")
    else:
        raise _Skip("type")
    if str(t.element_type) == "i1" and not isinstance(t, ir.VectorType):
        raise _Skip("i1 memory")
    _elem_text(t.element_type)


def _check_result(t: ir.Type) -> None:
    if isinstance(t, ir.ShapedType) or isinstance(t, (ir.UnrankedTensorType,
                                                      ir.UnrankedMemRefType)):
        _check_shaped(t)
        if isinstance(t, ir.VectorType) and int(np.prod(t.shape)) > MAX_VECTOR_RESULT:
            raise _Skip("too large")
    elif not (isinstance(t, (ir.IntegerType, ir.IndexType)) or str(t) in _FLOATS):
        raise _Skip("type")
    else:
        _elem_text(t)


def _scalar(draw: Draw, elem: str) -> str:
    """An edge-biased literal of ``elem`` (``index``: 0 to 3)."""
    if elem == "index":
        return str(draw.integer(0, 3))
    if elem == "i1":
        return "true" if draw.integer(0, 1) else "false"
    if elem in _FLOATS:
        return float_bits(draw, elem)
    v = int_value(draw, elem)
    lo, hi = int_range(elem)  # int_value's small values may not fit a narrow type (i4)
    return str(v if lo <= v <= hi else lo + (v - lo) % (hi - lo + 1))


def _dense(draw: Draw, elem: str, shape: tuple[int, ...]) -> str:
    """``dense<...>`` of a static shape: nested literals, or a splat above :data:`SPLAT_ABOVE`
    elements."""
    n = int(np.prod(shape)) if shape else 1
    if n > MAX_ELEMENTS:
        raise _Skip("too large")
    if n > SPLAT_ABOVE or n == 0:
        return f"dense<{_scalar(draw, elem)}>"
    if elem in ("index", "bf16", "i1") or not re.fullmatch(r"i(8|16|32|64)|f(16|32|64)", elem):
        flat = [_scalar(draw, elem) for _ in range(n)]
        return "dense<" + _nest(flat, shape) + ">"
    return "dense<" + dense_literal(draw, Tensor(shape, elem)) + ">"


def _nest(items: list[str], shape: tuple[int, ...]) -> str:
    if not shape:
        return items[0]
    if len(shape) == 1:
        return "[" + ", ".join(items) + "]"
    step = len(items) // shape[0] if shape[0] else 0
    return "[" + ", ".join(_nest(items[i * step:(i + 1) * step], shape[1:])
                           for i in range(shape[0])) + "]"


@attrs.define
class _Plan:
    """The text of one function's harness, built argument by argument."""

    k: int
    size: int
    main: list[str] = attrs.field(factory=list)       # lines of @main
    inputs: list[tuple[str, str]] = attrs.field(factory=list)  # (main value, type)
    body: list[str] = attrs.field(factory=list)       # lines of the wrapper
    params: list[str] = attrs.field(factory=list)     # wrapper parameters
    operands: list[tuple[str, str]] = attrs.field(factory=list)  # call of @f: (value, type)
    observed: list[tuple[str, str]] = attrs.field(factory=list)  # returned memrefs
    returns: list[str] = attrs.field(factory=list)    # result types of the wrapper

    def static(self, shape) -> tuple[int, ...]:
        return tuple(self.size if ir.ShapedType.is_dynamic_size(d) else d for d in shape)


def _input(plan: _Plan, draw: Draw, i: int, t: ir.Type) -> None:
    """A value of ``@main`` for argument ``i`` of type ``t`` (scalar, tensor or vector)."""
    name = f"%in{plan.k}_{i}"
    ty = str(t)
    if isinstance(t, (ir.RankedTensorType, ir.VectorType)):
        shape = plan.static(t.shape)
        elem = _elem_text(t.element_type)
        if shape == tuple(t.shape):
            plan.main.append(f"{name} = arith.constant {_dense(draw, elem, shape)} : {ty}")
        else:
            static = str(ir.RankedTensorType.get(list(shape), t.element_type))
            plan.main.append(f"{name}s = arith.constant {_dense(draw, elem, shape)} : {static}")
            plan.main.append(f"{name} = tensor.cast {name}s : {static} to {ty}")
    else:
        lit = _scalar(draw, _elem_text(t))
        typed = lit if ty == "i1" else f"{lit} : {ty}"  # `true : i1` does not parse
        plan.main.append(f"{name} = arith.constant {typed}")
    plan.inputs.append((name, ty))
    plan.params.append(f"%a{i}: {ty}")
    plan.operands.append((f"%a{i}", ty))


def _memref(plan: _Plan, draw: Draw, i: int, t: ir.MemRefType) -> None:
    """Argument ``i`` of memref type ``t`` (identity layout): allocated and filled in the
    wrapper, returned for the checksum."""
    shape = plan.static(t.shape)
    if int(np.prod(shape) if shape else 1) > MAX_ELEMENTS:
        raise _Skip("too large")
    elem = _elem_text(t.element_type)
    dims = [d for d in t.shape if ir.ShapedType.is_dynamic_size(d)]
    alloc_ty = str(ir.MemRefType.get(list(t.shape), t.element_type))
    sizes = ""
    if dims:
        plan.body.append(f"%n{i} = arith.constant {plan.size} : index")
        sizes = ", ".join([f"%n{i}"] * len(dims))
    plan.body += [f"%m{i} = memref.alloc({sizes}) : {alloc_ty}",
                  f"%f{i} = arith.constant {_scalar(draw, elem)} : {elem}",
                  f"linalg.fill ins(%f{i} : {elem}) outs(%m{i} : {alloc_ty})"]
    plan.operands.append((f"%m{i}", str(t)))
    plan.observed.append((f"%m{i}", alloc_ty))


def _layout(plan: _Plan, t: ir.MemRefType) -> tuple[list[int], int, list[bool], bool]:
    """Concrete strides and offset for a memref type with a strided, non-identity layout:
    the type's static ones, and for each dynamic stride the extent of the dimensions inside
    it (elements never overlap), a dynamic offset 0; with which strides and whether the
    offset are dynamic.

    Raises:
        _Skip: ``"layout"`` (not a strided layout, e.g. a permutation map), ``"too large"``
            (a negative stride).
    """
    try:
        strides, offset = t.get_strides_and_offset()
    except RuntimeError:
        raise _Skip("layout") from None
    shape = plan.static(t.shape)
    dyn = [t.is_dynamic_stride_or_offset(x) for x in strides]
    dyn_offset = t.is_dynamic_stride_or_offset(offset)
    out, need = [0] * len(strides), 1
    for k in reversed(range(len(strides))):
        out[k] = need if dyn[k] else strides[k]
        if out[k] < 0:
            raise _Skip("too large")
        need = max(need, out[k] * max(shape[k], 1))
    return out, 0 if dyn_offset else offset, dyn, dyn_offset


def _strided_memref(plan: _Plan, draw: Draw, i: int, t: ir.MemRefType) -> None:
    """Argument ``i`` of a memref type with a strided layout (``memref.cast`` from an
    identity layout verifies only where the layout is compatible): a 1-D buffer covering
    every element it addresses, filled, then ``memref.reinterpret_cast`` to ``t`` (dynamic
    strides and offset from :func:`_layout` as constants); the buffer is returned."""
    strides, offset, dyn, dyn_offset = _layout(plan, t)
    shape = plan.static(t.shape)
    length = offset + sum((d - 1) * s for d, s in zip(shape, strides, strict=True)) + 1 \
        if all(shape) else max(offset, 1)
    if length > MAX_ELEMENTS:
        raise _Skip("too large")
    elem = _elem_text(t.element_type)
    buf_ty = f"memref<{length}x{elem}>"
    consts = [f"%n{i} = arith.constant {plan.size} : index"] \
        if any(ir.ShapedType.is_dynamic_size(d) for d in t.shape) else []
    sizes = [f"%n{i}" if ir.ShapedType.is_dynamic_size(d) else str(d) for d in t.shape]
    strides_text = []
    for k, (s, is_dyn) in enumerate(zip(strides, dyn, strict=True)):
        if is_dyn:
            consts.append(f"%s{i}_{k} = arith.constant {s} : index")
        strides_text.append(f"%s{i}_{k}" if is_dyn else str(s))
    if dyn_offset:
        consts.append(f"%o{i} = arith.constant 0 : index")
    plan.body += consts + [
        f"%m{i} = memref.alloc() : {buf_ty}",
        f"%f{i} = arith.constant {_scalar(draw, elem)} : {elem}",
        f"linalg.fill ins(%f{i} : {elem}) outs(%m{i} : {buf_ty})",
        f"%mc{i} = memref.reinterpret_cast %m{i} to offset: [{f'%o{i}' if dyn_offset else offset}"
        f"], sizes: [{', '.join(sizes)}], strides: [{', '.join(strides_text)}] : "
        f"{buf_ty} to {t}"]
    plan.operands.append((f"%mc{i}", str(t)))
    plan.observed.append((f"%m{i}", buf_ty))


def _wrapper(plan: _Plan, fname: str, results: list[ir.Type]) -> str:
    """The wrapper function's text: memrefs made, ``@fname`` called, its results and the
    memrefs returned."""
    lhs = "" if not results else ("%r = " if len(results) == 1 else f"%r:{len(results)} = ")
    lines = list(plan.body)
    lines.append(f"{lhs}func.call {symbol(fname)}({', '.join(v for v, _ in plan.operands)}) : "
                 f"({', '.join(t for _, t in plan.operands)}) -> "
                 f"({', '.join(str(r) for r in results)})")
    out = []
    for j, r in enumerate(results):
        v = "%r" if len(results) == 1 else f"%r#{j}"
        out.append((v, str(r)))
    out += plan.observed
    lines.append("return" + (f" {', '.join(v for v, _ in out)} : "
                             f"{', '.join(t for _, t in out)}" if out else ""))
    plan.returns = [t for _, t in out]
    body = "".join(f"    {x}\n" for x in lines)
    return (f"  func.func @{WRAPPER}{plan.k}({', '.join(plan.params)}) -> "
            f"({', '.join(plan.returns)}) {{\n{body}  }}\n")


def _plan(fn: ir.Operation, k: int, draw: Draw, windowed: bool = False
          ) -> tuple[_Plan, str]:
    """The harness of ``fn`` (the ``k``-th harnessed function): its ``@main`` lines and its
    wrapper's text; ``windowed`` (:func:`smith.gen.harness_sizes.windowed_functions`): every
    dynamic dimension gets size 1 (unless a static slice needs more).

    Raises:
        _Skip: ``fn`` cannot be harnessed.
    """
    if not fn.regions[0].blocks:
        raise _Skip("declaration")
    ftype = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
    results = list(ftype.results)
    for r in results:
        _check_result(r)
    size = draw.choice(DYNAMIC_SIZES)  # drawn always: the draws after it do not move
    plan = _Plan(k=k, size=max(1 if windowed else size, least_size(fn)))
    for i, t in enumerate(ftype.inputs):
        if isinstance(t, ir.ShapedType) or isinstance(t, (ir.UnrankedTensorType,
                                                          ir.UnrankedMemRefType)):
            _check_shaped(t)
        if isinstance(t, ir.MemRefType) and \
                str(ir.MemRefType.get(list(t.shape), t.element_type)) != str(t):
            _strided_memref(plan, draw, i, t)
        elif isinstance(t, ir.MemRefType):
            _memref(plan, draw, i, t)
        else:
            _input(plan, draw, i, t)
    wrapper = _wrapper(plan, func_name(fn), results)
    n = len(plan.returns)
    lhs = "" if n == 0 else ("%h{k} = " if n == 1 else f"%h{k}:{n} = ").format(k=k)
    plan.main.append(f"{lhs}func.call @{WRAPPER}{k}({', '.join(v for v, _ in plan.inputs)}) : "
                     f"({', '.join(t for _, t in plan.inputs)}) -> ({', '.join(plan.returns)})")
    return plan, wrapper


def _free_entry(module: ir.Module) -> None:
    """Rename the module's own ``@main`` and ``@smith_harness_*`` symbols (``@main`` is the
    harness's entry), uses included."""
    names = {func_name(f) for f in functions(module)}
    for f in functions(module):
        old = func_name(f)
        if old != ENTRY and not old.startswith(WRAPPER):
            continue
        new = f"{old}_0"
        while new in names:
            new += "_0"
        ir.SymbolTable.replace_all_symbol_uses(old, new, module.operation)
        ir.SymbolTable.set_symbol_name(f, new)
        names.add(new)


def _assemble(base: str, parts: list[tuple[_Plan, str]]) -> str:
    """``base`` (a printed module, ending with its closing brace, then possibly its
    ``{-# dialect_resources ... #-}``) with the wrappers and ``@main`` of ``parts`` inserted
    at the end of its body."""
    module, mark, resources = base.partition("\n{-#")  # dialect resources follow the module
    head, _, _ = module.rstrip().rpartition("}")
    main = "".join(f"    {x}\n" for p, _ in parts for x in p.main)
    return (head + "".join(w for _, w in parts) +
            f"  func.func @{ENTRY}() {{\n{main}    return\n  }}\n}}\n" + mark + resources)


def _finish(base: str, parts: list[tuple[_Plan, str]], source: str,
            guard: bool = True) -> tuple[str, dict]:
    """The program of ``parts``: assembled, verified, UB-guarded, checksummed, printed and
    verified again (``guard`` False: assembled and verified only); and its ubfix hits.

    Raises:
        _Skip: ``"does not verify"`` or ``"ubfix"``.
    """
    try:
        module = parse_verified(_assemble(base, parts), source)
    except UsageError as exc:
        raise _Skip("does not verify", str(exc)) from None
    if not guard:
        return print_verified(module), {}
    try:
        hits = fix_module(module, source).hits
        instrument_module(module, source, ENTRY)
        text = print_verified(module)
    except (UsageError, InternalError) as exc:
        raise _Skip("ubfix", str(exc)) from None
    try:
        parse_verified(text, source)
    except UsageError as exc:
        raise _Skip("does not verify", str(exc)) from None
    return text, hits


def harness(text: str, draw: Draw, source: str = "<piece>", guard: bool = True) -> Harnessed:
    """Harness every top-level function of the module ``text`` (see the module docstring),
    with inputs from ``draw`` (one fork per function: a function's inputs do not depend on
    the others); ``guard`` False: without ubfix's guards and the checksum (the raw form a
    mutation starts from, ``smith.mutate.engine``).

    Returns:
        :class:`Harnessed`; ``text`` is ``""`` when no function could be harnessed.

    Raises:
        UsageError: ``text`` does not parse or verify (the first diagnostic, naming ``source``).
    """
    with context():
        module = parse_verified(text, source)
        hist = module_histogram(module)
        skipped = drop_uncompilable(module, unguarded_functions(text, source) if guard
                                     else frozenset())
        skipped |= {n: "declaration" for n in drop_unused_declarations(module)}
        _free_entry(module)
        base = print_verified(module)
        windowed = windowed_functions(module)
        parts: list[tuple[_Plan, str, str]] = []
        for fn in functions(module):
            name = func_name(fn)
            try:
                plan, wrapper = _plan(fn, len(parts), draw.fork("function", name),
                                      name in windowed)
            except _Skip as why:
                skipped[name] = why.args[0]
                continue
            parts.append((plan, wrapper, name))
        return _program(base, parts, skipped, hist, source, guard)


def _program(base: str, parts: list[tuple[_Plan, str, str]], skipped: dict[str, str],
             hist, source: str, guard: bool = True) -> Harnessed:
    """All of ``parts`` in one program; when that fails, each on its own, and the program of
    those that pass (a function whose harness fails alone is skipped with its reason)."""
    hist = dict(sorted(hist.items()))
    notes: dict[str, str] = {}
    if not parts:
        return Harnessed("", (), skipped, {}, hist)
    try:
        text, hits = _finish(base, [(p, w) for p, w, _ in parts], source, guard)
        kept = parts
    except _Skip:
        kept = []
        for p, w, name in parts:
            try:
                _finish(base, [(p, w)], source, guard)
                kept.append((p, w, name))
            except _Skip as why:
                skipped[name], notes[name] = why.args[0], why.args[1][:300]
        if not kept:
            return Harnessed("", (), skipped, {}, hist, notes)
        try:
            text, hits = _finish(base, [(p, w) for p, w, _ in kept], source, guard)
        except _Skip as why:  # each passes alone, not together: keep the first only
            for _, _, name in kept[1:]:
                skipped[name], notes[name] = why.args[0], why.args[1][:300]
            kept = kept[:1]
            text, hits = _finish(base, [(p, w) for p, w, _ in kept], source, guard)
    return Harnessed(text, tuple(n for _, _, n in kept), skipped, dict(sorted(hits.items())),
                     hist, notes)


def unharness(text: str, source: str = "<program>") -> str:
    """The module of a harnessed program without its ``@main`` and ``@smith_harness_N``
    functions: the piece's functions as ubfix left them (guards included), ready to be changed
    (a mutation) and given to :func:`harness` again. The header comment lines are dropped.

    Raises:
        UsageError: ``text`` does not parse or verify.
    """
    with context():
        module = parse_verified(text, source)
        for f in functions(module):
            name = func_name(f)
            if name == ENTRY or re.fullmatch(re.escape(WRAPPER) + r"\d+", name):
                f.erase()
        return print_verified(module)
