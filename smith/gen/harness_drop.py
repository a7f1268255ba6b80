"""Which functions of an MLIR test piece the harness (:mod:`smith.gen.harness`) leaves out, and
why: scalable vectors (no x86 code), ops no path lowers, addresses, call cycles (MLIR's tests
recurse without a bound), calls to declared functions (nothing to link), ops ubfix cannot guard
(their UB would be the harness's false alarm), and the declarations nothing calls any more."""

from __future__ import annotations

import math
import re

from mlir import ir

from ground.errors import InternalError, UsageError
from ground.mlir_ir import parse_verified
from smith.gen.harness_sizes import func_name, functions
from ubfix.rewrite import fix_module

#: a bare MLIR symbol name (one that needs no quotes)
IDENT = re.compile(r"[A-Za-z_][\w$.]*")


def _scalable(t: ir.Type) -> bool:
    return isinstance(t, ir.VectorType) and t.scalable


#: more elements than this in one constant: LLVM IR translation cannot build it ("LLVM
#: ERROR: SmallVector unable to grow", known llvm-translation-constant-over-4g-elements)
MAX_CONSTANT_ELEMENTS = 2**32 - 1


def _unlowerable(o: ir.Operation) -> bool:
    """Whether no lowering path of smith can take ``o`` to runnable code: a
    ``builtin.unrealized_conversion_cast`` written by the test itself (MLIR's tests of the
    cast; nothing resolves a cast between non-LLVM types: "LLVM Translation failed for
    operation: builtin.unrealized_conversion_cast"), or a result of more than
    :data:`MAX_CONSTANT_ELEMENTS` elements (the 16 GiB ``dense<1> : tensor<4294967296xi32>``
    of Conversion/TensorToSPIRV/tensor-ops-to-spirv.mlir)."""
    if o.name == "builtin.unrealized_conversion_cast":
        return True
    shapes = [ir.ShapedType(r.type) for r in o.results if isinstance(r.type, ir.ShapedType)]
    return any(t.has_static_shape and t.rank and math.prod(t.shape) > MAX_CONSTANT_ELEMENTS
               for t in shapes)


#: ops whose result is a buffer's address: a checksum over it differs from run to run
ADDRESS_OPS = frozenset({"memref.extract_aligned_pointer_as_index", "llvm.ptrtoint"})


def _calls_and_reason(fn: ir.Operation) -> tuple[set[str], str | None]:
    """Symbols ``fn`` calls with ``func.call``, and why it cannot be compiled, if so:
    ``"scalable"`` when it uses ``vector.vscale`` or a scalable vector (x86 code generation
    cannot select ``vscale``: "LLVM ERROR: Cannot select"), ``"unlowerable"`` for an op of
    :func:`_unlowerable`, ``"address"`` for an op of :data:`ADDRESS_OPS` (the seed of
    ``memref.extract_aligned_pointer_as_index``'s test gave a nondeterministic checksum, group
    9742391057d0 of the reach campaign)."""
    out: set[str] = set()
    why = "scalable" if any(_scalable(t) for t in ir.FunctionType(
        ir.TypeAttr(fn.attributes["function_type"]).value).inputs) else None

    def visit(o: ir.Operation) -> ir.WalkResult:
        nonlocal why
        if o.name == "func.call":
            out.add(ir.FlatSymbolRefAttr(o.attributes["callee"]).value)
        if why is None and (o.name == "vector.vscale" or any(_scalable(r.type)
                                                              for r in o.results)):
            why = "scalable"
        if why is None and _unlowerable(o):
            why = "unlowerable"
        if why is None and o.name in ADDRESS_OPS:
            why = "address"
        return ir.WalkResult.ADVANCE

    fn.walk(visit)
    return out, why


def _on_cycles(calls: dict[str, set[str]]) -> set[str]:
    """The functions of the call graph ``calls`` (name -> callees) that reach themselves."""
    def reach(start: str) -> set[str]:
        seen, todo = set(), list(calls[start])
        while todo:
            n = todo.pop()
            if n not in seen:
                seen.add(n)
                todo.extend(calls.get(n, ()))
        return seen
    return {n for n in calls if n in reach(n)}


def drop_uncompilable(module: ir.Module, unguarded: frozenset[str] = frozenset()
                       ) -> dict[str, str]:
    """Erase the defined functions that use scalable vectors (``"scalable"``: the program
    could not be compiled for x86), an op no path lowers (``"unlowerable"``:
    :func:`_unlowerable`) or an address (``"address"``: its checksum would change from run
    to run), that are on a call cycle (``"recursive"``: the recursion
    of MLIR's tests has no bound, smith run over the shipped seeds met stack overflows), that
    are in ``unguarded`` (``"unguarded"``: :func:`unguarded_functions`) or
    reach, through calls, a declared function (``"calls declared"``: mlir-runner could not
    link the program) or such a function; return their names (module order) with the
    reason."""
    funcs = functions(module)
    declared = {func_name(f) for f in funcs if not f.regions[0].blocks}
    info = {func_name(f): _calls_and_reason(f) for f in funcs if f.regions[0].blocks}
    why = {n: "recursive" for n in _on_cycles({n: c for n, (c, _) in info.items()})}
    why |= {n: sc for n, (_, sc) in info.items() if sc}
    why |= {n: "unguarded" for n in unguarded if n in info and n not in why}
    bad = declared | set(why)
    changed = True
    while changed:
        new = {n for n, (c, _) in info.items() if n not in bad and c & bad}
        changed = bool(new)
        bad |= new
    for f in funcs:
        if f.regions[0].blocks and func_name(f) in bad:
            f.erase()
    return {n: why.get(n, "calls declared") for n in info if n in bad}


def unguarded_functions(text: str, source: str) -> frozenset[str]:
    """The functions of the module ``text`` that keep an op ubfix cannot guard
    (:attr:`ubfix.rewrite.FixResult.unguarded_functions`, on a copy): harnessed, their UB
    would be the harness's false alarm (the reach campaign's seeds: a ``memref.cast`` to a
    static layout the harness's fresh buffer does not have read past it). A module ubfix
    fails on gives none here (the harness reports that itself)."""
    try:
        return frozenset(fix_module(parse_verified(text, source), source).unguarded_functions)
    except (UsageError, InternalError):
        return frozenset()


def drop_unused_declarations(module: ir.Module) -> list[str]:
    """Erase the declared functions (no body) that nothing in ``module`` refers to any more
    (their callers went with :func:`drop_uncompilable`) and return their names. MLIR's
    tests declare the runtime's print functions (``func.func private @printNewline()``); the
    checksum's ``vector.print`` lowers to ``llvm.func @printNewline`` too, and a path that
    runs convert-vector-to-llvm before convert-func-to-llvm then fails with "redefinition of
    symbol named 'printNewline'" (the harness's clash, not an MLIR bug). A name that is not
    a bare identifier is kept."""
    text = module.operation.get_asm(print_generic_op_form=False)
    out: list[str] = []
    for f in functions(module):
        name = func_name(f)
        if f.regions[0].blocks or not IDENT.fullmatch(name):
            continue
        if len(re.findall(rf"@{re.escape(name)}(?![\w$.])", text)) == 1:  # its own symbol
            f.erase()
            out.append(name)
    return out
