#!/usr/bin/env python3
"""Deterministic generator of realistic modallint snapshots (python3 stdlib only).

    python3 Benchmarks/gen_snapshot.py --vcs N [--out FILE] [--seed S] [--calls-per-vc F]
    python3 Benchmarks/gen_snapshot.py --small-files DIR [--count 1000]

Writes one snapshot following docs/design/snapshot-format.md (only the
keys documented there) with exactly N view-controller nodes, and prints the
count, the deepest view-controller nesting and the number of calls on stderr.

What counts as a view controller: every <vc> node of the file, that is every
window `root`, every entry of `children`, every `presented`, every entry of
`modals`, `toasts` and `observers[].modals`, and every call's `present`
(a bare class name or a mapping, with its children).

Shape of the app: a few windows (most with a `host: true` root, one overlay
window without a host from 3 windows on); tab bar controllers holding
navigation stacks; custom containers, page and split view controllers; nested
ModalHostContainerViewController hosts; per window one chain of UIKit
presentations (pageSheet / formSheet / fullScreen) hanging off the visible
screen, some wrapped in a ModalHostContainerViewController and some not;
swift-modals modals and toasts; some preferredContentSize; ids on a fraction of
the nodes; a `calls` list (about N/100 entries, at most CALL_CAP) presenting
from ids inside and outside UIKit presentations; `--calls-per-vc F` asks for about F*N
instead, with no cap: the call-heavy shape of a snapshot written from a real app, where
most screens are presented from somewhere and thousands of findings precede a baseline;
two `workflows` entries and a
small `swiftui` section. A few deliberate mistakes are sprinkled in at low
rates so that the linter has something to report, as in a real app.

Size grows by breadth (more windows, tabs, siblings), never depth: the view
controller nesting stays below MAX_DEPTH (+ a few levels) at any N.
The same N and seed always produce the same bytes.
"""

import argparse
import os
import random
import sys

DEFAULT_SEED = 20240611
CALL_CAP = 5000          # calls entries at most (about N/100 below that)
MAX_DEPTH = 28           # view-controller nesting beyond which subtrees are flattened
FLUSH_LINES = 1 << 15

FEATURES = (
    "Feed", "Profile", "Settings", "Search", "Inbox", "Chat", "Checkout", "Cart",
    "Orders", "Payments", "Wallet", "Rewards", "Account", "Onboarding", "Camera",
    "Map", "Help", "Notifications", "Activity", "Discover", "Library", "Player",
    "Booking", "Reviews",
)
SCREEN_SUFFIXES = (
    "ViewController", "ListViewController", "DetailViewController",
    "EditorViewController", "SummaryViewController", "HeaderViewController",
    "CellViewController", "FilterViewController",
)
CONTAINERS = (
    "DashboardViewController", "FeedContainerViewController",
    "CardStackContainerViewController", "SegmentedContainerViewController",
    "DrawerContainerViewController", "CarouselViewController",
)
MODAL_CONTENT = (
    "ColorPickerViewController", "ConfirmPurchaseViewController", "ShareOptionsViewController",
    "DatePickerViewController", "RatingPromptViewController", "LoginViewController",
    "AddressFormViewController", "FiltersSheetViewController", "QuantityPickerViewController",
)
TOASTS = ("BannerToastViewController", "UndoToastViewController", "ErrorToastViewController")

SCREENS = tuple(f + s for f in FEATURES for s in SCREEN_SUFFIXES)
SLUG = {}
for _f in FEATURES:
    for _s in SCREEN_SUFFIXES:
        SLUG[_f + _s] = _f[0].lower() + _f[1:] + _s[:-len("ViewController")]
for _c in CONTAINERS + MODAL_CONTENT + ("UINavigationController", "UITabBarController"):
    SLUG[_c] = _c[0].lower() + _c[1:].replace("ViewController", "").replace("Controller", "")
SP = [" " * i for i in range(512)]

# Bare keys only (values inline) so that the hot loop is string concatenation.
SIZES = ("[320, 480]", "[375, 320]", "[375, 540]", "[540, 620]", "[320, 240]", "[375, 180]")


