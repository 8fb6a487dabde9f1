// Read as syntax by modallint, never run.
import ProjectDescription

let project = Project(
    name: "Cards",
    targets: [
        .target(
            name: "Phone",
            destinations: [.iPhone],
            product: .app,
            bundleId: "com.example.cards",
            deploymentTargets: .iOS("16.0"),
            sources: ["Phone/**"]
        ),
        .target(
            name: "Universal",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.cards.universal",
            sources: "Universal/**"
        ),
    ]
)
