"""One MLIR release end to end (smith.app.release, smith.gen.layouts, specs of another release): the
specs follow the toolchain's version, a mismatch is a one-line usage error, overlay ops a
release lacks are left out, and region layouts are probed with the bindings in use."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ground.errors import UsageError
from smith.app.release import bindings_version, choose_specs
from smith.gen.layouts import region_layout
from smith.gen.spec import load_specs, missing_ops, specs_dir, specs_version

ROOT = Path(__file__).resolve().parents[2]
SPECS21 = ROOT / "specs" / "releases" / "21.1.2"


def test_specs_follow_the_toolchain_version(monkeypatch, mlir_version):
    monkeypatch.delenv("SMITH_SPECS", raising=False)
    assert choose_specs(mlir_version, None) == specs_dir()
    assert choose_specs("21.1.2", None) == specs_dir() / "releases" / "21.1.2"
    assert specs_version(choose_specs("21.1.2", None)) == "21.1.2"
    with pytest.raises(UsageError, match="MLIR 20.1.0 but smith ships specs of MLIR"):
        choose_specs("20.1.0", None)


def test_specs_of_another_release_are_refused(monkeypatch, tmp_path, mlir_version):
    monkeypatch.delenv("SMITH_SPECS", raising=False)
    with pytest.raises(UsageError, match=f"holds specs of MLIR 21.1.2 but the toolchain is "
                                         f"MLIR {mlir_version}"):
        choose_specs(mlir_version, SPECS21)
    with pytest.raises(UsageError, match="no extracted specs"):
        choose_specs(mlir_version, tmp_path)
    assert choose_specs("21.1.2", SPECS21) == SPECS21


def test_cli_mismatch_is_one_line_exit_2(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "smith", "gen", "--specs", str(SPECS21),
                           "--count", "1", "-o", str(tmp_path / "c")],
                          capture_output=True, text=True)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert "holds specs of MLIR 21.1.2" in lines[0]
    assert not (tmp_path / "c").exists()


def test_overlay_ops_the_release_lacks_are_left_out():
    assert missing_ops(("math", "tosa"), SPECS21) == ["math.sincos"]
    assert "math.sincos" not in load_specs(("math",), SPECS21)
    assert "math.sincos" in load_specs(("math",))
    assert missing_ops(("math", "tosa")) == []


def test_region_layouts_of_the_bindings_release():
    # the in-process bindings are the pinned release (MLIR 22): init block argument, inputs as
    # block arguments; MLIR 21 picks the other layouts (tests/smith/test_release_21.py)
    assert bindings_version() == "22.1.8"
    assert region_layout("linalg.map") == "inputs_init"
    assert region_layout("tosa.cond_if") == "block_args"
    with pytest.raises(UsageError, match="no region layouts"):
        region_layout("tosa.add")


def test_layout_probes_are_one_op_programs():
    doc = json.loads((specs_dir() / "layouts.json").read_text())["ops"]
    for op, entry in doc.items():
        assert entry["cite"]
        assert len(entry["layouts"]) >= 2
        for probe in entry["layouts"].values():
            assert probe.count(op.split(".")[1]) >= 1
