r"""Move L and U in JupyterLab: :func:`explore` (also ``lcp.explore()``) returns sliders that redraw the LCP equilibrium.

The notebook twin of the site's ``explorer.html``: two log-scale sliders (with switches for the ends
L = 0 and U = infinity) set the limits, and the widget redraws the strategy profile in Figure 1's
layout (:func:`lcp.plotting.strategy_profile`) and the table of x0 ... x5, b0 and V(L, U) from
:func:`lcp.limit.solve`. Units: pot 1, ante 1/2 (the paper's). ``ipywidgets`` comes with the
``notebooks`` extra; the library itself does not need it.
"""

from __future__ import annotations

import io
import math

from . import _validate, limit, plotting

#: The sliders' range, as powers of ten (the ends L = 0 and U = inf are switches beside them).
LOG_RANGE = (-3.0, 3.0)


def limits(L_slider: float, U_slider: float, L_zero: bool, U_infinite: bool) -> tuple[float, float]:
    """The limits the controls mean: L = 0 and U = inf when switched on, else the slider values, with
    L <= U kept by lowering L to U.

    Parameters
    ----------
    L_slider, U_slider : float
        The sliders' values.
    L_zero, U_infinite : bool
        The switches for L = 0 and U = inf.

    Returns
    -------
    tuple of float
        (L, U) with 0 <= L <= U <= inf.

    Examples
    --------
    >>> limits(0.1, 2.0, False, False), limits(0.1, 2.0, True, True), limits(5.0, 2.0, False, False)
    ((0.1, 2.0), (0.0, inf), (2.0, 2.0))
    """
    L_slider = _validate.number(L_slider, "L_slider", 0, math.inf, arrays=False)
    U_slider = _validate.number(U_slider, "U_slider", 0, math.inf, arrays=False)
    L_zero, U_infinite = _validate.flag(L_zero, "L_zero"), _validate.flag(U_infinite, "U_infinite")
    L = 0.0 if L_zero else float(L_slider)
    U = math.inf if U_infinite else float(U_slider)
    return min(L, U), U


def numbers_html(eq) -> str:
    """The equilibrium's numbers as a small HTML table (x0 ... x5, b0, V), 10 significant digits.

    Parameters
    ----------
    eq : lcp.limit.Equilibrium
        The equilibrium.

    Returns
    -------
    str
        The ``<table>``.

    Examples
    --------
    >>> html = numbers_html(limit.solve(0.1, 2.0))
    >>> "0.06910244164" in html and html.count("<tr>") == 9
    True
    """
    if not isinstance(eq, limit.Equilibrium):
        raise TypeError(f"eq must be an lcp.limit.Equilibrium (from limit.solve); got {type(eq).__name__}")
    rows = [("V(L, U)", eq.value), *((f"x{i}", v) for i, v in enumerate(eq.x)), ("b0", eq.b0)]
    body = "".join(f"<tr><th>{name}</th><td>{float(v):.10g}</td></tr>" for name, v in rows)
    return f'<table class="lcp-explore"><tr><th>quantity</th><th>value</th></tr>{body}</table>'


#: The size axis ends here at most (twice a size near the float maximum would overflow).
_LARGEST_AXIS = 1e300


def _limits(L, U) -> tuple[float, float]:
    """(L, U) as floats if they are numbers with 0 <= L <= U <= inf, else an error naming the one at fault."""
    L = float(_validate.number(L, "L", 0, math.inf, arrays=False))
    U = float(_validate.number(U, "U", 0, math.inf, arrays=False))
    if L > U:
        raise ValueError(f"need L <= U (0 <= L <= U <= inf); got L = {L}, U = {U}")
    return L, U


