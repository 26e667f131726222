//! Tactica's maps: the map file format (every hex listed), its checks with errors that name the
//! hex, and the `Board` the engine plays on (fields by index, neighbours and structures resolved once).

use hexx::Hex;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

/// A field's index on its board (row by row, as the map file lists them).
pub type Field = u16;
/// "No field" in a neighbour table.
pub const NO_FIELD: Field = Field::MAX;

/// The built-in maps: (id, file text).
pub const BUILTIN_MAPS: [(&str, &str); 3] = [
    (
        "tactica-3p",
        include_str!("../../../../assets/tactica/maps/tactica-3p.toml"),
    ),
    (
        "tactica-4p",
        include_str!("../../../../assets/tactica/maps/tactica-4p.toml"),
    ),
    (
        "tactica-6p",
        include_str!("../../../../assets/tactica/maps/tactica-6p.toml"),
    ),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    Basic,
    Citadel,
    Keep,
    Desert,
    Temple,
    Mountains,
    PortCentre,
    Docks,
    Village,
}

impl Terrain {
    fn from_code(code: char) -> Option<Terrain> {
        Some(match code {
            '.' => Terrain::Basic,
            'C' => Terrain::Citadel,
            'k' => Terrain::Keep,
            'd' => Terrain::Desert,
            'T' => Terrain::Temple,
            'M' => Terrain::Mountains,
            'P' => Terrain::PortCentre,
            'D' => Terrain::Docks,
            'V' => Terrain::Village,
            _ => return None,
        })
    }

    /// The Temple counts as Desert for movement (T20, T31).
    pub fn is_desert(self) -> bool {
        matches!(self, Terrain::Desert | Terrain::Temple)
    }

    /// Units here earn income at Passing the Turn (T24).
    pub fn pays_unit_income(self) -> bool {
        matches!(self, Terrain::Basic | Terrain::Mountains)
    }

