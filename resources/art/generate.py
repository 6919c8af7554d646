#!/usr/bin/env python3
"""Writes Razzia's art: the SVG files of this folder and resources/icons/razzia.svg.

Everything is drawn here from plain shapes: a geometric stroke lettering (so that no font is
needed and names fit whatever fonts a system has), six bar symbols, two figures and the
ornaments. Qt's SVG renderer (SVG Tiny 1.2) has no filters, masks or <pattern>, so every
pattern is drawn as explicit shapes and cut-outs are painted in the colour behind them.

Every element the program asks for is a top-level <g> whose id is documented in ui/art.h;
its first child is an unstroked rectangle that gives the element its exact bounds.

The build never runs this script: run it after any change and commit what it writes with it.
    python3 resources/art/generate.py
"""

import math
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))

# R1.1, in reading order: id, name on the board, colour, text colour. The text colours reach a
# WCAG contrast of at least 4.5 (tests/ui/tst_art.cpp checks it; ui/art.cpp holds the same).
LIGHT = "#FFFDF5"
DARK = "#1B1410"
BARS = [
    ("colibri", "COLIBRI", "#C02217", LIGHT),
    ("cotton", "COTTON CLUB", "#FCEB40", DARK),
    ("havanna", "HAVANNA BAR", "#532070", LIGHT),
    ("jungle", "JUNGLE", "#3772C7", LIGHT),
    ("lincoln", "LINCOLN", "#27B969", DARK),
    ("jazz", "JAZZ HOUSE", "#F096C3", DARK),
]

INK = "#17110D"      # outlines
IVORY = "#F6EEDA"    # card stock
GOLD = "#C9A23F"
GOLD_DARK = "#8A6A1E"
NAVY = "#1D2846"


def f(v):
    """A number as short as it can be written."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def shade(colour, k):
    """colour mixed towards black (k < 0) or white (k > 0) by |k|."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    t = 255 if k > 0 else 0
    k = abs(k)
    return "#%02X%02X%02X" % tuple(round(c + (t - c) * k) for c in (r, g, b))


class Doc:
    """One SVG file: shared gradients and the elements, laid out in a column."""

    def __init__(self):
        self.defs = {}
        self.parts = []
        self.width = 0
        self.y = 0

    def linear(self, gid, stops, x1=0, y1=0, x2=0, y2=1):
        if gid not in self.defs:
            s = "".join(f'<stop offset="{f(o)}" stop-color="{c}"/>' for o, c in stops)
            self.defs[gid] = (f'<linearGradient id="{gid}" x1="{f(x1)}" y1="{f(y1)}" '
                              f'x2="{f(x2)}" y2="{f(y2)}">{s}</linearGradient>')
        return f"url(#{gid})"

    def radial(self, gid, stops, cx=0.5, cy=0.5, r=0.5):
        if gid not in self.defs:
            s = "".join(f'<stop offset="{f(o)}" stop-color="{c}"/>' for o, c in stops)
            self.defs[gid] = (f'<radialGradient id="{gid}" cx="{f(cx)}" cy="{f(cy)}" '
                              f'r="{f(r)}">{s}</radialGradient>')
        return f"url(#{gid})"

    def element(self, eid, w, h, body):
        """Adds element `eid` of size w x h; body is drawn in 0..w, 0..h."""
        y = self.y
        self.parts.append(f'<g id="{eid}"><rect x="0" y="{f(y)}" width="{f(w)}" '
                          f'height="{f(h)}" fill="none"/><g transform="translate(0,{f(y)})">'
                          f"{body}</g></g>")
        self.width = max(self.width, w)
        self.y += h + 10

    def write(self, name, comment):
        text = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                f"<!-- Razzia: {comment} Written by generate.py; do not edit by hand. -->\n"
                '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
                f'width="{f(self.width)}" height="{f(self.y)}" '
                f'viewBox="0 0 {f(self.width)} {f(self.y)}">\n'
                "<defs>" + "".join(self.defs.values()) + "</defs>\n"
                + "\n".join(self.parts) + "\n</svg>\n")
        with open(name if os.path.isabs(name) else os.path.join(HERE, name), "w") as out:
            out.write(text)
        return len(text)


# ---------------------------------------------------------------------------------------------
# Lettering: geometric capitals and figures made of strokes, in a box 10 units tall. The
# narrow stadium shapes (straight sides, half-circle ends) give the 1930s poster look.

