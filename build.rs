//! Deflates the picture fonts into the build's output folder: the program carries them at about
//! half their size and inflates them once, when it draws its first picture.

use std::path::PathBuf;

const FONTS: [&str; 2] = ["DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"];

fn main() {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    for name in FONTS {
        let source = format!("assets/fonts/{name}");
        println!("cargo:rerun-if-changed={source}");
        let font = std::fs::read(&source).unwrap_or_else(|e| panic!("{source}: {e}"));
        let deflated = miniz_oxide::deflate::compress_to_vec(&font, 10);
        let target = out.join(format!("{name}.deflate"));
        std::fs::write(&target, deflated).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
    }
    println!("cargo:rerun-if-changed=build.rs");
}
