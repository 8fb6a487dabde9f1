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
    func write(to json: inout JSONWriter) {
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
    func write(to json: inout JSONWriter) {
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
