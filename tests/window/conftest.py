"""Real-window tests run only when asked for (``-m window``, as ``make window`` and CI do) and
only where a virtual X server and xdotool can be had; elsewhere they are skipped, saying why."""

from __future__ import annotations

import pytest

from tests.window.realwindow import XServer, missing_tools


def pytest_collection_modifyitems(config, items):
    asked = "window" in (config.getoption("-m") or "")
    lacking = missing_tools()
    for item in items:
        if "window" not in item.keywords:
            continue
        if not asked:
            item.add_marker(pytest.mark.skip(reason="real-window test: run with -m window (make window)"))
        elif lacking:
            item.add_marker(pytest.mark.skip(reason=f"no {', '.join(lacking)} here for a real window"))


@pytest.fixture(scope="module")
def xserver():
    x = XServer()
    yield x
    x.stop()
