"""Mint Tin Table: entry point. Everything else lives in mint.cli."""

import sys

from mint.cli import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # `simulate --jobs` in the stand-alone build
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main(sys.argv[1:]))
