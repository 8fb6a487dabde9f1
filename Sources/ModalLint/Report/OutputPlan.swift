/// Where each report of a run goes: `--format` and `--output` come in pairs, so one run can
/// print text for people and write SARIF for code scanning:
///
///     modallint lint --format sarif --output modallint.sarif --format text Snapshots/
///
/// - each `--output` applies to the `--format` just before it;
/// - a `--format` without an `--output` goes to standard output, and at most one may;
/// - a single `--format` and a single `--output` pair whatever their order;
/// - `--output` without any `--format` writes text; `--output -` is standard output.
public enum OutputPlan {
    public enum Token: Sendable, Equatable {
        case format(ReportFormat)
        case output(String)
    }

    public struct Report: Sendable, Equatable {
        public var format: ReportFormat
        /// nil: standard output.
        public var destination: String?
        public init(format: ReportFormat, destination: String?) {
            self.format = format
            self.destination = destination
        }
    }

    public struct Problem: Error, Sendable, Equatable {
        public var message: String
    }

    /// The reports, in the order the formats were given.
    public static func pair(_ tokens: [Token]) -> Result<[Report], Problem> {
        var reports: [Report] = []
        var hasOutput: [Bool] = []
        let formats = tokens.filter { if case .format = $0 { true } else { false } }
        let outputs = tokens.filter { if case .output = $0 { true } else { false } }
        if formats.count <= 1, outputs.count <= 1 {
            var report = Report(format: .text, destination: nil)
            for token in tokens {
                switch token {
                case .format(let format): report.format = format
                case .output(let path): report.destination = path
                }
            }
            reports = [report]
        } else {
            for token in tokens {
                switch token {
                case .format(let format):
                    reports.append(Report(format: format, destination: nil))
                    hasOutput.append(false)
                case .output(let path):
                    guard let last = reports.indices.last else {
                        return .failure(Problem(message: "--output \(path) comes before any --format: put each --output after its --format"))
                    }
                    guard !hasOutput[last] else {
                        return .failure(Problem(message: "--output \(path) follows --format \(reports[last].format.rawValue), which already has an --output"))
                    }
                    reports[last].destination = path
                    hasOutput[last] = true
                }
            }
        }
        for index in reports.indices where reports[index].destination == "-" { reports[index].destination = nil }
        if reports.filter({ $0.destination == nil }).count > 1 {
            return .failure(Problem(message: "only one report can go to standard output: give the other --format options an --output FILE"))
        }
        let files = reports.compactMap(\.destination)
        if let duplicate = files.first(where: { path in files.filter { $0 == path }.count > 1 }) {
            return .failure(Problem(message: "--output \(duplicate) is given twice"))
        }
        return .success(reports)
    }
}
