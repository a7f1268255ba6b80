"""A program with planted UB (constant divisor 0, shift by 40 on i32) traps or diverges before
``smith ubfix`` and runs identically on every lowering path after it (issue 3 acceptance)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from lowering.passmap import load_passmap
from lowering.run.program import RunOptions, run_program
from lowering.verdict import load_known_crashes
from ubfix.checksum import instrument_checksum

FIXTURE = Path(__file__).parent.parent / "fixtures" / "smith" / "planted_ub.mlir"


def _run(text: str, name: str, toolchain, tmp_path: Path):
    opts = RunOptions(paths=4, seed=3)
    return run_program(text, name, opts, toolchain, load_passmap(toolchain),
                       load_known_crashes(), tmp_path / name)


def test_planted_ub_before_and_after(toolchain, tmp_path):
    before = _run(instrument_checksum(FIXTURE.read_text()), "before", toolchain, tmp_path)
    assert before.verdict.kind in ("crash", "wrong-code"), before.verdict
    # the runtime division by zero in tosa.intdiv traps (SIGFPE) on the paths that ran it
    assert any(r.run is not None and r.run.returncode not in (0, None) for r in before.results)

    fixed = tmp_path / "fixed.mlir"
    res = subprocess.run([sys.executable, "-m", "smith", "ubfix", str(FIXTURE), "--checksum",
                          "-o", str(fixed)], capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    assert "signed_division=1" in res.stderr
    assert "shift_amount=1" in res.stderr
    assert "tosa_intdiv=1" in res.stderr
    assert "tosa_shift=1" in res.stderr
    after = _run(fixed.read_text(), "after", toolchain, tmp_path)
    assert after.verdict.kind == "ok", after.verdict
    outputs = {r.output for r in after.results}
    assert len(outputs) == 1
    lines = outputs.pop().split()
    assert len(lines) == 5  # one checksum per returned value, then the combined one
