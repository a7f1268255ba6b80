"""Reproducers of known MLIR 22.1.8 wrong-code bugs checked against their entries'
confirmations in ``lowering/known_wrong_code.json`` (``confirm``: fresh memory, the responsible
pass, the IR before it): each fixture shows its bug on the real toolchain, and the entry's
checks hold on it, so a campaign finding of the same bug gets the entry's known id and another
bug with the same key does not."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ground.proc import run_tool
from lowering.findings.localise import ops_changed
from lowering.findings.reproducer import wrong_code_key
from lowering.findings.uninit import run_patterns
from lowering.pipeline import PassRunner
from lowering.verdict import KNOWN_WRONG_CODE_PATH, load_known_wrong_code, match_known

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"
FUSION_HEAD = ("func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith),"
               "linalg-fuse-elementwise-ops,"
               "one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops},"
               "func.func(convert-linalg-to-affine-loops),expand-strided-metadata")
FUSION_TAIL = ("convert-scf-to-cf,convert-math-to-llvm,convert-math-to-libm,convert-to-llvm,"
               "reconcile-unrealized-casts")


def _entry(kid: str) -> dict:
    """The ``known_wrong_code.json`` entry of ``kid`` (raw JSON, ``confirm`` included)."""
    return next(b for b in json.loads(KNOWN_WRONG_CODE_PATH.read_text())["bugs"]
                if b["id"] == kid)


def _input_has(entry: dict, ir: str) -> bool:
    """Every ``confirm.input_has`` regex of ``entry`` is found in ``ir``."""
    return all(re.search(rx, ir) for rx in entry["confirm"]["input_has"])


def _lower(toolchain, src: Path | str, pipeline: str) -> str:
    """``src`` (a file, or IR text) after ``builtin.module(pipeline)``."""
    text = src.read_text() if isinstance(src, Path) else src
    res = run_tool([toolchain.mlir_opt, "-", f"--pass-pipeline=builtin.module({pipeline})"],
                   stdin=text, timeout=120)
    assert res.ok, res.stderr
    return res.stdout


def _fusion_outputs(toolchain, src: Path, work: Path, fusion: bool):
    """The fill-pattern runs (``lowering.findings.uninit.run_patterns``) of ``src`` lowered through
    convert-linalg-to-affine-loops with or without affine-loop-fusion."""
    fuse = "affine-loop-fusion," if fusion else ""
    low = _lower(toolchain, src, f"{FUSION_HEAD},func.func({fuse}lower-affine),{FUSION_TAIL}")
    return run_patterns(toolchain, low, work / ("fused" if fusion else "plain"))


def test_affine_loop_fusion_ignores_the_copy_into_a_view(toolchain, tmp_path):
    """The quickstart's prog-00009 (tosa.avg_pool2d with padding): affine-loop-fusion fuses the
    padded buffer's zero fill into the pooling nest and ignores the memref.copy of the input
    into a reinterpret_cast view of it: 0 instead of 190.125 whatever fresh memory holds. The
    view-write entry's confirmation holds (input_has, fresh_memory independent, without_pass);
    the uninitialised-read entry's (fresh_memory dependent) does not."""
    src = FINDINGS / "affine_loop_fusion_avg_pool2d_pad_copy_into_view_ignored.mlir"
    fused = _fusion_outputs(toolchain, src, tmp_path, fusion=True)
    plain = _fusion_outputs(toolchain, src, tmp_path, fusion=False)
    assert fused.outputs == ("0", "0"), fused
    assert fused.stable, fused
    assert plain.outputs == ("190.125", "190.125"), plain
    assert fused.reads_uninitialised is False
    entry = _entry("affine-loop-fusion-view-write-ignored")
    assert entry["confirm"] == {"input_has": entry["confirm"]["input_has"],
                                "fresh_memory": "independent", "without_pass": True}
    assert _input_has(entry, _lower(toolchain, src, FUSION_HEAD))
    assert _entry("affine-loop-fusion-uninit-read")["confirm"]["fresh_memory"] == "dependent"


def test_affine_loop_fusion_reduce_max_reads_fresh_memory(toolchain, tmp_path):
    """The affine-loop-fusion-uninit-read reproducer really reads uninitialised memory: with
    the pass, row 0's max (expected inf) is the fill pattern read as f16 and changes with it;
    without the pass the output is the same for both patterns. Its IR before the pass has no
    copy into a view, so the view-write entry does not claim it."""
    src = FINDINGS / "affine_loop_fusion_reduce_max_f16.mlir"
    fused = _fusion_outputs(toolchain, src, tmp_path, fusion=True)
    plain = _fusion_outputs(toolchain, src, tmp_path, fusion=False)
    assert fused.reads_uninitialised is True, fused
    assert plain.reads_uninitialised is False, plain
    assert plain.stable, plain
    assert plain.outputs[0].split()[:7] == ["inf", "1", "inf", "1", "inf", "1", "inf"]
    assert not _input_has(_entry("affine-loop-fusion-view-write-ignored"),
                          _lower(toolchain, src, FUSION_HEAD))


ARITH_EXPAND_TAIL = ("one-shot-bufferize{bufferize-function-boundaries},"
                     "func.func(convert-linalg-to-loops),lower-affine,convert-scf-to-cf,"
                     "convert-to-llvm,reconcile-unrealized-casts")


