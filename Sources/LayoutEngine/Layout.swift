import LayoutGeometry

/// The computed layout of one element: its size, its position inside its parent element
/// (unrounded, as Texture keeps it until flattening) and the layouts of its children.
///
/// Spec layouts are kept in the tree (they have frames too, which the spec-boundary overlay and
/// `layoutlab layout` show); nodes take their frames from it when the tree is applied.
public struct Layout {
    /// The element this layout is for.
    public let element: any LayoutElement
    /// Distance from the top to the first baseline, used by a stack's baselineFirst alignment.
    /// Unless set, it is the element's `style.ascender`.
    public var ascender: Double {
        get { storedMetrics.x.isNaN ? element.style.ascender : storedMetrics.x }
        set { storedMetrics.x = newValue }
    }
    /// Offset of the last baseline from the bottom (negative), used by baselineLast. Unless set,
    /// it is the element's `style.descender`.
    public var descender: Double {
        get { storedMetrics.y.isNaN ? element.style.descender : storedMetrics.y }
        set { storedMetrics.y = newValue }
    }
    /// The ascender (`x`) and descender (`y`) set on this layout; NaN until set (the style's are
    /// read when needed, which spares every layout a style read). One 16-byte value, always
    /// written and read whole.
    var storedMetrics: SIMD2<Double>
    /// Children in z-order (first drawn first).
    public var sublayouts: [Layout]
    /// True for the unmeasured 0×0 stand-in that optimized flexing leaves when a child is never
    /// measured: the nodes inside it receive no frame.
    public var isPlaceholder: Bool {
        get { placeholderFlag != 0 }
        set { placeholderFlag = newValue ? 1 : 0 }
    }
    /// `isPlaceholder` as a whole word, which keeps the layout exactly 80 bytes. (The stored
    /// properties are ordered so that a layout just returned is read back in whole 16-byte
    /// pieces that were written whole, which the processor can forward from its store buffer.)
    var placeholderFlag: UInt64
    /// Position relative to the parent layout's origin, set by the parent.
    public var position: Point
    /// The size, pixel-ceiled (or zero when invalid) as the layout was made.
    public var size: Size

    /// Creates a layout, applying Texture's size rule: invalid sizes become zero, valid ones are
    /// pixel-ceiled on `grid`.
    @inline(__always)
    public init(element: any LayoutElement, size: Size, sublayouts: [Layout] = [], grid: PixelGrid) {
        self.element = element
        // Deviation T5: the size is validated and pixel-ceiled here, once per layout.
        self.size = grid.layoutSize(size)
        self.position = .zero
        self.storedMetrics = SIMD2(repeating: .nan)
        self.sublayouts = sublayouts
        self.placeholderFlag = 0
    }

    /// Recreates a layout from its stored parts (a cache entry); the size is taken as it is.
    @inline(__always)
    init(element: any LayoutElement, exactSize: Size, sublayouts: [Layout], storedMetrics: SIMD2<Double>,
         isPlaceholder: Bool) {
        self.element = element
        self.size = exactSize
        self.position = .zero
        self.storedMetrics = storedMetrics
        self.sublayouts = sublayouts
        self.placeholderFlag = isPlaceholder ? 1 : 0
    }

    /// The unmeasured placeholder for `element` (size 0×0, no children).
    public static func placeholder(for element: any LayoutElement) -> Layout {
        Layout(element: element, exactSize: placeholderSize, sublayouts: [], storedMetrics: SIMD2(repeating: .nan),
               isPlaceholder: true)
    }

    /// A placeholder's size: zero pixel-ceiled at scale 1, which is −0 × −0 (the ceiling of
    /// −ε), as Texture's rounding gives it.
    @inline(__always)
    static var placeholderSize: Size { PixelGrid(scale: 1).layoutSize(.zero) }

    /// True when this is a layout of the element at `pointer` (its object identity).
    @inline(__always)
    func isLayout(of pointer: UnsafeRawPointer) -> Bool {
        unsafeBitCast(ObjectIdentifier(element), to: UnsafeRawPointer.self) == pointer
    }

    /// True when this is a layout without sublayouts of the element at `pointer`: one a plain
    /// leaf can take again with a new size.
    @inline(__always)
    func isReusable(for pointer: UnsafeRawPointer) -> Bool {
        isLayout(of: pointer) && sublayouts.isEmpty
    }

    /// Makes this layout its element's placeholder (see `placeholder(for:)`), keeping the element.
    @inline(__always)
    mutating func resetAsPlaceholder() {
        if !sublayouts.isEmpty { sublayouts = [] }
        size = Layout.placeholderSize
        position = .zero
        storedMetrics = SIMD2(repeating: .nan)
        placeholderFlag = 1
    }

    /// Makes this layout what a plain leaf's measurement makes (see `Layout.init(element:exactSize:…)`)
    /// with `size`, keeping its element: at the origin, metrics unset, not a placeholder.
    @inline(__always)
    mutating func resetForPlainLeaf(size: Size) {
        self.size = size
        position = .zero
        storedMetrics = SIMD2(repeating: .nan)
        placeholderFlag = 0
    }

    /// The frame in the parent's coordinates.
    public var frame: Rect { Rect(origin: position, size: size) }
}
