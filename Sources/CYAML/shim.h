#ifndef MODALLINT_CYAML_SHIM_H
#define MODALLINT_CYAML_SHIM_H
#include <yaml.h>
#endif
