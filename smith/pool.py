"""The value pool of one function being generated: its values (:class:`Value`), one
:class:`Scope` per region level, each indexed by type (:func:`pool_keys`) so that picking an
operand costs what it selects rather than the whole pool (generation linear in program size).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Iterator, Sequence

import attrs

from smith.types import Scalar, Tensor, Type


@attrs.define(eq=False)
class Value:
    """One SSA value in the pool.

    Attributes:
        name: SSA name, e.g. ``%v3`` or ``%v3#1``.
        type: its type.
        kind: "arg", "const" or "op".
        uses: how many ops use it so far.
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
    uses: int = 0
    single_use: bool = False
    reserved: bool = False
    foldable: bool = False
    depth: int = 0
    affine_dim: bool = False
    root: bool = False
    read_only: bool = False
    alloca: bool = False

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


@attrs.define(eq=False)
class Scope:
    """One region level of a function: its values, its lines, its cached index constants.

    ``capture`` is set for a region isolated from above: called with a tensor type, it returns
    a new block argument of the region that an outer value of that type will feed.

    ``index`` maps each of :func:`pool_keys` to the positions in ``values`` of the values
    indexed under it, in order, so a pool query costs what it selects, not the whole scope.
    Add values with :meth:`add` only."""

    values: list[Value] = attrs.field(factory=list)
    lines: list[str] = attrs.field(factory=list)
    index_consts: dict[int, Value] = attrs.field(factory=dict)
    kind: str = "body"
    capture: Callable[[Type], Value] | None = None
    index: defaultdict[Hashable, list[int]] = attrs.field(factory=lambda: defaultdict(list))

    def add(self, v: Value) -> None:
        """Append ``v`` to this scope's values and index it."""
        pos = len(self.values)
        self.values.append(v)
        for k in pool_keys(v.type):
            self.index[k].append(pos)

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
