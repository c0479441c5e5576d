import XCTest
@testable import Taut

private final class Handler {
    var taps = 0
    var states: [GestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var scales: [CGFloat] = []
    var wrongSenders = 0

    func didTap() { taps += 1 }
    func didTapWith(_ sender: TapGestureRecognizer) { states.append(sender.state) }
    func didPan(_ sender: PanGestureRecognizer) {
        states.append(sender.state)
        translations.append(sender.translation(in: sender.view))
    }
    func didPinch(_ sender: PinchGestureRecognizer) { scales.append(sender.scale) }
    func didAnything(_ sender: Any) { taps += 1 }
    func onlyPans(_ sender: PanGestureRecognizer) { wrongSenders += 1 }
}

private final class Refusing: GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
}

private final class NoGestures: View {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
}

private final class CardController: ViewController {
    var opened = 0
    func openCard() { opened += 1 }
}

final class ViewGestureTests: XCTestCase {
    private func makeCard() -> (root: View, card: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = View(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        root.addSubview(card)
        return (root, card)
    }

    func testTapFiresItsActionsWithTheRecognizerAsSender() {
        let (root, card) = makeCard()
        let handler = Handler()
        let tap = TapGestureRecognizer(target: handler, action: Handler.didTap)
        tap.addTarget(handler, action: Handler.didTapWith)
        XCTAssertNil(card.gestureRecognizers)
        card.addGestureRecognizer(tap)
        XCTAssertEqual(card.gestureRecognizers, [tap])
        XCTAssertTrue(tap.view === card)
        XCTAssertEqual(tap.state, .possible)
        XCTAssertTrue(tap.recognize())
        XCTAssertEqual(handler.taps, 1)
        XCTAssertEqual(handler.states, [.ended])
        XCTAssertEqual(tap.state, .recognized)
        // The default location is the centre of the card's bounds: (100, 50); in the root (120, 90).
        XCTAssertEqual(tap.location(in: card), CGPoint(x: 100, y: 50))
        XCTAssertEqual(tap.location(in: root), CGPoint(x: 120, y: 90))
        tap.recognize(at: CGPoint(x: 5, y: 6))
        XCTAssertEqual(tap.location(in: root), CGPoint(x: 25, y: 46))
        XCTAssertEqual(handler.taps, 2)
        XCTAssertEqual(tap.numberOfTapsRequired, 1)
        XCTAssertEqual(tap.numberOfTouchesRequired, 1)
        XCTAssertTrue(tap.cancelsTouchesInView)
    }

    func testDisabledDetachedRefusedOrRemovedRecognizersSendNothing() {
        let (_, card) = makeCard()
        let handler = Handler()
        let tap = TapGestureRecognizer(target: handler, action: Handler.didTap)
        XCTAssertFalse(tap.recognize())  // not attached
        card.addGestureRecognizer(tap)
        tap.isEnabled = false
        XCTAssertFalse(tap.recognize())
        tap.isEnabled = true
        let refusing = Refusing()
        tap.delegate = refusing
        XCTAssertFalse(tap.recognize())
        XCTAssertEqual(tap.state, .failed)
        tap.delegate = nil
        tap.removeTarget(handler, action: Handler.didTap)
        XCTAssertTrue(tap.recognize())
        XCTAssertEqual(handler.taps, 0)
        card.removeGestureRecognizer(tap)
        XCTAssertNil(card.gestureRecognizers)
        XCTAssertNil(tap.view)
    }

    func testTheViewCanRefuseAGesture() {
        let view = NoGestures(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let handler = Handler()
        let tap = TapGestureRecognizer(target: handler, action: Handler.didTap)
        view.addGestureRecognizer(tap)
        XCTAssertFalse(tap.recognize())
        XCTAssertEqual(handler.taps, 0)
    }

    func testRequireToFail() {
        let (_, card) = makeCard()
        let handler = Handler()
        let double = TapGestureRecognizer(target: handler, action: Handler.didAnything)
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer(target: handler, action: Handler.didTap)
        single.require(toFail: double)
        card.addGestureRecognizer(double)
        card.addGestureRecognizer(single)
        // The double tap has not been recognised: the single tap goes ahead.
        XCTAssertTrue(single.recognize())
        XCTAssertEqual(handler.taps, 1)
        // Once the double tap is recognised, the single tap fails.
        XCTAssertTrue(double.recognize())
        XCTAssertEqual(handler.taps, 2)
        XCTAssertFalse(single.recognize())
        XCTAssertEqual(single.state, .failed)
        XCTAssertEqual(handler.taps, 2)
    }

    func testContinuousGesturesGoThroughTheirStates() {
        let (_, card) = makeCard()
        let handler = Handler()
        let pan = PanGestureRecognizer(target: handler, action: Handler.didPan)
        card.addGestureRecognizer(pan)
        XCTAssertTrue(pan.recognize(translation: CGPoint(x: 30, y: -4), velocity: CGPoint(x: 100, y: 0)))
        XCTAssertEqual(handler.states, [.began, .changed, .ended])
        XCTAssertEqual(handler.translations, [.zero, CGPoint(x: 30, y: -4), CGPoint(x: 30, y: -4)])
        XCTAssertEqual(pan.velocity(in: card), CGPoint(x: 100, y: 0))
        pan.setTranslation(.zero, in: card)
        XCTAssertEqual(pan.translation(in: nil), .zero)
        XCTAssertEqual(pan.maximumNumberOfTouches, Int.max)

        let pinch = PinchGestureRecognizer(target: handler, action: Handler.didPinch)
        card.addGestureRecognizer(pinch)
        pinch.scale = 2
        pinch.recognize()
        XCTAssertEqual(handler.scales, [2, 2, 2])
        XCTAssertEqual(pinch.velocity, 0)

        let states = Handler()
        let press = LongPressGestureRecognizer()
        press.addTarget(states, action: Handler.didAnything)
        card.addGestureRecognizer(press)
        press.recognize()
        XCTAssertEqual(states.taps, 2)  // .began and .ended
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
        XCTAssertEqual(card.gestureRecognizers?.count, 3)
    }

    func testSwipeDirectionsAndStepByStep() {
        let swipe = SwipeGestureRecognizer()
        XCTAssertEqual(swipe.direction, .right)
        swipe.direction = [.left, .up]
        XCTAssertEqual(swipe.direction.rawValue, 6)
        let handler = Handler()
        let pan = PanGestureRecognizer(target: handler, action: Handler.didPan)
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.addGestureRecognizer(pan)
        pan.simulate(.began)
        pan.setTranslation(CGPoint(x: 12, y: 0), in: view)
        pan.simulate(.changed)
        pan.simulate(.cancelled)
        XCTAssertEqual(handler.states, [.began, .changed, .cancelled])
        XCTAssertEqual(handler.translations.last, CGPoint(x: 12, y: 0))
    }

    func testWrongSenderTypeAndTargetAreReported() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let handler = Handler()
        let tap = TapGestureRecognizer()
        tap.addTarget(handler, action: Handler.onlyPans)
        view.addGestureRecognizer(tap)
        var diagnostics = LayoutDiagnostics.collect { tap.recognize() }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue])
        XCTAssertEqual(handler.wrongSenders, 0)
        let other = TapGestureRecognizer()
        diagnostics = LayoutDiagnostics.collect { other.addTarget(view, action: Handler.didTap) }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue])
    }

    func testNilTargetSearchesTheResponderChainAndReleasedTargetsAreSkipped() {
        let controller = CardController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let card = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(card)
        let tap = TapGestureRecognizer(target: nil, action: CardController.openCard)
        card.addGestureRecognizer(tap)
        tap.recognize()
        XCTAssertEqual(controller.opened, 1)

        var handler: Handler? = Handler()
        let weakTap = TapGestureRecognizer(target: handler, action: Handler.didTap)
        card.addGestureRecognizer(weakTap)
        handler = nil
        XCTAssertTrue(weakTap.recognize())  // nothing to call, nothing crashes
    }
}
