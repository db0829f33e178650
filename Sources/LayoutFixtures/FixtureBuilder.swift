import LayoutSupport
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutRender

/// Turns fixture descriptions into engine objects: nodes and specs, with images resolved against
/// the fixture file's folder.
public struct FixtureBuilder {
    /// The file the fixture came from (image paths are relative to its folder).
    public let sourceFile: String

    /// Creates a builder for a fixture file.
    public init(sourceFile: String) {
        self.sourceFile = sourceFile
    }

    /// Builds the element tree of a description. Throws a `FixtureError` naming the key path when
    /// something the file refers to cannot be had (an image file that is missing, say).
    public func build(_ d: ElementDescription) throws -> any LayoutElement {
        let element = try d.kind.build(self, d)
        element.debugName = d.debugName
        element.style = d.style
        if let node = element as? DisplayNode {
            apply(d.node ?? NodeProperties(), to: node)
            if let layout = d.layout?.value {
                let spec = try build(layout)
                node.layoutSpecBlock = { _, _ in spec }
                node.automaticallyManagesSubnodes = true
            }
        }
        return element
    }

    private func apply(_ p: NodeProperties, to node: DisplayNode) {
        node.intrinsicSize = p.intrinsicSize
        node.backgroundColor = p.backgroundColor
        node.borderColor = p.borderColor
        node.borderWidth = p.borderWidth
        node.cornerRadius = p.cornerRadius
        node.maskedCorners = p.maskedCorners
        if let clips = p.clipsToBounds { node.clipsToBounds = clips }
        node.alpha = p.alpha
        node.isHidden = p.hidden
        node.hitTestSlop = p.hitTestSlop
    }

    /// Resolves an image source to a reference with its pixel size.
    func imageReference(_ source: ImageProperties.Source, _ path: FixtureKeyPath) throws -> ImageReference {
        switch source {
        case .pattern(let pattern, let w, let h, let scale):
            return ImageReference(source: .pattern(pattern.rawValue), pixelWidth: w, pixelHeight: h, scale: scale)
        case .file(let relative, let scale):
            let resolved = resolve(relative)
            if let outside = FixtureBuilder.outsideProject(resolved, fixtureFile: sourceFile) {
                throw FixtureError(file: sourceFile, keyPath: path.description + ".image",
                                   message: "image \(relative): leads outside the project (to \(outside)); image files must lie in "
                                       + "the folder layoutlab runs in or in the fixture file's folder")
            }
            do {
                let (w, h) = try ImageFileCodec.readDimensions(path: resolved)
                return ImageReference(source: .file(path: resolved), pixelWidth: w, pixelHeight: h,
                                      scale: scale ?? FixtureBuilder.scaleSuffix(of: relative))
            } catch let error as PNGError {
                throw FixtureError(file: sourceFile, keyPath: path.description + ".image", message: "image \(relative): \(error.reason)")
            }
        }
    }

    /// Where `path` really leads (links resolved) when that is outside both the current folder
    /// (the project) and the fixture file's folder, else nil. A path that does not exist yet is
    /// left to the image reader's "no such file".
    static func outsideProject(_ path: String, fixtureFile: String) -> String? {
        guard let target = ContainedPath.realPath(path) else { return nil }
        let roots = [ContainedPath.realPath(FileManager.default.currentDirectoryPath),
                     ContainedPath.realPath(URL(fileURLWithPath: fixtureFile).deletingLastPathComponent().path)].compactMap { $0 }
        let inside = roots.contains { ContainedPath.isInside(target, $0) }
        return inside ? nil : target
    }

    /// A path relative to the fixture file's folder (absolute paths are kept).
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: sourceFile).deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL.path
    }

    func imageNode(_ p: ImageProperties, _ path: FixtureKeyPath) throws -> ImageNode {
        let node = ImageNode(image: try imageReference(p.source, path))
        node.contentMode = p.contentMode
        node.cropRect = p.cropRect
        node.forceUpscaling = p.forceUpscaling
        node.forcedSize = p.forcedSize
        node.roundBorder = p.roundBorder
        node.tintColor = p.tint
        node.templateColor = p.templateTint
        node.capInsets = p.capInsets
        return node
    }

    /// 2 for `avatar@2x.png`, 3 for `avatar@3x.png`, 1 otherwise (UIKit's file-name convention).
    static func scaleSuffix(of path: String) -> Double {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        for s in [3, 2, 1] where name.hasSuffix("@\(s)x") { return Double(s) }
        return 1
    }
}
