// swift-tools-version:6.0
import PackageDescription

// ModalLintRecorder on its own: what an iOS app (or its tests) links to write snapshots of its
// live hierarchy, with none of modallint's dependencies (no swift-syntax, no libyaml, no
// argument parser), so adding it resolves and builds nothing else. The repository's root
// package builds the same sources (`Recorder/Sources/ModalLintRecorder`) for its tests.
let package = Package(
    name: "ModalLintRecorder",
    platforms: [.macOS(.v13), .iOS(.v13)],
    products: [
        .library(name: "ModalLintRecorder", targets: ["ModalLintRecorder"]),
    ],
    targets: [
        .target(name: "ModalLintRecorder"),
    ],
    swiftLanguageModes: [.v6]
)
