import KeyCoding

@Keyed struct Line { var item = ""; var price = 0.0; var discount: Double? = nil }
@Keyed final class Order {
    var lines = [
        Line(item: "pear", price: 1.5, discount: 0.3), Line(item: "apple", price: 0.5),
        Line(item: "pear", price: 2.5),
    ]
}

let order = Order()
let total = try order.value(forKeyPath: "lines.@sum.price")                    // Double: 4.5
let mean = try order.value(forKeyPath: "lines.@avg.discount")                 // Double: 0.1 (nil counts as 0)
let dearest = try order.value(forKeyPath: "lines.@max.price")                 // Double: 2.5, the value itself
let items = try order.value(forKeyPath: "lines.@distinctUnionOfObjects.item") // [Any]: ["pear", "apple"]
let prices = try order.value(forKeyPath: "lines.price.@min")                  // Double: 0.5
do {
    _ = try order.value(forKeyPath: "lines.@sum.item")
} catch {
    print(error)   // Prints ""@sum" in key path "lines.@sum.item" needs numbers (integers or floating-point values), but got a value of type String"
}
// snippet.hide
precondition(total as? Double == 4.5, "\(String(describing: total))")
precondition(abs((mean as? Double ?? 0) - 0.1) < 1e-12, "\(String(describing: mean))")
precondition(dearest as? Double == 2.5, "\(String(describing: dearest))")
precondition(items as? [String] == ["pear", "apple"], "\(String(describing: items))")
precondition(prices as? Double == 0.5, "\(String(describing: prices))")
