"""Writes Texture's layout snapshot tests as Swift, with layoutlab's AsyncDisplayKit API.

Each snapshot case of the corpus (a case with a `snapshot` entry) becomes one
`TextureReferenceSupport.layoutSpecCase`: the nodes made as Texture's
`ASDisplayNodeWithBackgroundColor(color, size)` makes them, the spec tree of the case's fixture
built from `ASLayoutSpec` subclasses, and the host's subnodes in the order the test adds them.
"""

import math

# UIKit's named colours, as the fixtures write them (8-bit sRGB).
COLOR_NAMES = {
    '#FF0000': 'red', '#0000FF': 'blue', '#00FF00': 'green', '#FFFF00': 'yellow', '#FF00FF': 'magenta',
    '#00FFFF': 'cyan', '#996633': 'brown', '#FF8000': 'orange', '#800080': 'purple', '#808080': 'gray',
    '#AAAAAA': 'lightGray', '#000000': 'black', '#FFFFFF': 'white',
}

SWIFT_KEYWORDS = {'default', 'case', 'class', 'let', 'var', 'in', 'is', 'as', 'for', 'if', 'else', 'switch',
                  'return', 'self', 'super', 'struct', 'enum', 'func', 'import', 'protocol', 'where', 'while'}


def number(v):
    """A Swift literal for a fixture number: whole values without a fraction, `CGFloat.infinity` for
    inf."""
    if v == 'inf' or (isinstance(v, float) and math.isinf(v)):
        return 'CGFloat.infinity'
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    return repr(v)


def length(v):
    """A size-range side: `auto` is unbounded."""
    return 'CGFloat.infinity' if v == 'auto' else number(v)


def size_range(rng):
    (min_w, min_h), (max_w, max_h) = rng['min'], rng['max']
    return 'ASSizeRangeMake(CGSize(width: %s, height: %s), CGSize(width: %s, height: %s))' % (
        length(min_w), length(min_h), length(max_w), length(max_h))


def dimension(v):
    """An `ASDimension` for a style value: points, or a `"50%"` fraction."""
    if isinstance(v, str) and v.endswith('%'):
        return 'ASDimensionMakeWithFraction(%s)' % number(float(v[:-1]) / 100)
    if isinstance(v, (int, float)):
        return 'ASDimensionMakeWithPoints(%s)' % number(v)
    raise ValueError('no Swift for the dimension %r' % v)


