//! Checks a JSON value against a compiled schema (see `schema`): the first mismatch is reported
//! with its JSON path, its keyword and why.
//!
//! A value is first checked quickly, without building any explanation (most bodies match, and
//! a union's wrong branches fail on every body); only a value that fails is checked again to
//! explain where. A union (`oneOf`, `anyOf`) none of whose branches matches is explained by the
//! branch that got furthest into the value.

use std::cmp::Ordering;
use std::fmt::Write as _;

use serde_json::{Map, Number, Value};

use super::schema::{type_list, Additional, Schema, Union};
use super::schema::{ARRAY, BOOLEAN, INTEGER, NULL, NUMBER, OBJECT, STRING};

/// One step of a JSON path: an object key or an array index.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Step<'v> {
    Key(&'v str),
    Index(usize),
}

/// Renders a path as `$.a.b[2].c`.
pub(super) fn render_path(path: &[Step]) -> String {
    let mut out = String::from("$");
    for step in path {
        let _ = match step {
            Step::Key(key) => write!(out, ".{key}"),
            Step::Index(i) => write!(out, "[{i}]"),
        };
    }
    out
}

/// A mismatch: where, which keyword, and why (path and detail are left empty by a quick check).
#[derive(Debug)]
pub(super) struct Mismatch<'v> {
    pub(super) path: Vec<Step<'v>>,
    pub(super) keyword: &'static str,
    pub(super) detail: String,
}

type Checked<'v> = Result<(), Mismatch<'v>>;

/// Checks values against compiled schemas. `placeholder_attachment` is the index of the one
/// component schema (`MessageAttachmentRequest`) whose `id` may be the integer 0: serenity, like
/// Discord's own upload examples, gives a new attachment that placeholder id where the schema
/// wants a snowflake string.
#[derive(Clone, Copy)]
pub(super) struct Validator<'s> {
    pub(super) components: &'s [Schema],
    pub(super) placeholder_attachment: usize,
    /// Whether mismatches are explained (path and detail), or only detected.
    explain: bool,
}

