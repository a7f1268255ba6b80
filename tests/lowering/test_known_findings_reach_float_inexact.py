"""Float-inexact and uninitialised-read groups of the final 1-hour reach campaigns of issue 31,
checked on the real toolchain: a difference that a pass which does not round sets apart is
judged as wrong code (and matched to its known id) although the divergent path also runs a
pass of ``float_inexact.json``; a fold named by delta debugging gives way to the known bug of
the lowering it disagrees with; a concat that leaves its result partly unwritten (harness input
UB of a shipped seed) is guarded by ubfix."""

from __future__ import annotations

import json

import pytest
from lowering_fixtures import FINDINGS, FIXTURES, fixture_text

from ground.proc import run_tool
from lowering.findings.uninit import run_patterns
from lowering.paths import LoweringPath
from lowering.run.program import RunOptions, run_program
from ubfix.rewrite import fix_ub

#: the canonicalize-index-castui-round-trip fixture with a float value beside it (so the
#: program "has floats" and a path running an inexact pass is judged by the float rules)
CASTUI_WITH_FLOAT = """\
func.func @roundtrip(%x: index) -> index {
  %0 = arith.index_castui %x : index to i16
  %1 = arith.index_castui %0 : i16 to index
  return %1 : index
}
func.func @main() {
  %x = arith.constant -1 : index
  %r = func.call @roundtrip(%x) : (index) -> index
  vector.print %r : index
  %f = arith.constant 1.5 : f32
  %g = math.exp %f : f32
  vector.print %g : f32
  return
}
"""

LOWER = ("convert-math-to-llvm", "convert-to-llvm", "reconcile-unrealized-casts")
PURE = LoweringPath("d0", LOWER)
#: canonicalize first (as the pass map's first optimised path does) and an inexact pass later
OPTIMISED = LoweringPath("d1", ("canonicalize", "math-expand-ops") + LOWER)


def test_float_difference_from_canonicalize_is_the_known_wrong_code(toolchain, passmap, known,
                                                                    tmp_path):
    """d1 runs math-expand-ops (float_inexact.json), so its difference was filed as
    float-inexact before localisation (214e635a8baf, 20 programs; ecff24f8c6ce): the bisection
    names canonicalize, which does not round, so the program is wrong-code with the confirmed
    known id, not float-inexact."""
    rep = run_program(CASTUI_WITH_FLOAT, "p", RunOptions(report_known=True), toolchain,
                      passmap, known, tmp_path, paths=[PURE, OPTIMISED])
    outs = {r.path.name: r.output.split() for r in rep.results}
    assert outs["d0"][0] == "65535"
    assert outs["d1"][0] == "18446744073709551615"
    assert rep.verdict.kind == "wrong-code", rep.verdict
    assert rep.verdict.known_id == "canonicalize-index-castui-round-trip"
    (finding,) = rep.findings
    assert finding.parent.name == "wrong-code"
    meta = json.loads((finding / "meta.json").read_text())
    assert meta["first_divergent_pass"] == "canonicalize"
    assert meta["divergence"] == "float outputs differ on non-bit-exact path(s): d1"


def test_float_difference_without_bisection_stays_float_inexact(toolchain, passmap, known,
                                                                tmp_path):
    """With --locate-divergence none nothing is bisected: the difference stays float-inexact."""
    rep = run_program(CASTUI_WITH_FLOAT, "p", RunOptions(locate_divergence="none"), toolchain,
                      passmap, known, tmp_path, paths=[PURE, OPTIMISED])
    assert rep.verdict.kind == "float-inexact"
    assert rep.findings[0].parent.name == "float-inexact"


#: a pure lowering of the concat fixture (one-shot-bufferize first)
CONCAT_LOWERING = ("builtin.module(one-shot-bufferize{bufferize-function-boundaries},"
                   "convert-linalg-to-loops,expand-strided-metadata,convert-scf-to-cf,"
                   "finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)")


def _pattern_outputs(toolchain, text: str, work) -> set[str | None]:
    """The outputs of ``text``, lowered by :data:`CONCAT_LOWERING`, with fresh memory filled
    with each byte pattern of :func:`run_patterns` (and the first again)."""
    low = run_tool([toolchain.mlir_opt, "-", f"--pass-pipeline={CONCAT_LOWERING}"], stdin=text,
                   timeout=120)
    assert low.ok, low.stderr
    runs = run_patterns(toolchain, low.stdout, work)
    return {*runs.outputs, runs.repeat}