def test_arith_expand_rewrites_the_body_of_a_named_pooling_op(toolchain, tmp_path):
    """tosa.max_pool2d over a window of 0.0, -0.0: arith-expand rewrites the maximumf of
    linalg.pooling_nhwc_max's implicit body, so the max is -0.0 (bits -2147483648) instead of
    +0.0; printed and parsed again after the pass the body is the op's own again (0). The IR
    before the pass shows no arith.maximumf, so the wrong-code key smith gives names none when
    the pass changes another op's count, as with an arith.ceildivsi elsewhere: the entry's
    pattern is the pass alone and its confirmation names the pooling op too."""
    src = FINDINGS / "arith_expand_max_pool2d_named_body_signed_zero.mlir"
    outputs = {}
    for name, passes in (("plain", ARITH_EXPAND_TAIL),
                         ("expanded", "arith-expand," + ARITH_EXPAND_TAIL)):
        low = _lower(toolchain, src, "func.func(tosa-to-linalg-named)," + passes)
        outputs[name] = run_patterns(toolchain, low, tmp_path / name)
    assert outputs["plain"].outputs == ("0", "0")
    assert outputs["expanded"].outputs == ("-2147483648", "-2147483648")
    split = _lower(toolchain, src, "func.func(tosa-to-linalg-named),arith-expand")
    rerun = run_patterns(toolchain, _lower(toolchain, split, ARITH_EXPAND_TAIL), tmp_path / "s")
    assert rerun.outputs == ("0", "0")
    before = _lower(toolchain, src, "func.func(tosa-to-linalg-named)")
    assert "linalg.pooling_nhwc_max" in before
    assert "arith.maximumf" not in before
    entry = _entry("arith-expand-minimumf-maximumf-signed-zero")
    assert _input_has(entry, before)
    assert _input_has(entry, (FINDINGS / "arith_expand_minimumf_signed_zero.mlir").read_text())
    # the key with an arith.ceildivsi the pass expands elsewhere in the program
    with_div = src.read_text().replace(
        "    vector.print %2 : i32\n",
        "    vector.print %2 : i32\n    %c7 = arith.constant 7 : i32\n"
        "    %3 = arith.ceildivsi %c7, %c7 : i32\n    vector.print %3 : i32\n")
    runner = PassRunner(toolchain, frozenset({"tosa-to-linalg-named"}), timeout=120,
                        isolation="subprocess")
    ops = ops_changed(runner, with_div, ["tosa-to-linalg-named"], "arith-expand")
    key = wrong_code_key(["tosa-to-linalg-named", "arith-expand"], ["tosa-to-linalg-named"], 1,
                         ops)
    assert key == "first divergent pass arith-expand; ops arith.ceildivsi,arith.constant"
    # no key match (a key naming the pass alone would take the fold-vs-lowering choice of
    # other bugs, the quickstart's reduce_min seed): the entry of the responsible pass is tried
    # on such a key and confirms (lowering.findings.confirm.known_for, tests/lowering/test_confirm.py)
    assert match_known(key, load_known_wrong_code()) is None
    assert entry["pass"] == "arith-expand"


@pytest.mark.parametrize("fixture", ["sccp_while_result_stale_constant_vector_insert.mlir",
                                     "sccp_loop_result_stale_constant_vector_extract.mlir"])
def test_sccp_folds_at_a_stale_loop_result(toolchain, tmp_path, fixture):
    """sccp folds a vector.insert (scf.while) or vector.extract (scf.for) at a loop result's
    initial value, and so do int-range-optimizations and remove-dead-values (the same sparse
    constant propagation); both fixtures pass the entry's input_has on their own text (the IR
    before the pass), and the keys naming either op match the entry."""
    src = FINDINGS / fixture
    tail = "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
    plain = run_patterns(toolchain, _lower(toolchain, src, tail), tmp_path / "plain")
    folded = run_patterns(toolchain, _lower(toolchain, src, "sccp," + tail), tmp_path / "sccp")
    expected = {"sccp_while_result_stale_constant_vector_insert.mlir": ("9", "7"),
                "sccp_loop_result_stale_constant_vector_extract.mlir": ("7", "1")}[fixture]
    assert (plain.outputs[0], folded.outputs[0]) == expected
    assert plain.reads_uninitialised is False
    assert folded.reads_uninitialised is False
    entry = _entry("sccp-while-result-stale-vector-insert")
    assert _input_has(entry, src.read_text())
    for key in ("first divergent pass sccp; ops arith.constant,vector.insert",
                "first divergent pass sccp; ops arith.constant,vector.extract"):
        assert match_known(key, load_known_wrong_code()) == entry["id"]
    assert match_known("first divergent pass sccp; ops arith.addi,arith.constant",
                       load_known_wrong_code()) is None
    # the passes that run the same constant propagation fold it too
    for analysis in ("int-range-optimizations", "remove-dead-values"):
        again = run_patterns(toolchain, _lower(toolchain, src, f"{analysis},{tail}"),
                             tmp_path / analysis)
        assert again.outputs[0] == expected[1], analysis
    assert match_known("first divergent pass int-range-optimizations; ops arith.addi,"
                       "arith.constant,scf.for,scf.yield,vector.extract",
                       load_known_wrong_code()) == entry["id"]
