"""Per-rule hit counts of UB elimination over a corpus (``smith ubfix-stats CORPUS``).

The generator records, for every program, how many ops each rule repaired
(``manifest.json`` ``programs[].ubfix_hits``, from ``ubfix.rewrite.FixResult.hits``). This
module turns that into one row per registered rule: the number of programs the rule fired in
and the total number of guards (repairs) it inserted. Rules that never fired are listed with
zeros, so a rule the generator never exercises is visible.
"""

from __future__ import annotations

from pathlib import Path

import attrs

import ubfix.rewrite  # noqa: F401  (registers every rule)
from ground.errors import UsageError
from ground.manifest import MANIFEST, read_manifest
from ubfix.registry import BY_NAME


@attrs.frozen
class RuleStat:
    """One rule over a corpus: ``programs`` it fired in, ``guards`` it inserted in total."""

    rule: str
    programs: int
    guards: int


def load_manifest(corpus: str | Path) -> dict:
    """``manifest.json`` of a corpus directory (or the file itself).

    Raises:
        UsageError: no readable manifest, or it has no ``programs`` list.
    """
    data = read_manifest(corpus)
    if data is None:
        raise UsageError(f"cannot read corpus manifest {Path(corpus) / MANIFEST}: no such file")
    return data


def rule_stats(manifest: dict, all_rules: bool = True) -> list[RuleStat]:
    """Rows sorted by programs, then guards (descending), then name.

    Args:
        manifest: a corpus manifest (``smith.app.corpus.generate_corpus``).
        all_rules: also list registered rules that never fired (``ubfix.registry.BY_NAME``).
    """
    programs: dict[str, int] = {}
    guards: dict[str, int] = {}
    for prog in manifest["programs"]:
        for rule, n in (prog.get("ubfix_hits") or {}).items():
            if n:
                programs[rule] = programs.get(rule, 0) + 1
                guards[rule] = guards.get(rule, 0) + int(n)
    names = set(programs)
    if all_rules:

        names |= set(BY_NAME)
    rows = [RuleStat(r, programs.get(r, 0), guards.get(r, 0)) for r in names]
    return sorted(rows, key=lambda s: (-s.programs, -s.guards, s.rule))


def render(rows: list[RuleStat], total_programs: int) -> str:
    """A text table: rule, programs (and share of the corpus), guards."""
    width = max([len(r.rule) for r in rows] + [4])
    share = [100 * r.programs / max(total_programs, 1) for r in rows]
    lines = [f"{'rule':<{width}}  programs        guards",
             *(f"{r.rule:<{width}}  {r.programs:5d} ({pct:5.1f} %)  {r.guards:7d}"
               for r, pct in zip(rows, share))]
    fired = [r for r in rows if r.programs]
    lines.append(f"{len(fired)} of {len(rows)} rules fired over {total_programs} programs; "
                 f"{sum(r.guards for r in rows)} guards in total")
    return "\n".join(lines)
