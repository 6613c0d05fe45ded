import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The search of 100,000 names: the index finds exactly the names containing the query (any
/// case), a slice at a time, refining from the last result; typing filters the GtkListView,
/// highlights the match and counts.
final class SearchTests: MontageTestCase, @unchecked Sendable {
    /// The search's lowercase is `lowercased()`'s, byte for byte: on the fast path (ASCII,
    /// Hangul, punctuation) and on texts with case outside ASCII, which take the slow one.
    func testTheSearchLowercaseIsStringLowercased() {
        let texts = SampleNames.make(count: 3_000) + [
            "", "ABC xyz @[`{", "김민준 · Designer 12", "ÀÉÎ Straße", "İstanbul", "ΣΟΦΙΑ", "ＡＢＣ", "ㄱㄴ ＠ 「東京」 カナ",
            "µ · ¿Qué?", "Ǆ ǅ", "👩‍💻 Dev", "e\u{301}TÉ",
        ]
        for text in texts {
            var bytes: [UInt8] = []
            SearchLowercase.append(text, to: &bytes)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), text.lowercased(), text)
        }
        onMain {
            let index = SearchIndex(["ÉCOLE Paris", "école Lyon", "Straße"])
            index.setQuery("ÉCO")
            index.finish()
            XCTAssertEqual(index.results, [0, 1], "a query with case outside ASCII is lowered as the names are")
        }
    }

    func testTheIndexFindsEveryMatchASliceAtATime() {
        onMain {
            let names = SampleNames.make()
            XCTAssertEqual(names.count, 100_000)
            XCTAssertEqual(names, SampleNames.make(), "the same names on every run")
            XCTAssertTrue(names.contains { $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } })
            XCTAssertTrue(names.contains { $0.hasPrefix("Grace") })
            let index = SearchIndex(names)
            index.setQuery("KIM")
            XCTAssertFalse(index.step(limit: 10_000), "one slice is not the whole search")
            XCTAssertFalse(index.isComplete)
            index.finish()
            let expected = names.indices.filter { names[$0].lowercased().contains("kim") }
            XCTAssertEqual(index.results, expected)
            XCTAssertGreaterThan(expected.count, 1_000)
            index.setQuery("kim 1")  // refines the last result
            index.finish()
            XCTAssertEqual(index.results, names.indices.filter { names[$0].lowercased().contains("kim 1") })
            index.setQuery("이민")
            index.finish()
            XCTAssertEqual(index.results, names.indices.filter { names[$0].contains("이민") })
            index.setQuery("")
            XCTAssertEqual(index.results.count, 100_000)
            XCTAssertTrue(index.isComplete)
        }
    }

    /// The sample names are made and lowercased once per process: every index over them reads
    /// one corpus, and each keeps its own search.
    func testIndexesShareTheSampleCorpusAndKeepTheirOwnSearch() {
        onMain {
            let first = SearchIndex(.sample), second = SearchIndex(.sample)
            XCTAssertTrue(first.corpus === second.corpus)
            XCTAssertEqual(first.names, SampleNames.make())
            first.setQuery("grace")
            first.finish()
            XCTAssertEqual(first.results, first.names.indices.filter { first.names[$0].lowercased().contains("grace") })
            XCTAssertEqual(second.results.count, 100_000, "the other index still shows everyone")
            XCTAssertEqual(second.query, "")
        }
    }

    func testTypingFiltersHighlightsAndCounts() {
        onMain {
            Theme.register(stylesheet: ListBehaviorsCSS.rules, named: "list-behaviors")
            let screen = SearchScreen()
            let window = present(Build.vbox([screen.widget.expand(vertical: true)]), width: 420, height: 700)
            XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
            gtk_widget_grab_focus(screen.field.entry)
            XDoTool.type("grace", delay: 40)
            XCTAssertTrue(MainLoop.run(until: { screen.index.query == "grace" && !screen.isSearching }, timeout: 5))
            let expected = screen.index.names.filter { $0.lowercased().contains("grace") }.count
            XCTAssertEqual(screen.index.results.count, expected)
            XCTAssertTrue(MainLoop.run(until: { screen.list.count == expected }, timeout: 2), "the GtkListView holds the matches")
            let countText = String(cString: gtk_label_get_text(cast(screen.widget.descendant(SearchPart.matchCount)!)))
            XCTAssertEqual(countText, "\(expected.grouped)명")
            MainLoop.waitForFrames(window, 2)  // the list lays out its rows for the matches
            let shownTexts = { screen.list.widget.descendants { $0.isNamed(ListCellPart.label) && gtk_widget_get_mapped($0) != 0 }
                .map { String(cString: gtk_label_get_text(cast($0))) } }
            let labels = screen.list.widget.descendants { $0.isNamed(ListCellPart.label) && gtk_widget_get_mapped($0) != 0 }
            XCTAssertFalse(labels.isEmpty)
            XCTAssertTrue(shownTexts().allSatisfy { $0.lowercased().contains("grace") }, "\(shownTexts())")
            // The rows GtkListView keeps bound off screen show the new result when they come on
            // screen: scroll two screens down.
            let adjustment = gtk_scrollable_get_vadjustment(cast(screen.list.widget))!
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_page_size(adjustment) * 2)
            MainLoop.waitForFrames(window, 2)
            XCTAssertFalse(shownTexts().isEmpty)
            XCTAssertTrue(shownTexts().allSatisfy { $0.lowercased().contains("grace") }, "\(shownTexts())")
            gtk_adjustment_set_value(adjustment, 0)
            MainLoop.waitForFrames(window, 2)
            for label in labels.prefix(5) {
                let text = String(cString: gtk_label_get_text(cast(label)))
                XCTAssertTrue(text.hasPrefix("Grace"), text)
                XCTAssertNotNil(gtk_label_get_attributes(cast(label)), "\(text): the match is set in bold")
            }
        }
    }
}
