"""One test per UB rule on the real toolchain: the fixture shows UB before ``fix_ub`` (a trap,
or outputs that differ between lowering paths / opt levels, or -- for tosa.cast -- NaN
provably reaching ``fptosi`` in the lowered IR) and, after ``fix_ub`` + ``instrument_checksum``,
runs cleanly with identical output on all 4 reference pipelines at -O0 and -O3."""

from __future__ import annotations

import pytest
from mlir import ir
from ubfix_helpers import PIPELINES, fixture, ref_hash, run, run_all

from ground.proc import run_tool
from ubfix.checksum import instrument_checksum
from ubfix.registry import BY_NAME
from ubfix.rewrite import fix_ub

P1 = "P1-loops"

# fixture -> (rules that must fire, how the UB shows before the fix)
CASES = {
    "divsi_zero.mlir": ({"signed_division"}, "trap"),
    "remsi_overflow.mlir": ({"signed_division"}, "trap"),
    "floordivsi_overflow.mlir": ({"signed_division"}, "trap"),
    "divui_zero.mlir": ({"unsigned_division"}, "trap"),
    "shli_40.mlir": ({"shift_amount"}, "differs"),
    "poison_flags.mlir": ({"overflow_flags", "exact_flag", "fastmath_flags"}, "differs"),
    "fptosi_range.mlir": ({"float_to_int"}, "differs"),
    "tensor_extract_oob.mlir": ({"tensor_index"}, "trap"),
    "tosa_intdiv.mlir": ({"tosa_intdiv"}, "trap"),
    "tosa_shift.mlir": ({"tosa_shift"}, "differs"),
    "tosa_mul_shift.mlir": ({"tosa_mul_shift"}, "differs"),
    "tosa_gather.mlir": ({"tosa_gather_index"}, "trap"),
    "tosa_cast_nan.mlir": ({"tosa_cast_float_to_int"}, "static"),
    "math_ipowi_zero_base.mlir": ({"ipowi_negative_exponent"}, "differs"),
}


def _nan_reaches_fptosi(tc, text: str) -> bool:
    """After TosaToLinalg, does an ``arith.fptosi`` take a value from ``arith.minimumf`` /
    ``maximumf`` (NaN-propagating) that no unordered-compare select guards?"""
    res = run_tool([tc.mlir_opt, "--pass-pipeline=builtin.module(func.func(tosa-to-linalg))",
                    "-"], stdin=text, timeout=60)
    assert res.ok, res.stderr
    with ir.Context():
        m = ir.Module.parse(res.stdout)
        found = []

        def visit(op):
            op = op.operation
            if op.name == "arith.fptosi":
                src = op.operands[0].owner
                if not isinstance(src, ir.Block) and src.operation.name in (
                        "arith.minimumf", "arith.maximumf"):
                    users = [u.owner.name for u in op.results[0].uses]
                    found.append("arith.select" not in users)
            for region in op.regions:
                for block in region.blocks:
                    for child in block.operations:
                        visit(child)

        visit(m.operation)
        return any(found)


@pytest.mark.parametrize("name", sorted(CASES))
def test_rule_removes_ub(tc, name):
    rules, how = CASES[name]
    src = fixture(name)
    before_text = instrument_checksum(src)
    if how == "trap":  # x86 idiv / wild load: SIGFPE or SIGSEGV at -O0 (no inlining/folding)
        rc, _ = run(tc, before_text, PIPELINES[P1], "-O0")
        assert isinstance(rc, int), f"expected a trap before the fix, got rc={rc}"
        assert rc < 0, f"expected a trap before the fix, got rc={rc}"
    elif how == "differs":  # poison: the printed checksums depend on the path / opt level
        before = run_all(tc, before_text, pipelines=[P1])
        assert all(rc == 0 for rc, _ in before.values())
        assert len({out for _, out in before.values()}) > 1, before
    else:
        assert _nan_reaches_fptosi(tc, src)

    fixed = fix_ub(src)
    assert rules <= set(fixed.hits), fixed.hits
    if how == "static":  # every float->int cast now reads a NaN-ignoring clamp
        with ir.Context():
            m = ir.Module.parse(fixed.text)
            casts = [op for op in m.body.operations[0].regions[0].blocks[0].operations
                     if op.operation.name == "tosa.cast"]
            for c in casts:
                src = c.operation.operands[0].owner.operation
                assert src.name == "tosa.clamp", src
                assert "IGNORE" in str(src.attributes["nan_mode"])
    after = run_all(tc, instrument_checksum(fixed.text))
    rcs = {k: rc for k, (rc, _) in after.items()}
    assert set(rcs.values()) == {0}, rcs
    outs = {out for _, out in after.values()}
    assert len(outs) == 1, after
    assert outs.pop().strip()


def test_fixed_values_are_the_documented_replacements(tc):
    """Spot-check the replacement semantics (divisor 1, shift urem bw, NaN -> clamp min)."""
    _, out = run(tc, instrument_checksum(fix_ub(fixture("divsi_zero.mlir")).text),
                 PIPELINES[P1], "-O3")
    assert out.split()[0] == "7"  # 7 / 1
    _, out = run(tc, instrument_checksum(fix_ub(fixture("shli_40.mlir")).text),
                 PIPELINES[P1], "-O3")
    # -12345 << (40 % 32), logical >> 8, arithmetic >> 8, 3 << (70 % 64)
    assert out.split()[:4] == [str((-12345 << 8) - 0), str((-12345 & 0xFFFFFFFF) >> 8),
                               str(-12345 >> 8), str(3 << 6)]


def test_tosa_cast_nan_result(tc):
    """NaN -> clamp min, saturation kept, roundeven kept: [NaN, 1e9, -3.5, -inf] as i8."""
    _, out = run(tc, instrument_checksum(fix_ub(fixture("tosa_cast_nan.mlir")).text),
                 PIPELINES["P3-affine"], "-O3")
    assert int(out.split()[0]) == ref_hash([-128, 127, -4, -128])
    assert int(out.split()[1]) == ref_hash([-32768, 32767, -4, -32768])


def test_every_rule_cites_its_source():
    for rule in BY_NAME.values():
        assert rule.doc
        assert rule.op_names
        assert any(word in rule.doc for word in ("docs", "TOSA", "LangRef", "DESIL")), rule.name
