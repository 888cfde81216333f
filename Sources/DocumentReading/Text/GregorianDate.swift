/// A day in the proleptic Gregorian calendar (the one ISO 8601 uses, extended before 1582), with
/// exact conversion to and from days since 1970-01-01: StringCoding's dates and the archives' date
/// text (``ArchiveDateText``) both count days with it.
package struct GregorianDate: Equatable {
    package var year: Int
    package var month: Int
    package var day: Int

    package static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    package static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01. Counting years from March puts the leap day last, so each 400-year
    /// era has the same shape and the arithmetic needs no tables.
    package var daysSince1970: Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let marchMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * marchMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    package init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let marchMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * marchMonth + 2) / 5 + 1
        month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `2024-05-01T10:20:30`: the day and the time `second` seconds into it, the two parts joined by
    /// `separator`. A year outside 0000...9999 takes ISO 8601's expanded form, with a sign (`+12345`).
    package func text(secondOfDay second: Int, separator: String = "T") -> String {
        let sign = (0...9999).contains(year) ? "" : year < 0 ? "-" : "+"
        let date = [abs(year).zeroPadded(toWidth: 4), month.zeroPadded(toWidth: 2), day.zeroPadded(toWidth: 2)]
        let time = [second / 3600, second / 60 % 60, second % 60].map { $0.zeroPadded(toWidth: 2) }
        return sign + date.joined(separator: "-") + separator + time.joined(separator: ":")
    }
}
