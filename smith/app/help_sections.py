"""``--help`` in headed sections for the commands with many options (``smith campaign``,
``smith run``): the command's main options first, under click's usual "Options" heading, then
every other option under the heading of the section it was declared with ("Lowering paths",
"Judges", ...), in the order of :data:`SECTIONS`. Plain click (``click.Command.format_options``
overridden; an option carries its section as an attribute), so a command that is not a
:class:`SectionedCommand` lists the same options as before, in one block."""

from __future__ import annotations

from collections.abc import Sequence

import click

#: the headings of the sections, in the order ``--help`` lists them
SECTIONS = ("Generation", "Seeds and mutation", "Lowering paths", "Judges",
            "Coverage and guidance", "Execution", "Toolchain", "Output")
MAIN = "Options"  # the heading of a command's main options (click's own)


class SectionOption(click.Option):
    """A click option with the ``--help`` section it is listed under.

    Attributes:
        section: a heading of :data:`SECTIONS` (None: listed with the main options).
        unlisted: names the option accepts but ``--help`` does not show (older spellings,
            such as ``--seed`` of ``smith run --path-seed``).
    """

    def __init__(self, *args, section: str | None = None, unlisted: Sequence[str] = (),
                 **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.section = section
        self.unlisted = tuple(unlisted)

    def get_help_record(self, ctx: click.Context) -> tuple[str, str] | None:
        """As ``click.Option.get_help_record``, without the :attr:`unlisted` names."""
        if not self.unlisted:
            return super().get_help_record(ctx)
        opts = self.opts
        self.opts = [o for o in opts if o not in self.unlisted]
        try:
            return super().get_help_record(ctx)
        finally:
            self.opts = opts


def option(*decls: str, section: str | None = None, unlisted: Sequence[str] = (), **kwargs):
    """``click.option`` of a :class:`SectionOption` (``section``, ``unlisted`` as there)."""
    return click.option(*decls, cls=SectionOption, section=section, unlisted=unlisted, **kwargs)


class SectionedCommand(click.Command):
    """A click command whose ``--help`` lists ``main_options`` (parameter names, in that order)
    and the options without a section under "Options", then the other options by section.

    Raises:
        ValueError: a name of ``main_options`` that is no parameter of the command, or a
            section not in :data:`SECTIONS` (when the help is formatted).
    """

    def __init__(self, *args, main_options: Sequence[str] = (), **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.main_options = tuple(main_options)

    def sections(self, ctx: click.Context) -> dict[str, list[click.Parameter]]:
        """Heading -> the visible options listed under it, in the order of ``--help``."""
        params = {p.name: p for p in self.get_params(ctx)}
        missing = [n for n in self.main_options if n not in params]
        if missing:
            raise ValueError(f"{self.name}: main options {missing} are no parameters")
        out: dict[str, list[click.Parameter]] = {MAIN: [params[n] for n in self.main_options]}
        out |= {s: [] for s in SECTIONS}
        for p in params.values():
            if p.name in self.main_options or p.get_help_record(ctx) is None:
                continue
            section = getattr(p, "section", None) or MAIN
            if section not in out:
                raise ValueError(f"{self.name}: option {p.name} has the unknown section "
                                 f"{section!r}")
            out[section].append(p)
        return {s: ps for s, ps in out.items() if ps}

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """As ``click.Command.format_options``, one headed block per section."""
        for heading, params in self.sections(ctx).items():
            with formatter.section(heading):
                formatter.write_dl([p.get_help_record(ctx) for p in params])
