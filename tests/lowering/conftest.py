"""Shared fixtures for the lowering tests: the real MLIR 22.1.8 toolchain (no mocks)."""

from __future__ import annotations

import json

import pytest
from lowering_fixtures import ROOT, fixture_text

from ground.toolchain import find_toolchain
from lowering.passmap import load_passmap
from lowering.verdict import load_known_crashes


@pytest.fixture(scope="session")
def toolchain():
    return find_toolchain()


@pytest.fixture(scope="session")
def passmap(toolchain):
    return load_passmap(toolchain)


@pytest.fixture(scope="session")
def known():
    return load_known_crashes()


@pytest.fixture(scope="session")
def reference_pipelines():
    return json.loads((ROOT / "lowering" / "reference_pipelines.json").read_text())


@pytest.fixture(scope="session")
def select_program():
    """The t1 program: tosa.add/greater/select/equal/cast + arith.muli, 3 vector.print lines."""
    return fixture_text("tosa_select.mlir")


@pytest.fixture(scope="session")
def mix_program():
    """matmul, conv2d, reduce_sum, reshape, slice, transpose, concat, casts, select."""
    return fixture_text("tosa_mix.mlir")


@pytest.fixture(scope="session")
def float_program():
    """exp, tanh, sigmoid, log, floor, ceil, reciprocal, argmax, reduce_max on f32."""
    return fixture_text("tosa_float.mlir")


@pytest.fixture(scope="session")
def pitfalls_program():
    """Ops whose lowering needed extra ordering rules found on generated programs: tosa.tile
    (emits tosa.reshape), tosa.erf (libm), tosa.rsqrt/clz (libm must not see them), a unit-dim
    tosa.transpose (canonicalized into tosa.reshape), equal(x, x) (folded to an i1 tosa.const)."""
    return fixture_text("tosa_pitfalls.mlir")
