//! The renderer every picture goes through: SVG to pixels with resvg and the DejaVu fonts shipped
//! in `assets/fonts` (so that a picture is the same on every machine), PNG encoding (RGBA, or a
//! palette for large flat drawings), and text drawn from sprites kept between pictures.

use resvg::{tiny_skia, usvg};
use std::sync::{Arc, OnceLock};

/// The fonts every picture is drawn with (DejaVu Sans Condensed, regular and bold; Bitstream
/// Vera licence, `assets/fonts/LICENSE-DejaVu.txt`), as the build deflated them (`build.rs`):
/// the shipping binary carries them at about half their size.
const FONT_REGULAR: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/DejaVuSansCondensed.ttf.deflate"));
const FONT_BOLD: &[u8] = include_bytes!(concat!(
    env!("OUT_DIR"),
    "/DejaVuSansCondensed-Bold.ttf.deflate"
));

/// A font as the build deflated it, inflated; empty (text is then left out of pictures, and
/// said in the log) if it cannot be, which a build of this program does not produce.
fn inflated(font: &[u8]) -> Vec<u8> {
    miniz_oxide::inflate::decompress_to_vec(font).unwrap_or_else(|e| {
        tracing::error!(error = ?e, "a picture font cannot be inflated");
        Vec::new()
    })
}
pub const FONT_FAMILY: &str = "DejaVu Sans";

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("the drawing is not valid SVG: {0}")]
    Svg(String),
    #[error("cannot allocate a {0}×{1} picture")]
    Size(u32, u32),
    #[error("cannot encode the PNG: {0}")]
    Png(String),
}

/// A rendered picture.
#[derive(Clone, Debug)]
pub struct Png {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// The fonts, loaded once.
fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut db = usvg::fontdb::Database::new();
        db.load_font_data(inflated(FONT_REGULAR));
        db.load_font_data(inflated(FONT_BOLD));
        usvg::Options {
            font_family: FONT_FAMILY.to_string(),
            fontdb: Arc::new(db),
            ..usvg::Options::default()
        }
    })
}

/// Renders an SVG drawing (as made here) to PNG.
pub fn render_png(svg: &str) -> Result<Png, PictureError> {
    let pixmap = render_pixmap(svg)?;
    let bytes = encode(&pixmap)?;
    Ok(Png {
        bytes,
        width: pixmap.width(),
        height: pixmap.height(),
    })
}

/// Renders an SVG drawing to an indexed-colour PNG: the drawing's colours (at most 256, the
/// most frequent ones; the rare anti-aliased edge shades go to their nearest) in a palette, one
/// byte a pixel. For large flat-coloured drawings (the Tactica map) this is several times
/// smaller and quicker to compress than RGBA, and looks the same.
pub fn render_png_indexed(svg: &str) -> Result<Png, PictureError> {
    let pixmap = render_pixmap(svg)?;
    let bytes = encode_indexed(&pixmap)?;
    Ok(Png {
        bytes,
        width: pixmap.width(),
        height: pixmap.height(),
    })
}

/// A drawing rendered to pixels, to be drawn over (see `render_png_indexed_over`).
pub type Pixmap = tiny_skia::Pixmap;

/// Renders an SVG drawing to pixels.
pub fn render_pixmap(svg: &str) -> Result<Pixmap, PictureError> {
    let tree = parse(svg)?;
    let size = tree.size().to_int_size();
    let (width, height) = (size.width(), size.height());
    let mut pixmap =
        tiny_skia::Pixmap::new(width, height).ok_or(PictureError::Size(width, height))?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    Ok(pixmap)
}

fn parse(svg: &str) -> Result<usvg::Tree, PictureError> {
    usvg::Tree::from_str(svg, options()).map_err(|e| PictureError::Svg(e.to_string()))
}

/// Renders a layer (its SVG shapes, then its labels) over a copy of `base` (a layer kept from an
/// earlier rendering, of the same size) to an indexed-colour PNG. `open` is the drawing's `<svg>`
/// tag. The labels are drawn from sprites kept between pictures, so that text already drawn once
/// costs a copy instead of a layout.
pub fn render_png_indexed_over(
    base: &Pixmap,
    open: &str,
    layer: &Layer,
) -> Result<Png, PictureError> {
    let mut svg = String::with_capacity(open.len() + layer.shapes.len() + 8);
    svg.push_str(open);
    svg.push_str(&layer.shapes);
    svg.push_str("</svg>\n");
    let tree = parse(&svg)?;
    let size = tree.size().to_int_size();
    if (size.width(), size.height()) != (base.width(), base.height()) {
        return Err(PictureError::Size(size.width(), size.height()));
    }
    let mut pixmap = base.clone();
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    draw_labels(&mut pixmap, &layer.labels)?;
    let bytes = encode_indexed(&pixmap)?;
    Ok(Png {
        bytes,
        width: pixmap.width(),
        height: pixmap.height(),
    })
}

