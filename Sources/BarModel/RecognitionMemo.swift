import DumpModel

/// Recognitions already made, by bar root and the document's revision: a recognition reads
/// nothing but the document, so the one made for a root of the same revision is the same.
/// A paste's bar items and stacks printed alone all have its log root as their bar (every
/// log's views are under it), and each of them scanned the whole paste again, twice: the
/// quadratic half of `layout` of 10 MB of console text (Benchmarks/pastebench).
struct RecognitionMemo: Sendable {
  private var made: [ViewID: (revision: DocumentRevision, recognition: Recognition)] = [:]
  /// What the bars' classes show, asked once a class (`ClassSignMemo`).
  private var classes = ClassSignMemo()

  /// `Recognition.recognise(root, in: document, os: os)`; `os` is the same for every call.
  mutating func recognise(_ root: ViewID, in document: Document, os: String?) -> Recognition {
    if let kept = made[root], kept.revision == document.revision { return kept.recognition }
    let recognition = Recognition.recognised(Scan(root, in: document, classes: &classes), os: os)
    made[root] = (document.revision, recognition)
    return recognition
  }
}
