"""Load and validate ``lowering/passmap.json``, the op -> conversion-pass-chain map.

The map is data (DESIL's ``lowermap.txt`` + ``prerequisitepasses.txt``, see
``shared/reference/desil-mlirod.md`` section 3; rewritten for MLIR 22.1.8 and TOSA). Its format is
described in the JSON's own ``_doc`` field. Every pass name it mentions is checked against the
``mlir-opt --list-passes`` (plus the "Pass Pipelines" of ``--help``) of the toolchain in use, so
a pass renamed between MLIR versions is reported at load time instead of failing silently
(DESIL's gap 7.8: "pass-name skew ... is silently swallowed").

Errors: :class:`UnknownPassError` (a pass the toolchain does not know), :class:`PassMapError`
(malformed map: unknown slot, missing key).
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import attrs

from smith.errors import UsageError
from smith.proc import run_tool
from smith.toolchain import Toolchain

PASSMAP_PATH = Path(__file__).with_name("passmap.json")


class PassMapError(UsageError):
    """``passmap.json`` is malformed (unknown slot, bad entry)."""


class UnknownPassError(PassMapError):
    """``passmap.json`` names a pass that the toolchain's ``mlir-opt`` does not register."""


def base_name(node: str) -> str:
    """The registered pass name of a node: ``"one-shot-bufferize{a b}#o1"`` ->
    ``"one-shot-bufferize"``.

    A node may carry options in braces and an instance tag after ``#`` (used to repeat a pass).
    """
    return node.split("#", 1)[0].split("{", 1)[0].strip()


def pass_text(node: str) -> str:
    """The pass as written in a pipeline (options kept, instance tag dropped)."""
    return node.split("#", 1)[0].strip()


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
        return out

    def all_base_names(self) -> set[str]:
        """Every pass base name mentioned anywhere (chains, slots, produces, edges, nesting,
        optimisations)."""
        names = {base_name(n) for n in self.all_pass_texts()}
        names.update(self.produces)
        names.update(p for e in self.edges for p in e)
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
    return pm


@functools.lru_cache(maxsize=8)
def registered_passes(mlir_opt: str) -> frozenset[str]:
    """Pass and pass-pipeline names registered in ``mlir_opt`` (cached per binary path).

    Source: ``mlir-opt --list-passes`` (two-space indented ``--name`` lines; 291 passes in
    22.1.8) and the "Pass Pipelines:" section of ``mlir-opt --help`` (toolchain.md section 6).

    Raises:
        PassMapError: mlir-opt cannot list its passes.
    """
    listed = run_tool([mlir_opt, "--list-passes"], timeout=60)
    if not listed.ok:
        raise PassMapError(f"{mlir_opt} --list-passes failed (rc={listed.returncode})")
    names = set(re.findall(r"^  --([A-Za-z0-9][\w-]*)", listed.stdout, flags=re.M))
    helped = run_tool([mlir_opt, "--help"], timeout=60)
    section = helped.stdout.split("Pass Pipelines:", 1)
    if len(section) == 2:
        body = section[1].split("\n    Passes:", 1)[0]
        names.update(re.findall(r"^      --([A-Za-z0-9][\w-]*)", body, flags=re.M))
    return frozenset(names)


def check_known_passes(names: set[str], source: str, toolchain: Toolchain) -> None:
    """Check pass base ``names`` (read from the data file ``source``) against the toolchain.

    Raises:
        UnknownPassError: naming the unknown pass(es) and the mlir-opt binary.
    """
    known = registered_passes(str(toolchain.mlir_opt))
    unknown = sorted(n for n in names if n not in known)
    if unknown:
        raise UnknownPassError(
            f"{source} names pass(es) unknown to {toolchain.mlir_opt} "
            f"(MLIR {toolchain.version()}): {', '.join(unknown)}"
        )


def validate(pm: PassMap, toolchain: Toolchain) -> None:
    """Check every pass of ``pm`` against the toolchain.

    Raises:
        UnknownPassError: naming the unknown pass(es) and the mlir-opt binary.
    """
    check_known_passes(pm.all_base_names(), "lowering/passmap.json", toolchain)


def load_passmap(toolchain: Toolchain | None = None, path: str | Path | None = None) -> PassMap:
    """Load the pass map from ``path`` (default ``lowering/passmap.json``) and, when a toolchain is
    given, validate every pass name against it.

    Raises:
        PassMapError, UnknownPassError.
    """
    src = Path(path) if path else PASSMAP_PATH
    try:
        data = json.loads(src.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise PassMapError(f"cannot read pass map {src}: {exc}") from None
    pm = _parse(data)
    if toolchain is not None:
        validate(pm, toolchain)
    return pm
