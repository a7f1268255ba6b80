"""``tosa`` ops without a direct encoding (convolutions, pools, FFTs, ``gather``,
``scatter``, ``resize``, ``rescale``...) encoded through their linalg form: the op alone is
lowered by MLIR (:data:`PIPELINE`, a subprocess per distinct op, cached) and the lowered
function is encoded in its place. MLIR's own lowering is then the op's semantics, so this
fallback is off when the pass under validation is a tosa lowering itself
(:attr:`judges.tv.state.Limits.lowering_opt` None): there it would prove the lowering against
itself. Operands produced by ``tosa.const``/``tosa.const_shape``/``arith.constant`` stay
constants in the lowered op (zero points, shifts and shapes must be constant to lower).
"""

from __future__ import annotations

import functools

from mlir import ir
from mlir.dialects import func

from ground.proc import run_tool
from judges.tv.state import Encoder, register_fallback, run_body
from judges.tv.sym import Unsupported

PIPELINE = ("builtin.module(func.func(tosa-to-scf,tosa-optional-decompositions,"
            "tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},"
            "tosa-to-tensor))")
CONSTANT_OPS = ("tosa.const", "tosa.const_shape", "arith.constant")


def single_op_module(op: ir.Operation) -> tuple[str, list[int]]:
    """A module with ``func.func @op`` holding ``op`` alone: non-constant operands become
    arguments (their operand numbers are returned), constant ones are cloned in."""
    with ir.Location.unknown(op.context):
        module = ir.Module.create()
        args = [i for i, v in enumerate(op.operands) if not _is_constant(v)]
        ftype = ir.FunctionType.get([op.operands[i].type for i in args],
                                    [r.type for r in op.results])
        with ir.InsertionPoint(module.body):
            fn = func.FuncOp("op", ftype)
            block = fn.add_entry_block()
            with ir.InsertionPoint(block):
                values = {}
                for i, v in enumerate(op.operands):
                    if i in args:
                        values[i] = block.arguments[args.index(i)]
                    else:
                        values[i] = v.owner.clone().results[0]
                clone = op.clone()
                for i, v in values.items():
                    clone.operands[i] = v
                func.ReturnOp(list(clone.results))
        return str(module), args


def _is_constant(v: ir.Value) -> bool:
    owner = v.owner
    return not isinstance(owner, ir.Block) and owner.name in CONSTANT_OPS and \
        not len(owner.operands)


@functools.lru_cache(maxsize=512)
def lower_text(mlir_opt: str, text: str) -> str:
    """The single-op module lowered by :data:`PIPELINE`.

    Raises:
        Unsupported: the lowering fails.
    """
    res = run_tool([mlir_opt, "-", f"--pass-pipeline={PIPELINE}"], stdin=text, timeout=120)
    if not res.ok:
        first = next((ln for ln in res.stderr.splitlines() if ln.strip()), "")
        raise Unsupported(f"the linalg form of the op does not lower: {first[:120]}")
    return res.stdout


def encode_lowered(enc: Encoder, op: ir.Operation):
    """The fallback: ``op``'s results from its lowered form (see the module doc)."""
    if enc.limits.lowering_opt is None or not op.name.startswith("tosa.") or len(op.regions):
        raise Unsupported(op.name)
    text, args = single_op_module(op)
    lowered = ir.Module.parse(lower_text(enc.limits.lowering_opt, text), context=op.context)
    enc.keep.append(lowered)  # its values are keys of the environment
    fn = next(o.operation for o in lowered.body.operations if o.operation.name == "func.func")
    return run_body(enc, fn.regions[0], [enc.value(op.operands[i]) for i in args])


register_fallback(encode_lowered)
