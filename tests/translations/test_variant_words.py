"""The variants the game ships are named and described in the player's language; the catalog
takes their words from the variant files, so a new file without French fails the catalog test."""

from __future__ import annotations

from pathlib import Path

from game import i18n
from game.i18n import catalogs
from game.i18n.words import variant_description, variant_name
from game.variants import load_catalog


def test_every_shipped_variants_words_are_in_the_catalog() -> None:
    marked = catalogs.extract()
    catalog = load_catalog()
    for variant in catalog.variants.values():
        assert marked.get(variant.name) is not None, variant.id
        assert marked.get(variant.description) is not None, variant.id


def test_a_variant_reads_in_french_and_a_players_own_keeps_its_words(tmp_path: Path) -> None:
    own = tmp_path / "mine.yaml"
    own.write_text("id: mine\nextends: q2j\nname: Our kitchen rules\ndescription: As we play it.\n")
    catalog = load_catalog([own])
    i18n.use("fr")
    try:
        four = catalog.get("q2j-war-4")
        assert variant_name(four) == "Q Squared Joe War à 3 ou 4"
        assert variant_description(four).startswith("Tout le jeu partagé")
        assert variant_name(catalog.get("mine")) == "Our kitchen rules"
    finally:
        i18n.use("en")
    assert variant_name(catalog.get("q2j-war-4")) == "Q Squared Joe War for 3 or 4"
