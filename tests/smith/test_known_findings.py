"""Real MLIR 22.1.8 bugs smith found, kept as regression checks of the toolchain: if one of these
starts failing, MLIR fixed the bug (update the fixture notes and the known lists)."""

from __future__ import annotations

from pathlib import Path

from smith.proc import run_tool

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"


def test_tosa_mul_i16_folder_truncates(toolchain):
    """canonicalize folds tosa.mul(32766, 32766 : i16) -> i32 to 4 (product taken in 16 bits);
    the right value is 1073610756. Found by `smith run` on corpus seed 1 (prog-00084)."""
    src = FINDINGS / "tosa_mul_i16_fold.mlir"
    res = run_tool([toolchain.mlir_opt, src, "--canonicalize"], timeout=60)
    assert res.ok, res.stderr
    assert "dense<4> : tensor<4xi32>" in res.stdout
    assert "1073610756" not in res.stdout
