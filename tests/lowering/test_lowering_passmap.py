"""passmap.json loads, every pass exists in mlir-opt 22.1.8, unknown passes are named."""

from __future__ import annotations

import json

import pytest

from lowering.passmap import (
    PASSMAP_PATH,
    UnknownPassError,
    base_name,
    load_passmap,
    registered_passes,
)


def test_registered_passes_include_passes_and_pipelines(toolchain):
    names = registered_passes(str(toolchain.mlir_opt))
    assert len(names) > 250
    assert {"tosa-to-linalg", "convert-to-llvm", "one-shot-bufferize"} <= names
    assert "tosa-to-linalg-pipeline" in names  # from --help "Pass Pipelines"
    assert "test-lower-to-llvm" not in names  # toolchain.md: does not exist


def test_passmap_validates(passmap):
    assert passmap.chains["tosa.*"] == ("tosa-to-linalg",)
    assert len(passmap.slots["linalg-loops"]) == 3
    assert passmap.final[-1] == "reconcile-unrealized-casts"


def test_unknown_pass_is_named(tmp_path, toolchain):
    data = json.loads(PASSMAP_PATH.read_text())
    data["chains"]["arith.*"] = ["convert-arith-to-llvm-typo"]
    bad = tmp_path / "passmap.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(UnknownPassError, match="convert-arith-to-llvm-typo"):
        load_passmap(toolchain, bad)


def test_base_name():
    assert base_name("one-shot-bufferize{bufferize-function-boundaries}#o2") == "one-shot-bufferize"
