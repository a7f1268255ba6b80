"""Known MLIR bugs behind run-time traps (``known_traps.json``), matched by key and confirmed by
an edit that takes the bug's cause away.

A trap's crash signature says little (``runtime: signal 8 @ compileAndExecute < ...``: the
lowered code has no symbols), so a trap every lowering shares is matched in two steps:

1. its **key**, ``trap signal S; ops O`` (``S`` the signal number, ``O`` the sorted distinct op
   names of the program, :func:`trap_key`), must contain the entry's ``pattern`` (a Python
   regex: the signal and the op the bug needs, e.g. ``index.ceildivs`` with SIGFPE);
2. the entry's **confirm** edit (a regex substitution) applied to the program
   (``"stage": "program"``: an equivalent spelling that avoids the buggy conversion, e.g.
   ``index.ceildivs`` as ``arith.ceildivsi`` on ``index``) or to its pure lowering
   (``"stage": "lowered"``: e.g. constant LLVM globals made writable) must make the program
   run to the end (the caller runs it: ``lowering.findings.traps.classify_trap``). An edit that
   changes
   nothing confirms nothing.

An edit that removes the trap while keeping the program's meaning (``program``) or that only
lifts a protection a UB-free program never needs (``lowered``: a tensor program never writes a
constant, only a bufferization that aliases one does) names the bug, not a gap of ours.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import attrs

from ground.mlir_ir import op_histogram

KNOWN_TRAPS_PATH = Path(__file__).with_name("known_traps.json")
STAGES = ("program", "lowered")


@attrs.frozen
class KnownTrap:
    """One entry of ``known_traps.json``.

    Attributes:
        id: the bug's id.
        pass_name: the pass whose conversion traps (what triage names).
        pattern: regex searched in the trap key (:func:`trap_key`).
        stage: ``program`` or ``lowered``: what ``confirm`` edits.
        confirm: ``(regex, replacement)`` for ``re.sub``.
        summary, upstream, reproducer: as in ``known_crashes.json``.
    """

    id: str
    pass_name: str
    pattern: str
    stage: str
    confirm: tuple[str, str]
    summary: str = ""
    upstream: str = ""
    reproducer: str = ""

    def edit(self, text: str) -> str | None:
        """``text`` with the confirm substitution applied; None when it changes nothing."""
        out, n = re.subn(self.confirm[0], self.confirm[1], text)
        return out if n else None


@functools.lru_cache(maxsize=4)
def load_known_traps(path: str | None = None) -> tuple[KnownTrap, ...]:
    """Read ``known_traps.json`` (default: next to this module).

    Raises:
        ValueError: an entry with an unknown ``stage`` or a ``confirm`` that is not a pair.
    """
    data = json.loads(Path(path or KNOWN_TRAPS_PATH).read_text())
    out = []
    for e in data["traps"]:
        if e["stage"] not in STAGES or len(e["confirm"]) != 2:
            raise ValueError(f"known_traps.json: bad stage or confirm in {e['id']}")
        out.append(KnownTrap(e["id"], e["pass"], e["pattern"], e["stage"],
                             tuple(e["confirm"]), e.get("summary", ""), e.get("upstream", ""),
                             e.get("reproducer", "")))
    return tuple(out)


def op_names(program: str) -> list[str]:
    """Sorted distinct op names of a module's text, parsed with the bindings
    (``ground.mlir_ir.op_histogram``: ``func.func``/``func.return`` left out).

    Raises:
        mlir.ir.MLIRError: ``program`` does not parse.
    """
    return sorted(op_histogram(program))


def trap_key(program: str, sig: int) -> str:
    """``trap signal SIG; ops a.x,b.y,...`` (module docstring)."""
    return f"trap signal {sig}; ops {','.join(op_names(program))}"


def candidates(key: str, known: tuple[KnownTrap, ...]) -> list[KnownTrap]:
    """The entries whose pattern is found in ``key``, in file order."""
    return [k for k in known if re.search(k.pattern, key)]
