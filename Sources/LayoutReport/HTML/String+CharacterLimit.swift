extension String {
    /// True when the string has more than `limit` characters. Decided from its UTF-8 length when
    /// that is within the limit (a character takes at least one byte), so the common short string
    /// is never walked character by character; a long one is walked only to the limit.
    func hasMoreCharacters(than limit: Int) -> Bool {
        utf8.count > limit && !dropFirst(limit).isEmpty
    }
}
