"""``smith run --false-alarm-check``: a wrong-code difference is re-run at ``mlir-runner --O0``
and without MLIR optimisation passes, and classified (``lowering.findings.false_alarm``). Real toolchain;
the difference is a deterministic one made by an optimisation pass (math-expand-ops)."""

from __future__ import annotations

from lowering_fixtures import fixture_text

from ground.draw import Draw
from lowering.execute import compile_path
from lowering.findings.false_alarm import (
    classify,
    o0_verdict,
    optimisation_passes,
    strip_optimisations,
)
from lowering.optrec import load_optrec
from lowering.paths import LoweringPath, draw_paths


def _paths(text, passmap):
    pure = draw_paths(text, passmap, Draw(5), k=1, optimize=False)[0]
    ref = LoweringPath("d0", pure.passes, pure.func_nested)
    div = LoweringPath("d1", ("math-expand-ops", *pure.passes), pure.func_nested)
    return ref, div


def test_strip_keeps_what_the_pure_path_needs(passmap):
    opt = optimisation_passes(passmap, load_optrec().all_base_names())
    assert {"canonicalize", "cse", "affine-loop-fusion"} <= opt
    passes = ("canonicalize", "tosa-to-linalg", "cse", "affine-loop-fusion")
    assert strip_optimisations(passes, opt, frozenset()) == ("tosa-to-linalg",)
    assert strip_optimisations(passes, opt, frozenset({"cse"})) == ("tosa-to-linalg", "cse")


def test_optimisation_pass_difference_is_not_a_false_alarm(toolchain, passmap, tmp_path):
    text = fixture_text("false_alarm_math_expand.mlir")
    ref_path, div_path = _paths(text, passmap)
    ref = compile_path(text, ref_path, toolchain, tmp_path / "w")
    div = compile_path(text, div_path, toolchain, tmp_path / "w")
    assert (ref.stage, div.stage) == ("done", "done")
    assert ref.output != div.output
    rep = classify(text, ref, div, toolchain, passmap, load_optrec().all_base_names(),
                   tmp_path / "noopt", known_bug=None)
    assert rep.deterministic
    assert rep.o0_equal is False  # the expansion is in the MLIR output, LLVM -O0 keeps it
    assert rep.noopt_equal is True
    assert rep.removed == {"reference": [], "divergent": ["math-expand-ops"]}
    assert rep.classification == "mlir-opt-review"
    assert not rep.false_alarm
    assert rep.to_json()["false_alarm"] is False


def test_known_optimisation_bug_is_labelled(toolchain, passmap, tmp_path):
    """The same difference matched to a bug of known_wrong_code.json (as smith run matches
    it by default) gets that bug's id."""
    text = fixture_text("false_alarm_math_expand.mlir")
    ref_path, div_path = _paths(text, passmap)
    ref = compile_path(text, ref_path, toolchain, tmp_path / "w")
    div = compile_path(text, div_path, toolchain, tmp_path / "w")
    rep = classify(text, ref, div, toolchain, passmap, load_optrec().all_base_names(),
                   tmp_path / "noopt", known_bug="affine-loop-fusion-uninit-read")
    assert rep.classification == "mlir-opt-known-bug"
    assert rep.known_bug == "affine-loop-fusion-uninit-read"


def test_a_difference_o0_removes_is_an_llvm_false_alarm_unless_a_known_bug_explains_it():
    """A confirmed known MLIR bug that reads memory it never wrote (the campaign's
    one-shot-bufferize-transfer-write-no-copy uninitialised reads) may print the same at
    ``--O0``: that is the bug's consequence, not UB of ours."""
    ours = o0_verdict(None)
    assert ours.classification == "false-alarm-llvm"
    assert ours.false_alarm
    known = o0_verdict("one-shot-bufferize-transfer-write-no-copy")
    assert known.classification == "mlir-opt-known-bug"
    assert known.known_bug == "one-shot-bufferize-transfer-write-no-copy"
    assert not known.false_alarm
