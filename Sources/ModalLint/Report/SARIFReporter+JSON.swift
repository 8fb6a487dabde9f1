// The SARIF log written by `JSONWriter`: keys in sorted order, optional members left out
// when nil, exactly what `JSONEncoder` writes for the `Encodable` conformances (the tests
// compare the two on every fixture's log).

extension SARIFReporter.Log: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("$schema", schema)
            json.field("runs", runs)
            json.field("version", version)
        }
    }
}

extension SARIFReporter.Run: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("columnKind", columnKind)
            json.field("invocations", invocations)
            json.field("originalUriBaseIds", originalUriBaseIds)
            json.field("properties", properties)
            json.parallelArray("results", count: results.count) { [results] in results.writer($0) }
            json.field("tool", tool)
        }
    }
}

extension SARIFReporter.Tool: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in json.field("driver", driver) }
    }
}

extension SARIFReporter.Driver: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("informationUri", informationUri)
            json.field("name", name)
            json.field("rules", rules)
            json.field("semanticVersion", semanticVersion)
            json.field("version", version)
        }
    }
}

extension SARIFReporter.Rule: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("defaultConfiguration", defaultConfiguration)
            json.field("fullDescription", fullDescription)
            json.field("help", help)
            json.field("helpUri", helpUri)
            json.field("id", id)
            json.field("name", name)
            json.field("properties", properties)
            json.field("shortDescription", shortDescription)
        }
    }
}

extension SARIFReporter.RuleConfiguration: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in json.field("level", level) }
    }
}

extension SARIFReporter.RuleProperties: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in json.field("tags", tags) }
    }
}

extension SARIFReporter.Message: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in json.field("text", text) }
    }
}

extension SARIFReporter.MultiformatMessage: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("markdown", markdown)
            json.field("text", text)
        }
    }
}

extension SARIFReporter.Result: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("codeFlows", codeFlows)
            json.field("level", level)
            json.field("locations", locations)
            json.field("message", message)
            json.field("partialFingerprints", partialFingerprints)
            json.field("properties", properties)
            json.field("relatedLocations", relatedLocations)
            json.field("ruleId", ruleId)
            json.field("ruleIndex", ruleIndex)
            json.field("suppressions", suppressions)
        }
    }
}

extension SARIFReporter.Suppression: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("justification", justification)
            json.field("kind", kind)
        }
    }
}

extension SARIFReporter.ResultProperties: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in json.field("runtimeMessage", runtimeMessage) }
    }
}

extension SARIFReporter.Location: JSONWritable {
    /// Through a template (`JSONTemplate`) when it has a region and at most one logical
    /// location: the results' locations, most of a log's text.
    func write(to json: inout JSONWriter) {
        guard let (shape, values, holes) = templateValues,
              json.value(template: shape, variant: physicalLocation.artifactLocation.uri,
                         physicalLocation.artifactLocation.uriBaseId, values, expectedHoles: holes,
                         render: { json, markers in Self(shape: shape, values: markers, artifact: physicalLocation.artifactLocation).writeMembers(to: &json) })
        else { return writeMembers(to: &json) }
    }

    /// The template's shape (which members it has: `id` 1, a logical location 2, `message` 4),
    /// its values (the region's four numbers, the id; the logical location's name, the
    /// message's text) and how many there are; nil for a location without a region or with
    /// several logical locations.
    var templateValues: (shape: Int, values: JSONTemplate.Values, holes: Int)? {
        guard let region = physicalLocation.region, (logicalLocations?.count ?? 1) == 1 else { return nil }
        var values = JSONTemplate.Values()
        values.integers = (region.endColumn, region.endLine, region.startColumn, region.startLine, id ?? 0)
        var shape = 0
        var holes = 4
        if id != nil {
            shape |= 1
            holes += 1
        }
        if let logical = logicalLocations?.first {
            shape |= 2
            holes += 1
            values.strings.0 = logical.fullyQualifiedName
        }
        if let message {
            shape |= 4
            holes += 1
            values.strings.1 = message.text
        }
        return (shape, values, holes)
    }

    /// The location of `shape` with `values` (see `templateValues`) in `artifact`.
    init(shape: Int, values: JSONTemplate.Values, artifact: SARIFReporter.ArtifactLocation) {
        self.init(id: shape & 1 != 0 ? values.integers.4 : nil,
                  physicalLocation: SARIFReporter.PhysicalLocation(
                      artifactLocation: artifact,
                      region: SARIFReporter.Region(startLine: values.integers.3, startColumn: values.integers.2,
                                                   endLine: values.integers.1, endColumn: values.integers.0)),
                  logicalLocations: shape & 2 != 0 ? [SARIFReporter.LogicalLocation(fullyQualifiedName: values.strings.0)] : nil,
                  message: shape & 4 != 0 ? SARIFReporter.Message(text: values.strings.1) : nil)
    }

    func writeMembers(to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("logicalLocations", logicalLocations)
            json.field("message", message)
            json.field("physicalLocation", physicalLocation)
        }
    }
}

extension SARIFReporter.PhysicalLocation: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("artifactLocation", artifactLocation)
            json.field("region", region)
        }
    }
}

extension SARIFReporter.ArtifactLocation: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("uri", uri)
            json.field("uriBaseId", uriBaseId)
        }
    }
}

extension SARIFReporter.Region: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("endColumn", endColumn)
            json.field("endLine", endLine)
            json.field("startColumn", startColumn)
            json.field("startLine", startLine)
        }
    }
}

extension SARIFReporter.LogicalLocation: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in json.field("fullyQualifiedName", fullyQualifiedName) }
    }
}

extension SARIFReporter.CodeFlow: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in json.field("threadFlows", threadFlows) }
    }
}

extension SARIFReporter.ThreadFlow: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in json.field("locations", locations) }
    }
}

extension SARIFReporter.ThreadFlowLocation: JSONWritable {
    /// Through a template with its location's (shape 8 and the location's).
    func write(to json: inout JSONWriter) {
        guard let (shape, values, holes) = location.templateValues,
              json.value(template: 8 | shape, variant: location.physicalLocation.artifactLocation.uri,
                         location.physicalLocation.artifactLocation.uriBaseId, values, expectedHoles: holes,
                         render: { json, markers in
                             Self(location: SARIFReporter.Location(
                                 shape: shape, values: markers, artifact: location.physicalLocation.artifactLocation))
                                 .writeMembers(to: &json)
                         })
        else { return writeMembers(to: &json) }
    }

    func writeMembers(to json: inout JSONWriter) {
        json.object { json in json.field("location", location) }
    }
}

extension SARIFReporter.Invocation: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("executionSuccessful", executionSuccessful)
            json.field("toolExecutionNotifications", toolExecutionNotifications)
        }
    }
}

extension SARIFReporter.Notification: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("level", level)
            json.field("locations", locations)
            json.field("message", message)
        }
    }
}

extension SARIFReporter.RunProperties: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("configurations", configurations)
            json.field("projects", projects)
        }
    }
}
