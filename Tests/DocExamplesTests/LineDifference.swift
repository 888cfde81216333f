/// The lines that differ between what was expected and what was found, as a person reads a diff:
/// `- ` for an expected line that is missing, `+ ` for a line found instead, `  ` for lines both
/// have. Blocks and outputs are short, so the longest common subsequence is found directly.
func lineDifference(expected: [String], actual: [String]) -> String {
    let (n, m) = (expected.count, actual.count)
    var common = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            common[i][j] =
                expected[i] == actual[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    var lines: [String] = []
    var (i, j) = (0, 0)
    while i < n || j < m {
        if i < n, j < m, expected[i] == actual[j] {
            lines.append("  " + expected[i])
            (i, j) = (i + 1, j + 1)
        } else if j < m, i == n || common[i][j + 1] >= common[i + 1][j] {
            lines.append("+ " + actual[j])
            j += 1
        } else {
            lines.append("- " + expected[i])
            i += 1
        }
    }
    return lines.joined(separator: "\n")
}
