"""The layers of smith, checked by walking every module's imports with ``ast``.

One table (:data:`LAYERS`) gives each package its layer. A module may import its own package
and any package of a lower layer, never a package of its own or a higher layer; no import hides
inside a function; modules load later only through the command line's lazy group and
``ground.lazy`` (heavy or optional libraries, :data:`ground.lazy.LIBRARIES`); no two files import
each other, directly or through others; no module is over 600 lines and no function over 80.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ground.lazy import LIBRARIES

ROOT = Path(__file__).resolve().parents[1]

#: package (longest prefix wins) -> layer; a package imports only lower layers and itself.
LAYERS = {
    "ground": 0,
    "specs": 0,
    "ubfix": 1,
    "extract": 1,
    "lowering": 2,  # drawing and running lowering paths: pass map, paths, pipeline, execute, verdict
    "lowering.findings": 3,  # findings and their triage
    "lowering.reduction": 4,  # reducing a finding's program
    "lowering.run": 4,  # one program end to end: paths, judges, report, summaries
    "smith": 5,  # the generator (smith.gen) and seed mutation (smith.mutate)
    "judges": 5,
    "smith.app": 6,  # the CLI, campaign driver, executors, corpus, report, export
    "smith.__main__": 7,  # python -m smith
}
#: the modules that may import a module after start-up (``importlib``): the lazy group of
#: subcommands and the loader of heavy libraries
LAZY_LOADERS = {"smith.app.cli", "ground.lazy"}
MAX_MODULE_LINES = 600
MAX_FUNCTION_LINES = 80


def _modules() -> dict[str, Path]:
    mods = {}
    for top in {k.split(".")[0] for k in LAYERS}:
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).with_suffix("")
            parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
            mods[".".join(parts)] = path
    return mods


MODULES = _modules()


def _package(module: str) -> str:
    """The :data:`LAYERS` key that owns ``module`` (the longest matching prefix)."""
    best = ""
    for key in LAYERS:
        if (module == key or module.startswith(key + ".")) and len(key) > len(best):
            best = key
    return best


def _imports(module: str, path: Path) -> list[tuple[str, ast.stmt, bool]]:
    """(imported module, import node, inside a function) for every import of ``module``."""
    tree = ast.parse(path.read_text())
    in_function = {id(n) for f in ast.walk(tree)
                   if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
                   for n in ast.walk(f) if isinstance(n, (ast.Import, ast.ImportFrom))}
    is_pkg = path.name == "__init__.py"
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = module.split(".")[: len(module.split(".")) - (0 if is_pkg else 1)]
                parts = parts[: len(parts) - (node.level - 1)]
                base = ".".join(parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base
                       for a in node.names]
        else:
            continue
        out.extend((t, node, id(node) in in_function) for t in targets)
    return out


def _ours(target: str) -> str | None:
    """The module of ours that ``target`` names (a module or a name inside one), else None."""
    while target:
        if target in MODULES:
            return target
        target = target.rpartition(".")[0]
    return None


def test_every_package_has_a_layer():
    assert all(_package(m) for m in MODULES)


def test_imports_run_downward_only():
    upward = []
    for module, path in MODULES.items():
        own = _package(module)
        for target, node, _ in _imports(module, path):
            dep = _ours(target)
            if dep is None:
                continue
            other = _package(dep)
            if other != own and LAYERS[other] >= LAYERS[own]:
                upward.append(f"{path.relative_to(ROOT)}:{node.lineno} imports {dep}")
    assert upward == []


def test_no_import_inside_a_function():
    hidden = [f"{path.relative_to(ROOT)}:{node.lineno} {target}"
              for module, path in MODULES.items()
              for target, node, inner in _imports(module, path) if inner]
    assert hidden == []


def test_late_imports_only_through_the_lazy_loaders():
    """``importlib.import_module`` and ``__import__`` are called only in :data:`LAZY_LOADERS`;
    the libraries ``ground.lazy`` loads are never imported by an import statement."""
    heavy = {name.split(".")[0] for name in LIBRARIES} | {"dask", "tosa_tools"}
    late, eager = [], []
    for module, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and _called(node) in ("import_module", "__import__") \
                    and module not in LAZY_LOADERS:
                late.append(f"{path.relative_to(ROOT)}:{node.lineno}")
        eager += [f"{path.relative_to(ROOT)}:{node.lineno} {target}"
                  for target, node, _ in _imports(module, path)
                  if target.split(".")[0] in heavy]
    assert late == []
    assert eager == []


def _called(call: ast.Call) -> str | None:
    """The name of the function a call calls (``f(...)``, ``m.f(...)``)."""
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def test_no_import_cycle_between_files():
    graph = {m: {d for t, _, _ in _imports(m, p) if (d := _ours(t)) and d != m}
             for m, p in MODULES.items()}
    # a package's __init__ is imported with each of its modules: not an edge of a cycle
    graph = {m: {d for d in deps if not m.startswith(d + ".")} for m, deps in graph.items()}
    state: dict[str, int] = {}
    cycles = []

    def visit(m: str, stack: list[str]) -> None:
        state[m] = 1
        stack.append(m)
        for d in sorted(graph[m]):
            if state.get(d) == 1:
                cycles.append(" -> ".join(stack[stack.index(d):] + [d]))
            elif d not in state:
                visit(d, stack)
        stack.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [])
    assert cycles == []


@pytest.mark.parametrize("limit", [MAX_MODULE_LINES])
def test_modules_are_small(limit):
    big = [f"{p.relative_to(ROOT)}: {n}" for p in MODULES.values()
           if (n := len(p.read_text().splitlines())) > limit]
    assert big == []


def test_functions_are_short():
    long = []
    for path in MODULES.values():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                n = node.end_lineno - node.lineno + 1
                if n > MAX_FUNCTION_LINES:
                    long.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}: {n}")
    assert long == []
