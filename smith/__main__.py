"""``python -m smith`` runs the smith command line."""

from smith.app.cli import main

main()
