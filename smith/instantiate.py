"""Phase 2 (MLIRSmith, "template instantiation"): context-sensitive choice of types, shapes,
attributes and operands for each op of a template, then assembly of the module.

The module has the computation in ``func.func @compute(args) -> (results)`` and a
``func.func @main()`` that calls it on constants drawn from the same seeded RNG (biased to edge
values), so that optimization cannot fold the computation away; every value that nothing uses
is returned, so that it can be checksummed.
"""

from __future__ import annotations

from typing import Any

import attrs
import jinja2

from smith.builder import Builder, GenOptions, Value
from smith.draw import Draw
from smith.errors import Reject, UsageError
from smith.families import FAMILIES
from smith.spec import OpSpec
from smith.types import MemRef, Tensor, Vector
from smith.values import constant_attr, dense_literal

MAX_ATTEMPTS = 3
_ENV = jinja2.Environment(loader=jinja2.PackageLoader("smith", "templates"),
                          keep_trailing_newline=True, undefined=jinja2.StrictUndefined)


@attrs.frozen
class Instance:
    """A generated module before verification.

    Attributes:
        text: the module in (mostly) generic form.
        op_counts: how many times each template op was instantiated.
        rejected: template ops that could not be fitted (after MAX_ATTEMPTS tries).
    """

    text: str
    op_counts: dict[str, int]
    rejected: tuple[str, ...]


def _instantiate_body(b: Builder, entries: list[dict[str, Any]], specs: dict[str, OpSpec],
                      rejected: list[str]) -> None:
    """Instantiate ``entries`` into the builder's current scope. Region ops find their
    template children in ``b.entry["regions"]`` and call back through
    ``b.instantiate_entries``."""
    for entry in entries:
        name = entry["op"]
        spec = specs.get(name)
        if spec is None:
            raise UsageError(f"template op {name} has no spec")
        fn = FAMILIES.get(spec.family)
        if fn is None:
            raise UsageError(f"{name}: overlay names unknown family '{spec.family}'")
        for _ in range(MAX_ATTEMPTS):
            saved = b.entry
            b.entry = entry
            try:
                fn(b, spec)
                break
            except Reject:
                continue
            finally:
                b.entry = saved
        else:
            rejected.append(name)


def observable(b: Builder, v: Value) -> Value:
    """``v`` in a form that can leave its function/region and be checksummed: i1 tensors
    widened to i8; stack memrefs copied into a heap ``memref.alloc`` (an ``alloca`` must not
    outlive its function)."""
    if v.is_bool_tensor:
        return b.emit("tosa.cast", [v], [Tensor(v.type.shape, "i8")], pool=False,
                      kind="glue")[0]
    if isinstance(v.type, MemRef) and v.alloca:
        ty = MemRef(v.type.shape, v.type.elem)
        m = b.emit_text("memref.alloc", [], [ty], lambda: f"memref.alloc() : {ty.render()}",
                        kind="glue", pool=False, root=True)[0]
        b.emit_text("memref.copy", [v, m], [], lambda: (
            f"memref.copy {v.name}, {m.name} : {v.type.render()} to {ty.render()}"), kind="glue")
        return m
    return v


def function_results(b: Builder) -> list[Value]:
    """The values the current function returns: the sinks of its body scope (unused values and
    root memrefs, in definition order), made observable; at least one value."""
    out = [observable(b, v) for v in b.sinks()]
    if not out:
        last = next((v for v in reversed(b.pool) if not v.is_bool_tensor), None)
        if last is None:
            last = b.fresh(Tensor((1,), "i32"))
        out.append(observable(b, last))
    return out


def input_literal(draw: Draw, ty) -> str:
    """The ``value`` attribute of an ``arith.constant`` argument of ``@main``."""
    if isinstance(ty, Vector):
        return f"dense<{dense_literal(draw, ty)}> : {ty.render()}"
    return constant_attr(draw, ty)


def instantiate(draw: Draw, template: dict[str, Any], specs: dict[str, OpSpec],
                options: GenOptions) -> Instance:
    """Instantiate ``template`` into module text.

    Raises:
        UsageError: the template names an op or family that does not exist.
    """
    b = Builder(draw, options)
    rejected: list[str] = []
    b.instantiate_entries = lambda entries: _instantiate_body(b, entries, specs, rejected)
    for fn in template["functions"]:
        _instantiate_body(b, fn["body"], specs, rejected)
    results = function_results(b)
    args = [f"{a.name}: {a.type.render()}" for a in b.args]
    inputs, in_names = [], []
    for i, a in enumerate(b.args):
        name = f"%in{i}"
        inputs.append(f'{name} = "arith.constant"() <{{value = {input_literal(draw, a.type)}}}> : '
                      f"() -> {a.type.render()}")
        in_names.append(name)
    result_types = [v.type.render() for v in results]
    n = len(results)
    lhs = f"%r:{n} = " if n > 1 else "%r = "
    call = (f'{lhs}"func.call"({", ".join(in_names)}) <{{callee = @compute}}> : '
            f'({", ".join(a.type.render() for a in b.args)}) -> ({", ".join(result_types)})')
    text = _ENV.get_template("program.mlir.j2").render(
        args=args, result_types=result_types, body=b.lines,
        results=[v.name for v in results], inputs=inputs, call=call, functions=b.functions)
    return Instance(text=text, op_counts=dict(sorted(b.op_counts.items())),
                    rejected=tuple(rejected))
