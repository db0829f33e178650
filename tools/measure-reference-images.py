#!/usr/bin/env python3
"""Measure node frames in Texture's layout snapshot reference images.

Texture's layout-spec snapshot tests (Tests/ASStackLayoutSpecSnapshotTests.mm and friends) colour
every node with a distinct opaque UIColor, lay the spec out inside a colourless host node with
`layoutThatFits(sizeRange)` and snapshot the host at scale 2. The reference images
(`Tests/ReferenceImages_64/<TestClass>/<test>@2x.png`) therefore hold each node as a solid
rectangle, drawn in the order the nodes were added to the host; the image is the root's size.

For every reference image this script knows the test that produced it, as a layoutlab fixture
(the `*_variants` functions below). It finds each node's rectangle from its colour and writes the frames that
the image determines without ambiguity, in points, to
`Tests/LayoutEngineTests/Cases/reference/<TestClass>.json`, with `origin` "reference-image". A
case's `deviations` (the ids of docs/semantics.md it exercises) are not in the image: they are
kept from the case of the same name already in the output file.

A node's rectangle is recorded only when every edge is pinned down:
  * an edge with visible pixels of something drawn earlier (or nothing) just outside it is exact;
  * an edge that lies next to pixels drawn only by later (covering) nodes could extend under
    them, and an edge on the image border could extend past the root, which clips it. Such an
    edge is accepted only when the visible extent on that axis equals the non-zero size the test
    gives the node (a node cannot be hidden by exactly the amount layout grew it); the case's
    `from` text names the nodes measured this way. Otherwise the node is left out;
  * a node that shares its colour with another node, or that has no visible pixel, is left out.
Every image must be explained exactly by the recorded rectangles painted in z-order (a repaint
check); an image that is not is reported and left out. What was not recorded is listed in the
case's `from` text.

Usage:
  tools/measure-reference-images.py --texture PATH [--out DIR] [--only SUBSTRING] [--list]

PATH is a Texture checkout (a work tree) or a git directory of one (images are then read with
`git show HEAD:<path>`). Requires Python 3.9+ and Pillow (`pip install Pillow`).
"""

import argparse
import io
import json
import math
import os
import re
import subprocess
import sys

# ---------------------------------------------------------------------------------------------
# Colours: UIKit's named colours, as 8-bit sRGB.

COLORS = {
    'red': (255, 0, 0), 'blue': (0, 0, 255), 'green': (0, 255, 0), 'yellow': (255, 255, 0),
    'magenta': (255, 0, 255), 'cyan': (0, 255, 255), 'brown': (153, 102, 51), 'orange': (255, 128, 0),
    'purple': (128, 0, 128), 'gray': (128, 128, 128), 'lightGray': (170, 170, 170),
    'black': (0, 0, 0), 'white': (255, 255, 255),
}


def hexcolor(name):
    r, g, b = COLORS[name]
    return '#%02X%02X%02X' % (r, g, b)


# ---------------------------------------------------------------------------------------------
# Fixture building blocks. A test's nodes are made by `ASDisplayNodeWithBackgroundColor(color, size)`,
# which always sets style width and height (CGSizeZero gives an explicit 0 × 0).

def colored(name, color, size=(0, 0), **style):
    st = {}
    if size is not None:
        st['width'], st['height'] = num(size[0]), num(size[1])
    st.update({k: num(v) if isinstance(v, (int, float)) else v for k, v in style.items()})
    return {'node': {'debugName': name, 'backgroundColor': hexcolor(color), 'style': st}}


def num(v):
    if isinstance(v, float) and v.is_integer():
        return int(v)
    return v


def host(spec):
    """The colourless host node that `ASLayoutSpecSnapshotTestCase` lays the spec out in."""
    return {'node': {'layout': spec}}


def size_range(min_w, min_h, max_w, max_h):
    def v(x):
        return 'auto' if x is None or math.isinf(x) else num(x)
    return {'min': [num(min_w), num(min_h)], 'max': [v(max_w), v(max_h)]}


def fixture(name, rng, root):
    return {'name': name, 'size': rng, 'scale': 2, 'root': root}


class Variant:
    """One layout a test method checks: the fixture, the image it is compared with, and the
    nodes in the order they were added to the host (their z-order)."""

    def __init__(self, cls, method, ident, name, fx, zorder, note=''):
        self.cls = cls
        self.method = method
        self.ident = ident          # snapshot identifier ('' or None for none)
        self.name = name            # case name
        self.fixture = fx
        self.zorder = zorder        # debugNames, first drawn first
        self.note = note

    @property
    def image(self):
        suffix = ('_' + self.ident) if self.ident else ''
        return '%s/%s%s@2x.png' % (self.cls, self.method, suffix)


def names(nodes):
    return [n['node']['debugName'] for n in nodes]


# ---------------------------------------------------------------------------------------------
# ASStackLayoutSpecSnapshotTests

STACK = 'ASStackLayoutSpecSnapshotTests'


def stack(direction, children, alignItems='start', **props):
    """A stack as the tests' zero-initialised ASStackLayoutSpecStyle makes it (alignItems start)."""
    body = {'direction': direction}
    for k in ('spacing', 'justifyContent'):
        if k in props:
            body[k] = props.pop(k)
    body['alignItems'] = alignItems
    body.update(props)
    body['children'] = children
    return {'stack': body}


