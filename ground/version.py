"""The smith release: written into every program header, manifest, finding and summary."""

__version__ = "0.1.0"
