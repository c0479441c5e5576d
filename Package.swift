// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Taut",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "TautSolver", targets: ["TautSolver"]),
        .library(name: "Taut", targets: ["Taut"]),
        .library(name: "TautUIKit", targets: ["TautUIKit"]),
        .library(name: "SnapKit", targets: ["SnapKit"]),
        .executable(name: "taut", targets: ["TautCLI"]),
        .executable(name: "tautsolve", targets: ["tautsolve"]),
        .executable(name: "taut-bench", targets: ["TautBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .target(name: "TautSolver"),
        .target(name: "Taut", dependencies: ["TautSolver"]),
        .target(name: "TautUIKit", dependencies: ["Taut"]),
        .target(name: "SnapKit", dependencies: ["Taut"]),
        .executableTarget(
            name: "TautCLI",
            dependencies: [
                "Taut",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ],
            path: "Sources/taut"),
        .executableTarget(name: "tautsolve", dependencies: ["TautSolver"]),
        .executableTarget(
            name: "TautBench",
            dependencies: ["TautSolver", "Taut"],
            path: "Sources/TautBench"),
        .testTarget(name: "TautSolverTests", dependencies: ["TautSolver"], exclude: ["Fixtures"]),
        .target(name: "TautTestSupport", path: "Tests/TautTestSupport"),
        .testTarget(name: "TautTests", dependencies: ["Taut", "TautUIKit", "TautTestSupport"]),
        .testTarget(name: "SnapKitModuleTests", dependencies: ["SnapKit", "TautUIKit"]),
        .testTarget(name: "TautCLITests", dependencies: ["TautCLI", "TautTestSupport"]),
        // The fuzz targets' entry code (Fuzz/ builds the fuzzers on it) and the replay of
        // their corpora in Fuzz/Corpus as ordinary tests.
        .target(name: "TautFuzzSupport", dependencies: ["Taut", "TautSolver"], path: "Tests/TautFuzzSupport"),
        .testTarget(name: "FuzzCorpusTests", dependencies: ["TautFuzzSupport", "TautCLI"]),
    ]
)
