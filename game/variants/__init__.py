"""Variant files (YAML in config/ and the player's folder) turned into validated variants."""

from .catalog import Catalog, load_catalog, read_file

__all__ = ["Catalog", "load_catalog", "read_file"]
