"""MLIR 22.1.8 bugs met by ``smith run`` on the harnessed MLIR tests (``smith seeds``), and a
known bug the confirmation missed in a campaign, checked on the real toolchain: each fixture of
tests/fixtures/findings/ shows its bug, and the entry of lowering/known_*.json is confirmed on
it (and refuted where the bug is absent). If one starts failing, MLIR fixed the bug."""

from __future__ import annotations

import math
import struct
from pathlib import Path

import attrs

from ground.proc import run_tool
from lowering.failure import full_signature
from lowering.findings.confirm import Probe, confirm_crash, confirm_wrong_code, known_for
from lowering.pipeline import PassRunner
from lowering.verdict import load_known_crashes, load_known_wrong_code, match_known

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"
RESCALE = FINDINGS / "tosa_to_linalg_rescale_mixed_constant_scale_oob.mlir"
FPOWI = FINDINGS / "math_to_llvm_vector_fpowi_invalid_powi.mlir"
LOG1P = FINDINGS / "math_log1p_constant_folded_before_fusion.mlir"
NESTED = frozenset({"tosa-to-linalg", "tosa-to-arith", "tosa-layerwise-constant-fold",
                    "convert-linalg-to-loops"})
RESCALE_PATH = ("tosa-to-linalg", "tosa-to-arith{include-apply-rescale=true}",
                "one-shot-bufferize{bufferize-function-boundaries}", "convert-linalg-to-loops",
                "expand-strided-metadata", "convert-scf-to-cf", "convert-to-llvm",
                "reconcile-unrealized-casts")
LOG1P_TAIL = ("one-shot-bufferize{bufferize-function-boundaries}", "convert-linalg-to-loops",
              "convert-scf-to-cf", "convert-math-to-libm", "convert-to-llvm",
              "reconcile-unrealized-casts")


def _entry(table, kid: str):
    return next(k for k in table if k.id == kid)


def _pipeline(passes) -> str:
    """``builtin.module(...)`` of ``passes``, the func-nested ones (NESTED) in func.func."""
    return "builtin.module(" + ",".join(
        f"func.func({p})" if p.split("{")[0] in NESTED else p for p in passes) + ")"


def _lower_and_run(toolchain, src: Path, passes) -> list[str]:
    """The printed lines of ``src`` lowered by ``passes`` and run by mlir-runner."""
    low = run_tool([toolchain.mlir_opt, src, f"--pass-pipeline={_pipeline(passes)}"],
                   timeout=120)
    assert low.ok, low.stderr
    res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=low.stdout, timeout=120)
    assert res.ok, res.stderr
    return res.stdout.split()


def _apply_scale_32(value: int, multiplier: int, shift: int) -> int:
    """TOSA 1.0 'Integer Behavior' apply_scale_32 without double rounding (its REQUIREs
    asserted: multiplier >= 0, 2 <= shift <= 62, value within +-(1 << (shift - 1)))."""
    assert multiplier >= 0
    assert 2 <= shift <= 62
    assert -(1 << (shift - 1)) <= value < 1 << (shift - 1)
    return (value * multiplier + (1 << (shift - 1))) >> shift


def test_tosa_to_linalg_rescale_indexes_an_empty_constant(toolchain, passmap, tmp_path):
    """A tosa.rescale with a non-constant multiplier and a constant shift (and the other way
    round) is lowered with the constant's values never read: an empty arith.constant the
    linalg.generic indexes per channel. The program reads past it and prints garbage instead of
    TOSA 1.0's 7 -4 1000 (twice), which a path that inlines and folds the operands first
    prints. The entry's key pattern takes the keys campaigns gave and its confirmation holds;
    on the folded path (both operands constant) output_has refutes it."""
    assert run_tool([toolchain.mlir_opt, RESCALE, "-o", "/dev/null"], timeout=60).ok
    after = run_tool([toolchain.mlir_opt, RESCALE,
                      "--pass-pipeline=builtin.module(func.func(tosa-to-linalg))"], timeout=60)
    assert after.ok, after.stderr
    assert "arith.constant dense<> : tensor<0xi8>" in after.stdout  # the shift of @mul_arg
    assert "arith.constant dense<> : tensor<0xi32>" in after.stdout  # the multiplier
    expected = [str(_apply_scale_32(v, 1 << 30, 30)) for v in (7, -4, 1000)] * 2
    assert expected == ["7", "-4", "1000"] * 2
    folded = ("inline", "canonicalize", *RESCALE_PATH)
    assert _lower_and_run(toolchain, RESCALE, folded) == expected
    direct = _lower_and_run(toolchain, RESCALE, RESCALE_PATH)
    assert len(direct) == 6, direct
    assert direct != expected, direct

    entries = load_known_wrong_code()
    kid = "tosa-to-linalg-rescale-mixed-constant-scale-oob"
    for key in ("first divergent pass tosa-to-arith; ops arith.addi,arith.constant,"
                "arith.extsi,arith.muli,arith.shli,arith.shrsi,tosa.apply_scale",
                # the harnessed seed (Dialect/Tosa/dynamic_extension.mlir) in smith run
                "first divergent pass linalg-fuse-elementwise-ops; ops arith.addi,"
                "arith.constant,arith.maxsi,arith.minsi,arith.muli,arith.subi,tosa.const"):
        assert match_known(key, entries) == kid, key
    program = RESCALE.read_text()
    runner = PassRunner(toolchain, NESTED)
    entry = _entry(entries, kid)
    probe = Probe(program, RESCALE_PATH, None, runner, passmap, toolchain, tmp_path / "d")
    made = confirm_wrong_code(entry, probe)
    assert made.confirmed, made
    assert [c.split(":")[0] for c in made.checks] == ["input_has", "output_has"]
    ok = Probe(program, folded, None, runner, passmap, toolchain, tmp_path / "f")
    refuted = confirm_wrong_code(entry, ok)
    assert not refuted.confirmed
    assert refuted.reason.startswith("no arith\\.constant dense<>"), refuted
    assert refuted.reason.endswith("after tosa-to-linalg"), refuted


