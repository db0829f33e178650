/// The render benchmark's fixture: a 375×667 pt screen at scale 2 holding a realistic card (a
/// photo, a title, a wrapped and truncated body with a link and CJK, a byline, a tag row, two
/// buttons), with rounded, bordered and clipped boxes and a faded button.
enum BenchRenderCard {
    static let yaml = """
    name: bench/card
    size: [375, 667]
    scale: 2
    background: "#EFEFF4"
    root:
      inset:
        insets: [24, 16, 24, 16]
        child:
          stack:
            direction: vertical
            children:
              - node:
                  debugName: card
                  backgroundColor: white
                  cornerRadius: 14
                  borderColor: "#D1D1D6"
                  borderWidth: 1
                  clipsToBounds: true
                  layout:
                    stack:
                      direction: vertical
                      alignItems: stretch
                      children:
                        - image: {debugName: photo, image: {pattern: gradient, size: [686, 400], scale: 2}, contentMode: aspectFill, style: {height: 200}}
                        - inset:
                            insets: 16
                            child:
                              stack:
                                direction: vertical
                                spacing: 10
                                alignItems: stretch
                                children:
                                  - stack:
                                      direction: horizontal
                                      spacing: 10
                                      alignItems: center
                                      children:
                                        - image: {debugName: avatar, image: {pattern: checker, size: [80, 80], scale: 2}, cornerRadius: 20, clipsToBounds: true}
                                        - stack:
                                            direction: vertical
                                            spacing: 2
                                            style: {flexShrink: 1}
                                            children:
                                              - text: {debugName: author, text: "Jane Appleseed", font: "Sans Bold 15"}
                                              - text: {debugName: byline, text: "San Francisco · 2 hours ago", font: "Sans 12", color: "#8E8E93"}
                                  - text: {debugName: title, text: "Golden hour over the bay, seen from the hills", font: "Sans Bold 20", maximumNumberOfLines: 2}
                                  - text:
                                      debugName: body
                                      text: "The light turned the water to copper for a few minutes before the fog rolled in from the ocean. 金门大桥 disappeared first, then the city, and the whole bay went quiet under the grey. Read the full story on the photographer's site, with more pictures from the evening."
                                      links: ["the photographer's site"]
                                      linkUnderline: dotted
                                      font: "Sans 14"
                                      lineHeight: 20
                                      maximumNumberOfLines: 4
                                      truncation: " … more"
                                  - stack:
                                      direction: horizontal
                                      spacing: 6
                                      children:
                                        - node: {backgroundColor: "#E5F1FF", cornerRadius: 10, layout: {inset: {insets: [3, 8, 3, 8], child: {text: {text: "travel", font: "Sans 12", color: "#007AFF"}}}}}
                                        - node: {backgroundColor: "#E5F1FF", cornerRadius: 10, layout: {inset: {insets: [3, 8, 3, 8], child: {text: {text: "photography", font: "Sans 12", color: "#007AFF"}}}}}
                                        - node: {backgroundColor: "#E5F1FF", cornerRadius: 10, layout: {inset: {insets: [3, 8, 3, 8], child: {text: {text: "bay area", font: "Sans 12", color: "#007AFF"}}}}}
                                  - stack:
                                      direction: horizontal
                                      spacing: 12
                                      children:
                                        - button: {debugName: like, title: "Like", image: {pattern: solid, size: [36, 36], scale: 2}, color: white, font: "Sans Bold 15", backgroundColor: "#007AFF", cornerRadius: 8, contentEdgeInsets: [8, 14, 8, 14], style: {flexGrow: 1}}
                                        - button: {debugName: share, title: "Share", color: "#007AFF", font: "Sans 15", borderColor: "#007AFF", borderWidth: 1, cornerRadius: 8, alpha: 0.8, contentEdgeInsets: [8, 14, 8, 14], style: {flexGrow: 1}}
              - text: {debugName: footer, text: "Pull to refresh", font: "Sans 12", color: "#8E8E93", alignment: center, style: {spacingBefore: 16}}
    """
}
