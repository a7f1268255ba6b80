"""Helpers shared by the families: dtype-row choice and broadcasting."""

from __future__ import annotations

from ground.errors import Reject
from smith.gen.builder import MAX_NUMEL, Builder, Value
from smith.gen.spec import OpSpec
from smith.gen.types import Scalar, Tensor


def choose_row(b: Builder, spec: OpSpec, elementwise: bool, tensor: bool = True) -> tuple[str, ...]:
    """A dtype row of ``spec``, favouring rows whose first operand type is already pooled (x3)
    and, under ``GenOptions.type_weights``, rows of favoured element types (x the mean factor
    of the row's element types).

    Rows with an i1 tensor slot are dropped for non-elementwise families when bool tensors must
    stay out of memory (see :mod:`smith.gen.builder`). While an idiom op is built,
    ``Builder.row_hint`` keeps the rows that fit its producers (:mod:`smith.gen.idioms`).
    """
    rows = list(spec.dtypes)
    if tensor and not elementwise and b.options.bool_tensors == "fuse":
        rows = [r for r in rows if "i1" not in r]
    if b.row_hint is not None:
        rows = b.row_hint(spec.name, rows)
    if not rows:
        raise Reject(f"{spec.name}: no dtype row usable here")

    def pooled(row: tuple[str, ...]) -> bool:
        elem = row[0]
        if tensor:
            return b.has(within=[(Tensor, elem)])
        return b.has(within=[Scalar(elem)])

    weights = [(3.0 if pooled(r) else 1.0) * b.options.type_factor(r) for r in rows]
    return b.draw.weighted(rows, weights)


def broadcast(a: tuple[int, ...], c: tuple[int, ...]) -> tuple[int, ...] | None:
    """TOSA 1.0 broadcast of two equal-rank shapes (dims equal or 1), or None."""
    if len(a) != len(c):
        return None
    out = []
    for x, y in zip(a, c):
        if x != y and 1 not in (x, y):
            return None
        out.append(max(x, y))
    return tuple(out)


def tensor_operand(b: Builder, elem: str, exact_shape: tuple[int, ...] | None = None,
                   rank_pred=None) -> Value:
    """A tensor of ``elem``: pooled (any shape satisfying the predicates) or fresh."""
    if exact_shape is not None:
        return b.get(Tensor(exact_shape, elem))

    v = b.pick_of_types([(Tensor, elem)], rank_pred and (lambda t: rank_pred(t.rank)),
                        multi_use=True)
    if v is not None:
        return v
    rank = None
    if rank_pred is not None:
        ranks = [r for r in range(0, 5) if rank_pred(r)]
        rank = b.draw.choice(ranks)
    return b.fresh(Tensor(b.random_shape(rank), elem))


def broadcast_partner(b: Builder, elem: str, shape: tuple[int, ...], exact: bool,
                      other: Value | None = None) -> Value:
    """A second operand for a broadcasting op whose first operand ``other`` has ``shape``.

    With ``other`` given the partner is a different value, and not foldable when ``other`` is
    (so an i1 result cannot fold into an i1 constant; see ``Builder.emit``).
    """
    def live_enough(c: Value) -> bool:
        return other is None or (c is not other and not (other.foldable and c.foldable))

    if exact or elem == "i1":
        ty = Tensor(shape, elem)
        v = b.pick(live_enough, within=[ty])
        if v is None:
            v = b.new_arg(ty) if (other is not None and other.foldable and elem != "i1") \
                else b.fresh(ty)
        return b.reserve(v)
    v = b.pick(lambda c: live_enough(c) and not c.single_use
               and broadcast(shape, c.type.shape) is not None, within=[(Tensor, elem, len(shape))])
    if v is not None:
        return v
    partner = []
    for d in shape:
        if d == 1 and b.draw.boolean(0.15):
            partner.append(b.draw.choice((2, 3)))  # the first operand broadcasts here
        elif d != 1 and b.draw.boolean(0.2):
            partner.append(1)  # the partner broadcasts here
        else:
            partner.append(d)
    if numel(broadcast(shape, tuple(partner))) > 4 * MAX_NUMEL:
        partner = [1 if d == 1 else d for d in shape]
    partner = tuple(partner)
    if other is not None and other.foldable:
        return b.new_arg(Tensor(partner, elem))
    return b.fresh(Tensor(partner, elem))


def numel(shape: tuple[int, ...]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n
