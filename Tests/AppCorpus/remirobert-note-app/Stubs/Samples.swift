import AsyncDisplayKit
import UIKit

func makeCorpusNodes() -> [(String, ASDisplayNode)] {
    var today = DateData(day: 17, month: 9, year: 2017, dayModel: Day(numberPosts: 3))
    today.isCurrentDay = true
    let footer = FooterPostCellNode()
    footer.timeTextNode.attributedText = NSAttributedString(string: "2 hours ago", attributes: TextAttributes.footerDate)
    let edit = PostEditTextNode()
    edit.editNode.attributedText = NSAttributedString(string: "Walked along the canal this morning; the light was incredible.",
                                                      attributes: [.font: UIFont.systemFont(ofSize: 20)])
    return [
        ("remirobert-note-app/CalendarCellNode", CalendarCellNode(dateData: today)),
        ("remirobert-note-app/NumberPostDayNode", NumberPostDayNode(numberPost: 3)),
        ("remirobert-note-app/HeaderCellNode", HeaderCellNode(dateData: SectionCalendar(month: 9, year: 2017))),
        ("remirobert-note-app/FooterPostCellNode", footer),
        ("remirobert-note-app/PostEditTextNode", edit),
    ]
}
