import BarModel
import DumpModel
import Foundation
import HierarchyIO
import Layout
import TestSupport
import Testing

@testable import LaidOut

/// `check` takes what the bar model read of the bars where reading the laid-out dump again
/// gives the same (`KeptBars`, docs/check.md "The bars, read once"): the structure it makes is
/// the structure read afresh, on every dump under Fixtures/ that holds a bar.
@Suite struct KeptBarsTests {
  /// Every dump under Fixtures/: the inputs, and the patched dumps the goldens hold.
  static func dumps() throws -> [(name: String, document: Document)] {
    var found: [(name: String, document: Document)] = []
    let folders = try FileManager.default.contentsOfDirectory(atPath: Repository.fixtures.path)
    for folder in folders.sorted() {
      let fixture = Fixture(folder)
      guard let files = try? FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
      else { continue }
      for file in files.sorted()
      where file.hasPrefix("input.") || (file.hasPrefix("expected") && file.hasSuffix(".xml")) {
        guard let data = try? fixture.data(file) else { continue }
        var warnings: [ReadWarning] = []
        guard
          let document = try? Document(
            data: data, source: "\(folder)/\(file)", format: InputFormat.detect(data),
            strict: false, warnings: &warnings)
        else { continue }
        found.append(("\(folder)/\(file)", document))
      }
    }
    return found
  }

  /// The dump as `check` lays it out when the model rebuilt an Auto Layout bar
  /// (`AuditArguments.laidOut`); nil otherwise (nothing is kept then).
  static func laidOut(_ document: Document, options: BarModelOptions) -> LaidOutDump? {
    guard let model = try? Bars.rebuild(document, options: options),
      model.bars.contains(where: { $0.isRebuilt && $0.frameBased == nil }),
      let result = try? AutoLayout.solve(
        model.document, roots: model.layoutRoots, scope: model.solveScope)
    else { return nil }
    return LaidOutDump(model: model, layout: result, source: "bar.xml")
  }

  @Test func theKeptStructureIsTheStructureRead() throws {
    var (dumps, families, contents) = (0, 0, 0)
    for (name, document) in try Self.dumps() {
      for options in [BarModelOptions(), BarModelOptions(os: "11"), BarModelOptions(os: "15")] {
        guard let dump = Self.laidOut(document, options: options), let kept = dump.keptBars
        else { continue }
        dumps += 1
        families += kept.guideChain.count
        contents += kept.contents.count
        if options.os != nil { #expect(kept.guideChain.isEmpty, "\(name)") }
        #expect(kept.parts == BarAnatomy.bars(in: dump.document), "\(name)")
        let read = BarStructure(dump.document)
        #expect(!read.bars.isEmpty, "\(name)")
        #expect(BarStructure(dump.document, kept: kept) == read, "\(name) \(options.os ?? "")")
      }
    }
    // The proof is tried on many dumps, and what it keeps is used: it cannot pass empty.
    #expect(dumps > 50)
    #expect(families > 50)
    #expect(contents > 50)
  }

  /// Once the document is edited, nothing kept is taken: the structure is read.
  @Test func anEditedDumpIsReadAgain() throws {
    let document = try fixtureDocument("ios11-beta-bar")
    let dump = try #require(Self.laidOut(document, options: BarModelOptions()))
    let kept = try #require(dump.keptBars)
    #expect(kept.holds(for: dump.document))
    var edited = dump.document
    let bar = try #require(BarStructure(edited).bars.first)
    // The bar's first item, recorded at another place: kept parts would still say it.
    let item = try #require(bar.items.first)
    edited.setFrame(Rect(x: 0, y: 0, width: 1, height: 1), of: .view(item.view))
    #expect(!kept.holds(for: edited))
    #expect(BarStructure(edited, kept: kept) == BarStructure(edited))
  }

  /// A view of a bar whose frame the layout filled in (a paste records few frames) keeps
  /// nothing of that bar: the beta's spacer and the items' order are read by their frames.
  @Test func aBarWithAFrameFilledInIsRead() throws {
    let document = try fixtureDocument("ios11-375-sample01-trace", input: "input.txt")
    let dump = try #require(Self.laidOut(document, options: BarModelOptions()))
    let kept = try #require(dump.keptBars)
    let model = try Bars.rebuild(document)
    var filled = 0
    for bar in model.bars {
      var view: ViewID? = nil
      dump.document.forEachView { candidate in
        guard view == nil, model.document[candidate].frame == nil,
          dump.document[candidate].frame != nil
        else { return }
        var current: ViewID? = candidate
        while let ancestor = current {
          if ancestor == bar.parts.root { view = candidate }
          current = dump.document.superview(of: ancestor)
        }
      }
      guard view != nil else { continue }
      filled += 1
      #expect(kept.guideChain[bar.parts.root] == nil)
      #expect(kept.contents[bar.parts.contentView] == nil)
    }
    #expect(filled > 0)
  }
}

extension KeptBarsTests {
  /// Sample 66's toolbar shows no generation of its own and takes its navigation bar's
  /// recognition (`Bars.rebuild`'s fallback): read afresh, it would show none, or the
  /// model's additions. Two bars of one recognition keep neither's family; their contents
  /// are kept.
  @Test(arguments: [
    ("sample66-ios13-back-button-push", "input.txt"),
    ("sentry-sample66-ios13-navbar", "input.json"),
  ])
  func aBarOfAnotherBarsRecognitionIsRecognisedAgain(fixture: String, input: String) throws {
    let document = try fixtureDocument(fixture, input: input)
    let model = try Bars.rebuild(document)
    let dump = try #require(Self.laidOut(document, options: BarModelOptions()))
    let kept = try #require(dump.keptBars)
    #expect(model.bars.map(\.parts.kind) == [.navigation, .toolbar])
    #expect(model.bars[0].recognition == model.bars[1].recognition)
    for bar in model.bars {
      #expect(kept.guideChain[bar.parts.root] == nil)
      #expect(kept.contents[bar.parts.contentView] != nil)
    }
    #expect(BarStructure(dump.document, kept: kept) == BarStructure(dump.document))
  }

