"""What the long command-line runs print: the progress bar, and output into a closed pipe."""
