import ModalLintRecorder

/// The app's tests call this to write a snapshot of the live hierarchy.
public enum Recording {
    @MainActor public static func reset() {
        ModalLintRecorder.log.clear()
    }
}