def test_math_to_llvm_gives_a_vector_fpowi_exponent_to_llvm_powi(toolchain):
    """convert-math-to-llvm (and convert-to-llvm) lowers a vector math.fpowi to an invalid
    llvm.intr.powi (vector exponent); the scalar op lowers, and convert-math-to-funcs lowers
    the vector op per lane: (-2)^3, 0.5^-2, 3^0, 1.5^2 = -8, 4, 1, 2.25. The invalid-IR
    signature has the entry's known id, confirmed by its message."""
    assert run_tool([toolchain.mlir_opt, FPOWI, "-o", "/dev/null"], timeout=60).ok
    kid = "math-to-llvm-vector-fpowi-invalid-powi"
    for pass_ in ("convert-math-to-llvm", "convert-to-llvm"):
        res = run_tool([toolchain.mlir_opt, FPOWI, f"--{pass_}", "-o", "/dev/null"],
                       timeout=60)
        assert not res.ok
        assert "'llvm.intr.powi' op operand #1 must be signless integer, but got " \
               "'vector<4xi32>'" in res.stderr
        sig = full_signature(res)
        known = load_known_crashes()
        assert known_for("invalid-ir", sig, known,
                         lambda e, s=sig, p=pass_: confirm_crash(e, s, p)) == (kid, None)
    scalar = ("func.func @f(%a: f32, %b: i32) -> f32 {\n"
              "  %0 = math.fpowi %a, %b : f32, i32\n  return %0 : f32\n}\n")
    res = run_tool([toolchain.mlir_opt, "-", "--convert-math-to-llvm"], stdin=scalar,
                   timeout=60)
    assert res.ok, res.stderr
    assert "llvm.intr.powi" in res.stdout
    per_lane = ("convert-math-to-funcs", "convert-vector-to-scf", "convert-scf-to-cf",
                "convert-math-to-llvm", "convert-to-llvm", "reconcile-unrealized-casts")
    assert " ".join(_lower_and_run(toolchain, FPOWI, per_lane)) == "( -8, 4, 1, 2.25 )"


def test_log1p_folded_before_the_located_pass_is_confirmed(toolchain, passmap, tmp_path):
    """math-to-llvm-log1p-expm1-inexact when the folding path lost its math.log1p before the
    located pass: tosa-layerwise-constant-fold folds it (exact), convert-math-to-llvm lowers
    it on the other path (log(1 + x)), and localisation named linalg-fuse-elementwise-ops.
    With the entry's input_folded, input_has holds on the folding path (folded by an
    optimisation pass before the located one), not on the lowering path (convert-math-to-llvm
    lowered it), so either side of smith run's confirmation gives the id (mixed campaign
    --seed 3032, prog-03557); without the option it fails as it did there."""
    def bits(x: float) -> str:
        return str(struct.unpack("<q", struct.pack("<d", x))[0])

    fold = ("tosa-layerwise-constant-fold", "convert-math-to-llvm",
            "linalg-fuse-elementwise-ops", *LOG1P_TAIL)
    lower = ("convert-math-to-llvm", "linalg-fuse-elementwise-ops", *LOG1P_TAIL)
    assert _lower_and_run(toolchain, LOG1P, fold) == [bits(math.log1p(1e-10))] * 2
    assert _lower_and_run(toolchain, LOG1P, lower) == [bits(math.log(1 + 1e-10))] * 2

    program = LOG1P.read_text()
    runner = PassRunner(toolchain, NESTED)
    entries = load_known_wrong_code()
    entry = _entry(entries, "math-to-llvm-log1p-expm1-inexact")
    key = ("first divergent pass linalg-fuse-elementwise-ops; ops arith.addf,arith.constant,"
           "linalg.generic,linalg.yield,math.log1p")
    at_fusion = Probe(program, fold, 2, runner, passmap, toolchain, tmp_path / "fold",
                      reference=lower)
    assert "math.log1p" not in at_fusion.ir_before(2)  # the pre-fix input_has failed here
    made = confirm_wrong_code(entry, at_fusion)
    assert made.confirmed, made
    assert made.checks[0] == ("input_has: held (math\\.(log1p|expm1) folded by "
                              "tosa-layerwise-constant-fold before linalg-fuse-elementwise-ops)")
    assert known_for("wrong-code", key, entries,
                     lambda e: confirm_wrong_code(e, at_fusion),
                     "linalg-fuse-elementwise-ops") == (entry.id, None)
    strict = attrs.evolve(entry, confirm={k: v for k, v in entry.confirm.items()
                                          if k != "input_folded"})
    assert confirm_wrong_code(strict, at_fusion).reason == \
        "no math\\.(log1p|expm1) before linalg-fuse-elementwise-ops"  # the option is needed
    lowered = Probe(program, lower, 1, runner, passmap, toolchain, tmp_path / "lower",
                    reference=fold)
    refuted = confirm_wrong_code(entry, lowered)
    assert not refuted.confirmed
    assert refuted.reason == ("no math\\.(log1p|expm1) before linalg-fuse-elementwise-ops "
                              "(convert-math-to-llvm lowered it)")