def stack_host(stk, subnodes):
    """`testStackLayoutSpec:`: the stack over a white 0 × 0 background node, added first."""
    white = colored('white', 'white')
    return host({'background': {'child': stk, 'background': white}}), ['white'] + names(subnodes)


def stack_variant(method, ident, case, rng, stk, subnodes, note=''):
    root, z = stack_host(stk, subnodes)
    name = 'stack/%s' % case
    return Variant(STACK, method, ident, name, fixture(name, rng, root), z, note)


def rgb3(size=(50, 50), flex=0):
    out = []
    for c in ('red', 'blue', 'green'):
        extra = {}
        if flex:
            extra = {'flexGrow': flex, 'flexShrink': flex}
        out.append(colored(c, c, size, **extra))
    return out


def six_wrapped():
    return [colored(c, c, (50, 50)) for c in ('red', 'yellow', 'blue', 'magenta', 'green', 'cyan')]


def stack_variants():
    V = []
    R = size_range

    def justify_cases(method, rng, combos):
        for ident, justify, flex, case in combos:
            kids = rgb3((50, 50), flex)
            V.append(stack_variant(method, ident, '%s_%s' % (method, case), rng,
                                   stack('horizontal', kids, justifyContent=justify), kids))

    justify_cases('testUnderflowBehaviors', R(300, 0, 300, 300), [
        ('justifyStart', 'start', 0, 'justifyStart'), ('justifyCenter', 'center', 0, 'justifyCenter'),
        ('justifyEnd', 'end', 0, 'justifyEnd'), ('flex', 'start', 1, 'flex'),
        ('justifySpaceBetween', 'spaceBetween', 0, 'justifySpaceBetween'),
        ('justifySpaceAround', 'spaceAround', 0, 'justifySpaceAround')])
    # On overflow spaceBetween is compared with the justifyStart image and spaceAround with justifyCenter.
    justify_cases('testOverflowBehaviors', R(110, 0, 110, 300), [
        ('justifyStart', 'start', 0, 'justifyStart'), ('justifyCenter', 'center', 0, 'justifyCenter'),
        ('justifyEnd', 'end', 0, 'justifyEnd'), ('flex', 'start', 1, 'flex'),
        ('justifyStart', 'spaceBetween', 0, 'justifySpaceBetween'),
        ('justifyCenter', 'spaceAround', 0, 'justifySpaceAround')])

    kids = rgb3()
    kids[1]['node']['style']['flexShrink'] = 1
    m = 'testOverflowBehaviorsWhenAllFlexShrinkChildrenHaveBeenClampedToZeroButViolationStillExists'
    V.append(stack_variant(m, None, m, R(75, 0, 75, 150), stack('horizontal', kids), kids))

    for ident, rng in (('underflow', R(300, 0, 300, 150)), ('overflow', R(200, 0, 200, 150))):
        kids = rgb3((50, 50), 1)
        kids[1]['node']['style'].update(width=150, height=150)
        m = 'testFlexWithUnequalIntrinsicSizes'
        V.append(stack_variant(m, ident, '%s_%s' % (m, ident), rng, stack('horizontal', kids), kids))

    def red_blue_green(sizes, **extra_by_color):
        out = []
        for c, s in zip(('red', 'blue', 'green'), sizes):
            out.append(colored(c, c, s, **extra_by_color.get(c, {})))
        return out

    for ident, rng in (('variableHeight', R(0, 300, 300, 300)), ('fixedHeight', R(300, 300, 300, 300))):
        kids = red_blue_green([(50, 50), (100, 50), (150, 50)])
        m = 'testCrossAxisSizeBehaviors'
        V.append(stack_variant(m, ident, '%s_%s' % (m, ident), rng, stack('vertical', kids), kids))

    kids = red_blue_green([(50, 50), (100, 50), (150, 50)])
    V.append(stack_variant('testStackSpacing', 'variableHeight', 'testStackSpacing_variableHeight',
                           R(0, 300, 300, 300), stack('vertical', kids, spacing=10), kids))

    # An empty stack (nil children) inside a background inside an inset.
    blue = colored('blue', 'blue')
    spec = {'inset': {'insets': 10, 'child': {'background': {
        'child': {'stack': {'direction': 'vertical', 'spacing': 10, 'justifyContent': 'start',
                            'alignItems': 'stretch', 'children': []}},
        'background': blue}}}}
    m = 'testStackSpacingWithChildrenHavingNilObjects'
    V.append(Variant(STACK, m, 'variableHeight', 'stack/%s' % m,
                     fixture('stack/%s' % m, R(300, 0, 300, 300), host(spec)), ['blue']))

    sizes3 = [(50, 50), (100, 70), (150, 90)]
    m = 'testChildSpacing'
    for ident, extra, spacing in (
            ('spacingBefore', {'blue': {'spacingBefore': 10}, 'green': {'spacingBefore': 20}}, 0),
            ('spacingAfter', {'blue': {'spacingAfter': 10}, 'green': {'spacingAfter': 20}}, 0),
            ('spacingBalancedOut', {'blue': {'spacingBefore': -10, 'spacingAfter': -10}}, 10)):
        kids = red_blue_green(sizes3, **extra)
        props = {'spacing': spacing} if spacing else {}
        V.append(stack_variant(m, ident, '%s_%s' % (m, ident), R(0, 0, math.inf, math.inf),
                               stack('vertical', kids, **props), kids))

    spaced = {'red': {'spacingBefore': 0}, 'blue': {'spacingBefore': 20}, 'green': {'spacingBefore': 30}}
    kids = red_blue_green(sizes3, **spaced)
    m = 'testJustifiedCenterWithChildSpacing'
    V.append(stack_variant(m, 'variableHeight', m + '_variableHeight', R(0, 300, 300, 300),
                           stack('vertical', kids, justifyContent='center'), kids))

    for m, j in (('testJustifiedSpaceBetweenWithOneChild', 'spaceBetween'),
                 ('testJustifiedSpaceAroundWithOneChild', 'spaceAround')):
        kids = [colored('red', 'red', (50, 50))]
        V.append(stack_variant(m, None, m, R(300, 0, 300, math.inf), stack('horizontal', kids, justifyContent=j), kids))

    for m, j, w in (('testJustifiedSpaceBetweenWithRemainingSpace', 'spaceBetween', 301),
                    ('testJustifiedSpaceAroundWithRemainingSpace', 'spaceAround', 305)):
        kids = rgb3()
        V.append(stack_variant(m, None, m, R(w, 0, w, 300), stack('horizontal', kids, justifyContent=j), kids))

    blue = colored('blue', 'blue')
    red = colored('red', 'red', (50, 50))
    ratio = {'ratio': {'ratio': 1.5, 'style': {'flexBasis': '100%', 'flexGrow': 1, 'flexShrink': 1}, 'child': blue}}
    m = 'testChildThatChangesCrossSizeWhenMainSizeIsFlexed'
    V.append(stack_variant(m, None, m, R(150, 0, 150, math.inf), stack('horizontal', [ratio, red]), [blue, red]))

    kids = [colored('red', 'red', (100, 100), flexShrink=1), colored('blue', 'blue', (50, 50), flexShrink=1)]
    m = 'testAlignCenterWithFlexedMainDimension'
    V.append(stack_variant(m, None, m, R(150, 0, 150, 100), stack('vertical', kids, alignItems='center'), kids))

    kids = [colored('red', 'red', (100, 100)), colored('blue', 'blue', (50, 50), alignSelf='center')]
    m = 'testAlignCenterWithIndefiniteCrossDimension'
    V.append(stack_variant(m, None, m, R(150, 0, 150, math.inf), stack('horizontal', kids), kids))

    for m, align, rng in (('testAlignedStart', 'start', R(300, 300, 300, 300)),
                          ('testAlignedEnd', 'end', R(300, 300, 300, 300)),
                          ('testAlignedCenter', 'center', R(300, 300, 300, 300)),
                          ('testAlignedStretchNoChildExceedsMin', 'stretch', R(200, 200, 300, 300)),
                          ('testAlignedStretchOneChildExceedsMin', 'stretch', R(50, 50, 300, 300))):
        kids = red_blue_green(sizes3, **spaced)
        V.append(stack_variant(m, None, m, rng, stack('vertical', kids, alignItems=align, justifyContent='center'), kids))

    # `testStackLayoutSpecWithStyle:{}`: a zero-initialised style is a vertical stack.
    V.append(stack_variant('testEmptyStack', None, 'testEmptyStack', R(50, 50, 300, 300), stack('vertical', []), []))

    for ident, rng in (('underflow', R(300, 0, 300, 150)), ('overflow', R(200, 0, 200, 150))):
        kids = red_blue_green([(50, 50), (150, 150), (50, 50)])
        for k in kids:
            k['node']['style'].update(flexGrow=1, flexBasis=10)
        m = 'testFixedFlexBasisAppliedWhenFlexingItems'
        V.append(stack_variant(m, ident, '%s_%s' % (m, ident), rng, stack('horizontal', kids), kids))

    kids = rgb3()
    for k in kids:
        k['node']['style']['flexGrow'] = 1
    kids[0]['node']['style']['flexBasis'] = '50%'
    m = 'testFractionalFlexBasisResolvesAgainstParentSize'
    V.append(stack_variant(m, None, m, R(200, 0, 200, math.inf), stack('horizontal', kids), kids))

    kids = red_blue_green([(50, 50), (150, 150), (150, 50)])
    for k in kids:
        k['node']['style']['flexBasis'] = 20
    m = 'testFixedFlexBasisOverridesIntrinsicSizeForNonFlexingChildren'
    V.append(stack_variant(m, None, m, R(300, 0, 300, 150), stack('horizontal', kids), kids))

    green = colored('green', 'green')
    blue = colored('blue', 'blue', (10, 0))
    red = colored('red', 'red', (500, 500), flexGrow=1, flexShrink=1)
    spec = {'background': {'child': {'inset': {'insets': 10, 'child': {'stack': {
        'direction': 'horizontal', 'spacing': 0, 'justifyContent': 'start', 'alignItems': 'stretch',
        'children': [blue, red]}}}}, 'background': green}}
    m = 'testCrossAxisStretchingOccursAfterStackAxisFlexing'
    V.append(Variant(STACK, m, None, 'stack/' + m, fixture('stack/' + m, R(300, 0, 300, math.inf), host(spec)),
                     ['green', 'blue', 'red']))

    def four(size, extras):
        cols = ('red', 'blue', 'green', 'yellow')
        return [colored(c, c, size, **e) for c, e in zip(cols, extras)]

    def three(cols_sizes, extras):
        return [colored(c, c, s, **e) for (c, s), e in zip(cols_sizes, extras)]

    g = lambda v: {'flexGrow': v}
    s = lambda v: {'flexShrink': v}
    violation = [
        ('testPositiveViolationIsDistributedEqually', 'horizontal', 350,
         rgb3(), [g(1), {}, g(1)]),
        ('testPositiveViolationIsDistributedEquallyWithArbitraryFloats', 'horizontal', 350,
         rgb3(), [g(0.5), {}, g(0.5)]),
        ('testPositiveViolationIsDistributedProportionally', 'vertical', 350,
         rgb3(), [g(1), g(2), g(1)]),
        ('testPositiveViolationIsDistributedProportionallyWithArbitraryFloats', 'vertical', 350,
         rgb3(), [g(0.25), g(0.5), g(0.25)]),
        ('testPositiveViolationIsDistributedEquallyAmongMixedChildren', 'horizontal', 400,
         four((50, 50), [{}] * 4), [s(1), g(1), s(0), g(1)]),
        ('testPositiveViolationIsDistributedEquallyAmongMixedChildrenWithArbitraryFloats', 'horizontal', 400,
         four((50, 50), [{}] * 4), [s(1), g(0.5), s(0), g(0.5)]),
        ('testPositiveViolationIsDistributedProportionallyAmongMixedChildren', 'vertical', 400,
         four((50, 50), [{}] * 4), [s(1), g(3), s(0), g(1)]),
        ('testPositiveViolationIsDistributedProportionallyAmongMixedChildrenWithArbitraryFloats', 'vertical', 400,
         four((50, 50), [{}] * 4), [s(1), g(0.75), s(0), g(0.25)]),
        ('testRemainingViolationIsAppliedProperlyToFirstFlexibleChild', 'vertical', 300,
         three([('green', (50, 25)), ('blue', (50, 0)), ('red', (50, 100))], [{}] * 3), [g(0), g(1), g(1)]),
        ('testRemainingViolationIsAppliedProperlyToFirstFlexibleChildWithArbitraryFloats', 'vertical', 300,
         three([('green', (50, 25)), ('blue', (50, 0)), ('red', (50, 100))], [{}] * 3), [g(0), g(0.5), g(0.5)]),
        ('testNegativeViolationIsDistributedBasedOnSize', 'horizontal', 400,
         three([('green', (300, 50)), ('blue', (100, 50)), ('red', (200, 50))], [{}] * 3), [s(1), s(0), s(1)]),
        ('testNegativeViolationIsDistributedBasedOnSizeWithArbitraryFloats', 'horizontal', 400,
         three([('green', (300, 50)), ('blue', (100, 50)), ('red', (200, 50))], [{}] * 3), [s(0.5), s(0), s(0.5)]),
        ('testNegativeViolationIsDistributedBasedOnSizeAndFlexFactor', 'vertical', 400,
         three([('green', (50, 300)), ('blue', (50, 100)), ('red', (50, 200))], [{}] * 3), [s(2), s(1), s(2)]),
        ('testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorWithArbitraryFloats', 'vertical', 400,
         three([('green', (50, 300)), ('blue', (50, 100)), ('red', (50, 200))], [{}] * 3), [s(0.4), s(0.2), s(0.4)]),
        ('testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildrenChildren', 'horizontal', 400,
         four((150, 50), [{}] * 4), [g(1), s(1), g(0), s(1)]),
        ('testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildrenWithArbitraryFloats', 'horizontal', 400,
         four((150, 50), [{}] * 4), [g(1), s(0.5), g(0), s(0.5)]),
        ('testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorAmongMixedChildren', 'vertical', 400,
         three([('green', (50, 150)), ('blue', (50, 100)), ('red', (50, 150))], [{}] * 3)
         + [colored('yellow', 'yellow', (50, 200))], [g(1), s(1), g(0), s(3)]),
        ('testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorAmongMixedChildrenArbitraryFloats', 'vertical', 400,
         three([('green', (50, 150)), ('blue', (50, 100)), ('red', (50, 150))], [{}] * 3)
         + [colored('yellow', 'yellow', (50, 200))], [g(1), s(0.25), g(0), s(0.75)]),
        ('testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZero', 'horizontal', 400,
         three([('green', (300, 50)), ('blue', (100, 50)), ('red', (200, 50))], [{}] * 3), [s(1), s(2), s(1)]),
        ('testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZeroWithArbitraryFloats', 'horizontal', 400,
         three([('green', (300, 50)), ('blue', (100, 50)), ('red', (200, 50))], [{}] * 3), [s(0.25), s(0.5), s(0.25)]),
    ]
    for m, d, side, kids, extras in violation:
        for k, e in zip(kids, extras):
            k['node']['style'].update({kk: num(vv) for kk, vv in e.items()})
        V.append(stack_variant(m, None, m, R(side, side, side, side), stack(d, kids), kids))

    kids = [colored('red', 'red', (50, 50), flexShrink=0), colored('yellow', 'yellow', (0, 0), flexShrink=1)]
    m = 'testNegativeViolationAndFlexFactorIsNotRespected'
    V.append(stack_variant(m, None, m, R(40, 50, 40, 50), stack('horizontal', kids), kids))

    # `[[ASStackLayoutSpec alloc] init]`: horizontal, justify start, alignItems stretch; styled 100 × 100.
    kids = [colored('red', 'red', (50, 50))]
    stk = {'stack': {'direction': 'horizontal', 'justifyContent': 'start', 'alignItems': 'stretch',
                     'style': {'width': 100, 'height': 100}, 'children': kids}}
    m = 'testNestedStackLayoutStretchDoesNotViolateWidth'
    V.append(stack_variant(m, None, m, R(0, 0, 300, math.inf), stk, kids))

    m = 'testHorizontalAndVerticalAlignments'
    for ident, d, h, v in (('horizontalTopLeft', 'horizontal', 'left', 'top'),
                           ('horizontalCenter', 'horizontal', 'middle', 'middle'),
                           ('horizontalBottomRight', 'horizontal', 'right', 'bottom'),
                           ('verticalTopLeft', 'vertical', 'left', 'top'),
                           ('verticalCenter', 'vertical', 'middle', 'middle'),
                           ('verticalBottomRight', 'vertical', 'right', 'bottom')):
        kids = rgb3()
        # `-init` leaves alignItems stretch; both shorthands then overwrite justifyContent and alignItems.
        stk = {'stack': {'direction': d, 'justifyContent': 'start', 'alignItems': 'stretch',
                         'horizontalAlignment': h, 'verticalAlignment': v, 'children': kids}}
        V.append(stack_variant(m, ident, '%s_%s' % (m, ident), R(200, 200, 200, 200), stk, kids))

    kids = [colored(c, c, (50, 50), spacingBefore=5, spacingAfter=5) for c in ('red', 'yellow', 'blue')]
    m = 'testFlexWrapWithItemSpacings'
    V.append(stack_variant(m, None, m, R(230, 300, 230, 300),
                           stack('horizontal', kids, spacing=50, flexWrap='wrap', alignContent='start', lineSpacing=5), kids))

    kids = [colored(c, c, (50, 50), spacingBefore=5, spacingAfter=5) for c in
            ('red', 'yellow', 'blue', 'magenta', 'green', 'cyan', 'brown', 'orange', 'purple')]
    m = 'testFlexWrapWithItemSpacingsBeingResetOnNewLines'
    V.append(stack_variant(m, None, m, R(190, 300, 190, 300),
                           stack('horizontal', kids, spacing=5, flexWrap='wrap', alignContent='start', lineSpacing=5), kids))

    contents = ('start', 'center', 'end', 'spaceBetween', 'spaceAround', 'stretch')

    def ident_for(ac):
        return 'alignContent' + ac[0].upper() + ac[1:]

    def wrap_cases(method, rng, acs, line_spacing=None, single_image=False):
        for ac in acs:
            kids = six_wrapped()
            props = {'flexWrap': 'wrap', 'alignContent': ac}
            if line_spacing is not None:
                props['lineSpacing'] = line_spacing
            ident = None if single_image else ident_for(ac)
            V.append(stack_variant(method, ident, '%s_%s' % (method, ident_for(ac)), rng,
                                   stack('horizontal', kids, **props), kids,
                                   note='CGFLOAT_MAX written as auto' if single_image else ''))

    wrap_cases('testAlignContentUnderflow', R(110, 300, 110, 300), contents)
    wrap_cases('testAlignContentOverflow', R(40, 260, 40, 260), contents[:5])
    wrap_cases('testAlignContentWithUnconstrainedCrossSize', R(110, 0, 110, math.inf), contents, single_image=True)

    kids = six_wrapped()
    kids[1]['node']['style']['alignSelf'] = 'start'
    kids[3]['node']['style']['alignSelf'] = 'center'
    kids[5]['node']['style']['alignSelf'] = 'end'
    m = 'testAlignContentStretchAndOtherAlignments'
    V.append(stack_variant(m, None, m, R(110, 300, 110, 300),
                           stack('horizontal', kids, flexWrap='wrap', alignContent='stretch'), kids))

    wrap_cases('testAlignContentAndLineSpacingUnderflow', R(110, 320, 110, 320), contents, line_spacing=10)
    wrap_cases('testAlignContentAndLineSpacingOverflow', R(40, 310, 40, 310), contents[:5], line_spacing=10)
    return V


