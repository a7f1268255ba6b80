"""Build small smith-shaped programs (``@compute`` + ``@main`` calling it on constants) for the
TOSA reference-model tests."""

from __future__ import annotations


def program(args: list[tuple[str, str]], body: str, results: list[tuple[str, str]]) -> str:
    """A module with ``func.func @compute(args) -> results`` holding ``body`` and a ``@main``
    that calls it on constants.

    Args:
        args: (type, constant literal) per argument, e.g. ``("tensor<2xi32>", "dense<[1, 2]>")``;
            arguments are ``%a0``, ``%a1``, ...
        body: the ops of ``@compute`` (without the return).
        results: (SSA name, type) of the returned values.
    """
    sig = ", ".join(f"%a{i}: {t}" for i, (t, _) in enumerate(args))
    rtypes = ", ".join(t for _, t in results)
    consts = "\n".join(f"    %c{i} = arith.constant {lit} : {t}" for i, (t, lit) in enumerate(args))
    call_args = ", ".join(f"%c{i}" for i in range(len(args)))
    in_types = ", ".join(t for t, _ in args)
    n = len(results)
    lhs = "%r" if n == 1 else f"%r:{n}"
    return (f"module {{\n  func.func @compute({sig}) -> ({rtypes}) {{\n{body}\n"
            f"    return {', '.join(v for v, _ in results)} : {rtypes}\n  }}\n"
            f"  func.func @main() {{\n{consts}\n"
            f"    {lhs} = func.call @compute({call_args}) : ({in_types}) -> ({rtypes})\n"
            f"    return\n  }}\n}}\n")
