import Foundation
import MontageGallery

exit(GalleryCommand.main(Array(CommandLine.arguments.dropFirst())))
