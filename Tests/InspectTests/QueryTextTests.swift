import Testing

@testable import InspectCLI

/// `find` compares a query with every item's address and label without making a string
/// (`QueryText`): each comparison gives the answer of the `String` operation it stands for.
@Suite struct QueryTextTests {
  static let texts = [
    "0x7fb4d8e13ad0", "0X7FB4D8E13AD0", "0x7fb4d8e13ad", "", "Ünïcode", "ünïcode", "K", "\u{212A}",
    "a\r\nb", "LeadingBarGuide(0x7fb4d8c0c1e0)", "e\u{301}", "é", "Inbox", "in",
  ]

  @Test func lowercasedEqualsIsLowercasingThenEquality() {
    for text in Self.texts {
      for query in Self.texts {
        let lowered = query.lowercased()
        #expect(
          QueryText.lowercasedEquals(text, lowered) == (text.lowercased() == lowered),
          "'\(text)' against '\(lowered)'")
      }
    }
  }

  @Test func containsIsStringContains() {
    let parts = Self.texts + ["\r", "\n", "b", "Guide(", "0x7", "1e0)", "x", "\u{301}"]
    for text in Self.texts {
      for part in parts where !part.isEmpty {
        #expect(
          QueryText.contains(text, part) == text.contains(part), "'\(text)' contains '\(part)'")
      }
    }
  }

  @Test func theFastPathsAnswerForASCII() {
    #expect(QueryText.lowercasedEquals("0X7FB4D8E13AD0", "0x7fb4d8e13ad0"))
    #expect(!QueryText.lowercasedEquals("0X7FB4D8E13AD1", "0x7fb4d8e13ad0"))
    #expect(QueryText.contains("LeadingBarGuide(0x7fb4d8c0c1e0)", "BarGuide"))
    #expect(!QueryText.contains("LeadingBarGuide(0x7fb4d8c0c1e0)", "barguide"))
  }
}
