public enum ModalLintVersion {
    public static let current = "0.1.0"
}
