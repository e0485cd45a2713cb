"""The play core, with no pygame: a game at the table as the screens and the host read it.

``Session`` runs a local match (seats, undo, the autosave, the history's record); ``TableSource``
(``source.py``) is what the table asks of any game it shows, the local session or a joiner's
``net.remote_table.RemoteSource``; the seats, the player's hand order, the match's progress and
the words of refusals and reasons live beside them. The host (``net``), the command line and
the screens (``scenes``) import this package; it imports none of them.
"""
