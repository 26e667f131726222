//! The `invictus` command.

fn main() -> std::process::ExitCode {
    invictus::cli::main()
}
