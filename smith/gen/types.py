"""The type model the generator reasons with: scalars and static-shaped ranked tensors.

Element types follow MLIR builtin spelling (``i1`` … ``i64``, ``f16``, ``f32``, ``index``).
Rendering gives MLIR type syntax (``tensor<2x3xi32>``, ``tensor<f32>`` for rank 0).
"""

from __future__ import annotations

import attrs

INT_ELEMS = ("i1", "i8", "i16", "i32", "i64")
FLOAT_ELEMS = ("f16", "bf16", "f32", "f64")


def is_int(elem: str) -> bool:
    """True for signless integer element types (``i1`` … ``i64``); index is not an integer here."""
    return elem.startswith("i") and elem[1:].isdigit()


def is_float(elem: str) -> bool:
    return elem in FLOAT_ELEMS


def bitwidth(elem: str) -> int:
    """Bit width of an element type; ``index`` is 64 bits on the targets smith runs on."""
    if elem == "index":
        return 64
    if elem == "bf16":
        return 16
    return int(elem[1:])


def int_range(elem: str) -> tuple[int, int]:
    """Signed range [INT_MIN, INT_MAX] of an integer element type (i1: [-1, 0])."""
    w = bitwidth(elem)
    return -(1 << (w - 1)), (1 << (w - 1)) - 1


@attrs.frozen
class Scalar:
    """A scalar value type, e.g. ``i32`` or ``f16`` or ``index``."""

    elem: str

    def render(self) -> str:
        return self.elem

    @property
    def numel(self) -> int:
        return 1


class _Shaped:
    """``rank`` and ``numel`` of a type with a static ``shape`` (tensor, vector, memref)."""

    shape: tuple[int, ...]

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def numel(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n


@attrs.frozen
class Tensor(_Shaped):
    """A ranked tensor type; ``shape == ()`` is rank 0. A negative dim is dynamic (``?``):
    such types exist only transiently inside a family (see ``smith.gen.families.tosa``), never
    in the value pool."""

    shape: tuple[int, ...]
    elem: str

    def render(self) -> str:
        return f"tensor<{_dims(self.shape)}{self.elem}>"


    def with_elem(self, elem: str) -> Tensor:
        return Tensor(self.shape, elem)

    def with_shape(self, shape: tuple[int, ...]) -> Tensor:
        return Tensor(tuple(shape), self.elem)


def _dims(shape: tuple[int, ...]) -> str:
    return "".join(("?" if d < 0 else str(d)) + "x" for d in shape)


@attrs.frozen
class Vector(_Shaped):
    """A static vector type; ``shape == ()`` is the rank-0 ``vector<f32>``."""

    shape: tuple[int, ...]
    elem: str

    def render(self) -> str:
        return f"vector<{_dims(self.shape)}{self.elem}>"



@attrs.frozen
class MemRef(_Shaped):
    """A static-shaped ranked memref; ``layout`` is None (identity) or ``(strides, offset)``
    (a ``strided<[...], offset: n>`` layout, e.g. of a ``memref.subview``)."""

    shape: tuple[int, ...]
    elem: str
    layout: tuple[tuple[int, ...], int] | None = None

    def render(self) -> str:
        text = f"memref<{_dims(self.shape)}{self.elem}"
        if self.layout is not None:
            strides, offset = self.layout
            text += f", strided<[{', '.join(map(str, strides))}], offset: {offset}>"
        return text + ">"


    def identity_strides(self) -> tuple[int, ...]:
        out, acc = [], 1
        for d in reversed(self.shape):
            out.append(acc)
            acc *= d
        return tuple(reversed(out))

    def strides_offset(self) -> tuple[tuple[int, ...], int]:
        return self.layout if self.layout is not None else (self.identity_strides(), 0)


Type = Scalar | Tensor | Vector | MemRef
