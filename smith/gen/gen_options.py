"""The options that shape a generated program (recorded in every program header)."""

from __future__ import annotations

from collections.abc import Iterable

import attrs

#: default of ``GenOptions.dynamic_shapes``
DYNAMIC_SHAPES = 0.2
#: default of ``GenOptions.max_numel``: elements of a randomly drawn tensor shape
MAX_NUMEL = 64


@attrs.frozen
class GenOptions:
    """Options that shape a program (all recorded in the program header).

    Attributes:
        dialects: dialects whose ops the template draws from.
        ops: number of ops in the template (phase 1).
        max_args: cap on @compute arguments; beyond it fresh values are constants.
        p_reuse: probability of taking an operand from the pool when one fits.
        bool_tensors: "fuse" keeps i1 tensors out of memory (see module doc); "any" does not.
        overflow_flags_p: probability of putting nsw/nuw on arith ops (ubfix removes them).
        ubfix: run UB elimination on the program.
        checksum: instrument @main with checksum printing.
        dynamic_shapes: probability that a program runs its tosa elementwise ops (overlay
            ``params.dynamic_dims``) on dynamically shaped tensors about a third of the time
            (``tensor.cast`` to ``?`` dims and back). MLIR's tosa dialect and tosa-to-linalg
            support dynamic dims; TOSA 1.0 levels do not, so ``tosa-validate`` rejects such
            programs ("operand shape dimension cannot be dynamic"); 0 keeps every program
            within the levels.
        op_weights: ``(op, factor)`` pairs multiplying the spec weight of ops in the template
            draw (``smith campaign --guide coverage`` sets them; ``smith.app.guide``); recorded
            in the header only when set, so unguided headers are unchanged.
        max_numel: cap on the elements of a randomly drawn tensor shape (operands and
            constants; shapes an op derives from its operands, such as a convolution's output,
            follow from them). Small caps keep translation validation, which encodes tensors
            element by element, cheap. Recorded in the header only when not the default, so
            earlier headers are unchanged.
        type_weights: ``(element type, factor)`` pairs multiplying the weight of an element
            type where the generator draws one (a dtype row of a spec, ``smith.gen.families.common
            .choose_row``; a fresh shaped value's element, ``smith.gen.families.shaped.elem_of``);
            set by ``smith campaign --guide coverage`` like ``op_weights`` and recorded in the
            header only when set.
        idioms: share of the template's top-level op slots built as a rewrite-pattern idiom
            instead (an op chain a canonicalization pattern matches, from the specs'
            ``idioms.json``: :mod:`smith.gen.idioms`); recorded in the header only when not 0, so
            earlier headers and programs are unchanged.
    """

    dialects: tuple[str, ...] = ("arith", "tosa")
    ops: int = 32
    max_args: int = 12
    p_reuse: float = 0.8
    bool_tensors: str = "fuse"
    overflow_flags_p: float = 0.1
    ubfix: bool = True
    checksum: bool = True
    dynamic_shapes: float = DYNAMIC_SHAPES
    op_weights: tuple[tuple[str, float], ...] = ()
    max_numel: int = MAX_NUMEL
    type_weights: tuple[tuple[str, float], ...] = ()
    idioms: float = 0.0

    def to_json(self) -> dict:
        d = attrs.asdict(self)
        d["dialects"] = list(self.dialects)
        for key in ("op_weights", "type_weights"):
            if getattr(self, key):
                d[key] = dict(getattr(self, key))
            else:
                del d[key]
        if self.max_numel == MAX_NUMEL:
            del d["max_numel"]
        if not self.idioms:
            del d["idioms"]
        return d

    def type_factor(self, elems: Iterable[str]) -> float:
        """The mean ``type_weights`` factor (default 1) of the element types ``elems`` (an
        iterable of names such as ``"i8"``, ``"f16"``): the factor of a dtype row, which names
        one element type per operand and result. Exactly 1.0 without ``type_weights``, so
        unguided draws are unchanged."""
        if not self.type_weights:
            return 1.0
        factor = dict(self.type_weights)
        distinct = sorted(set(elems))
        return sum(factor.get(e, 1.0) for e in distinct) / len(distinct) if distinct else 1.0
