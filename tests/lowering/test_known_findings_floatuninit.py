"""Float-inexact and uninitialised-read groups of the final 1-hour reach campaigns of issue 31,
checked on the real toolchain: a difference that a pass which does not round sets apart is
judged as wrong code (and matched to its known id) although the divergent path also runs a
pass of ``float_inexact.json``."""

from __future__ import annotations

import json

from lowering.paths import LoweringPath
from lowering.run.program import RunOptions, run_program

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
    assert outs["d0"][0] == "65535" and outs["d1"][0] == "18446744073709551615"
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
