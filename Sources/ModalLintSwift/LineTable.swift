import ModalLint
import SwiftSyntax

/// Byte offsets to the 1-based lines and code-point columns reports use.
struct LineTable: Sendable {
    let bytes: [UInt8]
    /// Byte offset where each line starts.
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        starts = [0] + bytes.withUnsafeBufferPointer { $0.indices(of: UInt8(ascii: "\n")) }.lazy.map { $0 + 1 }
    }

    var lineCount: Int { bytes.last == UInt8(ascii: "\n") ? starts.count - 1 : starts.count }

    func position(_ offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        // The last line start at or before the offset.
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        let line = max(low - 1, 0)
        var column = 1
        var index = starts[line]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: line + 1, column: column)
    }

    func range(_ node: some SyntaxProtocol) -> SourceRange {
        SourceRange(start: position(node.positionAfterSkippingLeadingTrivia.utf8Offset),
                    end: position(node.endPositionBeforeTrailingTrivia.utf8Offset))
    }
}
