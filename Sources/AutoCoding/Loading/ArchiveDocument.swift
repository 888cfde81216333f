import DocumentReading

/// What reading archive data gives: its value, the format it was in and, for a keyed archive, the
/// objects that `.uid` references in the value refer to, so that decoding can keep their identity.
struct ArchiveDocument {
    let value: ArchiveValue
    let format: ArchiveFormat
    let objects: [Int: ArchiveValue]

    init(_ value: ArchiveValue, _ format: ArchiveFormat) {
        self.value = value
        self.format = format
        objects = [:]
    }

    init(_ graph: KeyedArchiveGraph) {
        value = graph.root
        format = .keyedArchive
        objects = graph.objects
    }

    /// The decoder for the document, creating the shared registry's types; each object of a keyed
    /// archive becomes one instance, however many references it has.
    func decoder(limits: ArchiveLimits) -> ArchiveDecoder {
        var decoder = ArchiveDecoder.shared(for: format)
        if !objects.isEmpty {
            decoder.graph = ArchivedObjectGraph(objects: objects, maximumDepth: limits.maximumDepth)
        }
        return decoder
    }
}
