"""One module per ``q2j`` command; each has ``add_parser(subparsers)`` and ``run(args)``."""
