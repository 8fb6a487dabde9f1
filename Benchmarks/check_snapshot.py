#!/usr/bin/env python3
"""Sanity check of generated snapshots (needs PyYAML; not used by run.sh).

    python3 Benchmarks/check_snapshot.py FILE... [--expect-vcs N]

For each file: one YAML document; only the keys documented in
docs/design/snapshot-format.md; ids unique; every `from`/`dismiss`/`remove`/`hostedIn`
reference names an id defined earlier in the hierarchy or by a previous call;
prints the number of view-controller nodes (as gen_snapshot.py counts them),
the deepest view-controller nesting, and how many calls / modals / UIKit
presentations / toasts / hosts it holds.
"""

import sys

import yaml

try:
    Loader = yaml.CSafeLoader
except AttributeError:  # PyYAML without libyaml bindings
    Loader = yaml.SafeLoader

TOP = {"modallint", "name", "environment", "styles", "windows", "calls", "workflows", "swiftui"}
ENV = {"sdk", "os", "idiom", "width"}
WINDOW = {"id", "level", "key", "root"}
VC = {"class", "id", "is", "host", "hostFilter", "state", "viewLoaded", "inWindow", "contained",
      "children", "presented", "modals", "toasts", "observers", "preferredContentSize",
      "forwardsPreferredContentSize", "definesPresentationContext", "modalInPresentation",
      "unsavedChanges", "searchController", "actionSheet"}
PRESENTATION = VC | {"style", "lifetime", "delegate", "anchored", "afterDismissal"}
CALL = {"present", "from", "via", "style", "lifetime", "after", "dismiss", "times", "remove"}
OBSERVER = {"workflow", "token", "capture", "stopsOnDone", "modals"}
STYLE = {"sizing", "usesPreferredContentSize", "fallback", "interactiveDismiss"}
WORKFLOW = {"name", "renders", "transitions", "hostedIn"}
RENDER = {"state", "screen"}
SCREEN = {"type", "base", "modals", "toasts", "content", "children"}
SCREEN_MODAL = {"key", "style", "screen"}
SWIFTUI = {"roots", "links"}
ROOT = {"type", "id", "level", "dimmingTap"}
LINK = {"type", "root", "id", "presented", "completesDismissal", "item", "cachesItem"}
UIKIT_STYLES = {"automatic", "pageSheet", "formSheet", "fullScreen", "overFullScreen",
                "currentContext", "overCurrentContext", "popover", "custom"}


