// swift-tools-version:6.0
import Foundation
import PackageDescription

// modallint's plugins for an app, light: the command plugin (`swift package modallint`) and the
// build-tool plugin (findings as compiler diagnostics on every build) run the prebuilt binary of
// an artifact bundle, so adding them resolves and compiles no swift-syntax and no libyaml.
// `make release` (or scripts/artifact-bundle BINARY) writes the bundle to
// Plugins/Artifacts/modallint.artifactbundle. Without one, the plugins fall back to building
// modallint from source, through the package at the repository's root.
let bundle = "Artifacts/modallint.artifactbundle"
let hasBundle = FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + bundle + "/info.json")
let tool: Target.Dependency = hasBundle ? "modallint" : .product(name: "modallint", package: "modallint")

let package = Package(
    name: "ModalLintPlugins",
    products: [
        .plugin(name: "ModalLintPlugin", targets: ["ModalLintPlugin"]),
        .plugin(name: "ModalLintBuildToolPlugin", targets: ["ModalLintBuildToolPlugin"]),
    ],
    dependencies: hasBundle ? [] : [.package(name: "modallint", path: "..")],
    targets: [
        .plugin(
            name: "ModalLintPlugin",
            capability: .command(intent: .custom(verb: "modallint", description: "Lint presentation-hierarchy snapshots and Swift source with modallint")),
            dependencies: [tool],
            path: "ModalLintPlugin"
        ),
        .plugin(name: "ModalLintBuildToolPlugin", capability: .buildTool(), dependencies: [tool], path: "ModalLintBuildToolPlugin"),
    ] + (hasBundle ? [.binaryTarget(name: "modallint", path: bundle)] : [])
)
