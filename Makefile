# `make demo` and `make test` do all set-up on a fresh Linux or macOS machine.
SWIFT ?= swift

.PHONY: setup build demo test docs man-lint bench

setup:
	@scripts/setup

build: setup
	$(SWIFT) build --product modallint

demo: build
	-.build/debug/modallint lint Fixtures/host/uikit-presentation.yaml

test: setup
	$(SWIFT) test

docs: build
	scripts/gen-docs .build/debug/modallint

man-lint:
	mandoc -T lint -W warning man/modallint.1 man/modallint.5

bench:
	Benchmarks/run.sh
