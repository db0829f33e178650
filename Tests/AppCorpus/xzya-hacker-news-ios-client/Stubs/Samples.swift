import AsyncDisplayKit
import UIKit

func makeCorpusNodes() -> [(String, ASDisplayNode)] {
    let user = User()
    user.id = "pg"
    user.karma = 157_316
    user.created = 1_160_418_092
    return [
        ("xzya-hacker-news-ios-client/StoryTypeNode", StoryTypeNode(withTitle: "Top Stories")),
        ("xzya-hacker-news-ios-client/HNOptionHeaderNode", HNOptionHeaderNode(withTitle: "Theme")),
        ("xzya-hacker-news-ios-client/HNOptionActionNode", HNOptionActionNode(optionType: WebOptionType.cancel)),
        ("xzya-hacker-news-ios-client/UserAboutNode", UserAboutNode(withUser: user)),
    ]
}
