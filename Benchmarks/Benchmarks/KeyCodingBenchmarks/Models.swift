import KeyCoding

// A document three structs deep: the three-step path `page.margins.top` writes two structs back.
@Keyed struct Document {
    var title = ""
    var revision = 0
    var page = Page()
}

@Keyed struct Page {
    var number = 1
    var margins = Margins()
}

@Keyed struct Margins {
    var top = 0.0
    var bottom = 0.0
}

// A hundred thousand lines for `@sum`, against a `reduce` over the same key path.
@Keyed struct Ledger {
    var lines: [LedgerLine] = []

    static var hundredThousandLines: Ledger {
        Ledger(lines: (0..<100_000).map { LedgerLine(amount: Double($0 % 100)) })
    }
}

@Keyed struct LedgerLine {
    var amount = 0.0
}
