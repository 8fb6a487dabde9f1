import SwiftUI

// The sheet is written on a Section of several rows (a ForEach and a button): each row carries
// a copy bound to `$selected`.
struct DevicesView: View {
    @State private var selected: Device?
    let devices: [Device]

    var body: some View {
        List {
            Section("Devices") {
                ForEach(devices) { device in
                    Button(device.name) { selected = device }
                }
                Button("Add a device") {}
            }
            .sheet(item: $selected) { device in
                DeviceView(device: device)
            }
        }
    }
}

// The dialog is written inside each row and bound to the list's one flag: the row whose copy is
// shown decides which device the Delete button removes.
struct TrashView: View {
    @State private var confirmsDelete = false
    let store: DeviceStore

    var body: some View {
        List {
            ForEach(store.devices) { device in
                HStack {
                    Text(device.name)
                    Button("Delete") { confirmsDelete = true }
                        .confirmationDialog("Delete device?", isPresented: $confirmsDelete) {
                            Button("Delete", role: .destructive) { store.remove(device) }
                        }
                }
            }
        }
    }
}

// An alert written on the ForEach itself: one copy per row.
struct PlansView: View {
    @State private var showsError = false
    let plans: [Plan]

    var body: some View {
        Form {
            ForEach(plans) { plan in
                Button(plan.name) { showsError = true }
            }
            .alert("Purchase failed", isPresented: $showsError) {
                Button("OK") {}
            }
        }
    }
}

// A List made from data is a ForEach of rows too; a Group of two views carries two copies.
struct InboxView: View {
    @State private var showsArchive = false
    @State private var showsHelp = false
    let messages: [Message]

    var body: some View {
        VStack {
            List(messages) { message in
                Text(message.subject)
                    .alert("Archive all?", isPresented: $showsArchive) {
                        Button("Archive", role: .destructive) {}
                    }
            }
            Group {
                Text("Inbox")
                Button("Help") { showsHelp = true }
            }
            .sheet(isPresented: $showsHelp) { HelpView() }
        }
    }
}
