/// Snapshot ids derived from class names: the last component of the module-qualified name,
/// generic arguments and a UIKit `UI` prefix dropped, lowerCamelCase, letters, digits and
/// `_` only (`Settings.SettingsViewController` -> `settingsViewController`,
/// `UINavigationController` -> `navigationController`, `App.Box<App.Editor>` -> `box`).
/// A name taken gets the next free number (`settingsViewController2`), so ids are unique
/// whatever the classes; a class with no usable letters becomes `viewController`.
struct IDAllocator {
    private var taken: Set<String> = []
    private var nextNumber: [String: Int] = [:]

    mutating func make(forClass className: String) -> String {
        let base = Self.base(forClass: className)
        var candidate = base
        var number = nextNumber[base] ?? 1
        while taken.contains(candidate) {
            number += 1
            candidate = base + String(number)
        }
        nextNumber[base] = number
        taken.insert(candidate)
        return candidate
    }

    static func base(forClass className: String) -> String {
        // Only the outermost type matters: cut at the first generic bracket, then keep what
        // follows the last dot (module and enclosing types).
        var name = Substring(className)
        if let bracket = name.firstIndex(of: "<") { name = name[..<bracket] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        var scalars = Array(name.unicodeScalars.filter { $0.properties.isAlphabetic || isDigit($0) || $0 == "_" })
        while let first = scalars.first, first == "_" || isDigit(first) { scalars.removeFirst() }
        if scalars.count > 2, scalars[0] == "U", scalars[1] == "I", scalars[2].properties.isUppercase {
            scalars.removeFirst(2)
        }
        guard !scalars.isEmpty else { return "viewController" }
        // Lowercase the leading capitals, keeping the last of a run when a word follows it
        // (`URLViewController` -> `urlViewController`, `PDF` -> `pdf`).
        var run = 0
        while run < scalars.count, scalars[run].properties.isUppercase { run += 1 }
        let lowered = run == scalars.count || run <= 1 ? run : run - 1
        var result = String(String.UnicodeScalarView(scalars[..<lowered])).lowercased()
        result.unicodeScalars.append(contentsOf: scalars[lowered...])
        // A name ending in digits would collide with a numbered one (`Step2` + 1 -> `step22`).
        if let last = result.unicodeScalars.last, isDigit(last) { result += "_" }
        return result
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