def profile_figure(L: float, U: float):
    """Figure 1's panel for the limits (L, U): the bettor's bet function and the caller's threshold.

    Parameters
    ----------
    L, U : float
        The limits, 0 <= L <= U <= inf.

    Returns
    -------
    matplotlib Figure
        One panel, titled with the limits and V(L, U).

    Examples
    --------
    >>> fig = profile_figure(0.1, 2.0)
    >>> fig.axes[0].get_title()
    'L = 0.1, U = 2: V = 0.069102'
    >>> plotting.plt.close(fig)
    """

    L, U = _limits(L, U)
    eq = limit.solve(L, U)
    s_top = min(2.0 * max(1.0, L, U if math.isfinite(U) else 2.0 * max(1.0, L)), _LARGEST_AXIS)
    lo, hi = (min(L, s_top), min(U, s_top))
    sizes = [min(lo + (hi - lo) * k / 200, hi) for k in range(201)] if hi > lo else [lo]
    fig, axes = plotting.new_figure(width=6.4, height=4.0)
    title = f"L = {L:g}, U = {'∞' if math.isinf(U) else f'{U:g}'}: V = {eq.value:.6f}"
    plotting.strategy_profile(axes[0, 0], eq.bet, eq.call, sizes, s_top, title)
    return fig


def explore(L: float = 0.1, U: float = 2.0):
    """Sliders for L and U that redraw the LCP equilibrium (profile and numbers) as they move.

    Parameters
    ----------
    L, U : float
        The starting limits, ``0 <= L <= U <= inf`` (0 and inf switch the ends on).

    Returns
    -------
    ipywidgets.VBox
        The controls, the table of numbers and the figure; display it in a notebook (the last
        expression of a cell). Its ``redraw()`` attribute redraws by hand.

    Examples
    --------
    >>> box = explore(0.1, 2.0)
    >>> box  # a notebook shows the sliders; its stored output is this line
    lcp.explore: L = 0.1, U = 2, V(L, U) = 0.06910244164
    >>> box.children[1].children[1].value = True  # switch U = inf on: the widget redraws
    >>> box
    lcp.explore: L = 0.1, U = inf, V(L, U) = 0.07138256763
    """
    try:
        import ipywidgets as widgets
    except ImportError as exc:  # the library's wheel does not depend on ipywidgets
        raise ImportError("lcp.explore needs ipywidgets: pip install 'lcp[notebooks]' (or ipywidgets)") from exc
    import matplotlib.pyplot as plt
    from IPython.display import Image

    L, U = _limits(L, U)
    lo, hi = LOG_RANGE
    clip = lambda v: min(max(v, 10**lo), 10**hi)  # noqa: E731
    L_slider = widgets.FloatLogSlider(value=clip(L or 0.1), base=10, min=lo, max=hi, step=0.001, description="L",
                                      continuous_update=True, readout_format=".3g")
    U_slider = widgets.FloatLogSlider(value=clip(U if math.isfinite(U) else 10.0), base=10, min=lo, max=hi, step=0.001,
                                      description="U", continuous_update=True, readout_format=".3g")
    L_zero = widgets.Checkbox(value=L == 0, description="L = 0", indent=False)
    U_inf = widgets.Checkbox(value=math.isinf(U), description="U = ∞", indent=False)
    numbers = widgets.HTML()
    figure = widgets.Output()

    def redraw(*_):
        L_now, U_now = limits(L_slider.value, U_slider.value, L_zero.value, U_inf.value)
        numbers.value = numbers_html(limit.solve(L_now, U_now))
        fig = profile_figure(L_now, U_now)
        png = io.BytesIO()
        fig.savefig(png, format="png", dpi=100, metadata={"Software": None})
        plt.close(fig)
        # set into the widget's state, not displayed through the kernel: the cell's own outputs stay the
        # one plain-text line below, whichever client runs it
        figure.outputs = ()
        figure.append_display_data(Image(data=png.getvalue(), format="png"))

    for control in (L_slider, U_slider, L_zero, U_inf):
        control.observe(redraw, names="value")
    class Explorer(widgets.VBox):
        def __repr__(self):  # the plain-text output a notebook stores: short and the same on every machine
            L_now, U_now = limits(L_slider.value, U_slider.value, L_zero.value, U_inf.value)
            value = limit.solve(L_now, U_now).value
            return f"lcp.explore: L = {L_now:g}, U = {U_now:g}, V(L, U) = {value:.10g}"

    box = Explorer([widgets.HBox([L_slider, L_zero]), widgets.HBox([U_slider, U_inf]),
                    widgets.HBox([figure, numbers])])
    box.redraw = redraw
    redraw()
    return box
