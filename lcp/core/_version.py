"""The package's version, on the ground floor so that any wing can say which ``lcp`` it ran (the test bed's
benchmark records it) without importing the package's top level; ``lcp.__version__`` re-exports it."""

__version__ = "0.1.0"
