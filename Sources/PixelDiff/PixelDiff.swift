import LayoutBitmap

/// Namespace for the pixel comparison.
public enum PixelDiff {}
