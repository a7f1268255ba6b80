"""`smith ubfix` on MLIR smith did not write: every ``.mlir`` file under tests/fixtures (the
upstream MLIR test pieces in tests/fixtures/upstream, see its SOURCES, and the hand-written
edge cases in tests/fixtures/ubfix/foreign) is accepted without a crash -- exit 0 with output
that ``mlir-opt`` verifies, or a one-line usage error (exit 2) -- and so is ``--checksum`` of
every piece that has an entry function without arguments."""

from __future__ import annotations

import contextlib
import io
import os
import re
import subprocess
import sys

import pytest
from mlir import ir
from ubfix_helpers import ROOT

from ground.proc import run_tool
from smith.app import cli
from ubfix.files import join_output, split_input
from ubfix.rewrite import fix_ub

FIXTURES = ROOT / "tests" / "fixtures"
ALL_FILES = sorted(FIXTURES.rglob("*.mlir"))
UPSTREAM = sorted((FIXTURES / "upstream").rglob("*.mlir"))
SMITH = [sys.executable, "-m", "smith"]


def _assert_no_crash(rc: int, stderr: str, what: str) -> None:
    """Exit 0, or exit 2 with exactly one non-warning line: never a traceback, exit 1 or 3."""
    assert "Traceback" not in stderr, (what, stderr)
    assert rc in (0, 2), (what, rc, stderr)
    if rc == 2:
        errors = [line for line in stderr.splitlines() if line.startswith("smith: error:")]
        assert len(errors) == 1, (what, stderr)
        assert stderr.splitlines()[-1] == errors[0], (what, stderr)


def _verifies(tc, text: str) -> tuple[bool, str]:
    res = run_tool([tc.mlir_opt, "--split-input-file", "-", "-o", "/dev/null"], stdin=text,
                   timeout=300)
    return res.ok, res.stderr


def _cli_inprocess(*args: str) -> tuple[int, str]:
    """``smith`` as ``smith.app.cli.main`` runs it, in this process: an uncaught exception (a
    traceback for a user) propagates and fails the test."""
    err = io.StringIO()
    argv = sys.argv
    sys.argv = ["smith", *args]
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            cli.main()
        rc = 0
    except SystemExit as exc:
        rc = int(exc.code or 0)
    finally:
        sys.argv = argv
    return rc, err.getvalue()


def test_upstream_collection_is_large_enough():
    pieces = [p for f in UPSTREAM for _, p in split_input(f.read_text())]
    assert len(pieces) >= 100
    dirs = {f.parent.name for f in UPSTREAM}
    assert {"tosa", "arith", "linalg", "vector"} <= dirs
    assert (FIXTURES / "upstream" / "SOURCES").is_file()


def test_every_fixture_file_is_accepted(tc, tmp_path):
    """``smith ubfix FILE --split-input-file`` (the CLI entry point, in this process) on every
    fixture file; the outputs verify with mlir-opt."""
    accepted = 0
    for f in ALL_FILES:
        out = tmp_path / f"{f.parent.name}-{f.name}"
        rc, stderr = _cli_inprocess("ubfix", str(f), "--split-input-file", "-o", str(out))
        _assert_no_crash(rc, stderr, f)
        if rc != 0:
            continue
        accepted += 1
        ok, err = _verifies(tc, out.read_text())
        assert ok, (f, err)
        *warnings, summary = stderr.splitlines()
        for line in warnings:
            assert re.match(rf"{re.escape(str(f))}:\d+: warning: \S+: cannot guard: ", line)
        assert summary.startswith("ubfix: ")
    assert accepted >= len(UPSTREAM)


def test_foreign_file_through_the_installed_command(tc, tmp_path):
    """The same as a user runs it: a separate process, so a traceback would show."""
    src = FIXTURES / "ubfix" / "foreign" / "shapes_and_types.mlir"
    out = tmp_path / "out.mlir"
    res = subprocess.run([*SMITH, "ubfix", str(src), "--split-input-file", "-o", str(out)],
                         capture_output=True, text=True, timeout=600, env=dict(os.environ))
    _assert_no_crash(res.returncode, res.stderr, src)
    assert res.returncode == 0
    assert "unguarded: " in res.stderr.splitlines()[-1]
    ok, err = _verifies(tc, out.read_text())
    assert ok, err