# ---------------------------------------------------------------------------------------------
# ASInsetLayoutSpecSnapshotTests

INSET = 'ASInsetLayoutSpecSnapshotTests'


def inset_variants():
    V = []
    for method, value, rng in (('testInsetsWithVariableSize', 10, size_range(0, 0, 300, 300)),
                               ('testInsetsWithFixedSize', 10, size_range(300, 300, 300, 300)),
                               ('testInsetsWithInfinityAndZeroInsetValue', 0, size_range(300, 300, 300, 300))):
        for combination in range(16):
            edges = []
            for bit in (1, 2, 4, 8):  # top, left, bottom, right
                edges.append('inf' if combination & bit else value)
            ident = '_'.join(str(e) for e in edges)
            gray = colored('gray', 'gray')
            green = colored('green', 'green', (10, 10))
            spec = {'background': {'child': {'inset': {'insets': edges, 'child': green}}, 'background': gray}}
            name = 'inset/%s_%s' % (method, ident)
            V.append(Variant(INSET, method, ident, name, fixture(name, rng, host(spec)), ['gray', 'green']))
    return V


# ---------------------------------------------------------------------------------------------
# ASCenterLayoutSpecSnapshotTests and ASRelativeLayoutSpecSnapshotTests

CENTER = 'ASCenterLayoutSpecSnapshotTests'
RELATIVE = 'ASRelativeLayoutSpecSnapshotTests'
CENTER_RANGE = size_range(100, 120, 320, 160)