impl<'s> Validator<'s> {
    pub(super) fn new(components: &'s [Schema], placeholder_attachment: usize) -> Validator<'s> {
        Validator {
            components,
            placeholder_attachment,
            explain: false,
        }
    }

    pub(super) fn check<'v>(&self, schema: &Schema, value: &'v Value) -> Checked<'v> {
        let quick = Validator {
            explain: false,
            ..*self
        };
        if quick.node(schema, value, &mut Vec::new(), false).is_ok() {
            return Ok(());
        }
        let explaining = Validator {
            explain: true,
            ..*self
        };
        explaining.node(schema, value, &mut Vec::new(), false)
    }

    fn fail<'v>(
        &self,
        path: &[Step<'v>],
        keyword: &'static str,
        detail: impl FnOnce() -> String,
    ) -> Mismatch<'v> {
        if !self.explain {
            return Mismatch {
                path: Vec::new(),
                keyword,
                detail: String::new(),
            };
        }
        Mismatch {
            path: path.to_vec(),
            keyword,
            detail: detail(),
        }
    }

    fn node<'v>(
        &self,
        schema: &Schema,
        value: &'v Value,
        path: &mut Vec<Step<'v>>,
        placeholder_id_allowed: bool,
    ) -> Checked<'v> {
        if let Some(types) = schema.types {
            let actual = value_type(value);
            if types & actual == 0 {
                return Err(self.fail(path, "type", || {
                    let got = if actual & INTEGER != 0 {
                        INTEGER
                    } else {
                        actual
                    };
                    format!("expected {}, got {}", type_list(types), type_list(got))
                }));
            }
        }
        if let Some(constant) = &schema.constant {
            if !json_equal(constant, value) {
                return Err(self.fail(path, "const", || format!("expected {constant}")));
            }
        }
        if let Some(allowed) = &schema.allowed {
            if !allowed.iter().any(|a| json_equal(a, value)) {
                return Err(self.fail(path, "enum", || {
                    format!("expected one of {}", Value::Array(allowed.clone()))
                }));
            }
        }
        match value {
            Value::Number(n) => self.number(schema, n, path)?,
            Value::String(s) => self.string(schema, s, path)?,
            Value::Array(items) => self.array(schema, items, path)?,
            Value::Object(object) => self.object(schema, object, path, placeholder_id_allowed)?,
            Value::Null | Value::Bool(_) => {}
        }
        if let Some(index) = schema.reference {
            let allowed = index == self.placeholder_attachment;
            self.node(&self.components[index], value, path, allowed)?;
        }
        for branch in &schema.all_of {
            self.node(branch, value, path, placeholder_id_allowed)?;
        }
        if let Some(constants) = &schema.one_of_constants {
            if !constants.iter().any(|c| json_equal(c, value)) {
                return Err(self.fail(path, "oneOf", || {
                    let listed: Vec<String> = constants.iter().map(Value::to_string).collect();
                    format!("matches none of the constants [{}]", listed.join(", "))
                }));
            }
        }
        if !schema.any_of.branches.is_empty() {
            let mut failures = Vec::new();
            let mut matched = false;
            for branch in self.candidates(&schema.any_of, value) {
                match self.node(branch, value, path, placeholder_id_allowed) {
                    Ok(()) => {
                        matched = true;
                        break;
                    }
                    Err(failure) if self.explain => failures.push(failure),
                    Err(_) => {}
                }
            }
            if !matched {
                return Err(self.union_failure(failures, path, "anyOf"));
            }
        }
        if !schema.one_of.branches.is_empty() {
            // How many branches match, and the first two that do (only an explanation, which
            // tries every branch, needs their indexes).
            let (mut matches, mut first_two) = (0, [0; 2]);
            let mut failures = Vec::new();
            for (i, branch) in self.candidates(&schema.one_of, value).enumerate() {
                match self.node(branch, value, path, placeholder_id_allowed) {
                    Ok(()) => {
                        if matches < 2 {
                            first_two[matches] = i;
                        }
                        matches += 1;
                    }
                    Err(failure) if self.explain => failures.push(failure),
                    Err(_) => {}
                }
            }
            return match matches {
                1 => Ok(()),
                0 => Err(self.union_failure(failures, path, "oneOf")),
                _ => Err(self.fail(path, "oneOf", || {
                    let [a, b] = first_two;
                    format!(
                        "matches {matches} branches of the oneOf ({a}, {b}, …); exactly one must"
                    )
                })),
            };
        }
        Ok(())
    }

    /// The branches of `union` that `value` may match. A quick check skips those whose `type`
    /// the value's does not match (they fail on it); an explanation tries them all.
    fn candidates<'u, 'a>(
        &self,
        union: &'u Union,
        value: &'a Value,
    ) -> impl Iterator<Item = &'u Schema> + use<'u, 'a> {
        let discriminator = value.get("type").filter(|_| !self.explain);
        let accepted = union.types.as_ref();
        union
            .branches
            .iter()
            .enumerate()
            .filter_map(move |(i, branch)| {
                let fails = match (discriminator, accepted) {
                    (Some(kind), Some(types)) => !types[i].iter().any(|t| json_equal(t, kind)),
                    _ => false,
                };
                (!fails).then_some(branch)
            })
    }

    fn union_failure<'v>(
        &self,
        failures: Vec<Mismatch<'v>>,
        path: &[Step<'v>],
        union: &'static str,
    ) -> Mismatch<'v> {
        if self.explain {
            closest(failures, path, union)
        } else {
            self.fail(path, union, String::new)
        }
    }

    fn number<'v>(&self, schema: &Schema, n: &Number, path: &[Step<'v>]) -> Checked<'v> {
        if let Some((low, high)) = schema.integer_bounds {
            let within = exact_integer(n).is_some_and(|i| (low..=high).contains(&i));
            if is_integer(n) && !within {
                return Err(self.fail(path, "format", || {
                    format!("{n} is outside the format's range {low}..={high}")
                }));
            }
        }
        if let Some(minimum) = &schema.minimum {
            if compare_numbers(n, minimum) == Some(Ordering::Less) {
                return Err(self.fail(path, "minimum", || format!("{n} < {minimum}")));
            }
        }
        if let Some(maximum) = &schema.maximum {
            if compare_numbers(n, maximum) == Some(Ordering::Greater) {
                return Err(self.fail(path, "maximum", || format!("{n} > {maximum}")));
            }
        }
        Ok(())
    }

    fn string<'v>(&self, schema: &Schema, s: &str, path: &[Step<'v>]) -> Checked<'v> {
        if schema.min_length.is_some() || schema.max_length.is_some() {
            let n = s.chars().count();
            if let Some(min) = schema.min_length.filter(|min| n < *min) {
                return Err(self.fail(path, "minLength", || {
                    format!("{n} characters, at least {min} needed")
                }));
            }
            if let Some(max) = schema.max_length.filter(|max| n > *max) {
                return Err(self.fail(path, "maxLength", || {
                    format!("{n} characters, at most {max} allowed")
                }));
            }
        }
        if let Some((pattern, text)) = &schema.pattern {
            if !pattern.matches(s) {
                return Err(self.fail(path, "pattern", || format!("does not match {text}")));
            }
        }
        Ok(())
    }

    fn array<'v>(
        &self,
        schema: &Schema,
        items: &'v [Value],
        path: &mut Vec<Step<'v>>,
    ) -> Checked<'v> {
        let n = items.len();
        if let Some(min) = schema.min_items.filter(|min| n < *min) {
            let detail = || format!("{n} items, at least {min} needed");
            return Err(self.fail(path, "minItems", detail));
        }
        if let Some(max) = schema.max_items.filter(|max| n > *max) {
            let detail = || format!("{n} items, at most {max} allowed");
            return Err(self.fail(path, "maxItems", detail));
        }
        if schema.unique_items {
            for j in 1..n {
                if let Some(i) = (0..j).find(|&i| json_equal(&items[i], &items[j])) {
                    let detail = || format!("items {i} and {j} are equal ({})", items[j]);
                    return Err(self.fail(path, "uniqueItems", detail));
                }
            }
        }
        if let Some(item_schema) = &schema.items {
            for (i, item) in items.iter().enumerate() {
                path.push(Step::Index(i));
                let checked = self.node(item_schema, item, path, false);
                path.pop();
                checked?;
            }
        }
        Ok(())
    }

    fn object<'v>(
        &self,
        schema: &Schema,
        object: &'v Map<String, Value>,
        path: &mut Vec<Step<'v>>,
        placeholder_id_allowed: bool,
    ) -> Checked<'v> {
        let n = object.len();
        if let Some(min) = schema.min_properties.filter(|min| n < *min) {
            let detail = || format!("{n} properties, at least {min} needed");
            return Err(self.fail(path, "minProperties", detail));
        }
        if let Some(max) = schema.max_properties.filter(|max| n > *max) {
            let detail = || format!("{n} properties, at most {max} allowed");
            return Err(self.fail(path, "maxProperties", detail));
        }
        // Discord's unions are told apart by `type`: checking it first keeps a wrong branch of a
        // union from being explored in depth, and names the wrong `type` as the mismatch.
        if let Some((key, property)) = object.get_key_value("type") {
            self.property(schema, key, property, path, placeholder_id_allowed)?;
        }
        if let Some(missing) = schema.required.iter().find(|r| !object.contains_key(*r)) {
            let detail = || format!("property {missing:?} is missing");
            return Err(self.fail(path, "required", detail));
        }
        for (key, property) in object.iter().filter(|(key, _)| key.as_str() != "type") {
            self.property(schema, key, property, path, placeholder_id_allowed)?;
        }
        Ok(())
    }

    /// One property of an object: against its schema in `properties`, or
    /// `additionalProperties`.
    fn property<'v>(
        &self,
        schema: &Schema,
        key: &'v str,
        property: &'v Value,
        path: &mut Vec<Step<'v>>,
        placeholder_id_allowed: bool,
    ) -> Checked<'v> {
        if placeholder_id_allowed && key == "id" && is_integer_zero(property) {
            return Ok(());
        }
        path.push(Step::Key(key));
        let checked = match (schema.properties.get(key), &schema.additional) {
            (Some(property_schema), _) => self.node(property_schema, property, path, false),
            (None, Additional::Any) => Ok(()),
            (None, Additional::Matching(extra)) => self.node(extra, property, path, false),
            (None, Additional::Nothing) => Err(self.fail(path, "additionalProperties", || {
                "no such property in the schema".to_string()
            })),
        };
        path.pop();
        checked
    }
}

