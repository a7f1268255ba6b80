"""Fixture enumeration shared by the ubfix tests."""

from ubfix_helpers import FIXTURES


def all_fixture_texts():
    return [(p.name, p.read_text()) for p in sorted(FIXTURES.glob("*.mlir"))]