def center_variants():
    V = []

    def one(method, centering, sizing):
        ident = ''
        if centering in ('x', 'xy'):
            ident += 'CenteringX'
        if centering in ('y', 'xy'):
            ident += 'CenteringY'
        if sizing in ('minimumX', 'minimumXY'):
            ident += 'SizingMinimumX'
        if sizing in ('minimumY', 'minimumXY'):
            ident += 'SizingMinimumY'
        red = colored('red', 'red')
        green = colored('green', 'green', (70, 100))
        spec = {'background': {'child': {'center': {'centering': centering, 'sizing': sizing, 'child': green}},
                               'background': red}}
        name = 'center/%s_%s_%s' % (method, centering, sizing)
        V.append(Variant(CENTER, method, ident, name, fixture(name, CENTER_RANGE, host(spec)), ['red', 'green']))

    for c in ('none', 'xy', 'x', 'y'):
        one('testWithOptions', c, 'default')
    for s in ('default', 'minimumX', 'minimumY', 'minimumXY'):
        one('testWithSizingOptions', 'none', s)

    bg = colored('redBackground', 'red')
    fg = colored('red', 'red', (10, 10), flexGrow=1)
    inner = {'background': {'child': {'stack': {'direction': 'vertical', 'spacing': 0, 'justifyContent': 'start',
                                                 'alignItems': 'start', 'children': [fg]}}, 'background': bg}}
    m = 'testMinimumSizeRangeIsGivenToChildWhenNotCentering'
    spec = {'center': {'centering': 'none', 'sizing': 'default', 'child': inner}}
    V.append(Variant(CENTER, m, None, 'center/' + m, fixture('center/' + m, CENTER_RANGE, host(spec)),
                     ['redBackground', 'red']))
    return V


