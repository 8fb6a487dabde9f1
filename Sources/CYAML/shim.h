#ifndef MODALLINT_CYAML_SHIM_H
#define MODALLINT_CYAML_SHIM_H
#include <yaml.h>
/* glibc's allocator controls (mallopt), which Swift's Glibc module leaves out:
   AllocatorPolicy. */
#if defined(__linux__)
#include <malloc.h>
#endif
#endif