fn value_type(value: &Value) -> u8 {
    match value {
        Value::Null => NULL,
        Value::Bool(_) => BOOLEAN,
        Value::Number(n) if is_integer(n) => INTEGER | NUMBER,
        Value::Number(_) => NUMBER,
        Value::String(_) => STRING,
        Value::Array(_) => ARRAY,
        Value::Object(_) => OBJECT,
    }
}

/// JSON Schema's integers include numbers written with a zero fraction (`1.0`).
fn is_integer(n: &Number) -> bool {
    n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
}

fn is_integer_zero(value: &Value) -> bool {
    value
        .as_number()
        .is_some_and(|n| is_integer(n) && n.as_f64() == Some(0.0))
}

/// The value of an integer, also when written with a zero fraction (poise sends an integer
/// option's `max_value` as `6.0`).
fn exact_integer(n: &Number) -> Option<i128> {
    let float = || {
        let f = n.as_f64()?;
        (f.fract() == 0.0 && f.abs() < 1e38).then_some(f as i128)
    };
    n.as_i64()
        .map(i128::from)
        .or_else(|| n.as_u64().map(i128::from))
        .or_else(float)
}

fn compare_numbers(a: &Number, b: &Number) -> Option<Ordering> {
    match (exact_integer(a), exact_integer(b)) {
        (Some(a), Some(b)) => Some(a.cmp(&b)),
        _ => a.as_f64()?.partial_cmp(&b.as_f64()?),
    }
}

