import ArgumentParser
import Foundation
import ViperTooling

/// Prints a refusal to standard error as `viper: error: ...` and returns the exit code to
/// throw, so every subcommand reports errors the same way.
func refuse(_ error: GeneratorError) -> ExitCode {
  var standardError = StandardError()
  print("viper: error: \(error.message)", to: &standardError)
  return ExitCode(error.exitCode)
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}
