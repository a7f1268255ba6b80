"""``smith coverage DIR``: the rewrite patterns a campaign or a corpus run exercised."""

from __future__ import annotations

import json

import click

from smith.app.coverage_against import compare, load_pairs, render_against
from smith.app.options import PATH
from smith.app.pattern_coverage import load_coverage, render, summarize


@click.command()
@click.argument("directory", type=PATH)
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@click.option("--top", type=click.IntRange(min=1), default=10, show_default=True,
              help="Programs and single-program patterns listed in the table.")
@click.option("--first", type=click.IntRange(min=1), default=None,
              help="Only the first N programs (campaign: by program index; run: in "
                   "verdicts.jsonl order), e.g. to compare corpora of equal size or to draw "
                   "a growth curve.")
@click.option("--against", type=PATH, default=None,
              help="Compare with another set of applied (pass, pattern) pairs: a PAIRS.json of "
                   "smith seeds import --coverage (MLIR's own tests) or another directory; "
                   "per pass, with the pairs only one side applies.")
def coverage(directory, as_json, top, first, against):
    """Rewrite patterns tried and applied in DIRECTORY (a campaign, a `smith run` results
    directory, or a corpus with its results in DIRECTORY/run): per pass, per dialect, the
    patterns only one program applies, the programs applying the most patterns first."""
    data = load_coverage(directory, first)
    if against is not None:
        doc = compare(data, load_pairs(against))
        click.echo(json.dumps(doc, indent=1) if as_json else render_against(doc, top))
        return
    doc = summarize(data, top=top)
    click.echo(json.dumps(doc, indent=1) if as_json else render(doc, top))
