// HierarchyIO is the facade over every format (docs/model.md): a module that reads or writes
// dumps imports it and sees the model and each format's entry points through it.
@_exported import ConsoleFormat
@_exported import DumpModel
@_exported import JSONFormat
@_exported import XMLFormat
