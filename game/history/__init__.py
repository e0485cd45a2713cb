"""The game history: profiles, every game played kept in SQLite, statistics and replays.

No pygame here. One module per job: ``database`` opens the file (setting aside one that cannot
be used), ``schema`` builds and upgrades it, ``records`` are the values kept, ``store`` writes
and reads them, ``snapshot`` turns a game at the table into a record, ``recorder`` writes
records from a thread of its own, ``profiles`` are the people, ``stats`` and ``streaks`` the
figures, ``listing`` the list of games, ``replay`` rebuilds a game and steps through it, and
``replay_file`` is the text file a game is exported to.
"""
