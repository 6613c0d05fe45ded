import GalleryTestSupport

final class FilePathTests: XCTestCase {
    func testJoinParentAndLastComponent() {
        XCTAssertEqual(FilePath.join("shots", "a.png"), "shots/a.png")
        XCTAssertEqual(FilePath.join("shots/", "a.png"), "shots/a.png")
        XCTAssertEqual(FilePath.join("", "a.png"), "a.png")
        XCTAssertEqual(FilePath.parent("shots/a.png"), "shots")
        XCTAssertEqual(FilePath.parent("/tmp/x/"), "/tmp")
        XCTAssertEqual(FilePath.parent("/a.png"), "/")
        XCTAssertEqual(FilePath.parent("a.png"), "")
        XCTAssertEqual(FilePath.lastComponent("https://host/images/photo.jpg"), "photo.jpg")
        XCTAssertEqual(FilePath.lastComponent("photo.jpg"), "photo.jpg")
    }
}
