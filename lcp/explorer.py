r"""Move L and U in JupyterLab: :func:`explore` (also ``lcp.explore()``) returns sliders that redraw the LCP equilibrium.

The notebook twin of the site's ``explorer.html``: two log-scale sliders (with switches for the ends
L = 0 and U = infinity) set the limits, and the widget redraws the strategy profile in Figure 1's
layout (:func:`lcp.plotting.strategy_profile`) and the table of x0 ... x5, b0 and V(L, U) from
:func:`lcp.continuous.limit.solve`. Units: pot 1, ante 1/2 (the paper's). ``ipywidgets`` comes with the
``notebooks`` extra; the library itself does not need it.
"""

from __future__ import annotations

import html
import io
import math
import re

from . import plotting
from .continuous import limit
from .core import _validate

#: The sliders' range, as powers of ten (the ends L = 0 and U = inf are switches beside them). The text
#: fields take any value the sliders can reach, exactly as typed.
LOG_RANGE = (-3.0, 3.0)
_LOWEST, _HIGHEST = 10 ** LOG_RANGE[0], 10 ** LOG_RANGE[1]
#: The widget's slider step, in decades: a factor 10**0.005 = 1.0116 a step, more than one unit of the
#: third significant digit anywhere (1 % at 1.00), so each arrow-key step changes the value shown.
SLIDER_STEP = 0.005


def show(v: float) -> str:
    """A limit as the widget shows it: the shortest text that reads back as the same double (``inf``).

    Parameters
    ----------
    v : float
        A limit, 0 <= v <= inf.

    Returns
    -------
    str
        ``repr(v)`` without a trailing ``.0``; ``"0"`` for -0.0.

    Examples
    --------
    >>> show(0.1), show(2.0), show(float("inf")), show(-0.0), show(1.99986)
    ('0.1', '2', 'inf', '0', '1.99986')
    """
    v = _validate.as_float(_validate.number(v, "v", 0, math.inf, arrays=False), "v") + 0.0  # + 0.0: never "-0"
    text = repr(v)
    return text[:-2] if text.endswith(".0") else text


def check_limits(L, U) -> tuple[float, float]:
    """(L, U) as floats if the widget can show them: L = 0 or L in [0.001, 1000], U in [0.001, 1000] or
    U = inf, and L <= U; otherwise a ValueError naming the limit and the range (never moved to fit).

    Parameters
    ----------
    L, U : float
        The limits asked for.

    Returns
    -------
    tuple of float
        (L, U), unchanged.

    Examples
    --------
    >>> check_limits(0, float("inf")), check_limits(0.1, 2)
    ((0.0, inf), (0.1, 2.0))
    >>> check_limits(1e-9, 1e9)
    Traceback (most recent call last):
    ...
    ValueError: L must be 0 or lie in [0.001, 1000] (the widget's range; lcp.continuous.limit.solve takes any 0 <= L <= U <= inf); got 1e-09
    """
    L = _validate.as_float(_validate.number(L, "L", 0, math.inf, arrays=False), "L")
    U = _validate.as_float(_validate.number(U, "U", 0, math.inf, arrays=False), "U")
    where = "(the widget's range; lcp.continuous.limit.solve takes any 0 <= L <= U <= inf)"
    if L != 0 and not _LOWEST <= L <= _HIGHEST:
        raise ValueError(f"L must be 0 or lie in [{_LOWEST:g}, {_HIGHEST:g}] {where}; got {L:g}")
    if math.isfinite(U) and not _LOWEST <= U <= _HIGHEST:
        raise ValueError(f"U must lie in [{_LOWEST:g}, {_HIGHEST:g}] or be inf {where}; got {U:g}")
    if L > U:
        raise ValueError(f"need L <= U (0 <= L <= U <= inf); got L = {show(L)}, U = {show(U)}")
    return L, U


def _echo(text: str) -> str:
    """``text`` as an error message quotes it: escaped (``'0.1\\x00'``), cut after 40 characters."""
    if len(text) <= 40:
        return repr(text)
    return f"{text[:40]!r}... ({len(text):,} characters)"


