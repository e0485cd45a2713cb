"""The player's files: where they live, how they are read (bounded YAML) and written (atomically,
off the frame loop), the saved matches, and what the player is told when one is broken."""
