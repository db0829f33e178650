// Stand-ins for remirobert/Note-app's own types used by the corpus node files
// (Style/TextAttributes.swift, Screens/Calendar/Models/DateData.swift, SectionCalendar.swift,
// Domain/Entities/Day.swift, Screens/Post/Texture/PostViewController.swift).
// Attribute dictionaries are typed `[NSAttributedString.Key: Any]` (the Swift 3 app used `[String: Any]`).
import Foundation
import UIKit

class TextAttributes {
    private static func centered(_ alignment: NSTextAlignment) -> NSMutableParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        return style
    }

    static var footerDate: [NSAttributedString.Key: Any] {
        return [.paragraphStyle: centered(.left), .foregroundColor: UIColor.darkGray, .font: UIFont.boldSystemFont(ofSize: 15)]
    }

    static var calendarHeader: [NSAttributedString.Key: Any] {
        return [.paragraphStyle: centered(.right), .foregroundColor: UIColor.black, .font: UIFont.systemFont(ofSize: 25, weight: .heavy)]
    }

    static var numberPostDay: [NSAttributedString.Key: Any] {
        return [.paragraphStyle: centered(.center), .foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 15, weight: .black)]
    }

    static var calendarDay: [NSAttributedString.Key: Any] {
        return [.paragraphStyle: centered(.center), .foregroundColor: UIColor.black, .font: UIFont.systemFont(ofSize: 18, weight: .heavy)]
    }
}

public struct Day {
    public let date: Date
    public let id: String
    public let numberPosts: Int

    public init(id: String = UUID().uuidString, date: Date = Date(), numberPosts: Int = 0) {
        self.id = id
        self.date = date
        self.numberPosts = numberPosts
    }
}

struct DateData {
    let dayModel: Day?
    let day: Int
    let month: Int
    let year: Int
    var isCurrentDay: Bool = false

    init(day: Int = 0, month: Int, year: Int, dayModel: Day? = nil) {
        self.dayModel = dayModel
        self.day = day
        self.month = month
        self.year = year
    }
}

class SectionCalendar {
    let month: Int
    let year: Int
    private(set) var days = [DateData]()

    init(month: Int, year: Int) {
        self.month = month
        self.year = year
    }
}

protocol CellContentUpdateDelegate: class {
    func didUpdateContent()
}
