"""Operation-aware optimisation recommendation (DESIL section 3.6 / LOBE R_O) from
``lowering/optrec.json``, fitted at load time to the toolchain in use.

``recommend(census)`` returns the candidate passes for the ops present now: the union of the
entries of every present dialect, op name and type key, plus ``general``.

An entry of the table is a pass text, or a list of alternatives for one intent in order of
preference (``["affine-loop-unroll{unroll-factor=-1}", "affine-loop-unroll{unroll-full}"]``: full
unrolling is spelled differently in MLIR 22 and 21); with a toolchain the first alternative its
``mlir-opt`` accepts is used (:func:`lowering.passprobe.probe_passes`), and entries it accepts in
no form are dropped with a warning on the ``smith`` logger naming them. Without a toolchain the
first alternative is used.
"""

from __future__ import annotations

import json
from pathlib import Path

import attrs

from ground.toolchain import Toolchain
from lowering.passmap import LOG, PassMapError, base_name
from lowering.passprobe import dropped_message, probe_passes
from lowering.paths import OpCensus

OPTREC_PATH = Path(__file__).with_name("optrec.json")


@attrs.frozen
class OptRecommender:
    """The parsed table: ``recommend`` (key -> pass texts) and ``func_nested`` base names."""

    table: dict[str, tuple[str, ...]]
    func_nested: frozenset[str]

    def recommend(self, census: OpCensus) -> list[str]:
        """Sorted distinct candidate passes for the ops and type keys of ``census``."""
        keys = {"general"} | set(census.type_keys)
        for name in census.names:
            keys.add(name)
            keys.add(name.split(".", 1)[0])
        out: set[str] = set()
        for k in keys:
            out.update(self.table.get(k, ()))
        return sorted(out)

    def all_base_names(self) -> set[str]:
        return {base_name(p) for ps in self.table.values() for p in ps} | set(self.func_nested)


def _alternatives(entry) -> tuple[str, ...]:
    alts = (entry,) if isinstance(entry, str) else tuple(entry)
    if not alts or not all(isinstance(a, str) and a for a in alts):
        raise TypeError(f"bad entry {entry!r}: a pass text or a list of them")
    return alts


def load_optrec(toolchain: Toolchain | None = None, path: str | Path | None = None
                ) -> OptRecommender:
    """Load the recommendation table and, given a toolchain, fit it to that toolchain's
    mlir-opt (see the module doc).

    Raises:
        PassMapError: unreadable/malformed file. ToolchainError: mlir-opt cannot be run.
    """
    src = Path(path) if path else OPTREC_PATH
    try:
        data = json.loads(src.read_text())
        entries = {k: [_alternatives(e) for e in v] for k, v in data["recommend"].items()}
        nested = frozenset(data.get("func_nested", []))
    except (OSError, json.JSONDecodeError, KeyError, TypeError, AttributeError) as exc:
        raise PassMapError(f"cannot read optimisation table {src}: {exc}") from None
    support = None if toolchain is None else probe_passes(
        toolchain, [a for es in entries.values() for e in es for a in e], nested)
    table: dict[str, tuple[str, ...]] = {}
    dropped: set[str] = set()
    for key, es in entries.items():
        chosen = []
        for alts in es:
            ok = next((a for a in alts if support is None or support.accepts(a)), None)
            if ok is None:
                dropped.update(alts)
            elif ok not in chosen:
                chosen.append(ok)
        table[key] = tuple(chosen)
    if support is not None and dropped:
        LOG.warning(dropped_message(src.name, support, dropped))
    return OptRecommender(table=table, func_nested=nested)
