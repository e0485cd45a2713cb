"""One package per game; each exposes a ``Rules`` subclass the registry knows by name."""
