/// Who keeps whom alive, as written: a child is kept by its parent, a presented view controller
/// (UIKit, modal, toast) by the view controller that presented it, a call's new view controller
/// by the call's `from`. Used to ask whether one view controller is another's ancestor in that
/// sense (a token kept there lives exactly as long as the presenter's world).
///
/// Answers come from one depth-first numbering of the whole forest (entry/exit times), built
/// with an explicit stack: any number of questions costs O(1) each.
public struct Ownership: Sendable {
    /// The keeper of each view controller; -1 for window roots.
    public let keeper: [Int32]
    private var entry: [Int32]
    private var exit: [Int32]

    public init(snapshot: Snapshot) {
        let count = snapshot.controllers.count
        var keeper = Array(repeating: Int32(-1), count: count)
        for index in snapshot.controllers.indices {
            switch snapshot.controllers[index].attachment {
            case .windowRoot: break
            case .child(let up), .uikit(let up), .modal(let up), .toast(let up): keeper[index] = Int32(up)
            case .call(let call):
                if case .present(_, let from, _, _) = snapshot.calls[call].action, from != index {
                    keeper[index] = Int32(from)
                }
            }
        }
        self.keeper = keeper

        // Children lists in compressed form: offsets into one flat array.
        var offsets = Array(repeating: 0, count: count + 1)
        for up in keeper where up >= 0 { offsets[Int(up) + 1] += 1 }
        for index in 0..<count { offsets[index + 1] += offsets[index] }
        var fill = offsets
        var kept = Array(repeating: 0, count: offsets[count])
        for (index, up) in keeper.enumerated() where up >= 0 {
            kept[fill[Int(up)]] = index
            fill[Int(up)] += 1
        }

        entry = Array(repeating: -1, count: count)
        exit = Array(repeating: -1, count: count)
        var clock: Int32 = 0
        var stack: [(node: Int, next: Int)] = []
        for root in 0..<count where keeper[root] < 0 {
            entry[root] = clock
            clock += 1
            stack.append((root, offsets[root]))
            while let (node, next) = stack.last {
                if next < offsets[node + 1] {
                    stack[stack.count - 1].next += 1
                    let child = kept[next]
                    // A keeper cycle (a call presenting its own `from`'s keeper) is never entered twice.
                    guard entry[child] < 0 else { continue }
                    entry[child] = clock
                    clock += 1
                    stack.append((child, offsets[child]))
                } else {
                    exit[node] = clock
                    stack.removeLast()
                }
            }
        }
    }

    /// Whether `ancestor` is `vc` or keeps it, directly or through others.
    public func isAncestorOrSelf(_ ancestor: ControllerID, of vc: ControllerID) -> Bool {
        guard entry[ancestor] >= 0, entry[vc] >= 0 else { return ancestor == vc }
        return entry[ancestor] <= entry[vc] && exit[vc] <= exit[ancestor]
    }
}
