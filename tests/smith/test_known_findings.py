"""Real MLIR 22.1.8 bugs smith found, kept as regression checks of the toolchain: if one of these
starts failing, MLIR fixed the bug (update the fixture notes and the known lists)."""

from __future__ import annotations

from pathlib import Path

from ground.proc import run_tool

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"


def test_tosa_mul_i16_folder_truncates(toolchain):
    """canonicalize folds tosa.mul(32766, 32766 : i16) -> i32 to 4 (product taken in 16 bits);
    the right value is 1073610756. Found by `smith run` on corpus seed 1 (prog-00084)."""
    src = FINDINGS / "tosa_mul_i16_fold.mlir"
    res = run_tool([toolchain.mlir_opt, src, "--canonicalize"], timeout=60)
    assert res.ok, res.stderr
    assert "dense<4> : tensor<4xi32>" in res.stdout
    assert "1073610756" not in res.stdout


def test_tosa_to_scf_nested_cond_if_with_inputs(toolchain):
    """tosa-to-scf fails on a tosa.cond_if with inputs nested in another tosa.cond_if (valid IR:
    it verifies); smith never nests a cond_if in a cond_if (overlay ``not_within``). Found by
    `smith run` on corpus seed 1 (prog-00006, prog-00027)."""
    src = FINDINGS / "tosa_to_scf_nested_cond_if_inputs.mlir"
    assert run_tool([toolchain.mlir_opt, src], timeout=60).ok
    pipeline = "--pass-pipeline=builtin.module(func.func(tosa-to-scf))"
    res = run_tool([toolchain.mlir_opt, src, pipeline], timeout=60)
    assert not res.ok
    assert "failed to legalize operation 'tosa.cond_if'" in res.stderr


def test_tosa_to_scf_control_flow_nested_in_itself(toolchain):
    """tosa-to-scf fails on tosa.cond_if nested in tosa.cond_if and on tosa.while_loop nested
    in tosa.while_loop (valid IR); the overlay's ``not_within`` keeps generated programs clear."""
    text = (FINDINGS / "tosa_to_scf_nested_same_op.mlir").read_text()
    assert run_tool([toolchain.mlir_opt], stdin=text, timeout=60).ok
    pipeline = "--pass-pipeline=builtin.module(func.func(tosa-to-scf))"
    first, second = text.split("func.func @w(")
    res = run_tool([toolchain.mlir_opt, pipeline], stdin=first, timeout=60)
    assert not res.ok
    assert "failed to legalize operation 'tosa.cond_if'" in res.stderr
    res = run_tool([toolchain.mlir_opt, pipeline], stdin="func.func @w(" + second, timeout=60)
    assert not res.ok
    assert "failed to legalize operation 'tosa.while_loop'" in res.stderr
