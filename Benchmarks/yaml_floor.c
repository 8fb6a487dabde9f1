/*
 * yaml_floor: the cost floor of linting a snapshot.
 *
 * Reads the whole file into memory (as modallint does), hands it to libyaml with
 * yaml_parser_set_input_string, and runs the event loop (yaml_parser_parse +
 * yaml_event_delete) until the stream end. Builds nothing, prints nothing on
 * success; exits 1 on a read or parse error (message on stderr), 2 on bad usage.
 *
 * Build: cc -O2 Benchmarks/yaml_floor.c $(pkg-config --cflags --libs yaml-0.1) -o yaml_floor
 */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

static unsigned char *read_all(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, len = 0;
    unsigned char *buf = malloc(cap);
    for (;;) {
        if (!buf) { fclose(f); return NULL; }
        size_t n = fread(buf + len, 1, cap - len, f);
        len += n;
        if (len < cap) break;
        cap *= 2;
        unsigned char *grown = realloc(buf, cap);
        if (!grown) { free(buf); fclose(f); return NULL; }
        buf = grown;
    }
    int failed = ferror(f);
    fclose(f);
    if (failed) { free(buf); return NULL; }
    *size = len;
    return buf;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE.yaml\n", argv[0]);
        return 2;
    }
    size_t size = 0;
    unsigned char *bytes = read_all(argv[1], &size);
    if (!bytes) {
        perror(argv[1]);
        return 1;
    }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "%s: libyaml could not allocate its parser\n", argv[1]);
        return 1;
    }
    yaml_parser_set_input_string(&parser, bytes, size);
    int status = 0;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%zu:%zu: %s\n", argv[1], parser.problem_mark.line + 1,
                    parser.problem_mark.column + 1, parser.problem ? parser.problem : "parse error");
            status = 1;
            break;
        }
        yaml_event_type_t type = event.type;
        yaml_event_delete(&event);
        if (type == YAML_STREAM_END_EVENT) break;
    }
    yaml_parser_delete(&parser);
    free(bytes);
    return status;
}
