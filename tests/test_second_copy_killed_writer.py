"""A copy of the program killed while it writes one of the player's files: the file is left whole,
as it was before, never a part of the new one; the next copy reads it as written.

The writer is a process of its own (``python tests/test_second_copy_killed_writer.py <file>``)
whose files may grow only to half the new text's size: the system kills it in the middle of the
write, at the very point where a file written in place would be cut short (``RLIMIT_FSIZE``;
Python ignores the signal that does it, ``SIGXFSZ``, so the writer puts it back)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# What the file held, and what the killed copy was writing over it (a settings file's lines).
BEFORE = "# Q2J settings\nsound: false\ncard_size: large\n"
NEW = "# Q2J settings\n" + "".join(f"line_{n}: {n}\n" for n in range(5000))


def test_a_copy_killed_while_writing_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    target = tmp_path / "settings.yaml"
    target.write_text(BEFORE, encoding="utf-8")
    writer = subprocess.run(
        [sys.executable, __file__, str(target)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=60,
        check=False,
    )
    assert writer.returncode == -signal.SIGXFSZ  # killed mid-write, as meant
    assert target.read_text(encoding="utf-8") == BEFORE


def main() -> None:
    import resource

    from game.files.user_files import write_atomically

    signal.signal(signal.SIGXFSZ, signal.SIG_DFL)  # a write past the limit kills the process
    limit = len(NEW.encode()) // 2
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    write_atomically(Path(sys.argv[1]), NEW)


if __name__ == "__main__":
    main()
