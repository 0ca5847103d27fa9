"""The ground the other wings stand on: exact arithmetic, input checks, tolerances, the cache and files.

It imports no other part of :mod:`lcp`:

* ``lcp.core._exact`` -- exact rational linear algebra (sparse elimination in ``fractions.Fraction``);
* :mod:`lcp.core.rational` -- exact identities between rational functions (sympy);
* ``lcp.core._validate`` -- the input checks: every error names the parameter and its allowed range;
* :mod:`lcp.core.certificate` -- the one :class:`Certificate` of every game (values, gains or proved claims,
  ``certified``) and :class:`CertificationError`;
* :mod:`lcp.core.config` -- tolerances, seeds and sizes, each named for what it separates;
* :mod:`lcp.core.cache` -- the opt-in disk cache of the symbolic derivations (``$LCP_CACHE_DIR``);
* :mod:`lcp.core.files` -- writing a file so that nothing of the user's is lost;
* :mod:`lcp.core.locks` -- who holds a lock file, and how long to wait for it (the cache's, ``run.py``'s);
* :mod:`lcp.core.portable` -- float functions with the same bits on every CPU;
* :mod:`lcp.core.software` -- the versions of Python and the library that an output records;
* ``lcp.core._lazy`` (sympy on demand) and ``lcp.core._types`` (type aliases).

The four private modules (a leading underscore) were ``lcp``'s own before the wings were built, and stay
private to ``lcp``: every wing may use them, nothing outside the package may.

The result contract of every ``solve`` (one rule for the whole package):

* every result is a frozen dataclass with the same four attributes (:data:`RESULT_ATTRIBUTES`; the classes
  are listed in :data:`RESULT_CLASSES`): ``value``, the game's value (pot 1, ante 0.5 unless the game says);
  ``profile``, the strategy profile in the game's own representation (each class says which; fields such as
  ``bettor``/``caller`` or ``strategies`` stay, ``profile`` gathers them); ``certificate``, its proof as a
  :class:`Certificate` (an attribute, computed on first use where it is costly); and ``certified``, which is
  ``certificate.certified``;
* **the failure rule of every exact solve**: a solve that cannot certify an exact equilibrium raises
  :class:`CertificationError` (its ``attempt`` holds the best uncertified result, when there is one: the
  grid game's still bounds the value exactly). A result returned by an exact solve is always certified;
* **a numerical route** (:class:`lcp.grid.structured.FloatSolution`, the float LP;
  :class:`lcp.finite.three_player.ContinuousEquilibrium`, mpmath roots) proves nothing exactly: its
  ``certificate`` is None and ``certified`` False (both from :class:`Uncertified`, their base), which says "no
  exact proof", not "not an equilibrium"; the continuous games' results take theirs from
  :class:`lcp.continuous.protocol.Result` (``certificate`` is ``certify()``'s, computed on first use);
* ``result.certificate()`` (a method on some results before this contract) still returns the certificate,
  with a DeprecationWarning (:meth:`Certificate.__call__`).
"""

from .certificate import RESULT_ATTRIBUTES, RESULT_CLASSES, Certificate, CertificationError, Claim, Uncertified

__all__ = ["Certificate", "CertificationError", "Claim", "RESULT_ATTRIBUTES", "RESULT_CLASSES", "Uncertified"]
