"""The affine access repair keeps the map's arithmetic from overflowing i64 (smith finding
457a7eea1ac8 of the idiom campaign: ``(s0 + 4) mod 3`` with ``s0 = 2^63 - 2`` is 1 after
canonicalize, which simplifies in integers, and 0 through lower-affine, which wraps; affine
arithmetic does not allow the overflow, llvm/llvm-project#121535), on the real toolchain."""

from __future__ import annotations

import re

from ubfix_helpers import FIXTURES

from ground.proc import run_tool
from ubfix.rewrite import fix_ub

SRC = FIXTURES / "middle" / "affine_load_overflow.mlir"
TAIL = "convert-linalg-to-loops,lower-affine,convert-scf-to-cf,convert-to-llvm,"\
       "reconcile-unrealized-casts"


def _out(tc, text: str, pre: str) -> str:
    low = run_tool([tc.mlir_opt, "-", f"--pass-pipeline=builtin.module({pre}{TAIL})"],
                   stdin=text, timeout=120)
    assert low.ok, low.stderr
    res = run_tool([tc.mlir_runner, "-e", "main", "--entry-point-result=void",
                    tc.shared_libs_flag], stdin=low.stdout, timeout=120)
    assert res.ok, res.stderr
    return res.stdout.strip()


def test_repaired_access_reads_one_element_with_and_without_canonicalize(tc):
    src = SRC.read_text()
    wrapped_only = src.replace("%m[%i * 2, %i + 4]", "%m[(%i * 2) mod 8, (%i + 4) mod 3]")
    assert wrapped_only != src
    # the repair without the dim bound: the overflow shows as two answers
    assert _out(tc, wrapped_only, "") == "7"
    assert _out(tc, wrapped_only, "canonicalize,") == "1"
    fixed = fix_ub(src)
    assert fixed.hits.get("affine_access_bounds") == 1
    assert re.search(r"affine\.load [^\n]*mod 4294967296", fixed.text), fixed.text
    assert _out(tc, fixed.text, "") == _out(tc, fixed.text, "canonicalize,") == "7"
