import Glibc
import MontageGallery

// The raw argv: an argument that is not UTF-8 is a usage error (CommandLine.arguments would
// rewrite it with U+FFFD).
exit(GalleryCommand.main(argc: CommandLine.argc, argv: CommandLine.unsafeArgv))
