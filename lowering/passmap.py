"""Load and validate ``lowering/passmap.json``, the op -> conversion-pass-chain map.

The map is data (DESIL's ``lowermap.txt`` + ``prerequisitepasses.txt``, see
``shared/reference/desil-mlirod.md`` section 3; rewritten for MLIR 22.1.8 and TOSA). Its format is
described in the JSON's own ``_doc`` field. Every pass name it mentions is checked against the
toolchain in use (:mod:`lowering.passprobe`: ``mlir-opt --list-passes`` and each pass text tried
once), and what that MLIR release lacks is dropped with a warning naming it (DESIL's gap 7.8:
"pass-name skew ... is silently swallowed"), so one map serves several releases.

Errors: :class:`PassMapError` (malformed map: unknown slot, missing key).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import attrs

from ground.errors import UsageError
from ground.toolchain import Toolchain
from lowering.passprobe import (  # noqa: F401  (base_name, pass_text, registered_passes: re-exported)
    PassSupport,
    base_name,
    dropped_message,
    pass_text,
    probe_passes,
    registered_passes,
)

PASSMAP_PATH = Path(__file__).with_name("passmap.json")
LOG = logging.getLogger("smith")


class PassMapError(UsageError):
    """``passmap.json`` is malformed (unknown slot, bad entry)."""


@attrs.frozen
class OptPass:
    """One recommended optimisation pass (DESIL section 3.6).

    Attributes:
        name: pass text (may carry options).
        after: base names that must precede it when present in the path.
        before: base names that must follow it when present in the path.
        requires: base names that must all be in the path for this pass to be eligible.
        produces: chain keys of ops this pass may create (their chains then follow it).
    """

    name: str
    after: tuple[str, ...] = ()
    before: tuple[str, ...] = ()
    requires: tuple[str, ...] = ()
    produces: tuple[str, ...] = ()


@attrs.frozen
class PassMap:
    """The parsed map; see ``passmap.json`` ``_doc`` for the meaning of each field."""

    chains: dict[str, tuple[str, ...]]
    slots: dict[str, tuple[tuple[str, ...], ...]]
    produces: dict[str, tuple[str, ...]]
    edges: tuple[tuple[str, str], ...]
    final: tuple[str, ...]
    nest_barrier: tuple[str, ...]
    catch_all: tuple[str, ...]
    func_nested: frozenset[str]
    optimizations: tuple[OptPass, ...]
    max_opt_per_path: int
    pure_first_path: bool
    #: passes the first optimised path starts with (``first_optimized_path_starts_with``)
    leading_passes: tuple[str, ...] = ()

    def all_pass_texts(self) -> set[str]:
        """Every pass (with options) the map can put into a path."""
        out: set[str] = set()
        for chain in self.chains.values():
            out.update(n for n in chain if not n.startswith("@"))
        for alts in self.slots.values():
            for alt in alts:
                out.update(alt)
        out.update(self.final)
        out.update(self.nest_barrier + self.catch_all)
        out.update(o.name for o in self.optimizations)
        out.update(self.leading_passes)
        return out

    def all_base_names(self) -> set[str]:
        """Every pass base name mentioned anywhere (chains, slots, produces, edges, nesting,
        optimisations)."""
        names = {base_name(n) for n in self.all_pass_texts()}
        names.update(self.produces)
        names.update(base_name(p) for e in self.edges for p in e)
        names.update(self.func_nested)
        for o in self.optimizations:
            names.update(o.after + o.before + o.requires)
        return names


def _parse(data: dict) -> PassMap:
    try:
        chains = {k: tuple(v) for k, v in data["chains"].items()}
        slots = {k: tuple(tuple(a) for a in v) for k, v in data["slots"].items()}
        produces = {k: tuple(v) for k, v in data.get("produces", {}).items()}
        edges = tuple((e[0], e[1]) for e in data.get("edges", []))
        opt = data.get("optimizations", {})
        opts = tuple(
            OptPass(
                name=o["pass"],
                after=tuple(o.get("after", ())),
                before=tuple(o.get("before", ())),
                requires=tuple(o.get("requires", ())),
                produces=tuple(o.get("produces", ())),
            )
            for o in opt.get("passes", [])
        )
        pm = PassMap(
            chains=chains,
            slots=slots,
            produces=produces,
            edges=edges,
            final=tuple(data.get("final", [])),
            nest_barrier=tuple(data.get("nest_barrier", [])),
            catch_all=tuple(data.get("catch_all", [])),
            func_nested=frozenset(data.get("func_nested", [])),
            optimizations=opts,
            max_opt_per_path=int(opt.get("max_per_path", 0)),
            pure_first_path=bool(opt.get("pure_first_path", True)),
            leading_passes=tuple(opt.get("first_optimized_path_starts_with", ())),
        )
    except (KeyError, TypeError, IndexError, ValueError) as exc:
        raise PassMapError(f"malformed pass map: {exc!r}") from None
    for key, chain in chains.items():
        for node in chain:
            if node.startswith("@") and node[1:] not in slots:
                raise PassMapError(f"chain {key!r} names unknown slot {node!r}")
    for key in [k for ks in produces.values() for k in ks] + [k for o in opts for k in o.produces]:
        if key not in chains:
            raise PassMapError(f"'produces' names key {key!r} that has no chain")
    for name, alts in slots.items():
        if not alts or any(not a for a in alts):
            raise PassMapError(f"slot {name!r} has an empty alternative list")
    ordered_after = {pass_text(n) for n in pm.nest_barrier + pm.catch_all + pm.final}
    for name in pm.leading_passes:
        if pass_text(name) in ordered_after:
            raise PassMapError(f"'first_optimized_path_starts_with' names {name!r}, a pass "
                               "that must come after others")
    return pm


def prune(pm: PassMap, support: PassSupport) -> tuple[PassMap, list[str]]:
    """``pm`` without the pass texts ``support`` does not accept, and the texts dropped.

    Chains lose the node; a slot loses every alternative holding such a pass, and a slot left
    with no alternative is removed from the chains that use it; ``final``, ``nest_barrier``,
    ``catch_all``, the optimisations and the leading passes lose the pass; ``produces`` and
    ``edges`` entries that name a pass the toolchain does not register go too (they could never
    apply).
    """
    dropped = sorted(t for t in {pass_text(n) for n in pm.all_pass_texts()}
                     if not support.accepts(t))
    if not dropped:
        return pm, []
    bad = set(dropped)

    def keep(node: str) -> bool:
        return pass_text(node) not in bad

    slots = {k: tuple(a for a in alts if all(map(keep, a))) for k, alts in pm.slots.items()}
    slots = {k: alts for k, alts in slots.items() if alts}
    chains = {k: tuple(n for n in chain if (n[1:] in slots if n.startswith("@") else keep(n)))
              for k, chain in pm.chains.items()}
    registered = support.passes
    return attrs.evolve(
        pm, chains=chains, slots=slots,
        produces={k: v for k, v in pm.produces.items() if k in registered},
        edges=tuple(e for e in pm.edges if keep(e[0]) and keep(e[1])
                    and base_name(e[0]) in registered and base_name(e[1]) in registered),
        final=tuple(filter(keep, pm.final)), nest_barrier=tuple(filter(keep, pm.nest_barrier)),
        catch_all=tuple(filter(keep, pm.catch_all)),
        optimizations=tuple(o for o in pm.optimizations if keep(o.name)),
        leading_passes=tuple(filter(keep, pm.leading_passes))), dropped


def load_passmap(toolchain: Toolchain | None = None, path: str | Path | None = None) -> PassMap:
    """Load the pass map from ``path`` (default ``lowering/passmap.json``) and, when a toolchain is
    given, fit it to that toolchain: every pass text is probed once
    (:func:`lowering.passprobe.probe_passes`, cached per mlir-opt build) and the ones it does
    not accept are dropped (:func:`prune`) with a warning on the ``smith`` logger listing them.

    Raises:
        PassMapError: unreadable or malformed map. ToolchainError: mlir-opt cannot be run.
    """
    src = Path(path) if path else PASSMAP_PATH
    try:
        data = json.loads(src.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise PassMapError(f"cannot read pass map {src}: {exc}") from None
    pm = _parse(data)
    if toolchain is None:
        return pm
    support = probe_passes(toolchain, pm.all_pass_texts(), pm.func_nested)
    pm, dropped = prune(pm, support)
    if dropped:
        LOG.warning(dropped_message(src.name, support, dropped))
    return pm