/// JSON equality, numbers compared by value (`1` equals `1.0`).
fn json_equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => compare_numbers(x, y) == Some(Ordering::Equal),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| json_equal(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_equal(v, w)))
        }
        _ => a == b,
    }
}

fn mismatch<'v>(path: &[Step<'v>], keyword: &'static str, detail: String) -> Mismatch<'v> {
    Mismatch {
        path: path.to_vec(),
        keyword,
        detail,
    }
}

/// The mismatch to report when no branch of a union matches: the one that got furthest into
/// the value, a branch whose `type` (Discord's discriminator) does not match counting least. A
/// union of constants (an enum), or of objects none of which has the value's `type`, is
/// reported as a whole.
fn closest<'v>(failures: Vec<Mismatch<'v>>, at: &[Step<'v>], union: &'static str) -> Mismatch<'v> {
    let all_constants = failures
        .iter()
        .all(|f| f.keyword == "const" && f.path.len() == at.len());
    if all_constants {
        let expected: Vec<&str> = failures
            .iter()
            .filter_map(|f| f.detail.strip_prefix("expected "))
            .collect();
        let detail = format!("matches none of the constants [{}]", expected.join(", "));
        return mismatch(at, union, detail);
    }
    let type_miss = |f: &Mismatch| {
        f.path.len() == at.len() + 1
            && f.path.last() == Some(&Step::Key("type"))
            && matches!(f.keyword, "const" | "enum")
    };
    if failures.iter().all(type_miss) {
        let expected: Vec<&str> = failures
            .iter()
            .map(|f| {
                let detail = f.detail.as_str();
                let values = detail.strip_prefix("expected one of ");
                values
                    .or(detail.strip_prefix("expected "))
                    .unwrap_or(detail)
            })
            .collect();
        let detail = format!(
            "no branch of the {union} has this type (their types: {})",
            expected.join(", ")
        );
        return mismatch(&failures[0].path, union, detail);
    }
    let discriminator_miss =
        |f: &Mismatch| (f.path.len() == at.len() && f.keyword == "type") || type_miss(f);
    let branches = failures.len();
    let mut best: Option<(usize, (bool, usize), Mismatch<'v>)> = None;
    for (i, failure) in failures.into_iter().enumerate() {
        let rank = (!discriminator_miss(&failure), failure.path.len());
        if best
            .as_ref()
            .is_none_or(|(_, best_rank, _)| rank > *best_rank)
        {
            best = Some((i, rank, failure));
        }
    }
    let (i, _, mut failure) = best.expect("a union has at least one branch");
    let _ = write!(
        failure.detail,
        " (in branch {i} of the {union} at {}: none of its {branches} branches matches)",
        render_path(at)
    );
    failure
}
