"""Cut the app's Latin faces from the full Noto Sans faces: ``data/fonts/NotoSans-Latin-*.ttf``
hold the characters of ``mint.core.text.LATIN`` with every layout feature (kerning, ligatures,
marks) and their hinting, so they set those characters as the full faces do, and each face is
made ready in about half the time (``mint.core.text.LATIN``).

Run it after changing ``LATIN`` or the full faces: ``python tools/fonts.py`` (it needs fontTools,
``pip install fonttools``, which the app itself does not); the cut faces are kept in the
repository. ``tests/ui/test_fonts.py`` checks they set every word of the catalogues as the full
faces do.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mint.core.text import LATIN  # noqa: E402


def main() -> None:
    from fontTools import subset  # (a tool's own need)

    unicodes = ",".join(f"U+{a:04X}-{b:04X}" for a, b in LATIN)
    for weight in ("Regular", "Bold"):
        full = ROOT / "data" / "fonts" / f"NotoSans-{weight}.ttf"
        cut = ROOT / "data" / "fonts" / f"NotoSans-Latin-{weight}.ttf"
        subset.main([str(full), f"--unicodes={unicodes}", "--layout-features=*", f"--output-file={cut}"])
        print(f"{cut.name}: {cut.stat().st_size} bytes (from {full.stat().st_size})")


if __name__ == "__main__":
    main()
