"""Attribute syntax from the spec of a release (``smith.gen.attr_syntax``, a prototype): the same
drawn value is written as MLIR 22.1.8 or MLIR 21.1.2 expects it, and the
22.1.8 spelling verifies with the real 22.1.8 mlir-opt while the 21.1.2 one does not."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ground.proc import run_tool
from smith.gen.attr_syntax import AttrSyntaxError, attribute_text, enum_cases

ROOT = Path(__file__).resolve().parents[2]
RELEASES = {"22.1.8": ROOT / "specs", "21.1.2": ROOT / "specs" / "releases" / "21.1.2"}

# (dialect, op, attribute, drawn value) -> (22.1.8 text, 21.1.2 text)
CASES = [
    (("tosa", "tosa.maximum", "nan_mode", "IGNORE"), ("#tosa.nan_mode<IGNORE>", '"IGNORE"')),
    (("tosa", "tosa.rescale", "rounding_mode", "DOUBLE_ROUND"),
     ("#tosa.rounding_mode<DOUBLE_ROUND>", '"DOUBLE_ROUND"')),
    (("tosa", "tosa.resize", "mode", "BILINEAR"), ("#tosa.resize_mode<BILINEAR>", '"BILINEAR"')),
    (("arith", "arith.cmpi", "predicate", "slt"), ("2 : i64",) * 2),
    (("index", "index.cmp", "pred", "slt"), ("#index<cmp_predicate slt>",) * 2),
    (("arith", "arith.addi", "overflowFlags", ("nsw", "nuw")), ("#arith.overflow<nsw, nuw>",) * 2),
    (("vector", "vector.reduction", "kind", "maxsi"), ("#vector.kind<maxsi>",) * 2),
    (("tosa", "tosa.argmax", "axis", 2), ("2 : i32",) * 2),
    (("tosa", "tosa.transpose", "perms", [1, 0]), ("array<i32: 1, 0>",) * 2),
    (("tosa", "tosa.conv2d", "pad", [0, 1, 0, 1]), ("array<i64: 0, 1, 0, 1>",) * 2),
    (("tosa", "tosa.rescale", "scale32", True), ("true",) * 2),
]


def _record(release: str, dialect: str, op: str) -> dict:
    return json.loads((RELEASES[release] / f"{dialect}.json").read_text())["ops"][op]


@pytest.mark.parametrize(("key", "texts"), CASES, ids=[f"{k[1]}.{k[2]}" for k, _ in CASES])
def test_same_choice_written_per_release(key, texts):
    dialect, op, attr, value = key
    for release, want in zip(RELEASES, texts):
        assert attribute_text(_record(release, dialect, op), attr, value) == want, release


def test_cases_come_from_the_release():
    for release in RELEASES:
        rec = _record(release, "tosa", "tosa.clamp")
        assert enum_cases(rec, "nan_mode") == ("PROPAGATE", "IGNORE")
    with pytest.raises(AttrSyntaxError, match="not cases"):
        attribute_text(_record("22.1.8", "tosa", "tosa.clamp"), "nan_mode", "SOMETIMES")
    # arith.divsi's isExact exists only from 22 on: a 21 family cannot set it
    with pytest.raises(AttrSyntaxError, match="no attribute 'isExact'"):
        attribute_text(_record("21.1.2", "arith", "arith.divsi"), "isExact", True)


RESIZE = """func.func @f(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {{
  %s = "tosa.const_shape"() <{{values = dense<[1, 1, 1, 1]> : tensor<4xindex>}}> : () -> !tosa.shape<4>
  %o = "tosa.const_shape"() <{{values = dense<[0, 0]> : tensor<2xindex>}}> : () -> !tosa.shape<2>
  %0 = "tosa.resize"(%x, %s, %o, %o) <{{mode = {mode}}}> : (tensor<1x2x2x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2x2x1xf32>
  %1 = "tosa.maximum"(%0, %0) <{{nan_mode = {nan}}}> : (tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %1 : tensor<1x2x2x1xf32>
}}
"""


def resize_module(release: str) -> str:
    """A two-op module whose enum attributes are written from ``release``'s spec."""
    return RESIZE.format(
        mode=attribute_text(_record(release, "tosa", "tosa.resize"), "mode", "BILINEAR"),
        nan=attribute_text(_record(release, "tosa", "tosa.maximum"), "nan_mode", "IGNORE"))


def test_spelling_verifies_only_in_its_release(toolchain):
    assert toolchain.version() == "22.1.8"
    ok = run_tool([toolchain.mlir_opt, "-", "-o", "/dev/null"], stdin=resize_module("22.1.8"))
    assert ok.ok, ok.stderr
    bad = run_tool([toolchain.mlir_opt, "-", "-o", "/dev/null"], stdin=resize_module("21.1.2"))
    assert not bad.ok
    assert "mode" in bad.stderr


@pytest.mark.slow
def test_spelling_verifies_in_mlir21(mlir21):
    """The 21.1.2 spelling verifies with 21.1.2's own mlir-opt (installed from PyPI by the
    ``mlir21`` fixture), the 22.1.8 one does not."""
    opt = mlir21 / "bin" / "mlir-opt"
    ok = run_tool([opt, "-", "-o", "/dev/null"], stdin=resize_module("21.1.2"))
    assert ok.ok, ok.stderr
    assert not run_tool([opt, "-", "-o", "/dev/null"], stdin=resize_module("22.1.8")).ok
