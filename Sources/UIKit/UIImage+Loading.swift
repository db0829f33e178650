import Foundation
import LayoutBitmap
import LayoutRender

extension UIImage {
    /// The image named `name` (`"avatar"`, `"avatar.png"`, an asset catalog image set), from the
    /// running executable's resources or `UIKitEnvironment.imageFolders`, in the file whose `@Nx`
    /// scale suits the screen. Nil when there is none; that is also reported as a problem of the
    /// fixture being built.
    public convenience init?(named name: String) {
        guard let found = ImageLibrary.image(named: name, scale: UIKitEnvironment.current.screenScale) else {
            UIKitEnvironment.report(ImageLibrary.notFoundMessage(name))
            return nil
        }
        self.init(copying: found)
    }

    /// The image named `name`, as `UIImage(named:)` finds it; when there is none, the problem
    /// reported names `call`, the API the code called (`UIImage.as_imageNamed("x")`).
    public static func _image(named name: String, call: String) -> UIImage? {
        guard let found = ImageLibrary.image(named: name, scale: UIKitEnvironment.current.screenScale) else {
            UIKitEnvironment.report(ImageLibrary.notFoundMessage(name, call: call))
            return nil
        }
        return UIImage(copying: found)
    }

    /// `UIImage(named:)`; the bundle and traits are not consulted.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The image in the PNG or JPEG file at `path`, its scale taken from an `@2x`/`@3x` suffix. Nil when the
    /// file cannot be read (reported as a problem of the fixture being built).
    public convenience init?(contentsOfFile path: String) {
        do {
            let found = try ImageLibrary.load(path: path)
            self.init(copying: found)
        } catch {
            UIKitEnvironment.report("UIImage(contentsOfFile: \"\(path)\"): \(error)")
            return nil
        }
    }

    /// The image encoded in `data` (PNG or JPEG), at scale 1. Nil when it cannot be decoded (reported).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image encoded in `data` (PNG or JPEG), at `scale`. Nil when it cannot be decoded (reported).
    public convenience init?(data: Data, scale: CGFloat) {
        do {
            let bitmap = try ImageLibrary.decode([UInt8](data), path: nil)
            self.init(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
        } catch {
            UIKitEnvironment.report("UIImage(data:): \(error)")
            return nil
        }
    }
}

/// Finds and decodes images for `UIImage(named:)` and `UIImage(contentsOfFile:)`, caching decoded
/// files for the life of the process (they are immutable).
enum ImageLibrary {
    /// An image that could not be read.
    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    private static let cache = NSCache<NSString, UIImage>()
    private static let indexLock = NSLock()
    nonisolated(unsafe) private static var indexes: [String: [String: String]] = [:]

    /// What a fixture's error says of image `name` that `call` (`UIImage(named: "x")` by default)
    /// could not find: the call, and every folder searched.
    static func notFoundMessage(_ name: String, call: String? = nil) -> String {
        let roots = searchRoots()
        let list = roots.isEmpty ? "no resource bundles or image folders" : roots.joined(separator: ", ")
        return "\(call ?? "UIImage(named: \"\(name)\")") found no image (searched \(list) for \(name).png, its @2x/@3x files "
            + "and an image set \(name).imageset; set UIKitEnvironment.imageFolders or add the image to the target's resources)"
    }

    /// The folders searched, in order: the SwiftPM resource bundles beside the executable, then the
    /// environment's image folders.
    static func searchRoots() -> [String] {
        var roots: [String] = []
        let exe = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments.first ?? ".")
            .resolvingSymlinksInPath().deletingLastPathComponent()
        var dirs = [exe]
        // A test bundle's executable sits inside it (`X.xctest/Contents/MacOS` on Darwin; beside it here).
        if exe.pathExtension == "xctest" { dirs.append(exe.deletingLastPathComponent()) }
        for dir in dirs {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            for entry in entries.sorted() where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
                roots.append(dir.appendingPathComponent(entry).path)
            }
        }
        roots += UIKitEnvironment.current.imageFolders
        return roots
    }

    /// The image named `name` for a screen of `scale`, or nil.
    static func image(named name: String, scale: CGFloat) -> UIImage? {
        guard !name.isEmpty else { return nil }
        for root in searchRoots() {
            guard let found = find(name, in: root, scale: scale) else { continue }
            return try? load(path: found.path, scale: found.scale)
        }
        return nil
    }

