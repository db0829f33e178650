#if canImport(Glibc)
import CMalloc
#endif

/// How the C allocator keeps memory during a run.
///
/// A check of a failing screen allocates and frees image-sized buffers (a decoded baseline, its
/// inflated rows, a diff image, a straight-alpha copy: about 11 MB each at 1125×2436). With
/// glibc's defaults each is a fresh mapping, or lands in a worker's secondary heap that is
/// unmapped once empty, so every buffer is faulted in and zeroed by the kernel again: 531,500 page
/// faults and 2.3 s of system time for 1000 screens of which 100 fail (`tools/bench-check
/// --screens`). One arena, buffers up to 32 MB kept in the heap, and up to 256 MB of free memory
/// kept at its top let the next fixture reuse them: 45,000 faults and 1.0 s.
public enum AllocatorTuning {
    /// The largest buffer served from the heap rather than mapped on its own: glibc's ceiling.
    public static let mmapThreshold: Int32 = 32 << 20
    /// Free memory at the top of the heap kept for reuse rather than returned to the system.
    public static let trimThreshold: Int32 = 256 << 20

    /// Sets the allocator's options; called once, before the process starts its worker threads.
    /// Does nothing where the C library is not glibc.
    public static func apply() {
        #if canImport(Glibc)
        _ = mallopt(M_ARENA_MAX, 1)
        _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
        _ = mallopt(M_TRIM_THRESHOLD, trimThreshold)
        #endif
    }
}
