"""Turn an op's argument/result/region/successor constraint records into spec entries.

Rules (all from MLIR 22.1.8 ``mlir/IR/*.td``):

- ``Arg<c, desc, decorators>`` / ``Res<...>`` (class ``OpVariable``, OpBase.td) wrap a constraint in
  field ``constraint``; ``decorators`` holds memory effects such as ``MemRead``.
- ``Variadic<T>`` / ``VariadicOfVariadic<T, seg>`` / ``Optional<T>`` (CommonTypeConstraints.td)
  wrap a type in field ``baseType``.
- ``OptionalAttr<A>`` / ``DefaultValuedAttr<A, v>`` / ``DefaultValuedOptionalAttr<A, v>``
  (CommonAttrConstraints.td) wrap an attribute in ``baseAttr``; ``defaultValue`` is a C++
  expression; ``isOptional`` is 1 for the optional forms.
- ``DefaultValuedProp<P, v>`` (Properties.td) wraps a property in ``baseProperty``.
- An argument is an attribute when its (unwrapped) record derives from ``Attr``, a property when
  it derives from ``Property``, otherwise an operand (``TypeConstraint``).

Only these lossless wrappers are peeled off (their meaning moves to the ``variadic``,
``optional``, ``default`` and ``effects`` fields). ``ConfinedAttr`` and everything else keep
their own label (:meth:`extract.records.Records.label`), so nothing is widened.
"""

from __future__ import annotations

import re
from typing import Any

import attrs

from extract.records import Record, Records

_ATTR_WRAPPERS = ("OptionalAttr", "DefaultValuedAttr", "DefaultValuedOptionalAttr")


@attrs.define
class Unwrapped:
    """A constraint with its lossless wrappers peeled off.

    Attributes:
        rec: the innermost constraint record.
        variadic, optional: from Variadic / Optional / OptionalAttr / defaults.
        variadic_of_variadic: the operand is a ``VariadicOfVariadic`` (segment attribute name).
        default: the ``defaultValue`` C++ expression of a DefaultValued* wrapper, else None.
        effects: memory-effect decorator names from ``Arg``/``Res``.
        description: the ``Arg``/``Res`` description string, else None.
    """

    rec: Record
    variadic: bool = False
    optional: bool = False
    variadic_of_variadic: str | None = None
    default: str | None = None
    effects: list[str] = attrs.Factory(list)
    description: str | None = None


def unwrap(records: Records, rec: Record) -> Unwrapped:
    """Peel ``Arg``/``Res``, ``Variadic``, ``Optional``, optional/default attribute and property
    wrappers off ``rec`` (any nesting order). Returns an :class:`Unwrapped`."""
    out = Unwrapped(rec=rec)
    for _ in range(16):  # wrappers nest at most a few levels; bound against cycles
        cur = out.rec
        inner: Record | None = None
        if Records.is_a(cur, "OpVariable"):
            decorators = cur.get("decorators") or []
            out.effects += [records.ref_label(d) or "" for d in decorators]
            if cur.get("summary"):
                out.description = out.description or cur["summary"]
            inner = records.deref(cur.get("constraint"))
        elif Records.is_a(cur, "Variadic"):
            out.variadic = True
            if Records.is_a(cur, "VariadicOfVariadic"):
                out.variadic_of_variadic = cur.get("segmentAttrName") or ""
            inner = records.deref(cur.get("baseType"))
        elif Records.is_a(cur, "Optional"):
            out.optional = True
            inner = records.deref(cur.get("baseType"))
        elif any(Records.is_a(cur, w) for w in _ATTR_WRAPPERS):
            if cur.get("isOptional"):
                out.optional = True
            if cur.get("defaultValue") is not None and out.default is None:
                out.default = cur["defaultValue"]
            inner = records.deref(cur.get("baseAttr"))
        elif Records.is_a(cur, "DefaultValuedProp"):
            if cur.get("defaultValue") and out.default is None:
                out.default = cur["defaultValue"]
            inner = records.deref(cur.get("baseProperty"))
        if inner is None:
            break
        out.rec = inner
    return out


