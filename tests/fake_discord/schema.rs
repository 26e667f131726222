//! JSON Schemas (2020-12) compiled for checking (by `validate`): the keywords Discord's OpenAPI
//! description uses, read from serde_json once per process (see `openapi`).
//!
//! Implemented: `type` (one type or several), `$ref` (to `#/components/schemas/…`), `const`,
//! `enum`, `format` (`int32` and `int64` bound integers; the others are not checked, the spec
//! giving a `pattern` where it means one), `properties`, `required`, `additionalProperties`,
//! `items`, `minItems`, `maxItems`, `uniqueItems`, `minLength` and `maxLength` (in characters, as
//! Discord counts), `minimum`, `maximum`, `minProperties`, `maxProperties`, `allOf`, `anyOf`,
//! `oneOf` (exactly one branch) and the spec's two `pattern`s. Ignored: `description`, `title`,
//! `contentEncoding` and `x-discord-union` (it marks `anyOf` unions whose branches a body may
//! match several of, by design; `anyOf` is checked as such). Any other keyword, or another
//! pattern, makes compiling fail: a newer spec must not be checked only in part without anyone
//! noticing.

use std::collections::{BTreeMap, HashMap};

use serde_json::{Map, Number, Value};

/// The JSON types of the `type` keyword, one bit each.
pub(super) const NULL: u8 = 1;
pub(super) const BOOLEAN: u8 = 2;
pub(super) const INTEGER: u8 = 4;
pub(super) const NUMBER: u8 = 8;
pub(super) const STRING: u8 = 16;
pub(super) const ARRAY: u8 = 32;
pub(super) const OBJECT: u8 = 64;
const TYPE_NAMES: [(u8, &str); 7] = [
    (NULL, "null"),
    (BOOLEAN, "boolean"),
    (INTEGER, "integer"),
    (NUMBER, "number"),
    (STRING, "string"),
    (ARRAY, "array"),
    (OBJECT, "object"),
];

/// The two `pattern`s of the spec, matched by hand (the crate has no regex dependency).
pub(super) enum Pattern {
    /// `^(0|[1-9][0-9]*)$`
    Snowflake,
    /// `^#(([0-9a-fA-F]{2}){3}|([0-9a-fA-F]){3})$`
    HexColor,
}

impl Pattern {
    fn compile(pattern: &str) -> Option<Pattern> {
        match pattern {
            "^(0|[1-9][0-9]*)$" => Some(Pattern::Snowflake),
            "^#(([0-9a-fA-F]{2}){3}|([0-9a-fA-F]){3})$" => Some(Pattern::HexColor),
            _ => None,
        }
    }

    pub(super) fn matches(&self, s: &str) -> bool {
        match self {
            Pattern::Snowflake => {
                s == "0"
                    || (s.starts_with(|c: char| ('1'..='9').contains(&c))
                        && s.bytes().all(|b| b.is_ascii_digit()))
            }
            Pattern::HexColor => s.strip_prefix('#').is_some_and(|hex| {
                matches!(hex.len(), 3 | 6) && hex.bytes().all(|b| b.is_ascii_hexdigit())
            }),
        }
    }
}

/// What `additionalProperties` allows.
pub(super) enum Additional {
    Any,
    Nothing,
    Matching(Box<Schema>),
}

/// One compiled schema node.
pub(super) struct Schema {
    pub(super) types: Option<u8>,
    pub(super) reference: Option<usize>,
    pub(super) constant: Option<Value>,
    pub(super) allowed: Option<Vec<Value>>,
    /// Bounds from `format: int32` / `int64`.
    pub(super) integer_bounds: Option<(i128, i128)>,
    pub(super) minimum: Option<Number>,
    pub(super) maximum: Option<Number>,
    pub(super) min_length: Option<usize>,
    pub(super) max_length: Option<usize>,
    pub(super) pattern: Option<(Pattern, String)>,
    pub(super) min_items: Option<usize>,
    pub(super) max_items: Option<usize>,
    pub(super) unique_items: bool,
    pub(super) items: Option<Box<Schema>>,
    pub(super) min_properties: Option<usize>,
    pub(super) max_properties: Option<usize>,
    pub(super) required: Vec<String>,
    pub(super) properties: BTreeMap<String, Schema>,
    pub(super) additional: Additional,
    pub(super) all_of: Vec<Schema>,
    pub(super) any_of: Union,
    pub(super) one_of: Union,
    /// A `oneOf` whose branches are distinct constants (Discord's enums), kept as the list of
    /// them: checking it is checking the branches, only faster.
    pub(super) one_of_constants: Option<Vec<Value>>,
}

