#pragma once
#include <xxhash.h>

/* XXH3's streaming 128-bit update on the widest vector unit this CPU has. Debian's libxxhash is
 * built for plain x86-64 (SSE2: about 8.6 GB/s on a 10.9 MB canvas here); its `_dispatch`
 * entry points choose AVX2 or AVX-512 when the CPU has them (36 GB/s). XXH3 gives the same
 * digest on every path; other architectures call the plain function. */
#if defined(__x86_64__) || defined(__i386__)
#include <xxh_x86dispatch.h>
static inline XXH_errorcode layoutlab_XXH3_128bits_update(XXH3_state_t *state, const void *input, size_t length) {
    return XXH3_128bits_update_dispatch(state, input, length);
}
#else
static inline XXH_errorcode layoutlab_XXH3_128bits_update(XXH3_state_t *state, const void *input, size_t length) {
    return XXH3_128bits_update(state, input, length);
}
#endif
