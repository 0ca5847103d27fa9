"""The modules' addresses before the wings (issue 62) still import, as the very modules at their new ones."""

import importlib
import subprocess
import sys

import pytest

import lcp


@pytest.mark.parametrize("old", sorted(lcp.OLD_ADDRESSES))
def test_an_old_address_gives_the_module_at_its_new_one(old):
    new = importlib.import_module(f"lcp.{lcp.OLD_ADDRESSES[old]}")
    assert importlib.import_module(f"lcp.{old}") is new
    assert getattr(lcp, old) is new


def test_from_imports_and_submodules_of_an_old_package():
    from lcp.finite_deck import rules  # a module inside an old package

    from lcp import finite_deck

    assert finite_deck.__name__ == "lcp.finite.finite_deck"
    assert rules is importlib.import_module("lcp.finite.finite_deck.rules")


def test_what_is_neither_old_nor_new_is_not_found():
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("lcp.no_such_module")
    with pytest.raises(AttributeError, match="no_such_name"):
        lcp.no_such_name  # noqa: B018


def test_an_old_command_runs_at_its_new_address():
    done = subprocess.run(
        [sys.executable, "-m", "lcp.errata", "--help"], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: python -m lcp.record.errata")
