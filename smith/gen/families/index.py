"""index dialect families (MLIR Index dialect docs, mlir.llvm.org/docs/Dialects/IndexOps):
binary ops, casts and ``index.sizeof`` use the generic ``scalar_generic`` family (their dtype
rows list operand then result types); ``index.cmp`` needs its predicate enum and
``index.constant`` its value."""

from __future__ import annotations

from smith.gen.builder import Builder
from smith.gen.families.registry import family
from smith.gen.spec import OpSpec
from smith.gen.types import Scalar
from smith.gen.values import int_value

PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


@family("index_cmp")
def index_cmp(b: Builder, spec: OpSpec) -> None:
    idx = Scalar("index")
    lhs, rhs = b.get(idx), b.get(idx)
    pred = b.draw.choice(PREDICATES)
    b.emit(spec.name, [lhs, rhs], [Scalar("i1")], {"pred": f"#index<cmp_predicate {pred}>"})


@family("index_constant")
def index_constant(b: Builder, spec: OpSpec) -> None:
    v = int_value(b.draw, "index")
    b.emit(spec.name, [], [Scalar("index")], {"value": f"{v} : index"})
