// swift-tools-version:6.0
import PackageDescription

// modallint's plugins for an app, light: the command plugin (`swift package modallint`) and the
// build-tool plugin (findings as compiler diagnostics on every build) run the prebuilt binary of
// an artifact bundle, so adding them resolves and compiles no swift-syntax and no libyaml.
// `make release` (or scripts/artifact-bundle BINARY Plugins/Artifacts) writes the bundle to
// Plugins/Artifacts/modallint.artifactbundle; it must be there (SwiftPM says so otherwise).
// Without a bundle, use the repository's root package instead: the same two plugins, which build
// modallint from source. One package, one way: SwiftPM caches a manifest's evaluation by its
// text, so a manifest that looked for the bundle would not notice it come or go.
let package = Package(
    name: "ModalLintPlugins",
    products: [
        .plugin(name: "ModalLintPlugin", targets: ["ModalLintPlugin"]),
        .plugin(name: "ModalLintBuildToolPlugin", targets: ["ModalLintBuildToolPlugin"]),
    ],
    targets: [
        .plugin(
            name: "ModalLintPlugin",
            capability: .command(intent: .custom(verb: "modallint", description: "Lint presentation-hierarchy snapshots and Swift source with modallint")),
            dependencies: ["modallint"],
            path: "ModalLintPlugin"
        ),
        .plugin(name: "ModalLintBuildToolPlugin", capability: .buildTool(), dependencies: ["modallint"], path: "ModalLintBuildToolPlugin"),
        .binaryTarget(name: "modallint", path: "Artifacts/modallint.artifactbundle"),
    ]
)
