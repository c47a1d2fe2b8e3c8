"""Shared test set-up: headless SDL, a private user folder, and the fixture game registered."""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402

from mint.core import registry  # noqa: E402

registry.register_package("tests.fixture")


@pytest.hookimpl(hookwrapper=True)
def pytest_collection(session):
    """Importing and collecting make objects that live as long as the run: no cycle collection
    while they are made (it walked them again and again, a second or two of each process's
    collection), then one, and they are left out of the collector's full passes from then on
    (leaving a table collects at once, and each pass would walk them all)."""
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect()
        gc.freeze()


@pytest.fixture(autouse=True, scope="session")
def _no_wait_for_the_disk():
    """The journals, saves and settings the tests write are flushed and fsynced as in play, but
    the fsync does not wait for the disk (thousands of them, a few ms each): no test can see
    whether a file outlives a power cut. The code still calls ``os.fsync``; a test that makes it
    fail (a full disk) replaces it as before."""
    with pytest.MonkeyPatch.context() as m:
        m.setattr(os, "fsync", lambda fd: None)
        yield


@pytest.fixture(autouse=True)
def _private_user_dirs(tmp_path, monkeypatch):
    """Keep journals, saves and settings of tests out of the real user folders."""
    monkeypatch.setenv("MINT_HOME", str(tmp_path / "home"))
    yield
