"""The encoding agrees with execution: each op below runs on edge-value arguments through the
real lowering (mlir-opt + mlir-runner, arguments passed from @main so nothing folds), and the
solver must prove that the op on those constants equals the value the run printed."""

from __future__ import annotations

import pytest

from ground.proc import run_tool
from judges.tv.check import check_texts
from judges.tv.confirm import PIPELINE
from lowering.execute import runner_argv
from ubfix.checksum import instrument_checksum

# (op line with %a %b %c as operands, operand type, result type, operand values)
CASES = [
    ("arith.ceildivsi %a, %b : i8", "i8", "i8", [(-128, 7), (127, -2), (-7, 2), (7, 3)]),
    ("arith.floordivsi %a, %b : i8", "i8", "i8", [(-128, 7), (5, -2), (-7, 2), (7, 3)]),
    ("arith.divsi %a, %b : i16", "i16", "i16", [(-32768, 3), (7, -2)]),
    ("arith.remsi %a, %b : i32", "i32", "i32", [(-7, 2), (7, -3), (-2147483648, 3)]),
    ("arith.ceildivui %a, %b : i8", "i8", "i8", [(-1, 7), (6, 3)]),
    ("arith.remui %a, %b : i8", "i8", "i8", [(-1, 7), (200, 3)]),
    ("arith.shrsi %a, %b : i16", "i16", "i16", [(-32768, 15), (-5, 1)]),
    ("arith.shrui %a, %b : i16", "i16", "i16", [(-32768, 15), (-5, 1)]),
    ("arith.shli %a, %b : i32", "i32", "i32", [(1, 31), (-3, 4)]),
    ("arith.maxnumf %a, %b : f32", "f32", "f32", [(float("nan"), 1.5), (-0.0, -0.0),
                                                   (-2.0, float("-inf"))]),
    ("arith.minimumf %a, %b : f64", "f64", "f64", [(0.0, -0.0), (float("nan"), 1.0)]),
    ("arith.maximumf %a, %b : f16", "f16", "f16", [(-0.0, 0.0), (65504.0, float("inf"))]),
    ("arith.remf %a, %b : f32", "f32", "f32", [(5.5, 3.0), (-5.5, 3.0), (5.5, -3.0),
                                               (-0.0, 2.0), (1e30, 7.0), (3.0, float("inf"))]),
    ("arith.divf %a, %b : f32", "f32", "f32", [(1.0, 3.0), (-1.0, 0.0)]),
    ("arith.fptosi %a : f32 to i8", "f32", "i8", [(-128.9,), (127.5,), (-0.7,)]),
    ("arith.fptoui %a : f64 to i16", "f64", "i16", [(65535.9,), (0.99,)]),
    ("arith.sitofp %a : i64 to f32", "i64", "f32", [(9007199254740993,), (-1,)]),
    ("arith.uitofp %a : i32 to f16", "i32", "f16", [(-1,), (65519,)]),
    ("arith.truncf %a : f64 to f16", "f64", "f16", [(1.0009765625 + 2 ** -12,), (70000.0,)]),
    ("arith.truncf %a : f32 to bf16", "f32", "bf16", [(1.00390625,), (-3.1415927,)]),
    ("arith.extf %a : f16 to f64", "f16", "f64", [(6.1e-05,)]),
    ("math.round %a : f32", "f32", "f32", [(2.5,), (-2.5,), (0.49999997,)]),
    ("math.roundeven %a : f32", "f32", "f32", [(2.5,), (-3.5,)]),
    ("math.floor %a : f64", "f64", "f64", [(-0.5,), (-0.0,)]),
    ("math.ceil %a : f16", "f16", "f16", [(-0.5,), (1.001,)]),
    ("math.ctlz %a : i32", "i32", "i32", [(0,), (1,), (-1,)]),
    ("math.cttz %a : i16", "i16", "i16", [(0,), (8,)]),
    ("math.ctpop %a : i64", "i64", "i64", [(-1,), (12345,)]),
    ("math.absi %a : i8", "i8", "i8", [(-128,), (-5,)]),
    ("math.ipowi %a, %b : i16", "i16", "i16", [(3, 11), (-2, 15), (5, -1), (-1, -3)]),
    ("math.copysign %a, %b : f32", "f32", "f32", [(2.0, -0.0), (-3.0, 1.0)]),
    ("math.fma %a, %b, %c : f32", "f32", "f32", [(1e8, 1e-8, -1.0), (3.0, 0.1, 0.2)]),
    ("math.sqrt %a : f64", "f64", "f64", [(2.0,), (-1.0,)]),
    ("math.rsqrt %a : f32", "f32", "f32", [(3.0,)]),
    ("math.sin %a : f64", "f64", "f64", [(1e22,), (0.5,)]),
    ("math.atan2 %a, %b : f64", "f64", "f64", [(0.0, -0.0), (-1.0, -0.0)]),
    ("math.exp %a : f32", "f32", "f32", [(88.0,), (-1.5,)]),
    ("math.isnan %a : f32", "f32", "i1", [(float("nan"),), (1.0,)]),
]