def relative_variants():
    V = []

    def one(method, h, v, sizing):
        ident = {'center': 'CenterX', 'end': 'EndX'}.get(h, '') + {'center': 'CenterY', 'end': 'EndY'}.get(v, '')
        if sizing in ('minimumWidth', 'minimumSize'):
            ident += 'SizingMinimumWidth'
        if sizing in ('minimumHeight', 'minimumSize'):
            ident += 'SizingMinimumHeight'
        red = colored('red', 'red')
        green = colored('green', 'green', (70, 100))
        spec = {'background': {'child': {'relative': {'horizontal': h, 'vertical': v, 'sizing': sizing, 'child': green}},
                               'background': red}}
        name = 'relative/%s_%s_%s_%s' % (method, h, v, sizing)
        V.append(Variant(RELATIVE, method, ident, name, fixture(name, CENTER_RANGE, host(spec)), ['red', 'green']))

    for h in ('start', 'center', 'end'):
        for v in ('start', 'center', 'end'):
            one('testWithOptions', h, v, 'default')
    for s in ('default', 'minimumWidth', 'minimumHeight', 'minimumSize'):
        one('testWithSizingOptions', 'start', 'start', s)

    bg = colored('redBackground', 'red')
    fg = colored('red', 'red', (10, 10), flexGrow=1)
    inner = {'background': {'child': {'stack': {'direction': 'vertical', 'spacing': 0, 'justifyContent': 'start',
                                                 'alignItems': 'start', 'children': [fg]}}, 'background': bg}}
    m = 'testMinimumSizeRangeIsGivenToChildWhenNotPositioning'
    spec = {'relative': {'horizontal': 'none', 'vertical': 'none', 'sizing': 'default', 'child': inner}}
    V.append(Variant(RELATIVE, m, None, 'relative/' + m, fixture('relative/' + m, CENTER_RANGE, host(spec)),
                     ['redBackground', 'red']))
    return V


