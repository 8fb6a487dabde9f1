// swift-tools-version:6.0
import PackageDescription

// MODALLINT_NO_SWIFT=1 builds without the Swift source front end (no swift-syntax): the
// sanitizer runs (scripts/sanitizers) test the core twice more without paying for it again.
let withSwift = Context.environment["MODALLINT_NO_SWIFT"] == nil
// MODALLINT_NO_PLUGIN=1 leaves out the plugins: a plugin's executable is built a second
// time for the host (with swift-syntax, minutes), so `make test` and CI do without it; a package
// that depends on modallint gets the plugin as usual (scripts/test-plugin checks it).
let withPlugin = Context.environment["MODALLINT_NO_PLUGIN"] == nil

let package = Package(
    name: "modallint",
    platforms: [.macOS(.v13), .iOS(.v13)],
    products: [
        .executable(name: "modallint", targets: ["modallint"]),
        .library(name: "ModalLint", targets: ["ModalLint"]),
        // Linked by an app or its tests to write snapshots of the live hierarchy.
        .library(name: "ModalLintRecorder", targets: ["ModalLintRecorder"]),
    ] + (withPlugin ? [
        .plugin(name: "ModalLintPlugin", targets: ["ModalLintPlugin"]),
        .plugin(name: "ModalLintBuildToolPlugin", targets: ["ModalLintBuildToolPlugin"]),
    ] : []),
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ] + (withSwift ? [
        // The Swift source front end only; the core ModalLint target never links it. A range, so
        // that an app's macro packages can pick the version: built and tested with 600.0.1,
        // 602.0.0 and 603.0.1 (scripts/weekly checks each).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ] : []),
    targets: [
        // libyaml through pkg-config; the C parser never leaves the loader.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "ModalLint", dependencies: ["CYAML"]),
        // main's arguments as glibc gives them, for when /proc (where Swift reads them) is missing.
        .target(name: "CProcessArguments"),
        .executableTarget(
            name: "modallint",
            dependencies: [
                "ModalLint",
                "CProcessArguments",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + (withSwift ? ["ModalLintSwift"] : [])
        ),
        // Needs neither libyaml nor ModalLint: an iOS app links it. Its own package too
        // (Recorder/Package.swift), which an app adds without resolving this one's dependencies.
        .target(name: "ModalLintRecorder", path: "Recorder/Sources/ModalLintRecorder"),
        // What more than one test target uses (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ModalLintTests", dependencies: ["ModalLint", "TestSupport", "CYAML"]),
        .testTarget(name: "RecorderTests", dependencies: ["ModalLintRecorder", "ModalLint", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["ModalLint", "modallint"]),
    ] + (withPlugin ? [
        // `swift package modallint Sources/`: modallint from source, in the package that depends on this one.
        .plugin(
            name: "ModalLintPlugin",
            capability: .command(intent: .custom(verb: "modallint", description: "Lint presentation-hierarchy snapshots with modallint")),
            dependencies: ["modallint"]
        ),
        // modallint on every build of the target that uses it, its findings as compiler
        // diagnostics. Plugins/Package.swift has both plugins with the prebuilt binary instead.
        .plugin(name: "ModalLintBuildToolPlugin", capability: .buildTool(), dependencies: ["modallint"]),
    ] : []) + (withSwift ? [
        // Swift source -> syntax trees -> project index -> facts in the core model.
        .target(
            name: "ModalLintSwift",
            dependencies: [
                "ModalLint",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "ModalLintSwiftTests", dependencies: ["ModalLint", "ModalLintSwift", "TestSupport"]),
    ] : []),
    swiftLanguageModes: [.v6]
)
