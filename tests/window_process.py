"""A copy of the program in a process of its own (the real scenes, the dummy video driver),
driven by one command a line on its stdin and answering one JSON line each on its stdout: for
the tests of two copies on one user folder."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any


class WindowProcess:
    def __init__(self, command: list[str], cwd: Path, env: dict[str, str]) -> None:
        self.process = subprocess.Popen(
            command, cwd=cwd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.first = self._read()  # what the window shows once it is up

    def _read(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line, f"the window ended: {self.process.wait(timeout=30)}"
        answer: dict[str, Any] = json.loads(line)
        return answer

    def ask(self, command: str) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        return self._read()

    def quit(self) -> None:
        if self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.write("quit\n")
            self.process.stdin.close()
        assert self.process.wait(timeout=60) == 0
