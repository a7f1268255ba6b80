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
