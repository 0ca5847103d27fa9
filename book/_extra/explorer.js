// The (L, U) explorer: controls, drawing and hands to play. Plain JavaScript, no libraries, nothing fetched.
// Every number of the equilibrium comes from lcp-forms.js, which tools/generate.py writes from the sympy
// derivations; this file only moves the limits, draws and deals. Units: pot 1, ante 1/2 each.
"use strict";
(function () {
  const SVG = "http://www.w3.org/2000/svg";
  const COLORS = {bluff: "#D55E00", check: "#7f7f7f", value: "#009E73", call: "#0072B2", point: "#000000"};
  const LOG_LO = -3, LOG_HI = 3, STEPS = 1000;  // slider: 0 -> 0, STEPS -> inf, between 1e-3 .. 1e3 on a log scale
  const state = {L: 0.1, U: 2, eq: null};

  const $ = (id) => document.getElementById(id);

  // --- numbers and their display --------------------------------------------------------------------
  // A limit as typed: {value} or {error} (the reason, without the field's name). "inf" is the only way to
  // say infinity: a number too large for a double (1e400) is refused, not read as inf.
  function readLimit(text) {
    const raw = String(text).trim();
    const s = raw.toLowerCase().replace("∞", "inf");
    if (s === "") return {error: "is empty"};
    if (s === "inf" || s === "infinity" || s === "+inf") return {value: Infinity};
    if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(s)) return {error: `is not a number (got “${raw}”)`};
    const v = Number(s);
    if (v < 0) return {error: `is negative (got ${raw})`};
    if (!isFinite(v)) return {error: `is too large for a double (got ${raw}; type inf for no limit)`};
    if (v === 0 && /[1-9]/.test(s.split("e")[0])) {  // 1e-400 would be read as 0, silently
      return {error: `is too small for a double (got ${raw}, which would be read as 0; type 0 for no lower limit)`};
    }
    return {value: v === 0 ? 0 : v};  // "-0" is 0
  }
  function parseLimit(text) { const r = readLimit(text); return "error" in r ? NaN : r.value; }
  function showLimit(v) { return v === Infinity ? "inf" : String(v); }
  function shownRange(lo, hi) { return `[${showLimit(lo)}, ${hi === Infinity ? "∞" : showLimit(hi)}]`; }
  const SUPERSCRIPT = {"-": "⁻", "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹"};
  // A number for people: eight significant digits, thousands grouped, very large or small ones as
  // "1.5 × 10⁻⁹"; never "-0" (the data-value attribute keeps the full double).
  function rounded(v) {
    if (v === 0) return "0";
    if (Number.isNaN(v)) return "–";  // not yet defined (no hands played, or one: no spread)
    if (!isFinite(v)) return v > 0 ? "∞" : "−∞";
    const a = Math.abs(v);
    let text;
    if (a >= 1e-4 && a < 1e9) {
      const [whole, frac] = Math.abs(Number(v.toPrecision(8))).toString().split(".");
      text = (v < 0 ? "-" : "") + group(whole) + (frac ? "." + frac : "");
    } else {
      const [mant, exp] = v.toExponential(7).split("e");
      text = mant.replace(/\.?0+$/, "") + " × 10" + String(Number(exp)).replace(/./g, (c) => SUPERSCRIPT[c]);
    }
    return text.replace(/-/g, "−");  // every minus sign typeset alike
  }
  // thousands grouped by hand: toLocaleString builds a formatter at each call (too slow for a redraw)
  function group(digits) { return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ","); }
  function count(n) { return group(String(n)); }  // 1000000 -> "1,000,000"
  function setText(node, text) { if (node.textContent !== text) node.textContent = text; }
  function setValue(input, text) { if (input.value !== text) input.value = text; }
  function setQuantity(name, v) {
    for (const el of document.querySelectorAll(`[data-quantity="${name}"]`)) {
      el.dataset.value = String(v);
      el.textContent = name === "hands" ? count(v) : rounded(v);
    }
  }

  function toSlider(v) {
    if (v <= 0) return 0;
    if (v === Infinity) return STEPS;
    const p = Math.round(1 + (Math.log10(v) - LOG_LO) / (LOG_HI - LOG_LO) * (STEPS - 2));
    return Math.min(STEPS - 1, Math.max(1, p));
  }
  function fromSlider(p) {
    p = Number(p);
    if (p <= 0) return 0;
    if (p >= STEPS) return Infinity;
    const v = Math.pow(10, LOG_LO + (p - 1) / (STEPS - 2) * (LOG_HI - LOG_LO));
    return Number(v.toPrecision(3));  // a round number a reader can type back
  }

  // --- state, URL and controls ---------------------------------------------------------------------
  // A refused value is named at its own field with the allowed range; the field keeps what was typed and
  // the figures keep the last good state. Nothing is clamped or replaced silently.
  function fieldError(name, text) {
    const field = $(name + "-field"), box = $(name + "-error");
    if (text) {
      box.textContent = text; box.hidden = false;
      field.setAttribute("aria-invalid", "true");
    } else if (!box.hidden) {  // only when shown: touching the DOM for nothing costs a style pass
      box.textContent = ""; box.hidden = true;
      field.removeAttribute("aria-invalid");
    }
  }
  function stillShown() { return `The figures still show L = ${showLimit(state.L)}, U = ${showLimit(state.U)}.`; }

  // A field's text checked against the other limit: the value, or null after naming the fault at the field.
  function fieldValue(name, text, other, prefix) {
    const r = readLimit(text);
    const range = name === "L" ? `[0, U] = ${shownRange(0, other)}` : `[L, ∞] = ${shownRange(other, Infinity)}`;
    const allowed = name === "L" ? "" : " (type inf for no limit)";
    if ("error" in r) {
      fieldError(name, `${prefix}${name} ${r.error}: ${name} must be a number in ${range}${allowed}.`);
      return null;
    }
    const v = r.value;
    if (name === "L" ? v > other : v < other) {
      fieldError(name, `${prefix}${name} must lie in ${range}; got ${showLimit(v)} (${name === "L" ? "above U" : "below L"}).`);
      return null;
    }
    return v;
  }

  function typed(name) {
    const text = $(name + "-field").value;
    const v = fieldValue(name, text, name === "L" ? state.U : state.L, "");
    if (v === null) {
      $(name + "-error").textContent += " " + stillShown();
      return;
    }
    setLimits(name === "L" ? v : state.L, name === "U" ? v : state.U, name + "field");
  }

  function slid(name, position) {
    const v = fromSlider(position);
    let L = name === "L" ? v : state.L, U = name === "U" ? v : state.U, note = "";
    if (L > U) {  // a slider moved past the other limit pushes it along, and says so
      if (name === "L") { note = `Moving L past U moved U along to ${showLimit(L)}.`; U = L; }
      else { note = `Moving U below L moved L along to ${showLimit(U)}.`; L = U; }
    }
    setLimits(L, U, name);
    setText($("message"), note);
  }

  function setLimits(L, U, source) {
    if (!(L >= 0 && U >= L)) {  // the programmatic entry (tests, benchmark); the controls check before
      throw new RangeError(`setLimits needs 0 ≤ L ≤ U ≤ ∞; got L = ${L}, U = ${U}`);
    }
    setText($("message"), "");
    state.L = L; state.U = U;
    state.eq = LCP.solve(L, U);
    for (const name of ["L", "U"]) {
      if (source !== name + "field") setValue($(name + "-field"), showLimit(state[name]));
      fieldError(name, "");
      setValue($(name + "-slider"), String(toSlider(state[name])));
    }
    if (source !== "bad url") state.addressBad = false;
    writeUrl(source === "L" || source === "U" || source === "benchmark");
    redraw();
  }

  // A slider's moves write the address once they pause (history.replaceState costs milliseconds a call
  // and browsers throttle it); every other change writes it at once.
  let urlTimer = 0;
  function writeUrl(later) {
    clearTimeout(urlTimer);
    if (later) { urlTimer = setTimeout(writeUrl, 200); return; }
    if (state.addressBad) return;  // the reader's address stays as it was until a good value replaces it
    const q = new URLSearchParams(location.search);
    q.set("L", showLimit(state.L));
    q.set("U", showLimit(state.U));
    if (play.seedText) q.set("seed", play.seedText); else q.delete("seed");
    const url = location.pathname + "?" + q.toString().replace(/%2C/g, ",") + location.hash;
    try { history.replaceState(null, "", url); } catch (e) { /* file:// in some browsers */ }
  }

  // The address's limits: set when both are good; otherwise each bad one is named at its field (which
  // shows it as written) and the figures show the defaults, saying so.
  function readUrl() {
    const q = new URLSearchParams(location.search);
    if (q.has("seed")) play.seedText = q.get("seed");
    const textL = q.has("L") ? q.get("L") : "0.1", textU = q.has("U") ? q.get("U") : "2";
    const rL = readLimit(textL), rU = readLimit(textU);
    let L, U;
    if (q.has("U") && !q.has("L")) {  // only U given: a clash with the default L is U's fault, named under U
      U = fieldValue("U", textU, "error" in rL ? 0 : rL.value, "The address's ");
      L = U === null ? rL.value : fieldValue("L", textL, U, "The address's ");
    } else {
      L = fieldValue("L", textL, "error" in rU ? Infinity : rU.value, "The address's ");
      U = L === null ? ("error" in rU ? fieldValue("U", textU, 0, "The address's ") : rU.value)
                     : fieldValue("U", textU, L, "The address's ");
    }
    if (L !== null && U !== null) { setLimits(L, U, "url"); return; }
    const errors = {L: $("L-error").textContent, U: $("U-error").textContent};
    state.addressBad = true;
    setLimits(0.1, 2, "bad url");  // the defaults, for the figures only
    for (const [name, text] of [["L", textL], ["U", textU]]) {
      $(name + "-field").value = text;
      if (errors[name]) fieldError(name, errors[name] + " The figures show the default L = 0.1, U = 2.");
    }
  }

  function redraw() {
    const eq = state.eq;
    setQuantity("value", eq.value);
    eq.x.forEach((v, i) => setQuantity("x" + i, v));
    setQuantity("b0", eq.b0);
    drawProfile(eq);
    drawMap(eq);
    resetPlay(false, true);
  }

  // --- drawing -------------------------------------------------------------------------------------
  function el(name, attrs, parent, text) {
    const node = document.createElementNS(SVG, name);
    for (const k in attrs) node.setAttribute(k, attrs[k]);
    if (text !== undefined) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }
  function clear(svg) {
    for (const node of Array.from(svg.childNodes)) if (node.nodeName !== "title" && node.nodeName !== "desc") svg.removeChild(node);
  }
  // The drawing's width in its own units follows the width it is shown at (within [minW, W0]), so that its
  // text keeps its size on a phone instead of shrinking with the figure.
  const shownWidth = {};  // measured once and on resize: measuring at each move would force a layout
  function frame(svg, W0, H0, minW, minH) {
    if (!(svg.id in shownWidth)) shownWidth[svg.id] = svg.getBoundingClientRect().width;
    const shown = shownWidth[svg.id] || W0;
    const W = Math.round(Math.min(W0, Math.max(minW, shown)));
    const H = Math.round(Math.max(minH, H0 * W / W0));
    svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
    return [W, H];
  }
  function squash(s) { return s === Infinity ? 1 : s / (1 + s); }  // s -> s/(1+s) in [0, 1]
  function sizes(L, U, n) {  // n sizes from L to U, evenly spaced on the s/(1+s) scale
    const a = squash(L), b = squash(U), out = [];
    for (let i = 0; i <= n; i++) {
      const z = a + (b - a) * i / n;
      out.push(z >= 1 ? 1e12 : z / (1 - z));
    }
    return out;
  }

  // The axes, their labels and the legend are drawn once per size; a move redraws only the curves (new SVG
  // text is what makes a redraw's layout slow).
  let profileBase = null;
  function drawProfile(eq) {
    const svg = $("profile");
    const [W, H] = frame(svg, 640, 420, 340, 330), m = {l: 62, r: 12, t: 14, b: 50};
    const X = (x) => m.l + x * (W - m.l - m.r);
    const Y = (s) => H - m.b - squash(s) * (H - m.t - m.b);
    const [x0, x1, x2, x3, x4, x5] = eq.x;
    const q = eq.parts["1 - x2"], L = eq.L, U = eq.U;
    if (!profileBase || profileBase.W !== W || profileBase.H !== H) {
      clear(svg);
      const g = el("g", {"class": "axes"}, svg);
      el("rect", {x: X(0), y: Y(Infinity), width: X(1) - X(0), height: Y(0) - Y(Infinity), "class": "frame"}, g);
      for (const t of [0, 0.25, 0.5, 0.75, 1]) {
        el("line", {x1: X(t), x2: X(t), y1: Y(0), y2: Y(0) + 5, "class": "tick"}, g);
        el("text", {x: X(t), y: Y(0) + 20, "text-anchor": "middle"}, g, String(t));
      }
      for (const s of [0, 0.25, 0.5, 1, 2, 4, Infinity]) {
        el("line", {x1: X(0) - 5, x2: X(1), y1: Y(s), y2: Y(s), "class": s === 0 || s === Infinity ? "tick" : "grid"}, g);
        el("text", {x: X(0) - 9, y: Y(s) + 5, "text-anchor": "end"}, g, s === Infinity ? "∞" : String(s));
      }
      el("text", {x: (X(0) + X(1)) / 2, y: H - 10, "text-anchor": "middle", "class": "label"}, g, "hand strength x (bettor), y (caller)");
      el("text", {x: 16, y: (Y(0) + Y(Infinity)) / 2, "text-anchor": "middle", "class": "label",
                  transform: `rotate(-90 16 ${(Y(0) + Y(Infinity)) / 2})`}, g, "bet size s");
      const curves = el("g", {"class": "curves"}, svg);
      const lg = el("g", {"class": "legend"}, svg);
      const items = [["bluff", "bluffs"], ["check", "checks"], ["value", "value bets"], ["call-line", "caller's threshold c(s)"]];
      items.forEach(([cls, text], i) => {
        const y = m.t + 14 + i * 18, x = X(0.03);
        el("line", {x1: x, x2: x + 26, y1: y, y2: y, "class": cls}, lg);
        el("text", {x: x + 32, y: y + 5}, lg, text);
      });
      profileBase = {W, H, curves};
    }
    const curves = profileBase.curves;
    curves.replaceChildren();

    // the calling region: right of c(s), for the sizes that are bet
    const ss = L === U ? [L] : sizes(L, U, 160);
    if (ss.length === 1) {
      const c = callThreshold(L);
      el("line", {x1: X(c), x2: X(1), y1: Y(L), y2: Y(L), "class": "call-band"}, curves);
    } else {
      const pts = ss.map((s) => `${X(callThreshold(s))},${Y(s)}`);
      el("polygon", {points: [...pts, `${X(1)},${Y(ss[ss.length - 1])}`, `${X(1)},${Y(ss[0])}`].join(" "), "class": "call-region"}, curves);
      el("polyline", {points: pts.join(" "), "class": "call-line"}, curves);
    }
    // the bettor: check, bluffs and value bets (atoms at L and U, continuous sizes between)
    const seg = (a, b, s, cls) => { if (b > a) el("line", {x1: X(a), x2: X(b), y1: Y(s), y2: Y(s), "class": cls}, curves); };
    seg(x2, x3, 0, "check");
    seg(0, x0, U, "bluff"); seg(x1, x2, L, "bluff");
    seg(x3, x4, L, "value"); seg(x5, 1, U, "value");
    if (L < U) {
      const inner = sizes(L, U, 160);
      el("polyline", {points: inner.map((s) => `${X(LCP.bluffHand(s, q, eq.b0))},${Y(s)}`).join(" "), "class": "bluff thin"}, curves);
      el("polyline", {points: inner.map((s) => `${X(LCP.valueHand(s, q))},${Y(s)}`).join(" "), "class": "value thin"}, curves);
    }
    $("profile-desc").textContent =
      `Bluffs with hands below ${rounded(x2)}, checks up to ${rounded(x3)}, value bets above; ` +
      `the caller calls a bet s with hands above c(s), from ${rounded(callThreshold(L))} at s = L.`;
  }

  // The map's cells, triangle and labels are drawn once (they do not depend on the limits); a move only
  // shifts the marker. rebuildMap() forgets them (the benchmark's "old way": rebuild on every move).
  const MAP = {S: 420, left: 58, bottom: 46, side: 340};  // the map's frame, in its viewBox units
  let mapBase = null;
  function rebuildMap() { mapBase = null; }
  function drawMap(eq) {
    const svg = $("map");
    const {S, left, bottom, side} = MAP;
    const X = (r) => left + r * side, Y = (t) => S - bottom - t * side;
    if (!mapBase) {
      clear(svg);
      const n = 48, cells = [];
      let vmax = 0;
      for (let i = 0; i < n; i++) for (let j = 0; i + j < n; j++) {
        const r = (i + 0.5) / n, t = (j + 0.5) / n;
        if (r + t > 1) continue;
        const v = LCP.limitParts(r, t, 1 - r - t)[LCP.LIMIT_ORDER.indexOf("value")];
        vmax = Math.max(vmax, v);
        cells.push([i / n, j / n, 1 / n, v]);
      }
      const g = el("g", {}, svg);
      for (const [r, t, h, v] of cells) {
        const shade = Math.round(245 - 170 * v / vmax);
        el("rect", {x: X(r), y: Y(t + h), width: side * h + 0.6, height: side * h + 0.6, fill: `rgb(${shade},${shade},255)`}, g);
      }
      el("polygon", {points: `${X(0)},${Y(0)} ${X(1)},${Y(0)} ${X(0)},${Y(1)}`, "class": "triangle"}, svg);
      el("line", {x1: X(1), y1: Y(0), x2: X(0), y2: Y(1), "class": "fbcp"}, svg);
      el("text", {x: X(0.56), y: Y(0.56) - 4, "class": "edge-label", transform: `rotate(45 ${X(0.56)} ${Y(0.56) - 4})`,
                  "text-anchor": "middle"}, svg, "fixed bet: L = U (FBCP)");
      el("circle", {cx: X(0), cy: Y(0), r: 6, "class": "nlcp"}, svg);
      el("text", {x: X(0) + 10, y: Y(0) - 10, "class": "edge-label"}, svg, "no limit (NLCP)");
      for (const v of [0, 0.5, 1]) {
        el("text", {x: X(v), y: S - bottom + 18, "text-anchor": "middle"}, svg, String(v));
        el("text", {x: left - 6, y: Y(v) + 5, "text-anchor": "end"}, svg, String(v));
      }
      el("text", {x: X(0.5), y: S - 6, "text-anchor": "middle", "class": "label"}, svg, "r = L/(1+L)");
      el("text", {x: 16, y: Y(0.5), "text-anchor": "middle", "class": "label", transform: `rotate(-90 16 ${Y(0.5)})`}, svg, "t = 1/(1+U)");
      mapBase = {marker: el("circle", {r: 7, "class": "point"}, svg)};
    }
    mapBase.marker.setAttribute("cx", X(eq.r));
    mapBase.marker.setAttribute("cy", Y(eq.t));
    $("map-desc").textContent = `The current limits are the point r = ${rounded(eq.r)}, t = ${rounded(eq.t)}; value ${rounded(eq.value)}.`;
  }

  function mapClick(event) {
    const svg = $("map"), box = svg.getBoundingClientRect();
    const {S, left, bottom, side} = MAP;
    const r = ((event.clientX - box.left) * S / box.width - left) / side;
    const t = (S - bottom - (event.clientY - box.top) * S / box.height) / side;
    if (r < 0 || t < 0 || r + t > 1.0001) return;
    const L = r >= 1 ? Infinity : Number((r / (1 - r)).toPrecision(3));
    const U = t <= 0 ? Infinity : Number(((1 - t) / t).toPrecision(3));
    setLimits(L, Math.max(L, U), "map");  // a point of the triangle has L <= U up to the rounding to 3 digits
  }

  // --- hands to play -------------------------------------------------------------------------------
  const play = {seedText: "", rng: null, n: 0, sum: 0, sumsq: 0, trace: [], pending: null};

  function mulberry32(a) {  // a small seeded generator (public domain); 2^32 states are plenty here
    return function () {
      a |= 0; a = (a + 0x6D2B79F5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  function seedNumber(text) {
    let h = 2166136261;
    for (const ch of String(text)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    return h >>> 0;
  }
  function hand() { let u; do { u = play.rng(); } while (u === 0); return u; }  // in (0, 1)

  // The bettor's equilibrium action: the size hand x bets (0 = check). Between the atoms the sizes are
  // found by bisection on the generated b(s) (decreasing in s) and v(s) (increasing) on the s/(1+s) scale.
  function equilibriumBet(x) {
    const eq = state.eq, [x0, x1, x2, x3, x4, x5] = eq.x, q = eq.parts["1 - x2"], L = eq.L, U = eq.U;
    if (x <= x0) return U;
    if (x < x1) return invert((s) => LCP.bluffHand(s, q, eq.b0), x, L, U, -1);
    if (x < x2) return L;
    if (x < x3) return 0;
    if (x < x4) return L;
    if (x < x5) return invert((s) => LCP.valueHand(s, q), x, L, U, 1);
    return U;
  }
  function invert(f, x, L, U, direction) {
    let lo = squash(L), hi = squash(U);
    for (let k = 0; k < 60; k++) {
      const mid = (lo + hi) / 2, s = mid >= 1 ? 1e300 : mid / (1 - mid);
      if ((f(s) - x) * direction < 0) lo = mid; else hi = mid;
    }
    const z = (lo + hi) / 2;
    return z >= 1 ? Infinity : z / (1 - z);
  }
  function callThreshold(s) { return s === Infinity ? 1 : LCP.callThreshold(s, state.eq.parts["1 - x2"]); }
  function bettorPayoff(x, y, s, calls) {  // the bettor's net result (pot 1: each player's ante 1/2)
    if (s === 0) return x > y ? 0.5 : -0.5;
    if (!calls) return 0.5;
    return x > y ? 0.5 + s : -(0.5 + s);
  }

  function resetPlay(newSeed, urlWritten) {
    if (newSeed || !play.seedText) play.seedText = String(Math.floor(Math.random() * 1e9));
    $("seed").value = play.seedText;
    play.rng = mulberry32(seedNumber(play.seedText));
    play.session = (play.session || 0) + 1;
    play.n = 0; play.sum = 0; play.sumsq = 0; play.trace = []; play.pending = null;
    $("hand-line").textContent = "Press Deal.";
    $("result-line").textContent = "";
    $("bettor-actions").hidden = true; $("caller-actions").hidden = true; $("deal").hidden = false;
    showRunning();
    if (!urlWritten) writeUrl();
  }
  function record(result) {
    play.n += 1; play.sum += result; play.sumsq += result * result;
    if (play.n <= 20000 || play.n % 10 === 0) play.trace.push([play.n, play.sum / play.n]);
  }
  function seatSign() { return $("seat").value === "bettor" ? 1 : -1; }
  function showRunning() {
    const exact = seatSign() * state.eq.value, n = play.n;
    const mean = n ? play.sum / n : NaN;
    const sd = n > 1 ? Math.sqrt(Math.max(play.sumsq - n * mean * mean, 0) / (n - 1)) : NaN;
    const band = n > 1 ? 1.96 * sd / Math.sqrt(n) : NaN;
    setQuantity("hands", n);
    setQuantity("mean", mean);
    setQuantity("exact", exact);
    setQuantity("band", band);
    drawRunning(exact, band);
  }
  function drawRunning(exact, band) {
    const svg = $("running");
    clear(svg);
    const [W, H] = frame(svg, 640, 220, 340, 200), m = {l: 78, r: 12, t: 12, b: 34};
    const tr = play.trace, n = Math.max(play.n, 10);
    const ys = tr.map((p) => p[1]).concat([exact - 0.5, exact + 0.5]);
    const span = Math.max(...ys.map((v) => Math.abs(v - exact)), 0.05);
    const X = (k) => m.l + Math.log10(k) / Math.log10(n) * (W - m.l - m.r);
    const Y = (v) => m.t + (1 - (v - exact + span) / (2 * span)) * (H - m.t - m.b);
    el("rect", {x: m.l, y: m.t, width: W - m.l - m.r, height: H - m.t - m.b, "class": "frame"}, svg);
    if (play.n > 1) {  // the band the average should end inside: +-1.96 sd/sqrt(k) around the exact value
      const sd = band / 1.96 * Math.sqrt(play.n), pts = [], low = [];
      for (let i = 0; i <= 60; i++) {
        const k = Math.pow(n, i / 60);
        pts.push(`${X(k)},${Y(exact + Math.min(1.96 * sd / Math.sqrt(k), span))}`);
        low.push(`${X(k)},${Y(exact - Math.min(1.96 * sd / Math.sqrt(k), span))}`);
      }
      el("polygon", {points: pts.concat(low.reverse()).join(" "), "class": "band"}, svg);
    }
    el("line", {x1: m.l, x2: W - m.r, y1: Y(exact), y2: Y(exact), "class": "exact"}, svg);
    if (tr.length) el("polyline", {points: tr.map((p) => `${X(p[0])},${Y(p[1])}`).join(" "), "class": "avg"}, svg);
    el("text", {x: (W + m.l) / 2, y: H - 8, "text-anchor": "middle", "class": "label"}, svg, "hands played (log scale)");
    el("text", {x: m.l + 6, y: Y(exact) - 6}, svg, "exact " + rounded(exact));
    // axis ends to three digits: eight would not fit the margin (the exact value is written in full above)
    el("text", {x: m.l - 6, y: m.t + 12, "text-anchor": "end"}, svg, rounded(Number((exact + span).toPrecision(3))));
    el("text", {x: m.l - 6, y: H - m.b, "text-anchor": "end"}, svg, rounded(Number((exact - span).toPrecision(3))));
  }

  function deal() {
    const x = hand(), y = hand();
    const seat = $("seat").value;
    $("deal").hidden = true;
    $("result-line").textContent = "";
    if (seat === "bettor") {
      play.pending = {x, y};
      const suggestion = equilibriumBet(x);
      $("bet-size").value = showLimit(suggestion === 0 ? state.L || state.U : suggestion);
      $("hand-line").textContent = `Your hand x = ${x.toFixed(3)}. Check, or bet a size in [${showLimit(state.L)}, ${showLimit(state.U)}]` +
        ` (the equilibrium would ${suggestion === 0 ? "check" : "bet " + rounded(suggestion)}).`;
      $("bettor-actions").hidden = false;
    } else {
      const s = equilibriumBet(x);
      play.pending = {x, y, s};
      if (s === 0) {  // nothing to decide: a showdown
        finish(bettorPayoff(x, y, 0, false), `Your hand y = ${y.toFixed(3)}. The bettor checks; showdown: x = ${x.toFixed(3)}.`);
        return;
      }
      $("hand-line").textContent = `Your hand y = ${y.toFixed(3)}. The bettor bets ${rounded(s)} into the pot of 1` +
        ` (the equilibrium calls above c(s) = ${rounded(callThreshold(s))}).`;
      $("caller-actions").hidden = false;
    }
  }
  function finish(bettorResult, text) {
    const mine = seatSign() * bettorResult;
    record(mine);
    $("hand-line").textContent = text;
    $("result-line").textContent = `You ${mine >= 0 ? "win" : "lose"} ${rounded(Math.abs(mine))}.`;
    $("bettor-actions").hidden = true; $("caller-actions").hidden = true; $("deal").hidden = false;
    play.pending = null;
    showRunning();
  }
  function bettorActs(s) {
    const {x, y} = play.pending;
    if (s !== 0 && !(s >= state.L && s <= state.U)) {
      $("result-line").textContent = `A bet must lie in [${showLimit(state.L)}, ${showLimit(state.U)}].`;
      return;
    }
    const calls = s !== 0 && y > callThreshold(s);
    const what = s === 0 ? "You check" : `You bet ${rounded(s)}; the caller ${calls ? "calls" : "folds"}`;
    finish(bettorPayoff(x, y, s, calls), `${what} (x = ${x.toFixed(3)}, y = ${y.toFixed(3)}).`);
  }
  function callerActs(calls) {
    const {x, y, s} = play.pending;
    finish(bettorPayoff(x, y, s, calls), `You ${calls ? "call" : "fold"}; the bettor held x = ${x.toFixed(3)} (y = ${y.toFixed(3)}).`);
  }
  const MOST_HANDS = 1000000, CHUNK = 50000;
  function autoPlay() {
    const text = $("auto-n").value.trim(), n = Number(text);
    if (!/^\d+$/.test(text) || n < 1 || n > MOST_HANDS) {
      $("auto-error").textContent = `The number of hands must be a whole number from 1 to ${count(MOST_HANDS)}; got “${text}”.`;
      $("auto-error").hidden = false;
      $("auto-n").setAttribute("aria-invalid", "true");
      return;
    }
    $("auto-error").hidden = true;
    $("auto-n").removeAttribute("aria-invalid");
    const sign = seatSign(), session = play.session;
    let left = n;
    const step = () => {  // in chunks, so that a million hands do not freeze the page
      if (play.session !== session) left = 0;  // the limits or the seat changed: a new session began
      const k = Math.min(left, CHUNK);
      if (k === 0) { $("auto").disabled = false; delete document.body.dataset.playing; return; }
      for (let i = 0; i < k; i++) {
        const x = hand(), y = hand(), s = equilibriumBet(x);
        const calls = s !== 0 && y > callThreshold(s);
        record(sign * bettorPayoff(x, y, s, calls));
      }
      left -= k;
      showRunning();
      if (left > 0) setTimeout(step, 0); else { $("auto").disabled = false; delete document.body.dataset.playing; }
    };
    $("auto").disabled = true;
    document.body.dataset.playing = "true";
    step();
  }

  // --- wiring --------------------------------------------------------------------------------------
  function init() {
    $("L-slider").addEventListener("input", (e) => slid("L", e.target.value));
    $("U-slider").addEventListener("input", (e) => slid("U", e.target.value));
    $("L-field").addEventListener("change", () => typed("L"));
    $("U-field").addEventListener("change", () => typed("U"));
    $("map").addEventListener("click", mapClick);
    $("seat").addEventListener("change", () => resetPlay(false));
    $("seed").addEventListener("change", (e) => { play.seedText = e.target.value.trim(); resetPlay(false); });
    $("reset").addEventListener("click", () => resetPlay(true));
    $("deal").addEventListener("click", deal);
    $("check").addEventListener("click", () => bettorActs(0));
    $("bet").addEventListener("click", () => bettorActs(parseLimit($("bet-size").value)));
    $("call").addEventListener("click", () => callerActs(true));
    $("fold").addEventListener("click", () => callerActs(false));
    $("auto").addEventListener("click", autoPlay);
    readUrl();
    let pending = 0;
    window.addEventListener("resize", () => {
      clearTimeout(pending);
      pending = setTimeout(() => { for (const k in shownWidth) delete shownWidth[k]; drawProfile(state.eq); showRunning(); }, 100);
    });
    document.body.dataset.ready = "true";
  }
  window.lcpExplorer = {setLimits, state, play, equilibriumBet, fromSlider, toSlider, rebuildMap, rounded};
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init); else init();
})();