# ---------------------------------------------------------------------------------------------
# Ratio, overlay, background, absolute, corner, wrapper

def ratio_variants():
    V = []
    for ident, ratio, size in (('HalfRatio', 0.5, (100, 100)), ('DoubleRatio', 2, (100, 100)),
                               ('SevenTimesRatio', 7, (100, 100)), ('TenTimesRatioWithItemTooBig', 10, (20, 200))):
        green = colored('green', 'green', size)
        name = 'ratio/testRatioLayout_' + ident
        V.append(Variant('ASRatioLayoutSpecSnapshotTests', 'testRatioLayout', ident, name,
                         fixture(name, size_range(0, 0, 100, 100), host({'ratio': {'ratio': ratio, 'child': green}})),
                         ['green']))
    return V


def overlay_background_variants():
    V = []
    rng = size_range(320, 320, 320, 320)
    blue = colored('blue', 'blue')
    black = colored('black', 'black', (20, 20))
    spec = {'overlay': {'child': blue, 'overlay': {'center': {'centering': 'xy', 'sizing': 'default', 'child': black}}}}
    V.append(Variant('ASOverlayLayoutSpecSnapshotTests', 'testOverlay', None, 'overlay/testOverlay',
                     fixture('overlay/testOverlay', rng, host(spec)), ['blue', 'black']))
    blue = colored('blue', 'blue')
    black = colored('black', 'black', (20, 20))
    spec = {'background': {'child': {'center': {'centering': 'xy', 'sizing': 'default', 'child': black}},
                           'background': blue}}
    V.append(Variant('ASBackgroundLayoutSpecSnapshotTests', 'testBackground', None, 'background/testBackground',
                     fixture('background/testBackground', rng, host(spec)), ['blue', 'black']))
    return V