class Ctx:
    """Where a node sits, as the host lookup and UIKit would see it."""
    __slots__ = ("hosted", "uikit", "win", "mlevel", "top", "noreg")

    def __init__(self, hosted, uikit, win, mlevel=0, top=True, noreg=False):
        self.hosted = hosted   # a swift-modals present from here finds a host
        self.uikit = uikit     # inside a UIKit-presented subtree
        self.win = win         # window index
        self.mlevel = mlevel   # swift-modals modal nesting
        self.top = top         # in the top containment tree of the window's UIKit presentation chain
        self.noreg = noreg     # ids here are not offered to `calls` (broken containment)

    def but(self, **kw):
        c = Ctx(self.hosted, self.uikit, self.win, self.mlevel, self.top, self.noreg)
        for k, v in kw.items():
            setattr(c, k, v)
        return c


class Generator:
    def __init__(self, n, seed, out, env=None, name=None, calls_per_vc=None):
        if n < 1:
            raise SystemExit("gen_snapshot: --vcs must be at least 1")
        self.n = n
        self.calls_per_vc = calls_per_vc
        self.seed = seed
        self.out = out
        self.env = env or {"sdk": '"17.0"', "os": '"17.0"', "idiom": "phone"}
        self.name = name or f"Generated app, {n} view controllers"
        self.rng = random.Random(seed)
        self.count = 0
        self.max_depth = 0
        self.next_id = 0
        self.buf = []
        self.pools = {"hosted": [], "uikit_hosted": [], "uikit_unhosted": [], "unhosted": []}
        self.top_ids = {}
        self.force_id = True
        self.wf_hosts = ["checkoutHost", "onboardingHost"]
        self.wf_hosted_in = []

    # ---- output -------------------------------------------------------
    def emit(self, s):
        buf = self.buf
        buf.append(s)
        if len(buf) >= FLUSH_LINES:
            self.out.write("".join(buf))
            buf.clear()

    def flush(self):
        self.out.write("".join(self.buf))
        self.buf.clear()

    def start(self, ind, dash, cls, depth):
        """First line of a <vc> node whose keys are at column `ind`."""
        self.count += 1
        if depth > self.max_depth:
            self.max_depth = depth
        if dash:
            self.emit(f"{SP[ind - 2]}- class: {cls}\n")
        else:
            self.emit(f"{SP[ind]}class: {cls}\n")

    def keys(self, ind, lines):
        if lines:
            p = SP[ind]
            for s in lines:
                self.emit(p + s + "\n")

    def new_id(self, cls, ctx):
        self.next_id += 1
        ident = f"{SLUG.get(cls, 'vc')}-{self.next_id}"
        if not ctx.noreg:
            if ctx.uikit:
                self.pools["uikit_hosted" if ctx.hosted else "uikit_unhosted"].append(ident)
            else:
                self.pools["hosted" if ctx.hosted else "unhosted"].append(ident)
            if ctx.top:
                self.top_ids.setdefault(ctx.win, []).append(ident)
        return ident

    def maybe_id(self, ind, cls, ctx, p):
        if self.force_id and ctx.hosted and not ctx.uikit and not ctx.noreg:
            self.force_id = False
            self.emit(f"{SP[ind]}id: {self.new_id(cls, ctx)}\n")
        elif self.rng.random() < p:
            self.emit(f"{SP[ind]}id: {self.new_id(cls, ctx)}\n")

    # ---- budgets ------------------------------------------------------
    def split(self, total, k):
        """k positive ints summing to total (k <= total), mildly skewed."""
        if k <= 1:
            return [total]
        rng = self.rng
        w = [rng.expovariate(1.0) + 0.25 for _ in range(k)]
        sw = sum(w)
        free = total - k
        parts = [1 + int(free * x / sw) for x in w]
        rest = total - sum(parts)
        i = 0
        while rest > 0:
            parts[i % k] += 1
            rest -= 1
            i += 1
        return parts

    def wide_k(self, r):
        k = int(r ** 0.45 * self.rng.uniform(0.6, 1.4))
        return max(2, min(r, k))

    def child_count(self, r, depth):
        if depth + 1 >= MAX_DEPTH:
            return r
        if r <= 3:
            return r if self.rng.random() < 0.5 else 1
        if r < 40:
            return self.rng.randint(2, min(6, r))
        return self.wide_k(r)

    # ---- view controllers ---------------------------------------------
    def vc(self, b, ind, dash, ctx, depth, head=None, pres=0):
        """Any view controller subtree of exactly b nodes (+ pres for the UIKit presentation chain)."""
        if b == 1 or depth >= MAX_DEPTH - 2:
            return self.screen(b, ind, dash, ctx, depth, head, pres)
        x = self.rng.random()
        if b < 6:
            kind = "nav" if x < 0.3 else "screen"
        elif b < 300:
            kind = ("screen" if x < 0.40 else "nav" if x < 0.72 else "container" if x < 0.88
                    else "pages" if x < 0.93 else "split_vc" if x < 0.97 else "hostwrap")
        else:
            kind = ("container" if x < 0.35 else "nav" if x < 0.55 else "screen" if x < 0.72
                    else "pages" if x < 0.82 else "split_vc" if x < 0.92 else "hostwrap")
        if kind == "hostwrap" and (b < 3 or not ctx.hosted):
            kind = "nav"
        return getattr(self, kind)(b, ind, dash, ctx, depth, head, pres)

    def screen(self, b, ind, dash, ctx, depth, head=None, pres=0, below=False, contained=True,
               context=False):
        rng = self.rng
        if (b == 1 and self.wf_hosts and ctx.hosted and not ctx.uikit and ctx.mlevel == 0
                and depth >= 3 and not ctx.noreg and head is None and not pres
                and rng.random() < 0.2):
            ident = self.wf_hosts.pop(0)
            self.wf_hosted_in.append(ident)
            self.start(ind, dash, "WorkflowHostingController", depth)
            self.emit(f"{SP[ind]}id: {ident}\n")
            return
        cls = rng.choice(SCREENS)
        self.start(ind, dash, ("App." + cls) if rng.random() < 0.03 else cls, depth)
        self.maybe_id(ind, cls, ctx, 0.12)
        self.keys(ind, head)
        if not contained:
            self.emit(f"{SP[ind]}contained: false\n")
        if below and rng.random() < 0.1:
            self.emit(f"{SP[ind]}inWindow: false\n{SP[ind]}state: disappeared\n")
        if head is None and rng.random() < 0.03:
            self.emit(f"{SP[ind]}preferredContentSize: {rng.choice(SIZES)}\n")
        if ctx.uikit and cls.endswith("EditorViewController") and rng.random() < 0.5:
            self.emit(f"{SP[ind]}unsavedChanges: true\n")
        if rng.random() < 0.003:
            self.emit(f"{SP[ind]}searchController: {{active: false, modalInPresentation: false}}\n")
        r = b - 1
        if r == 0 and not pres:
            return
        # What the rest of the budget becomes: modals, a toast, an observer, children.
        share = 0
        if r > 0 and ctx.mlevel < 3 and depth < MAX_DEPTH - 4:
            if ctx.hosted:
                if rng.random() < (0.12 if r <= 3 else 0.3):
                    share = 1 if r == 1 else rng.randint(1, max(1, min(r // 2, max(40, r // 20))))
            elif rng.random() < 0.01:      # a modal where no host can be found (a real bug)
                share = 1
        toast = 1 if (ctx.hosted and r - share >= 1 and rng.random() < 0.04) else 0
        rest = r - share - toast
        if rest > 0:
            k = self.child_count(rest, depth)
            parts = self.split(rest, k)
            self.emit(f"{SP[ind]}children:\n")
            broken = -1
            if k >= 2 and ctx.hosted and rng.random() < 0.002:
                broken = rng.randrange(k)
            for i, p in enumerate(parts):
                if i == broken:
                    self.screen(p, ind + 4, True, ctx.but(hosted=False, noreg=True), depth + 1,
                                contained=False)
                else:
                    self.vc(p, ind + 4, True, ctx, depth + 1)
        if pres:
            self.emit(f"{SP[ind]}presented:\n")
            self.presented(pres, ind + 2, ctx, depth + 1, context)
        if share:
            if share == 1 and ctx.hosted and rng.random() < 0.03:
                self.emit(f"{SP[ind]}observers:\n{SP[ind + 2]}- workflow: {rng.choice(FEATURES)}ModalsWorkflow\n"
                          f"{SP[ind + 4]}token: retained\n{SP[ind + 4]}capture: weak\n"
                          f"{SP[ind + 4]}stopsOnDone: true\n{SP[ind + 4]}modals:\n")
                self.modal(1, ind + 8, ctx, depth + 1)
            else:
                self.emit(f"{SP[ind]}modals:\n")
                entries = 2 if (share >= 2 and rng.random() < 0.25) else 1
                for p in self.split(share, entries):
                    self.modal(p, ind + 4, ctx, depth + 1)
        if toast:
            self.emit(f"{SP[ind]}toasts:\n")
            self.start(ind + 4, True, rng.choice(TOASTS), depth + 1)
            self.emit(f"{SP[ind + 4]}style: toast\n{SP[ind + 4]}preferredContentSize: [375, 72]\n")

    def nav(self, b, ind, dash, ctx, depth, head=None, pres=0):
        rng = self.rng
        self.start(ind, dash, "UINavigationController", depth)
        self.maybe_id(ind, "UINavigationController", ctx, 0.05)
        self.keys(ind, head)
        r = b - 1
        if r == 0:
            return
        # Now and then a navigation controller defines the presentation context and its top
        # screen presents over it (currentContext): a second UIKit presentation in the window.
        ctx_pres = 0
        if not pres and r >= 10 and depth < MAX_DEPTH - 6 and rng.random() < 0.02:
            ctx_pres = rng.randint(1, min(6, r // 4))
            r -= ctx_pres
            self.emit(f"{SP[ind]}definesPresentationContext: true\n")
        s = 1 if r == 1 else rng.randint(2, min(r, 7))
        parts = self.split(r, s)
        self.emit(f"{SP[ind]}children:\n")
        for i, p in enumerate(parts):
            top = i == s - 1
            if top and ctx_pres:
                self.screen(p, ind + 4, True, ctx, depth + 1, None, ctx_pres, context=True)
            elif p >= 300 and rng.random() < 0.25:
                self.container(p, ind + 4, True, ctx, depth + 1, None, pres if top else 0)
            else:
                self.screen(p, ind + 4, True, ctx, depth + 1, None, pres if top else 0, below=not top)

    def container(self, b, ind, dash, ctx, depth, head=None, pres=0, sized_child=False):
        rng = self.rng
        cls = rng.choice(CONTAINERS)
        self.start(ind, dash, cls, depth)
        self.maybe_id(ind, cls, ctx, 0.1)
        self.keys(ind, head)
        if sized_child or rng.random() < 0.3:
            if sized_child != "broken":
                self.emit(f"{SP[ind]}forwardsPreferredContentSize: true\n")
        r = b - 1
        if r == 0:
            return
        k = self.child_count(r, depth)
        self.emit(f"{SP[ind]}children:\n")
        for i, p in enumerate(self.split(r, k)):
            if i == 0 and sized_child:
                self.screen(p, ind + 4, True, ctx, depth + 1,
                            [f"preferredContentSize: {rng.choice(SIZES)}"], pres)
            else:
                self.vc(p, ind + 4, True, ctx, depth + 1, None, pres if i == 0 else 0)

    def pages(self, b, ind, dash, ctx, depth, head=None, pres=0):
        self.start(ind, dash, "UIPageViewController", depth)
        self.keys(ind, head)
        r = b - 1
        k = self.child_count(r, depth) if r >= 4 else r
        self.emit(f"{SP[ind]}children:\n")
        for i, p in enumerate(self.split(r, k)):
            self.screen(p, ind + 4, True, ctx, depth + 1, None, pres if i == 0 else 0)

    def split_vc(self, b, ind, dash, ctx, depth, head=None, pres=0):
        self.start(ind, dash, "UISplitViewController", depth)
        self.keys(ind, head)
        r = b - 1
        k = 3 if (r >= 30 and self.rng.random() < 0.3) else 2
        self.emit(f"{SP[ind]}children:\n")
        for i, p in enumerate(self.split(r, k)):
            top = i == k - 1
            if p >= 2:
                self.nav(p, ind + 4, True, ctx, depth + 1, None, pres if top else 0)
            else:
                self.screen(p, ind + 4, True, ctx, depth + 1, None, pres if top else 0)

    def hostwrap(self, b, ind, dash, ctx, depth, head=None, pres=0):
        rng = self.rng
        self.start(ind, dash, "ModalHostContainerViewController", depth)
        self.keys(ind, head)
        x = rng.random()
        if x < 0.2:
            self.emit(f"{SP[ind]}hostFilter: local\n")
        elif x < 0.3:
            self.emit(f"{SP[ind]}hostFilter: {{uniqueKey: {rng.choice(FEATURES)}Modal}}\n")
        self.emit(f"{SP[ind]}children:\n")
        inner = ctx.but(hosted=True)
        if b - 1 >= 3:
            self.nav(b - 1, ind + 4, True, inner, depth + 1, None, pres)
        else:
            self.screen(b - 1, ind + 4, True, inner, depth + 1, None, pres)

    def tabbar(self, b, ind, dash, ctx, depth, pres=0):
        rng = self.rng
        self.start(ind, dash, "UITabBarController", depth)
        self.maybe_id(ind, "UITabBarController", ctx, 0.5)
        r = b - 1
        t = min(r, rng.randint(3, 5) if r < 20000 else min(40, 5 + r // 40000))
        self.emit(f"{SP[ind]}children:\n")
        for i, p in enumerate(self.split(r, t)):
            if p >= 2 and rng.random() < 0.85:
                self.nav(p, ind + 4, True, ctx, depth + 1, None, pres if i == 0 else 0)
            else:
                self.screen(p, ind + 4, True, ctx, depth + 1, None, pres if i == 0 else 0)

    def presented(self, b, ind, parent, depth, context=False):
        """A UIKit-presented subtree (the node under `presented:`), b nodes in all.
        context: presented over the nearest definesPresentationContext ancestor."""
        rng = self.rng
        if context:
            style = rng.choice(("currentContext", "overCurrentContext"))
        else:
            style = rng.choices(("pageSheet", "formSheet", "fullScreen"), (0.5, 0.25, 0.25))[0]
        nested = 0
        if b >= 12 and not context and rng.random() < 0.3:
            nested = max(1, int(b * rng.uniform(0.1, 0.3)))
        content = b - nested
        head = [f"style: {style}"]
        if style in ("pageSheet", "formSheet") and rng.random() < 0.7:
            head.append("modalInPresentation: true")
        x = rng.random()
        if x < 0.4:
            head.append("delegate: [didDismiss]")
            if rng.random() < 0.5:
                head.append("afterDismissal: delegate")
        elif x < 0.55:
            head.append("afterDismissal: button")
        top = nested == 0 and not context
        x = rng.random()
        if content >= 3 and x < 0.55:
            self.hostwrap(content, ind, False, Ctx(True, True, parent.win, 0, top), depth, head, nested)
        elif content >= 2 and x < 0.9:
            self.nav(content, ind, False, Ctx(False, True, parent.win, 0, top), depth, head, nested)
        else:
            self.screen(content, ind, False, Ctx(False, True, parent.win, 0, top), depth, head, nested)

    def modal(self, b, ind, owner, depth):
        """One swift-modals `modals` entry (a list item), b nodes in all."""
        rng = self.rng
        style = rng.choices(("full", "card", "sheet", "bottomCard"), (0.3, 0.3, 0.25, 0.15))[0]
        head = [f"style: {style}"]
        x = rng.random()
        if x < 0.003:
            head.append("lifetime: discarded")
        elif x < 0.05:
            head.append("lifetime: retained")
        ctx = owner.but(hosted=True, mlevel=owner.mlevel + 1)
        if style == "full":
            if b >= 3 and rng.random() < 0.6:
                self.nav(b, ind, True, ctx, depth, head)
            else:
                self.screen(b, ind, True, ctx, depth, head)
            return
        y = rng.random()
        if b == 1 or y < 0.75:
            self.start(ind, True, rng.choice(MODAL_CONTENT), depth)
            self.keys(ind, head)
            self.emit(f"{SP[ind]}preferredContentSize: {rng.choice(SIZES)}\n")
            if b > 1:
                self.emit(f"{SP[ind]}children:\n")
                for p in self.split(b - 1, self.child_count(b - 1, depth)):
                    self.vc(p, ind + 4, True, ctx, depth + 1)
        elif y < 0.9:
            self.container(b, ind, True, ctx, depth, head, sized_child=True)
        elif y < 0.95:
            self.container(b, ind, True, ctx, depth, head, sized_child="broken")
        else:
            self.screen(b, ind, True, ctx, depth, head)

    # ---- calls ----------------------------------------------------------
    def plan_calls(self, rng):
        """The calls, decided before the tree (so that the tree gets the rest of the budget).
        `from` is a pool name or ("call", id) until resolved."""
        n = self.n
        if self.calls_per_vc is not None:
            target = 0 if n < 10 else max(2, int(n * self.calls_per_vc))
        else:
            target = 0 if n < 10 else min(CALL_CAP, max(2, n // 100))
        calls = []
        k = 0

        def cid():
            nonlocal k
            k += 1
            return f"call-{k}"

        def sized(cls, ident=None):
            lines = [f"class: {cls}"]
            if ident:
                lines.append(f"id: {ident}")
            lines.append(f"preferredContentSize: {rng.choice(SIZES)}")
            return lines

        while len(calls) < target:
            x = rng.random()
            if x < 0.45:        # a modal from a hosted screen, maybe a second from it, maybe dismissed
                style = rng.choices(("card", "sheet", "full", "bottomCard"), (0.35, 0.25, 0.3, 0.1))[0]
                ident = cid()
                if style == "full":
                    present = ["class: UINavigationController", f"id: {ident}", "children:",
                               f"  - class: {rng.choice(SCREENS)}"]
                else:
                    present = sized(rng.choice(MODAL_CONTENT), ident)
                c = {"present": present, "from": "hosted", "via": "modals", "style": style}
                if rng.random() < 0.01:
                    c["lifetime"] = "discarded"
                calls.append(c)
                if rng.random() < 0.3:
                    c2 = {"present": sized(rng.choice(MODAL_CONTENT)), "from": ("call", ident),
                          "via": "modals", "style": "card"}
                    if rng.random() < 0.05:
                        c2["after"] = "immediately"
                    calls.append(c2)
                if rng.random() < 0.4:
                    calls.append({"dismiss": ident, "times": 2 if rng.random() < 0.02 else 1})
            elif x < 0.60:      # a modal from inside a UIKit presentation (with or without a host there)
                pool = "uikit_hosted" if rng.random() < 0.6 else "uikit_unhosted"
                calls.append({"present": sized(rng.choice(MODAL_CONTENT)), "from": pool,
                              "via": "modals", "style": rng.choice(("card", "sheet"))})
            elif x < 0.72:      # a toast
                calls.append({"present": [f"class: {rng.choice(TOASTS)}", "preferredContentSize: [375, 72]"],
                              "from": "hosted", "via": "toasts", "style": "toast"})
            elif x < 0.87:      # a UIKit present from the top of a window's presentation chain
                ident = cid()
                if rng.random() < 0.6:
                    present = ["class: UINavigationController", f"id: {ident}", "children:",
                               f"  - class: {rng.choice(FEATURES)}ComposeViewController"]
                else:
                    present = ["class: UIImagePickerController", f"id: {ident}"]
                calls.append({"present": present, "from": "top" if rng.random() < 0.85 else "hosted",
                              "via": "uikit",
                              "style": rng.choices(("pageSheet", "formSheet", "fullScreen"), (0.5, 0.2, 0.3))[0]})
                if rng.random() < 0.2:   # swift-modals from inside it: no host there
                    calls.append({"present": sized(rng.choice(MODAL_CONTENT)), "from": ("call", ident),
                                  "via": "modals", "style": "card"})
                if rng.random() < 0.85:
                    calls.append({"dismiss": ident, "times": 1})
            elif x < 0.93:      # from a part of the app without a host
                calls.append({"present": sized(rng.choice(MODAL_CONTENT)), "from": "unhosted",
                              "via": "modals", "style": "card"})
            elif x < 0.96:      # a system view controller through swift-modals
                calls.append({"present": "UIActivityViewController", "from": "hosted",
                              "via": "modals", "style": "sheet"})
            else:               # a screen torn down
                calls.append({"remove": "hosted"})
        del calls[target:]      # a scenario may overshoot; later calls only refer to earlier ones
        vcs = 0
        for c in calls:
            p = c.get("present")
            if p is not None:
                vcs += 1 + (0 if isinstance(p, str) else sum(line.startswith("  - class:") for line in p))
        return calls, vcs

    def resolve(self, rng, pool):
        order = {"hosted": ("hosted", "uikit_hosted"),
                 "uikit_hosted": ("uikit_hosted", "uikit_unhosted", "hosted"),
                 "uikit_unhosted": ("uikit_unhosted", "uikit_hosted", "hosted"),
                 "unhosted": ("unhosted", "hosted"),
                 "top": ()}[pool]
        if pool == "top":
            wins = sorted(w for w, ids in self.top_ids.items() if ids)
            if wins:
                return rng.choice(self.top_ids[rng.choice(wins)])
            order = ("hosted",)
        for name in order + ("hosted", "uikit_hosted", "uikit_unhosted", "unhosted"):
            if self.pools[name]:
                return rng.choice(self.pools[name])
        return None

    def write_calls(self, calls, rng):
        if not calls:
            return
        e = self.emit
        e("calls:\n")
        removed = set()
        for c in calls:
            if "remove" in c:
                ident = self.resolve(rng, c["remove"])
                removed.add(ident)
                e(f"  - remove: {ident}\n")
                continue
            if "dismiss" in c:
                e(f"  - dismiss: {c['dismiss']}\n")
                if c["times"] != 1:
                    e(f"    times: {c['times']}\n")
                continue
            p = c["present"]
            if isinstance(p, str):
                e(f"  - present: {p}\n")
            else:
                e("  - present:\n")
                for line in p:
                    e(f"      {line}\n")
            src = c["from"]
            if isinstance(src, tuple):
                ident = src[1]
            else:
                ident = self.resolve(rng, src)
                for _ in range(3):
                    if ident not in removed:
                        break
                    ident = self.resolve(rng, src)
            e(f"    from: {ident}\n    via: {c['via']}\n    style: {c['style']}\n")
            if "lifetime" in c:
                e(f"    lifetime: {c['lifetime']}\n")
            if "after" in c:
                e(f"    after: {c['after']}\n")

    # ---- whole file -------------------------------------------------------
    def run(self):
        rng = self.rng
        calls, call_vcs = self.plan_calls(random.Random(self.seed + 1))
        tree = self.n - call_vcs
        if tree < 1:
            calls, call_vcs, tree = [], 0, self.n
        e = self.emit
        e(f"# Generated by Benchmarks/gen_snapshot.py --vcs {self.n} (seed {self.seed}). Do not edit.\n")
        e(f"modallint: 1\nname: {self.name}\nenvironment:\n")
        for k, v in self.env.items():
            e(f"  {k}: {v}\n")
        e("styles:\n"
          "  toast:\n    sizing: content\n    usesPreferredContentSize: true\n    fallback: true\n"
          "    interactiveDismiss: false\n"
          "  bottomCard:\n    sizing: content\n    usesPreferredContentSize: true\n    fallback: true\n"
          "    interactiveDismiss: true\n")

        # Windows: main, an overlay without a host (from 3 windows on), more scenes as N grows.
        nwin = 1 if tree < 8 else min(16, 2 + self.n // 100_000)
        shares = [1.0] if nwin == 1 else [0.7] + [0.3 / (nwin - 1)] * (nwin - 1)
        budgets = [max(1, int(tree * s)) for s in shares]
        budgets[0] += tree - sum(budgets)
        e("windows:\n")
        for w, b in enumerate(budgets):
            overlay = nwin >= 3 and w == 1
            hosted = not overlay
            if w == 0:
                e("  - id: main\n    level: 0\n    key: true\n    root:\n")
            elif overlay:
                e("  - id: overlay\n    level: 1\n    root:\n")
            else:
                e(f"  - id: scene-{w + 1}\n    level: 0\n    root:\n")
            ind = 6
            ctx = Ctx(hosted, False, w)
            pres = 0
            if hosted and b >= 20 and rng.random() < 0.85:
                pres = max(1, int(b * rng.uniform(0.02, 0.08)))
                ctx.top = False
            self.start(ind, False, "AppRootViewController" if hosted else "OverlayRootViewController", 0)
            if hosted:
                e(f"{SP[ind]}host: true\n")
            r = b - 1 - pres
            if r <= 0:
                continue
            e(f"{SP[ind]}children:\n")
            if hosted and r >= 12:
                self.tabbar(r, ind + 4, True, ctx, 1, pres)
            else:
                self.vc(r, ind + 4, True, ctx, 1, None, pres)

        self.write_calls(calls, random.Random(self.seed + 2))
        self.count += call_vcs
        self.write_workflows()
        self.write_swiftui()
        self.flush()
        return len(calls)

    def write_workflows(self):
        e = self.emit
        host = self.wf_hosted_in
        e("workflows:\n"
          "  - name: CheckoutWorkflow\n")
        if host:
            e(f"    hostedIn: {host[0]}\n")
        e("    renders:\n"
          "      - state: browsing\n"
          "        screen:\n"
          "          type: ModalContainer\n"
          "          base: CartScreen\n"
          "          modals: []\n"
          "      - state: confirming\n"
          "        screen:\n"
          "          type: ModalContainer\n"
          "          base: CartScreen\n"
          "          modals:\n"
          "            - {key: confirm, style: card, screen: ConfirmPurchaseScreen}\n"
          "    transitions: [[browsing, confirming], [confirming, browsing]]\n"
          "  - name: OnboardingWorkflow\n")
        if len(host) > 1:
            e(f"    hostedIn: {host[1]}\n")
        e("    renders:\n"
          "      - state: welcome\n"
          "        screen:\n"
          "          type: ModalHostContainer\n"
          "          content: WelcomeScreen\n"
          "      - state: signingIn\n"
          "        screen:\n"
          "          type: ModalHostContainer\n"
          "          content:\n"
          "            type: ModalContainer\n"
          "            base: WelcomeScreen\n"
          "            modals:\n"
          "              - {key: signIn, style: sheet, screen: SignInScreen}\n")

    def write_swiftui(self):
        self.emit(
            "swiftui:\n"
            "  roots:\n"
            "    - type: window\n      id: containers\n      level: 1\n"
            "    - type: window\n      id: alerts\n      level: 2\n"
            "    - type: overlay\n      dimmingTap: passTapsThrough\n"
            "  links:\n"
            "    - type: window\n      root: containers\n      id: photo_picker\n      presented: true\n"
            "    - type: window\n      root: containers\n      id: share_sheet\n      item: true\n"
            "      cachesItem: true\n"
            "    - type: window\n      root: alerts\n      id: error_alert\n"
            "    - type: overlay\n      id: tooltip\n      item: true\n"
            "    - type: window\n      root: containers\n      id: paywall\n      completesDismissal: true\n")


def generate(n, seed, out, env=None, name=None, calls_per_vc=None):
    g = Generator(n, seed, out, env, name, calls_per_vc)
    ncalls = g.run()
    if g.count != n:
        raise SystemExit(f"gen_snapshot: internal error: wrote {g.count} view controllers, wanted {n}")
    return g, ncalls


def small_files(directory, count, seed):
    os.makedirs(directory, exist_ok=True)
    rng = random.Random(seed)
    total = 0
    for i in range(count):
        n = rng.randint(10, 60)
        idiom = rng.choice(("phone", "phone", "phone", "pad"))
        os_v = rng.choice(("15.0", "16.4", "17.0", "17.5", "18.0"))
        env = {"sdk": f'"{max(os_v, "17.0")}"', "os": f'"{os_v}"', "idiom": idiom}
        path = os.path.join(directory, f"snapshot-{i:04d}.yaml")
        with open(path, "w", buffering=1 << 16) as f:
            generate(n, seed * 7919 + i, f, env, f"Generated flow {i}")
        total += n
    print(f"gen_snapshot: {count} files, {total} view controllers in all, in {directory}",
          file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--vcs", type=int, help="number of view-controller nodes")
    ap.add_argument("--out", help="output file (default: stdout)")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--small-files", metavar="DIR", help="write COUNT small snapshots (10-60 VCs) into DIR")
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--calls-per-vc", type=float, metavar="F",
                    help="about F*N calls, uncapped (default: about N/100, at most %d)" % CALL_CAP)
    a = ap.parse_args()
    if a.small_files:
        small_files(a.small_files, a.count, a.seed)
        return
    if a.vcs is None:
        ap.error("--vcs N or --small-files DIR is required")
    if a.out:
        tmp = a.out + ".tmp"
        with open(tmp, "w", buffering=1 << 20) as f:
            g, ncalls = generate(a.vcs, a.seed, f, calls_per_vc=a.calls_per_vc)
        os.replace(tmp, a.out)
    else:
        g, ncalls = generate(a.vcs, a.seed, sys.stdout, calls_per_vc=a.calls_per_vc)
        sys.stdout.flush()
    print(f"gen_snapshot: {g.count} view controllers, max depth {g.max_depth + 1} levels, "
          f"{ncalls} calls", file=sys.stderr)


if __name__ == "__main__":
    main()
