"""The ``vector.maskedload``/``maskedstore`` guard masks off the lanes past the end of the base
(smith finding 18ee837d9719: a shipped seed's 16-lane masked load of a 4-element memref read
past its end, three paths gave three outputs), on the real toolchain."""

from __future__ import annotations

from ubfix_helpers import FIXTURES, run

from ubfix.rewrite import fix_ub

SRC = FIXTURES / "middle" / "vector_maskedload_oob.mlir"
TAIL = ("convert-vector-to-scf,convert-linalg-to-loops,lower-affine,convert-vector-to-llvm,"
        "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts")
PIPELINES = (TAIL, "canonicalize," + TAIL)


def _run(tc, text: str, pipeline: str) -> tuple[int, str]:
    rc, out = run(tc, text, f"builtin.module({pipeline})")
    return rc, " ".join(out.split())


def test_lanes_past_the_end_are_masked_off(tc):
    fixed = fix_ub(SRC.read_text())
    assert fixed.hits.get("vector_masked_memory") == 3
    assert fixed.text.count("vector.create_mask") == 3
    # lanes 1 and 3 read the 7s of the 4-element memref, lanes 5..7 (past its end) keep the
    # pass-through value; the store at [1, 1] writes lane 1 to [1, 2] (lane 3 is past the row);
    # the load of a rank-0 memref (one element, 4) with every lane set reads lane 0 only
    want = (0, "( 0, 7, 2, 7, 4, 5, 6, 7 ) 7 1 ( 4, 1, 2, 3, 4, 5, 6, 7 )")
    assert [_run(tc, fixed.text, p) for p in PIPELINES] == [want, want]
