"""The op census parses in child processes: a crash of the MLIR bindings on IR a pass printed
becomes a value (``BindingsCrash``, a ``scan-crash`` path stop), and printed IR that does not
parse again a ``scan-error`` path stop, never the end of our process."""

from __future__ import annotations

from pathlib import Path

import pytest

from ground.errors import UsageError
from ground.proc import run_tool
from lowering.census import BindingsCrash, op_counts
from lowering.paths import collect_ops
from lowering.signature import crash_signature

ROUNDTRIP = (Path(__file__).parent.parent / "fixtures" / "findings"
             / "scf_to_cf_switch_negative_case_roundtrip.mlir")


def _printed_by_scf_to_cf(toolchain) -> str:
    res = run_tool([toolchain.mlir_opt, ROUNDTRIP, "--convert-scf-to-cf"], timeout=60)
    assert res.ok, res.stderr
    assert "4294967295" in res.stdout  # case -1 printed as an unsigned i32
    return res.stdout


def test_scf_to_cf_output_does_not_parse_back(toolchain):
    """The MLIR 22.1.8 bug itself: mlir-opt aborts reading its own convert-scf-to-cf output
    (if this starts failing, MLIR fixed it)."""
    res = run_tool([toolchain.mlir_opt, "-o", "/dev/null"], stdin=_printed_by_scf_to_cf(toolchain),
                   timeout=60)
    assert res.returncode is not None
    assert res.returncode < 0
    assert "Value is not an N-bit signed value" in res.stderr


def test_bindings_crash_is_a_value_and_the_next_parse_works(toolchain):
    printed = _printed_by_scf_to_cf(toolchain)
    with pytest.raises(BindingsCrash) as info:
        collect_ops(printed)
    assert info.value.result.returncode < 0
    assert "Value is not an N-bit signed value" in crash_signature(info.value.result)
    census = collect_ops(ROUNDTRIP.read_text())  # a fresh child answers
    assert {"scf.index_switch", "func.func", "arith.constant"} <= census.names
    assert op_counts(ROUNDTRIP.read_text())["arith.constant"] == 2


def test_unparsable_text_is_a_usage_error():
    with pytest.raises(UsageError, match="does not parse"):
        collect_ops("func.func @f( {")


def test_stepwise_path_stops_with_scan_crash(toolchain, passmap, tmp_path):
    """Every stepwise path of the round-trip program converts the index_switch with
    convert-scf-to-cf and the rescan crashes: the paths stop with ``scan-crash`` and the
    exploration returns normally."""
    from ground.draw import Draw
    from lowering.optrec import load_optrec
    from lowering.stepwise import explore_program

    ex = explore_program(ROUNDTRIP.read_text(), passmap, load_optrec(toolchain), toolchain,
                         Draw(3), 2, tmp_path, execute=False)
    assert [p.status for p in ex.paths] == ["scan-crash", "scan-crash"]
    assert all(p.stop_reason() == "scan-crash after convert-scf-to-cf" for p in ex.paths)
    assert "Value is not an N-bit signed value" in ex.paths[0].failing.stderr


def test_stepwise_path_stops_with_scan_error(toolchain, passmap, tmp_path):
    """linalg-fuse-elementwise-ops prints an operand-less linalg.generic that does not parse
    again (an MLIR round-trip bug, not a crash): the paths stop with ``scan-error`` carrying the
    parse error, and the exploration returns normally (it used to end the exploration: 1 of
    300 programs in the issue-6 reach measurement)."""
    from ground.draw import Draw
    from lowering.optrec import load_optrec
    from lowering.stepwise import explore_program

    src = ROUNDTRIP.parent / "linalg_fuse_elementwise_operandless_generic.mlir"
    ex = explore_program(src.read_text(), passmap, load_optrec(toolchain), toolchain,
                         Draw(1), 2, tmp_path, execute=False)
    assert [p.status for p in ex.paths] == ["scan-error", "scan-error"]
    assert all(p.stop_reason() == "scan-error after linalg-fuse-elementwise-ops"
               for p in ex.paths)
    assert "expected attribute name" in ex.paths[0].failing.stderr