def test_concat_along_its_axis_is_guarded(toolchain, tmp_path):
    """uninit-read d1a37378d250 (prog-00773 of the seed campaign, a mutant of seed-01032):
    `tensor.concat dim(2)` of a 1x2x? operand into 1x2x3 with a 1x2x1 argument leaves two
    columns of the result unwritten, and the printed one changes with the fill pattern of fresh
    memory; concat_shapes now sizes the one dynamic operand along the concatenated dim to the
    result's size (a zero tensor when it differs), and every pattern prints 0."""
    text = fixture_text("concat_axis_size_uninit.mlir")
    assert len(_pattern_outputs(toolchain, text, tmp_path / "before")) > 1
    fixed = fix_ub(text)
    assert fixed.hits.get("concat_shapes") == 1, fixed.hits
    assert "arith.cmpi eq, %dim, %c3 : index" in fixed.text
    assert _pattern_outputs(toolchain, fixed.text, tmp_path / "after") == {"0"}


def _pool_fold_paths(name: str) -> list[LoweringPath]:
    """The two recorded paths of the fixture ``name`` (``<name>.paths.json``)."""
    data = json.loads((FIXTURES / f"{name}.paths.json").read_text())
    return [LoweringPath(p["name"], tuple(p["passes"]), frozenset(p["func_nested"]))
            for p in data["paths"]]


@pytest.mark.parametrize("name", ["pool_fold_reach_prog_00876", "pool_fold_reach_prog_06869"])
def test_fold_located_by_delta_debugging_gives_way_to_the_known_lowering_bug(
        name, toolchain, passmap, known, tmp_path):
    """prog-00876 and prog-06869 (a mutant of seed-01105, `max_pool2d_is_noop`) of the reach
    campaigns (float-inexact 214e635a8baf before the fix above): canonicalize folds a 1x1
    tosa.max_pool2d away, keeping a NaN (under `nan_mode = IGNORE`) or a -inf, which
    tosa-to-linalg-named's lowest-finite seed loses (the lowering is wrong). The paths order
    their passes differently, so delta debugging names canonicalize (on the divergent path, or
    as an edit of the reference path), whose key at most nearly matches
    canonicalize-index-castui-round-trip; the fold is now checked against the lowering there
    too, and the known tosa-to-linalg-lowest-finite-seed is confirmed."""
    text = (FIXTURES / f"{name}.mlir").read_text()
    rep = run_program(text, "p", RunOptions(report_known=True), toolchain, passmap, known,
                      tmp_path, paths=_pool_fold_paths(name))
    assert rep.verdict.kind == "wrong-code", rep.verdict
    assert rep.verdict.known_id == "tosa-to-linalg-lowest-finite-seed"
    assert rep.near_miss is None
    meta = json.loads((rep.findings[0] / "meta.json").read_text())
    assert meta["first_divergent_pass"] == "tosa-to-linalg-named"
    assert meta["localisation"]["method"] == "fold-vs-lowering", meta["localisation"]


FPOWI_TAIL = ("convert-vector-to-scf", "convert-scf-to-cf", "convert-to-llvm",
              "reconcile-unrealized-casts")
#: one bit-exact path and two that share the inexact math-expand-ops (and its output)
FPOWI_PATHS = [LoweringPath("d0", ("convert-math-to-funcs",) + FPOWI_TAIL),
               LoweringPath("d1", ("math-expand-ops",) + FPOWI_TAIL),
               LoweringPath("d2", ("math-expand-ops", "cse") + FPOWI_TAIL)]


def test_difference_of_the_inexact_pass_stays_float_inexact(toolchain, passmap, known,
                                                            tmp_path):
    """math-expand-ops (float_inexact.json) itself sets d1 and d2 apart from d0 (the known
    fpowi expansion, NaN for -8): the bisection runs on an inexact path against the bit-exact
    d0, although the inexact paths are the larger output group, names math-expand-ops, and
    the difference stays float-inexact (not wrong code of d0's first pass)."""
    text = (FINDINGS / "math_expand_fpowi_negative_base_nan.mlir").read_text()
    rep = run_program(text, "p", RunOptions(), toolchain, passmap, known, tmp_path,
                      paths=FPOWI_PATHS)
    outs = {r.path.name: r.output for r in rep.results}
    assert outs["d1"] == outs["d2"] != outs["d0"], outs
    assert rep.verdict.kind == "float-inexact", rep.verdict
    assert rep.verdict.signature == "float outputs differ on non-bit-exact path(s): d1+d2"
