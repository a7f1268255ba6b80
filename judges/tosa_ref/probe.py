"""The MLIR side of the oracle: run a program so that it shows the values the TOSA graph needs
(its inputs, computed by MLIR where they are glue) and the values to judge (every graph op's
output), bit-exactly.

The probe program is the original one with ``@compute`` returning the plan's observed values
after its own results, and a new ``@main`` that calls it on the same constants and prints each
observed value with ``printMemrefI64`` (the MLIR runner utils): floats as their bit patterns
(``arith.bitcast`` then ``arith.extsi``, inside a ``linalg.generic``), integers sign-extended,
i1 scalars zero-extended. It is lowered along fixed reference pipelines
(``probe_pipelines.json``) with ``mlir-opt`` and run with ``mlir-runner`` in
subprocesses (:func:`lowering.execute.compile_path`).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import attrs
import numpy as np
from mlir import ir

from ground.errors import UsageError
from ground.toolchain import Toolchain
from judges.tosa_ref.graph import Plan, find_func
from judges.tosa_ref.types import BITS, elem_name, from_bits
from lowering.execute import PathResult, Stage, compile_path
from lowering.paths import LoweringPath

#: pipelines of ``probe_pipelines.json`` the probe runs along (two, so that MLIR is compared
#: with itself first)
PROBE_PATHS = ("loops", "parallel")
_PRINT = "printMemrefI64"
_DATA = re.compile(r"data =(.*?)(?=Unranked Memref|\Z)", re.S)
_INT = re.compile(r"-?\d+")


def probe_path(name: str) -> LoweringPath:
    """The fixed pipeline ``name`` of ``probe_pipelines.json``."""
    data = json.loads((Path(__file__).parent / "probe_pipelines.json").read_text())
    return LoweringPath(name=name, passes=(), raw_pipeline=data["pipelines"][name])


def _refs(plan: Plan) -> list[tuple[str, int, int]]:
    """Position-based references to the observed ``@compute`` values (they survive parsing the
    program again): ("arg", n, 0) or ("op", top-level op index, result number)."""
    index = {o.operation: i for i, o in enumerate(plan.compute.regions[0].blocks[0].operations)}
    out = []
    for v in plan.observed:
        owner = v.owner
        if isinstance(owner, ir.Block):
            out.append(("arg", ir.BlockArgument(v).arg_number, 0))
        else:
            out.append(("op", index[owner.operation], ir.OpResult(v).result_number))
    return out


def probe_text(plan: Plan, program_text: str) -> str:
    """The probe program of ``plan`` (see the module doc).

    Raises:
        UsageError: ``@main`` does not call ``@compute`` on constants.
    """
    refs = _refs(plan)
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(program_text)
        compute = find_func(module, "compute")
        block = compute.regions[0].blocks[0]
        ops = [o.operation for o in block.operations]
        values = [block.arguments[n] if kind == "arg" else ops[n].results[r]
                  for kind, n, r in refs]
        ret = ops[-1]
        with ir.InsertionPoint(ret):
            ir.Operation.create("func.return", operands=[*ret.operands, *values])
        ret.erase()
        ftype = ir.FunctionType(ir.TypeAttr(compute.attributes["function_type"]).value)
        new_type = ir.FunctionType.get(ftype.inputs, [*ftype.results, *[v.type for v in values]])
        compute.attributes["function_type"] = ir.TypeAttr.get(new_type)
        main = find_func(module, "main")
        constants = _call_constants(main)
        main.erase()
        funcs = [str(op) for op in module.body.operations]
        n_orig = len(ftype.results)
        return _module_text(funcs, constants, ftype, new_type, n_orig)


def _call_constants(main: ir.Operation) -> list[str]:
    """The ``value`` attributes (as text) of the constants ``@main`` passes to ``@compute``."""
    for op in main.regions[0].blocks[0].operations:
        op = op.operation
        if op.name == "func.call" and ir.FlatSymbolRefAttr(op.attributes["callee"]).value \
                == "compute":
            out = []
            for v in op.operands:
                src = v.owner
                if isinstance(src, ir.Block) or src.name != "arith.constant":
                    raise UsageError("@main passes a non-constant to @compute")
                out.append(str(src.attributes["value"]))
            return out
    raise UsageError("@main does not call @compute")


def _module_text(funcs: list[str], constants: list[str], ftype: ir.FunctionType,
                 new_type: ir.FunctionType, n_orig: int) -> str:
    lines = ["module {", *funcs,
             f"  func.func private @{_PRINT}(memref<*xi64>) attributes {{llvm.emit_c_interface}}",
             "  func.func @main() {"]
    args = []
    for i, (c, t) in enumerate(zip(constants, ftype.inputs)):
        lines.append(f"    %in{i} = arith.constant {c}")
        args.append(f"%in{i}")
    outs = list(new_type.results)
    n = len(outs)
    lhs = "%r" if n == 1 else f"%r:{n}"
    lines.append(f"    {lhs} = func.call @compute({', '.join(args)}) : "
                 f"({', '.join(str(t) for t in ftype.inputs)}) -> "
                 f"({', '.join(str(t) for t in outs)})")
    for k, t in enumerate(outs[n_orig:]):
        name = "%r" if n == 1 else f"%r#{n_orig + k}"
        lines.extend("    " + ln for ln in _print_lines(name, t, k))
    lines += ["    return", "  }", "}"]
    return "\n".join(lines) + "\n"


def _to_i64(x: str, elem: str, k: int) -> tuple[list[str], str]:
    """Lines turning scalar ``x`` of ``elem`` into an i64 (bit pattern for floats), and the
    name of that i64."""
    lines = []
    if elem in BITS:
        lines.append(f"%b{k} = arith.bitcast {x} : {elem} to {BITS[elem]}")
        x, elem = f"%b{k}", BITS[elem]
    if elem == "i64":
        return lines, x
    if elem == "index":
        return lines + [f"%w{k} = arith.index_cast {x} : index to i64"], f"%w{k}"
    ext = "arith.extui" if elem == "i1" else "arith.extsi"
    return lines + [f"%w{k} = {ext} {x} : {elem} to i64"], f"%w{k}"


def _print_lines(name: str, t: ir.Type, k: int) -> list[str]:
    elem = elem_name(t)
    if isinstance(t, ir.RankedTensorType):
        rt = ir.RankedTensorType(t)
        shape = "x".join(str(d) for d in rt.shape)
        it = f"tensor<{shape + 'x' if shape else ''}i64>"
        dims = ", ".join(f"d{i}" for i in range(rt.rank))
        amap = f"affine_map<({dims}) -> ({dims})>"
        its = ", ".join('"parallel"' for _ in range(rt.rank))
        body, w = _to_i64(f"%x{k}", elem, k)
        lines = [f"%e{k} = tensor.empty() : {it}",
                 f"%t{k} = linalg.generic {{indexing_maps = [{amap}, {amap}], "
                 f"iterator_types = [{its}]}} ins({name} : {t}) outs(%e{k} : {it}) {{",
                 f"^bb0(%x{k}: {elem}, %o{k}: i64):",
                 *("  " + ln for ln in body),
                 f"  linalg.yield {w} : i64",
                 f"}} -> {it}"]
        mt = it.replace("tensor<", "memref<")
    else:
        lines, w = _to_i64(name, elem, k)
        it, mt = "tensor<1xi64>", "memref<1xi64>"
        lines.append(f"%t{k} = tensor.from_elements {w} : {it}")
    return lines + [f"%m{k} = bufferization.to_buffer %t{k} : {it} to {mt}",
                    f"%u{k} = memref.cast %m{k} : {mt} to memref<*xi64>",
                    f"func.call @{_PRINT}(%u{k}) : (memref<*xi64>) -> ()"]


@attrs.frozen
class ProbeRun:
    """The probe along one pipeline: the path result and the observed arrays (None when the
    path did not run to the end or printed something unexpected)."""

    path: PathResult
    values: tuple[np.ndarray, ...] | None


def parse_output(stdout: str, plan: Plan) -> tuple[np.ndarray, ...] | None:
    """The observed values of ``plan`` from the runner's ``printMemrefI64`` output."""
    blocks = _DATA.findall(stdout)
    if len(blocks) != len(plan.observed):
        return None
    out = []
    for text, v in zip(blocks, plan.observed):
        t = v.type
        shape = tuple(ir.RankedTensorType(t).shape) if isinstance(t, ir.RankedTensorType) else ()
        ints = [int(x) for x in _INT.findall(text)]
        if len(ints) != int(np.prod(shape, dtype=np.int64)):
            return None
        out.append(from_bits(ints, elem_name(t), shape))
    return tuple(out)


def run_probe(plan: Plan, text: str, toolchain: Toolchain, workdir: Path, path_name: str,
              timeout: float, run_timeout: float | None = None) -> ProbeRun:
    """Lower and run the probe program along pipeline ``path_name`` (timeouts in seconds:
    mlir-opt, and mlir-runner, default the same)."""
    res = compile_path(text, probe_path(path_name), toolchain, workdir, timeout=timeout,
                       run_timeout=run_timeout)
    values = parse_output(res.output, plan) if res.stage == Stage.DONE else None
    return ProbeRun(res, values)
