/// One layer as the decoder sees it; a higher index wins.
enum DecodingLayer {
    case file(ConfigFileContent)
    case flat(FlatLayer)
}
