"""CLI commands of the lowering package: ``smith replay`` (a program from its header, or a
finding from its directory) and ``smith reduce`` (DuoReduce-style two-dimensional reduction of a
finding directory written by ``smith run``)."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import click
from rich.console import Console
from rich.status import Status

from ground.errors import UsageError
from ground.fsutil import read_input
from ground.header import read_header
from ground.release import Release
from lowering.findings.finding_test import Oracle, load_finding
from lowering.reduction.reduce import reduce_finding
from smith.app.options import (
    PATH,
    SECONDS,
    mlir_bin_option,
    release_of,
    release_options,
)
from smith.app.release import replay_toolchain_of
from smith.gen.program import generate_program, options_from_json
from smith.mutate import replay_mutant


@click.command()
@click.argument("paths", nargs=-1, required=True, type=PATH)
@click.option("--timeout", default=60.0, show_default=True,
              help="Seconds per mlir-opt / mlir-runner run (findings).")
@mlir_bin_option
@release_options
def replay(paths, timeout, mlir_bin, specs_root, mlir_python):
    """Replay programs and findings.

    A program file (``prog-NNNNN.mlir``): regenerate it from its header and check the bytes are
    identical; a mutant (``smith campaign --seeds``) is rebuilt from its seed file and the
    mutation steps its header records. A finding directory (``.../findings/<kind>/<name>``,
    or its ``repro.mlir``): re-run the finding with its recorded toolchain and pipelines and
    print "reproduced" or "not reproduced" with the two outputs (a difference) or the
    failure's signature. Exit 0 when every program is identical and every finding
    reproduces, else 1.
    """
    ok = True
    release = None
    for path in paths:
        finding = _finding_dir_of(path)
        if finding is not None:
            ok &= _replay_finding(finding, timeout, mlir_bin)
        else:
            if release is None:  # programs regenerate with the bindings of their release
                release = release_of(mlir_bin, specs_root, mlir_python)
            ok &= _replay_program(path, release)
    if not ok:
        sys.exit(1)


def _finding_dir_of(path: Path) -> Path | None:
    """The finding directory ``path`` names: a directory, or a file next to ``meta.json`` (or
    ``reduce.json``) that is not a generated program (``repro.mlir``, ``repro-ref.mlir``)."""
    if path.is_dir():
        return path
    marker = any((path.parent / m).is_file() for m in ("meta.json", "reduce.json"))
    if marker and path.name not in ("program.mlir",):
        return path.parent
    return None


def _replay_program(program: Path, release: Release) -> bool:
    """Regenerate a program from its header with the MLIR ``release`` (its version and
    specs); True when the bytes are identical.

    Raises:
        UsageError: unreadable file, no smith header, or a program of another MLIR release.
    """
    text = read_input(program)
    meta = read_header(text)
    version = release.version
    if meta is not None and "mutation" in meta:
        return _replay_mutant(program, text, meta, release)
    if meta is None or "template" in meta:
        raise UsageError(f"{program}: no replayable smith header")
    if "options" not in meta:  # e.g. an imported test piece (smith seeds import)
        raise UsageError(f"{program}: no generation options in its header (kind "
                         f"{meta.get('kind', '?')}):"
                         " nothing to regenerate")
    if meta.get("mlir_version") != version:
        raise UsageError(f"{program} was generated for MLIR {meta.get('mlir_version')}, the "
                         f"toolchain is MLIR {version}: replay it with --mlir-bin of that release")
    extra = {k: meta[k] for k in ("corpus_seed", "index") if k in meta}
    prog = generate_program(int(meta["seed"]), options_from_json(meta["options"]),
                            meta["mlir_version"], extra or None, specs_root=release.specs)
    if prog.text == text:
        click.echo(f"{program}: identical (seed {meta['seed']})")
        return True
    click.echo(f"{program}: DIFFERENT from the regenerated program (seed {meta['seed']})",
               err=True)
    return False


def _replay_mutant(program: Path, text: str, meta: dict, release: Release) -> bool:
    """Rebuild a mutant (``smith.mutate``) from its header: its seed file (unchanged), the
    ``Draw`` seed and the options; True when the bytes are identical.

    Raises:
        UsageError: the seed is missing or changed, or a mutant of another MLIR release.
    """
    version = release.version
    if meta.get("mlir_version") != version:
        raise UsageError(f"{program} was made for MLIR {meta.get('mlir_version')}, the "
                         f"toolchain is MLIR {version}: replay it with --mlir-bin of that release")
    m = meta["mutation"]
    if replay_mutant(text, str(program), specs_root=release.specs) == text:
        # a pipeline seed's mutant has no @main: an origin-only test (smith.app.origin_runs)
        kind = "; an origin-only test: run it along its origin test's pipelines" \
            if m.get("harnessed") is False else ""
        click.echo(f"{program}: identical (mutant of {m['seed_file']}, draw seed "
                   f"{m['draw_seed']}{kind})")
        return True
    click.echo(f"{program}: DIFFERENT from the rebuilt mutant (seed {m['seed_file']})", err=True)
    return False


def _replay_finding(d: Path, timeout: float, mlir_bin) -> bool:
    """Re-run the finding in ``d`` (``lowering.findings.finding_test``: the test of its
    ``repro.sh``) and
    print the outcome; True when it reproduces."""

    f = load_finding(d)
    tc = replay_toolchain_of(f.meta.get("toolchain"), mlir_bin)
    t = f.test
    recorded = f.meta.get("mlir_version")
    version = tc.version()
    click.echo(f"{d}: {t.finding_kind} finding"
               + (f" ({f.meta['program_id']})" if f.meta.get("program_id") else "")
               + f", MLIR {version} at {tc.bin_dir}"
               + (f" (recorded with MLIR {recorded})" if recorded and recorded != version
                  else ""))
    if t.signature:
        click.echo(f"  signature: {t.signature}")
    for role, step in (("reference", t.reference), ("divergent" if t.reference else "pipeline",
                                                    t.step)):
        if step is not None:
            click.echo(f"  {role}: {step.pipeline}")
    with tempfile.TemporaryDirectory(prefix="smith-replay-") as tmp:
        out = Oracle(tc, Path(tmp), timeout=timeout).check(t, f.program)
    click.echo(("reproduced: " if out.reproduced else "not reproduced: ") + out.reason)
    if out.outputs:
        ref = out.outputs.get("reference", "").rstrip("\n").split("\n")
        for role in ("reference", "divergent"):
            if role not in out.outputs:
                continue
            click.echo(f"{role} output:")
            for i, line in enumerate(out.outputs[role].rstrip("\n").split("\n")):
                mark = "!" if role == "divergent" and (i >= len(ref) or ref[i] != line) else " "
                click.echo(f" {mark} {line}")
    if out.signature:
        click.echo(f"  crash signature: {out.signature}")
    if out.failure and not out.reproduced and not out.outputs:
        click.echo("  " + "\n  ".join(out.failure.strip().splitlines()[:10]))
    return out.reproduced


@click.command()
@click.argument("finding_dir", type=PATH)
@click.option("--out", "-o", type=PATH, default=None,
              help="Output directory (default: FINDING_DIR/reduced).")
@click.option("--time-limit", default=300.0, show_default=True,
              help="Seconds for the whole reduction (0: no limit); what is reduced by then is "
                   "written.")
@click.option("--timeout", type=SECONDS, default=60.0, show_default=True,
              help="Seconds per mlir-opt / mlir-runner run.")
@click.option("--quiet", "-q", is_flag=True, help="No progress line.")
@click.option("--verbose", "-v", is_flag=True, help="Also print each reduction step.")
@mlir_bin_option
def reduce(finding_dir, out, time_limit, timeout, quiet, verbose, mlir_bin):
    """Reduce a finding: its pass list, then its IR (ops, constants, returned values).

    The test is the finding's own (what its repro.sh runs). Writes reduced.mlir, passes.txt,
    repro.mlir, reduce.json and reduce.sh (the reduced finding's test, also an mlir-reduce
    interestingness test); `smith replay OUT` replays the reduced finding.
    """

    if time_limit < 0 or timeout <= 0:
        raise UsageError("--time-limit must be >= 0 and --timeout > 0")
    finding = load_finding(finding_dir)
    tc = replay_toolchain_of(finding.meta.get("toolchain"), mlir_bin)
    log = (lambda s: click.echo(s, err=True)) if verbose and not quiet else (lambda s: None)
    with _ProgressLine(enabled=not quiet) as line:
        data = reduce_finding(finding_dir, out, tc, timeout=timeout, log=log,
                              time_limit=time_limit or None, progress=line.update)
    if data.get("stopped"):
        click.echo(f"smith: reduce stopped at the time limit ({time_limit:g} s); "
                   "the result so far is written", err=True)
    click.echo(json.dumps({k: data[k] for k in ("kind", "ops_before", "ops_after", "passes",
                                                "tests", "seconds", "stopped") if k in data}))


class _ProgressLine:
    """The reduction's progress on stderr: a rich status line on a terminal, else a plain line
    each time the size changes (and at least every 30 s)."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.live = None
        self.last: tuple[int, str] | None = None
        self.last_t = 0.0

    def __enter__(self):
        if self.enabled and sys.stderr.isatty():
            self.live = Status("reducing", console=Console(stderr=True))
            self.live.start()
        return self

    def __exit__(self, *exc) -> None:
        if self.live is not None:
            self.live.stop()

    def update(self, p: dict) -> None:
        if not self.enabled:
            return
        limit = f" of {p['time_limit']:.0f} s" if p.get("time_limit") else " s"
        text = (f"reduce: {p['ops']} ops (from {p['ops_before']}), {p['stage']}, "
                f"{p['tests']} tests, {p['elapsed']:.0f}{limit}")
        if self.live is not None:
            self.live.update(text)
            return
        key = (p["ops"], p["stage"])
        if key != self.last or p["elapsed"] - self.last_t >= 30:
            click.echo(text, err=True)
            self.last, self.last_t = key, p["elapsed"]
