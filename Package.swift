// swift-tools-version:6.0
import PackageDescription

// Every target that sees the model through a format's or HierarchyIO's re-export also depends on
// DumpModel by name: SwiftPM rebuilds a target when a module it names changes, and a target
// that named only a re-exporting module kept code compiled against an older layout of the
// model's structs (seen in an incremental build: a field read from the wrong offset).
let package = Package(
  name: "inspect",
  products: [
    .executable(name: "inspect", targets: ["inspect"]),
    .library(name: "DumpModel", targets: ["DumpModel"]),
    .library(name: "ConsoleFormat", targets: ["ConsoleFormat"]),
    .library(name: "XMLFormat", targets: ["XMLFormat"]),
    .library(name: "JSONFormat", targets: ["JSONFormat"]),
    .library(name: "HierarchyIO", targets: ["HierarchyIO"]),
    .library(name: "SentryFormat", targets: ["SentryFormat"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "Layout", targets: ["Layout"]),
    .library(name: "BarModel", targets: ["BarModel"]),
    .library(name: "Patcher", targets: ["Patcher"]),
    .library(name: "Pictures", targets: ["Pictures"]),
    .library(name: "LaidOut", targets: ["LaidOut"]),
    .library(name: "BarPictures", targets: ["BarPictures"]),
    .library(name: "Audit", targets: ["Audit"]),
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
    .target(name: "DumpModel"),
    .target(
      name: "ConsoleFormat", dependencies: ["DumpModel"], path: "Sources/HierarchyIO/Console"),
    .target(
      name: "XMLFormat", dependencies: ["DumpModel", "CLibXML2"], path: "Sources/HierarchyIO/XML"),
    .target(name: "JSONFormat", dependencies: ["DumpModel"], path: "Sources/HierarchyIO/JSON"),
    .target(name: "SentryFormat", dependencies: ["DumpModel"], path: "Sources/HierarchyIO/Sentry"),
    .target(
      name: "HierarchyIO",
      dependencies: ["DumpModel", "XMLFormat", "JSONFormat", "ConsoleFormat", "SentryFormat"],
      path: "Sources/HierarchyIO/AnyFormat"),
    // The solver is optimized in debug builds too: the tests solve real dense systems (a
    // 100-row stack view, the flood the work budget stops; docs/solver-budget.md), which take
    // minutes unoptimized and seconds optimized.
    .target(
      name: "Cassowary", swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    .target(name: "Pictures", dependencies: ["DumpModel", "CLibXML2"]),
    .target(name: "Layout", dependencies: ["DumpModel", "Cassowary"]),
    .target(name: "BarModel", dependencies: ["DumpModel", "Layout"]),
    .target(name: "Patcher", dependencies: ["DumpModel", "Layout", "BarModel"]),
    .target(
      name: "LaidOut", dependencies: ["DumpModel", "Layout", "BarModel"]),
    .target(
      name: "BarPictures", dependencies: ["DumpModel", "LaidOut", "BarModel", "Pictures"]),
    .target(
      name: "Audit",
      dependencies: [
        "DumpModel", "Layout", "BarModel", "Patcher", "LaidOut", "BarPictures", "Pictures",
      ]),
    .target(
      name: "BarMatrix",
      dependencies: ["DumpModel", "BarModel", "Patcher", "LaidOut", "Audit"]),
    .target(name: "ArgumentParsing", dependencies: ["DumpModel"]),
    .target(name: "FileSafety"),
    .target(name: "ParallelWork"),
    .target(
      name: "TerminalOutput", dependencies: ["DumpModel", "ArgumentParsing", "FileSafety"]),
    .target(
      name: "BatchRunning",
      dependencies: [
        "DumpModel", "ArgumentParsing", "FileSafety", "TerminalOutput", "ParallelWork",
      ]),
    .target(
      name: "GoldenTesting",
      dependencies: ["ArgumentParsing", "FileSafety", "TerminalOutput", "ParallelWork"]),
    .target(
      name: "InspectCLI",
      dependencies: [
        "ArgumentParsing", "FileSafety", "TerminalOutput", "BatchRunning", "GoldenTesting",
        "DumpModel", "ConsoleFormat", "Patcher", "Layout", "BarModel", "BarMatrix", "XMLFormat",
        "JSONFormat", "HierarchyIO", "LaidOut", "BarPictures", "Audit", "Pictures",
      ]),
    // glibc's mallopt for the executable (Sources/inspect/main.swift); no library to link.
    .systemLibrary(name: "CMalloc"),
    .executableTarget(name: "inspect", dependencies: ["InspectCLI", "CMalloc"]),
    .executableTarget(name: "cassobench", dependencies: ["Cassowary"]),
    .executableTarget(
      name: "readbench", dependencies: ["DumpModel", "XMLFormat", "JSONFormat", "HierarchyIO"],
      path: "Benchmarks/readbench",
      exclude: ["RESULTS.md", "run.sh"]),
    .target(
      name: "TestSupport", dependencies: ["DumpModel", "XMLFormat", "HierarchyIO"],
      path: "Tests/TestSupport"),
    .testTarget(
      name: "ConsoleFormatTests", dependencies: ["DumpModel", "ConsoleFormat", "TestSupport"]),
    .testTarget(name: "XMLFormatTests", dependencies: ["DumpModel", "XMLFormat", "TestSupport"]),
    .testTarget(
      name: "JSONFormatTests",
      dependencies: ["DumpModel", "JSONFormat", "XMLFormat", "TestSupport"]),
    .testTarget(
      name: "HierarchyIOTests", dependencies: ["DumpModel", "HierarchyIO", "TestSupport"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(
      name: "SentryFormatTests",
      dependencies: ["DumpModel", "SentryFormat", "HierarchyIO", "TestSupport"]),
    .testTarget(
      name: "DumpModelTests", dependencies: ["DumpModel", "HierarchyIO", "TestSupport"]),
    .testTarget(
      name: "LayoutTests",
      dependencies: ["DumpModel", "Layout", "BarModel", "HierarchyIO", "TestSupport"]),
    .testTarget(
      name: "BarModelTests",
      dependencies: ["DumpModel", "BarModel", "Layout", "HierarchyIO", "TestSupport"]),
    .testTarget(
      name: "PatcherTests",
      dependencies: ["DumpModel", "Patcher", "Layout", "BarModel", "HierarchyIO", "TestSupport"]),
    .systemLibrary(
      name: "CLibPNG", path: "Tests/CLibPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]),
    .target(
      name: "PictureTestSupport",
      dependencies: ["DumpModel", "Pictures", "TestSupport", "CLibPNG", "CLibXML2"],
      path: "Tests/PictureTestSupport"),
    .testTarget(
      name: "PicturesTests",
      dependencies: ["DumpModel", "Pictures", "TestSupport", "PictureTestSupport"]),
    .testTarget(
      name: "BarPicturesTests",
      dependencies: [
        "DumpModel", "BarPictures", "LaidOut", "Pictures", "HierarchyIO", "TestSupport",
        "PictureTestSupport",
      ]),
    // The findings drawn on a bar picture (Audit's FindingsPicture) are tested here.
    .testTarget(
      name: "AuditTests",
      dependencies: [
        "Audit", "DumpModel", "HierarchyIO", "Patcher", "TestSupport", "LaidOut", "BarPictures",
        "Pictures", "PictureTestSupport", "BarModel", "Layout",
      ],
      exclude: ["SARIF"]),
    .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
    .testTarget(name: "FileSafetyTests", dependencies: ["FileSafety"]),
    .testTarget(
      name: "GoldenTestingTests",
      dependencies: ["GoldenTesting", "InspectCLI", "TerminalOutput", "TestSupport"]),
    .testTarget(
      name: "InspectTests",
      dependencies: [
        "ArgumentParsing", "DumpModel", "ConsoleFormat", "InspectCLI", "HierarchyIO", "TestSupport",
        "Patcher", "Pictures", "TerminalOutput", "FileSafety", "Audit", "Layout",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
