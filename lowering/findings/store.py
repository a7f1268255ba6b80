"""Write one finding (a program whose verdict is not ``ok``) to ``<out>/findings/<kind>/<id>/``.

Layout (every file written with :func:`ground.fsutil.atomic_write`):
- ``program.mlir``: the input program, byte for byte;
- ``path-<name>.sh``: runnable shell script with the exact mlir-opt / mlir-runner commands of
  the path (rewritten to read ``program.mlir`` from the script's directory);
- ``path-<name>.out`` / ``path-<name>.err``: stdout / stderr of the tools (compile then run);
- ``repro-<name>.mlir``: mlir-opt's crash reproducer when it wrote one;
- ``meta.json``: program id, seed and options from the program's ``//`` header, smith and
  MLIR versions, the toolchain's directories, verdict, signature(s), every path's pipeline and
  status, the finding's test (``lowering.findings.finding_test``) and the commands that replay it
  (``how_to``).
"""

from __future__ import annotations

import json
import shlex
import threading
from collections.abc import Sequence
from pathlib import Path

from ground.fsutil import atomic_write
from ground.header import parse_header
from ground.toolchain import Toolchain
from ground.version import __version__
from lowering.execute import PathResult, opt_argv, runner_argv
from lowering.failure import signature_hash
from lowering.verdict import Verdict


def how_to(toolchain: Toolchain) -> dict[str, str]:
    """The commands that work on a finding directory DIR (``meta.json`` ``how_to``)."""
    return {
        "replay": "smith replay DIR  (re-runs the finding with the recorded toolchain and "
                  "pipelines; exit 0: reproduced)",
        "reproduce": "DIR/repro.sh [CANDIDATE.mlir]  (plain sh, absolute tool paths; exit 1: "
                     "reproduced)",
        "reduce": "smith finding reduce DIR  (writes DIR/reduced/)",
        "lower": f"{toolchain.mlir_opt} DIR/repro.mlir --run-reproducer -o out.mlir  (runs "
                 "the pipeline only)",
    }


def _sh_word(arg: str) -> str:
    """Quote one argument for sh, leaving a ``$HERE`` part expandable."""
    if "$HERE" not in arg:
        return shlex.quote(arg)
    pre, post = arg.split("$HERE", 1)
    return (shlex.quote(pre) if pre else "") + '"$HERE"' + (shlex.quote(post) if post else "")


def _script(toolchain: Toolchain, r: PathResult) -> str:
    here = Path("$HERE")
    oargv = opt_argv(
        toolchain,
        here / "program.mlir",
        r.path,
        here / f"lowered-{r.path.name}.mlir",
        here / f"repro-{r.path.name}.mlir",
    )
    rargv = runner_argv(toolchain, here / f"lowered-{r.path.name}.mlir", r.entry)

    def q(argv: list[str]) -> str:
        return " ".join(_sh_word(a) for a in argv)

    return (
        "#!/bin/sh\n"
        f"# path {r.path.name}: {r.path.pipeline()}\n"
        "# lowers program.mlir next to this script along the path and runs it (writes\n"
        f"# lowered-{r.path.name}.mlir here); replay the finding: smith replay <this directory>\n"
        "# smith run ran (in its scratch directory, since removed):\n"
        + "".join(f"#   {c}\n" for c in r.commands)
        + 'HERE="$(cd "$(dirname "$0")" && pwd)"\n'
        + f"{q(oargv)} || exit $?\n"
        + f"{q(rargv)}\n"
    )


def write_finding(
    out_dir: str | Path,
    program_id: str,
    program_text: str,
    verdict: Verdict,
    results: Sequence[PathResult],
    toolchain: Toolchain,
    verify_stderr: str = "",
) -> Path:
    """Write the finding directory and return it (``<out>/findings/<kind>/<id>``)."""
    d = Path(out_dir) / "findings" / verdict.kind / program_id
    write_finding_dir(d, program_id, program_text, verdict, results, toolchain, verify_stderr)
    return d


