import AsyncDisplayKit
import UIKit

func makeCorpusNodes() -> [(String, ASDisplayNode)] {
    let post = Post(imageURL: "https://example.com/p/1.jpg", imageHeight: 375, likeCount: 128,
                    creationDate: Date(timeIntervalSince1970: 1_513_000_000))
    post.isLiked = true
    let friend = FindFriendCell()
    friend.usernameNode.attributedText = NSAttributedString(string: "linh.tran", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
    return [
        ("kiethandsome-loustagram/FindFriendCell", friend),
        ("kiethandsome-loustagram/PostActionCell", PostActionCell(post: post)),
        ("kiethandsome-loustagram/PostHeaderCell", PostHeaderCell()),
    ]
}