class Builder:
    """Collects the statements that make one case's nodes and specs."""

    def __init__(self, case_name):
        self.case_name = case_name
        self.lines = []
        self.specs = 0

    def fail(self, message):
        raise ValueError('%s: %s' % (self.case_name, message))

    def style(self, target, style, skip=()):
        for key, value in style.items():
            if key in skip:
                continue
            if key in ('flexGrow', 'flexShrink', 'spacingBefore', 'spacingAfter'):
                self.lines.append('%s.style.%s = %s' % (target, key, number(value)))
            elif key in ('flexBasis', 'width', 'height'):
                self.lines.append('%s.style.%s = %s' % (target, key, dimension(value)))
            elif key == 'alignSelf':
                self.lines.append('%s.style.alignSelf = .%s' % (target, value))
            elif key == 'layoutPosition':
                self.lines.append('%s.style.layoutPosition = CGPoint(x: %s, y: %s)' % (target, number(value[0]),
                                                                                     number(value[1])))
            else:
                self.fail('no Swift for the style key %s' % key)

    def node(self, body):
        name = body.get('debugName')
        if not name or not name.isidentifier() or name in SWIFT_KEYWORDS:
            self.fail('a node needs a debugName that is a Swift name, not %r' % name)
        unknown = set(body) - {'debugName', 'backgroundColor', 'style'}
        if unknown:
            self.fail('no Swift for the node keys %s' % sorted(unknown))
        color = COLOR_NAMES.get(body.get('backgroundColor', '').upper())
        if color is None:
            self.fail('%s: %r is not one of UIKit\'s named colours' % (name, body.get('backgroundColor')))
        style = body.get('style', {})
        width, height = style.get('width', 0), style.get('height', 0)
        if not all(isinstance(v, (int, float)) for v in (width, height)):
            self.fail('%s: ASDisplayNodeWithBackgroundColor sets a size in points' % name)
        if width == 0 and height == 0:
            self.lines.append('let %s = ASDisplayNodeWithBackgroundColor(.%s)' % (name, color))
        else:
            self.lines.append('let %s = ASDisplayNodeWithBackgroundColor(.%s, CGSize(width: %s, height: %s))'
                              % (name, color, number(width), number(height)))
        self.style(name, style, skip=('width', 'height'))
        return name

    def element(self, element):
        """The Swift name of the node or spec `element` (a `{kind: body}` map), after the statements
        that make it."""
        (kind, body), = element.items()
        if kind == 'node':
            return self.node(body)
        make = getattr(self, 'spec_' + kind, None)
        if make is None:
            self.fail('no Swift for the element kind %s' % kind)
        self.specs += 1
        name = 'spec%d' % self.specs
        expression, known, after = make(body)
        unknown = set(body) - set(known) - {'style'}
        if unknown:
            self.fail('no Swift for the %s keys %s' % (kind, sorted(unknown)))
        self.lines.append('let %s = %s' % (name, expression))
        for line in after:
            self.lines.append('%s.%s' % (name, line))
        self.style(name, body.get('style', {}))
        return name

    def children(self, body):
        return '[%s]' % ', '.join(self.element(c) for c in body.get('children', []))

    def spec_stack(self, body):
        keys = ('direction', 'spacing', 'justifyContent', 'alignItems', 'flexWrap', 'alignContent', 'lineSpacing',
                'horizontalAlignment', 'verticalAlignment', 'children')
        children = self.children(body)
        expression = 'ASStackLayoutSpec(direction: .%s, spacing: %s, justifyContent: .%s, alignItems: .%s' % (
            body.get('direction', 'vertical'), number(body.get('spacing', 0)), body.get('justifyContent', 'start'),
            body.get('alignItems', 'stretch'))
        if any(k in body for k in ('flexWrap', 'alignContent', 'lineSpacing')):
            expression += ',\n    flexWrap: .%s, alignContent: .%s, lineSpacing: %s' % (
                body.get('flexWrap', 'noWrap'), body.get('alignContent', 'start'), number(body.get('lineSpacing', 0)))
        expression += ', children: %s)' % children
        after = []
        if 'horizontalAlignment' in body:
            after.append('horizontalAlignment = .%s' % body['horizontalAlignment'])
        if 'verticalAlignment' in body:
            # The fixture's `middle` is ASVerticalAlignmentCenter.
            vertical = body['verticalAlignment']
            after.append('verticalAlignment = .%s' % ('center' if vertical == 'middle' else vertical))
        return expression, keys, after

    def spec_inset(self, body):
        insets = body['insets']
        if not isinstance(insets, list):
            insets = [insets] * 4
        top, left, bottom, right = (number(v) for v in insets)
        child = self.element(body['child'])
        return ('ASInsetLayoutSpec(insets: UIEdgeInsets(top: %s, left: %s, bottom: %s, right: %s), child: %s)'
                % (top, left, bottom, right, child)), ('insets', 'child'), []

    def spec_background(self, body):
        child, background = self.element(body['child']), self.element(body['background'])
        return 'ASBackgroundLayoutSpec(child: %s, background: %s)' % (child, background), ('child', 'background'), []

    def spec_overlay(self, body):
        child, overlay = self.element(body['child']), self.element(body['overlay'])
        return 'ASOverlayLayoutSpec(child: %s, overlay: %s)' % (child, overlay), ('child', 'overlay'), []

    def spec_center(self, body):
        centering = {'none': '[]', 'x': '.X', 'y': '.Y', 'xy': '.XY'}[body.get('centering', 'none')]
        sizing = {'default': '[]', 'minimumX': '.minimumX', 'minimumY': '.minimumY',
                  'minimumXY': '[.minimumX, .minimumY]'}[body.get('sizing', 'default')]
        child = self.element(body['child'])
        return ('ASCenterLayoutSpec(centeringOptions: %s, sizingOptions: %s, child: %s)' % (centering, sizing, child),
                ('centering', 'sizing', 'child'), [])

    def spec_relative(self, body):
        sizing = {'default': '[]', 'minimumWidth': '.minimumWidth', 'minimumHeight': '.minimumHeight',
                  'minimumSize': '[.minimumWidth, .minimumHeight]'}[body.get('sizing', 'default')]
        child = self.element(body['child'])
        return ('ASRelativeLayoutSpec(horizontalPosition: .%s, verticalPosition: .%s, sizingOption: %s, child: %s)'
                % (body.get('horizontal', 'none'), body.get('vertical', 'none'), sizing, child),
                ('horizontal', 'vertical', 'sizing', 'child'), [])

    def spec_ratio(self, body):
        child = self.element(body['child'])
        return 'ASRatioLayoutSpec(ratio: %s, child: %s)' % (number(body['ratio']), child), ('ratio', 'child'), []

    def spec_corner(self, body):
        child, corner = self.element(body['child']), self.element(body['corner'])
        offset = body.get('offset', [0, 0])
        after = ['offset = CGPoint(x: %s, y: %s)' % (number(offset[0]), number(offset[1])),
                 'wrapsCorner = %s' % ('true' if body.get('wrapsCorner') else 'false')]
        return ('ASCornerLayoutSpec(child: %s, corner: %s, location: .%s)' % (child, corner, body['location']),
                ('child', 'corner', 'location', 'offset', 'wrapsCorner'), after)

    def spec_wrapper(self, body):
        return 'ASWrapperLayoutSpec(layoutElements: %s)' % self.children(body), ('children',), []

    def spec_absolute(self, body):
        return 'ASAbsoluteLayoutSpec(children: %s)' % self.children(body), ('children',), []


