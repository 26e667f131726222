//! Deflates the picture fonts and the language catalogs into the build's output folder: the
//! program carries them at about half (the catalogs a quarter) of their size and inflates each
//! once, when it first draws a picture or says something.

use std::path::PathBuf;

const FONTS: [&str; 2] = ["DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"];
/// The language catalogs (`src/kit/lang.rs` lists the same codes).
const CATALOGS: [&str; 3] = ["en", "fr", "cs"];

fn main() {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let sources = FONTS
        .iter()
        .map(|name| (format!("assets/fonts/{name}"), format!("{name}.deflate")))
        .chain(
            CATALOGS
                .iter()
                .map(|code| (format!("locales/{code}.ftl"), format!("{code}.ftl.deflate"))),
        );
    for (source, name) in sources {
        println!("cargo:rerun-if-changed={source}");
        let bytes = std::fs::read(&source).unwrap_or_else(|e| panic!("{source}: {e}"));
        let deflated = miniz_oxide::deflate::compress_to_vec(&bytes, 10);
        let target = out.join(name);
        std::fs::write(&target, deflated).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
    }
    println!("cargo:rerun-if-changed=build.rs");
}
