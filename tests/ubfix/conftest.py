"""Fixtures for tests/ubfix; the helpers live in ubfix_helpers.py (a unique module name, so
``from ubfix_helpers import ...`` cannot pick up another directory's conftest)."""

from ubfix_helpers import _no_symbolization, tc  # noqa: F401  (fixtures)