def case_swift(case, indent):
    """The statement that appends a snapshot case's `layoutSpecCase(…)` to `cases`, indented by
    `indent` spaces (one statement a case keeps the type checker's work small)."""
    snapshot, fixture = case['snapshot'], case['fixture']
    test_class, image = snapshot['image'][:-len('@2x.png')].split('/')
    builder = Builder(case['name'])
    host = fixture['root'].get('node', {})
    if set(host) != {'layout'}:
        builder.fail('the root must be a host node with only a layout (ASLayoutSpecSnapshotTestCase)')
    spec = builder.element(host['layout'])
    subnodes = snapshot['subnodes']
    pad = ' ' * indent
    variant = ', variant: "%s"' % snapshot['variant'] if 'variant' in snapshot else ''
    out = ['%scases.append(TextureReferenceSupport.layoutSpecCase("%s", "%s",' % (pad, test_class, image),
           '%s                                                    sizeRange: %s%s) {'
           % (pad, size_range(fixture['size']), variant)]
    for line in builder.lines:
        out += ['%s    %s' % (pad, part) for part in line.split('\n')]
    out.append('%s    return (%s, [%s])' % (pad, spec, ', '.join(subnodes)))
    out.append('%s})' % pad)
    return out


def swift_file(groups, header):
    """The Swift file: one static list per group (`[(property, test class, cases)]`)."""
    out = ['// ' + line for line in header] + [
        '',
        'import AsyncDisplayKit',
        'import Foundation',
        '',
        'extension TextureReferenceFixtures {',
    ]
    for i, (prop, test_class, cases) in enumerate(groups):
        if i:
            out.append('')
        out.append('    /// `%s`, one case per layout the test snapshots.' % test_class)
        out.append('    static let %s: [TextureReferenceCase] = {' % prop)
        out.append('        var cases: [TextureReferenceCase] = []')
        for case in cases:
            out += case_swift(case, 8)
        out.append('        return cases')
        out.append('    }()')
    out.append('}')
    return '\n'.join(out) + '\n'
