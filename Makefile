# `make demo` and `make test` do all set-up on a fresh Linux or macOS machine.
SWIFT ?= swift

.PHONY: setup build demo test docs man-lint bench release check-github

setup:
	@scripts/setup

build: setup
	MODALLINT_NO_PLUGIN=1 $(SWIFT) build --product modallint

# The example has findings, so modallint exits 1: said plainly instead of make's "Error 1 (ignored)".
demo: build
	@status=0; .build/debug/modallint lint Fixtures/host/uikit-presentation.yaml || status=$$?; \
	if [ $$status -eq 1 ]; then echo "(exit status 1: findings, as this example is meant to have; the set-up works)"; \
	else exit $$status; fi

# Without the command plugin: its executable would be built a second time for the host.
test: setup
	MODALLINT_NO_PLUGIN=1 $(SWIFT) test

docs: build
	scripts/gen-docs .build/debug/modallint

man-lint:
	mandoc -T lint -W warning man/modallint.1 man/modallint.5

bench:
	Benchmarks/run.sh

# A versioned tarball in dist/: the binary (Swift runtime and libyaml linked in), the man
# pages, the JSON Schemas, a SHA-256 file; then checks it (scripts/test-release).
release: setup
	scripts/release
	scripts/test-release

# action.yml and the README's workflow against GitHub's published schemas.
check-github:
	scripts/check-github
