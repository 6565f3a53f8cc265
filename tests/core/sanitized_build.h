#pragma once
// PERFTKIT_TEST_SANITIZED is defined in a build under AddressSanitizer or
// ThreadSanitizer (scripts/sanitize.sh; GCC's and clang's spellings):
// tests that are slow there, or that need glibc's own allocator, which
// the sanitizers replace, ask for it.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define PERFTKIT_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define PERFTKIT_TEST_SANITIZED 1
#endif
#endif
