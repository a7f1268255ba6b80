"""How an attribute value a family drew is written, decided by the extracted spec of the MLIR
release in use (the tosa families and ubfix's ``tosa.clamp`` guard write their enum attributes
through it).

A family keeps the *choice* (``nan_mode`` is ``IGNORE``, the axis is 2, the perms are [1, 0]);
the op's extracted record (``specs/<dialect>.json`` of that release, ``OpSpec.extracted``) says
how the choice is spelled in generic form, from the attribute entry that
:func:`extract.constraints.attr_entry` wrote:

- a dialect enum (``enum.syntax == "dialect"``, MLIR EnumAttr.td ``EnumAttr``): the attribute's
  ``attrName`` (``tosa.nan_mode``) and ``assemblyFormat`` (``\\`<\\` $value \\`>\\```) give
  ``#tosa.nan_mode<IGNORE>``; a body that does not open with ``<`` uses the opaque form
  ``#index<cmp_predicate slt>``; bit-enum cases are joined by the enum's ``separator``;
- an integer enum (``"integer"``, e.g. ``I64EnumAttr``): the case's value, ``2 : i64``;
- a string enum (``"string"``, MLIR 21's ``StringBasedAttr`` enums): ``"IGNORE"``;
- ``BoolAttr`` ``true``/``false``; a typed integer attribute (``value_type`` ``I32``) ``2 : i32``;
  a dense array (``DenseI64ArrayAttr`` and friends, also under ``ConfinedAttr``)
  ``array<i64: 1, 2>``.

Errors: :class:`AttrSyntaxError` (a ``KeyError``) for a value the release cannot express.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

_DENSE = re.compile(r"Dense(I1|I8|I16|I32|I64|F32|F64|Bool)ArrayAttr")
_DENSE_ELEM = {"Bool": "i1"}
_INT_TYPE = re.compile(r"I(\d+)")


class AttrSyntaxError(KeyError):
    """The attribute is not in this release's op, or the value is not one of its cases."""


def attribute_entry(record: dict[str, Any], name: str) -> dict[str, Any] | None:
    """The entry of attribute ``name`` in an extracted op record, or None if the op of this
    release has no such attribute."""
    return next((a for a in record.get("attributes") or [] if a.get("name") == name), None)


def enum_cases(record: dict[str, Any], name: str) -> tuple[str, ...]:
    """The cases this release allows for enum attribute ``name`` (empty when not an enum or
    absent), in declaration order: what a family draws from."""
    entry = attribute_entry(record, name)
    return tuple(entry.get("enum_cases") or ()) if entry else ()


def _enum_text(enum: dict[str, Any], value: str | Sequence[str]) -> str:
    chosen = [value] if isinstance(value, str) else list(value)
    by_str = {c["str"]: c for c in enum["cases"]}
    missing = [c for c in chosen if c not in by_str]
    if missing or not chosen or (len(chosen) > 1 and enum.get("kind") != "bit"):
        raise AttrSyntaxError(f"{enum['name']}: {chosen} are not cases of this release "
                              f"({', '.join(by_str)})")
    if enum["syntax"] == "string":
        return json.dumps(chosen[0])
    if enum["syntax"] == "integer":
        value_int = 0
        for c in chosen:
            value_int |= int(by_str[c]["value"])
        return f"{value_int} : i{enum['bitwidth']}"
    body = (enum.get("separator") or "|").join(chosen)
    fmt = enum.get("assembly_format") or "`<` $value `>`"
    text = "".join(tok.strip("`") if tok.startswith("`") else body if tok == "$value" else tok
                   for tok in fmt.split())
    dialect, mnemonic = enum["attr_name"].split(".", 1)
    if text.startswith("<"):
        return f"#{dialect}.{mnemonic}{text}"
    return f"#{dialect}<{mnemonic} {text}>"


def attribute_text(record: dict[str, Any], name: str, value: Any) -> str:
    """The generic-form text of attribute ``name`` holding ``value`` in this release.

    Args:
        record: the op's extracted record (``OpSpec.extracted``).
        name: attribute name (``nan_mode``).
        value: an enum case name (a sequence of names for a bit enum), a bool, an int, or a
            sequence of numbers for a dense array.

    Raises:
        AttrSyntaxError: the op has no attribute ``name`` in this release, the case does not
            exist in it, or the attribute kind is not one this prototype writes.
    """
    entry = attribute_entry(record, name)
    if entry is None:
        raise AttrSyntaxError(f"{record.get('name')} has no attribute {name!r} in this release")
    if entry.get("enum"):
        return _enum_text(entry["enum"], value)
    labels = " ".join(str(entry.get(k) or "") for k in ("constraint", "base", "cpp_type"))
    dense = _DENSE.search(labels)
    if dense:
        elem = _DENSE_ELEM.get(dense.group(1), dense.group(1).lower())
        items = ", ".join(("true" if v else "false") if elem == "i1" else str(v) for v in value)
        return f"array<{elem}: {items}>" if items else f"array<{elem}>"
    if entry.get("constraint") == "BoolAttr":
        return "true" if value else "false"
    vt = _INT_TYPE.fullmatch(str(entry.get("value_type") or ""))
    if vt and isinstance(value, int) and not isinstance(value, bool):
        return f"{value} : i{vt.group(1)}"
    raise AttrSyntaxError(f"{record.get('name')}.{name}: no rule for {entry.get('constraint')}")