  /// A bar inside another: a bar's rebuild writes into its own subtree, which is then inside
  /// the other's. Nothing but the bars is kept.
  @Test func aBarInsideAnotherKeepsNothing() throws {
    let inner = """
      <view class="UINavigationBar" address="0x11" frame="0 0; 100 44">
        <view class="_UINavigationBarContentView" address="0x12" frame="0 0; 100 44">
          <view class="_UIButtonBarStackView" address="0x13" frame="50 0; 44 44">
            <view class="_UIButtonBarButton" address="0x14" frame="0 0; 44 44"/>
          </view>
        </view>
      </view>
      """
    let xml = modernBar(items: ["0 0; 44 44"], extra: inner)
    let dump = try #require(Self.laidOut(try document(xml), options: BarModelOptions()))
    let kept = try #require(dump.keptBars)
    #expect(kept.parts.count == 2)
    #expect(kept.guideChain.isEmpty)
    #expect(kept.contents.isEmpty)
    #expect(BarStructure(dump.document, kept: kept) == BarStructure(dump.document))
  }
}

extension KeptBarsTests {
  /// `patch` checks the dump as read before the patch with the model's reading of it
  /// (`KeptBars(model:read:)`, docs/check.md "The dump as read"): the structure it makes is
  /// the structure read afresh, on every dump under Fixtures/; a paste the model put
  /// together anew (views printed one by one, a walk of a bar's subviews) keeps nothing.
  @Test func theDumpAsReadKeepsWhatTheModelRead() throws {
    var (dumps, families, contents, reassembled) = (0, 0, 0, 0)
    for (name, document) in try Self.dumps() {
      for options in [BarModelOptions(), BarModelOptions(os: "11"), BarModelOptions(os: "15")] {
        guard let model = try? Bars.rebuild(document, options: options), !model.bars.isEmpty
        else { continue }
        guard let kept = KeptBars(model: model, read: document) else {
          reassembled += 1
          #expect(
            model.document.viewCount != document.viewCount
              || document.viewIDs.contains {
                model.document.superview(of: $0) != document.superview(of: $0)
              }, "\(name)")
          continue
        }
        dumps += 1
        families += kept.guideChain.count
        contents += kept.contents.count
        #expect(kept.parts == BarAnatomy.bars(in: document), "\(name)")
        #expect(
          BarStructure(document, kept: kept) == BarStructure(document),
          "\(name) \(options.os ?? "")")
      }
    }
    #expect(dumps > 200)
    #expect(families > 100)
    #expect(contents > 100)
    #expect(reassembled > 0)
  }
}
