"""The rule registry: small frozen records keyed by op name (style: xDSL ``@impl(arith.DivSIOp)``).

A rule module decorates a function with ``@impl("arith.divsi", "arith.remsi", ...)``; the
decorator wraps it in a :class:`Rule` and files it under each op name. ``rewrite.fix_ub`` looks
every op up in :data:`RULES` and runs the rules in registration order. A rule function receives
the op and returns how many repairs it made (0 when the op was already safe). A rule that
cannot guard an op raises :class:`Unguarded` *before* it changes anything; ``fix_ub`` then
leaves the op as it is, warns in one line and counts the op in ``FixResult.unguarded``.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
from mlir import ir

from ground.errors import InternalError


class Unguarded(Exception):
    """Raised by a rule, before it changes the IR, when it cannot guard an op; the message is
    the one-line reason (e.g. "the indices are unranked (tensor<*xi32>)")."""


@attrs.frozen
class Rule:
    """One UB-elimination rule.

    Attributes:
        name: unique rule name (the function's name), the key of ``FixResult.hits``.
        op_names: the op names the rule applies to.
        apply: ``(op) -> int`` repairs made; inserts its guards right before ``op``.
        doc: the function's docstring, citing the op doc / TOSA 1.0 section / DESIL row.
    """

    name: str
    op_names: tuple[str, ...]
    apply: Callable[[ir.Operation], int]
    doc: str


RULES: dict[str, list[Rule]] = {}
BY_NAME: dict[str, Rule] = {}


def impl(*op_names: str) -> Callable[[Callable[[ir.Operation], int]], Rule]:
    """Register the decorated function as a :class:`Rule` for ``op_names``.

    Raises:
        InternalError: a rule of the same name is already registered.
    """

    def wrap(fn: Callable[[ir.Operation], int]) -> Rule:
        if fn.__name__ in BY_NAME:
            raise InternalError(f"duplicate ubfix rule {fn.__name__}")
        rule = Rule(name=fn.__name__, op_names=tuple(op_names), apply=fn,
                    doc=(fn.__doc__ or "").strip())
        BY_NAME[rule.name] = rule
        for name in op_names:
            RULES.setdefault(name, []).append(rule)
        return rule

    return wrap
