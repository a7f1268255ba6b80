"""func family: ``func.call`` of an extra private function generated from the template entry's
region (MLIR func dialect docs). The callee has its own function context (arguments, pool,
scopes); it returns its sinks, so nothing it computes is lost; the call site passes pooled
values of the callee's argument types."""

from __future__ import annotations

from smith.gen.builder import Builder
from smith.gen.families.registry import family
from smith.gen.families.shaped import names, region_children, result_value_kw, types
from smith.gen.observable import function_results
from smith.gen.spec import OpSpec


@family("func_call")
def func_call(b: Builder, spec: OpSpec) -> None:
    name = f"f{len(b.functions)}"
    b.functions.append("")  # reserve the name (callees may nest)
    slot = len(b.functions) - 1
    with b.function(name, max_args=4) as fn:
        b.instantiate_entries(region_children(b, 0))
        results = function_results(b)
        for v in results:
            v.uses += 1
        args = list(fn.args)
        lines = list(fn.scopes[0].lines)
    res_t = ", ".join(v.type.render() for v in results)
    sig = ", ".join(f"{a.name}: {a.type.render()}" for a in args)
    text = [f"  func.func private @{name}({sig}) -> ({res_t}) {{"]
    text += ["    " + ln for ln in lines]
    text.append(f'    "func.return"({names(results)}) : ({res_t}) -> ()')
    text.append("  }")
    b.functions[slot] = "\n".join(text)
    operands = [b.get(a.type, p_reuse=0.9) for a in args]
    out = b.emit_text("func.call", operands, [v.type for v in results], lambda: (
        f'"func.call"({names(operands)}) <{{callee = @{name}}}> : ({types(operands)}) -> '
        f"({res_t})"))
    for v in out:
        if result_value_kw(v.type):
            v.root = True
