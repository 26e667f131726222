//! The English sentences of the message catalog, for checking that nothing drawn in another
//! language still says them.

/// The English sentences of the catalog: every piece of literal text of an English message
/// (between its variables, in every variant of its selectors) of three words or more. None may
/// be left in a message drawn in another language.
pub fn english_sentences() -> Vec<String> {
    use fluent_syntax::ast;
    fn collect(pattern: &ast::Pattern<&str>, out: &mut Vec<String>) {
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => {
                    for piece in value.split('\n') {
                        let piece = piece.trim();
                        if piece.split_whitespace().count() >= 3 {
                            out.push(piece.to_string());
                        }
                    }
                }
                ast::PatternElement::Placeable { expression } => {
                    if let ast::Expression::Select { variants, .. } = expression {
                        for variant in variants {
                            collect(&variant.value, out);
                        }
                    }
                }
            }
        }
    }
    let source = invictus::kit::lang::catalogs()[0].1.as_str();
    let resource = fluent_syntax::parser::parse(source).expect("en.ftl parses");
    let mut out = Vec::new();
    for entry in &resource.body {
        if let ast::Entry::Message(message) = entry {
            // The card texts: an operator's card file may keep them English in any language.
            if message.id.name.starts_with("support-") {
                continue;
            }
            if let Some(value) = &message.value {
                collect(value, &mut out);
            }
        }
    }
    out.sort();
    out.dedup();
    out
}
