import AsyncDisplayKit
import UIKit

func makeCorpusNodes() -> [(String, ASDisplayNode)] {
    let badge = BadgeNode()
    badge.update(count: 3, showDot: false)

    let session = Session(sessionID: "s1", name: "Design Team")
    session.content = "Alex: the new mockups are in the shared folder"
    session.unreadCount = 3
    session.muted = true
    session.avatar = URL(string: "https://example.com/avatar/design-team.png")

    return [
        ("alexiscn-wechatswift/BadgeNode", badge),
        ("alexiscn-wechatswift/SessionCellNode", SessionCellNode(session: session)),
        ("alexiscn-wechatswift/MessageTimeNode", MessageTimeNode(timeString: "Yesterday 21:40", hideBackground: false)),
        ("alexiscn-wechatswift/ContactInfoCellNode", ContactInfoCellNode(info: .moments, isLastCell: false)),
        ("alexiscn-wechatswift/AddContactCellNode", AddContactCellNode(model: .scan)),
    ]
}
