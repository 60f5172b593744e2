# Steelgrid: `make play` starts the game, `make test` runs every test headless.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test test-full bench sim fuzz clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# An editable install of a flat layout makes setuptools print a boxed "Editable installation"
# note on every fresh clone; it says nothing a newcomer can act on, so it is filtered out.
$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet --upgrade pip
	PYTHONWARNINGS="ignore:Editable installation" $(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/steelgrid play $(ARGS)

# Both test targets spread the tests over a process per core (pytest-xdist; tests that share an
# expensive module fixture are marked xdist_group so it is built once); pytest's exit code 5
# (no tests collected) is a failure, not a pass. `test-full` plays the statistical AI battles and
# the save/reload sweeps at full size (STEELGRID_FULL=1, STEELGRID_AI_BATTLES=500).
# Compiled bytecode is kept (in .venv/pycache, out of the work tree) even where the machine sets
# PYTHONDONTWRITEBYTECODE: otherwise every worker and every child process a test starts compiles
# each module again, and pytest rewrites every test module's asserts again (half of collecting).
PYTEST := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYTHONDONTWRITEBYTECODE= \
	PYTHONPYCACHEPREFIX=$(CURDIR)/$(VENV)/pycache $(BIN)/python -m pytest -n auto --dist loadgroup
NO_TESTS_FAILS := status=$$?; if [ $$status -eq 5 ]; then echo "no tests collected"; exit 1; fi; exit $$status

test: $(STAMP)
	$(PYTEST); $(NO_TESTS_FAILS)

test-full: $(STAMP)
	STEELGRID_FULL=1 STEELGRID_AI_BATTLES=500 $(PYTEST); $(NO_TESTS_FAILS)

bench: $(STAMP)
	$(BIN)/python tools/bench

fuzz: $(STAMP)
	$(BIN)/steelgrid fuzz --battles $(or $(BATTLES),3000) $(ARGS)

sim: $(STAMP)
	$(BIN)/steelgrid sim $(ARGS)

clean:
	rm -rf $(VENV) build *.egg-info
