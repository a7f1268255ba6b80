"""Rewrite-pattern idioms in generated programs (``GenOptions.idioms``): op chains that MLIR's
canonicalization patterns match, read from the specs' ``idioms.json`` (written by ``smith
extract --idioms``, :mod:`extract.idioms`), built bottom-up with the ops' own families.

An idiom is a tree of op nodes (a DRR source DAG; a C++ pattern gives the two-node tree
root(producer)). :func:`build_idiom` builds each child first, then its parent with a
:class:`smith.gen.feed.Feed` whose slots hand the children's results (and the pattern's constants
and repeated names) to the operands the family asks for, in operand order. Types follow the
specs: a child draws only dtype rows whose result type some row of its parent takes at that
operand, the parent only rows that take the child's result there (when any do), so every op is
still drawn within its spec's constraints. An idiom counts as built when every parent took its
children's results.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ground.errors import Reject
from smith.gen.builder import Builder
from smith.gen.families import FAMILIES
from smith.gen.feed import Feed, Slot
from smith.gen.idiom_data import load_idioms
from smith.gen.spec import OpSpec, active_specs_dir
from smith.gen.template import region_kinds


def _ops(node: dict[str, Any]) -> list[str]:
    if "op" not in node:
        return []
    return [node["op"]] + [o for c in node["operands"] for o in _ops(c)]


def usable_idioms(specs: dict[str, OpSpec], root: Path | None = None) -> list[dict[str, Any]]:
    """The idioms (:func:`load_idioms` of ``root``, default the active specs) all of whose ops
    ``specs`` has as lowerable ops without regions (the ops a template may hold at top level),
    and that chain at least two ops."""
    out = []
    for idiom in load_idioms(root or active_specs_dir()):
        ops = _ops(idiom["tree"])
        if len(ops) < 2:
            continue
        if all(o in specs and specs[o].lowerable and not region_kinds(specs[o])
               and not specs[o].params.get("needs_bool_memory") for o in ops):
            out.append(idiom)
    return out


def _operand_elems(spec: OpSpec, i: int, fed: dict[int, str]) -> set[str]:
    """Element types ``spec`` takes at operand ``i`` in the rows that take the ``fed`` ones
    (operand index → element type of the children built so far)."""
    return {row[i] for row in spec.dtypes
            if i < len(row) and all(j < len(row) and row[j] == e for j, e in fed.items())}


def _hint(name: str, keep: Callable[[tuple[str, ...]], bool]):
    def hint(op: str, rows: list) -> list:
        if op != name:
            return rows
        kept = [r for r in rows if keep(r)]
        return kept or rows
    return hint


def _build_op(b: Builder, spec: OpSpec, slots: list[Slot], binds: dict,
              hint) -> tuple[Any, int]:
    """Run ``spec``'s family once with ``slots`` fed; return (its result, value-slot hits)."""
    saved = (b.feed, b.row_hint)
    b.feed, b.row_hint = Feed(list(slots), binds), hint
    b.last_op = ("", [])
    try:
        FAMILIES[spec.family](b, spec)
        hits = b.feed.hits
    finally:
        b.feed, b.row_hint = saved
    op, results = b.last_op
    return (results[0] if op == spec.name and results else None), hits


def _build(b: Builder, node: dict[str, Any], specs: dict[str, OpSpec], binds: dict,
           literals: dict, result_elems: set[str] | None) -> tuple[Any, bool]:
    spec = specs[node["op"]]
    slots: list[Slot] = []
    fed: dict[int, str] = {}
    complete = True
    for i, child in enumerate(node["operands"]):
        if "op" in child:
            v, ok = _build(b, child, specs, binds, literals, _operand_elems(spec, i, fed))
            complete = complete and ok and v is not None
            slots.append(Slot("value", value=v) if v is not None else Slot("any"))
            if v is not None and hasattr(v.type, "elem"):
                fed[i] = v.type.elem
        elif child["leaf"] == "constant":
            slots.append(Slot("const", bind=child.get("bind"),
                              literal=_literal(child, literals)))
        elif child["leaf"] == "bound":
            slots.append(Slot("bound", bind=child.get("bind")))
        else:
            slots.append(Slot("any", bind=child.get("bind")))

    def keep(row: tuple[str, ...]) -> bool:
        if result_elems is not None and row[-1] not in result_elems:
            return False
        return all(i < len(row) and row[i] == e for i, e in fed.items())

    v, hits = _build_op(b, spec, slots, binds, _hint(spec.name, keep))
    want = sum(1 for s in slots if s.kind == "value")
    return v, complete and hits == want


def _literal(leaf: dict[str, Any], literals: dict[str, int]) -> int | None:
    if leaf.get("value") is not None:
        try:
            return int(leaf["value"])
        except ValueError:
            return None
    return literals.get(leaf.get("bind") or "")


def build_idiom(b: Builder, idiom: dict[str, Any], specs: dict[str, OpSpec]) -> bool:
    """Build ``idiom`` into the builder's current scope; True when every op took its children's
    results (the chain the pattern matches is in the program).

    Raises:
        Reject: an op of the idiom could not be fitted here (the ops built before stay: they
            are ordinary ops of the program).
    """
    v, complete = _build(b, idiom["tree"], specs, {}, idiom["literals"], None)
    if v is None:
        raise Reject(f"idiom {idiom['name']}: root op not built")
    return complete
