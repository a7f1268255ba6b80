"""The value pool of one function being generated: its values (:class:`Value`), one
:class:`Scope` per region level, each indexed by type (:func:`value_keys`) so that picking an
operand costs what it selects rather than the whole pool (generation linear in program size).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Iterator, Sequence
from itertools import chain

import attrs

from smith.gen.types import Scalar, Tensor, Type


@attrs.define(eq=False)
class Value:
    """One SSA value in the pool.

    Attributes:
        name: SSA name, e.g. ``%v3`` or ``%v3#1``.
        type: its type.
        kind: "arg", "const" or "op".
        uses: how many ops use it so far (setting it updates the value's pick weight, see
            :func:`pick_weight`, in the scopes that hold it).
        single_use: an i1 tensor under ``bool_tensors="fuse"``; at most one elementwise use.
        reserved: a single-use value already handed to an op being built.
        foldable: a constant, or computed from constants only, so folders may turn anything
            computed from it into a constant.
        depth: scope depth (within its function) where it is defined; 0 is the function body.
        affine_dim: an ``affine.for`` induction variable (a valid affine dim anywhere below).
        root: a memref that owns its buffer (alloc/alloca/call result): checksummed at the end.
        read_only: a memref that must not be written (``bufferization.to_buffer``).
        alloca: a root memref on the stack (never returned from a function as is).
    """

    name: str
    type: Type
    kind: str = "op"
    _uses: int = attrs.field(default=0, alias="uses")
    single_use: bool = False
    reserved: bool = False
    foldable: bool = False
    depth: int = 0
    affine_dim: bool = False
    root: bool = False
    read_only: bool = False
    alloca: bool = False
    _weight_slots: list[tuple[list[float], int]] = attrs.field(factory=list, init=False,
                                                               repr=False)

    @property
    def uses(self) -> int:
        return self._uses

    @uses.setter
    def uses(self, n: int) -> None:
        self._uses = n
        if self._weight_slots:
            w = pick_weight(n)
            for weights, i in self._weight_slots:
                weights[i] = w

    def track_weight(self, weights: list[float]) -> None:
        """Append this value's pick weight to ``weights`` and keep it current there."""
        self._weight_slots.append((weights, len(weights)))
        weights.append(pick_weight(self._uses))

    @property
    def affine_ok(self) -> bool:
        """A valid affine dim or symbol operand (MLIR affine docs, "Restrictions on
        Dimensions and Symbols"): an ``affine.for`` IV, or an index value defined at the top
        level of the function (its body is an affine scope), or a constant."""
        return self.type == Scalar("index") and (self.affine_dim or self.depth == 0
                                                  or self.kind == "const")

    @property
    def is_bool_tensor(self) -> bool:
        return isinstance(self.type, Tensor) and self.type.elem == "i1"

    @property
    def available(self) -> bool:
        return not (self.single_use and (self.uses >= 1 or self.reserved))


def pick_weight(uses: int) -> float:
    """The weight of a value with ``uses`` uses when an operand is drawn from the pool:
    little-used values are favoured (0.0 for a transient -1, a use taken back before it was
    counted)."""
    return 1.0 / (1 + uses) if uses > -1 else 0.0


AFFINE_OPERAND = "affine operand"
"""The key of the values an affine map may take as dim or symbol operand (see
:func:`value_keys`)."""


def pool_keys(ty: Type) -> tuple[Hashable, ...]:
    """The keys a value of type ``ty`` is indexed under in its scope: the type itself, its
    class (``Tensor``, ``Scalar``, ...), ``(class, elem)`` and, for shaped types,
    ``(class, elem, rank)``. A pool query names the keys that hold every value it can accept
    (see :meth:`Builder.candidates`)."""
    cls = type(ty)
    elem = getattr(ty, "elem", None)
    keys: tuple[Hashable, ...] = (ty, cls, (cls, elem))
    shape = getattr(ty, "shape", None)
    return keys + ((cls, elem, len(shape)),) if shape is not None else keys


def value_keys(v: Value) -> tuple[Hashable, ...]:
    """The keys ``v`` is indexed under: :func:`pool_keys` of its type, and
    :data:`AFFINE_OPERAND` for a valid affine dim or symbol (:attr:`Value.affine_ok`) that is
    not one result of a multi-result op: MLIR 22.1.8 prints ``affine.load %m[%4#3 floordiv
    2]`` but cannot parse it back ("expected ']' in affine map")."""
    keys = pool_keys(v.type)
    return keys + (AFFINE_OPERAND,) if v.affine_ok and "#" not in v.name else keys


