// swift-tools-version:6.0
import PackageDescription

// An app's package as an iOS team would set it up, depending on this repository by path:
// the build-tool plugin lints SampleApp on every build (findings as compiler diagnostics), the
// plugins run the prebuilt binary of the artifact bundle (Plugins/Artifacts), and the recorder
// comes from its own package. Neither resolves swift-syntax or libyaml. Checked by
// scripts/test-packages (in CI).
let package = Package(
    name: "SampleApp",
    platforms: [.macOS(.v13), .iOS(.v13)],
    dependencies: [
        .package(name: "ModalLintPlugins", path: "../../../Plugins"),
        .package(name: "ModalLintRecorder", path: "../../../Recorder"),
    ],
    targets: [
        .target(
            name: "SampleApp",
            dependencies: [.product(name: "ModalLintRecorder", package: "ModalLintRecorder")],
            plugins: [.plugin(name: "ModalLintBuildToolPlugin", package: "ModalLintPlugins")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
