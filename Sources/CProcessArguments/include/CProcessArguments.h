#ifndef MODALLINT_CPROCESSARGUMENTS_H
#define MODALLINT_CPROCESSARGUMENTS_H

/// The arguments glibc handed to the program's constructors, which are main's: 0 and NULL
/// where the C library does not pass them (musl) or on other systems.
int modallint_saved_argc(void);
char *const *modallint_saved_argv(void);

#endif
