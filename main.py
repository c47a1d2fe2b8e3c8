"""Mint Tin Table: entry point. Everything else lives in mint.cli."""

import sys

from mint.cli import main

if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # `simulate --jobs` in the stand-alone build
    sys.exit(main(sys.argv[1:]))
