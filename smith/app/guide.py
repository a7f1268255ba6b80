"""Coverage-guided generation for ``smith campaign --guide coverage``: a power schedule on ops.

AFL gives more fuzzing energy to seeds whose paths are rare; FLEX (ASE 2025) steers MLIR program
generation by the coverage new programs reach. smith has no seeds to mutate, so the energy goes
to ops: after each journaled program, every op of its ``@compute`` (its op histogram) is
credited when the program applied a (pass, rewrite pattern) pair no earlier program of the
campaign had applied, and the factor on the spec weight of op *o* for later programs is::

    w(o) = (1 + BOOST * (credited(o) + 1) / (drawn(o) + 1)) / (1 + BOOST)

where ``drawn(o)`` counts the journaled programs containing *o* and ``credited(o)`` those of
them that applied a new pair. The +1s make the schedule optimistic (an op not drawn yet keeps
factor 1, the most; AFL's favouring of the untried); an op drawn often without leading to new
patterns falls towards ``1 / (1 + BOOST)``, one that keeps leading to them stays near 1. The
factors multiply the spec weights in the template draw (``GenOptions.op_weights``), are rounded
to two decimals, and are recorded in each program's header, so every program is reproducible
from its seed and recorded weights (``smith replay``).
The state is a function of the journal in file order, so a resumed campaign continues it; which
weights a program gets depends on which programs finished before it was started (scheduling),
unlike an unguided campaign, whose program *i* is always that of ``smith gen``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

GUIDES = ("coverage",)
BOOST = 4.0


class CoverageGuide:
    """The power schedule's state: applied pattern ids seen, per op drawn and credited."""

    def __init__(self) -> None:
        self.seen: set[int] = set()
        self.drawn: Counter[str] = Counter()
        self.credited: Counter[str] = Counter()

    def update(self, record: dict[str, Any]) -> int:
        """Take one journal record (``coverage`` ids, ``op_histogram``); returns the number of
        applied pairs it was first to apply. Records without coverage change nothing."""
        cov = record.get("coverage")
        if not cov:
            return 0
        new = set(cov.get("applied", [])) - self.seen
        self.seen |= new
        ops = list(record.get("op_histogram") or {})
        self.drawn.update(ops)
        if new:
            self.credited.update(ops)
        return len(new)

    def replay(self, records: Iterable[dict[str, Any]]) -> None:
        for r in records:
            self.update(r)

    def weights(self) -> dict[str, float]:
        """``op -> factor`` for the ops whose factor is not 1 (sorted by op)."""
        out = {}
        for op in sorted(self.drawn):
            ratio = (self.credited[op] + 1) / (self.drawn[op] + 1)
            w = round((1.0 + BOOST * ratio) / (1.0 + BOOST), 2)
            if w != 1.0:
                out[op] = w
        return out
