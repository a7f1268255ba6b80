"""``smith ubfix`` options for foreign files: ``--split-input-file``, ``--checksum --entry``,
and one warning line per op a rule cannot guard."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from ground.proc import run_tool

SMITH = [sys.executable, "-m", "smith"]

TWO = """// first piece
func.func @main() {
  %a = arith.constant 7 : i32
  %b = arith.constant 0 : i32
  %q = arith.divsi %a, %b : i32
  return
}

// -----

func.func @f(%v: tensor<13x21x3xf32>, %i: tensor<*xi32>) -> tensor<13x26x3xf32> {
  %0 = tosa.gather %v, %i : (tensor<13x21x3xf32>, tensor<*xi32>) -> tensor<13x26x3xf32>
  return %0 : tensor<13x26x3xf32>
}
"""


def smith(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*SMITH, *args], capture_output=True, text=True, timeout=300,
                          env=dict(os.environ))


def one_error_line(res, needle: str) -> None:
    assert res.returncode == 2, (res.returncode, res.stderr)
    assert "Traceback" not in res.stderr
    lines = [line for line in res.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, res.stderr
    assert needle in lines[0]


def test_split_input_file(tmp_path, tc):
    src = tmp_path / "two.mlir"
    src.write_text(TWO)
    res = smith("ubfix", str(src), "--split-input-file")
    assert res.returncode == 0, res.stderr
    assert res.stdout.count("\n// -----\n") == 1
    first, second = res.stdout.split("\n// -----\n")
    assert "arith.select" in first
    assert "tosa.gather" in second
    warning, summary = res.stderr.splitlines()
    assert warning.startswith(f"{src}:12: warning: tosa.gather: cannot guard: ")
    assert summary == "ubfix: signed_division=1; unguarded: tosa_gather_index=1"
    assert run_tool([tc.mlir_opt, "--split-input-file", "-", "-o", "/dev/null"],
                    stdin=res.stdout, timeout=120).ok
    # without the flag the marker is a comment and @main/@f are one module
    whole = smith("ubfix", str(src))
    assert whole.returncode == 0
    assert "// -----" not in whole.stdout


def test_split_input_file_error_names_the_line_in_the_file(tmp_path):
    src = tmp_path / "bad.mlir"
    src.write_text(TWO + "\n// -----\n\nfunc.func @g() {\n  %x = arith.addi %y, %y : i32\n"
                   "  return\n}\n")
    one_error_line(smith("ubfix", str(src), "--split-input-file"), f"{src}:19:")


@pytest.mark.parametrize(("body", "needle"), [
    ("func.func @f() {\n  return\n}\n", "no func.func @main (the entry function)"),
    ("func.func @main(%a: i32) {\n  return\n}\n", "@main takes arguments (i32)"),
    ("func.func @main() -> i32 {\n  %c = arith.constant 1 : i32\n  return %c : i32\n}\n",
     "@main returns values (i32)"),
])
def test_checksum_entry_errors(tmp_path, body, needle):
    src = tmp_path / "p.mlir"
    src.write_text(body)
    one_error_line(smith("ubfix", str(src), "--checksum"), needle)


def test_checksum_other_entry(tmp_path):
    src = tmp_path / "p.mlir"
    src.write_text("func.func @f() {\n  %a = arith.constant 3 : i32\n  return\n}\n")
    res = smith("ubfix", str(src), "--checksum", "--entry", "f")
    assert res.returncode == 0, res.stderr
    assert res.stdout.count("vector.print") == 2