/// The branches of a `oneOf` or an `anyOf`.
#[derive(Default)]
pub(super) struct Union {
    pub(super) branches: Vec<Schema>,
    /// For a union of objects told apart by `type` (each branch a `$ref` to a schema whose `type`
    /// property is a `const` or an `enum`: Discord's components, command options, …), the `type`
    /// values each branch accepts: an object whose `type` a branch does not accept fails it.
    pub(super) types: Option<Vec<Vec<Value>>>,
}

/// Compiles schemas, resolving `$ref`s to indexes of the component schemas.
pub(super) struct Compiler<'a> {
    pub(super) component_index: &'a HashMap<String, usize>,
    /// The component schemas as JSON.
    pub(super) components: &'a Map<String, Value>,
}

impl Compiler<'_> {
    /// Compiles `schema` found at `at` (a JSON pointer into the spec, for error messages).
    pub(super) fn compile(&self, schema: &Value, at: &str) -> Result<Schema, String> {
        let object = match schema {
            Value::Object(object) => object,
            Value::Bool(true) => return Ok(Schema::anything()),
            _ => return Err(format!("{at}: a schema must be an object")),
        };
        let mut compiled = Schema::anything();
        let count = |v: &Value, keyword: &str| {
            v.as_u64()
                .map(|n| n as usize)
                .ok_or_else(|| format!("{at}/{keyword}: expected a count"))
        };
        let number = |v: &Value, keyword: &str| match v {
            Value::Number(n) => Ok(n.clone()),
            _ => Err(format!("{at}/{keyword}: expected a number")),
        };
        let list = |v: &Value, keyword: &str| -> Result<Vec<Schema>, String> {
            let branches = v
                .as_array()
                .ok_or_else(|| format!("{at}/{keyword}: expected an array"))?;
            (0..branches.len())
                .map(|i| self.compile(&branches[i], &format!("{at}/{keyword}/{i}")))
                .collect()
        };
        for (keyword, v) in object {
            match keyword.as_str() {
                "description" | "title" | "contentEncoding" | "x-discord-union" => {}
                "type" => compiled.types = Some(type_bits(v).ok_or(format!("{at}/type: unknown"))?),
                "$ref" => {
                    let name = v
                        .as_str()
                        .and_then(|r| r.strip_prefix("#/components/schemas/"))
                        .ok_or_else(|| format!("{at}/$ref: not a component schema: {v}"))?;
                    let index = self.component_index.get(name);
                    compiled.reference =
                        Some(*index.ok_or_else(|| format!("{at}/$ref: no schema {name}"))?);
                }
                "const" => compiled.constant = Some(v.clone()),
                "enum" => {
                    let values = v.as_array().ok_or(format!("{at}/enum: not an array"))?;
                    compiled.allowed = Some(values.clone());
                }
                "format" => {
                    compiled.integer_bounds = match v.as_str() {
                        Some("int32") => Some((i32::MIN.into(), i32::MAX.into())),
                        Some("int64") => Some((i64::MIN.into(), i64::MAX.into())),
                        _ => None,
                    }
                }
                "minimum" => compiled.minimum = Some(number(v, keyword)?),
                "maximum" => compiled.maximum = Some(number(v, keyword)?),
                "minLength" => compiled.min_length = Some(count(v, keyword)?),
                "maxLength" => compiled.max_length = Some(count(v, keyword)?),
                "pattern" => {
                    let text = v.as_str().unwrap_or_default();
                    let pattern = Pattern::compile(text)
                        .ok_or_else(|| format!("{at}/pattern: unsupported pattern {v}"))?;
                    compiled.pattern = Some((pattern, text.to_string()));
                }
                "minItems" => compiled.min_items = Some(count(v, keyword)?),
                "maxItems" => compiled.max_items = Some(count(v, keyword)?),
                "uniqueItems" => compiled.unique_items = v == &Value::Bool(true),
                "items" => {
                    compiled.items = Some(Box::new(self.compile(v, &format!("{at}/items"))?))
                }
                "minProperties" => compiled.min_properties = Some(count(v, keyword)?),
                "maxProperties" => compiled.max_properties = Some(count(v, keyword)?),
                "required" => {
                    let names = v.as_array().ok_or(format!("{at}/required: not an array"))?;
                    compiled.required = names
                        .iter()
                        .map(|n| n.as_str().map(str::to_string))
                        .collect::<Option<_>>()
                        .ok_or(format!("{at}/required: not names"))?;
                }
                "properties" => {
                    let properties = v.as_object().ok_or(format!("{at}/properties: not a map"))?;
                    for (name, property) in properties {
                        let at = format!("{at}/properties/{name}");
                        compiled
                            .properties
                            .insert(name.clone(), self.compile(property, &at)?);
                    }
                }
                "additionalProperties" => {
                    compiled.additional = match v {
                        Value::Bool(true) => Additional::Any,
                        Value::Bool(false) => Additional::Nothing,
                        _ => Additional::Matching(Box::new(
                            self.compile(v, &format!("{at}/additionalProperties"))?,
                        )),
                    }
                }
                "allOf" => compiled.all_of = list(v, keyword)?,
                "anyOf" => {
                    compiled.any_of = Union {
                        branches: list(v, keyword)?,
                        types: self.branch_types(v),
                    }
                }
                "oneOf" => {
                    compiled.one_of_constants = constant_union(v);
                    if compiled.one_of_constants.is_none() {
                        compiled.one_of = Union {
                            branches: list(v, keyword)?,
                            types: self.branch_types(v),
                        };
                    }
                }
                _ => {
                    return Err(format!(
                        "{at}: the validator does not implement {keyword:?}"
                    ))
                }
            }
        }
        Ok(compiled)
    }

    /// [`Union::types`] for the branches of a union, if it is one told apart by `type`.
    fn branch_types(&self, branches: &Value) -> Option<Vec<Vec<Value>>> {
        let accepted = |branch: &Value| {
            let branch = branch.as_object()?;
            let name = branch.get("$ref")?.as_str()?;
            let name = name.strip_prefix("#/components/schemas/")?;
            if branch.len() != 1 {
                return None;
            }
            let type_property = &self.components.get(name)?["properties"]["type"];
            match (type_property.get("const"), type_property.get("enum")) {
                (Some(constant), _) => Some(vec![constant.clone()]),
                (None, Some(Value::Array(values))) => Some(values.clone()),
                _ => None,
            }
        };
        branches.as_array()?.iter().map(accepted).collect()
    }
}

