"""Copies of the program on one computer each hosting a table are announced on the local network
under names of their own: a joiner's look lists every one of them, each with its own port, and
each host says the name it is listed under. Was: every table was "Q2J table on <computer>", so a
look listed one of them (the others' hosts believing themselves announced), or a third host met
a name clash and was not announced at all.

Real mDNS (the ``zeroconf`` library, as the program uses it) between real processes, inside a
network namespace of the test's own whose only interface is the loopback: nothing is sent
anywhere else. The test runs this module again inside it (``python -m ... inside``)."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time
from pathlib import Path

from .test_two_hosts_saves import ROOT, headless_host

HOSTS = 3
CODES = ("K7MP9Q", "HJK346", "ABCDEF")
LOOK_FOR = 30.0  # seconds the look goes on for tables not yet listed: a bound, not a timing


def test_tables_hosted_from_one_computer_are_listed_apart(tmp_path: Path) -> None:
    inside = [sys.executable, "-m", "tests.net.test_two_hosts_announced", str(tmp_path)]
    ran = subprocess.run(
        ["unshare", "--net", *inside], cwd=ROOT, capture_output=True, text=True, timeout=180, check=False
    )
    assert ran.returncode == 0, (ran.stdout, ran.stderr)
    seen = json.loads(ran.stdout.strip().splitlines()[-1])
    ports, listed, said = seen["ports"], seen["listed"], seen["said"]
    by_port = {port: name for name, port in listed}
    assert sorted(by_port) == sorted(ports), f"listed {listed} of the tables on ports {ports}"
    assert len({name for name, _port in listed}) == HOSTS, listed  # a name of its own each
    for port, lines in zip(ports, said, strict=True):
        assert not any("not announced" in line for line in lines), lines
        assert any(f"announced on the local network as “{by_port[port]}”" in line for line in lines), (
            by_port[port],
            lines,
        )


def _inside(folder: Path) -> None:
    """In the namespace: its loopback up and carrying multicast, the hosts started, looked for."""
    for command in (
        ["ip", "link", "set", "lo", "up"],
        ["ip", "link", "set", "lo", "multicast", "on"],
        ["ip", "route", "add", "224.0.0.0/4", "dev", "lo"],
    ):
        subprocess.run(command, check=True)
    from game.net.discovery import browse

    from .test_commands import free_port

    ports = [free_port() for _ in range(HOSTS)]
    hosts = [
        headless_host(folder / "home", port, code, 3 + number)
        for number, (port, code) in enumerate(zip(ports, CODES, strict=True))
    ]
    listed: dict[str, int] = {}
    try:
        for host in hosts:
            host.wait_for(lambda host=host: bool(host.out), "the table opens")  # type: ignore[misc]
        deadline = time.monotonic() + LOOK_FOR
        while set(listed.values()) != set(ports) and time.monotonic() < deadline:
            for table in asyncio.run(browse(1.5)):
                listed[table.name] = table.port
    finally:
        for host in hosts:
            host.kill()
    said = [host.err for host in hosts]
    print(json.dumps({"ports": ports, "listed": sorted(listed.items()), "said": said}))


if __name__ == "__main__" and sys.argv[1:2]:
    _inside(Path(sys.argv[1]))