def _lit(v, t: str) -> str:
    if t.startswith(("f", "bf")):
        import struct

        import numpy as np

        if t == "bf16":
            bits = struct.unpack("<I", struct.pack("<f", v))[0] >> 16
            return f"0x{bits:04X}"
        dt = {"f16": np.float16, "f32": np.float32, "f64": np.float64}[t]
        ut = {"f16": np.uint16, "f32": np.uint32, "f64": np.uint64}[t]
        return f"0x{int(np.array([v], dtype=dt).view(ut)[0]):X}"
    return str(v)


def _cases():
    out = []
    for op, ti, to, values in CASES:
        for vals in values:
            out.append((op, ti, to, vals))
    return out


@pytest.fixture(scope="module")
def printed(toolchain, tmp_path_factory):
    """Run every case in one program: @cK(args) computes the op, @main calls it on the
    constants; returns the printed value of each case (smith's checksum lines: integers
    sign-extended, floats as bits with NaN canonical)."""
    funcs, calls = [], []
    for k, (op, ti, to, vals) in enumerate(_cases()):
        names = "abc"[:len(vals)]
        args = ", ".join(f"%{n}: {ti}" for n in names)
        funcs.append(f"func.func @c{k}({args}) -> {to} {{\n  %r = {op}\n"
                     f"  return %r : {to}\n}}\n")
        consts = "".join(f"  %k{k}{n} = arith.constant {_lit(v, ti)} : {ti}\n"
                         for n, v in zip(names, vals, strict=True))
        call = f"  %r{k} = call @c{k}({', '.join(f'%k{k}{n}' for n in names)}) : " \
               f"({', '.join([ti] * len(vals))}) -> {to}\n"
        calls.append(consts + call)
    text = "module {\n" + "".join(funcs) + "func.func @main() {\n" + "".join(calls) + \
        "  return\n}\n}\n"
    text = instrument_checksum(text)
    d = tmp_path_factory.mktemp("exec")
    src, low = d / "p.mlir", d / "p.ll.mlir"
    src.write_text(text)
    comp = run_tool([toolchain.mlir_opt, src, f"--pass-pipeline={PIPELINE}", "-o", low],
                    timeout=300)
    assert comp.ok, comp.stderr
    run = run_tool(runner_argv(toolchain, low), timeout=300)
    assert run.ok, run.stderr
    return [int(x) for x in run.stdout.split()][:-1]  # the last line is the combined checksum


@pytest.mark.parametrize("k", range(len(_cases())))
def test_encoding_matches_execution(printed, k):
    op, ti, to, vals = _cases()[k]
    names = "abc"[:len(vals)]
    consts = "".join(f"  %{n} = arith.constant {_lit(v, ti)} : {ti}\n"
                     for n, v in zip(names, vals, strict=True))
    src = f"func.func @f() -> {to} {{\n{consts}  %r = {op}\n  return %r : {to}\n}}\n"
    bits = printed[k]
    width = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "f16": 16, "bf16": 16,
             "f32": 32, "f64": 64}[to]
    raw = bits & ((1 << width) - 1)
    lit = f"0x{raw:X}" if to.startswith(("f", "bf")) else \
        ("true" if raw else "false") if to == "i1" else str(bits)
    typ = "" if to == "i1" else f" : {to}"
    tgt = f"func.func @f() -> {to} {{\n  %r = arith.constant {lit}{typ}\n  return %r : {to}\n}}\n"
    r = check_texts(src, tgt, timeout=60)
    f = r.funcs[0]
    assert r.verdict == "validated", (op, vals, f.reason,
                                      f.counterexample.what if f.counterexample else "")
