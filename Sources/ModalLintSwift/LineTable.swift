import ModalLint
import SwiftSyntax

/// Byte offsets to the 1-based lines and code-point columns reports use. Lines end where
/// Swift ends them: at LF, CR LF and a lone CR (a file saved with classic Mac line endings
/// compiles, and is not one line); NEL, LS and PS are text (`LineBreaks.newlines`).
struct LineTable: Sendable {
    let bytes: [UInt8]
    /// Byte offset where each line starts.
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        starts = bytes.withUnsafeBufferPointer { buffer in
            let feeds = buffer.indices(of: UInt8(ascii: "\n"))
            let loneReturns = buffer.indices(of: UInt8(ascii: "\r")).filter { $0 + 1 == buffer.count || buffer[$0 + 1] != UInt8(ascii: "\n") }
            // Most files have no lone CR: the LFs found with memchr are the line ends.
            guard !loneReturns.isEmpty else { return [0] + feeds.lazy.map { $0 + 1 } }
            // Both lists ascend: merged, they are the line ends in order.
            var starts = [0]
            starts.reserveCapacity(feeds.count + loneReturns.count + 1)
            var feed = 0, loneReturn = 0
            while feed < feeds.count || loneReturn < loneReturns.count {
                if loneReturn == loneReturns.count || feed < feeds.count && feeds[feed] < loneReturns[loneReturn] {
                    starts.append(feeds[feed] + 1)
                    feed += 1
                } else {
                    starts.append(loneReturns[loneReturn] + 1)
                    loneReturn += 1
                }
            }
            return starts
        }
    }

    /// Lines, a last one without a line break included.
    var lineCount: Int { starts.last == bytes.count && bytes.count > 0 ? starts.count - 1 : starts.count }

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

extension SwiftFrontEnd {
    /// Swift ends a line at LF, CR LF and a lone CR only (`LineTable`).
    public var lineBreaks: LineBreaks { .newlines }
}
