"""Phase 2 (MLIRSmith, "template instantiation"): context-sensitive choice of types, shapes,
attributes and operands for each op of a template, then assembly of the module.

The module has the computation in ``func.func @compute(args) -> (results)`` and a
``func.func @main()`` that calls it on constants drawn from the same seeded RNG (biased to edge
values), so that optimization cannot fold the computation away; every value that nothing uses
is returned, so that it can be checksummed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs
import jinja2

from ground.draw import Draw
from ground.errors import Reject, UsageError
from smith.gen.builder import Builder
from smith.gen.families import FAMILIES
from smith.gen.gen_options import GenOptions
from smith.gen.idiom_data import require_idioms
from smith.gen.idioms import build_idiom, usable_idioms
from smith.gen.observable import function_results
from smith.gen.spec import OpSpec
from smith.gen.types import Vector
from smith.gen.values import constant_attr, dense_literal

MAX_ATTEMPTS = 3
_ENV = jinja2.Environment(loader=jinja2.PackageLoader("smith.gen", "templates"),
                          keep_trailing_newline=True, undefined=jinja2.StrictUndefined)


@attrs.frozen
class Instance:
    """A generated module before verification.

    Attributes:
        text: the module in (mostly) generic form.
        op_counts: how many times each template op was instantiated.
        rejected: template ops that could not be fitted (after MAX_ATTEMPTS tries).
        idioms: rewrite-pattern idiom name → times built in full (``GenOptions.idioms``).
    """

    text: str
    op_counts: dict[str, int]
    rejected: tuple[str, ...]
    idioms: dict[str, int] = attrs.field(factory=dict)


def _idiom_slot(b: Builder, specs: dict[str, OpSpec], idioms: list[dict[str, Any]],
                built: dict[str, int]) -> bool:
    """With probability ``GenOptions.idioms``, at the top level of ``@compute``, build a random
    idiom of ``idioms`` instead of the next template op; True when one was built (then the
    template op is not). Draws nothing when the rate is 0 or no idiom is usable."""
    if not (idioms and b.options.idioms and b.depth == 0 and b.fn.name == "compute"):
        return False
    if not b.draw.boolean(b.options.idioms):
        return False
    idiom = b.draw.choice(idioms)
    try:
        complete = build_idiom(b, idiom, specs)
    except Reject:
        return False
    if complete:
        built[idiom["name"]] = built.get(idiom["name"], 0) + 1
    return True


def _instantiate_body(b: Builder, entries: list[dict[str, Any]], specs: dict[str, OpSpec],
                      rejected: list[str], idioms: list[dict[str, Any]] | None = None,
                      built: dict[str, int] | None = None) -> None:
    """Instantiate ``entries`` into the builder's current scope. Region ops find their
    template children in ``b.entry["regions"]`` and call back through
    ``b.instantiate_entries``. ``idioms`` (usable idioms) and ``built`` (their counts) apply
    at the top level (:func:`_idiom_slot`)."""
    for entry in entries:
        if built is not None and _idiom_slot(b, specs, idioms or [], built):
            continue
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


def input_literal(draw: Draw, ty) -> str:
    """The ``value`` attribute of an ``arith.constant`` argument of ``@main``."""
    if isinstance(ty, Vector):
        return f"dense<{dense_literal(draw, ty)}> : {ty.render()}"
    return constant_attr(draw, ty)


def instantiate(draw: Draw, template: dict[str, Any], specs: dict[str, OpSpec],
                options: GenOptions, specs_root: Path | None = None) -> Instance:
    """Instantiate ``template`` into module text (``specs_root``: the specs directory whose
    idioms ``GenOptions.idioms`` draws, the release's; None: the shipped one).

    Raises:
        UsageError: the template names an op or family that does not exist.
    """
    b = Builder(draw, options)
    rejected: list[str] = []
    b.instantiate_entries = lambda entries: _instantiate_body(b, entries, specs, rejected)
    idioms = usable_idioms(specs, specs_root) if options.idioms else []
    if options.idioms:
        require_idioms(specs_root)
    built: dict[str, int] = {}
    for fn in template["functions"]:
        _instantiate_body(b, fn["body"], specs, rejected, idioms, built)
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
                    rejected=tuple(rejected), idioms=dict(sorted(built.items())))
