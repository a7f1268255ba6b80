"""``smith cross-release`` (judges.cross_release): bad input is a one-line error; under two real
releases (slow, the ``mlir21`` session fixture) a program both accept is lowered and run with
each, and a program one release rejects is counted not-portable with that release's error."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ground.errors import UsageError
from ground.toolchain import find_toolchain
from judges.cross_release import cross_release, reference_paths

PORTABLE = """func.func @compute(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @main() {
  %a = arith.constant 7 : i32
  %b = arith.constant -3 : i32
  %r = func.call @compute(%a, %b) : (i32, i32) -> i32
  vector.print %r : i32
  return
}
"""
# tosa.clamp's nan_mode: an enum attribute in MLIR 22, a string in MLIR 21
ONLY_22 = """func.func @main() {
  %c = "tosa.const"() <{values = dense<[1.5, -2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = tosa.clamp %c {max_val = 1.0 : f32, min_val = -1.0 : f32,
                      nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<2xf32>) -> tensor<2xf32>
  return
}
"""


def test_bad_input():
    with pytest.raises(UsageError, match="unknown reference pipeline"):
        reference_paths(["P9-nowhere"])
    tc = find_toolchain()
    with pytest.raises(UsageError, match="both are MLIR"):
        cross_release(Path("."), (tc, tc), Path("unused"))
    proc = subprocess.run([sys.executable, "-m", "smith", "cross-release", ".", "--toolchains",
                           "default"], capture_output=True, text=True)
    assert proc.returncode == 2
    assert len(proc.stderr.strip().splitlines()) == 1


@pytest.mark.slow
def test_two_releases(mlir21, tmp_path):
    corpus = tmp_path / "corpus"
    (corpus / "programs").mkdir(parents=True)
    (corpus / "programs" / "prog-00000.mlir").write_text(PORTABLE)
    (corpus / "programs" / "prog-00001.mlir").write_text(ONLY_22)
    proc = subprocess.run([sys.executable, "-m", "smith", "cross-release", str(corpus),
                           "--toolchains", f"default,{mlir21 / 'bin'}", "--pipelines",
                           "P1-loops", "-j", "1", "-o", str(tmp_path / "xr")],
                          capture_output=True, text=True, timeout=1200)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads((tmp_path / "xr" / "summary.json").read_text())
    assert summary["versions"] == ["22.1.8", "21.1.2"]
    assert summary["verdicts"] == {"agree": 1, "not-portable": 1}
    records = [json.loads(ln) for ln in (tmp_path / "xr" / "verdicts.jsonl").open()]
    assert records[0]["pipelines"]["P1-loops"]["outcomes"] == {"22.1.8": "ok", "21.1.2": "ok"}
    assert records[1]["release"] == "21.1.2"
    assert "nan_mode" in records[1]["error"]
