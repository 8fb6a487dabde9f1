// A SARIF result written straight from its finding: the members `SARIFReporter.result` makes
// and `SARIFReporter.Result` writes, in the same order with the same text (the tests compare
// the log with what `JSONEncoder` writes from the `Result`s), without making the `Result`, its
// locations and arrays first: a log of thousands of results made them only to write them.

extension SARIFReporter {
    /// One result, as `Results.result(_:)` would make it, written by `write(to:)`.
    struct ResultWriter: JSONWritable {
        var finding: Diagnostic
        var suppression: SuppressedFinding?
        var ruleIndex: Int
        var fingerprint: String
        var artifact: ArtifactLocation
        var stepArtifacts: [String: ArtifactLocation]

        func write(to json: inout JSONWriter) {
            let steps = finding.path.prefix(maxPathSteps)
            json.object { json in
                if !steps.isEmpty {
                    json.key("codeFlows")
                    json.array { json in
                        json.element()
                        json.object { json in
                            json.key("threadFlows")
                            json.array { json in
                                json.element()
                                json.object { json in
                                    json.key("locations")
                                    json.array { json in
                                        for step in steps {
                                            json.element()
                                            writeStep(step, id: nil, to: &json)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                json.field("level", finding.severity.rawValue)
                json.key("locations")
                json.array { json in
                    json.element()
                    let logical = finding.logicalLocation
                    ResultWriter.writeLocation(shape: logical.isEmpty ? 0 : 2, range: finding.range, text: logical,
                                               artifact: artifact, to: &json)
                }
                json.field("message", Message(text: SARIFReporter.resultText(finding, steps: steps)))
                json.key("partialFingerprints")
                json.object { json in
                    json.key(named: fingerprintKey)
                    json.string(fingerprint)
                }
                if let runtimeMessage = finding.runtimeMessage {
                    json.field("properties", ResultProperties(runtimeMessage: runtimeMessage))
                }
                if !steps.isEmpty {
                    json.key("relatedLocations")
                    json.array { json in
                        for (index, step) in steps.enumerated() {
                            json.element()
                            writeStep(step, id: index + 1, to: &json)
                        }
                    }
                }
                json.field("ruleId", finding.rule)
                json.field("ruleIndex", ruleIndex)
                if let suppression {
                    json.field("suppressions", [Suppression(kind: suppression.kind.rawValue, justification: suppression.justification)])
                }
            }
        }

        /// A path step: a related location (with its `id`), or a code flow's location.
        private func writeStep(_ step: PathStep, id: Int?, to json: inout JSONWriter) {
            let artifact = step.file.flatMap { stepArtifacts[$0] } ?? artifact
            if let id {
                Self.writeLocation(shape: 1 | 4, range: step.range, text: step.note, id: id, artifact: artifact, to: &json)
            } else {
                Self.writeLocation(shape: 8 | 4, range: step.range, text: step.note, artifact: artifact, to: &json)
            }
        }

        /// A location at `range`, through its template (`JSONTemplate`), else written the usual
        /// way. `shape` says which members it has (as the template's key): `id` 1, a logical
        /// location named `text` 2, a message of `text` 4; 8: inside a thread flow's location.
        static func writeLocation(shape: Int, range: SourceRange, text: String, id: Int = 0,
                                  artifact: ArtifactLocation, to json: inout JSONWriter) {
            let end = max(range.end, range.start)
            var values = JSONTemplate.Values()
            values.integers = (end.column, end.line, range.start.column, range.start.line, id)
            if shape & 2 != 0 { values.strings.0 = text } else { values.strings.1 = text }
            let holes = 4 + (shape & 1 != 0 ? 1 : 0) + (shape & 6 != 0 ? 1 : 0)
            let written = json.value(template: shape, variant: artifact.uri, artifact.uriBaseId, values, expectedHoles: holes) { json, markers in
                location(shape: shape, values: markers, artifact: artifact).write(to: &json)
            }
            if !written { location(shape: shape, values: values, artifact: artifact).write(to: &json) }
        }

        /// The location `writeLocation` writes, as a value (the template's rendering, and the
        /// usual way).
        static func location(shape: Int, values: JSONTemplate.Values, artifact: ArtifactLocation) -> any JSONWritable {
            let location = Location(
                id: shape & 1 != 0 ? values.integers.4 : nil,
                physicalLocation: PhysicalLocation(
                    artifactLocation: artifact,
                    region: Region(startLine: values.integers.3, startColumn: values.integers.2,
                                   endLine: values.integers.1, endColumn: values.integers.0)),
                logicalLocations: shape & 2 != 0 ? [LogicalLocation(fullyQualifiedName: values.strings.0)] : nil,
                message: shape & 4 != 0 ? Message(text: values.strings.1) : nil)
            return shape & 8 != 0 ? ThreadFlowLocation(location: location) : location
        }
    }
}
