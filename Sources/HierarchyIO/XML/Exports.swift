// The model (docs/model.md) is this format's vocabulary: a module that imports XMLFormat sees
// it too.
@_exported import DumpModel
