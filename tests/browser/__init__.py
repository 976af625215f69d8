"""Real-browser tests. A package, so that its conftest is imported as ``browser.conftest``
and does not shadow ``tests/conftest.py``, which other test modules import as ``conftest``."""
