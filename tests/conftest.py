"""Shared fixtures: the real MLIR toolchain (never mocked)."""

from __future__ import annotations

import pytest

from smith.toolchain import find_toolchain


@pytest.fixture(scope="session")
def toolchain():
    return find_toolchain()


@pytest.fixture(scope="session")
def mlir_version(toolchain):
    return toolchain.version()


@pytest.fixture(scope="session")
def mlir_include():
    """The MLIR 22.1.8 ``.td`` include tree: found on disk, or downloaded once from PyPI
    (``xtc-mlir-dev``, 73 MB wheel, only its .td files are kept in ~/.cache/smith). Skips only when
    PyPI cannot be reached."""
    from extract.mlir_include import default_cache_dir, fetch_mlir_include, find_mlir_include
    from smith.errors import UsageError

    try:
        return find_mlir_include(None)
    except UsageError:
        pass
    try:
        return fetch_mlir_include(default_cache_dir())
    except UsageError as exc:
        pytest.skip(f"no MLIR include tree and the download failed: {exc}")
