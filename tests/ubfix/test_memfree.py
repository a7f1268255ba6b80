"""The rules of ops that free memory (ubfix.rules.memfree), on the real toolchain: a
``memref.realloc`` that grows gets the elements past the source's size filled with 0 (they are
undefined, MLIR memref docs) and keeps the source's, a shrinking one an empty fill; a
``memref.dealloc`` of a function argument is erased, one of a local allocation kept."""

from __future__ import annotations

from ubfix_helpers import FIXTURES

from ground.proc import run_tool
from ubfix.rewrite import fix_ub

SRC = FIXTURES / "middle" / "realloc_grow_tail.mlir"
TAIL = ("expand-realloc,finalize-memref-to-llvm,convert-linalg-to-loops,convert-scf-to-cf,"
        "expand-strided-metadata,finalize-memref-to-llvm,convert-to-llvm,"
        "reconcile-unrealized-casts")


def _out(tc, text: str) -> str:
    low = run_tool([tc.mlir_opt, "-", f"--pass-pipeline=builtin.module({TAIL})"], stdin=text,
                   timeout=120)
    assert low.ok, low.stderr
    res = run_tool([tc.mlir_runner, "-e", "main", "--entry-point-result=void",
                    tc.shared_libs_flag], stdin=low.stdout, timeout=120)
    assert res.ok, res.stderr
    return res.stdout.strip()


def test_grown_tail_is_filled_and_source_elements_kept(tc):
    src = SRC.read_text()
    # the source's elements survive: store 7 into element 1 before the realloc, read it after
    kept = src.replace("  %r = memref.realloc",
                       "  %c1 = arith.constant 1 : index\n  %seven = arith.constant 7.0 : f32\n"
                       "  memref.store %seven, %a[%c1] : memref<?xf32>\n  %r = memref.realloc")
    kept = kept.replace("%v = memref.load %r[%c3]", "%w = memref.load %r[%c1] : memref<4xf32>\n"
                        "  vector.print %w : f32\n  %v = memref.load %r[%c3]")
    fixed = fix_ub(kept)
    assert fixed.hits.get("realloc_tail") == 1
    assert "memref.subview" in fixed.text
    assert _out(tc, fixed.text).split() == ["7", "0"]


def test_shrinking_realloc_verifies(tc):
    src = SRC.read_text().replace("memref<4xf32>", "memref<1xf32>").replace(
        "%c3 = arith.constant 3", "%c3 = arith.constant 0")
    fixed = fix_ub(src)
    assert fixed.hits.get("realloc_tail") == 1
    assert _out(tc, fixed.text) == "0"


DEALLOC = FIXTURES / "middle" / "dealloc_of_argument.mlir"


def test_dealloc_of_an_argument_is_erased_and_of_a_local_alloc_kept(tc):
    fixed = fix_ub(DEALLOC.read_text())
    assert fixed.hits.get("dealloc_of_argument") == 2
    body = fixed.text[fixed.text.index("func.func @f"):]
    assert body.count("memref.dealloc") == 1
    assert "memref.dealloc %alloc" in body
    ok = run_tool([tc.mlir_opt, "-"], stdin=fixed.text, timeout=120)
    assert ok.ok, ok.stderr