GLYPHS = {
    "A": (6, "M0,10 L3,0 L6,10 M1.15,6.6 H4.85"),
    "B": (6, "M0,10 V0 H3 A2.25,2.25 0 0 1 3,4.5 H0 M3,4.5 H3.25 A2.75,2.75 0 0 1 3.25,10 H0"),
    "C": (6, "M6,3 A3,3 0 0 0 0,3 V7 A3,3 0 0 0 6,7"),
    "D": (6, "M0,0 V10 H3 A3,3 0 0 0 6,7 V3 A3,3 0 0 0 3,0 Z"),
    "E": (5.4, "M5.4,0 H0 V10 H5.4 M0,5 H4.2"),
    "G": (6, "M6,3 A3,3 0 0 0 0,3 V7 A3,3 0 0 0 6,7 V5.2 H3.4"),
    "H": (6, "M0,0 V10 M6,0 V10 M0,5 H6"),
    "I": (0, "M0,0 V10"),
    "J": (5.4, "M5.4,0 V7.3 A2.7,2.7 0 0 1 0,7.3"),
    "L": (5.2, "M0,0 V10 H5.2"),
    "N": (6, "M0,10 V0 L6,10 V0"),
    "O": (6, "M0,3 A3,3 0 0 1 6,3 V7 A3,3 0 0 1 0,7 Z"),
    "R": (6, "M0,10 V0 H3 A2.5,2.5 0 0 1 3,5 H0 M2.6,5 L6,10"),
    "S": (6, "M6,2.5 A3,2.5 0 0 0 0,2.5 A3,2.5 0 0 0 3,5 A3,2.5 0 0 1 6,7.5 A3,2.5 0 0 1 0,7.5"),
    "T": (6, "M0,0 H6 M3,0 V10"),
    "U": (6, "M0,0 V7 A3,3 0 0 0 6,7 V0"),
    "V": (6, "M0,0 L3,10 L6,0"),
    "Z": (6, "M0,0 H6 L0,10 H6"),
    "0": (6, "M0,3 A3,3 0 0 1 6,3 V7 A3,3 0 0 1 0,7 Z"),
    "1": (3.2, "M0,2 L3.2,0 V10"),
    "2": (6, "M0,3 A3,3 0 0 1 6,3 C6,6 0,7 0,10 H6"),
    "3": (6, "M0,0 H5.8 L2.6,4.2 H3 A2.9,2.9 0 1 1 0.49,8.55"),
    "4": (6, "M4.6,10 V0 L0,7 H6"),
    "5": (6, "M5.6,0 H0.8 L0.5,4.2 H3 A2.9,2.9 0 1 1 0.49,8.55"),
    "6": (6, "M0,7 A3,3 0 0 0 6,7 A3,3 0 0 0 0,7 Z M0,7 C0,3.2 1.8,0.2 5.2,0"),
    "7": (6, "M0,0 H6 L2,10"),
    "8": (6, "M0.6,2.6 A2.4,2.4 0 0 0 5.4,2.6 A2.4,2.4 0 0 0 0.6,2.6 Z "
             "M0.3,7.3 A2.7,2.7 0 0 0 5.7,7.3 A2.7,2.7 0 0 0 0.3,7.3 Z"),
    "9": (6, "M6,3 A3,3 0 0 0 0,3 A3,3 0 0 0 6,3 Z M6,3 C6,6.8 4.2,9.8 0.8,10"),
    "$": (5, "M5,2.6 A2.5,1.9 0 0 0 0,2.6 A2.5,1.9 0 0 0 2.5,4.5 A2.5,2 0 0 1 5,6.5 "
             "A2.5,2 0 0 1 0,6.5 M2.5,-1 V10.8"),
}
GAP = 2.2
SPACE = 4.0
PARAMS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "A": 7, "Z": 0}


def move_path(d, ox, oy, s):
    """Path d (absolute commands only) scaled by s and moved to ox, oy."""
    tokens = re.findall(r"[A-Za-z]|-?[0-9.]+", d)
    out, i, cmd = [], 0, None
    while i < len(tokens):
        t = tokens[i]
        if t in PARAMS:
            cmd = t
            out.append(t)
            i += 1
            if cmd == "Z":
                continue
        n = PARAMS[cmd]
        vals = [float(v) for v in tokens[i:i + n]]
        i += n
        if cmd in "ML":
            vals = [ox + s * vals[0], oy + s * vals[1]]
        elif cmd == "H":
            vals = [ox + s * vals[0]]
        elif cmd == "V":
            vals = [oy + s * vals[0]]
        elif cmd == "C":
            vals = [ox + s * v if k % 2 == 0 else oy + s * v for k, v in enumerate(vals)]
        elif cmd == "A":
            vals = [s * vals[0], s * vals[1], vals[2], int(vals[3]), int(vals[4]),
                    ox + s * vals[5], oy + s * vals[6]]
        out.append(",".join(f(v) for v in vals))
    return " ".join(out)


def text_width(s, cap):
    w = 0.0
    for i, ch in enumerate(s):
        w += SPACE if ch == " " else GLYPHS[ch][0]
        if i + 1 < len(s):
            w += GAP
    return w * cap / 10


def lettering(s, x, y, cap, colour, weight=1.4, anchor="middle", inline=None):
    """Text s with its top at y, cap height cap; x is its centre, start or end (anchor).
    weight is the stroke width at cap height 10; inline draws a thin line inside the strokes."""
    k = cap / 10
    w = text_width(s, cap)
    x0 = x - w / 2 if anchor == "middle" else (x - w if anchor == "end" else x)
    ds = []
    for ch in s:
        if ch == " ":
            x0 += (SPACE + GAP) * k
            continue
        gw, d = GLYPHS[ch]
        ds.append(move_path(d, x0, y, k))
        x0 += (gw + GAP) * k
    d = " ".join(ds)
    out = (f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{f(weight * k)}" '
           'stroke-linecap="round" stroke-linejoin="round"/>')
    if inline:
        out += (f'<path d="{d}" fill="none" stroke="{inline}" stroke-width="{f(weight * k / 3.5)}" '
                'stroke-linecap="round" stroke-linejoin="round"/>')
    return out


# ---------------------------------------------------------------------------------------------
# The bar symbols, in a 100 x 100 box, as (path, part). Each is one colour over another, so
# details are cut in with the colour behind (no masks in SVG Tiny).

PARTS = {
    "fg": 'fill="{fg}"',                                   # the silhouette
    "bg": 'fill="{bg}"',                                   # a hole cut into it
    "puff": 'fill="{fg}" stroke="{bg}" stroke-width="3"',  # a shape outlined against the next
    "hollow": 'fill="{bg}" stroke="{fg}" stroke-width="3"',
    "line": 'fill="none" stroke="{fg}" stroke-width="5" stroke-linecap="round"',
    "thin": 'fill="none" stroke="{fg}" stroke-width="2.5" stroke-linecap="round"',
    "cut": 'fill="none" stroke="{bg}" stroke-width="3" stroke-linecap="round"',
}

def frond(cx, cy, angle, length, droop, width):
    """A palm frond from (cx, cy) outwards at angle (degrees, 0 = right, y down), bending down."""
    a = math.radians(angle)
    tx, ty = cx + length * math.cos(a), cy + length * math.sin(a) + droop
    mx, my = cx + 0.55 * length * math.cos(a), cy + 0.55 * length * math.sin(a) - 0.25 * droop
    nx, ny = -math.sin(a), math.cos(a)
    return (f"M{f(cx)},{f(cy)} Q{f(mx - nx * width)},{f(my - ny * width)} {f(tx)},{f(ty)} "
            f"Q{f(mx + nx * width * 0.4)},{f(my + ny * width * 0.4)} {f(cx)},{f(cy)} Z")


