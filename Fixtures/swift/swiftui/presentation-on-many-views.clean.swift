import SwiftUI

// Written once, on the List: the sheet carries the selected device.
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
        }
        .sheet(item: $selected) { device in
            DeviceView(device: device)
        }
    }
}

// The dialog once, on the List, with the device to delete as its data.
struct TrashView: View {
    @State private var deviceToDelete: Device?
    @State private var confirmsDelete = false
    let store: DeviceStore

    var body: some View {
        List {
            ForEach(store.devices) { device in
                Button("Delete \(device.name)") {
                    deviceToDelete = device
                    confirmsDelete = true
                }
            }
        }
        .confirmationDialog("Delete device?", isPresented: $confirmsDelete, presenting: deviceToDelete) { device in
            Button("Delete", role: .destructive) { store.remove(device) }
        }
    }
}

// Each row its own view with its own state: one sheet per row, each bound to its own flag.
struct DeviceRow: View {
    @State private var showsDetail = false
    let device: Device

    var body: some View {
        Button(device.name) { showsDetail = true }
            .sheet(isPresented: $showsDetail) { DeviceDetailView(device: device) }
    }
}

// A row's own binding (`$item.isExpanded`), a modifier in one case of a switch, a Section of one
// row, and a Group of one view at a time: each sheet has one copy per binding.
struct ToolbarView: View {
    @State private var showsLanguages = false
    @State private var showsHelp = false
    @Binding var items: [Item]
    let actions: [Action]

    var body: some View {
        List {
            ForEach($items) { $item in
                Text(item.name)
                    .sheet(isPresented: $item.isExpanded) { ItemView(item: item) }
            }
            ForEach(actions) { action in
                switch action {
                case .language:
                    Button("Language") { showsLanguages = true }
                        .popover(isPresented: $showsLanguages) { LanguagePicker() }
                default:
                    Text(action.title)
                }
            }
            Section {
                Button("Help") { showsHelp = true }
            }
            .sheet(isPresented: $showsHelp) { HelpView() }
            Group {
                if items.isEmpty {
                    Text("Nothing yet")
                } else {
                    Text("\(items.count) items")
                }
            }
            .sheet(isPresented: $showsHelp) { HelpView() }
        }
    }
}
