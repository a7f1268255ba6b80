"""arith and math families, on scalars. Rules from the MLIR arith and math op documentation
(cited per op in specs/overlay/arith.json and math.json): binary ops take two operands of the
result type; comparisons give i1; casts follow the dtype rows; extended ops give two results."""

from __future__ import annotations

from smith.gen.builder import Builder
from smith.gen.families.common import choose_row
from smith.gen.families.registry import family
from smith.gen.spec import OpSpec
from smith.gen.types import Scalar

OVERFLOW_FLAGS = ("nsw", "nuw", "nsw, nuw")


def _flags(b: Builder, spec: OpSpec, props: dict[str, str], elem: str) -> None:
    """Sometimes put nsw/nuw on ops that take them: a UB source that ubfix must remove."""
    if spec.params.get("overflow_flags") and b.draw.boolean(b.options.overflow_flags_p):
        props["overflowFlags"] = f"#arith.overflow<{b.draw.choice(OVERFLOW_FLAGS)}>"


@family("scalar_binary")
def scalar_binary(b: Builder, spec: OpSpec) -> None:
    row = choose_row(b, spec, elementwise=True, tensor=False)
    ty = Scalar(row[0])
    lhs, rhs = b.get(ty), b.get(ty)
    props: dict[str, str] = {}
    _flags(b, spec, props, row[0])
    b.emit(spec.name, [lhs, rhs], [Scalar(row[2])], props)


@family("scalar_unary")
def scalar_unary(b: Builder, spec: OpSpec) -> None:
    row = choose_row(b, spec, elementwise=True, tensor=False)
    x = b.get(Scalar(row[0]))
    b.emit(spec.name, [x], [Scalar(row[1])])


@family("scalar_compare")
def scalar_compare(b: Builder, spec: OpSpec) -> None:
    """cmpi/cmpf: the ``predicate`` enum is drawn from its ``params.predicates`` cases."""
    row = choose_row(b, spec, elementwise=True, tensor=False)
    ty = Scalar(row[0])
    lhs, rhs = b.get(ty), b.get(ty)
    pred = b.draw.integer(0, int(spec.params["predicates"]) - 1)
    b.emit(spec.name, [lhs, rhs], [Scalar("i1")], {"predicate": f"{pred} : i64"})


@family("scalar_select")
def scalar_select(b: Builder, spec: OpSpec) -> None:
    row = choose_row(b, spec, elementwise=True, tensor=False)
    cond = b.get(Scalar("i1"))
    ty = Scalar(row[1])
    b.emit(spec.name, [cond, b.get(ty), b.get(ty)], [ty])


@family("scalar_cast")
def scalar_cast(b: Builder, spec: OpSpec) -> None:
    row = choose_row(b, spec, elementwise=True, tensor=False)
    x = b.get(Scalar(row[0]))
    props: dict[str, str] = {}
    _flags(b, spec, props, row[0])
    b.emit(spec.name, [x], [Scalar(row[1])], props)


@family("scalar_extended")
def scalar_extended(b: Builder, spec: OpSpec) -> None:
    row = choose_row(b, spec, elementwise=True, tensor=False)
    ty = Scalar(row[0])
    b.emit(spec.name, [b.get(ty), b.get(ty)], [Scalar(row[2]), Scalar(row[3])])


@family("scalar_generic")
def scalar_generic(b: Builder, spec: OpSpec) -> None:
    """Any scalar op whose dtype row lists operand types then ``params.results`` result types
    (default 1); no attributes are set (defaults apply)."""
    row = choose_row(b, spec, elementwise=True, tensor=False)
    n_res = int(spec.params.get("results", 1))
    operands = [b.get(Scalar(t)) for t in row[:-n_res]]
    b.emit(spec.name, operands, [Scalar(t) for t in row[-n_res:]])
