// swift-tools-version:5.9
// Read as syntax by modallint, never built: a library and a Swift Playgrounds app.
import PackageDescription
import AppleProductTypes

let package = Package(
    name: "Tips",
    platforms: [.iOS(.v15)],
    products: [
        .iOSApplication(
            name: "Tips",
            targets: ["PhoneApp"],
            bundleIdentifier: "com.example.tips",
            supportedDeviceFamilies: [.phone],
            supportedInterfaceOrientations: [.portrait]
        ),
    ],
    targets: [
        .executableTarget(name: "PhoneApp", dependencies: ["Kit"]),
        .target(name: "Kit"),
    ]
)
