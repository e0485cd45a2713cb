"""What the long command-line runs read and print: their flags' readers and bounds (``arguments``),
the progress bar, and output into a closed pipe. Nothing here knows a command or a game: ``q2j``'s
commands and ``python -m game.ai.ladder`` both read their flags from here."""
