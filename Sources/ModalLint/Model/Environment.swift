/// An iOS version as `major.minor`; snapshots write `13`, `13.0` or `"13.0"`.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor, minor >= 0 else { return nil }
        if parts.count == 3, Int(parts[2]) == nil { return nil }
        self.init(major, minor)
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }
}

public enum Idiom: String, Sendable, CaseIterable { case phone, pad, mac }
public enum SizeClass: String, Sendable, CaseIterable { case compact, regular }

public struct Environment: Sendable, Hashable {
    public var sdk: OSVersion
    public var os: OSVersion
    public var idiom: Idiom
    public var width: SizeClass

    public init(sdk: OSVersion = OSVersion(17), os: OSVersion? = nil, idiom: Idiom = .phone, width: SizeClass? = nil) {
        self.sdk = sdk
        self.os = os ?? sdk
        self.idiom = idiom
        self.width = width ?? (idiom == .phone ? .compact : .regular)
    }

    /// Environment fields a snapshot did not set fall back to these (from configuration).
    public struct Defaults: Sendable, Hashable {
        public var sdk: OSVersion?
        public var os: OSVersion?
        public var idiom: Idiom?
        public var width: SizeClass?
        public init(sdk: OSVersion? = nil, os: OSVersion? = nil, idiom: Idiom? = nil, width: SizeClass? = nil) {
            self.sdk = sdk
            self.os = os
            self.idiom = idiom
            self.width = width
        }
    }
}
