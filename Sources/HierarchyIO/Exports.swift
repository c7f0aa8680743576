// UIKit's console text (read and printed) lives in ConsoleFormat; re-exported while the
// commands reach every format through HierarchyIO (the DumpIO facade replaces this).
@_exported import ConsoleFormat
// The model (docs/model.md) is HierarchyIO's vocabulary: every module that reads or writes a
// dump sees it through this import, as it did when the model lived here.
@_exported import DumpModel
