"""The final state of one function run as observables (:func:`encode_side`): its results,
the final contents of its memref arguments and its printed values, each element a
:class:`~judges.tv.sym.Scalar`; and the pairing of source and target functions (same name,
corresponding signatures: :func:`signature_changed`)."""

from __future__ import annotations

import attrs
import z3
from mlir import ir

from judges.tv.state import Encoder, Inputs, Limits, UFs, func_ops, run_body, type_of
from judges.tv.sym import MemRef, Scalar, Shaped, ShapeList, Sym, Unsupported, indices, simp


def arg_sym(inputs: Inputs, enc: Encoder, func: str, i: int, t: ir.Type) -> Sym:
    shape, et = type_of(t)
    key = f"{func}.arg{i}"
    if shape is None:
        return Scalar(inputs.var(key, et))
    enc.check_size(shape, f"argument {i} of @{func}")
    elems = tuple(Scalar(inputs.var(f"{key}[{p}]", et)) for p in range(_numel(shape)))
    if isinstance(t, ir.MemRefType):
        # any layout: an argument is read and written through its logical indices, and two
        # memref arguments never alias (mlir-tv section 6.2 assumes the same)
        return enc.new_buffer(shape, et, list(elems), key)
    if isinstance(t, ir.RankedTensorType | ir.VectorType):
        return Shaped(shape, elems, et)
    raise Unsupported(f"argument type {t}")


def _numel(shape: tuple[int, ...]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


@attrs.define
class Run:
    """The final state of one side: observables (name, Scalar) and UB."""

    enc: Encoder
    outputs: list[tuple[str, Scalar]]


def encode_side(module: ir.Module, func: str, inputs: Inputs, ufs: UFs, side: str,
                limits: Limits, memref_args: frozenset[int] = frozenset()) -> Run:
    """Encode ``@func`` of ``module`` on the shared inputs. Observables: the results, the
    final contents of memref arguments, the printed values. ``memref_args``: arguments that
    are tensors here and memrefs in the other module (bufferized function boundaries): the
    other module must leave them as they were, so their observable here is the input itself.

    Raises:
        Unsupported: an op, type or size outside the encoding.
    """
    enc = Encoder(module, inputs, ufs, side, limits)
    fn = enc.funcs[func]
    fty = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
    args = [arg_sym(inputs, enc, func, i, t) for i, t in enumerate(fty.inputs)]
    results = run_body(enc, fn.regions[0], args)
    outputs: list[tuple[str, Scalar]] = []
    for i, r in enumerate(results):
        outputs += _flatten(f"result {i}", r)
    for i, a in enumerate(args):
        if isinstance(a, MemRef) or i in memref_args:
            outputs += _flatten(f"memref argument {i}", a)
    for path, s in enc.prints:
        if not z3.is_true(simp(path)):
            raise Unsupported("vector.print inside a conditional region")
    outputs += [(f"print {k}", s) for k, (_, s) in enumerate(enc.prints)]
    return Run(enc, outputs)


def _flatten(name: str, s: Sym) -> list[tuple[str, Scalar]]:
    if isinstance(s, Scalar):
        return [(name, s)]
    if isinstance(s, Shaped):
        return [(f"{name} {list(idx)}", e) for idx, e in zip(indices(s.shape), s.elems,
                                                             strict=True)]
    if isinstance(s, MemRef):
        return [(f"{name} {list(idx)}", e) for idx, e in zip(indices(s.shape), s.buffer.elems,
                                                             strict=True)]
    if isinstance(s, ShapeList):
        raise Unsupported("a function returning a !tosa.shape value")
    raise Unsupported(f"result kind {type(s).__name__}")


def common_functions(src: ir.Module, tgt: ir.Module) -> list[str]:
    """Symbol names of the ``func.func`` with a body in both modules, in source order."""
    a, b = func_ops(src), func_ops(tgt)
    return [n for n, op in a.items() if n in b and list(op.regions[0].blocks)
            and list(b[n].regions[0].blocks)]


def inputs_of(module: ir.Module, func: str) -> list[ir.Type]:
    fty = ir.FunctionType(ir.TypeAttr(func_ops(module)[func].attributes["function_type"]).value)
    return list(fty.inputs)


def results_of(module: ir.Module, func: str) -> list[ir.Type]:
    fty = ir.FunctionType(ir.TypeAttr(func_ops(module)[func].attributes["function_type"]).value)
    return list(fty.results)


def _corresponds(a: ir.Type, b: ir.Type) -> bool:
    """Same type, or a tensor and a memref (any layout) of the same shape and element type
    (``one-shot-bufferize{bufferize-function-boundaries}``)."""
    if str(a) == str(b):
        return True
    if isinstance(a, ir.RankedTensorType) and isinstance(b, ir.MemRefType):
        ta, mb = ir.RankedTensorType(a), ir.MemRefType(b)
        return list(ta.shape) == list(mb.shape) and str(ta.element_type) == \
            str(mb.element_type)
    return False


def signature_changed(src: ir.Module, tgt: ir.Module, func: str) -> bool:
    """The target's signature of ``func`` does not correspond to the source's (see
    :func:`_corresponds`)."""
    pairs = [(inputs_of(src, func), inputs_of(tgt, func)), (results_of(src, func),
                                                          results_of(tgt, func))]
    return any(len(x) != len(y) or not all(_corresponds(p, q) for p, q in zip(x, y))
               for x, y in pairs)


def callees(fn: ir.Operation) -> set[str]:
    """Symbol names of the functions ``fn`` calls (``func.call``)."""
    out: set[str] = set()

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "func.call":
            out.add(ir.FlatSymbolRefAttr(op.attributes["callee"]).value)
        return ir.WalkResult.ADVANCE

    fn.walk(visit)
    return out


def unchanged_callers(src: ir.Module, tgt: ir.Module, checked: list[str]) -> set[str]:
    """The functions of ``checked`` that the pass left as they were (same printed text) and
    whose callees are all in ``checked``. Checking them again would encode their callees a
    second time (``func.call`` is inlined) for nothing: refinement is compositional, so an
    unchanged function refines itself in every context where its callees refine theirs, and
    the callees' own verdicts already decide the application (:func:`judges.tv.check.
    combine` keeps the worst)."""
    a, b = func_ops(src), func_ops(tgt)
    out = set()
    for name in checked:
        if name in a and name in b and str(a[name]) == str(b[name]) and \
                callees(a[name]) <= set(checked):
            out.add(name)
    return out
