"""``smith gen`` for MLIR 21.1.2 from the pinned environment (slow: ``python -m pytest -m
slow``): ``--mlir-bin`` of the 21.1.2 wheels re-runs the command under that environment's python
(its bindings), with the committed ``specs/releases/21.1.2``; every program verifies with
21.1.2's own ``mlir-opt`` and says so in its header. Uses the session fixture ``mlir21``
(tests/conftest.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ground.header import read_header

pytestmark = pytest.mark.slow

MIDDLE = "affine,arith,bufferization,func,index,linalg,math,memref,scf,tensor,vector"


@pytest.mark.parametrize("dialects", ["tosa,arith", MIDDLE])
def test_gen_verifies_with_mlir21(mlir21, tmp_path, dialects):
    out = tmp_path / "corpus"
    proc = subprocess.run([sys.executable, "-m", "smith", "gen", "--mlir-bin",
                           str(mlir21 / "bin"), "--dialects", dialects, "--count", "12",
                           "--seed", "1", "-j", "2", "-o", str(out)],
                          capture_output=True, text=True, timeout=3600)
    assert proc.returncode == 0, proc.stderr
    files = sorted((out / "programs").glob("*.mlir"))
    assert len(files) == 12
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["mlir_version"] == "21.1.2"
    for f in files:
        assert read_header(f.read_text())["mlir_version"] == "21.1.2"
        res = subprocess.run([str(mlir21 / "bin" / "mlir-opt"), str(f), "-o", "/dev/null"],
                             capture_output=True, text=True, timeout=600)
        assert res.returncode == 0, f"{f.name}: {res.stderr[:500]}"
    text = "".join(f.read_text() for f in files)
    assert "#tosa.nan_mode<" not in text
    assert "math.sincos" not in text


def test_release_layouts_and_python_of_mlir21(mlir21):
    py = mlir21.parents[3] / "bin" / "python"
    root = Path(__file__).resolve().parents[2]
    code = ("from smith.gen.layouts import region_layout as r; from smith.app.release import "
            "bindings_version as v; print(v(), r('linalg.map'), r('tosa.cond_if'))")
    res = subprocess.run([str(py), "-c", code], capture_output=True, text=True, timeout=600,
                         env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"})
    assert res.returncode == 0, res.stderr
    assert res.stdout.split() == ["21.1.2", "inputs", "captured"]


def test_readme_recipe_generates(mlir21, readme_release_recipe, tmp_path):
    """README.md's third recipe line, run as written in the directory holding ``E`` (the
    fixture ``mlir21`` ran the first two)."""
    root = mlir21.parents[4]
    gen = readme_release_recipe[2]
    env = {"PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin", "HOME": str(tmp_path)}
    res = subprocess.run(["bash", "-ec", gen], cwd=root, capture_output=True, text=True,
                         timeout=3600, env=env)
    assert res.returncode == 0, res.stderr
    files = sorted((root / "corpus-21" / "programs").glob("*.mlir"))
    assert len(files) == 10
    assert {read_header(f.read_text())["mlir_version"] for f in files} == {"21.1.2"}
