"""What the selected ``mlir-opt`` accepts: its registered passes, and each pass text of the
lowering data (``passmap.json``, ``optrec.json``) tried once, cached per ``mlir-opt`` build.

Pass names and options move between MLIR releases (``math-expand-ops`` exists from 22 on;
``affine-loop-unroll{unroll-full}`` is an option of 21 that 22 replaced by
``unroll-factor=-1``), so the data files are checked against the toolchain in use, not against
the release they were written for. A pass text is *accepted* when its base name is registered
(:func:`registered_passes`) and ``mlir-opt`` builds a pipeline holding it, nested the way
smith runs it (inside ``func.func(...)`` for func-nested passes, as
:func:`lowering.pipeline.render` does), on an empty module. All texts are first tried together
in one pipeline; only if that fails is each tried alone, so a release that accepts everything
costs one run.

This module is the bottom of ``lowering/``: the pass-text helpers (:func:`base_name`,
:func:`pass_text`) live here so that the pass map and the pipeline runner can use them.

Cache: ``$XDG_CACHE_HOME/smith/passes/<version>-<key>.json`` (default ``~/.cache``), ``key``
from the binary's resolved path, size, modification time and ``--version`` banner; it maps each
tried pass text to None (accepted) or mlir-opt's first error line. A missing or unreadable cache
is rebuilt; writes are atomic.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import threading
from collections.abc import Iterable
from pathlib import Path

import attrs

from ground.errors import ToolchainError
from ground.fsutil import atomic_write_json
from ground.proc import run_tool
from ground.toolchain import Toolchain

EMPTY_MODULE = "module {\n  func.func @f() {\n    return\n  }\n}\n"
PROBE_TIMEOUT = 60.0
_LOCK = threading.Lock()


def base_name(node: str) -> str:
    """The registered pass name of a node: ``"one-shot-bufferize{a b}#o1"`` ->
    ``"one-shot-bufferize"``.

    A node may carry options in braces and an instance tag after ``#`` (used to repeat a pass).
    """
    return node.split("#", 1)[0].split("{", 1)[0].strip()


def pass_text(node: str) -> str:
    """The pass as written in a pipeline (options kept, instance tag dropped)."""
    return node.split("#", 1)[0].strip()


@functools.lru_cache(maxsize=8)
def registered_passes(mlir_opt: str) -> frozenset[str]:
    """Pass and pass-pipeline names registered in ``mlir_opt`` (cached per binary path).

    Source: ``mlir-opt --list-passes`` (two-space indented ``--name`` lines; 291 passes in
    22.1.8) and the "Pass Pipelines:" section of ``mlir-opt --help`` (toolchain.md section 6).

    Raises:
        ToolchainError: mlir-opt cannot list its passes.
    """
    listed = run_tool([mlir_opt, "--list-passes"], timeout=60)
    if not listed.ok:
        raise ToolchainError(f"{mlir_opt} --list-passes failed (rc={listed.returncode})")
    names = set(re.findall(r"^  --([A-Za-z0-9][\w-]*)", listed.stdout, flags=re.M))
    helped = run_tool([mlir_opt, "--help"], timeout=60)
    section = helped.stdout.split("Pass Pipelines:", 1)
    if len(section) == 2:
        body = section[1].split("\n    Passes:", 1)[0]
        names.update(re.findall(r"^      --([A-Za-z0-9][\w-]*)", body, flags=re.M))
    return frozenset(names)


@attrs.frozen
class PassSupport:
    """The answer for one ``mlir-opt``.

    Attributes:
        mlir_opt: the binary asked.
        version: its MLIR version (``mlir-opt --version``).
        passes: registered pass and pass-pipeline names.
        tried: pass text -> None when accepted, else the first line of mlir-opt's error.
    """

    mlir_opt: str
    version: str
    passes: frozenset[str]
    tried: dict[str, str | None] = attrs.field(hash=False)

    def accepts(self, text: str) -> bool:
        """The pass ``text`` (options kept, ``#tag`` ignored) is registered and was accepted."""
        return base_name(text) in self.passes and self.tried.get(pass_text(text)) is None

    def why(self, text: str) -> str:
        """Why ``text`` is not accepted (empty when it is)."""
        if base_name(text) not in self.passes:
            return "no such pass"
        return self.tried.get(pass_text(text)) or ""


def cache_dir() -> Path:
    """``$XDG_CACHE_HOME/smith/passes`` (default ``~/.cache/smith/passes``)."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "smith" / "passes"


def _cache_file(toolchain: Toolchain, root: Path) -> Path:
    exe = Path(toolchain.mlir_opt).resolve()
    st = exe.stat()
    ident = f"{exe}|{st.st_size}|{st.st_mtime_ns}|{toolchain.version_banner()}"
    key = hashlib.sha256(ident.encode()).hexdigest()[:16]
    return root / f"{toolchain.version()}-{key}.json"


def _read_cache(path: Path) -> dict[str, str | None]:
    try:
        data = json.loads(path.read_text())
        tried = data["tried"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    if not isinstance(tried, dict):
        return {}
    return {str(k): (None if v is None else str(v)) for k, v in tried.items()}


def _first_error(res) -> str:
    lines = [ln.strip() for ln in (res.stderr + res.stdout).splitlines() if ln.strip()]
    if res.timed_out:
        return f"timed out after {PROBE_TIMEOUT:g}s"
    useful = [ln for ln in lines if "error" in ln.lower() or "invalid" in ln.lower()]
    return (useful or lines or [f"exit {res.returncode}"])[0]


def _try(toolchain: Toolchain, texts: list[str], func_nested: frozenset[str]):
    parts = [f"func.func({t})" if base_name(t) in func_nested else t for t in texts]
    return run_tool([toolchain.mlir_opt, f"--pass-pipeline=builtin.module({','.join(parts)})",
                     "-o", os.devnull], stdin=EMPTY_MODULE, timeout=PROBE_TIMEOUT)


def probe_passes(toolchain: Toolchain, texts: Iterable[str], func_nested: Iterable[str],
                 root: Path | None = None) -> PassSupport:
    """Try every pass text of ``texts`` not yet in the cache; return the :class:`PassSupport`.

    Args:
        toolchain: provides ``mlir-opt``.
        texts: pass texts (options in braces, ``#tag`` suffixes allowed).
        func_nested: base names rendered inside ``func.func(...)``.
        root: cache directory (default :func:`cache_dir`).

    Raises:
        ToolchainError: ``mlir-opt`` cannot be run or cannot list its passes.
    """
    nested = frozenset(func_nested)
    known = registered_passes(str(toolchain.mlir_opt))
    path = _cache_file(toolchain, Path(root) if root is not None else cache_dir())
    with _LOCK:
        tried = _read_cache(path)
        todo = sorted({pass_text(t) for t in texts} - set(tried))
        for t in [t for t in todo if base_name(t) not in known]:
            tried[t] = "no such pass"
            todo.remove(t)
        if todo:
            if _try(toolchain, todo, nested).ok:
                tried.update(dict.fromkeys(todo))
            else:
                for t in todo:
                    res = _try(toolchain, [t], nested)
                    tried[t] = None if res.ok else _first_error(res)
            try:
                atomic_write_json(path, {"mlir_opt": str(toolchain.mlir_opt),
                                         "version": toolchain.version(), "tried": tried})
            except OSError:
                pass  # a read-only cache only costs a probe next time
    return PassSupport(mlir_opt=str(toolchain.mlir_opt), version=toolchain.version(),
                       passes=known, tried=dict(tried))


def dropped_message(source: str, support: PassSupport, dropped: Iterable[str]) -> str:
    """The one-line warning listing the passes a data file loses with this toolchain."""
    items = [f"{t} ({support.why(t)})" for t in sorted(set(dropped))]
    return (f"{source}: dropped {len(items)} pass(es) that {support.mlir_opt} "
            f"(MLIR {support.version}) does not accept: {'; '.join(items)}")
