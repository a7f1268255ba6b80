"""Random bf16 literals (``smith.gen.values.float_bits``): the upper half of an f32's bits, so a
mutant's constant of a test's bf16 op can be drawn (the reach campaign's mutants 1495 and
2945 of ``--seed 3300`` stopped with ``KeyError: 'bf16'``) and the bf16 value parses."""

from __future__ import annotations

from ground.draw import Draw
from ground.mlir_ir import context, parse_verified
from smith.gen.values import float_bits


def test_bf16_literal_is_the_upper_half_of_an_f32_draw():
    for seed in range(20):
        bf16 = float_bits(Draw(seed), "bf16")
        f32 = float_bits(Draw(seed), "f32")
        assert len(bf16) == 6
        assert int(bf16, 16) == int(f32, 16) >> 16
        with context():
            parse_verified(f"func.func @f() -> bf16 {{\n  %c = arith.constant {bf16} : bf16\n"
                           "  return %c : bf16\n}\n", "bf16")