class Checker:
    def __init__(self, path):
        self.path = path
        self.errors = []
        self.ids = set()
        self.vcs = 0
        self.max_depth = 0
        self.stats = {"modals": 0, "presented": 0, "toasts": 0, "hosts": 0, "calls": 0}

    def err(self, msg):
        if len(self.errors) < 20:
            self.errors.append(msg)

    def keys(self, node, allowed, where):
        if not isinstance(node, dict):
            self.err(f"{where}: expected a mapping, got {type(node).__name__}")
            return False
        for k in node:
            if k not in allowed:
                self.err(f"{where}: unknown key {k!r}")
        return True

    def define(self, ident, where):
        if ident in self.ids:
            self.err(f"{where}: duplicate id {ident!r}")
        self.ids.add(ident)

    def vc(self, node, where, depth, allowed=VC, styles=None):
        # Iterative walk: (node, where, depth, allowed, styles)
        stack = [(node, where, depth, allowed, styles)]
        while stack:
            node, where, depth, allowed, styles = stack.pop()
            if isinstance(node, str) and allowed is CALL:
                self.vcs += 1
                continue
            if not self.keys(node, allowed, where):
                continue
            self.vcs += 1
            self.max_depth = max(self.max_depth, depth)
            if "class" not in node:
                self.err(f"{where}: missing class")
            if "id" in node:
                self.define(node["id"], where)
            if node.get("host") or node.get("class") == "ModalHostContainerViewController":
                self.stats["hosts"] += 1
            if styles is not None and node.get("style") not in styles:
                self.err(f"{where}: style {node.get('style')!r} not in {sorted(styles)}")
            cls = node.get("class")
            for i, c in enumerate(node.get("children") or []):
                stack.append((c, f"{where}/{cls}[{i}]", depth + 1, VC, None))
            if "presented" in node:
                self.stats["presented"] += 1
                stack.append((node["presented"], f"{where}/{cls}.presented", depth + 1,
                              PRESENTATION, UIKIT_STYLES))
            for key in ("modals", "toasts"):
                for i, m in enumerate(node.get(key) or []):
                    self.stats[key] += 1
                    stack.append((m, f"{where}/{cls}.{key}[{i}]", depth + 1, PRESENTATION, self.styles))
            for i, o in enumerate(node.get("observers") or []):
                if self.keys(o, OBSERVER, f"{where}.observers[{i}]"):
                    for j, m in enumerate(o.get("modals") or []):
                        self.stats["modals"] += 1
                        stack.append((m, f"{where}.observers[{i}].modals[{j}]", depth + 1,
                                      PRESENTATION, self.styles))

    def screen(self, s, where):
        if isinstance(s, str):
            return
        if self.keys(s, SCREEN, where):
            for k in ("base", "content"):
                if k in s:
                    self.screen(s[k], f"{where}.{k}")
            for k in ("modals", "toasts"):
                for i, m in enumerate(s.get(k) or []):
                    if self.keys(m, SCREEN_MODAL, f"{where}.{k}[{i}]"):
                        self.screen(m.get("screen"), f"{where}.{k}[{i}].screen")
            for i, c in enumerate(s.get("children") or []):
                self.screen(c, f"{where}.children[{i}]")

    def run(self):
        with open(self.path, "rb") as f:
            docs = list(yaml.load_all(f, Loader=Loader))
        if len(docs) != 1:
            self.err(f"{len(docs)} documents")
            return
        doc = docs[0]
        self.keys(doc, TOP, "top")
        self.keys(doc.get("environment", {}), ENV, "environment")
        self.styles = {"full", "card", "sheet", "popover"}
        for name, st in (doc.get("styles") or {}).items():
            self.keys(st, STYLE, f"styles.{name}")
            self.styles.add(name)
        for i, w in enumerate(doc.get("windows") or []):
            if self.keys(w, WINDOW, f"windows[{i}]"):
                self.vc(w["root"], f"windows[{i}].root", 1)
        for i, c in enumerate(doc.get("calls") or []):
            self.stats["calls"] += 1
            where = f"calls[{i}]"
            self.keys(c, CALL, where)
            for k in ("from", "dismiss", "remove"):
                if k in c and c[k] not in self.ids:
                    self.err(f"{where}: {k}: unknown id {c[k]!r}")
            if "present" in c:
                styles = UIKIT_STYLES if c.get("via") == "uikit" else self.styles
                if c.get("style") not in styles:
                    self.err(f"{where}: style {c.get('style')!r}")
                p = c["present"]
                if isinstance(p, str):
                    self.vcs += 1
                else:
                    self.vc(p, f"{where}.present", 1)
        for i, w in enumerate(doc.get("workflows") or []):
            if self.keys(w, WORKFLOW, f"workflows[{i}]"):
                if "hostedIn" in w and w["hostedIn"] not in self.ids:
                    self.err(f"workflows[{i}]: hostedIn: unknown id {w['hostedIn']!r}")
                for j, r in enumerate(w.get("renders") or []):
                    if self.keys(r, RENDER, f"workflows[{i}].renders[{j}]"):
                        self.screen(r.get("screen"), f"workflows[{i}].renders[{j}].screen")
        sw = doc.get("swiftui")
        if sw is not None and self.keys(sw, SWIFTUI, "swiftui"):
            for i, r in enumerate(sw.get("roots") or []):
                self.keys(r, ROOT, f"swiftui.roots[{i}]")
            for i, r in enumerate(sw.get("links") or []):
                self.keys(r, LINK, f"swiftui.links[{i}]")


def main():
    args = sys.argv[1:]
    expect = None
    if "--expect-vcs" in args:
        i = args.index("--expect-vcs")
        expect = int(args[i + 1])
        del args[i:i + 2]
    bad = 0
    for path in args:
        c = Checker(path)
        c.run()
        if expect is not None and c.vcs != expect:
            c.err(f"{c.vcs} view controllers, expected {expect}")
        status = "ok" if not c.errors else "FAIL"
        print(f"{path}: {status}: {c.vcs} VCs, depth {c.max_depth}, {len(c.ids)} ids, "
              + ", ".join(f"{v} {k}" for k, v in c.stats.items()))
        for e in c.errors:
            print(f"  {e}")
        bad += bool(c.errors)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