def test_checksum_of_every_piece_with_an_entry_function(tc, tmp_path):
    outputs = []
    tried = 0
    for f in ALL_FILES:
        for n, (_, piece) in enumerate(split_input(f.read_text())):
            names = re.findall(r"^\s*func\.func @([\w.$]+)\(\)", piece, re.M)
            if not names:
                continue
            src = tmp_path / f"{f.stem}-{n}.mlir"
            src.write_text(piece)
            out = tmp_path / f"{f.stem}-{n}.out.mlir"
            rc, stderr = _cli_inprocess("ubfix", str(src), "--checksum", "--entry", names[0],
                                        "-o", str(out))
            _assert_no_crash(rc, stderr, (f, n))
            tried += 1
            if rc == 0:
                outputs.append(out.read_text())
    assert tried >= 20
    assert len(outputs) >= 10
    ok, err = _verifies(tc, join_output(outputs))
    assert ok, err


KNOWN_CRASHES = {  # upstream pieces (tests/fixtures/upstream/tosa/ops.mlir) ubfix crashed on
    "arithmetic_right_shift on f32": (
        "func.func @f(%a: tensor<13x21x1xf32>, %b: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {\n"
        "  %0 = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<13x21x1xf32>, "
        "tensor<13x21x3xf32>) -> tensor<13x21x3xf32>\n"
        "  return %0 : tensor<13x21x3xf32>\n}\n", "tosa_shift", "not an integer"),
    "unranked gather indices": (
        "func.func @f(%v: tensor<13x21x3xf32>, %i: tensor<*xi32>) -> tensor<13x26x3xf32> {\n"
        "  %0 = tosa.gather %v, %i : (tensor<13x21x3xf32>, tensor<*xi32>) -> tensor<13x26x3xf32>\n"
        "  return %0 : tensor<13x26x3xf32>\n}\n", "tosa_gather_index", "unranked"),
    "unranked scatter indices": (
        "func.func @f(%v: tensor<13x21x3xf32>, %i: tensor<*xi32>, %in: tensor<13x21x3xf32>) "
        "-> tensor<13x21x3xf32> {\n"
        "  %0 = tosa.scatter %v, %i, %in : (tensor<13x21x3xf32>, tensor<*xi32>, "
        "tensor<13x21x3xf32>) -> tensor<13x21x3xf32>\n"
        "  return %0 : tensor<13x21x3xf32>\n}\n", "tosa_scatter_indices", "unranked"),
}


def _printed(text: str) -> str:
    with ir.Context():
        return str(ir.Module.parse(text))


@pytest.mark.parametrize("name", sorted(KNOWN_CRASHES))
def test_unguardable_op_is_reported_and_left_unchanged(name):
    text, rule, reason = KNOWN_CRASHES[name]
    res = fix_ub(text, "piece.mlir", line_offset=10)
    assert res.unguarded == {rule: 1}
    assert res.hits == {}
    (warning,) = res.warnings
    assert warning.startswith("piece.mlir:12: warning: tosa.")
    assert reason in warning
    assert res.text == _printed(text)


def test_quantized_rescale_is_guarded_by_its_storage_type():
    """The fourth crash: ``tosa.rescale`` of a ``!quant.uniform`` input reads the width from
    the storage type; with shift 30 no input of i8 storage leaves the TOSA domain."""
    (piece,) = [p for _, p in split_input((FIXTURES / "upstream/tosa/ops.mlir").read_text())
                if "@test_rescale(" in p]
    res = fix_ub(piece)
    assert res.unguarded == {}
    assert "tosa_rescale_range" not in res.hits
    q = piece.replace("dense<30>", "dense<5>")  # a narrow domain needs a clamp: not quantized
    res = fix_ub(q)
    assert res.unguarded == {"tosa_rescale_range": 1}
    assert "quantized input" in res.warnings[0]


def test_split_input_like_mlir_opt():
    text = "// head\nfunc.func @a() {\n  return\n}\n  // ----- tail\nfunc.func @b() {\n  return\n}\n"
    assert split_input(text) == [(0, "// head\nfunc.func @a() {\n  return\n}\n"),
                                 (5, "func.func @b() {\n  return\n}\n")]
    assert split_input("x\n//-----\ny\n") == [(0, "x\n//-----\ny\n")]
    assert join_output(["a\n", "b"]) == "a\n\n// -----\nb\n"
