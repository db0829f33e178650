#pragma once
// SHA256_Init/Update/Final: a plain context struct (value semantics in Swift), the same
// assembly (SHA extensions, AVX2) as the EVP interface.
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/sha.h>
