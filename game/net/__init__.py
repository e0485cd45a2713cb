"""The network table's engine room, headless: protocol, codec, the host that judges and the
client that plays one remote seat. No pygame here (the table's screens sit on top)."""
