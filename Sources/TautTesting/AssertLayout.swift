import Foundation
import Taut
import XCTest

/// Fails the test when the screen made by `makeController` has a layout problem on any of
/// `devices` (each held upright and on its side, unless the controller supports only portrait),
/// at any of the text sizes `contentSizes`, in any of `directions`: a conflict, an ambiguous
/// view, a view outside its superview, cut text, overlapping controls or a control smaller than
/// 44 × 44 points (see ``ScreenCheck``). The failure message is the whole report: a summary grid
/// of the failing combinations, then each problem once with the combinations where it occurs.
///
/// ```swift
/// assertLayout(of: LoginViewController(), isCleanOn: .iPhones + .iPads,
///              contentSizes: .all, directions: .both)
/// ```
///
/// `makeController` is an autoclosure called once per combination, on any thread, so that every
/// combination gets a fresh screen built for it. `kinds` switches kinds of problem off;
/// `accepting` lists known problems (``ScreenCheck/Exception``). Returns the report.
@discardableResult
public func assertLayout(
    of makeController: @autoclosure @escaping @Sendable () -> ViewController,
    isCleanOn devices: [Device] = .iPhones,
    orientations: [Device.Orientation] = [.portrait, .landscapeLeft],
    contentSizes: [ContentSizeCategory] = .representative,
    directions: [UserInterfaceLayoutDirection] = .both,
    checking kinds: Set<ScreenProblem.Kind> = Set(ScreenProblem.Kind.allCases),
    accepting exceptions: [ScreenCheck.Exception] = [],
    file: StaticString = #filePath, line: UInt = #line
) -> ScreenCheckReport {
    let check = ScreenCheck(devices: devices, orientations: orientations, contentSizes: contentSizes,
                            directions: directions, kinds: kinds, exceptions: exceptions)
    let report = check.check(makeController)
    if !report.isClean { XCTFail(report.description, file: file, line: line) }
    return report
}

/// Fails the test when the view made by `makeView`, filling the screen as a view controller's
/// view, has a layout problem in any combination; see
/// ``assertLayout(of:isCleanOn:orientations:contentSizes:directions:checking:accepting:file:line:)``.
@discardableResult
public func assertLayout(
    ofView makeView: @autoclosure @escaping @Sendable () -> View,
    isCleanOn devices: [Device] = .iPhones,
    orientations: [Device.Orientation] = [.portrait, .landscapeLeft],
    contentSizes: [ContentSizeCategory] = .representative,
    directions: [UserInterfaceLayoutDirection] = .both,
    checking kinds: Set<ScreenProblem.Kind> = Set(ScreenProblem.Kind.allCases),
    accepting exceptions: [ScreenCheck.Exception] = [],
    file: StaticString = #filePath, line: UInt = #line
) -> ScreenCheckReport {
    let check = ScreenCheck(devices: devices, orientations: orientations, contentSizes: contentSizes,
                            directions: directions, kinds: kinds, exceptions: exceptions)
    let report = check.checkView(makeView)
    if !report.isClean { XCTFail(report.description, file: file, line: line) }
    return report
}