def arg_kind(rec: Record) -> str:
    """``"attr"``, ``"prop"`` or ``"operand"`` for an unwrapped argument record."""
    if Records.is_a(rec, "Attr"):
        return "attr"
    if Records.is_a(rec, "Property"):
        return "prop"
    return "operand"


def value_entry(records: Records, name: str | None, rec: Record) -> dict[str, Any]:
    """Spec entry of one operand or result.

    Keys: name (None for unnamed results), constraint (label of the unwrapped type constraint),
    constraint_class, summary, cpp_type, variadic, optional, variadic_of_variadic (segment attr
    name or None), allowed (labels of ``AnyTypeOf`` alternatives, else []), effects, description.
    """
    u = unwrap(records, rec)
    inner = u.rec
    return {
        "name": name,
        "constraint": records.label(inner),
        "constraint_class": Records.cls(inner),
        "summary": inner.get("summary"),
        "cpp_type": inner.get("cppType"),
        "variadic": u.variadic,
        "optional": u.optional,
        "variadic_of_variadic": u.variadic_of_variadic,
        "allowed": [records.ref_label(t) for t in inner.get("allowedTypes") or []],
        "effects": u.effects,
        "description": u.description,
    }


#: one alternative of a string-valued enum predicate: ``<cast of $_self>.getValue() == "CASE"``
_STR_CASE = re.compile(r'\s*\(?\s*[\w:<>]*\s*\(?\s*\$_self\s*\)?\s*(?:\.|->)\s*getValue\(\)'
                       r'\s*==\s*"([^"\\]*)"\s*\)?\s*')


def string_cases(records: Records, rec: Record) -> list[str] | None:
    """The allowed values of a string-valued enum attribute, or None.

    Before MLIR 22 some enums were ``StringBasedAttr<CPred<...>>`` whose C++ predicate compares
    the ``StringAttr`` with each allowed string, ``||``-joined (MLIR 21 TosaTypesBase.td
    ``Tosa_NanPropagationAttr``: ``cast<StringAttr>($_self).getValue() == "PROPAGATE" ||
    ... == "IGNORE"``). The predicate is TableGen text that ODS pastes into C++; it is read
    only when *every* ``||`` alternative has exactly that shape (anything else gives None).
    """
    if not Records.is_a(rec, "StringBasedAttr"):
        return None
    pred = records.deref(rec.get("predicate"))
    expr = (pred or {}).get("predExpr")
    if not isinstance(expr, str):
        return None
    body = expr.strip()
    while body.startswith("(") and body.endswith(")") and body.count("(") == body.count(")"):
        inner = body[1:-1]
        if inner.count("(") != inner.count(")"):
            break
        body = inner.strip()
    cases = []
    for alt in body.split("||"):
        m = _STR_CASE.fullmatch(alt)
        if m is None:
            return None
        cases.append(m.group(1))
    return cases or None


def enum_info(records: Records, rec: Record) -> dict[str, Any] | None:
    """Enum facts of an attribute constraint, or None when it is not an enum.

    Three shapes exist: an ``EnumAttrInfo`` used directly as the attribute (EnumAttr.td, e.g.
    ``I64EnumAttr``; stored as an IntegerAttr of ``bitwidth``; syntax ``"integer"``), an
    ``EnumAttr`` dialect attribute whose field ``enum`` points to the ``EnumAttrInfo`` (syntax
    ``"dialect"``, printed as ``#<attr_name><assembly_format>``), and a ``StringBasedAttr`` whose
    predicate lists the allowed strings (:func:`string_cases`; syntax ``"string"``, printed as
    a string literal, ``value`` None). Cases come from ``enumerants`` (records with ``str``,
    ``symbol``, ``value``), in declaration order. Bit enums (``BitEnumBase``) have ``kind:
    "bit"`` and may be OR-combined, written joined by their ``separator`` (e.g. ``", "``).
    """
    strings = string_cases(records, rec)
    if strings is not None:
        return {"name": records.label(rec), "kind": "string", "bitwidth": None,
                "syntax": "string", "attr_name": None, "assembly_format": None,
                "cases": [{"str": c, "symbol": c, "value": None} for c in strings]}
    cur: Record | None = rec
    for _ in range(8):
        if cur is None:
            return None
        if "enumerants" in cur:
            return _enum_dict(records, cur, syntax="integer", attr=None)
        info = records.deref(cur.get("enum"))
        if info is not None and "enumerants" in info:
            return _enum_dict(records, info, syntax="dialect", attr=cur)
        cur = records.deref(cur.get("baseAttr"))
    return None


