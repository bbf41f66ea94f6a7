#!/usr/bin/env python3
"""Draws the site's app icons (PNG) at build time: the game's mark, a green flat-topped hexagon with a
light leaf, the same shapes as the inline SVG favicon in web/index.html (a 64 x 64 view box).

    python3 scripts/make_icons.py OUTDIR

writes into OUTDIR:
    icon-192.png, icon-512.png   purpose "any": the mark on a transparent background
    maskable-512.png             purpose "maskable": the mark inside the safe zone (a centred circle of
                                 40% of the size in radius) on the page's background colour
    apple-touch-icon.png         180 x 180, opaque (iOS fills transparency with black), rounded by iOS

Standard library only (zlib + struct): shapes are flattened to polygons and filled scanline by scanline,
with 8 sub-rows per pixel row and exact horizontal coverage (anti-aliased edges). Output is
deterministic: the same script gives byte-identical files.
"""
import os
import struct
import sys
import zlib

GREEN = (0x4E, 0x9A, 0x4A)
LIGHT = (0xF3, 0xEE, 0xDF)  # also the page's background colour (index.html, manifest)

# The favicon's shapes, in its 64 x 64 view box.
HEXAGON = [(16, 4), (48, 4), (62, 32), (48, 60), (16, 60), (2, 32)]
# path "M18 40 c6-10 12-14 28-16 -4 12 -12 20 -28 16 z": two cubic Bezier curves.
LEAF_CURVES = [((18, 40), (24, 30), (30, 26), (46, 24)),
               ((46, 24), (42, 36), (34, 44), (18, 40))]
# Farthest point of the mark from the view box's centre (32, 32): the hexagon's corners.
MARK_RADIUS = max(((x - 32) ** 2 + (y - 32) ** 2) ** 0.5 for x, y in HEXAGON)

SUBROWS = 8


def bezier(p0, p1, p2, p3, steps=48):
    points = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        points.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                       a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return points


def leaf_polygon():
    points = []
    for curve in LEAF_CURVES:
        points.extend(bezier(*curve)[:-1])
    return points


def coverage(polygon, size):
    """Fraction of each pixel covered by the polygon (non-zero winding), as a list of rows."""
    cov = [[0.0] * size for _ in range(size)]
    edges = []
    n = len(polygon)
    for i in range(n):
        (x0, y0), (x1, y1) = polygon[i], polygon[(i + 1) % n]
        if y0 != y1:
            edges.append((x0, y0, x1, y1))
    weight = 1.0 / SUBROWS
    for row in range(size):
        line = cov[row]
        for sub in range(SUBROWS):
            y = row + (sub + 0.5) / SUBROWS
            crossings = []
            for x0, y0, x1, y1 in edges:
                if (y0 <= y < y1) or (y1 <= y < y0):
                    x = x0 + (y - y0) * (x1 - x0) / (y1 - y0)
                    crossings.append((x, 1 if y1 > y0 else -1))
            crossings.sort()
            winding = 0
            for i, (x, direction) in enumerate(crossings):
                before = winding
                winding += direction
                if before == 0 and winding != 0:
                    start = x
                elif before != 0 and winding == 0:
                    add_span(line, start, x, weight, size)
    return cov


def add_span(line, a, b, weight, size):
    a = max(0.0, min(float(size), a))
    b = max(0.0, min(float(size), b))
    if b <= a:
        return
    first, last = int(a), int(b)
    if first == last:
        line[first] += (b - a) * weight
        return
    line[first] += (first + 1 - a) * weight
    for px in range(first + 1, last):
        line[px] += weight
    if last < size:
        line[last] += (b - last) * weight


def transform(points, size, scale):
    """View-box points to pixels: the view box's centre at the icon's centre, `scale` px per unit."""
    c = size / 2
    return [(c + (x - 32) * scale, c + (y - 32) * scale) for x, y in points]


def render(size, mark_radius_px, background):
    """RGBA rows: `background` (an RGB tuple or None for transparent), then the hexagon, then the leaf."""
    scale = mark_radius_px / MARK_RADIUS
    hexagon = coverage(transform(HEXAGON, size, scale), size)
    leaf = coverage(transform(leaf_polygon(), size, scale), size)
    rows = []
    for y in range(size):
        row = bytearray()
        for x in range(size):
            # Premultiplied "over": background, then the hexagon, then the leaf.
            if background:
                r, g, b, a = background[0], background[1], background[2], 255.0
            else:
                r = g = b = a = 0.0
            for colour, cov in ((GREEN, hexagon[y][x]), (LIGHT, leaf[y][x])):
                k = min(1.0, cov)
                if k > 0:
                    r = colour[0] * k + r * (1 - k)
                    g = colour[1] * k + g * (1 - k)
                    b = colour[2] * k + b * (1 - k)
                    a = 255.0 * k + a * (1 - k)
            if a > 0:
                unpremultiply = 255.0 / a
                row += bytes((min(255, round(r * unpremultiply)), min(255, round(g * unpremultiply)),
                              min(255, round(b * unpremultiply)), round(a)))
            else:
                row += b'\0\0\0\0'
        rows.append(bytes(row))
    return rows


def png(rows, size):
    def chunk(kind, data):
        return (struct.pack('>I', len(data)) + kind + data +
                struct.pack('>I', zlib.crc32(kind + data) & 0xFFFFFFFF))
    header = struct.pack('>IIBBBBB', size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    raw = b''.join(b'\0' + row for row in rows)  # filter type 0 on every row
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(raw, 9)) +
            chunk(b'IEND', b''))


ICONS = [
    # name, size, distance from the centre to the mark's farthest corner (fraction of the size), background
    ('icon-192.png', 192, 0.48, None),
    ('icon-512.png', 512, 0.48, None),
    ('maskable-512.png', 512, 0.36, LIGHT),      # inside the 0.40 safe-zone circle, with a margin
    ('apple-touch-icon.png', 180, 0.42, LIGHT),
]


def main(argv):
    if len(argv) != 2:
        sys.stderr.write('usage: make_icons.py OUTDIR\n')
        return 2
    out = argv[1]
    os.makedirs(out, exist_ok=True)
    for name, size, radius, background in ICONS:
        data = png(render(size, radius * size, background), size)
        tmp = os.path.join(out, name + '.tmp')
        with open(tmp, 'wb') as f:
            f.write(data)
        os.replace(tmp, os.path.join(out, name))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
