import LayoutFixtures
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutLabTestSupport
import Testing

/// Fixture keys of the network image, video, map, editable text, scroll, cell, button and control
/// kinds: read, built into engine nodes, and laid out.
@Suite("Fixture node kinds")
struct FixtureNodeKindTests: FixtureTextSuite {
    private func placed(_ name: String, in result: FixtureLayout.Result) -> PlacedElement? {
        result.tree.root.flattened.first { $0.element.debugName == name }
    }

    @Test func mediaNodesReadTheirKeysAndTakeTheirSizeFromTheLayout() throws {
        let result = try layOut("""
        name: media
        size: [300, auto]
        root:
          stack:
            direction: vertical
            children:
              - ratio: {ratio: 0.5, child: {networkImage: {debugName: photo, url: "https://example.com/p.jpg", contentMode: aspectFill}}}
              - video: {debugName: clip, url: "https://example.com/v.mp4", style: {height: 90}}
              - map: {debugName: where, center: [52.52, 13.405], span: [0.1, 0.2], intrinsicSize: [300, 120]}
        """)
        let photo = try #require(placed("photo", in: result))
        #expect(photo.frame == Rect(x: 0, y: 0, width: 300, height: 150))
        let image = try #require(photo.element as? NetworkImageNode)
        #expect(image.url == "https://example.com/p.jpg" && image.contentMode == .aspectFill && image.image == nil)
        let clip = try #require(placed("clip", in: result))
        #expect(clip.frame == Rect(x: 0, y: 150, width: 300, height: 90))
        #expect((clip.element as? VideoNode)?.url == "https://example.com/v.mp4")
        let map = try #require(placed("where", in: result))
        #expect(map.frame == Rect(x: 0, y: 240, width: 300, height: 120))
        let mapNode = try #require(map.element as? MapNode)
        #expect(mapNode.center == MapCoordinate(latitude: 52.52, longitude: 13.405))
        #expect(mapNode.span == Size(width: 0.2, height: 0.1))
    }

    @Test func editableTextReadsTextPlaceholderAndInsets() throws {
        let result = try layOut("""
        name: field
        size: {min: [0, 0], max: [200, auto]}
        root:
          editableText:
            debugName: field
            placeholder: "Search"
            font: "Sans 10"
            placeholderColor: "#999"
            textContainerInset: [4, 8, 4, 8]
        """)
        let field = try #require(result.root as? EditableTextNode)
        #expect(field.isDisplayingPlaceholder && field.displayedText.string == "Search")
        #expect(field.attributedPlaceholderText?.color == Color(r8: 0x99, g8: 0x99, b8: 0x99))
        #expect(field.textContainerInset == EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        // "Search": 6 glyphs of 10 points, plus 16 × 8 of insets.
        #expect(result.tree.size == Size(width: 76, height: 18))
    }

    @Test func scrollReadsDirectionOffsetAndContent() throws {
        let result = try layOut("""
        name: scroll
        size: [200, 100]
        root:
          scroll:
            debugName: list
            scrollDirection: vertical
            contentOffset: [0, 30]
            content:
              stack:
                direction: vertical
                children:
                  - node: {debugName: a, style: {height: 80}}
                  - node: {debugName: b, style: {height: 80}}
        """)
        let scroll = try #require(result.root as? ScrollNode)
        #expect(scroll.scrollDirection == .vertical && scroll.contentOffset == Point(x: 0, y: 30) && scroll.clipsToBounds)
        #expect(result.tree.size == Size(width: 200, height: 100))
        #expect(placed("a", in: result)?.frame == Rect(x: 0, y: -30, width: 200, height: 80))
        #expect(placed("b", in: result)?.frame == Rect(x: 0, y: 50, width: 200, height: 80))
    }

    @Test func aScrollNodeMayBeToldNotToClip() throws {
        let result = try layOut("name: s\nsize: [10, 10]\nroot: {scroll: {clipsToBounds: false, scrollDirection: both}}\n")
        let scroll = try #require(result.root as? ScrollNode)
        #expect(!scroll.clipsToBounds && scroll.scrollDirection == .both)
    }

    @Test func cellsStackIntoATable() throws {
        let result = try layOut("""
        name: table
        size: [100, 50]
        root:
          stack:
            direction: vertical
            children:
              - cell: {debugName: c1, layout: {inset: {insets: 5, child: {text: {text: "one", font: "Sans 10"}}}}}
              - cell: {debugName: c2, layout: {inset: {insets: 5, child: {text: {text: "aaaaaaaaa bbbbbbbbb cc", font: "Sans 10"}}}}}
              - cell:
        """)
        #expect(placed("c1", in: result)?.frame == Rect(x: 0, y: 0, width: 100, height: 20))
        // Three lines of text: 40 points, beyond the stack's 50-point limit for what is left.
        #expect(placed("c2", in: result)?.frame == Rect(x: 0, y: 20, width: 100, height: 40))
        #expect(result.tree.root.children.last?.element is CellNode)
    }

