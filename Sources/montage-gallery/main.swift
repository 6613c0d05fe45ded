import Glibc
import MontageGallery

exit(GalleryCommand.main(Array(CommandLine.arguments.dropFirst())))
