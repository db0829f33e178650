import AsyncDisplayKit

/// A cell wired as app code wires it, with `#selector` and `@objc` (compiled through the
/// TextureSourceAdapter plugin, unchanged).
final class FollowCellNode: ASCellNode {
    let followButton = ASButtonNode()
    let muteSwitch = UISwitch()
    private(set) var taps: [String] = []

    override init() {
        super.init()
        followButton.setTitle("Follow", with: UIFont.systemFont(ofSize: 14), with: .blue, for: .normal)
        followButton.addTarget(self, action: #selector(didTapFollow), forControlEvents: .touchUpInside)
        followButton.addTarget(self, action: #selector(didTouchDown(_:)), forControlEvents: .touchDown)
        followButton.addTarget(self, action: #selector(FollowCellNode.didTapWithEvent(_:event:)), forControlEvents: .touchUpInside)
        muteSwitch.addTarget(self, action: #selector(self.didToggle(_:)), for: .valueChanged)
        addSubnode(followButton)
    }

    @objc private func didTapFollow() {
        taps.append("follow")
    }

    @objc(touchDown:)
    func didTouchDown(_ sender: ASButtonNode) {
        taps.append("down \(sender === followButton)")
    }

    @objc func didTapWithEvent(_ sender: ASButtonNode, event: UIEvent?) {
        taps.append("event \(event != nil)")
    }

    @objc func didToggle(_ sender: UISwitch) {
        taps.append("toggle \(sender.isOn)")
    }
}