    @Test func buttonTitlesColoursAndBackgroundsPerState() throws {
        let result = try layOut("""
        name: button
        size: {min: [0, 0], max: [200, auto]}
        root:
          button:
            titles: {normal: Play, highlighted: Playing, selected: Paused}
            font: "Sans 10"
            color: "#000"
            titleColors: {disabled: "#888"}
            backgroundColors: {normal: "#FFF", highlighted: "#EEE"}
            state: highlighted
            contentEdgeInsets: [2, 4, 2, 4]
        """)
        let button = try #require(result.root as? ButtonNode)
        #expect(button.state == .highlighted && button.isEnabled)
        #expect(button.currentTitle?.string == "Playing")
        #expect(button.titles[.selected]?.string == "Paused")
        // A state with only its own colour shows the normal title in that colour.
        #expect(button.titles[.disabled]?.string == "Play" && button.titles[.disabled]?.color == Color(r8: 0x88, g8: 0x88, b8: 0x88))
        #expect(button.titles[.normal]?.color == .black)
        #expect(button.backgroundColors[.highlighted] == Color(r8: 0xEE, g8: 0xEE, b8: 0xEE))
        // "Playing": 7 glyphs of 10 points plus the insets.
        #expect(result.tree.size == Size(width: 78, height: 14))
    }

    @Test func aDisabledButtonIsNotEnabled() throws {
        let result = try layOut("name: b\nsize: [100, auto]\nroot: {button: {title: Go, state: disabled}}\n")
        let button = try #require(result.root as? ButtonNode)
        #expect(button.state == .disabled && !button.isEnabled && button.currentTitle?.string == "Go")
    }

    @Test func theNormalTitleMayNotBeGivenTwice() {
        let r = load("name: b\nsize: [100, auto]\nroot: {button: {title: Go, titles: {normal: Stop}}}\n")
        #expect(r.fixtures.isEmpty)
        #expect(r.errors.map(\.description).contains { $0.contains("root.button.titles.normal: the normal title is given twice") })
    }

    @Test func unknownStatesAndKeysAreRejectedWithASuggestion() {
        let r = load("""
        fixtures:
          - {name: a, size: [100, 100], root: {button: {titles: {hilighted: x}}}}
          - {name: b, size: [100, 100], root: {scroll: {contentOfset: [0, 1]}}}
          - {name: c, size: [100, 100], root: {editableText: {placeholdr: x}}}
          - {name: d, size: [100, 100], root: {networkImage: {ulr: x}}}
          - {name: e, size: [100, 100], root: {scroll: {scrollDirection: diagonal}}}
          - {name: f, size: [100, 100], root: {map: {center: [91, 0]}}}
          - {name: g, size: [100, 100], root: {scroll: {layout: {node: {}}}}}
          - {name: h, size: [100, 100], root: {cel: {}}}
        """)
        #expect(r.fixtures.isEmpty)
        let text = r.errors.map(\.description).joined(separator: "\n")
        #expect(text.contains("fixtures[0].root.button.titles.hilighted: unknown key for a control state"))
        #expect(text.contains("did you mean highlighted?"))
        #expect(text.contains("fixtures[1].root.scroll.contentOfset: unknown key for a scroll element"))
        #expect(text.contains("did you mean contentOffset?"))
        #expect(text.contains("fixtures[2].root.editableText.placeholdr: unknown key"))
        #expect(text.contains("did you mean placeholder?"))
        #expect(text.contains("fixtures[3].root.networkImage.ulr: unknown key"))
        #expect(text.contains("did you mean url?"))
        #expect(text.contains("fixtures[4].root.scroll.scrollDirection: expected one of vertical, horizontal, both, found \"diagonal\""))
        #expect(text.contains("fixtures[5].root.map.center: expected a latitude from -90 to 90"))
        #expect(text.contains("fixtures[6].root.scroll.layout: unknown key for a scroll element"))
        #expect(text.contains("fixtures[7].root.cel: unknown element kind"))
    }

    @Test func aControlIsATappableNode() throws {
        let result = try layOut("name: c\nsize: [40, 40]\nroot: {control: {hitTestSlop: [-4, -4, -4, -4]}}\n")
        let control = try #require(result.root as? ControlNode)
        #expect(control.isUserInteractionEnabled && control.hitTestSlop == EdgeInsets(all: -4))
    }
}
