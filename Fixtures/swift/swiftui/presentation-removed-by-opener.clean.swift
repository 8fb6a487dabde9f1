import SwiftUI

// Each presentation below stays in place, or the code does not tell that it leaves: no finding.

// Written outside the branch: the view carrying the sheet stays.
struct NotesView: View {
    @State private var isBrowsing = true
    @State private var showsEditor = false

    var body: some View {
        VStack {
            if isBrowsing {
                Button("New note") {
                    isBrowsing = false
                    showsEditor = true
                }
            } else {
                Text("Editing")
            }
        }
        .sheet(isPresented: $showsEditor) {
            NoteEditor()
        }
    }
}

// The action sets the branch's state to the value it already has.
struct ComposeView: View {
    @State private var isComposing = false
    @State private var showsPicker = false

    var body: some View {
        if isComposing {
            Button("Attach") {
                isComposing = true
                showsPicker = true
            }
            .sheet(isPresented: $showsPicker) { PickerView() }
        }
    }
}

// Two copies on one binding: the one in the branch shown after the action presents it.
struct ModeView: View {
    enum Mode { case simple, advanced }
    @State private var mode = Mode.simple
    @State private var showsSettings = false

    var body: some View {
        if mode == .simple {
            Button("Advanced settings") {
                mode = .advanced
                showsSettings = true
            }
            .sheet(isPresented: $showsSettings) { SettingsView() }
        } else {
            Text("Advanced")
                .sheet(isPresented: $showsSettings) { SettingsView() }
        }
    }
}

// A model's property: what it holds after the action is not the view's own state.
struct QueueView: View {
    @ObservedObject var model: QueueModel
    @State private var showsJob = false

    var body: some View {
        if model.isIdle {
            Button("Run") {
                model.isIdle = false
                showsJob = true
            }
            .sheet(isPresented: $showsJob) { JobView() }
        }
    }
}

// The condition reads a closure's parameter, not the view's state of the same name.
struct FlagsView: View {
    @State private var isOn = true
    @State private var showsFlag = false
    let flags: [Bool]

    var body: some View {
        ForEach(flags, id: \.self) { isOn in
            if isOn {
                Button("Flag") {
                    self.isOn = false
                    showsFlag = true
                }
                .alert("Flag", isPresented: $showsFlag) {}
            }
        }
    }
}

// The state changes in another action, not the one that presents.
struct ReaderView: View {
    @State private var isReading = true
    @State private var showsShare = false

    var body: some View {
        if isReading {
            Button("Share") { showsShare = true }
                .sheet(isPresented: $showsShare, onDismiss: { isReading = false }) { ShareView() }
            Button("Stop") { isReading = false }
        }
    }
}

// A condition the syntax does not decide: a comparison with a value that is not a literal.
struct CounterView: View {
    @State private var count = 0
    @State private var showsLimit = false
    let limit: Int

    var body: some View {
        if count < limit {
            Button("Add") {
                count = limit
                showsLimit = true
            }
            .alert("Limit reached", isPresented: $showsLimit) {}
        }
    }
}

// An `||` with a side the syntax does not decide: the branch may stay.
struct BannerView: View {
    @ObservedObject var model: BannerModel
    @State private var isPinned = true
    @State private var showsDetails = false

    var body: some View {
        if isPinned || model.hasNews {
            Button("Details") {
                isPinned = false
                showsDetails = true
            }
            .sheet(isPresented: $showsDetails) { DetailsView() }
        }
    }
}

// A `switch` case with a value pattern: which case matches is not read.
struct ResultView: View {
    enum Outcome { case success(String), failure }
    @State private var outcome = Outcome.failure
    @State private var showsReport = false

    var body: some View {
        switch outcome {
        case .success(let text):
            Text(text)
        case .failure:
            Button("Report") {
                outcome = .success("sent")
                showsReport = true
            }
            .sheet(isPresented: $showsReport) { ReportView() }
        }
    }
}

// The branch shows the item: choosing one keeps it.
struct ChosenPhotoView: View {
    @State private var chosen: Photo?
    let photos: [Photo]

    var body: some View {
        if chosen != nil {
            Text("A photo is chosen")
                .sheet(item: $chosen) { photo in PhotoDetail(photo: photo) }
        }
        List(photos) { photo in
            Button(photo.title) { chosen = photo }
        }
    }
}