/// Where a label's point is on its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    fn svg(self) -> &'static str {
        match self {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        }
    }
}

/// One line of text: its point (on the baseline, at its anchor), size, colour and weight.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub x: f32,
    pub y: f32,
    pub size: f32,
    pub fill: String,
    pub bold: bool,
    pub anchor: Anchor,
    pub text: String,
}

impl Label {
    /// The label as an SVG `<text>` element.
    pub fn write_svg(&self, out: &mut String) {
        use std::fmt::Write;
        let weight = if self.bold {
            r#" font-weight="bold""#
        } else {
            ""
        };
        let anchor = match self.anchor {
            Anchor::Start => String::new(),
            other => format!(r#" text-anchor="{}""#, other.svg()),
        };
        let _ = writeln!(
            out,
            r#"<text x="{:.1}" y="{:.1}" font-size="{:.1}" fill="{}"{weight}{anchor}>{}</text>"#,
            self.x,
            self.y,
            self.size,
            esc(&self.fill),
            esc(&self.text)
        );
    }
}

/// A drawing in two parts: its shapes as SVG elements, and its text drawn over them.
#[derive(Clone, Debug, Default)]
pub struct Layer {
    pub shapes: String,
    pub labels: Vec<Label>,
}

impl std::fmt::Write for Layer {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.shapes.push_str(s);
        Ok(())
    }
}

impl Layer {
    pub fn push_str(&mut self, s: &str) {
        self.shapes.push_str(s);
    }

    pub fn label(&mut self, label: Label) {
        self.labels.push(label);
    }

    /// The layer as SVG elements: its shapes, then its text.
    pub fn write_svg(&self, out: &mut String) {
        out.push_str(&self.shapes);
        for label in &self.labels {
            label.write_svg(out);
        }
    }
}

/// A word rendered once: its pixels, where their top-left corner lies from the word's point,
/// and its advance (from its point to where the next glyph would start).
struct Sprite {
    pixels: Option<Pixmap>,
    dx: i32,
    dy: i32,
    advance: f32,
}

type SpriteKey = (String, u32, String, bool);

/// The sprites kept: words repeat from one picture to the next (unit codes, strengths, names,
/// numbers), and a picture's few new ones are laid out once. The oldest go past this many, or
/// past this many bytes of pixels.
const SPRITES_KEPT: usize = 4096;
const SPRITE_BYTES_KEPT: usize = 4 << 20;

/// The sprite of one word of a label.
fn sprite(label: &Label, word: &str) -> Result<Arc<Sprite>, PictureError> {
    use crate::kit::kept::Kept;
    use std::sync::Mutex;
    static SPRITES: OnceLock<Mutex<Kept<SpriteKey, Arc<Sprite>>>> = OnceLock::new();
    let sprites = SPRITES.get_or_init(|| Mutex::new(Kept::new(SPRITES_KEPT, SPRITE_BYTES_KEPT)));
    let key: SpriteKey = (
        word.to_string(),
        label.size.to_bits(),
        label.fill.clone(),
        label.bold,
    );
    if let Some(found) = sprites.lock().ok().and_then(|s| s.get(&key).cloned()) {
        return Ok(found);
    }
    // The word twice: from its start at the origin, and ending there but far below. The two
    // inks' left edges are the word's advance apart. Only the first lies on the sprite.
    let mut svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" font-family="{FONT_FAMILY}">"#
    );
    let at = |y: f32, anchor: Anchor| Label {
        x: 0.0,
        y,
        anchor,
        text: word.to_string(),
        ..label.clone()
    };
    at(0.0, Anchor::Start).write_svg(&mut svg);
    at(4096.0, Anchor::End).write_svg(&mut svg);
    svg.push_str("</svg>");
    let tree = parse(&svg)?;
    let children = tree.root().children();
    let (Some(start), Some(end)) = (children.first(), children.get(1)) else {
        return Err(PictureError::Svg(format!("no text laid out for {word:?}")));
    };
    let bounds = start.abs_stroke_bounding_box();
    let advance = (bounds.left() - end.abs_stroke_bounding_box().left()).max(0.0);
    let made = if bounds.width() > 0.0 && bounds.height() > 0.0 {
        let (left, top) = (bounds.left().floor() - 1.0, bounds.top().floor() - 1.0);
        let width = (bounds.right().ceil() + 1.0 - left) as u32;
        let height = (bounds.bottom().ceil() + 1.0 - top) as u32;
        let mut pixels =
            tiny_skia::Pixmap::new(width, height).ok_or(PictureError::Size(width, height))?;
        resvg::render(
            &tree,
            tiny_skia::Transform::from_translate(-left, -top),
            &mut pixels.as_mut(),
        );
        Sprite {
            pixels: Some(pixels),
            dx: left as i32,
            dy: top as i32,
            advance,
        }
    } else {
        Sprite {
            pixels: None,
            dx: 0,
            dy: 0,
            advance,
        }
    };
    let made = Arc::new(made);
    if let Ok(mut sprites) = sprites.lock() {
        let bytes = made.pixels.as_ref().map_or(0, |p| p.data().len()) + key.0.len() + 64;
        sprites.insert(key, made.clone(), bytes);
    }
    Ok(made)
}
/// The width of a space in a label's font: "x x" less "xx".
fn space_advance(label: &Label) -> Result<f32, PictureError> {
    Ok((sprite(label, "x x")?.advance - sprite(label, "xx")?.advance).max(0.0))
}

