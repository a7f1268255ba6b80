"""The ``affine.delinearize_index`` guard keeps the linear index inside the outer bound and the
dynamic basis elements positive (smith findings 7078758fbe9c and ed1991cefa69: the shipped seed
of Dialect/Affine/canonicalize.mlir's ``drop_all_unit_bases`` harnessed with ``%x = 1``;
canonicalize folds ``delinearize_index %x into (1, 1)`` to ``0, 0``, lower-affine gives
``1, 0``), on the real toolchain."""

from __future__ import annotations

import re

from ubfix_helpers import FIXTURES, run

from ubfix.rewrite import fix_ub

SRC = FIXTURES / "middle" / "affine_delinearize_out_of_range.mlir"
TAIL = "lower-affine,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"


def _run(tc, text: str, pre: str) -> tuple[int, str]:
    rc, out = run(tc, text, f"builtin.module({pre}{TAIL})")
    return rc, " ".join(out.split())


def test_out_of_range_index_and_zero_basis_are_guarded(tc):
    src = SRC.read_text()
    # without the guard: the out-of-range index shows as two answers (the call with the zero
    # basis element removed, it divides by zero)
    unit_only = re.sub(r"  %1:3 = call @dynamic_basis.*?(?=  return)", "", src, flags=re.S)
    assert unit_only != src
    assert _run(tc, unit_only, "") == (0, "1 0")
    assert _run(tc, unit_only, "canonicalize,") == (0, "0 0")
    fixed = fix_ub(src)
    assert fixed.hits.get("affine_delinearize_in_range") == 3
    assert re.search(r"arith\.remui %arg0, %c1 : index", fixed.text), fixed.text
    # 7 remui (2 * 1 * 3) = 1 into (2, 1, 3): 0 0 1; the same with and without canonicalize
    assert _run(tc, fixed.text, "") == _run(tc, fixed.text, "canonicalize,") == (0, "0 0 0 0 1")


def test_constant_index_in_range_is_left_alone():
    text = ("func.func @f() -> (index, index) {\n  %c5 = arith.constant 5 : index\n"
            "  %0:2 = affine.delinearize_index %c5 into (2, 3) : index, index\n"
            "  %1:2 = affine.delinearize_index %c5 into (3) : index, index\n"
            "  return %0#0, %1#1 : index, index\n}\n")
    fixed = fix_ub(text)
    assert fixed.hits.get("affine_delinearize_in_range", 0) == 0
    assert "remui" not in fixed.text
