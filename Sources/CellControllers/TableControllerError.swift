/// A change a ``TableController`` cannot make.
///
/// ```swift
/// do { try controller.setRowData("42", at: path) }
/// catch let error as TableControllerError { print(error) }
/// // row [0, 0] (ScoreRow) shows Int data; cannot set it to a value of type String
/// ```
public enum TableControllerError: Error, Equatable, CustomStringConvertible {
    /// ``TableController/setRowData(_:at:)`` was given a value the row cannot show. `expected` is
    /// the row's data type, nil when the row's controller has no data to set (it is not a
    /// ``DataCellController``).
    case rowDataTypeMismatch(indexPath: TableIndexPath, controllerType: String, expected: String?, given: String)

    public var description: String {
        switch self {
        case .rowDataTypeMismatch(let indexPath, let controllerType, let expected?, let given):
            "row \(indexPath) (\(controllerType)) shows \(expected) data; cannot set it to a value of type \(given)"
        case .rowDataTypeMismatch(let indexPath, let controllerType, nil, let given):
            "row \(indexPath) (\(controllerType)) has no data to set (it is not a DataCellController); "
                + "given a value of type \(given)"
        }
    }
}
