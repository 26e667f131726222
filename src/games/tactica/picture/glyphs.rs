//! The field names' pixel font: 5×7 glyphs drawn as whole-pixel rectangles, sharp without
//! anti-aliasing and far quicker to render than hundreds of text labels.

use std::fmt::Write;

/// The 5×7 pixel glyphs of the field names: row letters and column digits, one string of 7 rows
/// of 5 dots each.
pub(super) const PIXEL_GLYPHS: [(char, &str); 36] = [
    ('A', "01110100011000111111100011000110001"),
    ('B', "11110100011000111110100011000111110"),
    ('C', "01110100011000010000100001000101110"),
    ('D', "11110100011000110001100011000111110"),
    ('E', "11111100001000011110100001000011111"),
    ('F', "11111100001000011110100001000010000"),
    ('G', "01110100011000010111100011000101111"),
    ('H', "10001100011000111111100011000110001"),
    ('I', "01110001000010000100001000010001110"),
    ('J', "00111000100001000010000101001001100"),
    ('K', "10001100101010011000101001001010001"),
    ('L', "10000100001000010000100001000011111"),
    ('M', "10001110111010110101100011000110001"),
    ('N', "10001100011100110101100111000110001"),
    ('O', "01110100011000110001100011000101110"),
    ('P', "11110100011000111110100001000010000"),
    ('Q', "01110100011000110001101011001001101"),
    ('R', "11110100011000111110101001001010001"),
    ('S', "01111100001000001110000010000111110"),
    ('T', "11111001000010000100001000010000100"),
    ('U', "10001100011000110001100011000101110"),
    ('V', "10001100011000110001100010101000100"),
    ('W', "10001100011000110101101011010101010"),
    ('X', "10001100010101000100010101000110001"),
    ('Y', "10001100011000101010001000010000100"),
    ('Z', "11111000010001000100010001000011111"),
    ('0', "01110100011001110101110011000101110"),
    ('1', "00100011000010000100001000010001110"),
    ('2', "01110100010000100010001000100011111"),
    ('3', "11111000100010000010000011000101110"),
    ('4', "00010001100101010010111110001000010"),
    ('5', "11111100001111000001000011000101110"),
    ('6', "00110010001000011110100011000101110"),
    ('7', "11111000010001000100010000100001000"),
    ('8', "01110100011000101110100011000101110"),
    ('9', "01110100011000101111000010001001100"),
];

/// A name in the pixel font as path data, centred on `x` with its top at `y`, on whole pixels
/// so that it stays sharp without anti-aliasing. Characters without a glyph are left out.
pub(super) fn pixel_text(d: &mut String, name: &str, x: f32, y: f32, dot: i32) {
    let glyphs: Vec<&str> = name
        .chars()
        .filter_map(|c| {
            PIXEL_GLYPHS
                .iter()
                .find(|(g, _)| *g == c.to_ascii_uppercase())
                .map(|(_, bits)| *bits)
        })
        .collect();
    let width = (glyphs.len() as i32 * 6 - 1).max(0) * dot;
    let (left, top) = ((x - width as f32 / 2.0).round() as i32, y.round() as i32);
    for (i, bits) in glyphs.iter().enumerate() {
        let gx = left + i as i32 * 6 * dot;
        let bits = bits.as_bytes();
        for row in 0..7 {
            // Each run of dots in a row is one rectangle.
            let mut column = 0;
            while column < 5 {
                if bits[row * 5 + column] != b'1' {
                    column += 1;
                    continue;
                }
                let start = column;
                while column < 5 && bits[row * 5 + column] == b'1' {
                    column += 1;
                }
                let run = (column - start) as i32 * dot;
                let _ = write!(
                    d,
                    "M{} {}h{run}v{dot}h-{run}z",
                    gx + start as i32 * dot,
                    top + row as i32 * dot
                );
            }
        }
    }
}
