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
