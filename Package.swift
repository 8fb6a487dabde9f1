// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "modallint",
    platforms: [.macOS(.v13), .iOS(.v13)],
    products: [
        .executable(name: "modallint", targets: ["modallint"]),
        .library(name: "ModalLint", targets: ["ModalLint"]),
        // Linked by an app or its tests to write snapshots of the live hierarchy.
        .library(name: "ModalLintRecorder", targets: ["ModalLintRecorder"]),
        .plugin(name: "ModalLintPlugin", targets: ["ModalLintPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libyaml through pkg-config; the C parser never leaves the loader.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "ModalLint", dependencies: ["CYAML"]),
        .executableTarget(
            name: "modallint",
            dependencies: [
                "ModalLint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Needs neither libyaml nor ModalLint: an iOS app links it.
        .target(name: "ModalLintRecorder"),
        // `swift package modallint Sources/`: modallint from source, in the package that depends on this one.
        .plugin(
            name: "ModalLintPlugin",
            capability: .command(intent: .custom(verb: "modallint", description: "Lint presentation-hierarchy snapshots with modallint")),
            dependencies: ["modallint"]
        ),
        .testTarget(name: "ModalLintTests", dependencies: ["ModalLint"]),
        .testTarget(name: "RecorderTests", dependencies: ["ModalLintRecorder", "ModalLint"]),
        .testTarget(name: "CLITests", dependencies: ["ModalLint", "modallint"]),
    ],
    swiftLanguageModes: [.v6]
)
