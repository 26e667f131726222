//! The `invictus` command.

/// The bot allocates through mimalloc in every build: musl's allocator is slow under threads, and
/// glibc's keeps a load's peak in its arenas long after the load (`cargo bench --bench load`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    no_transparent_huge_pages();
    return_freed_memory_at_once();
    invictus::cli::main()
}

/// Transparent huge pages (2 MB) stay resident while any part of them is in use, so after a
/// load the allocator's freed pages would not go back to the system: 88 MB resident a minute
/// after the load bench against 46 MB without them (`cargo bench --bench load`). Turned off for
/// this process, whatever the system's setting (`always` on many distributions).
fn no_transparent_huge_pages() {
    #[cfg(target_os = "linux")]
    // SAFETY: PR_SET_THP_DISABLE only sets a flag of this process; its arguments are plain
    // integers. A kernel that does not know it returns an error, which changes nothing.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

/// mimalloc's defaults keep freed memory committed (an eagerly committed arena, a purge delay),
/// which doubles the bot's resident memory under load (`cargo bench --bench load`); these
/// settings give freed pages back to the system at once. mimalloc's own environment variables
/// (`MIMALLOC_ARENA_EAGER_COMMIT`, `MIMALLOC_PURGE_DELAY`) still win.
fn return_freed_memory_at_once() {
    use libmimalloc_sys::{mi_option_set, mi_option_t};
    // The numbers of `mi_option_arena_eager_commit`, `mi_option_purge_delay` and
    // `mi_option_allow_thp` in mimalloc.h (v2), which libmimalloc-sys does not name.
    const ARENA_EAGER_COMMIT: mi_option_t = 4;
    const PURGE_DELAY: mi_option_t = 15;
    const ALLOW_THP: mi_option_t = 37;
    for (option, variable) in [
        (ARENA_EAGER_COMMIT, "MIMALLOC_ARENA_EAGER_COMMIT"),
        (PURGE_DELAY, "MIMALLOC_PURGE_DELAY"),
        (ALLOW_THP, "MIMALLOC_ALLOW_THP"),
    ] {
        if std::env::var_os(variable).is_none() {
            // SAFETY: mimalloc's option setters only store the option's value; this runs first
            // in main, before any other thread exists.
            unsafe { mi_option_set(option, 0) };
        }
    }
}
