# Mint Tin Table. `make play` and `make test` set up a fresh machine on their own.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin

$(BIN)/python:
	$(PY) -m venv $(VENV)

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $@

setup: $(VENV)/.installed
	$(BIN)/python tools/words.py compile

# Gather every sentence said through mint.core.words into the templates, then into each language's
# catalogues (new sentences arrive untranslated; the tests name them).
words: setup
	$(BIN)/python tools/words.py update

play: setup
	$(BIN)/python main.py

test: setup
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n auto

lint: setup
	$(BIN)/ruff check mint tests main.py tools
	$(BIN)/ruff format --check mint tests main.py tools
	$(BIN)/mypy

dist: setup
	$(BIN)/pyinstaller --noconfirm --clean build.spec

bench: setup
	$(BIN)/python main.py bench

# Every golden transcript of the five games, replayed (a few minutes).
golden: setup
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest tests/golden -m golden

# The real app in a real X window on a virtual screen, driven by real pointer and key events
# (needs Xvfb, xdotool and ImageMagick; skipped where they are missing).
window: setup
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -p no:xdist tests/window -m window -v

.PHONY: setup play test lint dist bench golden window words
