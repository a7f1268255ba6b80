"""Operation-aware optimisation recommendation (DESIL section 3.6 / LOBE R_O) from
``lowering/optrec.json``, validated at load time against ``mlir-opt --list-passes``.

``recommend(census)`` returns the candidate passes for the ops present now: the union of the
entries of every present dialect, op name and type key, plus ``general``.
"""

from __future__ import annotations

import json
from pathlib import Path

import attrs

from lowering.passmap import PassMapError, base_name, check_known_passes
from lowering.paths import OpCensus
from smith.toolchain import Toolchain

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


def load_optrec(toolchain: Toolchain | None = None, path: str | Path | None = None
                ) -> OptRecommender:
    """Load (and, given a toolchain, validate) the recommendation table.

    Raises:
        PassMapError: unreadable/malformed file. UnknownPassError: a pass mlir-opt lacks.
    """
    src = Path(path) if path else OPTREC_PATH
    try:
        data = json.loads(src.read_text())
        rec = OptRecommender(
            table={k: tuple(v) for k, v in data["recommend"].items()},
            func_nested=frozenset(data.get("func_nested", [])),
        )
    except (OSError, json.JSONDecodeError, KeyError, TypeError, AttributeError) as exc:
        raise PassMapError(f"cannot read optimisation table {src}: {exc}") from None
    if toolchain is not None:
        check_known_passes(rec.all_base_names(), src.name, toolchain)
    return rec
