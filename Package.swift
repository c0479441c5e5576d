// swift-tools-version:6.1
import Foundation
import PackageDescription

let package = Package(
    name: "Taut",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "TautSolver", targets: ["TautSolver"]),
        .library(name: "Taut", targets: ["Taut"]),
        .library(name: "TautUIKit", targets: ["TautUIKit"]),
        .library(name: "SnapKit", targets: ["SnapKit"]),
        .library(name: "TautLayoutFile", targets: ["TautLayoutFile"]),
        .library(name: "TautSnapshotTesting", targets: ["TautSnapshotTesting"]),
        .library(name: "TautTesting", targets: ["TautTesting"]),
        .library(name: "TautPango", targets: ["TautPango"]),
        .executable(name: "taut", targets: ["TautCLI"]),
        .executable(name: "tautsolve", targets: ["tautsolve"]),
        .executable(name: "taut-bench", targets: ["TautBench"]),
    ],
    traits: [
        // Off by default: without it TautSnapshotTesting compiles to nothing and
        // swift-snapshot-testing is not built.
        .trait(name: "SnapshotTesting",
               description: "swift-snapshot-testing strategies for views and view controllers (TautSnapshotTesting)."),
        // Off by default: without it TautPango compiles to nothing and no system library
        // (Pango, Cairo, fontconfig) is needed or linked.
        .trait(name: "SystemText",
               description: "Text measured by Pango and PNG pictures drawn by Cairo (TautPango); needs libpango1.0-dev and libcairo2-dev."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "TautSolver"),
        .target(name: "Taut", dependencies: ["TautSolver"]),
        .target(name: "TautUIKit", dependencies: ["Taut"]),
        .target(name: "SnapKit", dependencies: ["Taut"]),
        .target(name: "TautLayoutFile", dependencies: ["Taut", .product(name: "Yams", package: "Yams")]),
        // Pango, PangoCairo, fontconfig and Cairo; only ever a dependency with SystemText.
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .target(
            name: "TautPango",
            dependencies: [
                "Taut",
                .target(name: "CPangoCairo", condition: .when(traits: ["SystemText"])),
            ]),
        .target(
            name: "TautSnapshotTesting",
            dependencies: [
                "Taut",
                .target(name: "TautPango", condition: .when(traits: ["SystemText"])),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                         condition: .when(traits: ["SnapshotTesting"])),
            ]),
        // XCTest assertions over Taut (the screen checker's assertLayout): a library that only
        // test targets import, since it links XCTest. Unlike TautSnapshotTesting it needs no
        // package and no trait, so it is always built.
        .target(name: "TautTesting", dependencies: ["Taut"]),
        .executableTarget(
            name: "TautCLI",
            dependencies: [
                "Taut",
                "TautLayoutFile",
                .target(name: "TautPango", condition: .when(traits: ["SystemText"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/taut"),
        .executableTarget(name: "tautsolve", dependencies: ["TautSolver"]),
        .target(name: "TautCells", dependencies: ["Taut"]),
        .executableTarget(
            name: "TautBench",
            dependencies: [
                "TautSolver", "Taut", "TautCells",
                .target(name: "TautPango", condition: .when(traits: ["SystemText"])),
            ],
            path: "Sources/TautBench"),
        .testTarget(name: "TautSolverTests", dependencies: ["TautSolver"], exclude: ["Fixtures"]),
        .target(name: "TautTestSupport", path: "Tests/TautTestSupport"),
        .testTarget(name: "TautTests", dependencies: ["Taut", "TautUIKit", "TautTestSupport", "TautCells", "TautTesting"]),
        .testTarget(name: "TautUIKitPortTests", dependencies: ["TautUIKit", "SnapKit", "Taut", "TautTesting"]),
        .testTarget(name: "SnapKitModuleTests", dependencies: ["SnapKit", "TautUIKit", "Taut"]),
        .testTarget(name: "TautCLITests", dependencies: ["TautCLI", "TautLayoutFile", "TautTestSupport"]),
        .testTarget(name: "TautLayoutFileTests", dependencies: ["TautLayoutFile", "Taut"]),
        .testTarget(
            name: "TautPangoTests",
            dependencies: [
                "Taut", "TautLayoutFile",
                .target(name: "TautPango", condition: .when(traits: ["SystemText"])),
                .target(name: "CPangoCairo", condition: .when(traits: ["SystemText"])),
            ]),
        .testTarget(
            name: "TautSnapshotTestingTests",
            dependencies: [
                "TautSnapshotTesting", "TautLayoutFile", "TautUIKit", "TautCLI",
                .target(name: "TautPango", condition: .when(traits: ["SystemText"])),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                         condition: .when(traits: ["SnapshotTesting"])),
            ],
            exclude: ["__Snapshots__"]),
        // The fuzz targets' entry code (Fuzz/ builds the fuzzers on it) and the replay of
        // their corpora in Fuzz/Corpus as ordinary tests.
        .target(name: "TautFuzzSupport", dependencies: ["Taut", "TautSolver"], path: "Tests/TautFuzzSupport"),
        .testTarget(name: "FuzzCorpusTests", dependencies: ["TautFuzzSupport", "TautLayoutFile"]),
    ]
)

// The documentation plugin (`swift package generate-documentation`) is added only when
// TAUT_DOCS is set, so that building and testing Taut fetch nothing for it.
if ProcessInfo.processInfo.environment["TAUT_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}
