// Swift Testing declares a cross-import overlay for any file that imports both Testing and a
// module named UIKit. On Apple platforms that overlay adds image attachments; the Linux toolchain
// declares it without shipping it. This empty module stands in for it, so test files may import
// Testing together with layoutlab's UIKit (or AsyncDisplayKit, which re-exports it).
