"""``tensor.parallel_insert_slice`` offsets are clamped like ``insert_slice``'s, with the guard
ops before the ``scf.forall.in_parallel`` region that may hold nothing else (the seed
campaign's upstream scf.forall pieces wrote 4 columns at offset 6 of 8)."""

from __future__ import annotations

import re

from ubfix_helpers import FIXTURES

from ground.proc import run_tool
from ubfix.rewrite import fix_ub

SRC = FIXTURES / "middle" / "parallel_insert_slice_oob.mlir"


def test_offset_clamped_before_the_in_parallel_region(tc):
    fixed = fix_ub(SRC.read_text())
    assert fixed.hits.get("tensor_slice_offsets") == 1
    body = fixed.text[fixed.text.index("scf.forall ("):]
    guard = re.search(r"(%\d+) = arith\.remui %\d+, %c5 : index", body)
    assert guard, fixed.text
    region = body[body.index("scf.forall.in_parallel"):]
    assert "arith." not in region.split("}")[0]
    assert re.search(rf"parallel_insert_slice %\w+ into %\w+\[0, {guard.group(1)}\]", region)
    ok = run_tool([tc.mlir_opt, "-", "--verify-diagnostics"], stdin=fixed.text, timeout=120)
    assert ok.ok, ok.stderr