def circle_d(cx, cy, r):
    return (f"M{f(cx - r)},{f(cy)} A{f(r)},{f(r)} 0 1 0 {f(cx + r)},{f(cy)} "
            f"A{f(r)},{f(r)} 0 1 0 {f(cx - r)},{f(cy)} Z")


SYMBOLS = {
    # A hummingbird, wings up, long beak to the left.
    "colibri": [
        ("M29,31.5 L1,39 L29,38.5 Z", "fg"),
        (circle_d(37, 35, 11), "fg"),
        ("M28,42 C30,32 46,30 56,40 C66,50 72,62 74,74 L66,77 C58,68 44,64 36,58 "
         "C29,53 27,48 28,42 Z", "fg"),
        ("M64,72 L69,99 L75,85 L88,95 L77,69 Z", "fg"),
        ("M46,41 C48,24 62,8 97,2 L91,12 L96,14 L86,24 L91,27 L79,38 L83,41 L64,53 Z", "fg"),
        ("M50,47 C56,50 60,52 64,55", "cut"),
        (circle_d(35, 33, 2.6), "bg"),
    ],
    # A cotton boll: puffs over a pointed calyx on a stem.
    "cotton": [
        ("M47,70 L45,99 L55,99 L53,70 Z", "fg"),
        ("M50,66 L14,80 L36,84 Z M50,66 L86,80 L64,84 Z M50,66 L42,90 L58,90 Z", "fg"),
        (circle_d(32, 30, 15), "puff"),
        (circle_d(68, 30, 15), "puff"),
        (circle_d(50, 21, 16), "puff"),
        (circle_d(27, 52, 15), "puff"),
        (circle_d(73, 52, 15), "puff"),
        (circle_d(50, 47, 18), "puff"),
    ],
    # A cigar with its band, smoke curling up from the lit end.
    "havanna": [
        ("M8,70 C6,62 12,58 20,58 L82,52 L84,72 L20,80 C12,80 9,76 8,70 Z", "fg"),
        ("M84.5,53.5 L93,52.6 L94.6,69 L86.2,70 Z", "hollow"),
        ("M88,57 L90,56.8 M88.6,63 L91,62.8", "thin"),
        ("M30,56.5 L38,55.8 L40,78 L32,79 Z", "bg"),
        ("M32.2,59 L36,58.6 L37.6,75.6 L33.8,76 Z", "fg"),
        ("M91,46 C83,36 98,30 90,20 C83,12 93,8 89,3", "line"),
    ],
    # A palm tree with coconuts.
    "jungle": [
        ("M40,99 C44,74 50,54 56,36 L63,37 C59,56 55,76 54,99 Z", "fg"),
        ("M44,84 L56,86 M46,70 L58,72 M50,56 L60,58", "cut"),
        (frond(59, 33, 188, 50, 18, 12), "fg"),
        (frond(59, 33, 218, 44, 12, 12), "fg"),
        (frond(59, 33, 262, 34, 2, 10), "fg"),
        (frond(59, 33, 310, 42, 12, 12), "fg"),
        (frond(59, 33, 352, 44, 18, 12), "fg"),
        (circle_d(52, 41, 5.5), "fg"),
        (circle_d(64, 43, 5.5), "fg"),
    ],
    # Lincoln's stovepipe hat.
    "lincoln": [
        ("M27,6 C40,3 60,3 73,6 L67,74 H33 Z", "fg"),
        ("M30.8,56 H69.2 L68.6,64 H31.4 Z", "bg"),
        ("M5,78 C5,70 22,71 50,71 C78,71 95,70 95,78 C95,88 74,88 50,86 C26,88 5,88 5,78 Z",
         "fg"),
    ],
    # A saxophone: crook and mouthpiece at the top, the bell turned up to the right.
    "jazz": [
        ("M4,16 L12,6 C24,1 44,4 48,20 L50,74 C50,81 58,81 58,74 L58,64 C58,56 52,48 46,42 "
         "L98,36 C88,44 80,52 77,62 L77,76 C77,99 29,99 29,76 L31,26 C31,18 25,14 17,15 "
         "L10,20 Z", "fg"),
        ("M48,44 L95,38.2", "cut"),
        (circle_d(40.5, 34, 3.4), "bg"),
        (circle_d(40.5, 46, 3.4), "bg"),
        (circle_d(40.5, 58, 3.4), "bg"),
        (circle_d(67.5, 70, 3.4), "bg"),
    ],
}


def symbol(bar, x, y, size, fg, bg):
    """Bar's symbol in the square x, y, size, drawn in fg over bg."""
    shapes = "".join(f'<path d="{d}" ' + PARTS[part].format(fg=fg, bg=bg) + "/>"
                     for d, part in SYMBOLS[bar])
    return f'<g transform="translate({f(x)},{f(y)}) scale({f(size / 100)})">{shapes}</g>'


# ---------------------------------------------------------------------------------------------
# Bars: the boards (300 x 200) and their colour-blind patterns.

BOARD_W, BOARD_H = 300, 200


def stepped_rect(x, y, w, h, step):
    """A rectangle whose corners are cut in two steps, the art deco frame."""
    s, t = step, step / 2
    return (f"M{f(x + s)},{f(y)} H{f(x + w - s)} V{f(y + t)} H{f(x + w - t)} V{f(y + s)} "
            f"H{f(x + w)} V{f(y + h - s)} H{f(x + w - t)} V{f(y + h - t)} H{f(x + w - s)} "
            f"V{f(y + h)} H{f(x + s)} V{f(y + h - t)} H{f(x + t)} V{f(y + h - s)} H{f(x)} "
            f"V{f(y + s)} H{f(x + t)} V{f(y + t)} H{f(x + s)} Z")