    /// Decodes the file at `path` (cached) at `scale`, or at the scale of its `@Nx` suffix.
    static func load(path: String, scale: CGFloat? = nil) throws -> UIImage {
        let imageScale = scale ?? scaleSuffix(of: path)
        let key = "\(imageScale)x \(path)" as NSString
        if let cached = cache.object(forKey: key) { return cached }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw LoadError(description: "no such file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(description: "cannot read the file")
        }
        let bitmap = try decode([UInt8](data), path: path)
        let image = UIImage(copying: UIImage(cgImage: CGImage(bitmap: bitmap), scale: imageScale, orientation: .up),
                            path: path)
        cache.setObject(image, forKey: key)
        return image
    }

    /// Decodes PNG or JPEG bytes.
    static func decode(_ bytes: [UInt8], path: String?) throws -> Bitmap {
        do {
            return try ImageFileCodec.decode(bytes, path: path)
        } catch {
            throw LoadError(description: "\(error)")
        }
    }

    /// 2 for `name@2x.png`, 3 for `name@3x.png`, 1 otherwise.
    static func scaleSuffix(of path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for s in [3, 2, 1] where stem.hasSuffix("@\(s)x") { return CGFloat(s) }
        return 1
    }

    /// The best file for `name` under `root`: an image set of an asset catalog, or a file whose
    /// stem is the name (with or without its extension), preferring the screen's scale, then the
    /// next larger, then smaller ones.
    static func find(_ name: String, in root: String, scale: CGFloat) -> (path: String, scale: CGFloat?)? {
        let index = fileIndex(root)
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let wanted = scale.isFinite ? Int(min(3, max(1, scale)).rounded()) : 2
        let order = [wanted] + [1, 2, 3].filter { $0 > wanted } + [3, 2, 1].filter { $0 < wanted }
        if let set = index["\(stem).imageset"], let file = catalogFile(set, order: order) {
            return (file.path, CGFloat(file.scale))
        }
        let exts = ext.isEmpty ? ["png", "PNG", "jpg", "jpeg"] : [ext]
        for s in order {
            for e in exts {
                let key = s == 1 ? "\(stem).\(e)" : "\(stem)@\(s)x.\(e)"
                if let path = index[key] { return (path, nil) }
                if s == 1, let path = index["\(stem)@1x.\(e)"] { return (path, nil) }
            }
        }
        return nil
    }

    /// The file of an asset catalog's image set for the first scale of `order` it has, with the
    /// scale its `Contents.json` gives it (whatever the file is called).
    static func catalogFile(_ set: String, order: [Int]) -> (path: String, scale: Int)? {
        struct Contents: Decodable {
            struct Entry: Decodable { var filename: String?; var scale: String? }
            var images: [Entry]
        }
        guard let data = FileManager.default.contents(atPath: set + "/Contents.json"),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return nil }
        let files = contents.images.compactMap { entry -> (Int, String)? in
            guard let file = entry.filename else { return nil }
            let s = Int(entry.scale?.dropLast() ?? "1") ?? 1
            return (s, set + "/" + file)
        }
        for s in order { if let hit = files.first(where: { $0.0 == s }) { return (hit.1, hit.0) } }
        return files.first.map { ($0.1, $0.0) }
    }

    /// Every file, image set and colour set under `root` (six levels deep at most), by name; the first found in
    /// sorted order wins.
    static func fileIndex(_ root: String) -> [String: String] {
        indexLock.lock(); defer { indexLock.unlock() }
        if let index = indexes[root] { return index }
        var index: [String: String] = [:]
        func walk(_ dir: String, depth: Int) {
            guard depth < 6, let entries = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
            for entry in entries.sorted() {
                let path = dir + "/" + entry
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                let isSet = entry.hasSuffix(".imageset") || entry.hasSuffix(".colorset")
                if index[entry] == nil, !isDirectory.boolValue || isSet { index[entry] = path }
                if isDirectory.boolValue, !isSet { walk(path, depth: depth + 1) }
            }
        }
        walk(root, depth: 0)
        indexes[root] = index
        return index
    }
}
