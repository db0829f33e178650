// Stand-ins for kiethandsome/LouStagram's own types used by the corpus node files
// (Models/Post.swift, Models/User.swift, Extension/UIFont+Utility.swift).
import Foundation
import UIKit

extension UIFont {
    static var mgRegular: UIFont {
        return UIFont(name: "OpenSans-Bold", size: 16) ?? .boldSystemFont(ofSize: 16)
    }
}

class User: NSObject {
    var isFollowed = false
    var followerCount: Int?
    var followingCount: Int?
    var postCount: Int?
    let uid: String
    let username: String

    private static var _currentUser: User? = User(uid: "u1", username: "kiet.nguyen")

    static var current: User {
        guard let currentUser = _currentUser else { fatalError("Error: current user doesnt exsist") }
        return currentUser
    }

    static func setCurrent(_ user: User) { _currentUser = user }

    init(uid: String, username: String) {
        self.uid = uid
        self.username = username
        super.init()
    }
}

class Post {
    var likeCount: Int
    let poster: User
    var isLiked = false
    var key: String?
    let imageURL: String
    let imageHeight: CGFloat
    let creationDate: Date

    init(imageURL: String, imageHeight: CGFloat, poster: User = User.current, likeCount: Int = 0, creationDate: Date = Date()) {
        self.imageURL = imageURL
        self.imageHeight = imageHeight
        self.poster = poster
        self.likeCount = likeCount
        self.creationDate = creationDate
    }
}
