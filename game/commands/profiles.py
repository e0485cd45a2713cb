"""``q2j profiles``: list, add, rename, change and delete the people who play at this computer."""

from __future__ import annotations

import argparse
from typing import Any

from ..i18n import _
from .common import CommandError
from .history_db import open_history_db


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "profiles",
        help=_("the people who play here: list, add, rename, change, delete"),
        description=_(
            "Profiles are the people who play at this computer: a name, a seat plate colour, "
            "a birthday for Crazy Jokers. A person at the table counts as the profile of the same name. "
            "Deleting a profile keeps its games in the history, under the name they were played under."
        ),
    )
    parser.set_defaults(run=run_list)
    actions = parser.add_subparsers(dest="action", metavar="ACTION", title=_("actions"))
    add = actions.add_parser("add", help=_("a new profile"))
    add.add_argument("name")
    add.add_argument("--colour", help=_("the seat plate's colour (default: one no one has yet)"))
    add.add_argument("--birthday", metavar=_("YYYY-MM-DD"))
    add.set_defaults(run=run_add)
    rename = actions.add_parser("rename", help=_("give a profile another name"))
    rename.add_argument("name")
    rename.add_argument("new_name")
    rename.set_defaults(run=run_rename)
    change = actions.add_parser("change", help=_("a profile's colour or birthday"))
    change.add_argument("name")
    change.add_argument("--colour")
    change.add_argument("--birthday", metavar="YYYY-MM-DD")
    change.add_argument("--no-birthday", action="store_true", help=_("forget the birthday"))
    change.set_defaults(run=run_change)
    delete = actions.add_parser("delete", help=_("forget a profile (its games stay in the history)"))
    delete.add_argument("name")
    delete.set_defaults(run=run_delete)


def _line(profile: Any) -> str:
    birthday = f", born {profile.birthday}" if profile.birthday else ""
    return f"{profile.name} ({profile.colour}{birthday})"


def run_list(args: argparse.Namespace) -> int:
    from ..history.profiles import PALETTE, list_profiles

    db = open_history_db()
    try:
        found = list_profiles(db)
    finally:
        db.close()
    if not found:
        print(_("No profiles yet: `q2j profiles add NAME` makes one."))
    for profile in found:
        print(_line(profile))
    print(_("\nColours: {join}").format(join=", ".join(PALETTE)))
    return 0


def _change(args: argparse.Namespace, what: str) -> int:
    from ..history import profiles

    db = open_history_db()
    try:
        if what == "add":
            done = profiles.create_profile(db, args.name, args.colour, args.birthday)
            print(_("Profile {line} made.").format(line=_line(done)))
            return 0
        profile = profiles.profile_named(db, args.name)
        if what == "rename":
            done = profiles.rename_profile(db, profile, args.new_name)
            print(_("Profile {name!r} is now called {name2!r}.").format(name=profile.name, name2=done.name))
        elif what == "change":
            if args.birthday and args.no_birthday:
                raise CommandError(_("give --birthday or --no-birthday, not both"))
            done = profiles.change_profile(db, profile, args.colour, args.birthday, args.no_birthday)
            print(_("Profile {line}.").format(line=_line(done)))
        else:
            profiles.delete_profile(db, profile)
            print(
                _("Profile {name!r} deleted; its games stay in the history under that name.").format(
                    name=profile.name
                )
            )
    except profiles.ProfileError as error:
        raise CommandError(str(error)) from None
    finally:
        db.close()
    return 0


def run_add(args: argparse.Namespace) -> int:
    return _change(args, "add")


def run_rename(args: argparse.Namespace) -> int:
    return _change(args, "rename")


def run_change(args: argparse.Namespace) -> int:
    return _change(args, "change")


def run_delete(args: argparse.Namespace) -> int:
    return _change(args, "delete")
