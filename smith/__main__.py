"""``python -m smith`` runs the smith command line."""

from smith.cli import main

main()
