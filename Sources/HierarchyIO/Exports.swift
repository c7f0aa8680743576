// The model (docs/model.md) is HierarchyIO's vocabulary: every module that reads or writes a
// dump sees it through this import, as it did when the model lived here.
@_exported import DumpModel