/// The constants of a `oneOf` whose branches are only distinct constants (with a title or a
/// description), if it is one.
fn constant_union(branches: &Value) -> Option<Vec<Value>> {
    let mut constants: Vec<Value> = Vec::new();
    for branch in branches.as_array()? {
        let branch = branch.as_object()?;
        let only_constant = branch
            .keys()
            .all(|k| matches!(k.as_str(), "const" | "title" | "description"));
        let constant = branch.get("const").filter(|_| only_constant)?;
        if constants.contains(constant) {
            return None;
        }
        constants.push(constant.clone());
    }
    Some(constants)
}

fn type_bits(v: &Value) -> Option<u8> {
    let bit = |name: &Value| {
        TYPE_NAMES
            .iter()
            .find(|(_, n)| name.as_str() == Some(n))
            .map(|(bit, _)| *bit)
    };
    match v {
        Value::Array(names) => names.iter().try_fold(0, |bits, n| Some(bits | bit(n)?)),
        _ => bit(v),
    }
}

/// `integer|null`, say.
pub(super) fn type_list(bits: u8) -> String {
    let names: Vec<&str> = TYPE_NAMES
        .iter()
        .filter(|(bit, _)| bits & bit != 0)
        .map(|(_, name)| *name)
        .collect();
    names.join("|")
}

impl Schema {
    fn anything() -> Schema {
        Schema {
            types: None,
            reference: None,
            constant: None,
            allowed: None,
            integer_bounds: None,
            minimum: None,
            maximum: None,
            min_length: None,
            max_length: None,
            pattern: None,
            min_items: None,
            max_items: None,
            unique_items: false,
            items: None,
            min_properties: None,
            max_properties: None,
            required: Vec::new(),
            properties: BTreeMap::new(),
            additional: Additional::Any,
            all_of: Vec::new(),
            any_of: Union::default(),
            one_of: Union::default(),
            one_of_constants: None,
        }
    }
}