def _enum_dict(records: Records, info: Record, syntax: str, attr: Record | None) -> dict[str, Any]:
    cases = []
    for ref in info.get("enumerants") or []:
        case = records.deref(ref) or {}
        cases.append({key: case.get(key) for key in ("str", "symbol", "value")})
    bit = Records.is_a(info, "BitEnumBase")
    out = {
        "name": info.get("className") or records.label(info),
        "kind": "bit" if bit else "int",
        "bitwidth": info.get("bitwidth"),
        "syntax": syntax,
        "attr_name": attr.get("attrName") if attr else None,
        "assembly_format": attr.get("assemblyFormat") if attr else None,
        "cases": cases,
    }
    if bit:  # how combined cases are joined (EnumAttr.td BitEnumAttr ``separator``)
        out["separator"] = info.get("separator")
    return out


def attr_entry(records: Records, name: str, rec: Record) -> dict[str, Any]:
    """Spec entry of one attribute or property argument.

    Keys: name, constraint, constraint_class, kind ("attr" | "prop"), summary, optional (may be
    omitted from the IR: OptionalAttr, DefaultValued*, OptionalProp, or a property with a
    default), default (C++ expression string or None), enum_cases (case strings, [] if not an
    enum), enum (see :func:`enum_info`), base (label of ``baseAttr``/``baseProperty`` of a
    remaining wrapper such as ConfinedAttr), confinements (summaries of ConfinedAttr
    constraints), element (label of a typed array's ``elementAttr``), value_type, allowed
    (labels of ``AnyAttrOf`` alternatives, else []), cpp_type (``storageType``; a property's
    storage type), description.
    """
    u = unwrap(records, rec)
    inner = u.rec
    kind = arg_kind(inner)
    default = u.default
    optional = u.optional or default is not None
    if kind == "prop":
        if default is None and inner.get("defaultValue"):
            default = inner["defaultValue"]
        optional = optional or default is not None or Records.is_a(inner, "OptionalProp")
    enum = enum_info(records, inner) if kind == "attr" else None
    base = records.deref(inner.get("baseAttr")) or records.deref(inner.get("baseProperty"))
    return {
        "name": name,
        "constraint": records.label(inner),
        "constraint_class": Records.cls(inner),
        "kind": kind,
        "summary": inner.get("summary"),
        "optional": optional,
        "default": default,
        "enum_cases": [c["str"] for c in enum["cases"]] if enum else [],
        "enum": enum,
        "base": records.label(base),
        "confinements": [
            (records.deref(c) or {}).get("summary") for c in inner.get("attrConstraints") or []
        ],
        "element": records.ref_label(inner.get("elementAttr")),
        "value_type": records.ref_label(inner.get("valueType")),
        "allowed": [records.ref_label(a) for a in inner.get("allowedAttributes") or []],
        "cpp_type": inner.get("storageType") or inner.get("cppType") or inner.get("interfaceType"),
        "description": u.description,
    }


def region_entry(records: Records, name: str | None, rec: Record) -> dict[str, Any]:
    """Spec entry of a region or successor: name, constraint, summary, variadic, blocks
    (``SizedRegion`` block count, else None). Variadic comes from ``VariadicRegion`` /
    ``VariadicSuccessor`` (OpBase.td)."""
    return {
        "name": name,
        "constraint": records.label(rec),
        "summary": rec.get("summary"),
        "variadic": Records.is_a(rec, "VariadicRegion") or Records.is_a(rec, "VariadicSuccessor"),
        "blocks": rec.get("blocks"),
    }
