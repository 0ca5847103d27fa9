"""Type aliases the annotations share (they cost nothing at run time).

sympy, mpmath and scipy carry no type information, so to mypy their objects are ``Any``. These aliases name
what a field holds where ``object`` would claim it may hold anything.
"""

from typing import Any, TypeAlias

#: A real number of a result: a float (or numpy float) or a Fraction, or for ``exact=True`` a sympy number
#: (an mpmath ``mpf`` in the three-player game's high-precision solve).
Scalar: TypeAlias = Any

#: An LP's matrix or vector: a numpy array or a scipy sparse matrix.
Matrix: TypeAlias = Any
