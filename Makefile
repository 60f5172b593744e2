# Steelgrid: `make play` starts the game, `make test` runs every test headless.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test test-full bench sim fuzz clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/steelgrid play $(ARGS)

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest; \
	status=$$?; if [ $$status -eq 5 ]; then echo "no tests collected"; exit 1; fi; exit $$status

test-full: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy STEELGRID_AI_BATTLES=500 $(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python tools/bench

fuzz: $(STAMP)
	$(BIN)/steelgrid fuzz --battles $(or $(BATTLES),3000) $(ARGS)

sim: $(STAMP)
	$(BIN)/steelgrid sim $(ARGS)

clean:
	rm -rf $(VENV) build *.egg-info
