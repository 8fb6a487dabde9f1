/// Framework classes the model knows by name, and what each implies.
public enum KnownClasses {
    /// Traits implied by a class name (beyond the name itself).
    public static let implied: [String: Set<String>] = [
        "ModalHostContainerViewController": ["ModalHost"],
        "ModalHostContainer": ["ModalHost"],
        "UIImagePickerController": ["UINavigationController"],
        "UIReferenceLibraryViewController": [],
    ]

    /// System view controllers swift-modals must not present (tips.md, "Presenting system
    /// view controllers"): content rendered out of process or special behaviour.
    public static let system: [String] = [
        "UIActivityViewController", "UIAlertController", "QLPreviewController", "PKAddPaymentPassViewController",
    ]

    /// Framework containers that forward their child's preferredContentSize (docs/design/rules.md §4), and
    /// UINavigationController, whose preferredContentSize follows its top view controller's (what
    /// makes a navigation controller in a popover or form sheet fit its content).
    public static let forwardsPreferredContentSize: Set<String> = [
        "ModalPresentationViewController", "ModalHostContainerViewController", "ModalHostContainer",
        "AnyModalToastContainerViewController", "DescribedViewController", "WorkflowHostingController",
        "UINavigationController",
    ]
}
