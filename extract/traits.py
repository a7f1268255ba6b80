"""Resolve an op's ``traits`` list into plain trait names, interface names and parameter details.

Rules (MLIR 22.1.8 ``mlir/IR/Traits.td``, ``Interfaces.td``, ``OpBase.td``):

- ``TraitList`` records (e.g. ``Pure = [AlwaysSpeculatable, NoMemoryEffect]``) are flattened
  recursively, the way ODS's ``Operator`` does; a named list keeps its own name too.
- A record with a ``cppInterfaceName`` is an interface (``OpInterface``,
  ``DeclareOpInterfaceMethods<...>``): it goes to ``interfaces`` under that C++ name.
- Any other named trait keeps its def name (``Commutative``, ``SameOperandsAndResultType``).
- An anonymous trait becomes its class name (``AllTypesMatch``, ``TypesMatchWith``,
  ``HasParent``, ``MemoryEffects``), except a bare ``NativeOpTrait<"X">`` which becomes ``X``.
  Its parameters (``values``, ``lhs``/``rhs``/``transformer``, ``effects``, the C++ trait
  spelling) go to ``trait_details`` so that nothing is lost.
"""

from __future__ import annotations

from typing import Any

import attrs

from extract.records import Record, Records

_PARAM_FIELDS = ("values", "lhs", "rhs", "transformer", "elements", "shaped")
_MAX_DEPTH = 16


@attrs.define
class TraitSet:
    """The resolved traits of one op.

    Attributes:
        traits: plain trait names (sorted, unique).
        interfaces: C++ interface names (sorted, unique).
        details: one dict per parametric trait, in declaration order (see :func:`resolve_traits`).
    """

    traits: list[str] = attrs.Factory(list)
    interfaces: list[str] = attrs.Factory(list)
    details: list[dict[str, Any]] = attrs.Factory(list)


def trait_name(rec: Record) -> str:
    """Plain name of a non-interface trait record (rules in the module docstring)."""
    if not rec.get("!anonymous"):
        return rec["!name"]
    cls = Records.cls(rec)
    trait = rec.get("trait")
    if cls in ("NativeOpTrait", "NativeTrait") and trait and "<" not in trait:
        return trait.rsplit("::", 1)[-1]
    return cls or rec["!name"]


def _detail(records: Records, name: str, rec: Record) -> dict[str, Any] | None:
    """Parameters of a trait worth keeping, or None for a plain marker trait."""
    out: dict[str, Any] = {}
    if rec.get("summary"):
        out["summary"] = rec["summary"]
    for key in _PARAM_FIELDS:
        if rec.get(key) is not None:
            out[key] = rec[key]
    effects = rec.get("effects")
    if effects:
        out["effects"] = [records.ref_label(e) for e in effects]
    trait = rec.get("trait")
    if rec.get("!anonymous") and trait and "<" in trait:
        out["cpp_trait"] = trait
    if not out:
        return None
    return {"trait": name, **out}


def resolve_traits(records: Records, refs: list[Any]) -> TraitSet:
    """Resolve an op record's ``traits`` references.

    Args:
        records: the TableGen record set.
        refs: the op's ``traits`` field (a list of ``{"def": ...}`` references).

    Returns:
        A :class:`TraitSet`; each ``details`` entry is ``{"trait": name, "summary"?, "values"?,
        "lhs"?, "rhs"?, "transformer"?, "effects"?, "cpp_trait"?, ...}``.
    """
    traits: set[str] = set()
    interfaces: set[str] = set()
    details: list[dict[str, Any]] = []

    def visit(rec: Record | None, depth: int) -> None:
        if rec is None or depth > _MAX_DEPTH:
            return
        if rec.get("cppInterfaceName"):
            interfaces.add(rec["cppInterfaceName"])
            return
        is_list = Records.is_a(rec, "TraitList") or (
            isinstance(rec.get("traits"), list) and "trait" not in rec
        )
        if is_list:
            traits.add(trait_name(rec))
            for ref in rec.get("traits") or []:
                visit(records.deref(ref), depth + 1)
            return
        name = trait_name(rec)
        traits.add(name)
        det = _detail(records, name, rec)
        if det is not None and det not in details:
            details.append(det)

    for ref in refs or []:
        visit(records.deref(ref), 0)
    return TraitSet(traits=sorted(traits), interfaces=sorted(interfaces), details=details)
