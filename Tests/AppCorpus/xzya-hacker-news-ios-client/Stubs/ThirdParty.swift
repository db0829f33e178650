// Stand-in for the NSDate+TimeAgo pod's category method, as used by UserAboutNode.
import Foundation

extension NSDate {
    func timeAgo() -> String? {
        let seconds = max(0, Date().timeIntervalSince(self as Date))
        let days = Int(seconds / 86_400)
        if days >= 365 { return "\(days / 365) years ago" }
        if days >= 30 { return "\(days / 30) months ago" }
        if days >= 1 { return "\(days) days ago" }
        return "Just now"
    }
}