def absolute_variants():
    V = []
    cls = 'ASAbsoluteLayoutSpecSnapshotTests'

    def one(method, ident, rng, blue_pos, note=''):
        red = colored('red', 'red', (50, 50), layoutPosition=[0, 0])
        blue = colored('blue', 'blue', (100, 100), layoutPosition=list(blue_pos))
        white = colored('white', 'white')
        spec = {'background': {'child': {'absolute': {'children': [red, blue]}}, 'background': white}}
        name = 'absolute/%s%s' % (method, '_' + ident if ident else '')
        V.append(Variant(cls, method, ident, name, fixture(name, rng, host(spec)), ['white', 'red', 'blue'], note))

    one('testSizingBehaviour', 'underflowChildren', size_range(150, 200, math.inf, math.inf), (0, 50))
    one('testSizingBehaviour', 'overflowChildren', size_range(0, 0, 50, 100), (0, 50))
    one('testSizingBehaviour', 'wrappedChildren', size_range(0, 0, math.inf, math.inf), (0, 50),
        note='INFINITY / 2 written as auto')
    one('testChildrenMeasuredWithAutoMaxSize', None, size_range(10, 10, 110, 160), (10, 60))
    return V


def corner_variants():
    V = []
    cls = 'ASCornerLayoutSpecSnapshotTests'
    for method, option in (('testCornerSpecForAllLocations', 'center'),
                           ('testCornerSpecForAllLocationsWithInnerOffset', 'inner'),
                           ('testCornerSpecForAllLocationsWithOuterOffset', 'outer')):
        for loc in ('topLeft', 'topRight', 'bottomLeft', 'bottomRight'):
            for wraps in (False, True):
                sx = -1 if 'Right' in loc else 1
                sy = -1 if 'bottom' in loc else 1
                if option == 'center':
                    offset = [0, 0]
                elif option == 'inner':
                    offset = [10 * sx, 10 * sy]
                else:
                    offset = [-10 * sx, -10 * sy]
                blue = colored('blue', 'blue', (60, 60), layoutPosition=[30, 30])
                orange = colored('orange', 'orange', (20, 20))
                green = colored('green', 'green')
                spec = {'background': {'child': {'corner': {'child': blue, 'corner': orange, 'location': loc,
                                                             'offset': offset, 'wrapsCorner': wraps}},
                                       'background': green}}
                ident = '%s_%s_%s' % (loc, option, 'fullSize' if wraps else 'childSize')
                name = 'corner/%s_%s' % (method, ident)
                V.append(Variant(cls, method, ident, name, fixture(name, size_range(0, 0, 120, 120), host(spec)),
                                 ['green', 'blue', 'orange']))
    return V


def wrapper_variants():
    V = []
    cls = 'ASWrapperSpecSnapshotTests'
    rng = size_range(0, 0, math.inf, math.inf)
    for method, kids in (('testWrapperSpecWithOneElementShouldSizeToElement', [colored('red', 'red', (50, 50))]),
                         ('testWrapperSpecWithMultipleElementsShouldSizeToLargestElement',
                          [colored('green', 'green', (100, 100)), colored('red', 'red', (50, 50))])):
        white = colored('white', 'white')
        spec = {'background': {'child': {'wrapper': {'children': kids}}, 'background': white}}
        name = 'wrapper/' + method
        V.append(Variant(cls, method, None, name, fixture(name, rng, host(spec)), ['white'] + names(kids)))
    return V


def all_variants():
    return (stack_variants() + inset_variants() + center_variants() + relative_variants() + ratio_variants()
            + overlay_background_variants() + absolute_variants() + corner_variants() + wrapper_variants())


# ---------------------------------------------------------------------------------------------
# Measuring

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


