import AsyncDisplayKit
import UIKit

func makeCorpusNodes() -> [(String, ASDisplayNode)] {
    let profile = ProfileInfoNodeModel(imageUrl: "https://avatars.githubusercontent.com/u/10639145?v=4", text: "apple")
    let model = RepositoryCellNodeModel(id: 44838949, profileInfo: profile, name: "swift",
                                        description: "The Swift Programming Language", rating: 65_432, language: "C++")
    let cell = RepositoryCellNode()
    cell.set(model: model)
    let info = ASProfileInfoNode()
    info.set(model: profile)
    let rating = ASRatingNode()
    rating.set(rating: 65_432)
    let language = ASLanguageNode()
    language.set(language: "Swift")
    let counter = ASInfoCounterNode()
    counter.set(imageType: .fork, number: 10_400, description: "forks")
    return [
        ("antonhse-githuber/RepositoryCellNode", cell),
        ("antonhse-githuber/ASProfileInfoNode", info),
        ("antonhse-githuber/ASRatingNode", rating),
        ("antonhse-githuber/ASLanguageNode", language),
        ("antonhse-githuber/ASInfoCounterNode", counter),
    ]
}
