import Foundation
import InspectCLI

exit(Inspect.run(arguments: Array(CommandLine.arguments.dropFirst())))
