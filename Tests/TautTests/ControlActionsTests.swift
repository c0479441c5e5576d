import XCTest
@testable import Taut

/// Records the order in which actions run.
private final class Recorder {
    var log: [String] = []
}

/// A target written as UIKit view controllers are, with the one documented edit:
/// `#selector(name)` became `Self.name` (or `ClassName.name`) and `@objc` was dropped.
private class FormController {
    let recorder: Recorder
    let button = Button(type: .system)
    let toggle = Switch()
    init(recorder: Recorder) { self.recorder = recorder }

    func wire() {
        button.addTarget(self, action: Self.didTap, for: .touchUpInside)
        button.addTarget(self, action: FormController.didTapWithSender, for: .touchUpInside)
        button.addTarget(self, action: Self.didTapAny, for: .touchUpInside)
        button.addTarget(self, action: FormController.didTapWithEvent, for: .touchUpInside)
        toggle.addTarget(self, action: Self.switchChanged, for: .valueChanged)
    }

    func didTap() { recorder.log.append("didTap") }
    func didTapWithSender(_ sender: Button) { recorder.log.append("sender \(sender.currentTitle ?? "")") }
    func didTapAny(_ sender: Any) { recorder.log.append("any \(type(of: sender))") }
    func didTapWithEvent(_ sender: Button, forEvent event: Taut.Event) { recorder.log.append("event \(event.type)") }
    func switchChanged(_ sender: Switch) { recorder.log.append("switch \(sender.isOn)") }
}

/// Overrides are called through the target's dynamic type, as selectors are.
private final class SpecialFormController: FormController {
    override func didTap() { recorder.log.append("special didTap") }
}

/// A container view with an action method, found through the responder chain.
private final class ContainerView: View {
    var count = 0
    func handle(_ sender: Button) { count += 1 }
}

final class ControlActionsTests: XCTestCase {
    func testActionsRunInRegistrationOrder() {
        let recorder = Recorder()
        let controller = SpecialFormController(recorder: recorder)
        controller.button.setTitle("Save", for: .normal)
        controller.button.addAction(Action { _ in recorder.log.append("closure") }, for: .touchUpInside)
        controller.wire()
        controller.button.addAction(Action { _ in recorder.log.append("late closure") }, for: [.touchUpInside, .touchDown])
        controller.button.sendActions(for: .touchUpInside)
        XCTAssertEqual(recorder.log, ["closure", "special didTap", "sender Save", "any Button", "event touches",
                                      "late closure"])
        recorder.log.removeAll()
        controller.button.sendActions(for: .touchDown)
        XCTAssertEqual(recorder.log, ["late closure"])

        recorder.log.removeAll()
        controller.toggle.setOn(true, animated: true)
        // Setting the value sends nothing; sending .valueChanged calls the method.
        XCTAssertEqual(recorder.log, [])
        controller.toggle.sendActions(for: .valueChanged)
        XCTAssertEqual(recorder.log, ["switch true"])
    }

    func testReleasedTargetIsSkippedAndForgotten() {
        let recorder = Recorder()
        let button = Button(type: .system)
        do {
            let controller = FormController(recorder: recorder)
            button.addTarget(controller, action: FormController.didTap, for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(recorder.log, ["didTap"])
            XCTAssertEqual(button.allControlEvents, .touchUpInside)
        }
        // The button held the controller weakly: it is gone, and so is its entry.
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(recorder.log, ["didTap"])
        XCTAssertEqual(button.allControlEvents, [])
        XCTAssertEqual(button.registrations.count, 0)
    }

    func testRemoveTarget() {
        let recorder = Recorder()
        let controller = FormController(recorder: recorder)
        controller.wire()
        // Removing by method type: the no-argument method only.
        controller.button.removeTarget(controller, action: FormController.didTap, for: .touchUpInside)
        controller.button.sendActions(for: .touchUpInside)
        XCTAssertEqual(recorder.log, ["sender ", "any Button", "event touches"])
        // A nil action removes all of the target's entries for the events.
        controller.button.removeTarget(controller, action: nil, for: .touchUpInside)
        XCTAssertEqual(controller.button.allControlEvents, [])
        // A nil target and action removes every target/action entry, not closures.
        controller.toggle.addAction(Action { _ in recorder.log.append("closure") }, for: .valueChanged)
        controller.toggle.removeTarget(nil, action: nil, for: .allEvents)
        recorder.log.removeAll()
        controller.toggle.sendActions(for: .valueChanged)
        XCTAssertEqual(recorder.log, ["closure"])
    }

    func testNilTargetSearchesTheResponderChain() {
        let container = ContainerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = View()
        container.addSubview(inner)
        let button = Button(type: .system)
        inner.addSubview(button)
        button.addTarget(nil, action: ContainerView.handle, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(container.count, 2)
        // Out of the container's tree, no responder has the method: nothing is called.
        button.removeFromSuperview()
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(container.count, 2)
    }

    func testWrongSenderAndTargetAreDiagnosed() {
        let recorder = Recorder()
        let controller = FormController(recorder: recorder)
        let button = Button(type: .system)
        // A method that expects a Switch, wired to a button: not called, with a diagnostic.
        button.addTarget(controller, action: FormController.switchChanged, for: .touchUpInside)
        let diagnostics = LayoutDiagnostics.collect { button.sendActions(for: .touchUpInside) }
        XCTAssertEqual(recorder.log, [])
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue])
        XCTAssertTrue(diagnostics[0].message.contains("expects a sender of type Switch"))
        // A target that is not of the method's type is refused when registering.
        let other = Recorder()
        let refused = LayoutDiagnostics.collect {
            button.addTarget(other, action: FormController.didTap, for: .touchDown)
        }
        XCTAssertEqual(refused.map(\.kind), [.invalidViewValue])
        XCTAssertFalse(button.allControlEvents.contains(.touchDown))
    }

    func testActionsWithTheSameIdentifierReplaceEachOther() {
        var log: [String] = []
        let control = Control()
        let id = Action.Identifier("save")
        control.addAction(Action(identifier: id) { _ in log.append("first") }, for: .valueChanged)
        control.addAction(Action(identifier: id) { _ in log.append("second") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(log, ["second"])

        let both = Action { action in log.append("both from \(type(of: action.sender ?? "nothing"))") }
        control.addAction(both, for: [.editingChanged, .editingDidEnd])
        control.removeAction(both, for: .editingChanged)
        log.removeAll()
        control.sendActions(for: [.editingChanged])
        XCTAssertEqual(log, [])
        control.sendActions(for: .editingDidEnd)
        XCTAssertEqual(log, ["both from Control"])
        control.removeAction(identifiedBy: id, for: .allEvents)
        XCTAssertEqual(control.allControlEvents, .editingDidEnd)
        // Disabled controls still run actions sent in code, as UIKit's do.
        control.isEnabled = false
        log.removeAll()
        control.sendActions(for: .editingDidEnd)
        XCTAssertEqual(log.count, 1)
    }

    func testEventAndStateRawValuesAreUIKits() {
        XCTAssertEqual(Control.Event.touchUpInside.rawValue, 64)
        XCTAssertEqual(Control.Event.valueChanged.rawValue, 4096)
        XCTAssertEqual(Control.Event.primaryActionTriggered.rawValue, 8192)
        XCTAssertEqual(Control.Event.editingChanged.rawValue, 131_072)
        XCTAssertEqual(Control.State.selected.rawValue, 4)
        XCTAssertEqual(Control.State.normal.rawValue, 0)
    }
}