def read_limit(text, name: str, low: float, high: float) -> float:
    """The limit typed in a text field: a number in [low, high] (``inf`` for infinity), else a ValueError
    naming ``name`` and the range. Nothing is rounded or moved into the range.

    Parameters
    ----------
    text : str
        What was typed (surrounding spaces ignored); ``inf``, ``infinity`` or ``∞`` for infinity. A number
        too large for a double (``1e400``) is refused rather than read as infinity, and one too small
        (``1e-400``) rather than read as 0.
    name : str
        The limit's name, for the message.
    low, high : float
        The range the value must lie in (the other limit bounds it).

    Returns
    -------
    float
        The value, exactly as typed (``-0`` is 0).

    Examples
    --------
    >>> read_limit(" 2 ", "U", 0.1, float("inf")), read_limit("inf", "U", 0.1, float("inf"))
    (2.0, inf)
    >>> read_limit("abc", "L", 0, 2.0)
    Traceback (most recent call last):
    ...
    ValueError: L must be a number in [0, 2]; got 'abc'
    """
    text = _validate.text(text, "text").strip()
    low, high = _validate.as_float(low, "low"), _validate.as_float(high, "high")
    allowed = f"[{show(low)}, {show(high)}]"
    try:
        value = float(text.replace("∞", "inf"))
    except ValueError:
        raise ValueError(f"{name} must be a number in {allowed}; got {_echo(text)}") from None
    if math.isnan(value):
        raise ValueError(f"{name} must be a number in {allowed}; got {_echo(text)}")
    if math.isinf(value) and text.lower().lstrip("+") not in ("inf", "infinity", "∞"):
        raise ValueError(f"{name} must be a number in {allowed}; got {_echo(text)}, too large for a double (type inf)")
    if value == 0 and re.search(r"[1-9]", re.split(r"[eE]", text)[0]):  # 1e-400: not read as 0 silently
        raise ValueError(f"{name} must be a number in {allowed}; got {_echo(text)}, too small for a double (type 0)")
    if not low <= value <= high:
        raise ValueError(f"{name} must be a number in {allowed}; got {text if len(text) <= 40 else _echo(text)}")
    return value + 0.0


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
    L = 0.0 if L_zero else _validate.as_float(L_slider, "L_slider")
    U = math.inf if U_infinite else _validate.as_float(U_slider, "U_slider")
    return min(L, U), U


def numbers_html(eq) -> str:
    """The equilibrium's numbers as a small HTML table (x0 ... x5, b0, V), 10 significant digits.

    Parameters
    ----------
    eq : lcp.continuous.limit.Equilibrium
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
        raise TypeError(f"eq must be an lcp.continuous.limit.Equilibrium (from limit.solve); got {type(eq).__name__}")
    rows = [("V(L, U)", eq.value), *((f"x{i}", v) for i, v in enumerate(eq.x)), ("b0", eq.b0)]
    body = "".join(f"<tr><th>{name}</th><td>{float(v) + 0.0:.10g}</td></tr>" for name, v in rows)  # no "-0"
    return f'<table class="lcp-explore"><tr><th>quantity</th><th>value</th></tr>{body}</table>'


#: The size axis ends here at most (twice a size near the float maximum would overflow).
_LARGEST_AXIS = 1e300


def _limits(L, U) -> tuple[float, float]:
    """(L, U) as floats if they are numbers with 0 <= L <= U <= inf, else an error naming the one at fault."""
    L = _validate.as_float(_validate.number(L, "L", 0, math.inf, arrays=False), "L")
    U = _validate.as_float(_validate.number(U, "U", 0, math.inf, arrays=False), "U")
    if L > U:
        raise ValueError(f"need L <= U (0 <= L <= U <= inf); got L = {L}, U = {U}")
    return L, U


def profile_figure(L: float, U: float):
    """Figure 1's panel for the limits (L, U): the bettor's bet function and the caller's threshold.

    Parameters
    ----------
    L, U : float
        The limits, 0 <= L <= U <= inf, L at most 1e300 (the size axis ends there).

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
    if math.isinf(L):
        raise ValueError(
            "L must be finite to draw the profile, 0 <= L < inf (with L = inf every bet is infinite, off any "
            "axis; lcp.continuous.limit.solve(L, U) gives its numbers); got L = inf"
        )
    if L > _LARGEST_AXIS:
        raise ValueError(
            f"L must be at most {_LARGEST_AXIS:g} to draw the profile (the size axis ends there; lcp.continuous.limit.solve(L, U) "
            f"gives its numbers); got L = {L:g}"
        )
    eq = limit.solve(L, U)
    s_top = min(2.0 * max(1.0, L, U if math.isfinite(U) else 2.0 * max(1.0, L)), _LARGEST_AXIS)
    lo, hi = (min(L, s_top), min(U, s_top))
    sizes = [min(lo + (hi - lo) * k / 200, hi) for k in range(201)] if hi > lo else [lo]
    fig, axes = plotting.new_figure(width=6.4, height=4.0)
    title = f"L = {show(L)}, U = {'∞' if math.isinf(U) else show(U)}: V = {eq.value:.6f}"
    plotting.strategy_profile(axes[0, 0], eq.bet, eq.call, sizes, s_top, title)
    return fig