/// Draws labels word by word from sprites: a word drawn once costs a copy afterwards, however
/// the numbers around it change. Words are set as the font sets them (each word's advance and a
/// space between), and labels anchored as in SVG; each word lands on a whole pixel.
pub fn draw_labels(pixmap: &mut Pixmap, labels: &[Label]) -> Result<(), PictureError> {
    let mut words: Vec<(Arc<Sprite>, f32)> = Vec::new();
    for label in labels {
        words.clear();
        let space = if label.text.contains(' ') {
            space_advance(label)?
        } else {
            0.0
        };
        // Each word's point from the label's start, and the label's whole advance.
        let mut width = 0.0;
        for (i, word) in label.text.split(' ').enumerate() {
            if i > 0 {
                width += space;
            }
            if word.is_empty() {
                continue;
            }
            let sprite = sprite(label, word)?;
            let advance = sprite.advance;
            words.push((sprite, width));
            width += advance;
        }
        let shift = match label.anchor {
            Anchor::Start => 0.0,
            Anchor::Middle => -width / 2.0,
            Anchor::End => -width,
        };
        for (sprite, at) in &words {
            if let Some(pixels) = &sprite.pixels {
                pixmap.draw_pixmap(
                    (label.x + shift + at).round() as i32 + sprite.dx,
                    label.y.round() as i32 + sprite.dy,
                    pixels.as_ref(),
                    &tiny_skia::PixmapPaint::default(),
                    tiny_skia::Transform::identity(),
                    None,
                );
            }
        }
    }
    Ok(())
}

/// A hasher for colours (a `u32` each): one multiplication, where the standard hasher's
/// resistance to crafted keys is not needed.
#[derive(Default)]
struct ColourHasher(u64);

impl std::hash::Hasher for ColourHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u32(b as u32 ^ (self.0 as u32).rotate_left(8));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.0 = (n as u64 ^ 0x9e37_79b9)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(29);
    }
}

type ColourMap<V> = std::collections::HashMap<u32, V, std::hash::BuildHasherDefault<ColourHasher>>;

