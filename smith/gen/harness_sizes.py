"""The sizes the harness (:mod:`smith.gen.harness`) gives a function's dynamic dimensions: one
small size per function, 1 where a window ties operand shapes, raised to what the function's
static slices and casts need; and the helpers that name a module's functions."""

from __future__ import annotations

import re

from mlir import ir

#: dynamic dimensions of one function all get this size (drawn once per function)
DYNAMIC_SIZES = (1, 2, 3, 4)
#: ops whose operand shapes are tied by a window (output = (input - dilation * (kernel - 1)
#: - 1) / stride + 1 per spatial dimension): one size S > 1 for every dynamic dimension reads
#: outside the input (a depthwise conv with stride 2: "dimension #1 of input/output operand
#: #0 is incompatible with inferred dimension size", generate-runtime-verification); size 1
#: holds for every stride and dilation
WINDOWED = re.compile(r"^linalg\.(?:\w*conv\w*|pooling_\w+)$")


def func_name(op: ir.Operation) -> str:
    """The symbol name of the ``func.func`` ``op``."""
    return ir.StringAttr(op.attributes["sym_name"]).value


def functions(module: ir.Module) -> list[ir.Operation]:
    """The top-level ``func.func`` ops of ``module``, in order."""
    return [o.operation for o in module.body.operations if o.operation.name == "func.func"]


#: ops whose static sizes (``static_sizes``, ``tensor.insert_slice``: of its destination,
#: operand 1) or result shape (casts) a dynamically shaped operand must cover
SLICES = {"tensor.extract_slice": 0, "memref.subview": 0, "tensor.insert_slice": 1,
          "tensor.cast": 0, "memref.cast": 0}


def least_size(fn: ir.Operation) -> int:
    """The least size for ``fn``'s dynamic dimensions (0: no bound): for every slice or cast
    of :data:`SLICES` on a ranked value, over the dimensions dynamic in the value and static
    in the slice, the largest last index + 1 (``offset + (size - 1) * stride + 1``, a dynamic
    offset counting as 0: ubfix's guards take it into range, and a guarded test's static
    offsets are constant operands, ``[%c4, %c3, %x] [5, 1, 6]`` of ``tensor<?x?x12xf32>``
    needs 5 and was given 2, a heap corruption in the reach campaign; a cast: the static
    result size)."""
    need = 0

    def visit(o: ir.Operation) -> ir.WalkResult:
        nonlocal need
        pos = SLICES.get(o.name)
        if pos is None or not isinstance(o.operands[pos].type, ir.ShapedType) \
                or not ir.ShapedType(o.operands[pos].type).has_rank:
            return ir.WalkResult.ADVANCE
        shape = ir.ShapedType(o.operands[pos].type).shape
        if o.name.endswith(".cast"):
            res = ir.ShapedType(o.results[0].type)
            ends = list(res.shape) if res.has_rank else []
        else:
            dyn = ir.ShapedType.get_dynamic_size()
            ends = [dyn if dyn in (n, st) else (0 if off == dyn else off) + (n - 1) * st + 1
                    if n else 0
                    for n, off, st in zip(*(ir.DenseI64ArrayAttr(o.attributes[f"static_{a}"])
                                            for a in ("sizes", "offsets", "strides")))]
        for d, end in zip(shape, ends):
            if ir.ShapedType.is_dynamic_size(d) and not ir.ShapedType.is_dynamic_size(end):
                need = max(need, end)
        return ir.WalkResult.ADVANCE

    fn.walk(visit)
    return need


def windowed_functions(module: ir.Module) -> set[str]:
    """Names of the defined functions that contain, or reach through ``func.call``, an op
    whose operand shapes a window ties (:data:`WINDOWED`: linalg convolutions and poolings;
    a ``linalg.generic`` with a strided indexing map, ``d0 * 2 + d1``, likewise)."""
    funcs = {func_name(f): f for f in functions(module) if f.regions[0].blocks}
    calls: dict[str, set[str]] = {}
    found: set[str] = set()
    for name, fn in funcs.items():
        callees: set[str] = set()

        def visit(o: ir.Operation, name=name, callees=callees) -> ir.WalkResult:
            if o.name == "func.call":
                callees.add(ir.FlatSymbolRefAttr(o.attributes["callee"]).value)
            if WINDOWED.match(o.name) or (o.name == "linalg.generic" and re.search(
                    r"\*", str(o.attributes["indexing_maps"]))):
                found.add(name)
            return ir.WalkResult.ADVANCE

        fn.walk(visit)
        calls[name] = callees
    changed = True
    while changed:
        new = {n for n, c in calls.items() if n not in found and c & found}
        changed = bool(new)
        found |= new
    return found
