"""What the player is told when their own folder cannot be used, in the language in use.

(``game.files.paths`` finds the folders and ``game.files.user_files`` says why one cannot be used; neither
may import the translations, which find their catalogs through ``game.files.paths``.)
"""

from __future__ import annotations

from typing import Final

from ..i18n import N_
from ..i18n.said import Said
from ..i18n.their_words import reason_words
from . import paths
from .user_files import why_not_a_folder

# ``why_not_a_folder``'s own words (the system's reasons are said by ``reason_words``).
FOLDER_WORDS: Final = (
    N_("it is a symbolic link to nothing"),
    N_("it is not a folder"),
    N_("it is a symbolic link that leads back to itself"),
)


def user_dir_problem() -> str | None:
    """Why the player's folder, or its saves folder, cannot be used (a link in a loop, a file in
    its place), or None. A missing folder is fine: it is made when something is first saved.
    (The variants folder's problem is the catalog's to report, with the files it left out.)
    """
    why = why_not_a_folder(paths.user_dir())
    if why:
        said = Said(
            "Your folder {folder} cannot be used ({why}): your settings, your own variants and the "
            "saved game are left out, and nothing is saved this time. Fix the link, or set Q2J_HOME "
            "to another folder.",
            folder=paths.user_dir(),
            why=reason_words(why),
        )
        return str(said)
    why = why_not_a_folder(paths.saves_dir())
    if why:
        said = Said(
            "Your saves folder {folder} cannot be used ({why}): games are not saved this time.",
            folder=paths.saves_dir(),
            why=reason_words(why),
        )
        return str(said)
    return None
