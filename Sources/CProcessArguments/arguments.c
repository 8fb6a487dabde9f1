// Swift's CommandLine reads the arguments from /proc/self/cmdline on Linux; in a chroot or a
// sandbox without /proc it is empty, and modallint would run with no arguments at all. glibc
// calls the functions of .init_array with main's argc, argv and envp (csu/libc-start.c,
// elf/dl-init.c), before Swift's main runs: they are kept here.
#include <stddef.h>
#if defined(__linux__)
#include <features.h>
#endif
#include "CProcessArguments.h"

static int saved_argc = 0;
static char *const *saved_argv = NULL;

#if defined(__linux__) && defined(__GLIBC__)
__attribute__((constructor))
static void modallint_save_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    saved_argc = argc;
    saved_argv = argv;
}
#endif

int modallint_saved_argc(void) { return saved_argc; }

char *const *modallint_saved_argv(void) { return saved_argv; }
