/// The sample data: 100,000 generated contacts, Korean and Latin names, with a team each.
struct Contact: Sendable {
    let name: String
    let team: String
}

enum Contacts {
    static let families = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임"]
    static let given = ["민준", "서연", "도윤", "지우", "하준", "서윤", "시우", "지민", "주원", "하은"]
    static let latin = ["Alex", "Jordan", "Taylor", "Morgan", "Casey", "Riley", "Jamie", "Avery", "Quinn", "Drew"]
    static let teams = ["디자인", "Engineering", "마케팅", "Sales", "재무"]

    /// Contact number `index`, the same every run.
    static func contact(_ index: Int) -> Contact {
        let name = index % 3 == 0
            ? "\(latin[index % 10]) \(latin[(index / 10) % 10].prefix(1)). \(index)"
            : "\(families[index % 10])\(given[(index / 10) % 10]) \(index)"
        return Contact(name: name, team: teams[index % 5])
    }

    static let all: [Contact] = (0..<100_000).map(contact)
}
