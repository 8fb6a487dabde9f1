import Foundation

/// A run's inputs expanded into its files (`LintSession.Plan`).
extension LintSession {
    func expand(_ inputs: [Input], lookup: ConfigurationLookup) -> Plan {
        // Each path's configuration, by its directory (the walk's paths are relative to ours).
        func applied(_ path: String) -> Int { lookup.index(forFile: Paths.absolute(path, workingDirectory: workingDirectory)) }
        func excluded(_ path: String) -> Bool { lookup.isExcluded(Paths.absolute(path, workingDirectory: workingDirectory)) }
        var plan = Plan()
        // `plan.ceilings`: where project discovery stops climbing above each Swift file found
        // (`projectCeiling`).
        // Standard input stands for this file: a walk that finds it leaves it to standard input.
        let replaced = inputs.contains { if case .standardInput = $0 { true } else { false } }
            ? standardInputPath.map { StandardInputTarget($0, workingDirectory: workingDirectory) } : nil
        for input in inputs {
            switch input {
            case .standardInput(let bytes):
                if let standardInputPath {
                    if excluded(standardInputPath) { continue }
                    plan.work.append((display(path: standardInputPath), .bytes(bytes), applied(standardInputPath)))
                } else {
                    plan.work.append((Self.standardInputName, .bytes(bytes), lookup.index(forDirectory: workingDirectory)))
                }
            case .unreadable(let path, let message):
                plan.missing.append(ioReport(path, message))
            case .path(let path):
                var problems: [WalkProblem] = []
                switch FileDiscovery.expand(path, skipping: excluded, source: sourceFrontEnd, problems: &problems) {
                case .success(let found):
                    // Found in a directory (not named): linted only if it is a snapshot.
                    let named = found == [path]
                    let files = found.filter { !excluded($0) && replaced?.matches($0, workingDirectory: workingDirectory) != true }
                    plan.work += files.map { (display(path: $0), named && !onlySnapshots ? .file($0) : .discovered($0), applied($0)) }
                    if let sourceFrontEnd, configuration.discoversProjects || !lookup.isFixed {
                        let suffix = "." + sourceFrontEnd.fileExtension
                        let sources = files.filter { $0.hasSuffix(suffix) }
                        if !sources.isEmpty {
                            let ceiling = Self.projectCeiling(named ? Paths.directory(of: path) : path, workingDirectory: workingDirectory)
                            for file in sources { plan.ceilings[file] = ceiling }
                        }
                    }
                    plan.missing += problems.filter { !excluded($0.path) }.map(walkReport)
                case .failure(let problem):
                    plan.missing.append(ioReport(display(path: path), problem.message))
                }
            }
        }
        return plan
    }
}
