#!/usr/bin/env python3
"""Write a tree for the exclude-glob benchmark: many files, most of them excluded.

    python3 Benchmarks/gen_excludes.py DIR [--files 100000] [--globs 1000] [--kept 100]

DIR/Features/Fnnnn/ holds `--files` empty files named screen-NN.skip.yaml (100 per
directory) and, in the first `--kept` directories, one small valid snapshot real.yaml.
Two configuration files sit at DIR's top (dot files: discovery skips them):

- .modallint.yml: `--globs` exclude patterns of every kind (paths of directories that do
  not exist, bare names, `*.genN.yaml` names, `Features/**/old-N-*.yaml`), the one
  that matters, `*.skip.yaml`, last;
- .one-glob.yml: `*.skip.yaml` alone.

Both exclude the same files, so `modallint lint --config DIR/.modallint.yml DIR` and the
same with .one-glob.yml lint the same `--kept` snapshots; the difference between the two
runs is what matching many patterns costs. Before compiled globs, every pattern was tried
on every path: 1,000 patterns over 100,000 files took 9.6 s.
"""

import argparse
import os

SNAPSHOT = """modallint: 1
windows:
  - root:
      class: AppRootViewController
      host: true
      children:
        - class: HomeViewController
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir")
    ap.add_argument("--files", type=int, default=100_000)
    ap.add_argument("--globs", type=int, default=1000)
    ap.add_argument("--kept", type=int, default=100)
    args = ap.parse_args()

    per_dir = 100
    dirs = (args.files + per_dir - 1) // per_dir
    made = 0
    for d in range(dirs):
        path = os.path.join(args.dir, "Features", f"F{d:04d}")
        os.makedirs(path, exist_ok=True)
        for i in range(min(per_dir, args.files - made)):
            open(os.path.join(path, f"screen-{i:02d}.skip.yaml"), "w").close()
            made += 1
        if d < args.kept:
            with open(os.path.join(path, "real.yaml"), "w") as f:
                f.write(SNAPSHOT)

    kinds = [
        lambda i: f"Modules/Mod{i}/Generated",
        lambda i: f"Legacy{i}",
        lambda i: f"*.gen{i}.yaml",
        lambda i: f"Features/**/old-{i}-*.yaml",
    ]
    globs = [kinds[i % len(kinds)](i) for i in range(max(0, args.globs - 1))] + ["*.skip.yaml"]
    with open(os.path.join(args.dir, ".modallint.yml"), "w") as f:
        f.write("exclude:\n")
        for g in globs:
            f.write(f'  - "{g}"\n')
    with open(os.path.join(args.dir, ".one-glob.yml"), "w") as f:
        f.write('exclude:\n  - "*.skip.yaml"\n')
    print(f"gen_excludes: {made} excluded files in {dirs} directories, {min(args.kept, dirs)} kept, "
          f"{len(globs)} globs")


if __name__ == "__main__":
    main()