def write_finding_dir(
    d: Path,
    program_id: str,
    program_text: str,
    verdict: Verdict,
    results: Sequence[PathResult],
    toolchain: Toolchain,
    verify_stderr: str = "",
    extra_meta: dict | None = None,
) -> dict:
    """Write program, per-path scripts/outputs and ``meta.json`` into ``d``; return the meta."""
    d.mkdir(parents=True, exist_ok=True)
    atomic_write(d / "program.mlir", program_text)
    if verify_stderr:
        atomic_write(d / "verify.err", verify_stderr)
    paths_meta = []
    for r in results:
        name = r.path.name
        atomic_write(d / f"path-{name}.sh", _script(toolchain, r), executable=True)
        atomic_write(d / f"path-{name}.out", r.compile.stdout + (r.run.stdout if r.run else ""))
        atomic_write(d / f"path-{name}.err", r.compile.stderr + (r.run.stderr if r.run else ""))
        if r.reproducer and r.reproducer.exists():
            atomic_write(d / f"repro-{name}.mlir", r.reproducer.read_bytes())
        pv = next((p for p in verdict.paths if p.name == name), None)
        paths_meta.append(
            {
                "name": name,
                "pipeline": r.path.pipeline(),
                "passes": list(r.path.passes),
                "func_nested": sorted(r.path.func_nested),
                "output": r.output,
                "stage": r.stage,
                "status": pv.status if pv else None,
                "signature": pv.signature if pv else None,
                "seconds": round(r.seconds, 3),
                "commands": list(r.commands),
            }
        )
    header = parse_header(program_text)
    options = header.get("options")
    if isinstance(options, str):
        try:
            options = json.loads(options)
        except json.JSONDecodeError:
            pass
    meta = {
        "program_id": program_id,
        "seed": header.get("seed"),
        "options": options,
        "program_smith_version": header.get("smith_version"),
        "program_mlir_version": header.get("mlir_version"),
        "smith_version": __version__,
        "mlir_version": toolchain.version(),
        "verdict": verdict.kind,
        "signature": verdict.signature,
        "known": verdict.known,
        "known_id": verdict.known_id,
        "crash_kind": verdict.crash_kind,
        "signatures": list(verdict.signatures),
        "paths": paths_meta,
        "toolchain": {"bin_dir": str(toolchain.bin_dir), "lib_dir": str(toolchain.lib_dir)},
        "how_to": how_to(toolchain),
    }
    meta.update(extra_meta or {})
    atomic_write(d / "meta.json", json.dumps(meta, indent=1, sort_keys=True) + "\n")
    atomic_write(d / "VERSION", toolchain.version_banner() + "\n")
    return meta




class FindingStore:
    """Findings deduplicated by bug: ``<out>/findings/<kind>/<signature-hash>/`` is written
    once per signature (by the ``writer`` callback of the first hit), and ``hits.json`` counts
    every hit (program ids, first 100). A signature of a known MLIR bug (``known_crashes.json``,
    ``known_wrong_code.json``) is counted under the bug's id in ``<out>/known_hits.json`` with
    every signature seen, and gets no directory; with ``report_known`` it gets one directory per
    known bug (``<kind>/<bug id>``), whose ``hits.json`` lists the signatures.
    Thread-safe.
    """

    def __init__(self, out_dir: str | Path) -> None:
        self.out = Path(out_dir)
        self._lock = threading.Lock()
        self.hits: dict[tuple[str, str], dict] = {}
        self.known: dict[str, dict] = {}

    def record(self, kind: str, signature: str, program_id: str, known_id: str | None,
               writer=None, extra: dict | None = None, report_known: bool = False
               ) -> Path | None:
        """Count one hit; call ``writer(dir)`` for the first hit of a new signature (of a new
        known bug under ``report_known``: its directory is named by the bug's id); ``extra``:
        more fields of the signature's hit record (``near_miss``: the known entry whose key
        matched but whose confirmation failed, ``lowering.findings.confirm``; ``replay``: the
        command
        that replays a finding ``smith replay`` does not, ``DIR`` standing for its directory).
        Returns the finding directory (None for a known bug without ``report_known``)."""

        if known_id:
            with self._lock:
                e = self.known.setdefault(known_id, {"id": known_id, "kind": kind, "count": 0,
                                                     "signatures": [], "programs": []})
                e["count"] += 1
                if signature not in e["signatures"]:
                    e["signatures"].append(signature)
                if len(e["programs"]) < 100:
                    e["programs"].append(program_id)
                data = json.dumps(sorted(self.known.values(), key=lambda x: x["id"]), indent=1)
                atomic_write(self.out / "known_hits.json", data + "\n")
            if not report_known:
                return None
        key = (kind, f"known: {known_id}" if known_id else signature)
        d = self.out / "findings" / kind / (known_id or signature_hash(*key))
        with self._lock:
            e = self.hits.get(key)
            new = e is None
            if new:
                e = {"kind": kind, "signature": signature, "hash": d.name, "count": 0,
                     "programs": [], "first": program_id, "known_id": known_id,
                     "signatures": []} | (extra or {})
                self.hits[key] = e
            e["count"] += 1
            if signature not in e["signatures"]:
                e["signatures"].append(signature)
            if len(e["programs"]) < 100:
                e["programs"].append(program_id)
        if new:
            d.mkdir(parents=True, exist_ok=True)
            if writer is not None:
                writer(d)
        with self._lock:
            atomic_write(d / "hits.json", json.dumps(e, indent=1, sort_keys=True) + "\n")
        return d

    def summary(self) -> dict:
        """``{"findings": [...], "known": [...]}`` sorted by count: a finding directory per
        unknown signature (and per known bug under ``report_known``), a known bug per id with
        its kind and signatures."""
        with self._lock:
            f = sorted(self.hits.values(), key=lambda e: (-e["count"], e["kind"], e["hash"]))
            k = sorted(self.known.values(), key=lambda e: (-e["count"], e["id"]))
            return {"findings": [{x: e[x] for x in ("kind", "hash", "count", "signature",
                                                     "known_id", "near_miss", "replay")
                                  if x in e}
                                 for e in f],
                    "known": [{x: e[x] for x in ("id", "kind", "count", "signatures")}
                              for e in k]}