@attrs.define(eq=False)
class Scope:
    """One region level of a function: its values, its lines, its cached index constants.

    ``capture`` is set for a region isolated from above: called with a tensor type, it returns
    a new block argument of the region that an outer value of that type will feed.

    ``index`` maps each of :func:`value_keys` to the positions in ``values`` of the values
    indexed under it, in order, so a pool query costs what it selects, not the whole scope;
    ``by_type`` splits those positions by type; ``keyed`` holds, per key, the values and their
    current pick weights (:func:`pick_weight`) in that order, and ``weights`` those of all
    values. ``single_use_keys`` are the keys under which some value is single-use. Add values
    with :meth:`add` only."""

    values: list[Value] = attrs.field(factory=list)
    lines: list[str] = attrs.field(factory=list)
    index_consts: dict[int, Value] = attrs.field(factory=dict)
    kind: str = "body"
    capture: Callable[[Type], Value] | None = None
    index: defaultdict[Hashable, list[int]] = attrs.field(factory=lambda: defaultdict(list))
    by_type: defaultdict[Hashable, dict[Type, list[int]]] = attrs.field(
        factory=lambda: defaultdict(dict))
    weights: list[float] = attrs.field(factory=list)
    keyed: defaultdict[Hashable, tuple[list[Value], list[float]]] = attrs.field(
        factory=lambda: defaultdict(lambda: ([], [])))
    single_use_keys: set[Hashable] = attrs.field(factory=set)

    def add(self, v: Value) -> None:
        """Append ``v`` to this scope's values and index it."""
        pos = len(self.values)
        self.values.append(v)
        v.track_weight(self.weights)
        for k in value_keys(v):
            self.index[k].append(pos)
            self.by_type[k].setdefault(v.type, []).append(pos)
            vals, weights = self.keyed[k]
            vals.append(v)
            v.track_weight(weights)
            if v.single_use:
                self.single_use_keys.add(k)

    def select(self, within: Sequence[Hashable] | None) -> Iterator[Value]:
        """This scope's values indexed under any of the keys ``within`` (all values for
        None), in the order they were added."""
        if within is None:
            return iter(self.values)
        lists = [self.index[k] for k in within if k in self.index]
        if len(lists) == 1:
            pos = lists[0]
        else:
            pos = sorted({i for lst in lists for i in lst})
        values = self.values
        return (values[i] for i in pos)

    def has_single_use(self, within: Sequence[Hashable]) -> bool:
        """Whether a value indexed under one of ``within`` is single-use (may be unavailable)."""
        return any(k in self.single_use_keys for k in within)

    def of_types(self, within: Sequence[Hashable], type_ok: Callable[[Type], bool] | None = None,
                 multi_use: bool = False) -> tuple[list[Value], list[float]]:
        """The available values indexed under any of the keys ``within`` whose type satisfies
        ``type_ok`` (any type for None), not single-use ones if ``multi_use``, in the order
        they were added, and their pick weights.

        The positions are gathered per key and type and merged in C: no Python loop over the
        values, so a query costs little per value selected (``type_ok`` is called once per
        distinct type). For one key and no ``type_ok`` the lists are the scope's own: do not
        modify them."""
        if type_ok is None and len(within) == 1 and not self.has_single_use(within):
            k = within[0]
            return self.keyed[k] if k in self.keyed else ([], [])
        if type_ok is None:
            lists = [self.index[k] for k in within if k in self.index]
        else:
            lists = [pos for k in within if k in self.by_type
                     for ty, pos in self.by_type[k].items() if type_ok(ty)]
        if not lists:
            return [], []
        if len(lists) == 1:
            pos = lists[0]
        elif len(within) == 1:  # distinct types under one key: no position twice
            pos = sorted(chain.from_iterable(lists))
        else:
            pos = sorted(set(chain.from_iterable(lists)))
        vals = list(map(self.values.__getitem__, pos))
        weights = list(map(self.weights.__getitem__, pos))
        if self.has_single_use(within):
            keep = [i for i, v in enumerate(vals)
                    if v.available and not (multi_use and v.single_use)]
            vals = [vals[i] for i in keep]
            weights = [weights[i] for i in keep]
        return vals, weights