def clip_polygon(points, x0, y0, x1, y1):
    """The convex polygon cut to the rectangle x0, y0 - x1, y1 (Sutherland-Hodgman)."""
    def cut(pts, inside, cross):
        out = []
        for i, cur in enumerate(pts):
            prev = pts[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(cross(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(cross(prev, cur))
        return out

    def at_x(x):
        return lambda a, b: (x, a[1] + (b[1] - a[1]) * (x - a[0]) / (b[0] - a[0]))

    def at_y(y):
        return lambda a, b: (a[0] + (b[0] - a[0]) * (y - a[1]) / (b[1] - a[1]), y)

    for inside, cross in ((lambda q: q[0] >= x0, at_x(x0)), (lambda q: q[0] <= x1, at_x(x1)),
                          (lambda q: q[1] >= y0, at_y(y0)), (lambda q: q[1] <= y1, at_y(y1))):
        points = cut(points, inside, cross)
        if not points:
            break
    return points


def sunburst(cx, cy, r0, r1, a0, a1, n, colour, opacity, clip=None):
    """n wedge rays between angles a0 and a1 (degrees) from radius r0 to r1, cut to the
    rectangle clip (x0, y0, x1, y1) if given."""
    ds = []
    step = (a1 - a0) / n
    for i in range(n):
        a = math.radians(a0 + (i + 0.25) * step)
        b = math.radians(a0 + (i + 0.75) * step)
        pts = [(cx + r0 * math.cos(a), cy + r0 * math.sin(a)),
               (cx + r1 * math.cos(a), cy + r1 * math.sin(a)),
               (cx + r1 * math.cos(b), cy + r1 * math.sin(b)),
               (cx + r0 * math.cos(b), cy + r0 * math.sin(b))]
        if clip:
            pts = clip_polygon(pts, *clip)
        if pts:
            ds.append("M" + " L".join(f"{f(x)},{f(y)}" for x, y in pts) + " Z")
    return f'<path d="{" ".join(ds)}" fill="{colour}" fill-opacity="{f(opacity)}"/>'


def board(doc, bar, name, colour, text, cap):
    fill = doc.radial(f"board-{bar}", [(0, shade(colour, 0.12)), (0.7, colour),
                                       (1, shade(colour, -0.25))], cy=0.55, r=0.75)
    w, h = BOARD_W, BOARD_H
    out = [f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="12" fill="{fill}" '
           f'stroke="{INK}" stroke-width="2"/>']
    out.append(sunburst(150, 190, 16, 46, 196, 344, 13, text, 0.16))
    out.append(f'<path d="{stepped_rect(8, 8, w - 16, h - 16, 16)}" fill="none" '
               f'stroke="{text}" stroke-opacity="0.75" stroke-width="2.5"/>')
    out.append(f'<path d="{stepped_rect(13, 13, w - 26, h - 26, 12)}" fill="none" '
               f'stroke="{text}" stroke-opacity="0.5" stroke-width="1"/>')
    out.append(lettering(name, 150, 30, cap, text, weight=1.8))
    for y in (52, 56):
        out.append(f'<path d="M90,{y} H210" stroke="{text}" stroke-width="1.2" '
                   'stroke-opacity="0.75"/>')
    for cx in (48, 252):
        out.append(f'<circle cx="{cx}" cy="48" r="34" fill="{text}"/>')
        out.append(f'<circle cx="{cx}" cy="48" r="30.5" fill="none" stroke="{colour}" '
                   'stroke-width="1.2"/>')
        out.append(symbol(bar, cx - 24, 24, 48, colour, text))
    doc.element(f"bar-{bar}", w, h, "".join(out))


def clipped(x1, y1, x2, y2, w, h):
    """The segment as a path, cut to the rectangle 0, 0, w, h (Liang-Barsky); "" if outside."""
    t0, t1 = 0.0, 1.0
    dx, dy = x2 - x1, y2 - y1
    for p, q in ((-dx, x1), (dx, w - x1), (-dy, y1), (dy, h - y1)):
        if p == 0:
            if q < 0:
                return ""
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return ""
    return (f"M{f(x1 + t0 * dx)},{f(y1 + t0 * dy)} L{f(x1 + t1 * dx)},{f(y1 + t1 * dy)}")


def pattern_lines(bar, w, h):
    """The pattern of bar over w x h: a path, the width of its strokes, and whether it is
    filled (dots) rather than stroked."""
    ds = []
    if bar == "colibri":  # diagonal stripes
        for x in range(-h, w + h, 22):
            ds.append(clipped(x, h, x + h, 0, w, h))
        return " ".join(ds), 5, False
    if bar == "cotton":  # dots
        for j, y in enumerate(range(10, h, 20)):
            for x in range(10 + (j % 2) * 10, w, 20):
                ds.append(circle_d(x, y, 4.6))
        return " ".join(ds), 0, True
    if bar == "havanna":  # crosshatch
        for x in range(-h, w + h, 16):
            ds.append(clipped(x, h, x + h, 0, w, h))
            ds.append(clipped(x, 0, x + h, h, w, h))
        return " ".join(ds), 1.8, False
    if bar == "jungle":  # waves
        n = 10
        p = w / n
        for y in range(10, h, 20):
            ds.append(f"M0,{y}" + "".join(
                f" Q{f(i * p + p / 4)},{y - 9} {f(i * p + p / 2)},{y}"
                f" Q{f(i * p + 3 * p / 4)},{y + 9} {f((i + 1) * p)},{y}" for i in range(n)))
        return " ".join(ds), 3, False
    if bar == "lincoln":  # chevrons
        for y in range(12, h + 12, 24):
            for x in range(0, w, 30):
                ds.append(clipped(x, y, x + 15, y - 12, w, h))
                ds.append(clipped(x + 15, y - 12, x + 30, y, w, h))
        return " ".join(ds), 4, False
    # jazz: a square grid
    for i in range(13):
        ds.append(f"M{f(i * w / 12)},0 V{h}")
    for i in range(9):
        ds.append(f"M0,{f(i * h / 8)} H{w}")
    return " ".join(ds), 2.4, False


def pattern(doc, bar):
    """A see-through overlay that tells bar from the others without its colour: a dark mark
    edged in light, so that it shows over any bar colour and over the ivory of the cards."""
    # The strokes stay inside the element's bounds, which are the board's. Qt measures a
    # stroke's bounds with square caps, whatever the caps drawn, hence the margin.
    m = 6
    d, width, filled = pattern_lines(bar, BOARD_W - 2 * m, BOARD_H - 2 * m)
    if filled:
        body = (f'<path d="{d}" fill="#000000" fill-opacity="0.6" stroke="#FFFFFF" '
                'stroke-opacity="0.6" stroke-width="1.4"/>')
    else:
        body = (f'<path d="{d}" fill="none" stroke="#FFFFFF" stroke-opacity="0.45" '
                f'stroke-width="{f(width + 2.2)}"/>'
                f'<path d="{d}" fill="none" stroke="#000000" stroke-opacity="0.55" '
                f'stroke-width="{f(width)}"/>')
    body = body.replace("/>", ' stroke-linecap="round"/>')
    doc.element(f"pattern-{bar}", BOARD_W, BOARD_H,
                f'<g transform="translate({m},{m})">{body}</g>')


def write_bars():
    doc = Doc()
    cap = min(18, 124 / max(text_width(n, 1) for _, n, _, _ in BARS))
    for bar, name, colour, text in BARS:
        board(doc, bar, name, colour, text, cap)
    n = doc.write("bars.svg", "the six bar boards (R1.1), each with its name, colour and symbol.")
    doc = Doc()
    for bar, _, _, _ in BARS:
        pattern(doc, bar)
    n += doc.write("patterns.svg", "one see-through pattern per bar, laid over the boards and "
                   "the cards in colour-blind mode.")
    return n


# ---------------------------------------------------------------------------------------------
# Cards (250 x 350): the figure of its kind in an arched window, its number as a digit in two
# corners and as the pips of a die, its bar's colour and symbol.

# ui/art.cpp keeps the colour-blind pattern off the arched window (x 56 to 194) and the
# corners' numbers and symbols (115 high), and off the boards' banner (82 high): keep in step.
CARD_W, CARD_H = 250, 350
SKIN = "#E8BB8E"
SKIN_SHADE = "#C99566"


def star_d(cx, cy, r, points=5, inner=0.45, turn=-90):
    pts = []
    for i in range(points * 2):
        a = math.radians(turn + i * 180 / points)
        rr = r if i % 2 == 0 else r * inner
        pts.append(f"{f(cx + rr * math.cos(a))},{f(cy + rr * math.sin(a))}")
    return "M" + " L".join(pts) + " Z"


def p(d, fill, stroke=INK, width=2.5):
    s = f' stroke="{stroke}" stroke-width="{f(width)}" stroke-linejoin="round"' if stroke else ""
    return f'<path d="{d}" fill="{fill}"{s}/>'


def brass(doc):
    """The gold of badges, stars and buttons."""
    return doc.radial("badge", [(0, "#FFF1B0"), (0.6, "#E2B844"), (1, "#A57B1C")])


def line(d, colour=INK, width=2.5):
    return (f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{f(width)}" '
            'stroke-linecap="round" stroke-linejoin="round"/>')


def face(doc, police):
    """Head and neck, 140 wide box coordinates, centred on x = 70."""
    skin = doc.radial("skin", [(0, "#F2CDA5"), (1, SKIN)], cx=0.45, cy=0.4, r=0.6)
    out = [p("M57,128 H83 V156 L70,164 L57,156 Z", SKIN_SHADE),
           p("M44,102 C38,100 38,116 46,118 Z", SKIN),
           p("M96,102 C102,100 102,116 94,118 Z", SKIN),
           p("M46,100 C46,66 94,66 94,100 C94,124 84,140 70,140 C56,140 46,124 46,100 Z",
             skin)]
    if police:
        out += [line("M54,97 L66,100"), line("M86,97 L74,100"),
                f'<circle cx="60.5" cy="105" r="2.6" fill="{INK}"/>',
                f'<circle cx="79.5" cy="105" r="2.6" fill="{INK}"/>',
                line("M70,106 L66,118 L71,119", width=2),
                # A walrus moustache.
                p("M70,120 C62,117 54,119 52,128 C58,124 64,126 70,124 C76,126 82,124 88,128 "
                  "C86,119 78,117 70,120 Z", "#4A3222", width=1.5),
                line("M63,131 H77", width=2)]
    else:
        out += [line("M54,102 Q60,99 66,102", width=2), line("M74,102 Q80,99 86,102", width=2),
                f'<circle cx="61" cy="105" r="2.4" fill="{INK}"/>',
                f'<circle cx="80" cy="105" r="2.4" fill="{INK}"/>',
                line("M70,106 L67,117 L72,118", width=2),
                # A pencil moustache and the grin of a man holding a good hand.
                p("M60,122 Q70,117 80,122 Q70,120.5 60,122 Z", "#3A281C", width=1.5),
                line("M60,127 Q68,132 78,126", width=2)]
    return "".join(out)


def gambler_figure(doc, colour):
    jacket = doc.linear("tux", [(0, "#3A3A46"), (1, "#15151B")])
    hat = doc.linear("fedora", [(0, "#5A5560"), (1, "#2C2930")])
    out = [
        # Tuxedo, shirt front and lapels.
        p("M6,232 C6,182 20,160 50,150 L70,168 L90,150 C120,160 134,182 134,232 Z", jacket),
        p("M52,150 L70,214 L88,150 L80,145 L70,160 L60,145 Z", "#FBF8F0", width=2),
        p("M50,150 L59,192 L68,178 L57,146 Z", "#0E0E12", width=2),
        p("M90,150 L81,192 L72,178 L83,146 Z", "#0E0E12", width=2),
        f'<circle cx="70" cy="188" r="2.2" fill="{INK}"/><circle cx="70" cy="200" r="2.2" '
        f'fill="{INK}"/>',
    ]
    out.append(face(doc, False))
    out += [
        # Bow tie in the bar's colour.
        p("M70,160 L55,151 L55,169 Z M70,160 L85,151 L85,169 Z", colour, width=2),
        f'<circle cx="70" cy="160" r="4.5" fill="{colour}" stroke="{INK}" stroke-width="2"/>',
        # Fedora: pinched crown, band in the bar's colour, wide brim over the eyes.
        p("M43,88 C41,64 48,50 58,52 C64,47 76,47 82,52 C92,50 99,64 97,88 Z", hat),
        p("M43.5,76 C60,73 80,73 96.5,76 L97,88 H43 Z", colour, width=2),
        p("M12,92 C28,80 112,80 128,92 C116,99 24,99 12,92 Z", hat),
        line("M66,52 L70,64 L74,52", "#1E1B22", 2),
        # The cigar, lit, and its smoke.
        p("M76,125 L106,133 L105,139 L75,130 Z", "#7A4A24", width=1.8),
        p("M105,132.5 L111,134 L110,140 L104,138.5 Z", "#F08A24", width=1.8),
        line("M111,131 C118,122 106,114 114,104 C120,96 110,90 116,80", "#B9B1A6", 3),
        # A fan of cards in the left hand.
        '<g transform="translate(36,212)">',
    ]
    for a, mark in ((-32, "#C02217"), (-12, INK), (8, "#C02217")):
        out.append(f'<g transform="rotate({a})">')
        out.append(p("M-13,-44 H13 V0 H-13 Z", "#FFFDF7", width=1.8))
        out.append(f'<path d="{star_d(0, -30, 6, 4, 0.45)}" fill="{mark}"/>')
        out.append("</g>")
    out += [p("M-14,-6 C-14,-16 14,-18 16,-6 C18,6 -12,8 -14,-6 Z", SKIN, width=2),
            line("M-6,-13 C-2,-15 4,-15 8,-12", SKIN_SHADE, 1.8),
            "</g>"]
    return "".join(out)


def police_figure(doc, colour):
    tunic = doc.linear("tunic", [(0, "#33477F"), (1, "#18223F")])
    cap = doc.linear("cap", [(0, "#34487E"), (1, "#1A2444")])
    badge = brass(doc)
    out = [
        # Tunic with a high collar, brass buttons and the star.
        p("M6,232 C6,182 20,162 50,152 L70,160 L90,152 C120,162 134,182 134,232 Z", tunic),
        p("M54,146 L70,162 L86,146 L88,158 L70,174 L52,158 Z", "#22305A", width=2),
    ]
    for y in (182, 200, 218):
        out.append(f'<circle cx="70" cy="{y}" r="4" fill="{badge}" stroke="{INK}" '
                   'stroke-width="1.5"/>')
    out.append(p(star_d(101, 186, 15, 5, 0.48), badge, width=2))
    out.append(f'<circle cx="101" cy="187" r="4" fill="none" stroke="{GOLD_DARK}" '
               'stroke-width="1.5"/>')
    out.append(face(doc, True))
    out += [
        # Peaked cap: crown, band, glossy peak and badge.
        p("M24,66 C30,44 110,44 116,66 L100,86 H40 Z", cap),
        p("M40,76 H100 V88 H40 Z", "#101522", width=2),
        line("M41,82 H99", GOLD, 1.5),
        p("M38,88 C52,100 88,100 102,88 L104,93 C88,108 52,108 36,93 Z", "#0B0E17", width=2),
        line("M48,96 C60,101 80,101 92,96", "#4A5672", 1.5),
        p("M70,55 L78,59 L76,70 L70,74 L64,70 L62,59 Z", badge, width=1.5),
        # The truncheon, raised in the right hand.
        p("M4,232 C2,212 12,194 28,186 L42,194 C30,204 24,216 24,232 Z", tunic),
        p("M6,128 L16,122 L44,204 L34,208 Z", "#5E3B1F", width=2),
        line("M12,128 L38,204", "#8A5E34", 1.5),
        p("M28,186 C22,176 40,170 46,180 C52,190 36,198 28,186 Z", SKIN, width=2),
    ]
    return "".join(out)


PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}


def die_face(doc, x, y, size, n, pip=INK):
    """A die showing n, in the square x, y, size."""
    fill = doc.linear("die", [(0, "#FFFDF6"), (1, "#E9DFC6")])
    out = [f'<rect x="{f(x + 1)}" y="{f(y + 1)}" width="{f(size - 2)}" height="{f(size - 2)}" '
           f'rx="{f(size * 0.17)}" fill="{fill}" stroke="{INK}" stroke-width="{f(size / 26)}"/>']
    for i, j in PIPS[n]:
        out.append(f'<circle cx="{f(x + size * (0.25 + 0.25 * i))}" '
                   f'cy="{f(y + size * (0.25 + 0.25 * j))}" r="{f(size * 0.1)}" fill="{pip}"/>')
    return "".join(out)


def corner_index(bar, n, colour, text):
    cap = 44
    return (lettering(str(n), 32, 18, cap, text, weight=1.6)
            + symbol(bar, 11, 70, 42, text, colour))


def card(doc, kind, bar, colour, text, n):
    police = kind == "police"
    w, h = CARD_W, CARD_H
    panel = doc.linear(f"panel-{bar}", [(0, shade(colour, 0.1)), (1, shade(colour, -0.12))])
    window = doc.radial(f"window-{bar}", [(0, "#FFF8E4"), (0.75, shade(colour, 0.8)),
                                          (1, shade(colour, 0.6))], cy=0.45, r=0.6)
    out = [
        f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="15" '
        f'fill="{NAVY if police else IVORY}" stroke="{INK}" stroke-width="2"/>',
        f'<rect x="9" y="9" width="{w - 18}" height="{h - 18}" rx="9" fill="{panel}" '
        f'stroke="{"#AEB9D0" if police else GOLD}" stroke-width="2"/>',
    ]
    # The arched window.
    arch = "M56,324 V89 A69,69 0 0 1 194,89 V324 Z"
    out.append(p(arch, window, width=2.5))
    out.append(sunburst(125, 150, 24, 70, 180, 360, 14, shade(colour, 0.3), 0.35,
                        (58, 22, 192, 262)))
    out.append(f'<g transform="translate(50,24) scale(1.07)">'
               + (police_figure(doc, colour) if police else gambler_figure(doc, colour))
               + "</g>")
    # The bar's counter, in front of the figure, with the die on it.
    wood = doc.linear("counter", [(0, "#6B3E20"), (1, "#2A150A")])
    out.append(p("M56,258 H194 V324 H56 Z", wood, stroke=None))
    out.append(p("M56,254 H194 V264 H56 Z", "#8C5A30", width=2))
    out.append(line("M57,267 H193", GOLD, 1.2))
    out.append(p(arch, "none", width=2.5))
    out.append(line("M61,254 V89 A64,64 0 0 1 189,89 V254", GOLD if not police else "#AEB9D0",
                    1.2))
    out.append(die_face(doc, 98, 271, 54, n))
    # The kind's emblem in the two free corners: a police star or a gambler's spade.
    if police:
        emblem = p(star_d(218, 36, 17, 5, 0.48), brass(doc), width=2)
    else:
        emblem = p("M218,20 C206,32 200,38 200,45 C200,52 208,56 216,50 L213,58 H223 L220,50 "
                   "C228,56 236,52 236,45 C236,38 230,32 218,20 Z", text, stroke=None)
    out.append(emblem)
    out.append(f'<g transform="rotate(180,125,175)">{emblem}</g>')
    index = corner_index(bar, n, colour, text)
    out.append(index)
    out.append(f'<g transform="rotate(180,125,175)">{index}</g>')
    doc.element(f"card-{kind}-{bar}-{n}", w, h, "".join(out))


def card_back(doc):
    w, h = CARD_W, CARD_H
    fill = doc.radial("back", [(0, "#2B3B66"), (1, "#10172B")], r=0.7)
    out = [f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="15" fill="{fill}" '
           f'stroke="{INK}" stroke-width="2"/>',
           sunburst(125, 175, 40, 220, 0, 360, 36, GOLD, 0.22, (19, 19, 231, 331)),
           f'<path d="{stepped_rect(12, 12, w - 24, h - 24, 22)}" fill="none" stroke="{GOLD}" '
           'stroke-width="3"/>',
           f'<path d="{stepped_rect(19, 19, w - 38, h - 38, 16)}" fill="none" stroke="{GOLD}" '
           'stroke-width="1.2"/>',
           p("M125,62 L200,175 L125,288 L50,175 Z", "none", GOLD, 2),
           f'<circle cx="125" cy="175" r="46" fill="#10172B" stroke="{GOLD}" stroke-width="3"/>',
           f'<circle cx="125" cy="175" r="40" fill="none" stroke="{GOLD}" stroke-width="1.2"/>',
           f'<path d="{star_d(125, 146, 9, 5, 0.45)}" fill="{GOLD}"/>',
           f'<path d="{star_d(125, 204, 9, 5, 0.45)}" fill="{GOLD}"/>',
           p("M38,158 H212 V192 H38 Z", "#10172B", GOLD, 2.5),
           lettering("RAZZIA", 125, 166, 18, GOLD, weight=1.8)]
    doc.element("card-back", w, h, "".join(out))


def write_cards():
    doc = Doc()
    for kind, numbers in (("gambler", range(1, 7)), ("police", range(3, 7))):
        for bar, _, colour, text in BARS:
            for n in numbers:
                card(doc, kind, bar, colour, text, n)
    card_back(doc)
    return doc.write("cards.svg", "the cards (R1.2): Gambler 1-6 and Police 3-6 of every bar, "
                     "and their back.")



# ---------------------------------------------------------------------------------------------
# Bills (220 x 100): a banknote in its own colours; the bigger the value, the bigger its figure.

BILL_W, BILL_H = 220, 100
BILLS = [  # value, paper, ink, cap height of the figure
    (5000, "#D2E7BF", "#2D5A27", 18),
    (10000, "#C4DBF2", "#1E4A78", 21),
    (15000, "#E3CDEF", "#5B2C78", 24),
    (20000, "#F3D9AE", "#7A4510", 27),
    (25000, "#F6C4BC", "#8C2319", 30),
    (30000, "#BFEBDF", "#14675A", 33),
    (40000, "#DCDAD3", "#35332E", 35.5),
    (50000, "#F7DE7E", "#6A4E00", 38),
]


def guilloche(x, y, w, h, ink):
    """Two interlaced waves running round the rectangle, the engraved border of a note."""
    ds = []
    for phase in (0, math.pi):
        pts = []
        per = 2 * (w + h)
        n = 240
        for i in range(n + 1):
            t = per * i / n
            if t <= w:
                px, py, nx, ny = x + t, y, 0, 1
            elif t <= w + h:
                px, py, nx, ny = x + w, y + t - w, -1, 0
            elif t <= 2 * w + h:
                px, py, nx, ny = x + w - (t - w - h), y + h, 0, -1
            else:
                px, py, nx, ny = x, y + h - (t - 2 * w - h), 1, 0
            a = 2.2 * math.sin(t / 3.2 + phase)
            pts.append(f"{f(px + nx * a)},{f(py + ny * a)}")
        ds.append("M" + " L".join(pts) + " Z")
    return (f'<path d="{" ".join(ds)}" fill="none" stroke="{ink}" stroke-opacity="0.55" '
            'stroke-width="0.8"/>')


def rosette(cx, cy, r, ink, opacity):
    ds = []
    for k in range(12):
        a = math.radians(k * 15)
        ds.append(f"M{f(cx + r * math.cos(a))},{f(cy + r * 0.55 * math.sin(a))} "
                  f"A{f(r)},{f(r * 0.55)} 0 1 0 {f(cx - r * math.cos(a))},"
                  f"{f(cy - r * 0.55 * math.sin(a))} A{f(r)},{f(r * 0.55)} 0 1 0 "
                  f"{f(cx + r * math.cos(a))},{f(cy + r * 0.55 * math.sin(a))}")
    return (f'<path d="{" ".join(ds)}" fill="none" stroke="{ink}" stroke-opacity="{f(opacity)}" '
            'stroke-width="0.7"/>')


def bill(doc, value, paper, ink, cap):
    w, h = BILL_W, BILL_H
    fill = doc.linear(f"paper-{value}", [(0, shade(paper, 0.35)), (0.5, paper),
                                         (1, shade(paper, -0.06))], x2=1, y2=1)
    digits = str(value)
    out = [f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="5" fill="{fill}" '
           f'stroke="{ink}" stroke-width="2"/>',
           f'<rect x="6" y="6" width="{w - 12}" height="{h - 12}" rx="3" fill="none" '
           f'stroke="{ink}" stroke-width="1.2"/>',
           guilloche(10, 10, w - 20, h - 20, ink),
           f'<rect x="14" y="14" width="{w - 28}" height="{h - 28}" rx="2" fill="none" '
           f'stroke="{ink}" stroke-width="1"/>',
           rosette(110, 50, 60, ink, 0.16),
           sunburst(110, 50, 10, 34, 0, 360, 24, ink, 0.08)]
    for cx, cy in ((10, 10), (w - 10, 10), (10, h - 10), (w - 10, h - 10)):
        out.append(f'<circle cx="{cx}" cy="{cy}" r="7" fill="{paper}" stroke="{ink}" '
                   'stroke-width="1.2"/>')
        out.append(f'<path d="{star_d(cx, cy, 5, 5, 0.45)}" fill="{ink}"/>')
    # The figure: a small dollar sign and the value, centred together.
    small = 0.72 * cap
    total = text_width("$", small) + cap * 0.3 + text_width(digits, cap)
    x0 = 110 - total / 2
    top = 50 - cap / 2
    out.append(lettering("$", x0, top + cap - small, small, ink, weight=1.5, anchor="start"))
    out.append(lettering(digits, x0 + text_width("$", small) + cap * 0.3, top, cap, ink,
                         weight=1.9, anchor="start"))
    out.append(lettering(digits, 22, 19, 7, ink, weight=1.6, anchor="start"))
    out.append(lettering(digits, w - 22, h - 26, 7, ink, weight=1.6, anchor="end"))
    doc.element(f"bill-{value}", w, h, "".join(out))


def write_bills():
    doc = Doc()
    for value, paper, ink, cap in BILLS:
        bill(doc, value, paper, ink, cap)
    return doc.write("bills.svg", "the eight bills of R1.3.")


# ---------------------------------------------------------------------------------------------
# The die (R1.4), the dealer's marker and the application's icon.

def dealer_token(doc):
    rim = doc.radial("chip", [(0, "#B3302A"), (1, "#6E1412")])
    centre = doc.radial("chip-centre", [(0, "#FFFBEF"), (1, "#EADFC4")])
    out = [f'<circle cx="50" cy="50" r="48" fill="{rim}" stroke="{INK}" stroke-width="2"/>']
    for k in range(8):
        out.append(f'<g transform="rotate({k * 45 + 22.5},50,50)"><path d="M44,3.5 H56 L55,14 '
                   f'H45 Z" fill="{IVORY}"/></g>')
    out += [f'<circle cx="50" cy="50" r="33" fill="{centre}" stroke="{INK}" '
            'stroke-width="1.5"/>',
            f'<circle cx="50" cy="50" r="29" fill="none" stroke="{GOLD_DARK}" '
            'stroke-width="1"/>',
            lettering("DEALER", 50, 45, 10, "#6E1412", weight=1.9),
            f'<path d="{star_d(50, 33, 6, 5, 0.45)}" fill="{GOLD_DARK}"/>',
            f'<path d="{star_d(50, 67, 6, 5, 0.45)}" fill="{GOLD_DARK}"/>']
    doc.element("dealer", 100, 100, "".join(out))


def icon_body(doc):
    """The application's icon in 256 x 256: a police star over a gambler's hand of cards."""
    bg = doc.radial("icon-bg", [(0, "#2F4270"), (1, "#0E1426")], r=0.7)
    badge = brass(doc)
    out = [f'<rect x="8" y="8" width="240" height="240" rx="44" fill="{bg}" stroke="{INK}" '
           'stroke-width="4"/>',
           sunburst(128, 150, 30, 160, 0, 360, 24, GOLD, 0.3, (22, 22, 234, 234))]
    for angle, colour in ((-16, "#C02217"), (16, "#3772C7")):
        out.append(f'<g transform="rotate({angle},128,214)">'
                   f'<rect x="80" y="26" width="96" height="134" rx="10" fill="{IVORY}" '
                   f'stroke="{INK}" stroke-width="4"/><rect x="89" y="35" width="78" '
                   f'height="116" rx="5" fill="{colour}"/></g>')
    out += [f'<path d="{star_d(132, 160, 80, 5, 0.5)}" fill="{INK}" fill-opacity="0.45"/>',
            p(star_d(128, 154, 80, 5, 0.5), badge, width=5),
            f'<circle cx="128" cy="158" r="30" fill="{NAVY}" stroke="{GOLD_DARK}" '
            'stroke-width="3"/>',
            lettering("$", 128, 141, 34, "#F3D478", weight=2.2)]
    return "".join(out)


def write_tokens():
    doc = Doc()
    for n in range(1, 7):
        doc.element(f"die-{n}", 100, 100, die_face(doc, 0, 0, 100, n))
    dealer_token(doc)
    doc.element("icon", 256, 256, icon_body(doc))
    n = doc.write("tokens.svg", "the die faces, the dealer's marker and the icon.")
    icon = Doc()
    icon.element("icon", 256, 256, icon_body(icon))
    icon.y = 256
    n += icon.write(os.path.join(HERE, "..", "icons", "razzia.svg"), "the application icon.")
    return n


if __name__ == "__main__":
    total = write_bars() + write_cards() + write_bills() + write_tokens()
    print(f"{total} bytes of SVG")
