"""Measures node frames in one of Texture's layout snapshot reference images.

Texture's layout-spec snapshot tests (Tests/ASStackLayoutSpecSnapshotTests.mm and friends in
Texture's repository) colour every node with a distinct opaque UIColor, lay the spec out inside a
colourless host node with `layoutThatFits(sizeRange)` and snapshot the host at scale 2. The
reference images (`Tests/ReferenceImages_64/<TestClass>/<test>@2x.png`, copied to
`Tests/AsyncDisplayKitTests/TextureReferences`) therefore hold each node as a solid rectangle,
drawn in the order the nodes were added to the host; the image is the root's size.

A node's rectangle is recorded only when every edge is pinned down:
  * an edge with visible pixels of something drawn earlier (or nothing) just outside it is exact;
  * an edge that lies next to pixels drawn only by later (covering) nodes could extend under
    them, and an edge on the image border could extend past the root, which clips it. Such an
    edge is accepted only when the visible extent on that axis equals the non-zero size the test
    gives the node (a node cannot be hidden by exactly the amount layout grew it); the case's
    `from` text names the nodes measured this way. Otherwise the node is left out;
  * a node that shares its colour with another node, or that has no visible pixel, is left out.
Every image must be explained exactly by the recorded rectangles painted in z-order (a repaint
check); an image that is not is reported and left out.

Reading images requires Pillow (`pip install Pillow`).
"""


def num(v):
    """`v` as an int when it is a whole float, so that JSON writes 50 rather than 50.0."""
    if isinstance(v, float) and v.is_integer():
        return int(v)
    return v


def node_index(elem, out):
    """debugName → node body, for every node in a fixture tree."""
    kind = next(iter(elem))
    body = elem[kind]
    if kind == 'node' and body.get('debugName'):
        out[body['debugName']] = body
    for key in ('child', 'overlay', 'background', 'corner', 'layout'):
        if isinstance(body.get(key), dict):
            node_index(body[key], out)
    for c in body.get('children', []) or []:
        node_index(c, out)
    return out


def declared(body, axis):
    """The node's style size on an axis, in points, or None when it has none."""
    v = body.get('style', {}).get('width' if axis == 0 else 'height')
    return float(v) if isinstance(v, (int, float)) else None


def measure(root, zorder, image):
    """The root size, the frames (points) the image determines, the nodes left out (with why) and
    the nodes with an edge taken from their declared size. Raises ValueError when the image is not
    explained by solid rectangles."""
    img = image.convert('RGBA')
    W, H = img.size
    px = img.load()
    nodes = node_index(root, {})
    colour_of = {}
    for name in zorder:
        colour_of[name] = tuple(int(nodes[name]['backgroundColor'][i:i + 2], 16) for i in (1, 3, 5)) + (255,)
    owners = {}
    for name in zorder:
        owners.setdefault(colour_of[name], []).append(name)
    # Visible pixel boxes per colour.
    boxes = {}
    for y in range(H):
        for x in range(W):
            p = px[x, y]
            if p[3] == 0:
                continue
            b = boxes.get(p)
            if b is None:
                boxes[p] = [x, y, x + 1, y + 1]
            else:
                b[0] = min(b[0], x)
                b[1] = min(b[1], y)
                b[2] = max(b[2], x + 1)
                b[3] = max(b[3], y + 1)
    unknown = [p for p in boxes if p not in owners]
    if unknown:
        raise ValueError('pixels of colours no node has: %s' % unknown[:5])
    # Repaint check: each colour's box painted in z-order must reproduce the image exactly.
    canvas = [[(0, 0, 0, 0)] * W for _ in range(H)]
    for name in zorder:
        c = colour_of[name]
        b = boxes.get(c)
        if b is None:
            continue
        for y in range(b[1], b[3]):
            row = canvas[y]
            for x in range(b[0], b[2]):
                row[x] = c
    for y in range(H):
        for x in range(W):
            if canvas[y][x] != px[x, y]:
                raise ValueError('pixel (%d, %d) is %s, but the rectangles give %s' % (x, y, px[x, y], canvas[y][x]))
    frames = {}
    left_out = []
    assumed = []
    for i, name in enumerate(zorder):
        c = colour_of[name]
        if len(owners[c]) > 1:
            left_out.append('%s (shares its colour with %s)' % (name, ', '.join(n for n in owners[c] if n != name)))
            continue
        b = boxes.get(c)
        if b is None:
            left_out.append('%s (no visible pixel)' % name)
            continue
        later = {colour_of[n] for n in zorder[i + 1:]}
        problems = []
        by_size = []
        body = nodes[name]
        for edge, (axis, outside) in enumerate(((0, b[0] - 1), (1, b[1] - 1), (0, b[2]), (1, b[3]))):
            side = ('left', 'top', 'right', 'bottom')[edge]
            limit = W if axis == 0 else H
            if outside < 0 or outside >= limit:
                doubt = '%s edge on the root border' % side
            else:
                if axis == 0:
                    strip = [px[outside, y] for y in range(b[1], b[3])]
                else:
                    strip = [px[x, outside] for x in range(b[0], b[2])]
                if not all(p in later for p in strip):
                    continue
                doubt = '%s edge under a later node' % side
            extent = (b[2] - b[0]) if axis == 0 else (b[3] - b[1])
            want = declared(body, axis)
            if want is not None and want > 0 and abs(extent / 2 - want) < 1e-9:
                by_size.append(side)
            else:
                problems.append(doubt)
        if problems:
            left_out.append('%s (%s)' % (name, '; '.join(problems)))
            continue
        if by_size:
            assumed.append('%s (%s)' % (name, ', '.join(by_size)))
        frames[name] = [num(b[0] / 2), num(b[1] / 2), num((b[2] - b[0]) / 2), num((b[3] - b[1]) / 2)]
    return [num(W / 2), num(H / 2)], frames, left_out, assumed


def open_image(path):
    """The PNG at `path`, decoded."""
    from PIL import Image
    return Image.open(path)