def measure(variant, image):
    """The root size, the frames (points) the image determines, the nodes left out (with why) and
    the nodes with an edge taken from their declared size. Raises ValueError when the image is not
    explained by solid rectangles."""
    img = image.convert('RGBA')
    W, H = img.size
    px = img.load()
    nodes = node_index(variant.fixture['root'], {})
    colour_of = {}
    for name in variant.zorder:
        colour_of[name] = tuple(int(nodes[name]['backgroundColor'][i:i + 2], 16) for i in (1, 3, 5)) + (255,)
    owners = {}
    for name in variant.zorder:
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
    for name in variant.zorder:
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
    for i, name in enumerate(variant.zorder):
        c = colour_of[name]
        if len(owners[c]) > 1:
            left_out.append('%s (shares its colour with %s)' % (name, ', '.join(n for n in owners[c] if n != name)))
            continue
        b = boxes.get(c)
        if b is None:
            left_out.append('%s (no visible pixel)' % name)
            continue
        later = {colour_of[n] for n in variant.zorder[i + 1:]}
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


class ImageSource:
    """Reads reference images from a Texture work tree or git directory."""

    def __init__(self, path):
        self.path = path
        self.tree = os.path.isdir(os.path.join(path, 'Tests', 'ReferenceImages_64'))
        if not self.tree:
            subprocess.run(['git', '-C', path, 'rev-parse', '--git-dir'], check=True, capture_output=True)
            self.commit = subprocess.run(['git', '-C', path, 'rev-parse', 'HEAD'], check=True,
                                         capture_output=True, text=True).stdout.strip()

    def open(self, rel):
        from PIL import Image
        full = 'Tests/ReferenceImages_64/' + rel
        if self.tree:
            p = os.path.join(self.path, full)
            return Image.open(p) if os.path.exists(p) else None
        r = subprocess.run(['git', '-C', self.path, 'show', 'HEAD:' + full], capture_output=True)
        if r.returncode != 0:
            return None
        return Image.open(io.BytesIO(r.stdout))


def dumps(document):
    """JSON with one key per line but short lists of numbers and strings kept on one line."""
    text = json.dumps(document, indent=1, ensure_ascii=False)
    text = re.sub(r'\[\s*((?:[^\[\]{}\s][^\[\]{}]*?)?)\s*\]',
                  lambda m: '[' + re.sub(r',\s+', ', ', m.group(1)) + ']', text) + '\n'
    if json.loads(text) != document:
        raise AssertionError('compacting the JSON changed its content')
    return text


def reference_case(v, size, frames, left_out, assumed):
    note = 'image %s' % v.image
    if v.note:
        note += '; %s' % v.note
    if assumed:
        note += '; edges taken from the declared size: ' + ', '.join(assumed)
    if left_out:
        note += '; not measured: ' + ', '.join(left_out)
    fx = json.loads(json.dumps(v.fixture))
    fx['name'] = 'reference/' + v.name
    return {'name': 'reference/' + v.name, 'from': note, 'origin': 'reference-image', 'fixture': fx,
            'expect': {'size': size, 'frames': frames, 'unplaced': []}}


def with_deviations(case, previous):
    """`case` with the `deviations` list of the case of the same name in `previous` (the ids of
    docs/semantics.md it exercises), which the images cannot tell."""
    ids = previous.get(case['name'], {}).get('deviations')
    if not ids:
        return case
    out = {}
    for key, value in case.items():
        out[key] = value
        if key == 'origin':
            out['deviations'] = ids
    return out


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--texture', help='Texture checkout or git directory')
    ap.add_argument('--out', default=os.path.join(here, '..', 'Tests', 'LayoutEngineTests', 'Cases', 'reference'))
    ap.add_argument('--only', help='measure only variants whose case name contains this (other cases in the '
                                   'output files are kept)')
    ap.add_argument('--list', action='store_true', help='list the known variants and their images')
    args = ap.parse_args(argv)
    variants = all_variants()
    if args.only:
        variants = [v for v in variants if args.only in v.name]
    if args.list:
        for v in variants:
            print('%-90s %s' % (v.name, v.image))
        return 0
    if not args.texture:
        ap.error('--texture is required unless --list is given')
    src = ImageSource(args.texture)
    by_class = {}
    failures = 0
    for v in variants:
        image = src.open(v.image)
        if image is None:
            print('missing image: %s' % v.image, file=sys.stderr)
            failures += 1
            continue
        try:
            size, frames, left_out, assumed = measure(v, image)
        except ValueError as e:
            print('%s: not measurable: %s' % (v.image, e), file=sys.stderr)
            failures += 1
            continue
        by_class.setdefault(v.cls, []).append(reference_case(v, size, frames, left_out, assumed))
    os.makedirs(args.out, exist_ok=True)
    order = {'reference/' + v.name: i for i, v in enumerate(all_variants())}
    for cls, cases in sorted(by_class.items()):
        path = os.path.join(args.out, cls + '.json')
        previous = {}
        if os.path.exists(path):
            with open(path) as f:
                previous = {c['name']: c for c in json.load(f)['cases']}
        cases = [with_deviations(c, previous) for c in cases]
        if args.only and previous:
            # Keep the cases this run did not measure.
            kept = dict(previous)
            kept.update({c['name']: c for c in cases})
            cases = sorted(kept.values(), key=lambda c: order.get(c['name'], len(order)))
        with open(path, 'w') as f:
            f.write(dumps({'source': cls, 'cases': cases}))
        print('%s: %d cases' % (os.path.relpath(path), len(cases)))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