def explore(L: float = 0.1, U: float = 2.0):
    """Sliders for L and U that redraw the LCP equilibrium (profile and numbers) as they move.

    Each limit has a log-scale slider (its value, to three significant digits, is computed), a text field
    that takes the value exactly as typed, and a switch for its end (L = 0, U = inf). The numbers and
    the figure are always those of the values the fields show. A typed value the widget cannot take is
    refused with a message under its field naming the limit and the range; the figure keeps the last
    good limits.

    Parameters
    ----------
    L, U : float
        The starting limits: L = 0 or L in [0.001, 1000]; U in [0.001, 1000] or U = inf; L <= U.
        Anything else is refused (``ValueError``), not moved into the range.

    Returns
    -------
    ipywidgets.VBox
        The controls, the table of numbers and the figure; display it in a notebook (the last
        expression of a cell). Its attributes ``L_slider``, ``L_text``, ``L_zero``, ``L_error`` (and the
        same for U, with ``U_infinite``) are the controls; ``limits()`` returns (L, U) as computed;
        ``redraw()`` redraws by hand.

    Examples
    --------
    >>> box = explore(0.1, 2.0)
    >>> box  # a notebook shows the sliders; its stored output is this line
    lcp.explore: L = 0.1, U = 2, V(L, U) = 0.06910244164
    >>> box.U_infinite.value = True  # switch U = inf on: the widget redraws
    >>> box
    lcp.explore: L = 0.1, U = inf, V(L, U) = 0.07138256763
    >>> box.L_text.value = "0.123456789"  # typed: computed at exactly this value
    >>> box.limits()
    (0.123456789, inf)
    """
    try:
        import ipywidgets as widgets
    except ImportError as exc:  # the library's wheel does not depend on ipywidgets
        raise ImportError("lcp.explore needs ipywidgets: pip install 'lcp[notebooks]' (or ipywidgets)") from exc
    import matplotlib.pyplot as plt
    from IPython.display import Image

    L, U = check_limits(L, U)
    lo, hi = LOG_RANGE
    current = {"L": L, "U": U}
    layout = widgets.Layout(width="7.5em")

    def slider(name, start):
        return widgets.FloatLogSlider(
            value=start,
            base=10,
            min=lo,
            max=hi,
            step=SLIDER_STEP,
            description=name,
            continuous_update=True,
            readout=False,
        )

    sliders = {"L": slider("L", L or 0.1), "U": slider("U", U if math.isfinite(U) else 10.0)}
    texts = {
        name: widgets.Text(
            value=show(current[name]),
            continuous_update=False,
            layout=layout,
            description_allow_html=False,
            placeholder=name,
        )
        for name in "LU"
    }
    switches = {
        "L": widgets.Checkbox(value=L == 0, description="L = 0", indent=False),
        "U": widgets.Checkbox(value=math.isinf(U), description="U = ∞", indent=False),
    }
    errors = {name: widgets.HTML() for name in "LU"}
    note = widgets.HTML()
    numbers = widgets.HTML()
    figure = widgets.Output()
    quiet = [False]  # set while the widget moves its own controls (no redraw from those events)

    def redraw(*_):
        L_now, U_now = current["L"], current["U"]
        numbers.value = numbers_html(limit.solve(L_now, U_now))
        fig = profile_figure(L_now, U_now)
        png = io.BytesIO()
        fig.savefig(png, format="png", dpi=100, metadata={"Software": None})
        plt.close(fig)
        # set into the widget's state, not displayed through the kernel: the cell's own outputs stay the
        # one plain-text line below, whichever client runs it
        figure.outputs = ()
        figure.append_display_data(Image(data=png.getvalue(), format="png"))

    def settle(message="", moved=None):
        """Show the current limits in every control but the slider ``moved`` (without redrawing from them),
        then redraw. The moved slider keeps its own position: set back to the rounded value, it would undo
        the reader's next steps while the kernel answers the last ones."""
        quiet[0] = True
        try:
            for name in "LU":
                v = current[name]
                texts[name].value = show(v)
                if 0 < v < math.inf and name != moved:
                    sliders[name].value = min(max(v, _LOWEST), _HIGHEST)
                errors[name].value = ""
            switches["L"].value = current["L"] == 0
            switches["U"].value = math.isinf(current["U"])
        finally:
            quiet[0] = False
        note.value = message
        redraw()

    def refuse(name, message):
        errors[name].value = (
            f'<div class="lcp-explore-error" style="color:#8a0000">{html.escape(message, quote=False)}; '
            f"the figure still shows L = {show(current['L'])}, U = {show(current['U'])}.</div>"
        )

    def on_slider(name):
        def handler(change):
            if quiet[0]:
                return
            v = float(f"{change['new']:.3g}")  # the slider's position, to the three digits the field shows
            other = "U" if name == "L" else "L"
            current[name] = v
            message = ""
            if current["L"] > current["U"]:  # moved past the other limit: push it, and say so
                current[other] = v
                message = f"Moving {name} past {other} moved {other} along to {show(v)}."
            settle(message, moved=name)

        return handler

    def on_text(name):
        def handler(change):
            if quiet[0]:
                return
            low, high = (0.0, current["U"]) if name == "L" else (current["L"], math.inf)
            try:
                v = read_limit(change["new"], name, low, high)
                check_limits(v, current["U"]) if name == "L" else check_limits(current["L"], v)
            except ValueError as exc:
                refuse(name, str(exc))
                return
            current[name] = v
            settle()

        return handler

    def on_switch(name):
        def handler(change):
            if quiet[0]:
                return
            if change["new"]:
                current[name] = 0.0 if name == "L" else math.inf
            else:  # back to the slider's position
                v = float(f"{sliders[name].value:.3g}")
                if (name == "L" and v > current["U"]) or (name == "U" and v < current["L"]):
                    refuse(name, f"the slider's {name} = {show(v)} would put L above U")
                    quiet[0] = True
                    switches[name].value = True
                    quiet[0] = False
                    return
                current[name] = v
            settle()

        return handler

    for name in "LU":
        sliders[name].observe(on_slider(name), names="value")
        texts[name].observe(on_text(name), names="value")
        switches[name].observe(on_switch(name), names="value")

    class Explorer(widgets.VBox):
        def __repr__(self):  # the plain-text output a notebook stores: short and the same on every machine
            value = limit.solve(current["L"], current["U"]).value
            return f"lcp.explore: L = {show(current['L'])}, U = {show(current['U'])}, V(L, U) = {value:.10g}"

    box = Explorer(
        [
            widgets.HBox([sliders["L"], texts["L"], switches["L"]]),
            errors["L"],
            widgets.HBox([sliders["U"], texts["U"], switches["U"]]),
            errors["U"],
            note,
            widgets.HBox([figure, numbers]),
        ]
    )
    box.redraw = redraw
    box.limits = lambda: (current["L"], current["U"])
    box.L_slider, box.L_text, box.L_zero, box.L_error = sliders["L"], texts["L"], switches["L"], errors["L"]
    box.U_slider, box.U_text, box.U_infinite, box.U_error = sliders["U"], texts["U"], switches["U"], errors["U"]
    redraw()
    return box