    pub fn name(self) -> &'static str {
        match self {
            Terrain::Basic => "Basic",
            Terrain::Citadel => "Citadel",
            Terrain::Keep => "Keep",
            Terrain::Desert => "Desert",
            Terrain::Temple => "Temple",
            Terrain::Mountains => "Mountains",
            Terrain::PortCentre => "Port Centre",
            Terrain::Docks => "Docks",
            Terrain::Village => "Village",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinRule {
    /// The last player (or alliance) standing wins (the 3-castle map).
    Eliminate,
    /// Owning more than half of the castles wins at once (4- and 6-castle maps, T12).
    CastleMajority,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct CastleFile {
    id: u8,
    citadel: [i32; 2],
    keeps: Vec<[i32; 2]>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct PortFile {
    id: u8,
    centre: [i32; 2],
    docks: Vec<[i32; 2]>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    id: String,
    name: String,
    players: Vec<u8>,
    win: WinRule,
    layout: String,
    #[serde(default)]
    symmetry: Vec<String>,
    #[serde(default)]
    source: String,
    rows: Vec<(i32, i32, String)>,
    temple: [i32; 2],
    castle: Vec<CastleFile>,
    port: Vec<PortFile>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Castle {
    pub id: u8,
    pub citadel: Field,
    pub keeps: [Field; 6],
}

#[derive(Debug, Clone, Serialize)]
pub struct Port {
    pub id: u8,
    pub centre: Field,
    pub docks: Vec<Field>,
}

/// A checked map, ready to play on.
#[derive(Debug, Clone)]
pub struct Board {
    pub id: String,
    pub name: String,
    pub players: Vec<u8>,
    pub win: WinRule,
    /// "flat" or "pointy": a drawing hint.
    pub flat: bool,
    pub source: String,
    /// The symmetries the map declares (names, as in the file).
    pub symmetry: Vec<String>,
    hexes: Vec<Hex>,
    terrain: Vec<Terrain>,
    neighbours: Vec<[Field; 6]>,
    index: HashMap<(i32, i32), Field>,
    /// Row letter and column number labels ("F7"), for players to name fields.
    labels: Vec<String>,
    label_index: HashMap<String, Field>,
    pub temple: Field,
    pub castles: Vec<Castle>,
    pub ports: Vec<Port>,
    pub villages: Vec<Field>,
    /// For each field: the castle whose Keep it is, the port whose Docks or Centre it is.
    castle_of_keep: Vec<Option<u8>>,
    port_of: Vec<Option<u8>>,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum MapError {
    #[error("the map file is not valid TOML for a map: {0}")]
    Parse(String),
    #[error("hex ({q}, {r}): {problem}")]
    Hex { q: i32, r: i32, problem: String },
    #[error("{0}")]
    Bad(String),
    #[error("no map called '{0}' (there are: tactica-3p, tactica-4p, tactica-6p)")]
    Unknown(String),
}

fn hex_error(at: [i32; 2], problem: impl Into<String>) -> MapError {
    MapError::Hex {
        q: at[0],
        r: at[1],
        problem: problem.into(),
    }
}

/// The fields a map file's rows list, before its structures are read: each field's hex, terrain
/// and label ("F7"), and the fields by position.
struct ListedFields {
    hexes: Vec<Hex>,
    terrain: Vec<Terrain>,
    labels: Vec<String>,
    index: HashMap<(i32, i32), Field>,
}

impl ListedFields {
    /// Reads the rows, from the lowest r up: 1 to 64 rows, each listed once and within bounds,
    /// known field codes, no hex twice, at most 2000 hexes.
    fn read(rows: &[(i32, i32, String)]) -> Result<ListedFields, MapError> {
        if rows.is_empty() || rows.len() > 64 {
            return Err(MapError::Bad("a map has 1 to 64 rows".into()));
        }
        let mut hexes = Vec::new();
        let mut terrain = Vec::new();
        let mut labels = Vec::new();
        let mut index = HashMap::new();
        let mut rows_seen = std::collections::HashSet::new();
        let mut sorted_rows = rows.to_vec();
        sorted_rows.sort_by_key(|row| row.0);
        for (row_number, (r, first_q, codes)) in sorted_rows.iter().enumerate() {
            if !rows_seen.insert(*r) {
                return Err(MapError::Bad(format!("row r = {r} is listed twice")));
            }
            if r.abs() > 40 || first_q.abs() > 40 || codes.chars().count() > 80 {
                return Err(MapError::Bad(format!("row r = {r} is out of bounds")));
            }
            let letter = (b'A' + row_number as u8) as char;
            for (column, code) in codes.chars().enumerate() {
                let q = first_q + column as i32;
                let Some(t) = Terrain::from_code(code) else {
                    return Err(hex_error([q, *r], format!("unknown field code '{code}'")));
                };
                if index.insert((q, *r), hexes.len() as Field).is_some() {
                    return Err(hex_error([q, *r], "listed twice"));
                }
                hexes.push(Hex::new(q, *r));
                terrain.push(t);
                labels.push(format!("{letter}{}", column + 1));
            }
        }
        if hexes.len() > 2000 {
            return Err(MapError::Bad("a map has at most 2000 hexes".into()));
        }
        Ok(ListedFields {
            hexes,
            terrain,
            labels,
            index,
        })
    }

    /// Each field's six neighbours, `NO_FIELD` off the map.
    fn neighbours(&self) -> Vec<[Field; 6]> {
        self.hexes
            .iter()
            .map(|hex| {
                let mut out = [NO_FIELD; 6];
                for (slot, n) in hex.all_neighbors().iter().enumerate() {
                    out[slot] = self.index.get(&(n.x, n.y)).copied().unwrap_or(NO_FIELD);
                }
                out
            })
            .collect()
    }

    /// The field at `pos`, which the rows must list as `want` (`what` names it in the error).
    fn expect(&self, pos: [i32; 2], want: Terrain, what: &str) -> Result<Field, MapError> {
        let field = self
            .index
            .get(&(pos[0], pos[1]))
            .copied()
            .ok_or_else(|| hex_error(pos, format!("{what} is off the map")))?;
        if self.terrain[field as usize] != want {
            return Err(hex_error(
                pos,
                format!(
                    "{what} must be a {} field, the rows say {}",
                    want.name(),
                    self.terrain[field as usize].name()
                ),
            ));
        }
        Ok(field)
    }

    /// The castles (T16): a Citadel and exactly 6 Keeps touching it, no Keep in two castles.
    /// With, for each field, the castle whose Keep it is.
    fn castles(&self, listed: &[CastleFile]) -> Result<(Vec<Castle>, Vec<Option<u8>>), MapError> {
        let mut castles = Vec::new();
        let mut castle_of_keep = vec![None; self.hexes.len()];
        for c in listed {
            let citadel = self.expect(c.citadel, Terrain::Citadel, "a Citadel")?;
            if c.keeps.len() != 6 {
                return Err(hex_error(
                    c.citadel,
                    "a castle has exactly 6 Keep fields (T16)",
                ));
            }
            let mut keeps = [NO_FIELD; 6];
            for (slot, keep) in c.keeps.iter().enumerate() {
                let field = self.expect(*keep, Terrain::Keep, "a Keep")?;
                if Hex::new(keep[0], keep[1])
                    .unsigned_distance_to(Hex::new(c.citadel[0], c.citadel[1]))
                    != 1
                {
                    return Err(hex_error(*keep, "a Keep must touch its Citadel (T16)"));
                }
                if castle_of_keep[field as usize].is_some() {
                    return Err(hex_error(*keep, "this Keep belongs to two castles"));
                }
                castle_of_keep[field as usize] = Some(castles.len() as u8);
                keeps[slot] = field;
            }
            castles.push(Castle {
                id: c.id,
                citadel,
                keeps,
            });
        }
        Ok((castles, castle_of_keep))
    }

    /// The ports (T17): a Port Centre and 1 to 6 Docks touching it, no Docks in two ports.
    /// With, for each field, the port whose Centre or Docks it is.
    fn ports(&self, listed: &[PortFile]) -> Result<(Vec<Port>, Vec<Option<u8>>), MapError> {
        let mut ports = Vec::new();
        let mut port_of = vec![None; self.hexes.len()];
        for p in listed {
            let centre = self.expect(p.centre, Terrain::PortCentre, "a Port Centre")?;
            if p.docks.is_empty() || p.docks.len() > 6 {
                return Err(hex_error(p.centre, "a port has 1 to 6 Docks (T17)"));
            }
            port_of[centre as usize] = Some(ports.len() as u8);
            let mut docks = Vec::new();
            for dock in &p.docks {
                let field = self.expect(*dock, Terrain::Docks, "a Docks field")?;
                if Hex::new(dock[0], dock[1])
                    .unsigned_distance_to(Hex::new(p.centre[0], p.centre[1]))
                    != 1
                {
                    return Err(hex_error(*dock, "Docks must touch their Port Centre (T17)"));
                }
                if port_of[field as usize].is_some() {
                    return Err(hex_error(*dock, "these Docks belong to two ports"));
                }
                port_of[field as usize] = Some(ports.len() as u8);
                docks.push(field);
            }
            ports.push(Port {
                id: p.id,
                centre,
                docks,
            });
        }
        Ok((ports, port_of))
    }

    /// Every structured field in the rows belongs to a listed structure.
    fn check_owned(
        &self,
        temple: Field,
        castles: &[Castle],
        castle_of_keep: &[Option<u8>],
        port_of: &[Option<u8>],
    ) -> Result<(), MapError> {
        for (field, t) in self.terrain.iter().enumerate() {
            let hex = self.hexes[field];
            let pos = [hex.x, hex.y];
            let orphan = match t {
                Terrain::Citadel => !castles.iter().any(|c| c.citadel as usize == field),
                Terrain::Keep => castle_of_keep[field].is_none(),
                Terrain::PortCentre | Terrain::Docks => port_of[field].is_none(),
                Terrain::Temple => field != temple as usize,
                _ => false,
            };
            if orphan {
                return Err(hex_error(
                    pos,
                    format!("a {} field that no listed structure owns", t.name()),
                ));
            }
        }
        Ok(())
    }

    /// Connected: every field reachable from the Temple, Citadels included as nodes.
    fn check_connected(&self, neighbours: &[[Field; 6]], temple: Field) -> Result<(), MapError> {
        let mut seen = vec![false; self.hexes.len()];
        let mut todo = vec![temple];
        seen[temple as usize] = true;
        while let Some(f) = todo.pop() {
            for &n in &neighbours[f as usize] {
                if n != NO_FIELD && !seen[n as usize] {
                    seen[n as usize] = true;
                    todo.push(n);
                }
            }
        }
        if let Some(lost) = seen.iter().position(|s| !s) {
            return Err(hex_error(
                [self.hexes[lost].x, self.hexes[lost].y],
                "not connected to the rest of the map",
            ));
        }
        Ok(())
    }
}

/// 2 to 12 castles, and seat counts from 2 to the number of castles.
fn check_counts(castles: usize, players: &[u8]) -> Result<(), MapError> {
    if !(2..=12).contains(&castles) {
        return Err(MapError::Bad("a map has 2 to 12 castles".into()));
    }
    if players.is_empty() || players.iter().any(|&p| p < 2 || p as usize > castles) {
        return Err(MapError::Bad(format!(
            "players must list seat counts from 2 to the number of castles ({castles})"
        )));
    }
    Ok(())
}

impl Board {
    /// A built-in map by id, parsed once.
    pub fn standard(id: &str) -> Result<Arc<Board>, MapError> {
        static MAPS: OnceLock<Vec<Arc<Board>>> = OnceLock::new();
        let maps = MAPS.get_or_init(|| {
            BUILTIN_MAPS
                .iter()
                .map(|(_, text)| Arc::new(Board::parse(text).expect("built-in maps are valid")))
                .collect()
        });
        maps.iter()
            .find(|b| b.id == id)
            .cloned()
            .ok_or_else(|| MapError::Unknown(id.to_string()))
    }

    pub fn parse(text: &str) -> Result<Board, MapError> {
        let file: MapFile =
            toml::from_str(text).map_err(|e| MapError::Parse(e.message().to_string()))?;
        Board::from_file(file)
    }

    fn from_file(file: MapFile) -> Result<Board, MapError> {
        let rows = ListedFields::read(&file.rows)?;
        let neighbours = rows.neighbours();
        let temple = rows.expect(file.temple, Terrain::Temple, "the Temple")?;
        let (castles, castle_of_keep) = rows.castles(&file.castle)?;
        let (ports, port_of) = rows.ports(&file.port)?;
        rows.check_owned(temple, &castles, &castle_of_keep, &port_of)?;
        check_counts(castles.len(), &file.players)?;
        rows.check_connected(&neighbours, temple)?;
        let ListedFields {
            hexes,
            terrain,
            labels,
            index,
        } = rows;
        let villages = (0..hexes.len() as Field)
            .filter(|&f| terrain[f as usize] == Terrain::Village)
            .collect();
        let label_index = labels
            .iter()
            .enumerate()
            .map(|(i, l)| (l.clone(), i as Field))
            .collect();
        Ok(Board {
            id: file.id,
            name: file.name,
            players: file.players,
            win: file.win,
            flat: file.layout == "flat",
            source: file.source,
            symmetry: file.symmetry,
            hexes,
            terrain,
            neighbours,
            index,
            labels,
            label_index,
            temple,
            castles,
            ports,
            villages,
            castle_of_keep,
            port_of,
        })
    }

    pub fn len(&self) -> usize {
        self.hexes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.hexes.is_empty()
    }

    pub fn fields(&self) -> impl Iterator<Item = Field> {
        0..self.hexes.len() as Field
    }

    pub fn contains(&self, field: Field) -> bool {
        (field as usize) < self.hexes.len()
    }

    pub fn terrain(&self, field: Field) -> Terrain {
        self.terrain[field as usize]
    }

    pub fn hex(&self, field: Field) -> Hex {
        self.hexes[field as usize]
    }

    /// Axial coordinates (q, r).
    pub fn coords(&self, field: Field) -> (i32, i32) {
        let h = self.hexes[field as usize];
        (h.x, h.y)
    }

    pub fn at(&self, q: i32, r: i32) -> Option<Field> {
        self.index.get(&(q, r)).copied()
    }

    pub fn neighbours(&self, field: Field) -> impl Iterator<Item = Field> + '_ {
        self.neighbours[field as usize]
            .iter()
            .copied()
            .filter(|&n| n != NO_FIELD)
    }

    pub fn distance(&self, a: Field, b: Field) -> u32 {
        self.hexes[a as usize].unsigned_distance_to(self.hexes[b as usize])
    }

    pub fn adjacent(&self, a: Field, b: Field) -> bool {
        self.distance(a, b) == 1
    }

    /// The field's name for players: row letter from the top, then the column in that row ("F7").
    pub fn label(&self, field: Field) -> &str {
        &self.labels[field as usize]
    }

    /// A field from its label ("f7" or "F7") or its axial coordinates ("3,-2").
    pub fn parse_field(&self, text: &str) -> Option<Field> {
        let text = text.trim();
        if let Some(&f) = self.label_index.get(&text.to_ascii_uppercase()) {
            return Some(f);
        }
        let trimmed = text.trim_start_matches('(').trim_end_matches(')');
        let (q, r) = trimmed.split_once(',')?;
        self.at(q.trim().parse().ok()?, r.trim().parse().ok()?)
    }

    /// The index (in `castles`) of the castle whose Keep this field is.
    pub fn castle_of_keep(&self, field: Field) -> Option<usize> {
        self.castle_of_keep[field as usize].map(usize::from)
    }

    /// The index (in `ports`) of the port this Docks or Port Centre field belongs to.
    pub fn port_of(&self, field: Field) -> Option<usize> {
        self.port_of[field as usize].map(usize::from)
    }

    pub fn castle_by_id(&self, id: u8) -> Option<usize> {
        self.castles.iter().position(|c| c.id == id)
    }
}
