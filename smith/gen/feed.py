"""Operand feeds: the values an idiom (:mod:`smith.gen.idioms`) hands to the next op a family
builds, one slot per operand in the order the family asks for its operands.

While a :class:`Feed` is set on the builder (``Builder.feed``), each ``get``/``pick``/
``pick_of_types`` the family makes takes the next slot: a ``value`` slot answers with the
producer op's result when it fits the request (type, pool keys, the family's predicate), a
``bound`` slot with the value an earlier ``any`` slot of the same name received (a DRR name
used twice: the same SSA value), a ``const`` slot with a fresh constant of the requested type
(the pattern's constant operand; a ``literal`` when the pattern names its value). A slot that
does not fit falls back to the ordinary draw, so the op is always one its family may build
(the feed only narrows choices the family already had). Nothing here draws unless a feed is set.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import attrs

from smith.gen.pool import Value, value_keys
from smith.gen.types import Scalar, Tensor, Type, Vector, is_float
from smith.gen.values import constant_attr, dense_literal


@attrs.define(eq=False)
class Slot:
    """One operand of an idiom op: ``kind`` is ``value`` (``value`` given), ``any`` (an ordinary
    operand, recorded under ``bind`` when named), ``bound`` (the value recorded under ``bind``)
    or ``const`` (a constant, of value ``literal`` when not None)."""

    kind: str
    value: Value | None = None
    bind: str | None = None
    literal: int | None = None


@attrs.define(eq=False)
class Feed:
    """The slots of the op being built and the names bound so far in its idiom.

    Attributes:
        slots: remaining slots, first is next.
        binds: DRR name → value, shared by every op of one idiom.
        hits: ``value`` slots answered with their producer's result.
    """

    slots: list[Slot]
    binds: dict[str, Value] = attrs.field(factory=dict)
    hits: int = 0
    _paused: int = 0

    def ready(self) -> bool:
        """Whether the next operand request takes a slot."""
        return not self._paused and bool(self.slots)

    def _take(self) -> Slot:
        return self.slots.pop(0)

    def _paused_call(self, fn: Callable[[], Any]) -> Any:
        self._paused += 1
        try:
            return fn()
        finally:
            self._paused -= 1

    def _candidate(self, b, slot: Slot, ok: Callable[[Value], bool]) -> Value | None:
        cand = slot.value if slot.kind == "value" else (
            self.binds.get(slot.bind) if slot.kind == "bound" and slot.bind else None)
        if cand is None or not cand.available or not ok(cand) or _dynamic(cand.type):
            return None
        if slot.kind == "value":
            self.hits += 1
        return b.reserve(cand)

    def _note(self, slot: Slot, v: Value | None) -> Value | None:
        if v is not None and slot.kind == "any" and slot.bind:
            self.binds.setdefault(slot.bind, v)
        return v

    def get(self, b, ty: Type, p_reuse: float | None) -> Value:
        """``Builder.get`` with the next slot."""
        slot = self._take()
        v = self._candidate(b, slot, lambda c: c.type == ty)
        if v is None and slot.kind == "const":
            v = constant(b, ty, slot.literal)
        if v is None:
            v = self._paused_call(lambda: b.get(ty, p_reuse))
        return self._note(slot, v)

    def pick_of_types(self, b, within: Sequence[Hashable], type_ok: Callable[[Type], bool] | None,
                      p_reuse: float | None, multi_use: bool) -> Value | None:
        """``Builder.pick_of_types`` with the next slot."""
        slot = self._take()

        def ok(c: Value) -> bool:
            return (any(k in value_keys(c) for k in within)
                    and (type_ok is None or type_ok(c.type))
                    and not (multi_use and c.single_use))

        v = self._candidate(b, slot, ok)
        if v is None and slot.kind == "const":
            types = [k for k in within if isinstance(k, (Scalar, Tensor, Vector))]
            if len(types) == 1 and (type_ok is None or type_ok(types[0])):
                v = constant(b, types[0], slot.literal)
        if v is None:
            v = self._paused_call(lambda: b.pick_of_types(within, type_ok, p_reuse, multi_use))
        return self._note(slot, v)

    def pick(self, b, pred: Callable[[Value], bool] | None, p_reuse: float | None,
             within: Sequence[Hashable] | None) -> Value | None:
        """``Builder.pick`` (with a predicate) with the next slot."""
        slot = self._take()

        def ok(c: Value) -> bool:
            return ((within is None or any(k in value_keys(c) for k in within))
                    and (pred is None or pred(c)))

        v = self._candidate(b, slot, ok)
        if v is None:
            v = self._paused_call(lambda: b.pick(pred, p_reuse, within))
        return self._note(slot, v)


def _dynamic(ty: Type) -> bool:
    """Whether ``ty`` is shaped with a dynamic dim: such a value (a tosa elementwise op's
    result inside its ``tensor.cast`` pair, ``smith.gen.families.tosa``) is not pooled, and an
    idiom op fed with it would put a dynamically shaped result in the pool, which the
    families that build ``tensor.empty`` from an operand's shape do not expect."""
    return any(d is None or d < 0 for d in getattr(ty, "shape", ()) or ())


def _literal_text(elem: str, literal: int) -> str:
    if elem == "i1":
        return "true" if literal & 1 else "false"
    return f"{float(literal):.1f}" if is_float(elem) else str(literal)


def constant(b, ty: Type, literal: int | None) -> Value | None:
    """A fresh constant of ``ty`` (``arith.constant``; ``tosa.const`` for a tensor in a tosa
    program, as ``Builder.fresh`` makes them), splat ``literal`` when given, else a random
    literal; None for types no constant is made of here (i1 tensors under ``bool_tensors=
    "fuse"``: see :mod:`smith.gen.builder`; memrefs; dynamic shapes)."""
    if not isinstance(ty, (Scalar, Tensor, Vector)):
        return None
    if isinstance(ty, Tensor) and (ty.elem == "i1" and b.options.bool_tensors == "fuse"
                                   or any(d is None or d < 0 for d in ty.shape)):
        return None
    if isinstance(ty, Scalar):
        text = constant_attr(b.draw, ty) if literal is None else (
            _literal_text(ty.elem, literal) if ty.elem == "i1"
            else f"{_literal_text(ty.elem, literal)} : {ty.elem}")
    else:
        body = dense_literal(b.draw, ty) if literal is None else _literal_text(ty.elem, literal)
        if isinstance(ty, Tensor) and "tosa" in b.options.dialects and \
                ty.elem not in ("index", "f64"):
            return b.tosa_const(ty, body)
        text = f"dense<{body}> : {ty.render()}"
    return b.emit("arith.constant", [], [ty], {"value": text}, pool=False, kind="const")[0]
