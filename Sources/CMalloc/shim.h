// glibc's allocator controls (mallopt), which Swift's Glibc module does not export.
// See Sources/inspect/main.swift for why the executable sets them.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
