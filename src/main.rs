//! The `invictus` command.

/// The bot allocates through mimalloc in every build: musl's allocator is slow under threads, and
/// glibc's keeps a load's peak in its arenas long after the load (`cargo bench --bench load`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    return_freed_memory_at_once();
    invictus::cli::main()
}

/// mimalloc's defaults keep freed memory committed (an eagerly committed arena, a purge delay),
/// which doubles the bot's resident memory under load (`cargo bench --bench load`); these
/// settings give freed pages back to the system at once. mimalloc's own environment variables
/// (`MIMALLOC_ARENA_EAGER_COMMIT`, `MIMALLOC_PURGE_DELAY`) still win.
fn return_freed_memory_at_once() {
    use libmimalloc_sys::{mi_option_set, mi_option_t};
    // The numbers of `mi_option_arena_eager_commit` and `mi_option_purge_delay` in mimalloc.h
    // (v2), which libmimalloc-sys does not name.
    const ARENA_EAGER_COMMIT: mi_option_t = 4;
    const PURGE_DELAY: mi_option_t = 15;
    for (option, variable) in [
        (ARENA_EAGER_COMMIT, "MIMALLOC_ARENA_EAGER_COMMIT"),
        (PURGE_DELAY, "MIMALLOC_PURGE_DELAY"),
    ] {
        if std::env::var_os(variable).is_none() {
            // SAFETY: mimalloc's option setters only store the option's value; this runs first
            // in main, before any other thread exists.
            unsafe { mi_option_set(option, 0) };
        }
    }
}
