"""Checksum instrumentation (exact values against a Python model, sensitivity, rank 0, NaN
canonicalization) and the ``fix_ub`` API contract (errors, determinism, idempotence)."""

from __future__ import annotations

import struct

import pytest
from mlir import ir
from ubfix_helpers import PIPELINES, ref_hash, run, run_all

from ground.errors import UsageError
from ubfix.checksum import instrument_checksum
from ubfix.rewrite import fix_ub

PROG = """// header line 1
// header line 2
func.func @compute(%a: i32, %b: tensor<2x3xf32>, %c: tensor<i16>, %d: f16) -> (i32, tensor<2x3xf32>, tensor<i16>, f16, index) {
  %i = arith.constant 7 : index
  return %a, %b, %c, %d, %i : i32, tensor<2x3xf32>, tensor<i16>, f16, index
}
func.func @main() {
  %a = arith.constant -5 : i32
  %b = arith.constant dense<[[1.0, 2.0, NAN1], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %c = arith.constant dense<-3> : tensor<i16>
  %d = arith.constant NAN2 : f16
  %u = arith.constant 42 : i8
  %r:5 = func.call @compute(%a, %b, %c, %d) : (i32, tensor<2x3xf32>, tensor<i16>, f16) -> (i32, tensor<2x3xf32>, tensor<i16>, f16, index)
  return
}
"""


def prog(nan1="0x7FC00001", nan2="0x7E01", a="-5"):
    return (PROG.replace("NAN1", nan1).replace("NAN2", nan2)
            .replace("constant -5 : i32", f"constant {a} : i32"))


def f32_bits(x: float) -> int:
    return struct.unpack("<i", struct.pack("<f", x))[0]


def test_checksum_exact_values_on_all_pipelines(tc):
    text = instrument_checksum(prog())
    assert text.startswith("// header line 1\n// header line 2\n")
    runs = run_all(tc, text)
    outs = {out for rc, out in runs.values() if rc == 0}
    assert all(rc == 0 for rc, _ in runs.values()), runs
    assert len(outs) == 1, runs
    got = [int(x) for x in outs.pop().split()]
    canon_f32 = 0x7FC00000
    tensor = ref_hash([f32_bits(1.0), f32_bits(2.0), canon_f32] +
                      [f32_bits(x) for x in (4.0, 5.0, 6.0)])
    rank0 = ref_hash([-3])                      # tensor<i16> of rank 0
    per_value = [42, -5, tensor, rank0, 0x7E00, 7]  # unused %u first (op order), then results
    assert got == per_value + [ref_hash(per_value)]


def test_checksum_changes_with_one_element(tc):
    base = run(tc, instrument_checksum(prog()), PIPELINES["P1-loops"], "-O3")[1]
    changed = run(tc, instrument_checksum(prog(a="-6")), PIPELINES["P1-loops"], "-O3")[1]
    assert base.split()[-1] != changed.split()[-1]
    t2 = prog().replace("[4.0, 5.0, 6.0]", "[4.0, 5.0, 6.5]")
    changed2 = run(tc, instrument_checksum(t2), PIPELINES["P1-loops"], "-O3")[1]
    assert base.split()[2] != changed2.split()[2]
    assert base.split()[-1] != changed2.split()[-1]


def test_nan_payloads_checksum_equal(tc):
    a = run(tc, instrument_checksum(prog()), PIPELINES["P2-convert-to-llvm"], "-O0")[1]
    b = run(tc, instrument_checksum(prog(nan1="0xFFC00000", nan2="0xFE00")),
            PIPELINES["P2-convert-to-llvm"], "-O0")[1]
    c = run(tc, instrument_checksum(prog(nan1="3.0", nan2="1.0")),
            PIPELINES["P2-convert-to-llvm"], "-O0")[1]
    assert a
    assert a == b
    assert a != c


def test_i1_tensor_result_is_rejected():
    text = """func.func @compute(%a: tensor<2xi1>) -> tensor<2xi1> { return %a : tensor<2xi1> }
func.func @main() {
  %a = arith.constant dense<[true, false]> : tensor<2xi1>
  %r = func.call @compute(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return
}"""
    with pytest.raises(UsageError, match="i1 tensor"):
        instrument_checksum(text)


@pytest.mark.parametrize(("bad", "line"), [
    ("func.func @compute(%a: i32) -> i32 {\n  %0 = arith.divsi %a, %q : i32\n"
     "  return %0 : i32\n}\n", 2),
    ("// c\nfunc.func @f(%a: i32) -> i64 {\n  return %a : i32\n}\n", 3),
])
def test_malformed_input_is_usage_error(bad, line):
    with pytest.raises(UsageError) as info:
        fix_ub(bad, filename="prog.mlir")
    msg = str(info.value)
    assert msg.startswith(f"prog.mlir:{line}: ")
    assert "\n" not in msg
    with pytest.raises(UsageError):
        instrument_checksum(bad)


def test_fix_is_deterministic_idempotent_safe_and_keeps_header():
    from tests_fixtures import all_fixture_texts  # noqa: PLC0415

    for name, text in all_fixture_texts():
        once = fix_ub(text)
        assert once.text == fix_ub(text).text, name           # deterministic
        assert once.text.splitlines()[0] == text.splitlines()[0], name  # header kept
        twice = fix_ub(once.text)                                # fixing fixed IR still verifies
        with ir.Context():
            ir.Module.parse(twice.text).operation.verify()
        # static repairs do not fire again: flags/shift constants were fixed the first time
        assert not {"overflow_flags", "exact_flag", "fastmath_flags",
                    "tosa_mul_shift"} & set(twice.hits), (name, twice.hits)
