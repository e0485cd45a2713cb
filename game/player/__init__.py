"""What the program keeps of its player between runs: the settings and people's birthdays."""