/// The palette and the pixels as palette indices (see `render_png_indexed`).
fn encode_indexed(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, PictureError> {
    let pixels: &[[u8; 4]] = bytemuck_pixels(pixmap.data());
    // The picture as runs of one colour (RGB, the background being opaque): a flat picture has
    // few, and both passes below go run by run.
    let mut runs: Vec<(u32, u32)> = Vec::with_capacity(pixels.len() / 16);
    let bytes = pixmap.data();
    let pixel = |i: usize| u32::from_ne_bytes(pixels[i]);
    // Four pixels of the run's colour, to compare four at a time along long runs.
    let four = |i: usize| {
        bytes
            .get(4 * i..4 * i + 16)
            .and_then(|b| <[u8; 16]>::try_from(b).ok())
            .map(u128::from_ne_bytes)
    };
    let mut start = 0;
    while start < pixels.len() {
        let colour = pixel(start);
        let pattern = colour as u128 * 0x0000_0001_0000_0001_0000_0001_0000_0001;
        let mut end = start + 1;
        while four(end) == Some(pattern) {
            end += 4;
        }
        while end < pixels.len() && pixel(end) == colour {
            end += 1;
        }
        let [r, g, b, _] = pixels[start];
        runs.push((u32::from_be_bytes([r, g, b, 0]), (end - start) as u32));
        start = end;
    }
    let mut counts: ColourMap<u32> = ColourMap::default();
    for &(colour, length) in &runs {
        *counts.entry(colour).or_insert(0) += length;
    }
    let mut by_count: Vec<(u32, u32)> = counts.iter().map(|(&c, &n)| (c, n)).collect();
    by_count.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    by_count.truncate(256);
    let palette: Vec<u32> = by_count.iter().map(|&(c, _)| c).collect();
    let rgb = |c: u32| {
        [
            (c >> 24) as i32,
            ((c >> 16) & 0xff) as i32,
            ((c >> 8) & 0xff) as i32,
        ]
    };
    let index: ColourMap<u8> = palette
        .iter()
        .enumerate()
        .map(|(i, &c)| (c, i as u8))
        .collect();
    // A colour outside the palette (an anti-aliased edge's shade) goes to the palette colour
    // nearest the middle of its cell of 32 levels a channel, found once per cell.
    let mut nearest: ColourMap<u8> = ColourMap::default();
    let mut indexed = Vec::with_capacity(pixels.len());
    for &(colour, length) in &runs {
        let at = match index.get(&colour) {
            Some(&at) => at,
            None => {
                let cell = colour & 0xf8f8_f800;
                *nearest.entry(cell).or_insert_with(|| {
                    let [r, g, b] = rgb(cell | 0x0404_0400);
                    let mut best = (i32::MAX, 0u8);
                    for (i, &c) in palette.iter().enumerate() {
                        let [pr, pg, pb] = rgb(c);
                        let d = (r - pr).pow(2) + (g - pg).pow(2) + (b - pb).pow(2);
                        if d < best.0 {
                            best = (d, i as u8);
                        }
                    }
                    best.1
                })
            }
        };
        indexed.resize(indexed.len() + length as usize, at);
    }
    let mut plte = Vec::with_capacity(palette.len() * 3);
    for &c in &palette {
        let [r, g, b] = rgb(c);
        plte.extend([r as u8, g as u8, b as u8]);
    }
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(plte);
        encoder.set_compression(png::Compression::Fast);
        encoder.set_filter(png::Filter::Up);
        let mut writer = encoder
            .write_header()
            .map_err(|e| PictureError::Png(e.to_string()))?;
        writer
            .write_image_data(&indexed)
            .map_err(|e| PictureError::Png(e.to_string()))?;
    }
    Ok(out)
}

/// RGBA bytes as pixels.
fn bytemuck_pixels(data: &[u8]) -> &[[u8; 4]] {
    let (pixels, rest) = data.as_chunks::<4>();
    debug_assert!(rest.is_empty());
    pixels
}

/// Above this size a picture is compressed again, harder.
const PNG_SOFT_LIMIT: usize = 135 * 1024;

/// PNG with fast compression and adaptive filtering, measured the best trade of time for size
/// on these flat-coloured pictures (`cargo bench --bench picture`); a busy picture (a team
/// match late in the game) is compressed again harder to stay small.
fn encode(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, PictureError> {
    let fast = encode_with(pixmap, png::Compression::Fast)?;
    if fast.len() <= PNG_SOFT_LIMIT {
        return Ok(fast);
    }
    let balanced = encode_with(pixmap, png::Compression::Balanced)?;
    Ok(if balanced.len() < fast.len() {
        balanced
    } else {
        fast
    })
}

fn encode_with(
    pixmap: &tiny_skia::Pixmap,
    compression: png::Compression,
) -> Result<Vec<u8>, PictureError> {
    // The background is opaque, so the premultiplied pixels are the plain ones; the constant
    // alpha channel costs next to nothing once filtered.
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(compression);
        encoder.set_filter(png::Filter::Adaptive);
        let mut writer = encoder
            .write_header()
            .map_err(|e| PictureError::Png(e.to_string()))?;
        writer
            .write_image_data(pixmap.data())
            .map_err(|e| PictureError::Png(e.to_string()))?;
    }
    Ok(out)
}

/// Text escaped for SVG.
pub fn esc(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
