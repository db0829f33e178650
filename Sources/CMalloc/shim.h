#pragma once
/* glibc's allocator options (mallopt), which Swift's Glibc module leaves out. */
#include <malloc.h>
