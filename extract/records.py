"""Read-only access to one ``llvm-tblgen --dump-json`` record set, plus stable record labels.

Anonymous records are named ``anonymous_<N>`` by TableGen, where N depends on everything the
file includes; such names must never reach a spec (they change when an unrelated include
changes). :func:`Records.label` turns any record into a stable label instead.
"""

from __future__ import annotations

from typing import Any

import attrs

from ground.errors import UsageError

Record = dict[str, Any]


@attrs.frozen
class Records:
    """The JSON of one TableGen run.

    Attributes:
        data: the full ``--dump-json`` dict (record name -> record, plus ``!instanceof``).
    """

    data: dict[str, Any]

    def get(self, name: str) -> Record:
        """The record called ``name``. Raises UsageError when absent (malformed dump)."""
        try:
            rec = self.data[name]
        except KeyError:
            raise UsageError(f"TableGen dump has no record {name!r}") from None
        return rec

    def deref(self, value: Any) -> Record | None:
        """Follow a ``{"kind": "def", "def": NAME}`` reference; None for null or non-references."""
        if isinstance(value, dict) and value.get("kind") == "def" and "def" in value:
            return self.get(value["def"])
        return None

    def instances(self, cls: str) -> list[str]:
        """Names of all defs deriving from class ``cls`` (TableGen's ``!instanceof``)."""
        return list(self.data.get("!instanceof", {}).get(cls, []))

    @staticmethod
    def classes(rec: Record) -> list[str]:
        """Superclass names of ``rec``, most-base first, direct classes last."""
        return list(rec.get("!superclasses", []))

    @staticmethod
    def cls(rec: Record) -> str:
        """The most derived class of ``rec`` (the last of ``!superclasses``), or ``""``."""
        sc = rec.get("!superclasses") or []
        return sc[-1] if sc else ""

    @staticmethod
    def is_a(rec: Record, cls: str) -> bool:
        return cls in rec.get("!superclasses", [])

    def label(self, rec: Record | None) -> str | None:
        """A stable name for ``rec``.

        Rule: a named def keeps its def name (e.g. ``Tosa_Tensor``); an anonymous def becomes
        ``Class<summary>`` (e.g. ``TensorRankOf<4D tensor of any type values>``), or ``Class``
        when it has no summary. The raw name is kept for unknown classes, never widened.
        """
        if rec is None:
            return None
        if not rec.get("!anonymous"):
            return rec["!name"]
        cls = self.cls(rec) or "anonymous"
        summary = rec.get("summary")
        return f"{cls}<{summary}>" if summary else cls

    def ref_label(self, value: Any) -> str | None:
        """:meth:`label` of a reference value (None for null)."""
        return self.label(self.deref(value))
